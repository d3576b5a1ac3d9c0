// The undo and redo stacks of the scene: what it looked like before each action, so that
// Ctrl+Z can take back a paint stroke, a moved goal, a Clear or a new map, and Ctrl+Y bring it
// back. It stores whole scenes and knows nothing about when an action starts or ends: Session
// decides that (see Session::begin_action).
//
// How to use:
//     EditHistory history;
//     history.record(scene, "painting", false, source);     // before changing `scene`
//     ...change scene...
//     if (auto back = history.undo(scene, source)) scene = std::move(back->scene);
//     if (auto again = history.redo(scene, source)) scene = std::move(again->scene);
//
// Each scene is kept with where its map came from (MapSource), so that an undo or a redo of a
// new map brings back that map's file name and characters (Save .map writes them) and its
// number (a .scen file's scenarios belong to one map).
//
// Memory: a whole 1024 x 1024 scene is about 2-3 MB, so the history keeps at most kMaxCells
// cells of maps (both stacks together) and kMaxActions actions, forgetting the oldest first.
// The next undo and the next redo are always kept, whatever their size.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/movingai_map.hpp"
#include "core/scene.hpp"

namespace astar::app {

// Which map a scene shows: every new map (file, link, preset, New map) gets a number of its
// own, which edits keep; `file_name` is the file it came from ("mine.map"), "" if none, and
// `file` its characters as read, which Save .map keeps where the cells were not edited (trees
// stay 'T'; see from_grid). Shared: the undo entries of one map all point at one copy.
struct MapSource {
    std::string file_name;
    std::uint64_t id = 0;
    std::shared_ptr<const MovingAiMap> file;
};

class EditHistory {
public:
    static constexpr std::size_t kMaxCells = std::size_t{16} << 20;  // 16 Mi cells, ~48 MB
    static constexpr std::size_t kMaxActions = 200;

    struct Entry {
        Scene scene;
        std::string what;    // the action in a few words, for messages: "painting"
        bool new_map = false;  // a new map, file or link: its undo or redo is not replayed
        MapSource map;  // where the scene's map came from
        // The step its searches were shown at, which the undo or redo of a new map goes back
        // to (an edit's replays to the step shown when it is undone, like any edit's).
        int step = 0;
    };

    // Keeps `before`, the scene before an action named `what`, as the next one to undo. What
    // could be redone is forgotten: it followed a scene that is no longer the current one.
    void record(Scene before, std::string what, bool new_map, MapSource map = {}, int step = 0);

    bool can_undo() const { return !undo_.empty(); }
    bool can_redo() const { return !redo_.empty(); }
    // The names of the actions undo() and redo() would take back or bring back ("" if none).
    const std::string& undo_name() const;
    const std::string& redo_name() const;

    // The scene before the last action, or nothing. `current` (whose map came from
    // `current_map`, shown at `current_step`) becomes what redo() returns.
    std::optional<Entry> undo(Scene current, MapSource current_map = {}, int current_step = 0);
    // The scene after the action undone last, or nothing. `current` goes back on the undo side.
    std::optional<Entry> redo(Scene current, MapSource current_map = {}, int current_step = 0);

    void clear();

    // Whether actions that could have been undone were let go (kMaxCells, kMaxActions) since
    // the last clear(): then "Nothing to undo" says why.
    bool let_go_of_undos() const { return let_go_of_undos_; }

private:
    std::optional<Entry> move_top(std::vector<Entry>& from, std::vector<Entry>& to,
                                  Scene current, MapSource current_map, int current_step);
    void trim();

    std::vector<Entry> undo_;  // oldest first
    std::vector<Entry> redo_;  // farthest first: the back is the next to redo
    bool let_go_of_undos_ = false;
};

}  // namespace astar::app
