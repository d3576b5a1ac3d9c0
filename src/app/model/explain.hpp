// What a pane's search knows, in the words a student reads: one cell (for the hover tooltip),
// the open list in priority order with why its first cell goes next, and what the latest
// expansion did to each neighbour. No drawing here: the overlays, the open list panel and the
// test exports all format these.
//
// How to use:
//     CellInfo c = inspect_cell(search, {12, 7});       // state, g, h, f, parent, step
//     OpenListView open = open_list_view(search, 15, true);   // rows best first; open.next
//                                                              // explains
//     if (const StepResult* step = session.latest_expansion(pane))
//         ExpansionView e = expansion_view(search, *step);
//
// Words follow the classic A* articles: open list (frontier), closed, g (cost so far), h
// (heuristic estimate to the goal), f (the priority), came-from (parent).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/model/cell_visual.hpp"
#include "core/comparison.hpp"
#include "core/grid_search.hpp"
#include "core/scene.hpp"

namespace astar::app {

// "23.41", "5", "1.4": at most `decimals` decimals, trailing zeros dropped.
std::string format_number(double value, int decimals = 2);
// A path's cost as the titles, the table and the texts about costs give it: three decimals
// ("34.799"), so that the same cost never reads two ways on one screen. Cells, with little
// room, use format_number's two.
std::string cost_text(double cost);
// How much `cost` exceeds `best` (> best): the difference of their cost_text, so the numbers
// shown add up; where both show the same, the excess itself ("0.00042").
std::string excess_text(double cost, double best);
// "(12, 7)"
std::string cell_text(Cell cell);
// "64 x 48": a map's width and height
std::string size_text(const Grid& grid);
// "ground", "sand", "swamp", "water", "Moving AI water", "wall"
const char* terrain_label(Terrain terrain);
// "sand, cost 2"; "wall"; "Moving AI water, cost 1 (entered only from water)"
std::string terrain_text(const Grid& grid, Cell cell);
// "unseen", "open", "closed"; for the depth-first walk "unseen", "on the trail", "footprint"
const char* state_label(CellState state, Algorithm algorithm);
// "N", "NE", ... for the step from `from` to its neighbour `to`; "" if they are not neighbours.
const char* direction_label(Cell from, Cell to);
// What f means in these panes, for a legend: "f = g + h" when every pane is plain A*, else
// each meaning present, "f: g + h (A*), g + w h (weighted A*), g (Dijkstra), h (greedy),
// h (depth-first walk), steps (breadth-first)".
std::string f_legend(const std::vector<PaneSettings>& panes);

struct CellInfo {
    bool inside = false;  // false: outside the grid, nothing else is set
    Cell cell;
    CellCost cost = kWall;
    bool water = false;
    CellState state = CellState::kUnseen;
    bool reached = false;  // open or closed: g, f and parent are meaningful
    bool uses_h = false;   // false for Dijkstra and breadth-first (h is 0, not used)
    double g = 0, h = 0, f = 0;
    std::optional<Cell> parent;  // came-from
    int expanded_at = 0;         // the step that expanded it, 0 if none
    bool on_path = false;        // on the path found
};

CellInfo inspect_cell(const GridSearch& search, Cell cell);

struct OpenRow {
    Cell cell;
    double g = 0, h = 0, f = 0;
};

struct OpenListView {
    bool trail = false;         // depth-first walk: the rows are its trail, tip first (not A*)
    int size = 0;               // cells in the open list (on the trail)
    std::vector<OpenRow> rows;  // at most max_rows, best first
    int ties = 0;               // open cells with exactly the first row's f (the first included)
    std::string heading;        // what the list is, over the rows
    std::string next;           // why rows[0] goes next, or why the search is over
};

// What the comparison's Dijkstra check says of the pane's found path, once it has run.
struct PathCheck {
    bool known = false;    // the check has run (PaneSummary::checked)
    bool optimal = false;  // the path costs the optimum
    double optimum = 0;    // the optimum's cost
};

// The check of a pane's summary (Comparison::summary with OptimumCheck::kIfKnown): known once
// the pane has found its path and the Dijkstra run has ended.
PathCheck path_check(const Comparison& comparison, const PaneSummary& summary);

// `promises_optimal`: the pane's setting is guaranteed to find the cheapest path
// (PaneSummary::verdict.admissible); the words for a found goal depend on it, and, where it
// does not, on `check`.
OpenListView open_list_view(const GridSearch& search, int max_rows, bool promises_optimal,
                            PathCheck check = {});

struct NeighborLine {
    Cell cell;
    NeighborOutcome outcome = NeighborOutcome::kBlocked;
    std::string direction;  // "N", "NE", ...
    std::string text;       // "pushed: g = 13.24, f = 24.24"
};

struct ExpansionView {
    bool valid = false;  // false: no expansion yet
    int step = 0;
    Cell cell;
    double g = 0, h = 0, f = 0;
    std::string summary;  // "Step 150 expanded (12, 7): f = g + h = 12.24 + 11 = 23.24."
    std::vector<NeighborLine> neighbors;
};

// `step` must be the result that took `search` to its current state (its last_step_in_full()).
ExpansionView expansion_view(const GridSearch& search, const StepResult& step);

}  // namespace astar::app
