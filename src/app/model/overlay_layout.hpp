// Which cells the overlays over a pane visit, and what they draw at a given cell size. Only
// the cells inside the pane are ever visited, so a 1024 x 1024 map costs no more than the
// handful of cells that fit on screen.
//
// How to use:
//     CellRange r = visible_cells(pane_view);
//     for (int y = r.y0; y < r.y1; ++y) for (int x = r.x0; x < r.x1; ++x) ...
//     CellDetail d = cell_detail(pane_view.cell_size);   // numbers? arrows? letters?
#pragma once

#include <algorithm>
#include <cmath>

#include "app/model/view.hpp"

namespace astar::app {

// Cells [x0, x1) x [y0, y1).
struct CellRange {
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    bool empty() const { return x0 >= x1 || y0 >= y1; }
    long long count() const {
        return empty() ? 0 : static_cast<long long>(x1 - x0) * static_cast<long long>(y1 - y0);
    }
    bool contains(Cell c) const { return c.x >= x0 && c.y >= y0 && c.x < x1 && c.y < y1; }
};

// The grid cells that overlap the pane's rectangle (partly visible ones included).
inline CellRange visible_cells(const PaneView& pv) {
    if (pv.cell_size <= 0 || pv.columns <= 0 || pv.rows <= 0) return {};
    CellRange r;
    r.x0 = std::clamp(static_cast<int>(std::floor(pv.to_cell_x(pv.rect.x))), 0, pv.columns);
    r.y0 = std::clamp(static_cast<int>(std::floor(pv.to_cell_y(pv.rect.y))), 0, pv.rows);
    r.x1 = std::clamp(static_cast<int>(std::ceil(pv.to_cell_x(pv.rect.x + pv.rect.width))), 0,
                      pv.columns);
    r.y1 = std::clamp(static_cast<int>(std::ceil(pv.to_cell_y(pv.rect.y + pv.rect.height))), 0,
                      pv.rows);
    return r;
}

// Cell sizes (CSS pixels) from which each kind of detail is drawn.
inline constexpr float kArrowsMinCell = 10;   // came-from arrows
inline constexpr float kLettersMinCell = 14;  // "S" and "G" on start and goal
inline constexpr float kNumbersMinCell = 44;  // g, h and f in each reached cell
inline constexpr float kLabelsMinCell = 84;   // "g", "h", "f" written before the numbers
// The numbers keep their interface size (13 px f, 10 px g and h) up to this cell size and grow
// with the cell beyond it, up to kMaxNumberScale times: a teacher zooms in so that the back of
// the room can read them, and text of a fixed size stayed about 7 px tall in a 100 px cell.
inline constexpr float kNumbersFullSizeCell = 64;
inline constexpr float kMaxNumberScale = 3;

struct CellDetail {
    bool arrows = false;
    bool letters = false;
    bool numbers = false;
    bool labels = false;
    int decimals = 0;  // for g, h and f
    float number_scale = 1;  // times the interface size: 1 to kMaxNumberScale
};

inline CellDetail cell_detail(float cell_size) {
    CellDetail d;
    d.arrows = cell_size >= kArrowsMinCell;
    d.letters = cell_size >= kLettersMinCell;
    d.numbers = cell_size >= kNumbersMinCell;
    d.labels = cell_size >= kLabelsMinCell;
    d.decimals = cell_size >= 64 ? 2 : 1;
    d.number_scale = std::clamp(cell_size / kNumbersFullSizeCell, 1.0f, kMaxNumberScale);
    return d;
}

}  // namespace astar::app
