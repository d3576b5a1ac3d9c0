// How long each pane's search takes on its own: no drawing, no undo log, no step reports. The
// app steps its panes a few at a time between frames, so the time a pane takes on screen says
// nothing; this runs the same problem again, several times, and keeps the fastest.
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
    // Each run was timed a slice per call (frame), the fastest of three counting: a search
    // longer than a call's budget. Otherwise the fastest of three batches' means.
    bool sliced = false;
};

// Runs `problem` on `grid` with `search` in three batches, each until a third of
// `min_total_seconds` has passed or a third of `max_runs` runs were made (at least one run),
// and gives the mean of the fastest batch. A search whose arrays already fit the grid times no
// allocation.
SearchTiming time_search(GridSearch& search, const Grid& grid, GridProblem problem,
                         double min_total_seconds, int max_runs);

class SearchTimes {
public:
    // Measures every pane once per scene, when `finished` (all panes done), one pane after
    // the other, spending about `budget_seconds` per call. A pane's first run (the probe) goes
    // a slice at a time, timing only the slices, so that no call takes much longer than its
    // budget: three runs of a pane in one frame had stood the page still for 200 ms, twice,
    // after a drag on a 1024 x 1024 map. Then:
    //   - under 0.5 ms: time_search() in this call, three batches of about 2 ms in all;
    //   - within the budget: one batch of whole runs in each of the next three calls (at most
    //     half the budget or 5 ms each), the fastest batch's mean counting;
    //   - longer: two more runs in slices, the fastest of the three counting (sliced = true).
    // `version` changes whenever the scene may have changed (Session::rebuild_count()); the
    // scene is compared only then.
    void update(const Scene& scene, std::uint64_t version, bool finished, double budget_seconds);

    // Nothing until measured (or while the scene has changed since).
    const SearchTiming* pane(int i) const;

private:
    enum class Mode { kProbe, kBatches, kSliced };
    void note_run(double seconds, int runs);  // one of a pane's timed runs or batches
    void start_pane();                        // the next pane starts from its probe

    Scene scene_;
    std::uint64_t version_ = ~std::uint64_t{0};
    std::vector<SearchTiming> times_;
    std::unique_ptr<GridSearch> search_;  // reused, so that no timed run allocates
    // The pane being measured (times_.size()):
    Mode mode_ = Mode::kProbe;
    bool running_ = false;    // a run in slices is under way
    double run_seconds_ = 0;  // the time of its slices so far
    int timed_ = 0;           // runs or batches timed so far
    int runs_ = 0;            // runs in them
    double best_ = 0;         // the fastest run, or batch mean, so far
};

// The time the comparison table shows for pane `i`: its measurement, once there is one, while
// the pane's own search has ended at the position on screen. A step back from the end keeps
// the times of the panes that had finished before that step; a pane still searching shows none.
const SearchTiming* shown_time(const SearchTimes& times, int i, bool pane_finished);

}  // namespace astar::app
