// Measuring a grid path, and making it look like a path a person would walk: drop the points
// in the middle of straight runs, then cut out turns wherever a straight line of sight joins
// two path points (the post-processing of the 2.5D map editor article).
//
// How to use:
//     std::optional<double> cost = astar::measure_path(grid, rules, cells);  // nullopt: illegal
//     astar::SmoothedPath s = astar::smooth_path(grid, rules, cells);
//     draw_polyline(s.points);   // s.length: its length in cells
//
// A line of sight never passes through a wall, and it passes between two diagonal neighbours
// only where the diagonal rule would let a unit step between them. A shortcut is taken only if
// it costs no more than the part of the path it replaces (terrain costs count), so smoothing
// never makes a path more expensive.
#pragma once

#include <optional>
#include <vector>

#include "core/grid.hpp"
#include "core/movement.hpp"

namespace astar {

// The cost of walking `path` cell by cell, or nothing if some step is not a legal move under
// `rules` (not adjacent, into a wall, a forbidden diagonal, off the grid). An empty path or a
// single cell costs 0.
std::optional<double> measure_path(const Grid& grid, const MovementRules& rules,
                                   const std::vector<Cell>& path);

// The first and last cells and every cell where the direction changes.
std::vector<Cell> drop_collinear(const std::vector<Cell>& path);

// True if the straight segment between the centres of `a` and `b` crosses only passable cells
// (and water only if both ends are water) and no corner that `rules` forbids cutting.
bool line_of_sight(const Grid& grid, const MovementRules& rules, Cell a, Cell b);

struct SmoothedPath {
    std::vector<Cell> points;  // start, turning points, goal
    double length = 0;         // Euclidean length, in cells
    double cost = 0;           // an upper bound of its cost: each segment at its costliest cell
};

// What smooth_path spent (for tests and measurements).
struct SmoothingWork {
    long long traced_cells = 0;    // cells visited by segment traces
    long long table_answers = 0;   // segments answered at once by the plain-ground table
    long long table_cells = 0;     // cells in that table (0: not built)
    long long cut_lookaheads = 0;  // anchors that stopped looking ahead on the work bound
};

// The work bound of smooth_path: one anchor traces at most
// kSmoothingWorkSlack + kSmoothingWorkPerStep * (raw-path steps to the turning point looked at)
// cells, so all traces together visit O(path length) cells.
inline constexpr long long kSmoothingWorkPerStep = 128;
inline constexpr long long kSmoothingWorkSlack = 16384;

// String pulling: from each kept point (the first cell, then each point reached), the farthest
// later turning point such that it and every turning point before it can be joined to the kept
// point by a straight line in sight (line_of_sight) whose cost bound is no more than the raw
// path between them. Segments whose bounding box is all plain ground (no wall, no water, one
// cost) are checked in O(1); others are traced cell by cell, within the work bound above. An
// anchor that reaches the bound keeps the farthest point found so far: the result is still in
// sight and no costlier, only with more points. On ordinary paths (tested: A* and greedy paths
// on the Moving AI maps) the bound is never reached.
SmoothedPath smooth_path(const Grid& grid, const MovementRules& rules,
                         const std::vector<Cell>& path, SmoothingWork* work = nullptr);

}  // namespace astar
