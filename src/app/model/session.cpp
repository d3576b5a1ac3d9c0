#include "app/model/session.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <string_view>
#include <utility>

namespace astar::app {

Session::Session() : Session(default_scene()) {}

Session::Session(Scene scene) : scene_(std::move(scene)) { start_over(); }

namespace {

using Clock = std::chrono::steady_clock;

// Lockstep steps per slice of a replay between looks at the clock: about 1 ms natively with
// three panes on a 1024 x 1024 map, so a frame's budget is not overrun by much.
constexpr int kReplaySlice = 4096;
// Steps played between two looks at the clock (Session::advance).
constexpr int kPlaySlice = 64;
// Dijkstra expansions per slice of the optimum check, likewise.
constexpr int kOptimumSlice = 8192;

}  // namespace

void Session::start_over() {
    dirty_ = false;
    replay_to_.reset();
    running_to_end_ = false;
    comparison_.reset(scene_);
    rebuild_visuals();
    chosen_ = 0;
}

void Session::replace_scene(Scene scene, std::string map_name,
                            std::shared_ptr<const MovingAiMap> map_file) {
    // A new map starts at step 0. An edit replays to where the search was (update()), so that
    // a path follows a dragged goal; a new map, preset, file or link has nothing to follow.
    begin_action();
    remember("opening a new map", true);
    scene_ = std::move(scene);
    map_ = {std::move(map_name), ++maps_opened_, std::move(map_file)};
    ++scene_changes_;
    start_over();
    begin_action();
}

void Session::remember(const char* what, bool new_map) {
    if (action_recorded_) return;
    history_.record(scene_, what, new_map, map_, replay_target());
    action_recorded_ = true;
}

std::optional<Session::ActionTaken> Session::undo() {
    if (!history_.can_undo()) return std::nullopt;
    const int step = replay_target();
    return restore(history_.undo(std::move(scene_), std::move(map_), step));
}

std::optional<Session::ActionTaken> Session::redo() {
    if (!history_.can_redo()) return std::nullopt;
    const int step = replay_target();
    return restore(history_.redo(std::move(scene_), std::move(map_), step));
}

std::optional<Session::ActionTaken> Session::restore(std::optional<EditHistory::Entry> entry) {
    // An edit after this one, even later in the same drag, is a new action: it must not merge
    // with what was undone.
    begin_action();
    scene_ = std::move(entry->scene);
    map_ = std::move(entry->map);
    ++scene_changes_;
    if (entry->new_map) {
        // Back to the step it was shown at: a preset opened by mistake at step 150 and undone
        // went back to step 0 (QA pass). Replayed like an edit, over frames on a big map.
        start_over();
        chosen_ = entry->step;
        dirty_ = entry->step != 0;
    } else {
        dirty_ = true;
    }
    return ActionTaken{std::move(entry->what), entry->new_map};
}

void Session::edited() {
    dirty_ = true;
    ++scene_changes_;
}

bool Session::paint(Cell from, Cell to, Brush brush) {
    // The scene is kept for undo just before the stroke's first change, not on every mouse
    // move: dragging the eraser over plain ground copied a whole 1024 x 1024 scene each frame.
    const bool changed =
        paint_stroke(scene_.grid, from, to, brush, scene_.start, scene_.goal,
                     [&] { remember(brush == Brush::kErase ? "erasing" : "painting"); });
    if (changed) edited();
    return changed;
}

bool Session::can_hold_marker(Cell cell) const {
    return scene_.grid.in_bounds(cell) && scene_.grid.passable(cell);
}

bool Session::move_start(Cell cell) {
    if (!can_hold_marker(cell)) return false;
    if (cell == scene_.start) return true;
    // Not onto the goal: one would hide the other, and a press there could only grab one.
    if (cell == scene_.goal) return false;
    remember("moving the start");
    scene_.start = cell;
    edited();
    return true;
}

bool Session::move_goal(Cell cell) {
    if (!can_hold_marker(cell)) return false;
    if (cell == scene_.goal) return true;
    if (cell == scene_.start) return false;
    remember("moving the goal");
    scene_.goal = cell;
    edited();
    return true;
}

bool Session::place_start_and_goal(Cell start, Cell goal) {
    if (!can_hold_marker(start) || !can_hold_marker(goal) || start == goal) return false;
    if (start == scene_.start && goal == scene_.goal) return true;
    remember("placing the start and the goal");
    scene_.start = start;
    scene_.goal = goal;
    edited();
    return true;
}

void Session::set_rules(const MovementRules& rules) {
    if (rules == scene_.rules) return;
    remember("changing the moves");
    scene_.rules = rules;
    edited();
}

void Session::set_tie_break(TieBreak tie_break) {
    if (tie_break == scene_.tie_break) return;
    remember("changing the tie-break");
    scene_.tie_break = tie_break;
    edited();
}

void Session::set_pane(int pane, const PaneSettings& wanted) {
    // The slider's Ctrl+click types any number: keep to what a share link can carry (a typed
    // 1e9 made a link that no page would open, a typed -3 a pane that could not search).
    PaneSettings settings = wanted;
    // + 0.0: clamp keeps a typed -0, which a link would carry as "-0".
    settings.weight =
        std::isnan(settings.weight) ? 1.0 : std::clamp(settings.weight, 0.0, kMaxWeight) + 0.0;
    auto& current = scene_.panes[static_cast<std::size_t>(pane)];
    if (current == settings) return;
    remember("changing a pane's search");
    current = settings;
    edited();
}

bool Session::add_pane(const PaneSettings& settings) {
    if (static_cast<int>(scene_.panes.size()) >= kMaxPanes) return false;
    remember("adding a pane");
    scene_.panes.push_back(settings);
    edited();
    return true;
}

bool Session::remove_pane(int pane) {
    if (static_cast<int>(scene_.panes.size()) <= kMinPanes) return false;
    remember("removing a pane");
    scene_.panes.erase(scene_.panes.begin() + pane);
    edited();
    return true;
}

bool Session::clear_walls() {
    Grid cleared(scene_.grid.width(), scene_.grid.height());
    if (cleared == scene_.grid) return false;
    begin_action();
    remember("clearing the map");
    scene_.grid = std::move(cleared);
    edited();
    begin_action();
    return true;
}

void Session::update() {
    const bool was_pending = replaying();
    begin_replay();
    replay_until([] { return false; });
    if (was_pending) settle_optimum();
}

int Session::replay_target() const {
    // An edit during a replay goes where that replay was going.
    return replay_to_ ? *replay_to_ : chosen_;
}

void Session::note_chosen_position() {
    chosen_ = comparison_.all_finished() ? kReplayToEnd : position();
}

void Session::begin_replay() {
    if (!dirty_) return;
    dirty_ = false;
    running_to_end_ = false;  // an edit's replay, even on the way to the end
    const int target = replay_target();
    comparison_.reset(scene_);
    replay_to_ = target;
    rebuild_visuals();
}

void Session::seek_forward_to(int target) {
    const auto panes = static_cast<std::size_t>(comparison_.pane_count());
    expansions_before_.resize(panes);
    for (std::size_t i = 0; i < panes; ++i) {
        expansions_before_[i] = comparison_.pane(static_cast<int>(i)).counters().expansions;
    }
    comparison_.seek(target);
    for (std::size_t i = 0; i < panes; ++i) {
        visuals_[i].apply_steps_since(scene_, comparison_.pane(static_cast<int>(i)),
                                      expansions_before_[i]);
    }
}

template <class Deadline>
bool Session::replay_until(const Deadline& deadline) {
    if (!replay_to_) return true;
    while (position() < *replay_to_ && !comparison_.all_finished()) {
        // A slice, its visuals within it, so that the deadline counts them.
        seek_forward_to(std::min(*replay_to_, position() + kReplaySlice));
        if (deadline()) break;
    }
    if (position() < *replay_to_ && !comparison_.all_finished()) return false;
    replay_to_.reset();
    running_to_end_ = false;
    return true;
}

bool Session::any_finished() const {
    for (int i = 0; i < comparison_.pane_count(); ++i) {
        const SearchStatus status = comparison_.pane(i).status();
        if (status == SearchStatus::kFound || status == SearchStatus::kNoPath) return true;
    }
    return false;
}

void Session::settle_optimum() {
    if (any_finished()) comparison_.optimal_cost();
}

void Session::rebuild_visuals() {
    const auto panes = static_cast<std::size_t>(comparison_.pane_count());
    if (terrain_.empty() || !(terrain_grid_ == scene_.grid)) {
        terrain_ = terrain_visuals(scene_.grid);
        terrain_grid_ = scene_.grid;
    }
    visuals_.resize(panes);
    smoothed_.assign(panes, {});
    for (std::size_t i = 0; i < panes; ++i) {
        visuals_[i].rebuild(scene_, comparison_.pane(static_cast<int>(i)), terrain_);
    }
    ++rebuild_count_;
}

const SmoothedPath& Session::smoothed_path(int pane) const {
    SmoothedPath& cached = smoothed_[static_cast<std::size_t>(pane)];
    const GridSearch& search = comparison_.pane(pane);
    // On the searches' own scene: with an edit pending, scene_ is already the next one.
    if (search.status() == SearchStatus::kFound && cached.points.empty()) {
        cached = smooth_path(comparison_.scene().grid, comparison_.scene().rules,
                             search.path_cells());
    }
    return cached;
}

void Session::step() {
    update();
    step_forward();
    settle_optimum();
    note_chosen_position();
}

void Session::step_forward() {
    if (!comparison_.step()) return;
    for (int i = 0; i < comparison_.pane_count(); ++i) {
        visuals_[static_cast<std::size_t>(i)].apply_step(scene_, comparison_.pane(i),
                                                         comparison_.last_step(i));
    }
}

void Session::step_by(int steps) {
    update();
    seek(position() + steps);
}

bool Session::all_finished() const {
    return replaying() ? replay_target() == kReplayToEnd : comparison_.all_finished();
}

// Further than this, a seek forward moves the searches without step reports and updates the
// visuals from their undo logs once. On a 512 x 512 maze, 10 000 steps one at a time took
// 7.6 ms natively.
constexpr int kStepwiseSeek = 2048;

void Session::seek(int target) {
    seek_to(target);
    note_chosen_position();
}

void Session::seek_to(int target) {
    update();
    // Past the end there is nothing to do.
    if (target > position() && comparison_.all_finished()) return;
    if (target > position() && target - position() <= kStepwiseSeek) {
        // A short way forward: step by step, as Step does.
        while (position() < target && !comparison_.all_finished()) step_forward();
        settle_optimum();
        return;
    }
    if (target == position()) return;
    // The visuals follow from the undo logs, a cell for each change the seek makes or takes
    // back: a rebuild looks at every change since step 0 (and copies the map's terrain), 56 ms
    // natively at each move of the Timeline on a 1024 x 1024 map. Back to nearer step 0 than
    // to where the searches are, the rebuild has less to look at.
    const auto panes = static_cast<std::size_t>(comparison_.pane_count());
    if (target < position() && position() - target > target) {
        comparison_.seek(target);
        rebuild_visuals();
    } else if (target < position()) {
        for (std::size_t i = 0; i < panes; ++i) {
            visuals_[i].note_steps_to_take_back(comparison_.pane(static_cast<int>(i)), target);
        }
        comparison_.seek(target);
        for (std::size_t i = 0; i < panes; ++i) {
            const GridSearch& search = comparison_.pane(static_cast<int>(i));
            visuals_[i].apply_steps_taken_back(scene_, search);
            if (search.status() != SearchStatus::kFound) smoothed_[i] = {};
        }
    } else {
        seek_forward_to(target);
    }
    settle_optimum();
}

void Session::run_to_end() {
    update();
    if (comparison_.all_finished()) return;
    comparison_.run_to_end();
    rebuild_visuals();
    settle_optimum();
    note_chosen_position();
}

void Session::run_to_end_in_slices() {
    const bool replay_under_way = replaying();
    if (!replay_under_way && comparison_.all_finished()) return;
    begin_replay();
    replay_to_ = kReplayToEnd;
    chosen_ = kReplayToEnd;
    if (!replay_under_way) running_to_end_ = true;
}

void Session::restart() { seek(0); }

void Session::set_playing(bool playing) {
    playing_ = playing && !all_finished();
    carry_ = 0.0;
}

void Session::play() {
    update();
    if (comparison_.all_finished()) seek(0);
    set_playing(true);
}

void Session::set_speed(double steps_per_second) {
    speed_ = std::clamp(steps_per_second, kMinSpeed, kMaxSpeed);
}

int Session::advance(double seconds, double play_seconds, double catch_up_seconds) {
    const auto began = Clock::now();
    const auto catch_up_end = began + std::chrono::duration<double>(catch_up_seconds);
    const auto play_end = began + std::chrono::duration<double>(play_seconds);
    const auto caught_up = [&catch_up_end] { return Clock::now() > catch_up_end; };
    begin_replay();
    if (!replay_until(caught_up)) {
        carry_ = 0.0;  // playing goes on from where the replay ends, without a debt of steps
        return 0;
    }
    int taken = 0;
    if (playing_) {
        carry_ += std::max(seconds, 0.0) * speed_;
        const double wanted = std::floor(carry_);
        carry_ -= wanted;
        // In slices of seek() forward, whose cells follow from the undo log, not step() by
        // step(): a step report lists every neighbour, and refreshing each one's code cost
        // more than the search itself. At 1024 x 1024 with three panes playing, the reports
        // and the codes of the unchanged neighbours took about half of the frame's steps
        // (bench/browser/frames.mjs). The slice is also how often the clock is read (it
        // costs more than a step on small maps).
        while (taken < wanted && !comparison_.all_finished()) {
            const int before = position();
            seek_forward_to(before + static_cast<int>(std::min<double>(wanted - taken,
                                                                       kPlaySlice)));
            taken += position() - before;
            if (Clock::now() > play_end) {
                carry_ = 0.0;  // we are behind: do not pile up a debt of steps
                break;
            }
        }
        if (comparison_.all_finished()) playing_ = false;
        if (taken > 0) note_chosen_position();
    }
    // Not only once a path needs checking: a scenario's note compares the file's length with
    // the optimum from the start, also while the searches play.
    while (!comparison_.work_on_optimum(kOptimumSlice) && !caught_up()) {
    }
    return taken;
}

std::string speed_text(double steps_per_second) {
    // The units change where three digits round up to the next one (999.6 is "1k", not
    // "1e+03").
    const double v = steps_per_second;
    const auto [value, unit] = v < 999.5     ? std::pair{v, ""}
                               : v < 999.5e3 ? std::pair{v / 1e3, "k"}
                                             : std::pair{v / 1e6, "M"};
    char number[32];
    std::snprintf(number, sizeof number, "%.3g", value);
    const bool one = std::string_view(number) == "1" && *unit == '\0';
    return std::string(number) + unit + (one ? " step/s" : " steps/s");
}

std::string typed_speed_text(double steps_per_second) {
    char number[32];
    std::snprintf(number, sizeof number, "%.10g", steps_per_second);
    return std::string(number) + (std::string_view(number) == "1" ? " step/s" : " steps/s");
}

}  // namespace astar::app
