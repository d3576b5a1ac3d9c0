#include "cli/search_settings.hpp"

#include <cstdio>

#include "core/decimal_text.hpp"
#include "core/grid_search.hpp"
#include "core/option_names.hpp"
#include "core/search_types.hpp"  // kMaxWeight

namespace astar::cli {

namespace {

template <class E>
OptionSpec named_spec(std::string name, E default_value, std::string what) {
    return {std::move(name), "NAME",
            what + "\n" + name_list<E>() + " (default: " + std::string(option_name(default_value)) +
                ")"};
}

template <class E>
std::optional<std::string> read_named(const ParsedArgs& args, std::string_view name, E& out) {
    const std::string* text = args.find(name);
    if (text == nullptr) return std::nullopt;
    std::optional<E> value = read_name<E>(*text);
    if (!value) {
        return "unknown --" + std::string(name) + " '" + *text + "' (choose " + name_list<E>() +
               ")";
    }
    out = *value;
    return std::nullopt;
}

}  // namespace

std::vector<OptionSpec> search_option_specs() {
    const SearchSettings defaults;
    return {
        named_spec("algorithm", defaults.options.algorithm, "the search"),
        named_spec("heuristic", defaults.heuristic, "distance estimate"),
        {"weight", "W", "A* uses f = g + W * h, 0 <= W <= 1000 (default: " +
                            format_shortest(defaults.options.weight) + ")"},
        named_spec("moves", defaults.rules.moves, "neighbours per cell"),
        named_spec("diagonal", defaults.rules.diagonal, "when a diagonal step may pass a wall"),
        named_spec("diagonal-cost", defaults.rules.diagonal_cost, "length of a diagonal step"),
        named_spec("tie-break", defaults.options.tie_break, "which of equal f goes first"),
    };
}

std::optional<std::string> read_search_settings(const ParsedArgs& args, SearchSettings& settings) {
    std::optional<std::string> error;
    if ((error = read_named(args, "algorithm", settings.options.algorithm)) ||
        (error = read_named(args, "heuristic", settings.heuristic)) ||
        (error = read_named(args, "moves", settings.rules.moves)) ||
        (error = read_named(args, "diagonal", settings.rules.diagonal)) ||
        (error = read_named(args, "diagonal-cost", settings.rules.diagonal_cost)) ||
        (error = read_named(args, "tie-break", settings.options.tie_break))) {
        return error;
    }
    if (const std::string* text = args.find("weight")) {
        // At most kMaxWeight, as in the app and its links: beyond about 1e306, g + W * h
        // overflows to infinity, every f ties and the search wanders.
        std::optional<double> weight = read_non_negative(*text);
        if (!weight || *weight > kMaxWeight) {
            return "--weight '" + *text + "' is not a number from 0 to 1000";
        }
        settings.options.weight = *weight;
    }
    return std::nullopt;
}

std::string describe_settings(const SearchSettings& s) {
    std::string out(option_name(s.options.algorithm));
    if (s.options.algorithm != Algorithm::kDijkstra &&
        s.options.algorithm != Algorithm::kBreadthFirst) {
        out += ", heuristic " + std::string(option_name(s.heuristic));
    }
    if (s.options.algorithm == Algorithm::kAStar) {
        // Every digit the weight needs: "%g" printed 1.0000001 as 1, beside a verdict that
        // called it not optimal.
        out += ", weight " + format_shortest(s.options.weight);
    }
    out += ", " + std::string(option_name(s.rules.moves)) + " moves";
    if (s.rules.moves == Moves::kEight) {
        out += ", diagonal " + std::string(option_name(s.rules.diagonal)) + " (cost " +
               std::string(option_name(s.rules.diagonal_cost)) + ")";
    }
    if (s.options.algorithm != Algorithm::kBreadthFirst &&
        s.options.algorithm != Algorithm::kDepthFirstWalk) {
        out += ", tie-break " + std::string(option_name(s.options.tie_break));
    }
    return out;
}

std::vector<std::string> ignored_options(const ParsedArgs& args, const SearchSettings& s) {
    const Algorithm algorithm = s.options.algorithm;
    const std::string name(option_name(algorithm));
    std::vector<std::string> notes;
    const bool no_heuristic =
        algorithm == Algorithm::kDijkstra || algorithm == Algorithm::kBreadthFirst;
    if (args.find("heuristic") != nullptr && no_heuristic) {
        notes.push_back("--heuristic is ignored: " + name + " uses no heuristic");
    }
    if (args.find("weight") != nullptr && algorithm != Algorithm::kAStar) {
        notes.push_back("--weight is ignored: only astar weighs its heuristic");
    } else if (algorithm == Algorithm::kAStar && s.heuristic == Heuristic::kZero &&
               s.options.weight != 1.0) {
        notes.push_back("--weight changes nothing: the zero heuristic is 0, and w x 0 is 0");
    }
    if (args.find("tie-break") != nullptr && (algorithm == Algorithm::kBreadthFirst ||
                                              algorithm == Algorithm::kDepthFirstWalk)) {
        notes.push_back("--tie-break is ignored: " + name +
                        (algorithm == Algorithm::kBreadthFirst ? " takes cells first in, first out"
                                                               : " keeps no open list: ties go by neighbour order"));
    }
    if (s.rules.moves == Moves::kFour && args.find("diagonal") != nullptr) {
        notes.push_back("--diagonal is ignored: 4 moves have no diagonals");
    }
    if (!s.rules.allows_diagonals() && args.find("diagonal-cost") != nullptr) {
        notes.push_back(std::string("--diagonal-cost is ignored: ") +
                        (s.rules.moves == Moves::kFour ? "4 moves have no diagonals"
                                                       : "--diagonal never allows none"));
    }
    return notes;
}

void print_settings(const ParsedArgs& args, const SearchSettings& settings) {
    std::printf("settings: %s\n", describe_settings(settings).c_str());
    for (const std::string& note : ignored_options(args, settings)) {
        std::printf("note: %s\n", note.c_str());
    }
}

OptimalityVerdict judge_optimality(const SearchSettings& settings, const Grid& grid) {
    // The app's judgement (judge_search), with one difference: one verdict serves every
    // scenario of the map, so every passable cell counts for "every step costs the same",
    // the scenarios' starts and goals included.
    const HeuristicVerdict v =
        judge_search(settings.options.algorithm, settings.heuristic, settings.rules,
                     settings.options.weight, entered_cells_cost_the_same(grid),
                     settings.options.tie_break,
                     path_cost_ceiling(grid, settings.rules));
    return {v.admissible, v.explanation};
}

std::vector<OptionSpec> terrain_cost_option_specs() {
    return {
        {"swamp-cost", "C", "cost of entering a swamp cell S, 0 (a wall) to 255 (default: 1)"},
        {"water-cost", "C", "cost of entering a water cell W, 0 (a wall) to 255 (default: 1)"},
    };
}

bool benchmark_terrain_costs(const TerrainCosts& costs) {
    const TerrainCosts benchmark;
    return costs.swamp == benchmark.swamp && costs.water == benchmark.water;
}

void print_terrain_costs(const TerrainCosts& costs) {
    if (benchmark_terrain_costs(costs)) return;
    std::printf("terrain: swamp S costs %d, water W costs %d (0: a wall)\n", costs.swamp,
                costs.water);
}

std::string made_wall_note(const std::string& error, const MovingAiMap& map,
                           const TerrainCosts& costs, Cell start, Cell goal) {
    for (const auto& [what, cell] : {std::pair{"start", start}, {"goal", goal}}) {
        if (error.rfind(what, 0) != 0) continue;  // the error is about the other one
        if (cell.x < 0 || cell.y < 0 || cell.x >= map.width || cell.y >= map.height) continue;
        const char terrain = map.at(cell);
        if (terrain == 'S' && costs.swamp == 0) {
            return std::string(" (the ") + what + " is swamp 'S', which --swamp-cost 0 makes a wall)";
        }
        if (terrain == 'W' && costs.water == 0) {
            return std::string(" (the ") + what + " is water 'W', which --water-cost 0 makes a wall)";
        }
    }
    return "";
}

std::optional<std::string> read_terrain_costs(const ParsedArgs& args, TerrainCosts& costs) {
    for (auto [name, cost] : {std::pair{"swamp-cost", &costs.swamp},
                              std::pair{"water-cost", &costs.water}}) {
        const std::string* text = args.find(name);
        if (text == nullptr) continue;
        const std::optional<int> value = read_count(*text);
        if (!value || *value > kMaxCellCost) {
            return "--" + std::string(name) + " '" + *text +
                   "' is not a whole number from 0 to 255";
        }
        *cost = static_cast<CellCost>(*value);
    }
    return std::nullopt;
}

}  // namespace astar::cli
