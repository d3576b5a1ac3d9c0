// The cell codes (cell_visual.hpp) one pane shows: terrain under each cell, and over it what
// the pane's search has done there. Kept up to date step by step, so that playing a search on
// a 1024 x 1024 map touches a handful of cells per step instead of a million.
//
// How to use:
//     PaneVisuals v;
//     v.rebuild(scene, search);                 // after reset, seek, or an edit
//     search.step();
//     v.apply_step(scene, search, search.last_step());
//     search.seek(since + 5000);                // many steps without reports (undo log kept)
//     v.apply_steps_since(scene, search, since);
//     renderer.update_cells(v.codes(), v.dirty().bounds());  v.clear_dirty();
#pragma once

#include <cstdint>
#include <vector>

#include "app/model/cell_visual.hpp"
#include "app/model/dirty_cells.hpp"
#include "core/grid_search.hpp"
#include "core/scene.hpp"

namespace astar::app {

class PaneVisuals {
public:
    // Every cell from scratch: terrain, the search's cell states, the path, start and goal.
    // `terrain` is terrain_visuals(scene.grid), which panes of one scene can share. With the
    // search's undo log, only the cells it changed are looked at after the terrain is copied:
    // on a 1024 x 1024 map at step 0 that is a copy instead of a million cell states.
    void rebuild(const Scene& scene, const GridSearch& search,
                 const std::vector<std::uint8_t>& terrain);
    void rebuild(const Scene& scene, const GridSearch& search) {
        rebuild(scene, search, terrain_visuals(scene.grid));
    }

    // Updates the cells that `step` changed (the expanded cell and its neighbours), moves the
    // "being expanded" mark, and draws the path once the search has found it.
    void apply_step(const Scene& scene, const GridSearch& search, const StepResult& step);

    // Updates the cells that changed since the search's first `since` expansions, after it
    // moved forward without step reports (run(), seek()). Needs its undo log
    // (record_history); then the codes are exactly what rebuild() gives.
    void apply_steps_since(const Scene& scene, const GridSearch& search, int since);

    // Stepping back (seek to fewer expansions) in two calls around the search's own seek, so
    // that only the cells the steps taken back had changed are looked at, not every cell of
    // the map: a rebuild took 56 ms natively (over 100 in the browser) per move of the
    // Timeline on a 1024 x 1024 map with three panes, and per press of Step back. Before the
    // search moves back to its first `to` expansions, note_steps_to_take_back notes those
    // cells (from the undo log, which the seek then shortens); after it, apply_steps_taken_back
    // refreshes them, and takes the path off if the search has not found it any more. Then
    // the codes are exactly what rebuild() gives.
    void note_steps_to_take_back(const GridSearch& search, int to);
    void apply_steps_taken_back(const Scene& scene, const GridSearch& search);

    const std::vector<std::uint8_t>& codes() const { return codes_; }
    int width() const { return width_; }
    int height() const { return height_; }
    // The cells whose codes changed since clear_dirty() (every cell after rebuild()).
    const DirtyCells& dirty() const { return dirty_; }
    void clear_dirty() { dirty_.clear(); }

private:
    SearchMark mark_for(const Scene& scene, const GridSearch& search, int cell) const;
    void refresh(const Scene& scene, const GridSearch& search, int cell);
    void draw_path_once_found(const Scene& scene, const GridSearch& search);

    std::vector<std::uint8_t> codes_;
    std::vector<std::uint8_t> on_path_;  // 1 for cells of the found path (only if path_drawn_)
    std::vector<int> path_cells_;        // the cells on_path_ marks
    std::vector<int> taken_back_;        // see note_steps_to_take_back
    int width_ = 0;
    int height_ = 0;
    int current_ = -1;  // the cell marked kCurrent
    bool path_drawn_ = false;
    // Marked without a division per cell: a replay after a dragged goal changes millions
    // (bench/README.md, CPU profiles). Rows and columns are worked out once a frame.
    DirtyCells dirty_;
};

}  // namespace astar::app
