// How long each pane's search takes on its own: no drawing, no undo log, no step reports. The
// app steps its panes a few at a time between frames, so the time a pane takes on screen says
// nothing; this runs the same problem again, several times on small maps, and keeps the mean.
//
// How to use:
//     SearchTimes times;
//     times.update(session.scene(), session.rebuild_count(), cmp.all_finished(), 0.010);  // each frame
//     if (const SearchTiming* t = times.pane(i)) show(t->seconds);
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "core/grid_search.hpp"
#include "core/scene.hpp"

namespace astar::app {

struct SearchTiming {
    double seconds = 0;  // wall-clock time of one search, begin() to the end
    int runs = 0;        // how many runs it was measured over
};

// Runs `problem` on `grid` in three batches, each until a third of `min_total_seconds` has
// passed or a third of `max_runs` runs were made (at least one run), and gives the mean of the
// fastest batch.
SearchTiming time_search(const Grid& grid, GridProblem problem, double min_total_seconds,
                         int max_runs);

class SearchTimes {
public:
    // Measures every pane once per scene, when `finished` (all panes done), one pane after
    // the other, spending about `budget_seconds` per call. A pane's first run goes a slice at
    // a time, timing only the slices: a search longer than the budget is measured by that one
    // run over several calls (frames), instead of three runs in one frame (on a 1024 x 1024
    // map, two frames of 200 ms each after a drag ended). One that fits in the budget is run
    // again whole, once in each of the next three calls, and the fastest of those counts
    // (runs = 3); a quick one (under 0.5 ms) is measured again by time_search(), in batches.
    // `version` changes whenever the scene may have changed (Session::rebuild_count()); the
    // scene is compared only then.
    void update(const Scene& scene, std::uint64_t version, bool finished, double budget_seconds);

    // Nothing until measured (or while the scene has changed since).
    const SearchTiming* pane(int i) const;

private:
    Scene scene_;
    std::uint64_t version_ = ~std::uint64_t{0};
    std::vector<SearchTiming> times_;
    std::unique_ptr<GridSearch> run_;  // the first run of the next pane, while it is timed
    double run_seconds_ = 0;           // the time of its slices so far
    int whole_runs_left_ = 0;          // whole runs still to time for that pane
    double best_whole_ = 0;            // the fastest of its whole runs so far
};

// The time the comparison table shows for pane `i`: its measurement, once there is one, while
// the pane's own search has ended at the position on screen. A step back from the end keeps
// the times of the panes that had finished before that step; a pane still searching shows none.
const SearchTiming* shown_time(const SearchTimes& times, int i, bool pane_finished);

}  // namespace astar::app
