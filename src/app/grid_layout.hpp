// Where the grid sits inside its pane: square cells, as large as fit (whole pixels when they
// are 2 pixels or more), centred.
//
// How to use:
//     GridLayout layout = fit_grid({0, 0, 1280, 800}, grid.width(), grid.height());
//     std::optional<Cell> c = layout.cell_at(mouse_x, mouse_y);
//
// Rectangles are in pixels with y down, like mouse coordinates; the renderer flips them for GL.
#pragma once

#include <algorithm>
#include <cmath>
#include <optional>

#include "core/grid.hpp"

namespace astar::app {

struct PixelRect {
    float x = 0, y = 0, width = 0, height = 0;
};

struct GridLayout {
    PixelRect rect;         // the grid's own rectangle inside the pane
    float cell_size = 0;    // side of one cell in pixels
    int columns = 0, rows = 0;

    std::optional<Cell> cell_at(float px, float py) const {
        if (cell_size <= 0) return std::nullopt;
        const float fx = (px - rect.x) / cell_size;
        const float fy = (py - rect.y) / cell_size;
        if (fx < 0 || fy < 0 || fx >= static_cast<float>(columns) || fy >= static_cast<float>(rows))
            return std::nullopt;
        return Cell{static_cast<int>(fx), static_cast<int>(fy)};
    }
};

inline GridLayout fit_grid(PixelRect pane, int columns, int rows) {
    GridLayout layout;
    layout.columns = columns;
    layout.rows = rows;
    if (columns <= 0 || rows <= 0 || pane.width <= 0 || pane.height <= 0) return layout;
    layout.cell_size = std::min(pane.width / static_cast<float>(columns),
                                pane.height / static_cast<float>(rows));
    // Whole pixels once cells are a few pixels wide: every cell then looks the same.
    if (layout.cell_size >= 2) layout.cell_size = std::floor(layout.cell_size);
    layout.rect.width = layout.cell_size * static_cast<float>(columns);
    layout.rect.height = layout.cell_size * static_cast<float>(rows);
    layout.rect.x = pane.x + (pane.width - layout.rect.width) / 2;
    layout.rect.y = pane.y + (pane.height - layout.rect.height) / 2;
    return layout;
}

}  // namespace astar::app
