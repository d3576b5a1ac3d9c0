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

SmoothedPath smooth_path(const Grid& grid, const MovementRules& rules,
                         const std::vector<Cell>& path);

}  // namespace astar
