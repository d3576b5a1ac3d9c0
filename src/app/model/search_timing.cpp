#include "app/model/search_timing.hpp"

#include <algorithm>
#include <chrono>

namespace astar::app {

SearchTiming time_search(const Grid& grid, GridProblem problem, double min_total_seconds,
                         int max_runs) {
    using Clock = std::chrono::steady_clock;
    problem.options.record_history = false;
    GridSearch search;
    SearchTiming timing;
    // Three batches, each of at least a third of the time (or of the runs), and the fastest
    // batch counts: a pause of the browser in one batch does not spoil the number.
    const double batch_seconds = min_total_seconds / 3;
    const int batch_runs = std::max(1, max_runs / 3);
    double best = -1;
    for (int batch = 0; batch < 3; ++batch) {
        const auto start = Clock::now();
        int runs = 0;
        double total = 0;
        do {
            if (search.begin(grid, problem)) search.run();
            ++runs;
            total = std::chrono::duration<double>(Clock::now() - start).count();
        } while (total < batch_seconds && runs < batch_runs);
        timing.runs += runs;
        const double mean = total / runs;
        if (best < 0 || mean < best) best = mean;
    }
    timing.seconds = best;
    return timing;
}

namespace {

// Expansions per timed slice: well under a millisecond, so a call overruns its budget by
// little.
constexpr int kTimingSlice = 4096;
// A first run shorter than this is timed again in batches (time_search): about 2 ms of
// repeated runs.
constexpr double kQuickRunSeconds = 0.0005;
// A first run that fits in a call's budget is timed again whole, one run per call, and the
// fastest of these counts: slices with a frame drawn between them read high (natively on a
// 1024 x 1024 map, 2% for the slices alone, 13% with 64 MB written between them).
constexpr int kWholeRuns = 3;

}  // namespace

void SearchTimes::update(const Scene& scene, std::uint64_t version, bool finished,
                         double budget_seconds) {
    using Clock = std::chrono::steady_clock;
    if (version != version_) {
        version_ = version;
        if (!(scene == scene_)) {
            scene_ = scene;
            times_.clear();
            run_.reset();
            whole_runs_left_ = 0;
        }
    }
    if (!finished || times_.size() >= scene_.panes.size()) return;
    const int i = static_cast<int>(times_.size());
    GridProblem problem = pane_problem(scene_, i);
    problem.options.record_history = false;
    if (whole_runs_left_ > 0) {
        const auto began = Clock::now();
        run_->begin(scene_.grid, problem);
        run_->run();
        const double seconds = std::chrono::duration<double>(Clock::now() - began).count();
        best_whole_ = whole_runs_left_ == kWholeRuns ? seconds : std::min(best_whole_, seconds);
        if (--whole_runs_left_ == 0) {
            run_.reset();
            times_.push_back({best_whole_, kWholeRuns});
        }
        return;
    }
    if (!run_) {
        run_ = std::make_unique<GridSearch>();
        run_seconds_ = 0;
        const auto began = Clock::now();
        run_->begin(scene_.grid, problem);
        run_seconds_ += std::chrono::duration<double>(Clock::now() - began).count();
    }
    const auto deadline = Clock::now() + std::chrono::duration<double>(budget_seconds);
    while (run_->status() == SearchStatus::kSearching) {
        const auto began = Clock::now();
        run_->seek(run_->counters().expansions + kTimingSlice);
        const auto ended = Clock::now();
        run_seconds_ += std::chrono::duration<double>(ended - began).count();
        if (ended > deadline) return;
    }
    if (run_seconds_ >= kQuickRunSeconds && run_seconds_ < budget_seconds) {
        whole_runs_left_ = kWholeRuns;  // from the next call on
        return;
    }
    run_.reset();
    times_.push_back(run_seconds_ < kQuickRunSeconds
                         ? time_search(scene_.grid, problem, 0.002, 1000)
                         : SearchTiming{run_seconds_, 1});
}

const SearchTiming* SearchTimes::pane(int i) const {
    if (i < 0 || i >= static_cast<int>(times_.size())) return nullptr;
    return &times_[static_cast<std::size_t>(i)];
}

const SearchTiming* shown_time(const SearchTimes& times, int i, bool pane_finished) {
    return pane_finished ? times.pane(i) : nullptr;
}

}  // namespace astar::app
