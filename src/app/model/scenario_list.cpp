#include "app/model/scenario_list.hpp"

#include "core/decimal_text.hpp"

namespace astar::app {

bool looks_like_scenario_file(std::string_view text) {
    // A byte order mark and blank lines may come first, as the readers allow.
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && text.substr(first, 7) == "version";
}

ScenarioListResult scenario_list_from_text(const Grid& grid, std::string_view text,
                                           std::string_view source_name) {
    ScenarioParseResult parsed = parse_movingai_scenarios(text, source_name);
    if (!parsed.scenarios) return {std::nullopt, parsed.error};
    if (parsed.scenarios->empty()) {
        return {std::nullopt, std::string(source_name) + " has no scenario lines."};
    }
    if (auto error = check_scenarios_fit_grid(*parsed.scenarios, grid, source_name)) {
        return {std::nullopt, *error + ". The file is for " +
                                  parsed.scenarios->front().map_name +
                                  ": open that map first, then this file."};
    }
    ScenarioList list;
    list.source = std::string(source_name);
    list.width = grid.width();
    list.height = grid.height();
    list.scenarios = std::move(*parsed.scenarios);
    return {std::move(list), {}};
}

bool scenario_list_fits(const ScenarioList& list, const Grid& grid) {
    return list.width == grid.width() && list.height == grid.height();
}

bool place_scenario(Session& session, const ScenarioList& list, int index) {
    if (index < 0 || index >= static_cast<int>(list.scenarios.size())) return false;
    if (!scenario_list_fits(list, session.scene().grid)) return false;
    const Scenario& s = list.scenarios[static_cast<std::size_t>(index)];
    return session.place_start_and_goal(s.start, s.goal);
}

std::string scenario_text(const ScenarioList& list, int index, bool capital) {
    if (index < 0 || index >= static_cast<int>(list.scenarios.size())) return {};
    const Scenario& s = list.scenarios[static_cast<std::size_t>(index)];
    return (capital ? "Bucket " : "bucket ") + std::to_string(s.bucket) + ", optimal length " +
           format_shortest(s.optimal_length) + " (" + list.source + ").";
}

}  // namespace astar::app
