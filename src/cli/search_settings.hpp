// The search options both commands take (--heuristic, --weight, --moves, --diagonal,
// --diagonal-cost, --algorithm, --tie-break), read into the core's types, and whether they promise
// optimal paths.
//
// How to use:
//     std::vector<OptionSpec> specs = search_option_specs();
//     SearchSettings settings;                       // the Moving AI rules, A*, octile, weight 1
//     if (auto error = read_search_settings(args, settings)) return usage_error("solve", *error);
//     GridProblem problem{.start = s, .goal = g, .rules = settings.rules,
//                         .heuristic = settings.heuristic, .options = settings.options};
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cli/args.hpp"
#include "core/grid.hpp"
#include "core/heuristic.hpp"
#include "core/movement.hpp"
#include "core/movingai_map.hpp"
#include "core/search_types.hpp"

namespace astar::cli {

struct SearchSettings {
    Heuristic heuristic = Heuristic::kOctile;
    MovementRules rules;    // defaults: 8 moves, no corner cutting, sqrt(2)
    SearchOptions options;  // algorithm, weight and tie-break; the commands set the rest
};

// The help lines of the search options, each with its default.
std::vector<OptionSpec> search_option_specs();

// --swamp-cost and --water-cost: what entering 'S' and 'W' costs (1 by default, as in the
// Moving AI benchmarks; the app uses 5 and 9).
std::vector<OptionSpec> terrain_cost_option_specs();

// Reads those options present in `args` into `costs`. Returns the problem, or nothing.
std::optional<std::string> read_terrain_costs(const ParsedArgs& args, TerrainCosts& costs);

// Why the start or goal that a search's `error` names is "a wall" when the file has swamp or
// water there: a cost option of 0 made it one (" (the start is swamp 'S', which --swamp-cost 0
// makes a wall)"). Empty when that is not the case: a plain wall needs no note.
std::string made_wall_note(const std::string& error, const MovingAiMap& map,
                           const TerrainCosts& costs, Cell start, Cell goal);

// Whether swamp and water cost what they do in the benchmarks (1), the costs the .scen lengths
// assume.
bool benchmark_terrain_costs(const TerrainCosts& costs);

// "terrain: swamp S costs 5, water W costs 9 (0: a wall)" unless the costs are the benchmark's:
// the report header of both commands, after print_settings().
void print_terrain_costs(const TerrainCosts& costs);

// Reads the search options present in `args` into `settings` (the others keep their values).
// Returns the problem in one line, or nothing.
std::optional<std::string> read_search_settings(const ParsedArgs& args, SearchSettings& settings);

// "astar, heuristic octile, weight 1, 8 moves, diagonal no-corner-cut (cost sqrt2), tie-break
// larger-g": the settings in option names, so a report says what produced it.
std::string describe_settings(const SearchSettings& settings);

// One line for each option in `args` that the settings leave unused ("--weight is ignored:
// only astar weighs its heuristic"), so that a typo in a comparison script is not
// mistaken for a setting that had no effect. describe_settings() leaves such options out.
std::vector<std::string> ignored_options(const ParsedArgs& args, const SearchSettings& settings);

// Prints "settings: <describe_settings()>", then "note: <line>" for each ignored option: the
// report header of both commands.
void print_settings(const ParsedArgs& args, const SearchSettings& settings);

struct OptimalityVerdict {
    bool optimal = false;  // every path found is a shortest path
    std::string reason;    // one sentence
};

// Whether `settings` promise shortest paths on `grid`, and why: judge_search, as the app's
// panes say it, with every passable cell of the map counted for breadth-first.
OptimalityVerdict judge_optimality(const SearchSettings& settings, const Grid& grid);

}  // namespace astar::cli
