// The command line as the commands see it: `--name value` or `--name=value` options checked
// against the options a command knows, strict readers for their values, and the help text.
//
// How to use:
//     std::vector<OptionSpec> specs = {{"map", "FILE", "the .map file (required)"}};
//     ParsedArgs args;
//     if (auto error = parse_args(argv_after_command, specs, args))
//         return usage_error("print", *error);   // "astar print: ..." and the --help hint
//     if (args.help) { std::fputs(format_help(usage, about, specs).c_str(), stdout); return 0; }
//     const std::string* map = args.find("map");     // nullptr if not given
//     std::optional<double> w = read_non_negative(*args.find("weight"));
//
// Every mistake on the command line ends the same way: one line naming the problem and a pointer
// to the help, exit status 2 (usage_error).
#pragma once

#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid.hpp"
#include "core/option_names.hpp"

namespace astar::cli {

inline constexpr int kExitUsage = 2;  // a bad argument or a bad input file

struct OptionSpec {
    std::string name;        // without the leading "--"
    std::string value_name;  // what the help shows for the value: "FILE", "NAME", "X,Y"
    std::string help;        // ends with the default; '\n' starts an indented line
};

struct ParsedArgs {
    bool help = false;  // --help or -h was given
    std::map<std::string, std::string, std::less<>> values;

    const std::string* find(std::string_view name) const {
        auto it = values.find(name);
        return it == values.end() ? nullptr : &it->second;
    }
};

// Splits `args` into options. Every option takes a value; --help/-h is the one flag. Returns the
// problem in one line ("unknown option '--wieght'", "--map needs a value", ...), or nothing.
std::optional<std::string> parse_args(std::span<const std::string_view> args,
                                      std::span<const OptionSpec> specs, ParsedArgs& out);

// Prints "astar <command>: <message>" and "try 'astar <command> --help'" to stderr and returns
// kExitUsage. An empty command means the top level ("astar: ...", "try 'astar --help'").
int usage_error(std::string_view command, std::string_view message);

// Prints "astar <command>: <message>" to stderr and returns kExitUsage: for files that cannot be
// read or parsed (their messages already name file and line) and problems that cannot be searched.
int input_error(std::string_view command, std::string_view message);

// One aligned entry per option: "  --name VALUE  help", later lines of the help indented.
std::string format_options(std::span<const OptionSpec> specs);

// "usage: <usage>", the paragraph `about`, and format_options of `specs` and --help.
std::string format_help(std::string_view usage, std::string_view about,
                        std::span<const OptionSpec> specs);

// --- Strict value readers: the whole text must be the value, or nothing is returned. ---

// A plain decimal number >= 0 ("1", "0.5", "2e1", ".5"): no sign, no spaces, no "inf"/"nan".
std::optional<double> read_non_negative(std::string_view text);

// A whole number >= 0 that fits in an int.
std::optional<int> read_count(std::string_view text);

// "X,Y" with whole numbers (possibly negative, so that check_problem can say "outside the map").
std::optional<Cell> read_cell(std::string_view text);

// The option value named `text` ("octile"), or nothing.
template <class E>
std::optional<E> read_name(std::string_view text) {
    return parse_option<E>(text);
}

// "a|b|c": every name of E, in menu order, for help and error messages.
template <class E>
std::string name_list() {
    std::string out;
    for (const NamedOption<E>& o : option_table<E>()) {
        if (!out.empty()) out += '|';
        out += o.name;
    }
    return out;
}

// "(x, y)", the way the core writes a cell.
std::string describe_cell(Cell c);

}  // namespace astar::cli
