#include "app/model/search_timing.hpp"

#include <algorithm>
#include <chrono>

namespace astar::app {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

struct Batch {
    double mean = 0;  // seconds per run
    int runs = 0;
};

// Whole runs of `problem` until `min_seconds` have passed or `max_runs` were made (at least
// one). A browser's clock ticks in 0.1 ms steps (performance.now() in a page that is not
// cross-origin isolated), so a single run of half a millisecond read as 600, 700 or 800 us.
Batch time_batch(GridSearch& search, const Grid& grid, const GridProblem& problem,
                 double min_seconds, int max_runs) {
    const auto start = Clock::now();
    Batch batch;
    double total = 0;
    do {
        if (search.begin(grid, problem)) search.run();
        ++batch.runs;
        total = seconds_since(start);
    } while (total < min_seconds && batch.runs < max_runs);
    batch.mean = total / batch.runs;
    return batch;
}

// Expansions per timed slice: well under a millisecond, so a call overruns its budget by
// little.
constexpr int kTimingSlice = 4096;
// A first run shorter than this is timed again in batches at once (time_search): about 2 ms
// of repeated runs.
constexpr double kQuickRunSeconds = 0.0005;
// Longer searches: three batches (or, past the budget, three runs in slices), one per call,
// and the fastest counts. One run was all a big map had, and identical searches read up to 2x
// apart on this 2-core machine (QA pass).
constexpr int kTimedRuns = 3;
// A batch of whole runs takes at most this much of a call.
constexpr double kMaxBatchSeconds = 0.005;

}  // namespace

SearchTiming time_search(GridSearch& search, const Grid& grid, GridProblem problem,
                         double min_total_seconds, int max_runs) {
    problem.options.record_history = false;
    SearchTiming timing;
    // Three batches, each of at least a third of the time (or of the runs), and the fastest
    // batch counts: a pause of the browser in one batch does not spoil the number.
    double best = -1;
    for (int batch = 0; batch < 3; ++batch) {
        const Batch b = time_batch(search, grid, problem, min_total_seconds / 3,
                                   std::max(1, max_runs / 3));
        timing.runs += b.runs;
        if (best < 0 || b.mean < best) best = b.mean;
    }
    timing.seconds = best;
    return timing;
}

void SearchTimes::update(const Scene& scene, std::uint64_t version, bool finished,
                         double budget_seconds) {
    if (version != version_) {
        version_ = version;
        if (!(scene == scene_)) {
            scene_ = scene;
            times_.clear();
            start_pane();
        }
    }
    if (!finished || times_.size() >= scene_.panes.size()) return;
    const int i = static_cast<int>(times_.size());
    GridProblem problem = pane_problem(scene_, i);
    problem.options.record_history = false;
    // One search for every pane and scene: its arrays are allocated once per map size, outside
    // any timed run. A fresh search per pane had timed its allocation (and the growth of the
    // wasm memory): a 3 569-expansion search on a 1024 x 1024 map read 16.5 ms (QA pass).
    if (!search_) search_ = std::make_unique<GridSearch>();
    const Grid& grid = scene_.grid;

    if (mode_ == Mode::kBatches) {
        const Batch b = time_batch(*search_, grid, problem,
                                   std::min(budget_seconds / 2, kMaxBatchSeconds), 1000);
        note_run(b.mean, b.runs);
        return;
    }

    // A run in slices: the probe that says how long the search is, or one of a long one's runs.
    if (!running_) {
        if (mode_ == Mode::kProbe) search_->begin(grid, problem);  // untimed: the allocation
        const auto began = Clock::now();
        search_->begin(grid, problem);
        run_seconds_ = seconds_since(began);
        running_ = true;
    }
    const auto deadline = Clock::now() + std::chrono::duration<double>(budget_seconds);
    while (search_->status() == SearchStatus::kSearching) {
        const auto began = Clock::now();
        search_->seek(search_->counters().expansions + kTimingSlice);
        const auto ended = Clock::now();
        run_seconds_ += std::chrono::duration<double>(ended - began).count();
        if (ended > deadline) return;
    }
    running_ = false;
    if (mode_ == Mode::kProbe) {
        if (run_seconds_ < kQuickRunSeconds) {
            // With the probe's own search: a fresh one would allocate its arrays again, 32 MB
            // on a 1024 x 1024 map.
            times_.push_back(time_search(*search_, grid, problem, 0.002, 1000));
            start_pane();
            return;
        }
        if (run_seconds_ < budget_seconds) {
            mode_ = Mode::kBatches;  // from the next call on; the probe does not count
            return;
        }
        mode_ = Mode::kSliced;  // the probe is the first of the runs
    }
    note_run(run_seconds_, 1);
}

void SearchTimes::note_run(double seconds, int runs) {
    best_ = timed_ == 0 ? seconds : std::min(best_, seconds);
    runs_ += runs;
    if (++timed_ < kTimedRuns) return;
    times_.push_back({best_, runs_, mode_ == Mode::kSliced});
    start_pane();
}

void SearchTimes::start_pane() {
    mode_ = Mode::kProbe;
    running_ = false;
    timed_ = 0;
    runs_ = 0;
}

const SearchTiming* SearchTimes::pane(int i) const {
    if (i < 0 || i >= static_cast<int>(times_.size())) return nullptr;
    return &times_[static_cast<std::size_t>(i)];
}

const SearchTiming* shown_time(const SearchTimes& times, int i, bool pane_finished) {
    return pane_finished ? times.pane(i) : nullptr;
}

}  // namespace astar::app
