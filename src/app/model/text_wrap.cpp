#include "app/model/text_wrap.hpp"

namespace astar::app {
namespace {

// The length of the longest prefix of `word` that fits in `width`, at least one character
// (and never the middle of a UTF-8 sequence).
std::size_t fitting_prefix(std::string_view word, float width, const TextWidth& width_of) {
    std::size_t fit = 0;
    for (std::size_t end = 1; end <= word.size(); ++end) {
        if (end < word.size() && (static_cast<unsigned char>(word[end]) & 0xC0) == 0x80) continue;
        if (fit > 0 && width_of(word.substr(0, end)) > width) break;
        fit = end;
    }
    return fit;
}

void wrap_paragraph(std::string_view paragraph, float width, const TextWidth& width_of,
                    std::vector<std::string_view>& lines) {
    std::size_t start = 0;  // of the line being filled
    for (bool first = true;; first = false) {
        while (start < paragraph.size() && paragraph[start] == ' ') ++start;
        const std::string_view rest = paragraph.substr(start);
        if (rest.empty()) {
            if (first) lines.push_back(rest);  // an empty paragraph is an empty line
            return;
        }
        if (width_of(rest) <= width) {
            lines.push_back(rest);
            return;
        }
        // The longest run of whole words that fits.
        std::size_t end = 0;  // in `rest`
        for (std::size_t space = rest.find(' '); space != std::string_view::npos;
             space = rest.find(' ', space + 1)) {
            if (space == 0 || rest[space - 1] == ' ') continue;
            if (width_of(rest.substr(0, space)) > width) break;
            end = space;
        }
        if (end == 0) {
            // The first word alone is too wide: cut it.
            const std::size_t word_end = std::min(rest.find(' '), rest.size());
            end = fitting_prefix(rest.substr(0, word_end), width, width_of);
        }
        lines.push_back(rest.substr(0, end));
        start += end;
    }
}

}  // namespace

std::string_view without_remark(std::string_view text) {
    const std::size_t open = text.rfind(" (");
    return text.ends_with(')') && open != std::string_view::npos ? text.substr(0, open) : text;
}

std::string fit_line(std::string_view text, float width, const TextWidth& width_of) {
    if (width_of(text) <= width) return std::string(text);
    const std::string_view bare = without_remark(text);
    if (bare.size() < text.size() && width_of(bare) <= width) return std::string(bare);
    // The longest prefix that fits with "..." after it (at least one character), without
    // the spaces at its end.
    constexpr std::string_view kDots = "...";
    const float room = width - width_of(kDots);
    std::string_view prefix = text.substr(0, fitting_prefix(text, room, width_of));
    while (prefix.size() > 1 && prefix.back() == ' ') prefix.remove_suffix(1);
    return std::string(prefix) + std::string(kDots);
}

std::vector<std::string_view> wrap_lines(std::string_view text, float width,
                                         const TextWidth& width_of) {
    std::vector<std::string_view> lines;
    for (std::size_t begin = 0;;) {
        const std::size_t newline = text.find('\n', begin);
        const std::size_t end = newline == std::string_view::npos ? text.size() : newline;
        wrap_paragraph(text.substr(begin, end - begin), width, width_of, lines);
        if (newline == std::string_view::npos) break;
        begin = newline + 1;
    }
    return lines;
}

}  // namespace astar::app
