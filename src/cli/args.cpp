#include "cli/args.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>

#include "core/decimal_text.hpp"

namespace astar::cli {

std::optional<std::string> parse_args(std::span<const std::string_view> args,
                                      std::span<const OptionSpec> specs, ParsedArgs& out) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        if (arg == "--help" || arg == "-h") {
            out.help = true;
            continue;
        }
        if (!arg.starts_with("--") || arg.size() == 2) {
            return "unexpected argument '" + std::string(arg) + "' (options start with --)";
        }
        const std::size_t equals = arg.find('=');
        const std::string_view name = arg.substr(2, equals == std::string_view::npos
                                                        ? std::string_view::npos
                                                        : equals - 2);
        const bool known = std::any_of(specs.begin(), specs.end(),
                                       [&](const OptionSpec& s) { return s.name == name; });
        if (!known) return "unknown option '--" + std::string(name) + "'";
        std::string_view value;
        if (equals != std::string_view::npos) {
            value = arg.substr(equals + 1);
        } else if (i + 1 < args.size() && !args[i + 1].starts_with("--")) {
            value = args[++i];
        } else {
            return "--" + std::string(name) + " needs a value";
        }
        if (value.empty()) return "--" + std::string(name) + " needs a value";
        if (out.find(name) != nullptr) return "--" + std::string(name) + " is given twice";
        out.values.emplace(std::string(name), std::string(value));
    }
    return std::nullopt;
}

int usage_error(std::string_view command, std::string_view message) {
    const std::string who = command.empty() ? "astar" : "astar " + std::string(command);
    std::fprintf(stderr, "%s: %.*s\ntry '%s --help'\n", who.c_str(),
                 static_cast<int>(message.size()), message.data(), who.c_str());
    return kExitUsage;
}

int input_error(std::string_view command, std::string_view message) {
    const std::string who = command.empty() ? "astar" : "astar " + std::string(command);
    std::fprintf(stderr, "%s: %.*s\n", who.c_str(), static_cast<int>(message.size()),
                 message.data());
    return kExitUsage;
}

std::string format_options(std::span<const OptionSpec> specs) {
    std::size_t width = 0;
    for (const OptionSpec& s : specs) width = std::max(width, s.name.size() + s.value_name.size());
    width += 7;  // "  --", the space between, and two spaces before the text
    std::string out;
    for (const OptionSpec& s : specs) {
        std::string head = "  --" + s.name + (s.value_name.empty() ? "" : " " + s.value_name);
        head.resize(width, ' ');
        // Lines after the first line of the text line up under it.
        std::string text = s.help;
        for (std::size_t at = text.find('\n'); at != std::string::npos;
             at = text.find('\n', at + 1)) {
            text.insert(at + 1, std::string(width, ' '));
        }
        out += head + text + "\n";
    }
    return out;
}

std::string format_help(std::string_view usage, std::string_view about,
                        std::span<const OptionSpec> specs) {
    std::vector<OptionSpec> all(specs.begin(), specs.end());
    all.push_back({"help", "", "this text"});
    return "usage: " + std::string(usage) + "\n\n" + std::string(about) +
           "\n\noptions (also --name=value):\n" + format_options(all);
}

std::optional<double> read_non_negative(std::string_view text) {
    // parse_decimal takes no "inf", "nan" or hex; "-1" and "1e400" remain to refuse here.
    std::optional<double> value = parse_decimal(text);
    if (!value || !std::isfinite(*value) || *value < 0) return std::nullopt;
    return *value + 0.0;  // "-0" is 0, and is shown as 0
}

namespace {

// A whole number at the start of `text`; `text` keeps what follows it.
std::optional<int> read_int_prefix(std::string_view& text) {
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc()) return std::nullopt;
    text.remove_prefix(static_cast<std::size_t>(end - text.data()));
    return value;
}

}  // namespace

std::optional<int> read_count(std::string_view text) {
    std::optional<int> value = read_int_prefix(text);
    if (!value || !text.empty() || *value < 0) return std::nullopt;
    return value;
}

std::optional<Cell> read_cell(std::string_view text) {
    std::optional<int> x = read_int_prefix(text);
    if (!x || !text.starts_with(',')) return std::nullopt;
    text.remove_prefix(1);
    std::optional<int> y = read_int_prefix(text);
    if (!y || !text.empty()) return std::nullopt;
    return Cell{*x, *y};
}

std::string describe_cell(Cell c) {
    return "(" + std::to_string(c.x) + ", " + std::to_string(c.y) + ")";
}

}  // namespace astar::cli
