// Painting on the map with the mouse: what a stroke from one mouse position to the next covers.
//
// How to use:
//     for (Cell c : stroke_cells(last_cell, cell_under_mouse)) ...   // no gaps, even when fast
//     BrushResult r = paint_stroke(scene.grid, from, to, Brush::kWall, scene.start, scene.goal);
//
// The mouse jumps several cells between two frames when it moves fast; a stroke fills the cells
// in between. The cells form a 4-connected line (each shares a side with the next), so a wall
// drawn diagonally has no corner gap that a unit cutting corners could slip through.
#pragma once

#include <functional>
#include <vector>

#include "core/grid.hpp"

namespace astar::app {

enum class Brush {
    kWall,
    kErase,   // plain ground
    kSand,
    kSwamp,
    kWater,
};

inline constexpr int kBrushCount = 5;

CellCost brush_cost(Brush brush);
const char* brush_label(Brush brush);

// The cells of a 4-connected line from a to b, both included, a first.
std::vector<Cell> stroke_cells(Cell a, Cell b);

// Paints the stroke from a to b with `brush`, skipping cells outside the grid and the cells
// `keep_a` and `keep_b` (start and goal stay passable). Returns true if any cell changed.
// `before_change`, if given, runs once, just before the first cell changes: the session keeps
// the scene for undo then, not on every mouse move of a stroke over cells already painted.
bool paint_stroke(Grid& grid, Cell a, Cell b, Brush brush, Cell keep_a, Cell keep_b,
                  const std::function<void()>& before_change = {});

}  // namespace astar::app
