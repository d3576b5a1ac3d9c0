#include "cli/solve_command.hpp"

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
    "optimal length the file states. Prints one line per scenario that is not optimal, a timing\n"
    "summary, and last: scenarios: N optimal: K shorter: X suboptimal: S unsolved: U\n"
    "\n"
    "Exit status: 1 if a path is shorter than the stated optimum (a bug, or rules other than the\n"
    "benchmark's), or if a scenario is suboptimal or unsolved although the settings promise\n"
    "shortest paths; 2 for a bad argument or file; 0 otherwise.";

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
    long long expansions = 0;
};

void print_problem(const std::string& scen_path, const Scenario& s, const char* what,
                   const std::string& got) {
    std::printf("%s:%d: %s: start %s goal %s expected %.10g got %s\n", scen_path.c_str(), s.line,
                what, describe_cell(s.start).c_str(), describe_cell(s.goal).c_str(),
                s.optimal_length, got.c_str());
}

// Solves one scenario, prints a line unless the path is optimal, and counts it.
void solve_one(GridSearch& search, const Grid& grid, const SearchSettings& settings,
               const std::string& scen_path, const Scenario& s, Tally& tally) {
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
        print_problem(scen_path, s, "unsolved", "no path");
        ++tally.unsolved;
        return;
    }
    const double cost = search.path_cost();
    char got[32];
    std::snprintf(got, sizeof got, "%.10g", cost);
    if (cost < s.optimal_length - s.tolerance) {
        print_problem(scen_path, s, "shorter than optimal", got);
        ++tally.shorter;
    } else if (cost > s.optimal_length + s.tolerance) {
        print_problem(scen_path, s, "suboptimal", got);
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

    // --- Solve. One search object for all: its per-cell records are allocated once. ---
    GridSearch search;
    Tally tally;
    const auto solve_begin = std::chrono::steady_clock::now();
    for (const Scenario& s : scenarios) solve_one(search, grid, settings, scen_path, s, tally);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - solve_begin).count();

    // --- Report. ---
    const auto count = static_cast<int>(scenarios.size());
    std::printf("time: %.3f s solving (%.3f s loading), %.0f scenarios/s, %lld expansions, "
                "%.1f ns/expansion\n",
                seconds, load_seconds, seconds > 0 ? count / seconds : 0.0, tally.expansions,
                tally.expansions > 0 ? seconds * 1e9 / static_cast<double>(tally.expansions)
                                     : 0.0);
    // The benchmark's lengths assume the default rules; say so when other rules were asked for.
    const bool benchmark_rules = settings.rules == MovementRules{};
    const char* rules_note =
        "the lengths assume the benchmark's rules: 8 moves, no-corner-cut, diagonal cost sqrt2";
    if (tally.shorter > 0) {
        std::printf("shorter than optimal: %d (%s)\n", tally.shorter,
                    !benchmark_rules ? rules_note
                    : other_map      ? "is --map the map these scenarios were made for? No legal "
                                       "path is shorter than the optimum"
                                     : "a bug: no legal path is shorter than the optimum");
    }
    const bool missed = tally.suboptimal > 0 || tally.unsolved > 0;
    if (missed && verdict.optimal) {
        std::printf("failure: these settings promise shortest paths (%s)\n",
                    benchmark_rules ? verdict.reason.c_str() : rules_note);
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
