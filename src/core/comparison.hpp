// Several searches of one scene side by side, moved in lockstep: step k of the comparison is
// step k of every pane (a pane that has finished stays finished). This is what the app's
// Step, Step back, Play and timeline slider drive.
//
// How to use:
//     astar::Comparison cmp;
//     cmp.reset(scene);                        // one GridSearch per pane, plus a Dijkstra run
//     cmp.step();                              // one expansion in every pane still searching
//     cmp.seek(cmp.position() - 1);            // step back
//     cmp.run_to_end();
//     for (int i = 0; i < cmp.pane_count(); ++i) show(cmp.summary(i));
//
// The scene is copied, so editing the app's scene never pulls the grid out from under a running
// search; call reset() after an edit. A Dijkstra run, made when first needed, gives the optimal
// cost that each pane's path is checked against.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/grid_search.hpp"
#include "core/heuristic.hpp"
#include "core/scene.hpp"

namespace astar {

struct PaneSummary {
    SearchStatus status = SearchStatus::kInvalid;
    std::string error;  // why the problem is invalid, if it is
    int expansions = 0;
    long long pushes = 0;
    int open_size = 0;
    int peak_open_size = 0;
    // The depth-first walk keeps no open list: open_size and peak_open_size count the cells on
    // its trail, and the app says so (a class was told "no open list" beside "26 open").
    bool trail = false;
    double path_cost = 0;    // when found
    int path_cells = 0;      // when found: cells on the path, start and goal included
    // Compared with the Dijkstra cost once the pane has found its path (or when it reports no
    // path while Dijkstra found one): true if the costs agree.
    bool finished = false;
    bool optimal = false;
    // Whether `optimal` says something: the pane has finished and the Dijkstra cost is known.
    // Always so from summary(i); summary(i, OptimumCheck::kIfKnown) leaves it false while the
    // Dijkstra run is unfinished.
    bool checked = false;
    HeuristicVerdict verdict;  // what the pane's algorithm and heuristic promise (judge_search)
};

class Comparison {
public:
    void reset(const Scene& scene);

    // One step in every pane still searching. Returns false if none was (nothing changed).
    bool step();
    // Moves every pane to lockstep position `position` (clamped to 0 .. end()).
    void seek(int position);
    void run_to_end();
    // seek() forward and run_to_end() move each pane with its own loop, without a step report
    // per expansion, and chart the open list from the searches' undo logs: on a 512 x 512 maze,
    // stepping three panes to the end one lockstep step at a time took most of the time of each
    // move of a dragged goal (which replays the search to where it was).

    const Scene& scene() const { return scene_; }
    int pane_count() const { return static_cast<int>(panes_.size()); }
    const GridSearch& pane(int i) const { return *panes_[static_cast<std::size_t>(i)]; }
    // The last step result of pane i: right after step(), what that step did (expanded == -1
    // if the pane did not move); after seek() or run_to_end(), its last expansion without the
    // neighbours (BasicSearch::last_step).
    const StepResult& last_step(int i) const { return pane(i).last_step(); }
    // Pane i's last expansion with its neighbours' report, also after seek() or run_to_end()
    // (BasicSearch::last_step_in_full): the pane's state does not change.
    const StepResult& last_step_in_full(int i) {
        return panes_[static_cast<std::size_t>(i)]->last_step_in_full();
    }

    // Steps taken so far (the timeline position).
    int position() const { return position_; }
    // The position where every pane has finished, known once every pane has been run that far
    // (run_to_end, or stepping to it); before that, the largest position reached so far.
    int end() const { return end_known_ ? end_ : std::max(end_, position_); }
    bool end_known() const { return end_known_; }
    bool all_finished() const;

    // The optimal cost from start to goal (a Dijkstra run, made on first use), or a negative
    // number when the goal cannot be reached or the problem is invalid.
    double optimal_cost() const;
    bool optimum_known() const { return optimal_known_; }
    // Takes up to `expansions` (> 0) more steps of that Dijkstra run, so that a caller can
    // spread it over frames: on a 1024 x 1024 map it is as long as a pane's whole search.
    // Returns optimum_known().
    bool work_on_optimum(int expansions) const;

    enum class OptimumCheck {
        kWaitForIt,  // runs Dijkstra to its end if a finished pane needs its cost
        kIfKnown,    // only if it is known already; `checked` says whether it was
    };
    PaneSummary summary(int i, OptimumCheck check = OptimumCheck::kWaitForIt) const;

    // The open list size of pane i after lockstep step t, for t = 0 .. position(), for the
    // chart. (Its expansions after step t are simply min(t, its final count).)
    const std::vector<int>& open_size_over_time(int i) const {
        return curves_[static_cast<std::size_t>(i)];
    }

private:
    void record_curves();
    void advance_to(int position);

    // Dijkstra's search for optimal_cost(), kept so that its per-cell arrays are reused: after
    // each move of a dragged goal on a 512 x 512 map, allocating them again took a few ms.
    mutable GridSearch dijkstra_;

    Scene scene_;
    std::vector<std::unique_ptr<GridSearch>> panes_;
    std::vector<std::vector<int>> curves_;
    int position_ = 0;
    int end_ = 0;
    bool end_known_ = false;
    bool uniform_terrain_ = true;
    // path_cost_ceiling() of scene_, for judge_search; 0 is that of the empty scene before the
    // first reset, so reset() can keep it whenever the grid and the rules stay.
    double path_cost_ceiling_ = 0.0;
    mutable bool dijkstra_begun_ = false;  // for this scene, by work_on_optimum()
    mutable bool optimal_known_ = false;
    mutable double optimal_cost_ = -1;
};

}  // namespace astar
