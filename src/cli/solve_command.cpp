#include "cli/solve_command.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "cli/args.hpp"
#include "cli/search_settings.hpp"
#include "core/grid_search.hpp"
#include "core/movingai_map.hpp"
#include "core/movingai_scenario.hpp"

namespace astar::cli {

namespace {

constexpr std::string_view kCommand = "solve";

constexpr std::string_view kAbout =
    "Solves every problem of a Moving AI scenario file and compares each path's cost with the\n"
    "optimal length the file states. The file's lengths assume the benchmark's rules (8 moves,\n"
    "no corner cutting, diagonal sqrt2); under other rules each path is compared with a\n"
    "Dijkstra search under the same rules instead. Prints one line per scenario that is not\n"
    "optimal, a timing summary, and last:\n"
    "scenarios: N optimal: K shorter: X suboptimal: S unsolved: U\n"
    "\n"
    "Exit status: 1 if a path is shorter than the optimum (a bug, or a map other than the one\n"
    "the scenarios were made for), or if a scenario is suboptimal or unsolved although the\n"
    "settings promise shortest paths (under other rules, a scenario without any path under\n"
    "them is shown as unsolved but is not a failure); 2 for a bad argument or file; 0 otherwise.";

std::vector<OptionSpec> solve_specs() {
    std::vector<OptionSpec> specs = {
        {"scen", "FILE", "the Moving AI .scen file (required)"},
        {"map", "FILE", "the .map file (default: the map the scenarios name, next to the .scen)"},
    };
    for (OptionSpec& s : search_option_specs()) specs.push_back(std::move(s));
    return specs;
}

// The map the scenarios name (its basename), looked up in the folder of the .scen file. Returns
// the problem, or nothing.
std::optional<std::string> find_map(const std::string& scen_path,
                                    const std::vector<Scenario>& scenarios,
                                    std::string& map_path) {
    if (scenarios.empty()) return scen_path + " has no scenarios to name a map: give --map";
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

struct Tally {
    int optimal = 0;
    int shorter = 0;
    int suboptimal = 0;
    int unsolved = 0;
    int no_path = 0;  // of the unsolved: no path under these rules, Dijkstra agrees
    long long expansions = 0;
};

// The optimum a path is held to, and how far off it may be printed.
struct Expected {
    double length = 0;
    double tolerance = 0;
    bool reachable = true;
};

void print_problem(const std::string& scen_path, const Scenario& s, const char* what,
                   const Expected& expected, const std::string& got) {
    char want[32] = "no path";
    if (expected.reachable) std::snprintf(want, sizeof want, "%.10g", expected.length);
    std::printf("%s:%d: %s: start %s goal %s expected %s got %s\n", scen_path.c_str(), s.line,
                what, describe_cell(s.start).c_str(), describe_cell(s.goal).c_str(), want,
                got.c_str());
}

// Under the benchmark's rules, the length the file states; under others, Dijkstra's cost with
// the same rules (the file's length is for other moves: a 4-move path is longer, a corner-cutting
// one shorter, and neither is wrong).
Expected expected_for(GridSearch& reference, const Grid& grid, const SearchSettings& settings,
                      bool benchmark_rules, const Scenario& s) {
    if (benchmark_rules) return {s.optimal_length, s.tolerance, true};
    SearchOptions dijkstra;
    dijkstra.algorithm = Algorithm::kDijkstra;
    dijkstra.record_history = false;
    const GridProblem problem{.start = s.start,
                              .goal = s.goal,
                              .rules = settings.rules,
                              .heuristic = Heuristic::kZero,
                              .options = dijkstra};
    if (!reference.begin(grid, problem) || reference.run() != SearchStatus::kFound) {
        return {0, 0, false};
    }
    const double cost = reference.path_cost();
    return {cost, 1e-9 * std::max(1.0, cost), true};
}

// Solves one scenario, prints a line unless the path is optimal, and counts it.
void solve_one(GridSearch& search, const Grid& grid, const SearchSettings& settings,
               const std::string& scen_path, const Scenario& s, const Expected& expected,
               Tally& tally) {
    const GridProblem problem{.start = s.start,
                              .goal = s.goal,
                              .rules = settings.rules,
                              .heuristic = settings.heuristic,
                              .options = settings.options};
    if (!search.begin(grid, problem)) {
        std::printf("%s:%d: error: %s (counted as unsolved)\n", scen_path.c_str(), s.line,
                    search.error().c_str());
        ++tally.unsolved;
        return;
    }
    search.run();
    tally.expansions += search.counters().expansions;
    if (search.status() != SearchStatus::kFound) {
        if (!expected.reachable) {
            // Right under these rules, but the file says there is a path: shown, not a failure.
            print_problem(scen_path, s, "unsolved (no path under these rules, nor for Dijkstra)",
                          expected, "no path");
            ++tally.unsolved;
            ++tally.no_path;
            return;
        }
        print_problem(scen_path, s, "unsolved", expected, "no path");
        ++tally.unsolved;
        return;
    }
    const double cost = search.path_cost();
    char got[32];
    std::snprintf(got, sizeof got, "%.10g", cost);
    if (!expected.reachable || cost < expected.length - expected.tolerance) {
        print_problem(scen_path, s, "shorter than optimal", expected, got);
        ++tally.shorter;
    } else if (cost > expected.length + expected.tolerance) {
        print_problem(scen_path, s, "suboptimal", expected, got);
        ++tally.suboptimal;
    } else {
        ++tally.optimal;
    }
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
    const std::string* scen_arg = parsed.find("scen");
    if (scen_arg == nullptr) return usage_error(kCommand, "missing --scen FILE");
    const std::string scen_path = *scen_arg;

    // --- Load the scenarios and the map. ---
    const auto load_begin = std::chrono::steady_clock::now();
    ScenarioParseResult scen = read_movingai_scenarios(scen_path);
    if (!scen.scenarios) return input_error(kCommand, scen.error);
    const std::vector<Scenario>& scenarios = *scen.scenarios;
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
    const Grid grid = to_grid(*map.map);
    const double load_seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - load_begin).count();
    const OptimalityVerdict verdict = judge_optimality(settings, grid);
    std::printf("solving %zu scenarios from %s on %s (%dx%d)\n", scenarios.size(),
                scen_path.c_str(), map_path.c_str(), grid.width(), grid.height());
    std::printf("settings: %s\n", describe_settings(settings).c_str());
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
    const bool benchmark_rules = settings.rules == MovementRules{};
    if (!benchmark_rules) {
        std::printf("note: the file's lengths assume the benchmark's rules (8 moves, "
                    "no-corner-cut, diagonal cost sqrt2); each path is compared with Dijkstra's "
                    "under these rules instead (not timed)\n");
    }

    // --- Solve. One search object for all: its per-cell records are allocated once. ---
    GridSearch search;
    GridSearch reference;
    Tally tally;
    double seconds = 0;
    for (const Scenario& s : scenarios) {
        const Expected expected = expected_for(reference, grid, settings, benchmark_rules, s);
        const auto solve_begin = std::chrono::steady_clock::now();
        solve_one(search, grid, settings, scen_path, s, expected, tally);
        seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - solve_begin)
                       .count();
    }

    // --- Report. ---
    const auto count = static_cast<int>(scenarios.size());
    std::printf("time: %.3f s solving (%.3f s loading), %.0f scenarios/s, %lld expansions, "
                "%.1f ns/expansion\n",
                seconds, load_seconds, seconds > 0 ? count / seconds : 0.0, tally.expansions,
                tally.expansions > 0 ? seconds * 1e9 / static_cast<double>(tally.expansions)
                                     : 0.0);
    if (tally.shorter > 0) {
        std::printf("shorter than optimal: %d (%s)\n", tally.shorter,
                    other_map ? "is --map the map these scenarios were made for? No legal "
                                "path is shorter than the optimum"
                              : "a bug: no legal path is shorter than the optimum");
    }
    if (tally.no_path > 0) {
        std::printf("no path under these rules: %d (%s)\n", tally.no_path,
                    other_map ? "is --map the map these scenarios were made for?"
                              : "Dijkstra finds none either; the file's lengths are for the "
                                "benchmark's rules");
    }
    const bool missed = tally.suboptimal > 0 || tally.unsolved > tally.no_path;
    if (missed && verdict.optimal) {
        std::printf("failure: these settings promise shortest paths (%s)\n",
                    verdict.reason.c_str());
    } else if (missed) {
        std::printf("not a failure: these settings do not promise shortest paths. %s\n",
                    verdict.reason.c_str());
    }
    std::printf("scenarios: %d optimal: %d shorter: %d suboptimal: %d unsolved: %d\n", count,
                tally.optimal, tally.shorter, tally.suboptimal, tally.unsolved);
    std::fflush(stdout);
    return tally.shorter > 0 || (missed && verdict.optimal) ? 1 : 0;
}

}  // namespace astar::cli
