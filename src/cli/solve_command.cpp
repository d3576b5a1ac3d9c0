#include "cli/solve_command.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "cli/args.hpp"
#include "cli/search_settings.hpp"
#include "cli/solve_csv.hpp"
#include "core/grid_search.hpp"
#include "core/movingai_map.hpp"
#include "core/movingai_scenario.hpp"

namespace astar::cli {

namespace {

constexpr std::string_view kCommand = "solve";

constexpr std::string_view kAbout =
    "Solves every problem of a Moving AI scenario file and compares each path's cost with the\n"
    "optimal length the file states. The file's lengths assume the benchmark's rules (8 moves,\n"
    "no corner cutting, diagonal sqrt2, swamp and water costing 1); under other rules or costs\n"
    "each path is compared with a Dijkstra search under the same rules and costs instead.\n"
    "Prints one line per scenario that is not optimal, a timing summary (wall-clock time of\n"
    "the searches alone: begin() and run(), without loading, printing or the Dijkstra checks),\n"
    "and last:\n"
    "scenarios: N optimal: K shorter: X suboptimal: S unsolved: U\n"
    "\n"
    "Where a path's cost differs from the file's length, the file is checked (by A* with the\n"
    "octile heuristic, then Dijkstra): if Dijkstra finds another optimum on this map, the file\n"
    "does not fit the map (an edited map, or another one), the line says so, and the path is\n"
    "held to Dijkstra's cost instead, also under settings that do not promise shortest paths.\n"
    "\n"
    "Exit status: 1 if a path is shorter than the optimum (a bug), if a scenario is unsolved\n"
    "although Dijkstra finds a path (every algorithm here finds a path when there is one), if\n"
    "the file's lengths do not fit the map (Dijkstra finds another optimum, or no path where\n"
    "the file gives one), if a scenario cannot be searched (its start or goal made a wall by\n"
    "--swamp-cost 0 or --water-cost 0), or if a path is suboptimal although the settings\n"
    "promise shortest paths; 2 for a bad argument or file (a start or goal on a wall of the\n"
    "map included), or a file without scenarios; 0 otherwise. Under\n"
    "other rules, a scenario without any path under them is shown as unsolved but is not a\n"
    "failure.";

}  // namespace

std::vector<OptionSpec> solve_specs() {
    std::vector<OptionSpec> specs = {
        {"scen", "FILE", "the Moving AI .scen file (required)"},
        {"map", "FILE", "the .map file (default: the map the scenarios name, next to the .scen)"},
        {"csv", "FILE", "also write a CSV line per scenario to FILE (- for stdout)"},
    };
    for (OptionSpec& s : terrain_cost_option_specs()) specs.push_back(std::move(s));
    for (OptionSpec& s : search_option_specs()) specs.push_back(std::move(s));
    return specs;
}

namespace {

// The map the scenarios name (its basename), looked up in the folder of the .scen file. Returns
// the problem, or nothing.
std::optional<std::string> find_map(const std::string& scen_path,
                                    const std::vector<Scenario>& scenarios,
                                    std::string& map_path) {
    for (const Scenario& s : scenarios) {
        if (s.map_name != scenarios.front().map_name) {
            return scen_path + " names two maps, " + scenarios.front().map_name + " (line " +
                   std::to_string(scenarios.front().line) + ") and " + s.map_name + " (line " +
                   std::to_string(s.line) + "): give --map";
        }
    }
    map_path = (std::filesystem::path(scen_path).parent_path() / scenarios.front().map_name)
                   .string();
    return std::nullopt;
}

// The problem if writing the CSV to `csv_path` would overwrite one of `inputs`.
std::optional<std::string> csv_would_overwrite(const std::string& csv_path,
                                               std::initializer_list<std::string> inputs) {
    std::error_code ignored;
    for (const std::string& input : inputs) {
        if (std::filesystem::equivalent(csv_path, input, ignored)) {
            return "--csv " + csv_path + " would overwrite the input file " + input;
        }
    }
    return std::nullopt;
}

std::string scenarios_text(int n) {
    return std::to_string(n) + (n == 1 ? " scenario" : " scenarios");
}

struct Tally {
    int optimal = 0;
    int shorter = 0;
    int suboptimal = 0;
    int unsolved = 0;
    int no_path = 0;      // of the unsolved: no path under these rules, Dijkstra agrees
    int missed = 0;       // of the unsolved: Dijkstra finds a path the search did not
    int map_differs = 0;  // of the unsolved: the file gives a path that Dijkstra does not find
    int not_started = 0;  // of the unsolved: begin() refused the problem
    int length_differs = 0;  // solved, but Dijkstra's optimum on this map is not the file's
    long long expansions = 0;
    double seconds = 0;  // in begin() and run() only
    // Cost / optimum over the paths held to a known optimum (what tuning a weight trades
    // expansions for): the sum for the mean, the worst and its line.
    double excess_sum = 0;
    int excess_count = 0;
    double worst_excess = 1;
    int worst_line = 0;
    int worst_number = 0;
};

// The optimum a path is held to, and how far off it may be printed.
struct Expected {
    double length = 0;
    double tolerance = 0;
    bool reachable = true;
    bool from_file = true;  // the file's length, not Dijkstra's
};

// Where a scenario's line starts: "arena.map.scen:77: scenario 76", its line in the file for an
// editor, and its number among the file's scenarios for the app's Scenario field, which the line
// alone did not give (line 1 is the version, and blank lines are skipped; game-dev pass).
std::string scenario_place(const std::string& scen_path, const Scenario& s, int number) {
    return scen_path + ":" + std::to_string(s.line) + ": scenario " + std::to_string(number);
}

void print_problem(const std::string& place, const Scenario& s, const char* what,
                   const Expected& expected, const std::string& got) {
    char want[32] = "no path";
    if (expected.reachable) std::snprintf(want, sizeof want, "%.10g", expected.length);
    std::printf("%s: %s: start %s goal %s expected %s got %s\n", place.c_str(), what,
                describe_cell(s.start).c_str(), describe_cell(s.goal).c_str(), want,
                got.c_str());
}

// The cost of a path from the scenario's start to its goal found by `algorithm` with
// `heuristic` under `rules`, or nothing if it finds none. Not timed: it is the yardstick, not
// the subject.
std::optional<double> reference_cost(GridSearch& reference, const Grid& grid,
                                     const MovementRules& rules, Algorithm algorithm,
                                     Heuristic heuristic, const Scenario& s) {
    SearchOptions options;
    options.algorithm = algorithm;
    options.record_history = false;
    const GridProblem problem{.start = s.start,
                              .goal = s.goal,
                              .rules = rules,
                              .heuristic = heuristic,
                              .options = options};
    if (!reference.begin(grid, problem) || reference.run() != SearchStatus::kFound) {
        return std::nullopt;
    }
    return reference.path_cost();
}

// Dijkstra's cost under `rules`, or nothing if it finds no path.
std::optional<double> dijkstra_cost(GridSearch& reference, const Grid& grid,
                                    const MovementRules& rules, const Scenario& s) {
    return reference_cost(reference, grid, rules, Algorithm::kDijkstra, Heuristic::kZero, s);
}

// The optimum under the benchmark's rules (8 moves, sqrt(2), no corner cutting), the rules the
// file's lengths are for: A* with the octile heuristic, which is admissible and consistent under
// them (every step costs at least its octile length, swamp and water included), so its cost is
// Dijkstra's, in a fraction of the time. Nothing if there is no path.
std::optional<double> benchmark_optimum(GridSearch& reference, const Grid& grid,
                                        const Scenario& s) {
    return reference_cost(reference, grid, MovementRules{}, Algorithm::kAStar,
                          Heuristic::kOctile, s);
}

// Under the benchmark's rules, the length the file states; under others, Dijkstra's cost with
// the same rules (the file's length is for other moves: a 4-move path is longer, a corner-cutting
// one shorter, and neither is wrong). Where Dijkstra finds no path under these rules, one under
// the benchmark's rules says whether the rules are why (water entered only from water can cut a
// 4-move map in two): if it finds none either, the file's path is held to, as under the
// benchmark's rules.
Expected expected_for(GridSearch& reference, const Grid& grid, const SearchSettings& settings,
                      bool benchmark_rules, const Scenario& s) {
    const Expected file{s.optimal_length, s.tolerance, true, true};
    if (benchmark_rules) return file;
    if (const std::optional<double> cost = dijkstra_cost(reference, grid, settings.rules, s)) {
        return {*cost, 1e-9 * std::max(1.0, *cost), true, false};
    }
    if (dijkstra_cost(reference, grid, MovementRules{}, s)) return {0, 0, false, false};
    return file;
}

// The map as searched, and as read (for messages about its cells: the file's own letters and
// the costs that made the grid).
struct SolveMap {
    const Grid& grid;
    const MovingAiMap& file;
    const TerrainCosts& costs;
};

// Solves one scenario, prints a line unless the path is optimal, and counts it. `outcome` gets
// what the CSV line says.
// `number`: the scenario's, from 1 (scenario_place).
void solve_one(GridSearch& search, GridSearch& reference, const SolveMap& map,
               const SearchSettings& settings, const std::string& scen_path, const Scenario& s,
               int number, const Expected& expected, Tally& tally, ScenarioOutcome& outcome) {
    outcome = {};
    const std::string place = scenario_place(scen_path, s, number);
    if (expected.reachable) outcome.optimum = expected.length;
    const GridProblem problem{.start = s.start,
                              .goal = s.goal,
                              .rules = settings.rules,
                              .heuristic = settings.heuristic,
                              .options = settings.options};
    const auto begin = std::chrono::steady_clock::now();
    const bool started = search.begin(map.grid, problem);
    if (started) search.run();
    tally.seconds +=
        std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    if (!started) {
        // Swamp or water made a wall by --swamp-cost 0 or --water-cost 0 is said to be so,
        // as `print` says it (it read "is a wall" where the file has an S; fuzz pass).
        const std::string note = made_wall_note(search.error(), map.file, map.costs, s.start, s.goal);
        std::printf("%s: error: %s%s (counted as unsolved)\n", place.c_str(),
                    search.error().c_str(), note.c_str());
        ++tally.unsolved;
        ++tally.not_started;
        return;
    }
    tally.expansions += search.counters().expansions;
    outcome.expansions = search.counters().expansions;
    if (search.status() != SearchStatus::kFound) {
        outcome.verdict = "unsolved";
        if (!expected.reachable) {
            // Right under these rules, but the file says there is a path: shown, not a failure.
            print_problem(place, s, "unsolved (no path under these rules, nor for Dijkstra)",
                          expected, "no path");
            ++tally.unsolved;
            ++tally.no_path;
            return;
        }
        // Every algorithm here finds a path when there is one. Whether there is one, where
        // only the file says so, Dijkstra under the benchmark's rules decides: a map other
        // than the scenarios' own is no fault of the search.
        ++tally.unsolved;
        if (!expected.from_file || dijkstra_cost(reference, map.grid, MovementRules{}, s)) {
            print_problem(place, s, "unsolved, although Dijkstra finds a path", expected,
                          "no path");
            ++tally.missed;
        } else {
            print_problem(place, s, "unsolved; the file gives a path, Dijkstra finds none",
                          expected, "no path");
            ++tally.map_differs;
            // The file's length is no optimum of this map, which has no path: the CSV row
            // held it as one (QA pass).
            outcome.optimum.reset();
            outcome.verdict = "misfit";
        }
        return;
    }
    const double cost = search.path_cost();
    outcome.cost = cost;
    char got[32];
    std::snprintf(got, sizeof got, "%.10g", cost);
    std::optional<Expected> expected_on_map;
    // Any path whose cost is not the file's length: before the search is blamed, or called
    // suboptimal by so much, the file is checked. After an edit of the map (or with another
    // map of the same size) its lengths are no longer this map's optima. (Only paths shorter
    // than the file's, or longer under settings that promise the shortest, were checked: a
    // weighted search's longer path was then held to a wrong length without a word; fuzz
    // pass.) A* finds the optimum fast; where it is not the file's, Dijkstra, the yardstick
    // the messages name, says so.
    const bool differs = std::abs(cost - expected.length) > expected.tolerance;
    const auto misfit = [&](const std::optional<double>& optimum) {
        return optimum && std::abs(*optimum - expected.length) > expected.tolerance;
    };
    if (expected.from_file && differs && misfit(benchmark_optimum(reference, map.grid, s))) {
        if (const std::optional<double> optimum =
                dijkstra_cost(reference, map.grid, MovementRules{}, s)) {
            const Expected dijkstra{*optimum, 1e-9 * std::max(1.0, *optimum), true, false};
            if (misfit(optimum)) {
                char found[96];
                std::snprintf(found, sizeof found, "%s (Dijkstra on this map finds %.10g)", got,
                              *optimum);
                print_problem(place, s, "the file's length does not fit this map", expected,
                              found);
                ++tally.length_differs;
                expected_on_map = dijkstra;
            }
        }
    }
    const Expected& held_to = expected_on_map ? *expected_on_map : expected;
    if (held_to.reachable) outcome.optimum = held_to.length;
    if (held_to.reachable && held_to.length > 0) {
        // Within the file's printed precision a path counts as optimal: 1 exactly, then.
        const double ratio = std::abs(cost - held_to.length) <= held_to.tolerance
                                 ? 1.0
                                 : cost / held_to.length;
        tally.excess_sum += ratio;
        ++tally.excess_count;
        if (ratio > tally.worst_excess) {
            tally.worst_excess = ratio;
            tally.worst_line = s.line;
            tally.worst_number = number;
        }
    }
    if (!held_to.reachable || cost < held_to.length - held_to.tolerance) {
        print_problem(place, s, "shorter than optimal", held_to, got);
        ++tally.shorter;
        outcome.verdict = "shorter";
    } else if (cost > held_to.length + held_to.tolerance) {
        print_problem(place, s, "suboptimal", held_to, got);
        ++tally.suboptimal;
        outcome.verdict = "suboptimal";
    } else {
        ++tally.optimal;
        outcome.verdict = "optimal";
    }
    if (expected_on_map) outcome.verdict = "misfit";  // what to look at first
}

}  // namespace

int run_solve(std::span<const std::string_view> args) {
    const std::vector<OptionSpec> specs = solve_specs();
    ParsedArgs parsed;
    if (auto error = parse_args(args, specs, parsed)) return usage_error(kCommand, *error);
    if (parsed.help) {
        std::fputs(format_help("astar solve --scen FILE [--map FILE] [options]", kAbout, specs)
                       .c_str(),
                   stdout);
        return 0;
    }
    SearchSettings settings;
    settings.options.record_history = false;
    if (auto error = read_search_settings(parsed, settings)) return usage_error(kCommand, *error);
    TerrainCosts costs;
    if (auto error = read_terrain_costs(parsed, costs)) return usage_error(kCommand, *error);
    const std::string* scen_arg = parsed.find("scen");
    if (scen_arg == nullptr) return usage_error(kCommand, "missing --scen FILE");
    const std::string scen_path = *scen_arg;

    // --- Load the scenarios and the map. ---
    const auto load_begin = std::chrono::steady_clock::now();
    ScenarioParseResult scen = read_movingai_scenarios(scen_path);
    if (!scen.scenarios) return input_error(kCommand, scen.error);
    const std::vector<Scenario>& scenarios = *scen.scenarios;
    if (scenarios.empty()) {
        // Solving nothing proves nothing: an exit status of 0 would pass a check on an empty
        // or truncated file.
        return input_error(kCommand, scen_path + " has no scenarios");
    }
    std::string map_path;
    if (const std::string* map_arg = parsed.find("map")) {
        map_path = *map_arg;
    } else if (auto error = find_map(scen_path, scenarios, map_path)) {
        return input_error(kCommand, *error);
    }
    MapParseResult map = read_movingai_map(map_path);
    if (!map.map) {
        return input_error(kCommand, map.error + (parsed.find("map") == nullptr
                                                      ? " (the map the scenarios name; give "
                                                        "--map to choose another)"
                                                      : ""));
    }
    if (auto error = check_scenarios_fit_map(scenarios, *map.map, scen_path)) {
        return input_error(kCommand, *error);
    }
    const Grid grid = to_grid(*map.map, costs);
    const double load_seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - load_begin).count();
    // Before the report's first line: a CSV on stdout sends the report to stderr.
    SolveCsv csv;
    if (const std::string* csv_path = parsed.find("csv")) {
        if (auto error = csv_would_overwrite(*csv_path, {scen_path, map_path})) {
            return input_error(kCommand, *error);
        }
        if (auto error = csv.open(*csv_path)) return input_error(kCommand, *error);
    }
    const OptimalityVerdict verdict = judge_optimality(settings, grid);
    std::printf("solving %s from %s on %s (%dx%d)\n",
                scenarios_text(static_cast<int>(scenarios.size())).c_str(), scen_path.c_str(),
                map_path.c_str(), grid.width(), grid.height());
    print_settings(parsed, settings);
    // A --map other than the one the scenarios name is allowed (a renamed copy, an edited
    // map), but paths shorter than the optimum then point at the map, not at the search.
    const std::string map_file = std::filesystem::path(map_path).filename().string();
    const bool other_map = parsed.find("map") != nullptr && !scenarios.empty() &&
                           map_file != scenarios.front().map_name;
    if (other_map) {
        std::printf("note: the scenarios name %s, --map gives %s\n",
                    movingai_detail::quoted(scenarios.front().map_name).c_str(),
                    movingai_detail::quoted(map_file).c_str());
    }
    // The file's lengths hold for the benchmark's rules and costs (swamp and water cost 1).
    const bool benchmark_costs = benchmark_terrain_costs(costs);
    const bool benchmark_rules = settings.rules == MovementRules{} && benchmark_costs;
    print_terrain_costs(costs);
    if (!benchmark_rules) {
        std::printf("note: the file's lengths assume the benchmark's rules (8 moves, "
                    "no-corner-cut, diagonal cost sqrt2%s); each path is compared with "
                    "Dijkstra's under these %s instead (not timed)\n",
                    benchmark_costs ? "" : ", swamp and water costing 1",
                    benchmark_costs ? "rules" : "rules and costs");
    }

    // --- Solve. One search object for all: its per-cell records are allocated once, here,
    // before the timing (on a 4096 x 4096 map that takes longer than a short search). ---
    GridSearch search;
    GridSearch reference;
    search.begin(grid, GridProblem{.start = scenarios.front().start,
                                   .goal = scenarios.front().start,
                                   .rules = settings.rules,
                                   .heuristic = settings.heuristic,
                                   .options = settings.options});
    Tally tally;
    ScenarioOutcome outcome;
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        const Scenario& s = scenarios[i];
        const int number = static_cast<int>(i) + 1;
        const Expected expected = expected_for(reference, grid, settings, benchmark_rules, s);
        solve_one(search, reference, SolveMap{grid, *map.map, costs}, settings, scen_path, s,
                  number, expected, tally, outcome);
        csv.write(s, number, outcome);
    }
    if (auto error = csv.close()) return input_error(kCommand, *error);
    const double seconds = tally.seconds;

    // --- Report. ---
    const auto count = static_cast<int>(scenarios.size());
    std::printf("time: %.3f s searching (wall clock; %.3f s loading), %.0f scenarios/s, "
                "%lld expansions, %.1f ns/expansion\n",
                seconds, load_seconds, seconds > 0 ? count / seconds : 0.0, tally.expansions,
                tally.expansions > 0 ? seconds * 1e9 / static_cast<double>(tally.expansions)
                                     : 0.0);
    if (tally.shorter > 0) {
        // Shorter than Dijkstra's own optimum on this map (a file that does not fit the map
        // is caught above): nothing legal is, so the search broke a rule.
        std::printf("shorter than optimal: %d (a bug: no legal path is shorter than the "
                    "optimum)\n",
                    tally.shorter);
    }
    if (tally.no_path > 0) {
        std::printf("no path under these rules: %d (%s)\n", tally.no_path,
                    other_map ? "is --map the map these scenarios were made for?"
                              : "Dijkstra finds none either, but does under the benchmark's "
                                "rules, which the file's lengths are for");
    }
    // A path missed where there is one is wrong under any settings; a longer path only
    // where the settings promise the shortest.
    if (tally.missed > 0) {
        std::printf("failure: %s unsolved, although Dijkstra finds a path (every algorithm "
                    "here finds a path when there is one)\n",
                    scenarios_text(tally.missed).c_str());
    }
    if (tally.not_started > 0) {
        std::printf("failure: %s could not be searched\n",
                    scenarios_text(tally.not_started).c_str());
    }
    if (tally.length_differs > 0) {
        std::printf("failure: %s where the file's length is not the optimum Dijkstra finds on "
                    "%s: is it the map these scenarios were made for? Those paths were held to "
                    "Dijkstra's cost instead\n",
                    scenarios_text(tally.length_differs).c_str(),
                    movingai_detail::quoted(map_file).c_str());
    }
    if (tally.map_differs > 0) {
        std::printf("failure: %s where the file gives a path and Dijkstra finds none: is %s "
                    "the map these scenarios were made for?\n",
                    scenarios_text(tally.map_differs).c_str(),
                    movingai_detail::quoted(map_file).c_str());
    }
    if (tally.suboptimal > 0 && tally.excess_count > 0) {
        std::printf("path cost / optimum: worst %.4f (%s:%d, scenario %d), mean %.4f over %s "
                    "with a known optimum\n",
                    tally.worst_excess, scen_path.c_str(), tally.worst_line, tally.worst_number,
                    tally.excess_sum / tally.excess_count,
                    scenarios_text(tally.excess_count).c_str());
    }
    if (tally.suboptimal > 0 && verdict.optimal) {
        std::printf("failure: these settings promise shortest paths (%s)\n",
                    verdict.reason.c_str());
    } else if (tally.suboptimal > 0) {
        std::printf("not a failure: these settings do not promise shortest paths. %s\n",
                    verdict.reason.c_str());
    }
    std::printf("scenarios: %d optimal: %d shorter: %d suboptimal: %d unsolved: %d\n", count,
                tally.optimal, tally.shorter, tally.suboptimal, tally.unsolved);
    std::fflush(stdout);
    const bool failed =
        tally.shorter > 0 || tally.missed > 0 || tally.map_differs > 0 ||
        tally.length_differs > 0 || tally.not_started > 0 ||
        (tally.suboptimal > 0 && verdict.optimal);
    return failed ? 1 : 0;
}

}  // namespace astar::cli
