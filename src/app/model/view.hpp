// Where the grid appears in a pane: zoom and pan, shared by all panes so they stay aligned.
//
// How to use:
//     ViewState view;                                   // zoom 1 = the whole grid fits
//     PaneView pv = pane_view(rect, grid_w, grid_h, view, device_pixel_ratio);
//     std::optional<Cell> c = pv.cell_at(mouse_x, mouse_y);
//     ImVec2 p = pv.to_screen(cell.x + 0.5f, cell.y + 0.5f);   // a cell's centre
//     zoom_at(view, pv, mouse_x, mouse_y, 1.25f);        // the cell under the mouse stays put
//
// All coordinates are CSS pixels, y down, like ImGui's and the mouse's. Cell coordinates are
// floats: (0, 0) is the grid's top-left corner, (w, h) its bottom-right.
#pragma once

#include <algorithm>
#include <cmath>
#include <optional>

#include "core/grid.hpp"

namespace astar::app {

struct PixelRect {
    float x = 0, y = 0, width = 0, height = 0;
    bool contains(float px, float py) const {
        return px >= x && py >= y && px < x + width && py < y + height;
    }
};

struct ViewState {
    float zoom = 1.0f;     // 1: the whole grid fits the pane; up to kMaxZoom
    float center_x = 0;    // the cell coordinate shown at the pane's centre
    float center_y = 0;
    bool centered = false; // false: center on the grid's middle at the next pane_view
};

inline constexpr float kMaxZoom = 256.0f;

struct PaneView {
    PixelRect rect;        // the pane
    float cell_size = 0;   // CSS pixels per cell
    float origin_x = 0;    // cell coordinate at the pane's top-left corner
    float origin_y = 0;
    int columns = 0, rows = 0;
    float pixel_ratio = 1;  // device pixels per CSS pixel, as pane_view() was given it
    float center_x = 0, center_y = 0;  // the view's middle it was made from (ViewState)

    float to_screen_x(float cx) const { return rect.x + (cx - origin_x) * cell_size; }
    float to_screen_y(float cy) const { return rect.y + (cy - origin_y) * cell_size; }
    float to_cell_x(float px) const { return origin_x + (px - rect.x) / cell_size; }
    float to_cell_y(float py) const { return origin_y + (py - rect.y) / cell_size; }

    // The cell under a point of the pane, or nothing outside the pane or the grid.
    std::optional<Cell> cell_at(float px, float py) const {
        if (cell_size <= 0 || !rect.contains(px, py)) return std::nullopt;
        const float fx = to_cell_x(px), fy = to_cell_y(py);
        if (fx < 0 || fy < 0 || fx >= static_cast<float>(columns) || fy >= static_cast<float>(rows))
            return std::nullopt;
        return Cell{static_cast<int>(fx), static_cast<int>(fy)};
    }
    // Like cell_at, but clamped into the grid: for strokes that leave the pane.
    Cell nearest_cell(float px, float py) const {
        const int x = static_cast<int>(std::floor(to_cell_x(px)));
        const int y = static_cast<int>(std::floor(to_cell_y(py)));
        return {std::clamp(x, 0, columns - 1), std::clamp(y, 0, rows - 1)};
    }
    // The cell under a point, inside the grid or not: a paint stroke that leaves the grid goes
    // on outside it, where nothing is painted, and comes back in where the pointer does.
    // Clamped into the grid (nearest_cell), it painted the edge cells along the pointer's way
    // outside, and a quick move out drew a line to the edge cell nearest to where it went (QA
    // pass). Kept far within an int.
    Cell cell_beyond(float px, float py) const {
        static constexpr float kFar = 1 << 20;
        const auto whole = [](float v) {
            return static_cast<int>(std::clamp(std::floor(v), -kFar, kFar));
        };
        return {whole(to_cell_x(px)), whole(to_cell_y(py))};
    }
};

// The cell size at zoom 1: the largest that shows the whole grid in the pane.
inline float fit_cell_size(const PixelRect& rect, int columns, int rows) {
    if (columns <= 0 || rows <= 0) return 0;
    return std::min(rect.width / static_cast<float>(columns), rect.height / static_cast<float>(rows));
}

// The cell size shown for `cell_size` CSS pixels at `ratio` device pixels to one: a whole
// number of device pixels once cells are a few device pixels wide, so that every cell and grid
// line looks the same.
inline bool snaps_to_pixels(float cell_size, float ratio) { return cell_size * ratio >= 3; }
inline float shown_cell_size(float cell_size, float ratio) {
    return snaps_to_pixels(cell_size, ratio) ? std::floor(cell_size * ratio) / ratio : cell_size;
}

// `pixel_ratio` is device pixels per CSS pixel (the browser's devicePixelRatio): cells a few
// device pixels wide or more get a whole number of device pixels, and their edges fall on whole
// device pixels, so at 1.5 or 2.5 every cell and grid line looks the same too.
inline PaneView pane_view(const PixelRect& rect, int columns, int rows, ViewState& view,
                          float pixel_ratio = 1.0f) {
    if (!view.centered) {
        view.center_x = static_cast<float>(columns) / 2;
        view.center_y = static_cast<float>(rows) / 2;
        view.centered = true;
    }
    PaneView pv;
    pv.rect = rect;
    pv.columns = columns;
    pv.rows = rows;
    pv.cell_size = fit_cell_size(rect, columns, rows) * view.zoom;
    if (pv.cell_size <= 0) return pv;
    const float ratio = pixel_ratio > 0 ? pixel_ratio : 1.0f;
    pv.pixel_ratio = ratio;
    // Whole-pixel cells with their edges on whole pixels once cells are a few pixels wide:
    // every cell and every grid line then looks the same.
    const bool snap = snaps_to_pixels(pv.cell_size, ratio);
    pv.cell_size = shown_cell_size(pv.cell_size, ratio);
    pv.center_x = view.center_x;
    pv.center_y = view.center_y;
    pv.origin_x = view.center_x - rect.width / 2 / pv.cell_size;
    pv.origin_y = view.center_y - rect.height / 2 / pv.cell_size;
    if (snap) {
        pv.origin_x = (rect.x - std::round(pv.to_screen_x(0) * ratio) / ratio) / pv.cell_size;
        pv.origin_y = (rect.y - std::round(pv.to_screen_y(0) * ratio) / ratio) / pv.cell_size;
    }
    return pv;
}

// Zooms by `factor` keeping the cell under (px, py) where it is, as far as the middle of the
// pane stays on the map. Zoom stays in [1, kMaxZoom]; at zoom 1 the grid is centred again.
inline void zoom_at(ViewState& view, const PaneView& pv, float px, float py, float factor) {
    // The point under (px, py) as the view stands now: a pinch pans it before it zooms, after
    // `pv` was made (without the pan's offset, a two-finger pan came undone).
    const float before_x = pv.to_cell_x(px) + (view.center_x - pv.center_x);
    const float before_y = pv.to_cell_y(py) + (view.center_y - pv.center_y);
    const float zoom = std::clamp(view.zoom * factor, 1.0f, kMaxZoom);
    if (zoom <= 1.0f) {
        view = {};
        return;
    }
    // The cell size the new zoom shows (whole device pixels, as pane_view snaps it), and the
    // middle that puts the cell back under (px, py) at that size. Scaled by the zoom's factor
    // instead, the snapped size moved the cell 5-8 pixels a wheel notch at 3-9 pixels a cell,
    // and a teacher zooming on the start lost it off the pane (QA pass).
    const float cell = shown_cell_size(fit_cell_size(pv.rect, pv.columns, pv.rows) * zoom,
                                       pv.pixel_ratio);
    const float mid_x = pv.rect.x + pv.rect.width / 2, mid_y = pv.rect.y + pv.rect.height / 2;
    // The middle stays on the map, as a pan keeps it (zoomed in beside the map, it left the
    // map, and a link to that view was refused; QA pass).
    view.center_x = std::clamp(before_x - (px - mid_x) / cell, 0.0f,
                               static_cast<float>(pv.columns));
    view.center_y = std::clamp(before_y - (py - mid_y) / cell, 0.0f,
                               static_cast<float>(pv.rows));
    view.zoom = zoom;
}

// Moves the view by (dx, dy) pixels of mouse drag.
inline void pan_by(ViewState& view, const PaneView& pv, float dx, float dy) {
    if (pv.cell_size <= 0) return;
    view.center_x = std::clamp(view.center_x - dx / pv.cell_size, 0.0f,
                               static_cast<float>(pv.columns));
    view.center_y = std::clamp(view.center_y - dy / pv.cell_size, 0.0f,
                               static_cast<float>(pv.rows));
}

// Pans the least that shows `cell` whole with `margin` cells around it (less where the pane
// is too small for that): the keyboard's cell cursor (M) keeps the cell it is on in view,
// as an editor keeps its text cursor.
inline void reveal_cell(ViewState& view, const PaneView& pv, Cell cell, float margin) {
    if (pv.cell_size <= 0) return;
    auto shift = [&](float low, float high, float from, float to) {
        // The cell spans [low, high) on screen; the pane [from, to).
        const float room = std::max(0.0f, (to - from - pv.cell_size) / 2);
        const float m = std::min(margin * pv.cell_size, room);
        if (low < from + m) return from + m - low;
        if (high > to - m) return to - m - high;
        return 0.0f;
    };
    const float left = pv.to_screen_x(static_cast<float>(cell.x));
    const float top = pv.to_screen_y(static_cast<float>(cell.y));
    pan_by(view, pv, shift(left, left + pv.cell_size, pv.rect.x, pv.rect.x + pv.rect.width),
           shift(top, top + pv.cell_size, pv.rect.y, pv.rect.y + pv.rect.height));
}

// Splits `area` into `count` pane rectangles (1 to 4), `gap` pixels apart, arranged in the
// rows and columns (all in a row, all in a column, or 2 x 2) that give a grid of
// grid_columns x grid_rows cells the largest cells. Each pane loses `title_height` pixels at
// its top for a title; `out` gets the rectangles below the titles.
void split_panes(const PixelRect& area, int count, float gap, float title_height,
                 int grid_columns, int grid_rows, PixelRect* out);

}  // namespace astar::app
