#include "core/movingai_map.hpp"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace astar {

namespace movingai_detail {

LineList::LineList(std::string_view text) : text_(text) {
    for (char c : text) count_ += c == '\n';
    if (!text.empty() && text.back() != '\n') ++count_;  // a last line without its newline
}

std::string_view LineList::operator[](std::size_t index) const {
    if (index < cached_index_) cached_index_ = cached_offset_ = 0;
    while (cached_index_ < index) {
        cached_offset_ = text_.find('\n', cached_offset_) + 1;
        ++cached_index_;
    }
    std::size_t end = text_.find('\n', cached_offset_);
    if (end == std::string_view::npos) end = text_.size();
    std::string_view line = text_.substr(cached_offset_, end - cached_offset_);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    return line;
}

std::string_view without_byte_order_mark(std::string_view text) {
    constexpr std::string_view kUtf8Bom = "\xEF\xBB\xBF";
    if (text.starts_with(kUtf8Bom)) text.remove_prefix(kUtf8Bom.size());
    return text;
}

bool has_old_mac_line_endings(std::string_view text) {
    // Only a file without a single LF: a stray CR in an LF file (or the bytes of a binary file,
    // whose CR may be anywhere) is left to the readers' own messages.
    if (text.find('\n') != std::string_view::npos) return false;
    const std::size_t cr = text.find('\r');
    return cr != std::string_view::npos && cr + 1 < text.size();
}

std::vector<std::string_view> split_fields(std::string_view line, std::size_t keep,
                                           std::size_t* count) {
    std::vector<std::string_view> fields;
    std::size_t found = 0;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
        std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
        if (i == start) continue;
        if (found++ < keep) fields.push_back(line.substr(start, i - start));
        if (found >= keep && count == nullptr) break;  // nobody asked how many more
    }
    if (count != nullptr) *count = found;
    return fields;
}

bool is_blank(std::string_view line) {
    return line.find_first_not_of(" \t") == std::string_view::npos;
}

std::optional<std::string> read_text_file(const std::string& path, std::size_t max_bytes,
                                          std::string& contents) {
    contents.clear();
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (file == nullptr) {
        return "cannot open '" + path + "': " + std::strerror(errno);
    }
    // Read in chunks rather than asking for the size first, so pipes and special files work and
    // the size limit holds even for a file that grows while we read it.
    char buffer[1 << 16];
    std::optional<std::string> error;
    while (true) {
        std::size_t got = std::fread(buffer, 1, sizeof buffer, file);
        if (contents.size() + got > max_bytes) {
            error = "cannot read '" + path + "': file is larger than " + std::to_string(max_bytes) +
                    " bytes";
            break;
        }
        contents.append(buffer, got);
        if (got < sizeof buffer) {
            if (std::ferror(file)) error = "cannot read '" + path + "': " + std::strerror(errno);
            break;
        }
    }
    std::fclose(file);
    if (error) contents.clear();
    return error;
}

std::string quoted(std::string_view text) {
    constexpr std::size_t kMaxShown = 24;
    std::string out = "'";
    for (std::size_t i = 0; i < text.size() && i < kMaxShown; ++i) {
        auto byte = static_cast<unsigned char>(text[i]);
        if (byte >= 0x20 && byte < 0x7f) {
            out += static_cast<char>(byte);
        } else {
            char hex[8];
            std::snprintf(hex, sizeof hex, "\\x%02x", byte);
            out += hex;
        }
    }
    if (text.size() > kMaxShown) out += "...";
    out += '\'';
    return out;
}

std::string located_error(std::string_view source, int line, std::string_view problem) {
    std::string out(source);
    out += ':';
    out += std::to_string(line);
    out += ": ";
    out += problem;
    return out;
}

}  // namespace movingai_detail

namespace {

using movingai_detail::is_blank;
using movingai_detail::located_error;
using movingai_detail::quoted;
using movingai_detail::split_fields;
using movingai_detail::LineList;

// A 4096 x 4096 map is about 16.8 MB; four times that leaves room for odd line endings and
// trailing blank lines while still refusing a wrong path to a huge file.
constexpr std::size_t kMaxMapFileBytes = std::size_t{64} << 20;

enum class Terrain { kGround, kSwamp, kWater, kWall, kUnknown };

Terrain classify(char c) {
    switch (c) {
        case '.':
        case 'G': return Terrain::kGround;
        case 'S': return Terrain::kSwamp;
        case 'W': return Terrain::kWater;
        case '@':
        case 'O':
        case 'T': return Terrain::kWall;
        default: return Terrain::kUnknown;
    }
}

struct HeaderField {
    int line = 0;  // 0 until the keyword is seen
    long long value = 0;
};

// Reads the value of a `height` or `width` line. Returns the problem, or nothing.
std::optional<std::string> parse_side(std::string_view keyword, std::string_view text,
                                      long long& value) {
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec == std::errc::invalid_argument || end != text.data() + text.size()) {
        return std::string(keyword) + " " + quoted(text) + " is not a number";
    }
    if (ec == std::errc::result_out_of_range) {
        return std::string(keyword) + " " + quoted(text) + " is out of range";
    }
    if (value < 1) {
        return std::string(keyword) + " must be positive, got " + std::to_string(value);
    }
    return std::nullopt;
}

// The header: what it found, or the error that stopped it.
struct Header {
    HeaderField type, height, width;
    std::size_t first_row = 0;  // index into the lines of the first map row
    std::string error;
};

Header parse_header(const LineList& lines, std::string_view source) {
    Header h;
    auto fail = [&](int line, const std::string& problem) {
        h.error = located_error(source, line, problem);
        return h;
    };
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const int line = static_cast<int>(i) + 1;
        std::size_t count = 0;
        const std::vector<std::string_view> fields = split_fields(lines[i], 2, &count);
        if (fields.empty()) continue;
        std::string_view keyword = fields[0];
        if (keyword == "map") {
            if (count != 1) return fail(line, "unexpected text after 'map'");
            for (auto [field, name] : {std::pair{&h.type, "type"}, std::pair{&h.height, "height"},
                                       std::pair{&h.width, "width"}}) {
                if (field->line == 0) {
                    return fail(line, std::string("missing '") + name + "' line before 'map'");
                }
            }
            h.first_row = i + 1;
            return h;
        }
        HeaderField* field = keyword == "type"     ? &h.type
                             : keyword == "height" ? &h.height
                             : keyword == "width"  ? &h.width
                                                   : nullptr;
        if (field == nullptr && keyword == "version" && line == 1) {
            // Dropped on the app or given to --map by mistake: the pair's other file.
            return fail(line, "this is a Moving AI scenario file (it starts with 'version'), "
                              "not a map: open the .map file it names");
        }
        if (field == nullptr) {
            return fail(line, "unknown header keyword " + quoted(keyword) +
                                  " (expected type, height, width or map)");
        }
        if (field->line != 0) {
            return fail(line, "duplicate '" + std::string(keyword) + "' line (first on line " +
                                  std::to_string(field->line) + ")");
        }
        if (count != 2) {
            return fail(line, "expected '" + std::string(keyword) + " <value>', got " +
                                  std::to_string(count - 1) + " values");
        }
        field->line = line;
        if (field == &h.type) {
            if (fields[1] != "octile") {
                return fail(line,
                            "map type " + quoted(fields[1]) + " is not supported (only octile)");
            }
        } else if (auto problem = parse_side(keyword, fields[1], field->value)) {
            return fail(line, *problem);
        }
    }
    return fail(static_cast<int>(lines.size()) + 1, "file ends before the 'map' line");
}

}  // namespace

bool MovingAiMap::is_wall(Cell c) const { return classify(at(c)) == Terrain::kWall; }

MapParseResult parse_movingai_map(std::string_view text, std::string_view source_name,
                                  int max_side, long long max_cells) {
    text = movingai_detail::without_byte_order_mark(text);
    const LineList lines(text);
    auto fail = [&](int line, const std::string& problem) {
        return MapParseResult{std::nullopt, located_error(source_name, line, problem)};
    };
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) return fail(1, "empty file");
    if (movingai_detail::has_old_mac_line_endings(text)) {
        return fail(1, movingai_detail::kLoneCrProblem);
    }

    Header header = parse_header(lines, source_name);
    if (!header.error.empty()) return {std::nullopt, header.error};

    // Size is checked before anything is allocated for the cells (parse_side has refused sides
    // under 1). The error points at the line of the side that is wrong.
    max_side = std::min(max_side, kMaxGridSide);
    const bool side_too_long = header.width.value > max_side || header.height.value > max_side;
    // Multiplied only once both sides are known to be small: two sides of 19 digits each
    // overflowed the product (found by tests/fuzz).
    const long long cells = side_too_long ? 0 : header.width.value * header.height.value;
    if (side_too_long || (max_cells > 0 && cells > max_cells)) {
        // The same words however far over: a 5000-wide map was told "at most 4096" (the
        // grid's limit) by a reader whose caller takes at most 1024.
        const std::string limit =
            max_cells > 0 ? std::to_string(max_cells) + " cells (" +
                                std::to_string(static_cast<long long>(std::sqrt(max_cells))) +
                                " x " +
                                std::to_string(static_cast<long long>(std::sqrt(max_cells))) +
                                "), and at most " + std::to_string(max_side) + " on a side,"
                          : std::to_string(max_side) + " x " + std::to_string(max_side);
        return fail(header.width.value > max_side ? header.width.line : header.height.line,
                    "the map is " + std::to_string(header.width.value) + " x " +
                        std::to_string(header.height.value) + " cells; at most " + limit +
                        " are accepted here");
    }
    MovingAiMap map;
    map.width = static_cast<int>(header.width.value);
    map.height = static_cast<int>(header.height.value);
    map.terrain.reserve(static_cast<std::size_t>(map.width) * map.height);

    std::size_t i = header.first_row;
    for (int row = 0; row < map.height; ++row, ++i) {
        const int line = static_cast<int>(i) + 1;
        const std::string expected = "expected height " + std::to_string(map.height);
        if (i >= lines.size()) {
            return fail(line, "file ends after " + std::to_string(row) + " map rows, " + expected);
        }
        std::string_view text_row = lines[i];
        // Spaces or tabs after a row (an editor's leftovers) are not cells: a space is no
        // terrain, so they could only make a right row "too long".
        text_row = text_row.substr(0, text_row.find_last_not_of(" \t") + 1);
        if (is_blank(text_row)) {
            bool rest_blank = true;
            for (std::size_t j = i; j < lines.size(); ++j)
                rest_blank = rest_blank && is_blank(lines[j]);
            if (rest_blank) {
                return fail(line, "map has " + std::to_string(row) + " rows, " + expected);
            }
        }
        // Moving AI maps are ASCII: a multi-byte character would be counted and quoted as
        // bytes ("row 1 has 6 characters" for three accented letters).
        const auto non_ascii = std::find_if(text_row.begin(), text_row.end(), [](char c) {
            return static_cast<unsigned char>(c) >= 0x80;
        });
        if (non_ascii != text_row.end()) {
            return fail(line, "row " + std::to_string(row + 1) +
                                  " has a non-ASCII character at column " +
                                  std::to_string(non_ascii - text_row.begin() + 1) +
                                  " (map rows use . G @ O T S W)");
        }
        if (text_row.size() != static_cast<std::size_t>(map.width)) {
            // Spaces after a row are dropped above; before it they count, and are hard to see.
            const char first = text_row.empty() ? '\0' : text_row.front();
            const std::string lead = first == ' '    ? " (it starts with a space)"
                                     : first == '\t' ? " (it starts with a tab)"
                                                     : "";
            return fail(line, "row " + std::to_string(row + 1) + " has " +
                                  std::to_string(text_row.size()) + " characters, expected width " +
                                  std::to_string(map.width) + lead);
        }
        for (std::size_t x = 0; x < text_row.size(); ++x) {
            if (classify(text_row[x]) == Terrain::kUnknown) {
                return fail(line, "unknown terrain character " + quoted(text_row.substr(x, 1)) +
                                      " at column " + std::to_string(x + 1));
            }
        }
        map.terrain.insert(map.terrain.end(), text_row.begin(), text_row.end());
    }
    for (; i < lines.size(); ++i) {
        if (!is_blank(lines[i])) {
            return fail(static_cast<int>(i) + 1,
                        "unexpected text after the last map row (height is " +
                            std::to_string(map.height) + ")");
        }
    }
    return {std::move(map), ""};
}

MapParseResult read_movingai_map(const std::string& path) {
    std::string text;
    if (auto error = movingai_detail::read_text_file(path, kMaxMapFileBytes, text)) {
        return {std::nullopt, *error};
    }
    return parse_movingai_map(text, path);
}

std::string format_movingai_map(const MovingAiMap& map) {
    std::string out = "type octile\nheight " + std::to_string(map.height) + "\nwidth " +
                      std::to_string(map.width) + "\nmap\n";
    out.reserve(out.size() + (static_cast<std::size_t>(map.width) + 1) * map.height);
    for (int y = 0; y < map.height; ++y) {
        auto row = map.terrain.begin() + static_cast<std::ptrdiff_t>(y) * map.width;
        out.append(row, row + map.width);
        out += '\n';
    }
    return out;
}

std::optional<std::string> write_movingai_map(const std::string& path, const MovingAiMap& map) {
    const std::string text = format_movingai_map(map);
    std::FILE* file = std::fopen(path.c_str(), "wb");
    if (file == nullptr) return "cannot write '" + path + "': " + std::strerror(errno);
    bool written = std::fwrite(text.data(), 1, text.size(), file) == text.size();
    // fclose flushes, so a full disk may show up only here.
    bool closed = std::fclose(file) == 0;
    if (!written || !closed) return "cannot write '" + path + "': " + std::strerror(errno);
    return std::nullopt;
}

Grid to_grid(const MovingAiMap& map, const TerrainCosts& costs) {
    if (Grid::validate_size(map.width, map.height) ||
        map.terrain.size() != static_cast<std::size_t>(map.width) * map.height) {
        return Grid();
    }
    // The water rule, as in Nathan Sturtevant's HOG2 (the code behind the benchmarks): its
    // Map::CanStep, which the grid environment asks for every successor, allows an octile step
    // only between cells of the same terrain class. Ground and swamp share a class, and swamp
    // costs nothing extra; water is a class of its own, so water is entered only from water.
    // HOG2 also never steps from water back onto land; we do, on purpose: the format's own
    // description says only that water cannot be entered from other terrain, and a start in
    // water should not be stuck there. Trees and out-of-bounds are never
    // entered from ground. We keep swamp as ground with its own cost (1 by default, as in HOG2)
    // and mark water with Grid::set_water, which the search reads as "enterable only from
    // water". Unlike HOG2, which reads any unknown character as ground, we reject them. None of
    // the benchmark maps we ship contain 'S' or 'W', so their lengths depend on neither rule.
    // Costs first and the grid built once: set_cost per cell would also update the neighbour
    // masks of every wall one at a time.
    std::vector<CellCost> cell_costs(map.terrain.size());
    std::vector<int> water;
    for (std::size_t i = 0; i < map.terrain.size(); ++i) {
        switch (classify(map.terrain[i])) {
            case Terrain::kGround: cell_costs[i] = costs.ground; break;
            case Terrain::kSwamp: cell_costs[i] = costs.swamp; break;
            case Terrain::kWater:
                cell_costs[i] = costs.water;
                water.push_back(static_cast<int>(i));
                break;
            case Terrain::kWall:
            case Terrain::kUnknown: cell_costs[i] = kWall; break;
        }
    }
    Grid grid(map.width, map.height, std::move(cell_costs));
    for (int i : water) grid.set_water(grid.cell(i), true);
    return grid;
}

MovingAiMap from_grid(const Grid& grid, const MovingAiMap* loaded_from) {
    MovingAiMap map;
    map.width = grid.width();
    map.height = grid.height();
    map.terrain.reserve(static_cast<std::size_t>(grid.cell_count()));
    const bool keep = loaded_from != nullptr && loaded_from->width == map.width &&
                      loaded_from->height == map.height &&
                      loaded_from->terrain.size() == static_cast<std::size_t>(grid.cell_count());
    for (int i = 0; i < grid.cell_count(); ++i) {
        char c = !grid.passable_at(i)              ? '@'
                 : grid.water_at(i)                ? 'W'
                 : grid.cost_at(i) == kPlainGround ? '.'
                                                   : 'S';
        if (keep) {
            const char was = loaded_from->terrain[static_cast<std::size_t>(i)];
            if (classify(was) == classify(c)) c = was;
        }
        map.terrain.push_back(c);
    }
    return map;
}

}  // namespace astar
