#include "app/model/pane_visuals.hpp"

#include <algorithm>

namespace astar::app {

SearchMark PaneVisuals::mark_for(const Scene& scene, const GridSearch& search, int cell) const {
    const Grid& grid = scene.grid;
    if (cell == grid.index(scene.start)) return SearchMark::kStart;
    if (cell == grid.index(scene.goal)) return SearchMark::kGoal;
    // on_path_ is all 0 while no path is drawn (a replay's millions of cells): not read then.
    if (path_drawn_ && on_path_[static_cast<std::size_t>(cell)]) return SearchMark::kPath;
    if (cell == current_) return SearchMark::kCurrent;
    if (search.status() == SearchStatus::kInvalid) return SearchMark::kUnseen;
    switch (search.state(cell)) {
        case CellState::kOpen: return SearchMark::kOpen;
        case CellState::kClosed: return SearchMark::kClosed;
        case CellState::kUnseen: return SearchMark::kUnseen;
    }
    return SearchMark::kUnseen;
}

void PaneVisuals::refresh(const Scene& scene, const GridSearch& search, int cell) {
    auto& code = codes_[static_cast<std::size_t>(cell)];
    const auto updated = with_mark(code, mark_for(scene, search, cell));
    if (updated != code) {
        code = updated;
        dirty_.mark(cell);
    }
}

void PaneVisuals::rebuild(const Scene& scene, const GridSearch& search,
                          const std::vector<std::uint8_t>& terrain) {
    const Grid& grid = scene.grid;
    width_ = grid.width();
    height_ = grid.height();
    codes_ = terrain;
    on_path_.assign(codes_.size(), 0);
    path_cells_.clear();
    const StepResult& last = search.last_step();
    current_ = search.status() == SearchStatus::kSearching ? last.expanded : -1;
    path_drawn_ = search.status() == SearchStatus::kFound;
    if (path_drawn_) {
        path_cells_ = search.path();
        for (int cell : path_cells_) on_path_[static_cast<std::size_t>(cell)] = 1;
    }
    const auto mark = [&](int i) {
        codes_[static_cast<std::size_t>(i)] =
            with_mark(terrain[static_cast<std::size_t>(i)], mark_for(scene, search, i));
    };
    if (search.options().record_history && search.status() != SearchStatus::kInvalid) {
        // Every other cell is unseen, which the terrain's codes already say.
        search.visit_changed_since(0, mark);
        for (Cell c : {scene.start, scene.goal}) {
            if (grid.in_bounds(c)) mark(grid.index(c));
        }
    } else {
        for (int i = 0; i < grid.cell_count(); ++i) mark(i);
    }
    dirty_.resize(width_, height_);
    dirty_.mark_all();
}

void PaneVisuals::apply_step(const Scene& scene, const GridSearch& search,
                             const StepResult& step) {
    if (step.expanded < 0) return;  // the search had already ended: nothing moved
    const int previous = current_;
    current_ = search.status() == SearchStatus::kSearching ? step.expanded : -1;
    if (previous >= 0) refresh(scene, search, previous);
    refresh(scene, search, step.expanded);
    for (int i = 0; i < step.neighbor_count; ++i) {
        refresh(scene, search, step.neighbors[static_cast<std::size_t>(i)].node);
    }
    draw_path_once_found(scene, search);
}

void PaneVisuals::apply_steps_since(const Scene& scene, const GridSearch& search, int since) {
    const int previous = current_;
    current_ = search.status() == SearchStatus::kSearching ? search.last_step().expanded : -1;
    if (previous >= 0) refresh(scene, search, previous);
    search.visit_changed_since(since, [&](int cell) { refresh(scene, search, cell); });
    if (current_ >= 0) refresh(scene, search, current_);
    draw_path_once_found(scene, search);
}

void PaneVisuals::note_steps_to_take_back(const GridSearch& search, int to) {
    taken_back_.clear();
    search.visit_changed_since(to, [&](int cell) { taken_back_.push_back(cell); });
}

void PaneVisuals::apply_steps_taken_back(const Scene& scene, const GridSearch& search) {
    const int previous = current_;
    current_ = search.status() == SearchStatus::kSearching ? search.last_step().expanded : -1;
    if (path_drawn_ && search.status() != SearchStatus::kFound) {
        path_drawn_ = false;
        for (int cell : path_cells_) on_path_[static_cast<std::size_t>(cell)] = 0;
        for (int cell : path_cells_) refresh(scene, search, cell);
        path_cells_.clear();
    }
    for (int cell : taken_back_) refresh(scene, search, cell);
    taken_back_.clear();
    if (previous >= 0) refresh(scene, search, previous);
    if (current_ >= 0) refresh(scene, search, current_);
}

void PaneVisuals::draw_path_once_found(const Scene& scene, const GridSearch& search) {
    if (search.status() != SearchStatus::kFound || path_drawn_) return;
    path_drawn_ = true;
    path_cells_ = search.path();
    for (int cell : path_cells_) {
        on_path_[static_cast<std::size_t>(cell)] = 1;
        refresh(scene, search, cell);
    }
}

}  // namespace astar::app
