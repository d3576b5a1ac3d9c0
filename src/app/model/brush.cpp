#include "app/model/brush.hpp"

#include <cstdlib>

#include "core/map_generators.hpp"

namespace astar::app {

CellCost brush_cost(Brush brush) {
    switch (brush) {
        case Brush::kWall: return kWall;
        case Brush::kErase: return kPlainGround;
        case Brush::kSand: return kSandCost;
        case Brush::kSwamp: return kSwampCost;
        case Brush::kWater: return kWaterCost;
    }
    return kPlainGround;
}

const char* brush_label(Brush brush) {
    switch (brush) {
        case Brush::kWall: return "Wall";
        case Brush::kErase: return "Eraser";
        case Brush::kSand: return "Sand (cost 2)";
        case Brush::kSwamp: return "Swamp (cost 5)";
        case Brush::kWater: return "Water (cost 9)";
    }
    return "?";
}

std::vector<Cell> stroke_cells(Cell a, Cell b) {
    // Walk from a toward b one side-step at a time, always taking the step (x or y) that keeps
    // closest to the straight line: compare the cross-track error of both candidates.
    std::vector<Cell> cells{a};
    const int dx = std::abs(b.x - a.x), dy = std::abs(b.y - a.y);
    const int sx = b.x > a.x ? 1 : -1, sy = b.y > a.y ? 1 : -1;
    int x = a.x, y = a.y;
    int done_x = 0, done_y = 0;
    while (done_x < dx || done_y < dy) {
        // After (done_x + 1, done_y) the error is |(done_x + 1) * dy - done_y * dx|, and so on.
        const long long step_x = std::llabs(static_cast<long long>(done_x + 1) * dy -
                                            static_cast<long long>(done_y) * dx);
        const long long step_y = std::llabs(static_cast<long long>(done_x) * dy -
                                            static_cast<long long>(done_y + 1) * dx);
        if (done_y >= dy || (done_x < dx && step_x <= step_y)) {
            x += sx;
            ++done_x;
        } else {
            y += sy;
            ++done_y;
        }
        cells.push_back({x, y});
    }
    return cells;
}

bool paint_stroke(Grid& grid, Cell a, Cell b, Brush brush, Cell keep_a, Cell keep_b,
                  const std::function<void()>& before_change) {
    const CellCost cost = brush_cost(brush);
    bool changed = false;
    for (Cell c : stroke_cells(a, b)) {
        if (!grid.in_bounds(c) || c == keep_a || c == keep_b) continue;
        if (grid.cost(c) != cost || grid.water(c)) {
            if (!changed && before_change) before_change();
            grid.set_cost(c, cost);
            if (grid.water(c)) grid.set_water(c, false);
            changed = true;
        }
    }
    return changed;
}

}  // namespace astar::app
