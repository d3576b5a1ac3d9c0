// Fuzz target: the command line of the `astar` tool, one argument per line of the input. What
// each command (`print`, `solve`, with their own option lists) does with its arguments before
// it opens any file: split them into options, read the search settings, the terrain costs, a
// cell and a count. Every refusal is one line naming the
// problem; every value read is in its range and reads back the same. (The commands themselves
// read and write files named by their arguments, which a fuzzer must not do.)
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cli/args.hpp"
#include "cli/print_command.hpp"
#include "cli/search_settings.hpp"
#include "cli/solve_command.hpp"
#include "core/search_types.hpp"
#include "fuzz_check.hpp"

namespace {

using fuzz::require;

// A problem as the tool prints it: one line, not empty.
void require_one_line(const std::string& problem) {
    require(!problem.empty() && problem.find('\n') == std::string::npos);
}

// The readers on their own: a value read is in range and reads back the same.
void check_readers(std::string_view text) {
    if (const auto w = astar::cli::read_non_negative(text)) {
        require(std::isfinite(*w) && *w >= 0);
    }
    if (const auto n = astar::cli::read_count(text)) {
        require(*n >= 0);
        require(astar::cli::read_count(std::to_string(*n)) == n);
    }
    if (const auto c = astar::cli::read_cell(text)) {
        const std::string again = std::to_string(c->x) + "," + std::to_string(c->y);
        const auto back = astar::cli::read_cell(again);
        require(back.has_value() && *back == *c);
        require(!astar::cli::describe_cell(*c).empty());
    }
}

// What a command does with `args` before it opens a file, given its options.
void check_command(const std::vector<std::string_view>& args,
                   const std::vector<astar::cli::OptionSpec>& specs) {
    astar::cli::ParsedArgs parsed;
    if (const auto problem = astar::cli::parse_args(args, specs, parsed)) {
        require_one_line(*problem);
        return;
    }
    for (const auto& entry : parsed.values) {
        // Only the options the command knows.
        require(std::any_of(specs.begin(), specs.end(), [&](const astar::cli::OptionSpec& s) {
            return s.name == entry.first;
        }));
    }
    astar::cli::SearchSettings settings;
    if (const auto problem = astar::cli::read_search_settings(parsed, settings)) {
        require_one_line(*problem);
    } else {
        const double w = settings.options.weight;
        require(std::isfinite(w) && w >= 0 && w <= astar::kMaxWeight);
        require(!astar::cli::describe_settings(settings).empty());
        for (const std::string& note : astar::cli::ignored_options(parsed, settings)) {
            require_one_line(note);
        }
    }
    astar::TerrainCosts costs;
    if (const auto problem = astar::cli::read_terrain_costs(parsed, costs)) {
        require_one_line(*problem);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    std::vector<std::string_view> args;
    for (std::size_t start = 0; start <= input.size() && args.size() < 24;) {
        const std::size_t end = std::min(input.find('\n', start), input.size());
        args.push_back(input.substr(start, end - start));
        start = end + 1;
    }
    for (std::string_view a : args) check_readers(a);
    check_command(args, astar::cli::print_specs());
    check_command(args, astar::cli::solve_specs());
    return 0;
}
