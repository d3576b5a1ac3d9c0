#include "app/model/scenario_list.hpp"

#include <cctype>

#include "app/model/explain.hpp"
#include "app/model/scene_files.hpp"
#include "core/decimal_text.hpp"
#include "core/map_generators.hpp"
#include "core/option_names.hpp"

namespace astar::app {

bool looks_like_scenario_file(std::string_view text) {
    // A byte order mark and blank lines may come first, as the readers allow.
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && text.substr(first, 7) == "version";
}

bool has_scenario_file_name(std::string_view name) { return has_extension(name, ".scen"); }

ScenarioListResult scenario_list_from_text(const Session& session, std::string_view text,
                                           std::string_view source_name) {
    ScenarioParseResult parsed = parse_movingai_scenarios(text, source_name);
    if (!parsed.scenarios) return {std::nullopt, parsed.error + "."};
    if (parsed.scenarios->empty()) {
        return {std::nullopt, std::string(source_name) + " has no scenario lines."};
    }
    const Grid& grid = session.scene().grid;
    const std::string& made_for = parsed.scenarios->front().map_name;
    if (auto error = check_scenarios_fit_grid(*parsed.scenarios, grid, source_name)) {
        // Advice that can be followed: with its own map open, the map must differ from it.
        const bool own_map_shown = session.map_name() == made_for;
        return {std::nullopt,
                *error + ". The file is for " + made_for +
                    (own_map_shown ? ", and the " + made_for +
                                         " shown differs from it: edited, or another version."
                                   : ": open that map first, then this file.")};
    }
    ScenarioList list;
    list.source = std::string(source_name);
    list.map_id = session.map_id();
    list.grid_read = grid;
    list.scenarios = std::move(*parsed.scenarios);
    return {std::move(list), {}};
}

bool scenario_list_fits(const ScenarioList& list, const Session& session) {
    return list.map_id == session.map_id();
}

std::optional<std::string> scenario_problem(const Session& session, const ScenarioList& list,
                                            int index) {
    if (index < 0 || index >= static_cast<int>(list.scenarios.size())) {
        return "there is no scenario " + std::to_string(index + 1);
    }
    if (!scenario_list_fits(list, session)) return "the map shown is not the one it was read for";
    const Scenario& s = list.scenarios[static_cast<std::size_t>(index)];
    if (s.start == s.goal) {
        return "its start and goal are the same cell " + cell_text(s.start) +
               ", and the app keeps them apart";
    }
    const Grid& grid = session.scene().grid;
    for (auto [name, c] : {std::pair{"start", s.start}, std::pair{"goal", s.goal}}) {
        if (!grid.passable(c)) {
            return std::string("its ") + name + " " + cell_text(c) +
                   " is a wall now: the map was edited";
        }
    }
    return std::nullopt;
}

bool place_scenario(Session& session, const ScenarioList& list, int index) {
    if (scenario_problem(session, list, index)) return false;
    const Scenario& s = list.scenarios[static_cast<std::size_t>(index)];
    return session.place_start_and_goal(s.start, s.goal);
}

std::string scenario_text(const ScenarioList& list, int index, bool capital) {
    if (index < 0 || index >= static_cast<int>(list.scenarios.size())) return {};
    const Scenario& s = list.scenarios[static_cast<std::size_t>(index)];
    return (capital ? "Bucket " : "bucket ") + std::to_string(s.bucket) + ", optimal length " +
           format_shortest(s.optimal_length) + " (" + list.source + ").";
}

std::optional<std::string> how_scene_differs_from_file(const Scene& scene,
                                                       const ScenarioList& list) {
    const MovementRules file_rules;  // the Moving AI rules, which the defaults are
    const MovementRules& r = scene.rules;
    std::string here;
    const auto add = [&](std::string part) { here += (here.empty() ? "" : ", ") + part; };
    if (r.moves != file_rules.moves) add("4 moves");
    if (r.allows_diagonals() && r.diagonal != file_rules.diagonal) {
        std::string rule(option_label(r.diagonal));  // "Cut corners"
        rule[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(rule[0])));
        add(rule);
    }
    if (r.allows_diagonals() && r.diagonal_cost != file_rules.diagonal_cost) add("diagonal 1");
    if (r.moves == file_rules.moves && !r.allows_diagonals()) add("no diagonal steps");
    if (!here.empty()) {
        return "the file's lengths are for 8 moves, no corner cutting, diagonal 1.414; here: " +
               here;
    }
    if (!(scene.grid == list.grid_read)) return "the map was edited since the file was read";
    if (scene.grid.has_water()) {
        return "here swamp costs " + std::to_string(kSwampCost) + " and water " +
               std::to_string(kWaterCost) +
               " to enter, and a path may leave water; the file's lengths count them as plain "
               "ground, and HOG2, which made the file, keeps a path in water";
    }
    if (!scene.grid.plain_ground_only()) {
        return "here swamp costs " + std::to_string(kSwampCost) +
               " to enter; the file's lengths count it as plain ground";
    }
    return std::nullopt;
}

std::string why_optimum_differs(const Scene& scene, const ScenarioList& list) {
    return how_scene_differs_from_file(scene, list)
        .value_or("the file does not fit this map: it is wrong, or made for another version of "
                  "the map");
}

}  // namespace astar::app
