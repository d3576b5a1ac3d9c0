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
#include <cstddef>
#include <utility>
#include <vector>

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

// The stretches of a path (`count` cells, each a step from the one before; cell_of(k) is the
// k-th) to draw in a pane that shows `visible`: [begin, end) ranges of indexes whose cells are
// in view, each with one cell more at either end, so that the line runs on past the pane's
// edge. Off screen the path is not drawn. Thinned over the whole path to 3 000 points, a
// 108 865-cell path zoomed in on was drawn as straight lines across walls (QA pass); the
// cells in view are few when zoomed in.
using IndexRuns = std::vector<std::pair<std::size_t, std::size_t>>;  // [begin, end) each

template <class CellOf>
IndexRuns path_runs_in_view(std::size_t count, CellOf cell_of, const CellRange& visible) {
    IndexRuns runs;
    std::size_t k = 0;
    while (k < count) {
        if (!visible.contains(cell_of(k))) {
            ++k;
            continue;
        }
        const std::size_t begin = k > 0 ? k - 1 : 0;
        while (k < count && visible.contains(cell_of(k))) ++k;
        const std::size_t end = std::min(k + 1, count);
        // Out of view for one cell only: the two stretches share it, and are one.
        if (!runs.empty() && begin < runs.back().second) {
            runs.back().second = end;
        } else {
            runs.emplace_back(begin, end);
        }
    }
    return runs;
}

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

// The start or goal marker as drawn on cells too small for its letter: a dot larger than the
// cell (at 8-13 px a ringed cell of the mark's colour was the weakest mark on the map), with an
// outline one pixel further out. On a cell at the pane's edge (a 512 x 512 map fitted to its
// pane) half the dot was cut off, so it is nudged inside, by less than its own size.
struct MarkerDot {
    bool drawn = false;  // false: the cell holds a letter, the marker is the cell itself
    float x = 0, y = 0;  // centre
    float radius = 0;    // of the filled dot; the outline is drawn at radius + 1
};

inline MarkerDot marker_dot(const PaneView& pv, Cell c) {
    MarkerDot d;
    if (pv.cell_size >= kLettersMinCell) return d;
    d.drawn = true;
    d.radius = std::max(5.0f, pv.cell_size * 0.5f);
    d.x = pv.to_screen_x(static_cast<float>(c.x) + 0.5f);
    d.y = pv.to_screen_y(static_cast<float>(c.y) + 0.5f);
    const PixelRect& rect = pv.rect;
    const float inset = d.radius + 2.0f;
    if (rect.contains(d.x, d.y) && rect.width > 2 * inset && rect.height > 2 * inset) {
        d.x = std::clamp(d.x, rect.x + inset, rect.x + rect.width - inset);
        d.y = std::clamp(d.y, rect.y + inset, rect.y + rect.height - inset);
    }
    return d;
}

// How far past a drawn dot a press still takes it, in pixels: the mouse, the dot's outline
// (drawn one pixel out, two wide); a finger, more (on the outline it painted, QA pass).
inline constexpr float kMouseMarkerSlack = 2.0f;
inline constexpr float kFingerMarkerSlack = 8.0f;
// From this cell size on, a cell is a target of its own: a press on the cell next to S or G
// paints it, even within the dot's reach (a finger's slack took taps on S's neighbours at 13 px
// a cell). Below it the dot spills over its neighbours, which are too small to aim at anyway.
inline constexpr float kAimableCell = 10.0f;

// Which marker a press at (px, py) takes hold of: 0 none, 1 the start, 2 the goal. A press
// anywhere on a drawn dot, or within `slack` pixels of it, takes it, also where the dot reaches
// past the map's edge: on a big map fitted to its pane a cell is a fraction of a pixel, and a
// press on the middle of the goal's dot landed on a cell next to the goal's and painted a wall
// there (QA pass). Where the two dots overlap, the nearer centre wins. On cells with letters,
// the marker is its cell.
inline int marker_at(const PaneView& pv, Cell start, Cell goal, float px, float py,
                     float slack = kMouseMarkerSlack) {
    const auto distance2 = [&](const MarkerDot& d) {
        return (px - d.x) * (px - d.x) + (py - d.y) * (py - d.y);
    };
    const MarkerDot s = marker_dot(pv, start), g = marker_dot(pv, goal);
    const std::optional<Cell> c = pv.cell_at(px, py);
    if (s.drawn) {
        const float reach2 = (s.radius + slack) * (s.radius + slack);
        bool on_s = distance2(s) <= reach2, on_g = distance2(g) <= reach2;
        if (c && pv.cell_size >= kAimableCell) {
            on_s = on_s && *c == start;
            on_g = on_g && *c == goal;
        }
        if (on_s && on_g) return distance2(s) <= distance2(g) ? 1 : 2;
        return on_s ? 1 : on_g ? 2 : 0;
    }
    if (!c) return 0;
    return *c == start ? 1 : *c == goal ? 2 : 0;
}

}  // namespace astar::app
