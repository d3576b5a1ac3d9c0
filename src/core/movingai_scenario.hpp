// Moving AI Lab `.scen` files: start/goal problems with their known optimal path lengths.
//
// How to use:
//     astar::ScenarioParseResult r = astar::read_movingai_scenarios("arena.map.scen");
//     if (!r.scenarios) { log(r.error); return; }
//     if (auto error = astar::check_scenarios_fit_map(*r.scenarios, map, "arena.map.scen")) ...
//     for (const astar::Scenario& s : *r.scenarios)
//         if (std::abs(our_length - s.optimal_length) > s.tolerance) ... // not optimal
//
// The format is a version line (`version 1` or `version 1.0`) and then one problem per line,
// nine fields separated by tabs or spaces:
//     bucket  map  map-width  map-height  start-x  start-y  goal-x  goal-y  optimal-length
// Coordinates are 0-based, x = column, y = row. Blank lines are skipped and CRLF is fine.
// The map field is whatever path the generator had; only its basename is kept, to look the map
// up next to the scenario file.
#pragma once

#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid.hpp"
#include "core/movingai_map.hpp"

namespace astar {

struct Scenario {
    int line = 0;  // line in the file, for error messages
    int bucket = 0;
    std::string map_name;  // basename of the map field, e.g. "arena.map"
    int map_width = 0;
    int map_height = 0;
    Cell start;
    Cell goal;
    double optimal_length = 0;
    double tolerance = 0;  // length_tolerance of the length as printed

    // Whether `length` is the optimal length as the file prints it (within `tolerance`); a
    // negative length, which callers use for "no path", is not.
    bool is_optimal_length(double length) const {
        return length >= 0 && std::abs(length - optimal_length) <= tolerance;
    }
};

struct ScenarioParseResult {
    std::optional<std::vector<Scenario>> scenarios;  // set on success only
    std::string error;  // empty on success, else "<source>:<line>: ..."
};

// Parses the text of a `.scen` file. `source_name` (usually the path) starts every error message.
ScenarioParseResult parse_movingai_scenarios(std::string_view text, std::string_view source_name);

// Reads and parses a `.scen` file. An unreadable file gives an error naming the path.
ScenarioParseResult read_movingai_scenarios(const std::string& path);

// How far a computed length may be from `printed_length` and still count as equal: half a unit
// in the last digit printed, at least 1e-4, plus 2.5e-8 per unit of length for the float sqrt(2)
// the hog2 generator used, plus 1e-9 for floating point. "2835.85" -> 0.005 + 7.1e-5,
// "92.08333333" -> 1e-4 + 2.3e-6, "4787" -> 0.005 + 1.2e-4 (see the .cpp for why).
double length_tolerance(std::string_view printed_length);

// Checks that every scenario was made for `map`: same width and height, start and goal inside
// and not on a wall (a benchmark file never has one there: the file is for another map).
// Returns the first problem as "<scen_source>:<line>: ...", or nothing.
std::optional<std::string> check_scenarios_fit_map(const std::vector<Scenario>& scenarios,
                                                   const MovingAiMap& map,
                                                   std::string_view scen_source);

// The same for a grid, such as the app's map (which may have been edited since it was loaded).
std::optional<std::string> check_scenarios_fit_grid(const std::vector<Scenario>& scenarios,
                                                    const Grid& grid,
                                                    std::string_view scen_source);

}  // namespace astar
