#include "cli/print_command.hpp"

#include <cstdio>
#include <string>
#include <vector>

#include "cli/args.hpp"
#include "cli/search_settings.hpp"
#include "core/ascii_map.hpp"
#include "core/grid_search.hpp"
#include "core/movingai_map.hpp"
#include "core/option_names.hpp"
#include "core/path_smoothing.hpp"

namespace astar::cli {

namespace {

constexpr std::string_view kCommand = "print";

constexpr std::string_view kAbout =
    "Searches from one cell to another on a Moving AI map and prints the map with the search\n"
    "drawn in, a legend, and the counters. Cells are X,Y: column then row, from 0, (0,0) at the\n"
    "top left. --max-steps shows the search mid-way. Swamp (S) and water (W) cost 1 to enter,\n"
    "like ground, as in the Moving AI benchmarks; --swamp-cost 5 --water-cost 9 gives the app's\n"
    "costs (water is entered only from water either way).\n"
    "\n"
    "Exit status: 0 a path was found (or --max-steps reached), 1 no path, 2 for a bad argument,\n"
    "a bad map file, or a start or goal outside the map or on a wall.";

}  // namespace

std::vector<OptionSpec> print_specs() {
    std::vector<OptionSpec> specs = {
        {"map", "FILE", "the Moving AI .map file (required)"},
        {"from", "X,Y", "the start cell (required)"},
        {"to", "X,Y", "the goal cell (required)"},
        {"max-steps", "N", "stop after N expansions (default: 0, no limit)"},
    };
    for (OptionSpec& s : terrain_cost_option_specs()) specs.push_back(std::move(s));
    for (OptionSpec& s : search_option_specs()) specs.push_back(std::move(s));
    return specs;
}

namespace {

// Reads the required cell option `name`. Returns the problem, or nothing.
std::optional<std::string> read_cell_option(const ParsedArgs& args, std::string_view name,
                                            Cell& out) {
    const std::string* text = args.find(name);
    if (text == nullptr) return "missing --" + std::string(name) + " X,Y";
    std::optional<Cell> cell = read_cell(*text);
    if (!cell) return "--" + std::string(name) + " '" + *text + "' is not a cell X,Y";
    out = *cell;
    return std::nullopt;
}

// The status in words, naming the option that stops a search early.
std::string status_text(SearchStatus status) {
    if (status == SearchStatus::kStepLimit) return "stopped at --max-steps";
    return std::string(option_label(status));
}

void print_legend(const Grid& grid, bool start_is_goal) {
    // The drawing's letters, not the .map file's: here S is the start, and swamp is a digit
    // (its cost) or '.' when it costs 1.
    std::string legend = start_is_goal ? "legend: X start and goal" : "legend: S start  G goal";
    legend += "  * path  o expanded  + open  # wall  . cost 1";
    if (!grid.plain_ground_only()) legend += "  2-8 cost 2 to 8  9 cost 9 or more";
    if (grid.has_water()) legend += "  ~ water";
    std::puts(legend.c_str());
}

}  // namespace

int run_print(std::span<const std::string_view> args) {
    const std::vector<OptionSpec> specs = print_specs();
    ParsedArgs parsed;
    if (auto error = parse_args(args, specs, parsed)) return usage_error(kCommand, *error);
    if (parsed.help) {
        std::fputs(format_help("astar print --map FILE --from X,Y --to X,Y [options]", kAbout,
                               specs)
                       .c_str(),
                   stdout);
        return 0;
    }
    SearchSettings settings;
    if (auto error = read_search_settings(parsed, settings)) return usage_error(kCommand, *error);
    const std::string* map_path = parsed.find("map");
    if (map_path == nullptr) return usage_error(kCommand, "missing --map FILE");
    GridProblem problem;
    problem.rules = settings.rules;
    problem.heuristic = settings.heuristic;
    problem.options = settings.options;
    if (auto error = read_cell_option(parsed, "from", problem.start)) {
        return usage_error(kCommand, *error);
    }
    if (auto error = read_cell_option(parsed, "to", problem.goal)) {
        return usage_error(kCommand, *error);
    }
    if (const std::string* text = parsed.find("max-steps")) {
        std::optional<int> steps = read_count(*text);
        if (!steps) {
            return usage_error(kCommand, "--max-steps '" + *text +
                                             "' is not a whole number from 0 to 2147483647");
        }
        problem.options.max_expansions = *steps;
    }
    TerrainCosts costs;
    if (auto error = read_terrain_costs(parsed, costs)) return usage_error(kCommand, *error);

    MapParseResult map = read_movingai_map(*map_path);
    if (!map.map) return input_error(kCommand, map.error);
    const Grid grid = to_grid(*map.map, costs);
    GridSearch search;
    if (!search.begin(grid, problem)) {
        return input_error(kCommand,
                           search.error() + made_wall_note(search.error(), *map.map, costs,
                                                          problem.start, problem.goal));
    }
    search.run();

    std::fputs(render_search(search).c_str(), stdout);
    print_legend(grid, problem.start == problem.goal);
    const SearchCounters& c = search.counters();
    print_settings(parsed, settings);
    print_terrain_costs(costs);
    std::printf("expansions: %d  pushes: %lld  peak open: %d  status: %s\n", c.expansions,
                c.pushes, c.peak_open_size, status_text(search.status()).c_str());
    switch (search.status()) {
        case SearchStatus::kFound: {
            const std::vector<Cell> cells = search.path_cells();
            const SmoothedPath smooth = smooth_path(grid, problem.rules, cells);
            std::printf("path: cost %.10g, %zu %s\n", search.path_cost(), cells.size(),
                        cells.size() == 1 ? "cell" : "cells");
            std::printf("smoothed path: %zu %s, length %.10g\n", smooth.points.size(),
                        smooth.points.size() == 1 ? "point" : "points", smooth.length);
            return 0;
        }
        case SearchStatus::kStepLimit:
            std::printf("stopped after %d expansions (--max-steps): no path yet\n", c.expansions);
            return 0;
        default:
            std::printf("no path from %s to %s%s\n", describe_cell(problem.start).c_str(),
                        describe_cell(problem.goal).c_str(),
                        grid.water(problem.goal) && !grid.water(problem.start)
                            ? " (the goal is water, which is entered only from water)"
                            : "");
            return 1;
    }
}

}  // namespace astar::cli
