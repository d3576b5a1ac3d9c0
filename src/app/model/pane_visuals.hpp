// The cell codes (cell_visual.hpp) one pane shows: terrain under each cell, and over it what
// the pane's search has done there. Kept up to date step by step, so that playing a search on
// a 1024 x 1024 map touches a handful of cells per step instead of a million.
//
// How to use:
//     PaneVisuals v;
//     v.rebuild(scene, search);                 // after reset, seek, or an edit
//     search.step();
//     v.apply_step(scene, search, search.last_step());
//     renderer.update_rows(v.codes(), v.dirty_rows());  v.clear_dirty();
#pragma once

#include <cstdint>
#include <vector>

#include "app/model/cell_visual.hpp"
#include "core/grid_search.hpp"
#include "core/scene.hpp"

namespace astar::app {

// Rows [first, last) that changed since clear_dirty(); empty when first >= last.
struct RowRange {
    int first = 0;
    int last = 0;
    bool empty() const { return first >= last; }
};

class PaneVisuals {
public:
    // Every cell from scratch: terrain, the search's cell states, the path, start and goal.
    void rebuild(const Scene& scene, const GridSearch& search);

    // Updates the cells that `step` changed (the expanded cell and its neighbours), moves the
    // "being expanded" mark, and draws the path once the search has found it.
    void apply_step(const Scene& scene, const GridSearch& search, const StepResult& step);

    const std::vector<std::uint8_t>& codes() const { return codes_; }
    int width() const { return width_; }
    int height() const { return height_; }
    RowRange dirty_rows() const { return dirty_; }
    void clear_dirty() { dirty_ = {}; }

private:
    SearchMark mark_for(const Scene& scene, const GridSearch& search, int cell) const;
    void refresh(const Scene& scene, const GridSearch& search, int cell);
    void touch_row(int cell);

    std::vector<std::uint8_t> codes_;
    std::vector<std::uint8_t> on_path_;  // 1 for cells of the found path
    int width_ = 0;
    int height_ = 0;
    int current_ = -1;  // the cell marked kCurrent
    bool path_drawn_ = false;
    RowRange dirty_;
};

}  // namespace astar::app
