// Everything the app shows, without any drawing: the scene being edited, the comparison that
// searches it, one PaneVisuals per pane, and play/pause. The UI calls these functions and
// draws what they leave behind; the unit tests call the same functions.
//
// How to use:
//     Session s;                                   // the default scene, three panes
//     s.paint({3, 4}, {9, 4}, Brush::kWall);       // an edit: the search restarts...
//     s.update();                                  // ...at once, however many edits
//     s.step();  s.step_back();  s.seek(40);  s.run_to_end();
//     s.advance(frame_seconds, play_budget, catch_up_budget);  // each frame: an edit's
//                                                  // replay, then playing, then checking
//     s.begin_action();  s.paint(...);  s.undo();  s.redo();   // edits, one action at a time
//     const PaneVisuals& v = s.visuals(0);
//
// After an edit the search is replayed to where it was (to the end if it had finished), so a
// path that was shown follows the start or goal while it is dragged. The frame's advance()
// does that replay a slice at a time within its time budget, and so does the Dijkstra run
// that checks finished paths: on a 1024 x 1024 map, done in one piece, they stood the page
// still for about 0.3 s at each move of a dragged goal (bench/browser/drag.mjs).
// Every other call (update, step, seek, run_to_end...) finishes the replay and the check at
// once, so what it leaves behind is the same whichever way the work was done.
#pragma once

#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/model/brush.hpp"
#include "app/model/edit_history.hpp"
#include "app/model/pane_visuals.hpp"
#include "core/comparison.hpp"
#include "core/path_smoothing.hpp"
#include "core/scene.hpp"

namespace astar::app {

class Session {
public:
    Session();
    explicit Session(Scene scene);

    const Scene& scene() const { return scene_; }
    const Comparison& comparison() const { return comparison_; }
    const PaneVisuals& visuals(int pane) const { return visuals_[static_cast<std::size_t>(pane)]; }
    PaneVisuals& visuals(int pane) { return visuals_[static_cast<std::size_t>(pane)]; }
    // The found path of each pane with turns cut by line of sight (empty until found).
    // Worked out when first asked for (the overlay, when shown): in the frame where a replay
    // ended on a 1023 x 1023 maze, the three panes' took 8 ms natively, for an overlay that
    // is off by default.
    const SmoothedPath& smoothed_path(int pane) const;
    int pane_count() const { return comparison_.pane_count(); }
    // Pane i's latest expansion with what it did to each neighbour (the Open list section), or
    // nullptr before its first. After Step back, the timeline, a replay or Run to end the pane
    // keeps no such report: it takes its last step back and again (Comparison::
    // last_step_in_full), which changes nothing else.
    const StepResult* latest_expansion(int pane) {
        const StepResult& step = comparison_.last_step_in_full(pane);
        return step.expanded >= 0 ? &step : nullptr;
    }
    // Changes whenever the panes are rebuilt from scratch (new scene, edit, pane change, a seek
    // back to nearer step 0 than to where the searches were).
    unsigned long long rebuild_count() const { return rebuild_count_; }

    // --- Edits. Each marks the search for a restart at the next update(). ---
    // A new map, file or link: at step 0 (not replayed). `map_name`: the file the map came
    // from ("mine.map"), "" if none; `map_file`: that file's characters, which Save .map
    // keeps where the cells are unchanged (see from_grid). The map also gets a new map_id().
    // All three are kept through edits and come and go with the map through undo and redo.
    void replace_scene(Scene scene, std::string map_name = {},
                       std::shared_ptr<const MovingAiMap> map_file = {});
    const std::string& map_name() const { return map_.file_name; }
    const MovingAiMap* map_file() const { return map_.file.get(); }
    std::uint64_t map_id() const { return map_.id; }
    bool paint(Cell from, Cell to, Brush brush);  // a stroke; start and goal are never painted
    bool move_start(Cell cell);  // false if outside the map, on a wall or on the goal
    bool move_goal(Cell cell);   // false if outside the map, on a wall or on the start
    // Both at once (a .scen problem, which may swap them): false, changing nothing, if either
    // is outside the map or on a wall, or they are the same cell.
    bool place_start_and_goal(Cell start, Cell goal);
    void set_rules(const MovementRules& rules);
    void set_tie_break(TieBreak tie_break);
    void set_pane(int pane, const PaneSettings& settings);
    bool add_pane(const PaneSettings& settings);  // false at kMaxPanes
    bool remove_pane(int pane);                   // false at kMinPanes
    bool clear_walls();  // and terrain: all plain ground; false if there was nothing to clear

    // --- Undo and redo ---
    // The edits above between two begin_action() calls make one action, which undo() takes
    // back whole. The app calls begin_action() when a mouse button or a shortcut key goes down,
    // so a paint stroke, a drag of S or G, or a dragged slider is one action. A new map
    // (replace_scene) and a Clear are always actions of their own.
    void begin_action() { action_recorded_ = false; }
    struct ActionTaken {
        std::string what;  // "painting", "moving the goal", "opening a new map"...
        bool new_map;      // a new map undone or redone: shown whole, at the step it was left at
    };
    // The scene before the last action. Any other action replays the search to where it was,
    // like an edit. Nothing if there is no action to undo.
    std::optional<ActionTaken> undo();
    // The action undone last, back again; a new edit forgets what could be redone.
    std::optional<ActionTaken> redo();
    bool can_undo() const { return history_.can_undo(); }
    bool can_redo() const { return history_.can_redo(); }
    const std::string& undo_name() const { return history_.undo_name(); }
    const std::string& redo_name() const { return history_.redo_name(); }
    void forget_history() { history_.clear(); }
    // Whether the oldest actions were let go to keep the history small (EditHistory).
    bool undo_history_cut() const { return history_.let_go_of_undos(); }
    // Counts the edits, undos and redos: it changes whenever the scene does.
    unsigned long long scene_changes() const { return scene_changes_; }

    // Applies pending edits at once: restarts the comparison and replays it to where it was
    // (or finishes a replay that advance() began).
    void update();
    // True from an edit until advance() (a slice per frame) or update() has replayed it: the
    // searches are on their way back to where they were, and the panes show how far they have
    // come.
    bool replaying() const { return dirty_ || replay_to_.has_value(); }

    // --- Moving through the search ---
    void step();
    void step_back() { step_by(-1); }
    // `steps` on from where the searches are, or back: from the end of a replay under way,
    // not from the step it has got to.
    void step_by(int steps);
    void seek(int position);
    void run_to_end();
    // Run to end from the UI (E, End, the button): to the end a slice per frame, in advance(),
    // as a replay goes, so that the page keeps drawing. At once, it had stood still for 327 ms
    // on a 1024 x 1024 map and 150 ms on orz900d (QA pass). A replay under way goes on to the
    // end instead of to where it was going.
    void run_to_end_in_slices();
    // The replay under way is Run to end's (run_to_end_in_slices), not an edit's.
    bool running_to_end() const { return replay_to_.has_value() && !dirty_ && running_to_end_; }
    void restart();  // back to step 0, keeping the map
    int position() const { return comparison_.position(); }
    // Every search has ended, or a replay under way goes to where they all end (so Play
    // during it starts over, as it does at the end).
    bool all_finished() const;

    // Playing: steps per second, from 1 to a million (the Speed slider's range; the + and -
    // keys stop there too).
    static constexpr double kMinSpeed = 1.0;
    static constexpr double kMaxSpeed = 1e6;
    static constexpr double kDefaultSpeed = 20.0;  // a new page's
    bool playing() const { return playing_; }
    void set_playing(bool playing);  // play only while some search is unfinished
    void play();                     // plays; from step 0 if every search has finished
    double speed() const { return speed_; }
    void set_speed(double steps_per_second);
    // A frame's work, within budgets of real time so that neither a huge speed nor a replay
    // on a big map can freeze the page: first a slice of the pending edit's replay, for at
    // most `catch_up_seconds`; once that has finished, the steps the speed asks for in
    // `seconds` of wall time if playing, for at most `play_seconds` (it stops playing at the
    // end); then a slice of the Dijkstra run that checks the paths, until `catch_up_seconds`
    // have been spent in all. Returns the number of steps played.
    int advance(double seconds, double play_seconds, double catch_up_seconds);

private:
    void edited();      // marks the search for a restart
    // Keeps the scene as it is now for undo, unless the current action already has.
    void remember(const char* what, bool new_map = false);
    bool can_hold_marker(Cell cell) const;  // inside the map and not a wall: start or goal
    std::optional<ActionTaken> restore(std::optional<EditHistory::Entry> entry);
    void start_over();  // the comparison of scene_ from step 0, nothing pending
    void rebuild_visuals();
    void step_forward();  // step() without settle_optimum()
    void seek_to(int target);  // seek() without noting the chosen position
    // Where a pending or running replay goes: the step chosen last (chosen_), or where a
    // replay under way was going.
    int replay_target() const;
    // Notes where the user has put the searches (see chosen_): after every move through them.
    void note_chosen_position();
    void begin_replay();  // if an edit is pending: restart the comparison, note where to go
    // Replays until done or until `deadline` (checked between slices); true when done.
    template <class Deadline> bool replay_until(const Deadline& deadline);
    // Moves the searches forward to `target` without step reports, and the panes' visuals
    // with them from the undo logs: only the cells that changed, not every cell of the map.
    void seek_forward_to(int target);
    bool any_finished() const;
    void settle_optimum();  // Dijkstra to its end once a pane has finished and needs it

    Scene scene_;
    MapSource map_;  // see replace_scene
    std::uint64_t maps_opened_ = 0;
    EditHistory history_;
    unsigned long long scene_changes_ = 0;
    bool action_recorded_ = false;  // the current action's scene before is in history_
    Comparison comparison_;
    std::vector<PaneVisuals> visuals_;
    mutable std::vector<SmoothedPath> smoothed_;  // empty until smoothed_path() asks
    bool dirty_ = false;
    // The position a replay goes back to (kReplayToEnd: where every search ends), while one
    // is under way.
    static constexpr int kReplayToEnd = std::numeric_limits<int>::max();
    std::optional<int> replay_to_;
    // The step the user last put the searches at (Step, the Timeline, playing...), or
    // kReplayToEnd if they were at the end: where an edit's replay goes. Edits leave it alone:
    // an edit that ends the searches sooner (a goal dragged past the start, the start walled
    // in) shows them at their new end, and the next edit, or its undo, goes back to the chosen
    // step. Taken from where the searches stood after the edit, a goal dragged across the
    // start at step 30 ended them at step 3 and was then held at the end: at step 316 after the
    // drag and 431 after Ctrl+Z (QA pass).
    int chosen_ = 0;
    bool running_to_end_ = false;  // replay_to_ is Run to end's
    std::vector<int> expansions_before_;  // per pane, before seek_forward_to's seek
    // terrain_visuals() of the grid it was made from, shared by the panes' rebuilds: dragging
    // S or G rebuilds the panes at each move, and the terrain does not change.
    std::vector<std::uint8_t> terrain_;
    Grid terrain_grid_;
    bool playing_ = false;
    double speed_ = kDefaultSpeed;
    double carry_ = 0.0;  // fraction of a step owed from the last advance()
    unsigned long long rebuild_count_ = 0;
};

// The Speed slider's text: always per second, as "160 steps/s" or "16k steps/s" ("2.67
// steps/frame" read as a fraction of a step, and a projector laptop's frame rate is anyone's
// guess), three digits at most, and "1 step/s" at the slowest.
std::string speed_text(double steps_per_second);
// The same with the whole number ("2500 steps/s", not "2.5k"), for the moment the slider opens
// for typing: its text field starts from the slider's text, and ImGui reads the number at its
// front, so "2.5k steps/s" confirmed or cancelled set 2.5 (QA pass). Ten digits: a speed the
// log scale left at 1234.5678... reads back within a billionth.
std::string typed_speed_text(double steps_per_second);

}  // namespace astar::app
