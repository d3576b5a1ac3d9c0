#include "app/model/edit_history.hpp"

#include <utility>

namespace astar::app {

namespace {

const std::string kNoName;

std::size_t cells_in(const std::vector<EditHistory::Entry>& entries) {
    std::size_t cells = 0;
    for (const EditHistory::Entry& e : entries) {
        cells += static_cast<std::size_t>(e.scene.grid.cell_count());
    }
    return cells;
}

}  // namespace

void EditHistory::record(Scene before, std::string what, bool new_map, MapSource map,
                         int step) {
    redo_.clear();
    undo_.push_back({std::move(before), std::move(what), new_map, std::move(map), step});
    trim();
}

const std::string& EditHistory::undo_name() const {
    return undo_.empty() ? kNoName : undo_.back().what;
}

const std::string& EditHistory::redo_name() const {
    return redo_.empty() ? kNoName : redo_.back().what;
}

std::optional<EditHistory::Entry> EditHistory::undo(Scene current, MapSource current_map,
                                                    int current_step) {
    return move_top(undo_, redo_, std::move(current), std::move(current_map), current_step);
}

std::optional<EditHistory::Entry> EditHistory::redo(Scene current, MapSource current_map,
                                                    int current_step) {
    return move_top(redo_, undo_, std::move(current), std::move(current_map), current_step);
}

void EditHistory::clear() {
    undo_.clear();
    redo_.clear();
    let_go_of_undos_ = false;
}

// Undo and redo are the same move in opposite directions: the top of `from` is the scene to
// show, and `current` takes its place on `to`, under the same name (undoing "painting" makes
// "painting" the thing to redo).
std::optional<EditHistory::Entry> EditHistory::move_top(std::vector<Entry>& from,
                                                        std::vector<Entry>& to, Scene current,
                                                        MapSource current_map, int current_step) {
    if (from.empty()) return std::nullopt;
    Entry top = std::move(from.back());
    from.pop_back();
    to.push_back(
        {std::move(current), top.what, top.new_map, std::move(current_map), current_step});
    trim();  // the current scene may be larger than the one it replaces
    return top;
}

void EditHistory::trim() {
    // The farthest redo goes first, then the oldest undo; the next undo and the next redo
    // stay.
    std::size_t cells = cells_in(undo_) + cells_in(redo_);
    std::size_t actions = undo_.size() + redo_.size();
    auto too_much = [&] { return cells > kMaxCells || actions > kMaxActions; };
    auto drop_oldest = [&](std::vector<Entry>& entries) {
        std::size_t drop = 0;
        while (too_much() && drop + 1 < entries.size()) {
            cells -= static_cast<std::size_t>(entries[drop].scene.grid.cell_count());
            --actions;
            ++drop;
        }
        entries.erase(entries.begin(), entries.begin() + static_cast<std::ptrdiff_t>(drop));
    };
    drop_oldest(redo_);  // its front is the farthest redo
    const std::size_t undos = undo_.size();
    drop_oldest(undo_);
    if (undo_.size() < undos) let_go_of_undos_ = true;
}

}  // namespace astar::app
