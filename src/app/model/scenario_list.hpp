// A Moving AI `.scen` file in the app: its start/goal problems for the map on screen, placed
// one at a time, with the optimal length the file gives for each. A game developer checking a
// map against its benchmark problems opens the map, then its .scen, and steps through them.
//
// How to use:
//     if (looks_like_scenario_file(text)) {
//         ScenarioListResult r = scenario_list_from_text(session, text, "arena.map.scen");
//         if (!r.list) show(r.error);   // "arena.map.scen:2: scenario is for a 49x49 map, ..."
//         if (auto why = scenario_problem(session, *r.list, 0)) show(*why);
//         place_scenario(session, *r.list, 0);    // start and goal of the first problem
//         scenario_text(*r.list, 0);    // "Bucket 0, optimal length 1.414 (arena.map.scen)."
//     }
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/model/session.hpp"
#include "core/grid.hpp"
#include "core/movingai_scenario.hpp"

namespace astar::app {

struct ScenarioList {
    std::string source;  // the file's name, "arena.map.scen"
    std::vector<Scenario> scenarios;  // never empty
    std::uint64_t map_id = 0;  // the map they were checked against (Session::map_id)
    // The map's cells when the file was read: whether it was edited since is then a fact, not
    // a guess (a wrong length in the file was blamed on edits nobody made, QA pass).
    Grid grid_read;
};

struct ScenarioListResult {
    std::optional<ScenarioList> list;  // set on success only
    std::string error;                 // "<source>:<line>: <problem>. <what to do>"
};

// A scenario file starts with its version line ("version 1"); a map file with "type".
bool looks_like_scenario_file(std::string_view text);
// A file named like one: "x.scen", "x.map.SCEN".
bool has_scenario_file_name(std::string_view name);

// The scenarios of a `.scen` file's text for the session's map: its size, and start and goal
// inside it and not on a wall. A file with no scenario is refused too.
ScenarioListResult scenario_list_from_text(const Session& session, std::string_view text,
                                           std::string_view source_name);

// Whether the list belongs to the map shown: the one it was read for, edited or not (an undo
// can bring back another map, of the same size or not).
bool scenario_list_fits(const ScenarioList& list, const Session& session);

// Why scenario `index` (0-based) cannot be placed on the map shown ("its start (3, 4) is a wall
// now: the map was edited"), or nothing if it can.
std::optional<std::string> scenario_problem(const Session& session, const ScenarioList& list,
                                            int index);

// Moves start and goal to scenario `index` as one edit. False, with the scene as it was, where
// scenario_problem() gives a reason.
bool place_scenario(Session& session, const ScenarioList& list, int index);

// Why the app's optimum on `scene` (or its finding no path) can differ from the file's lengths,
// which are for the Moving AI rules with every passable cell costing 1: the rules that differ
// ("here: 4 moves"), else the map edited since the file was read, else its swamp and water
// (which cost more here, and water's rule is not HOG2's), else the file itself. "the map was
// edited, or the moves differ" left a user to guess which (QA pass).
std::string why_optimum_differs(const Scene& scene, const ScenarioList& list);

// The same reasons but the last: how the scene differs from what the file's lengths assume, or
// nothing when it does not. An optimum that agrees with the file under other rules agrees by
// chance, and is not shown as a check that passed (QA pass: it was, in green).
std::optional<std::string> how_scene_differs_from_file(const Scene& scene,
                                                       const ScenarioList& list);

// "Bucket 3, optimal length 13.0710678 (arena.map.scen).", the length as the file gives it;
// "bucket 3, ..." inside a sentence (capital = false).
std::string scenario_text(const ScenarioList& list, int index, bool capital = true);

}  // namespace astar::app
