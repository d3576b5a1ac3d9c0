#include "core/comparison.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace astar {

namespace {

// The problem of the Dijkstra search that finds the optimum (Comparison::work_on_optimum).
GridProblem dijkstra_problem(const Scene& scene) {
    GridProblem problem = pane_problem(scene, 0);
    problem.heuristic = Heuristic::kZero;
    problem.options = {};
    problem.options.algorithm = Algorithm::kDijkstra;
    return problem;
}

}  // namespace

void Comparison::reset(const Scene& scene) {
    // Only the goal moved (a dragged goal, one reset per cell): Dijkstra's expansions do not
    // depend on the goal, so its search goes on from where it is instead of starting again
    // (GridSearch::retarget), and the optimum comes after a few expansions instead of a whole
    // search (about 115 ms a move on a 1024 x 1024 map in the browser, bench/README.md).
    bool keep_dijkstra = false;
    // Compares the grids' tags first, so a copy of the same grid answers at once (grid.hpp);
    // a changed grid is compared cell by cell, once.
    const bool same_grid = scene.grid == scene_.grid;
    const bool same_ceiling = same_grid && scene.rules == scene_.rules;
    if (dijkstra_begun_ && !scene.panes.empty() && !scene_.panes.empty()) {
        GridProblem before = dijkstra_.problem();
        const GridProblem after = dijkstra_problem(scene);
        before.goal = after.goal;
        keep_dijkstra = before == after && same_grid;
    }
    scene_ = scene;  // the same grid, when kept: dijkstra_'s graph points to scene_.grid
    const auto count = scene_.panes.size();
    while (panes_.size() < count) panes_.push_back(std::make_unique<GridSearch>());
    panes_.resize(count);  // keeps the searches' per-cell arrays for the next reset
    curves_.assign(count, {});
    for (std::size_t i = 0; i < count; ++i) {
        GridProblem problem = pane_problem(scene_, static_cast<int>(i));
        problem.options.record_history = true;  // Step back and the slider undo steps
        panes_[i]->begin(scene_.grid, problem);
    }
    position_ = 0;
    end_ = 0;
    end_known_ = all_finished();
    optimal_known_ = false;
    dijkstra_begun_ = keep_dijkstra && dijkstra_.retarget(scene_.goal);
    // The start's and the goal's cells do not count: no path pays them differently (QA pass: a
    // start on sand made breadth-first "not guaranteed optimal" where it cannot miss).
    uniform_terrain_ = entered_cells_cost_the_same(scene_.grid, scene_.start, scene_.goal);
    // A scan of every cell: only when the grid or the rules changed.
    if (!same_ceiling) path_cost_ceiling_ = path_cost_ceiling(scene_.grid, scene_.rules);
    record_curves();
}

bool Comparison::all_finished() const {
    return std::none_of(panes_.begin(), panes_.end(), [](const auto& p) {
        return p->status() == SearchStatus::kSearching;
    });
}

void Comparison::record_curves() {
    for (std::size_t i = 0; i < panes_.size(); ++i) {
        std::vector<int>& curve = curves_[i];
        curve.resize(static_cast<std::size_t>(position_));
        curve.push_back(panes_[i]->counters().open_size);
    }
}

bool Comparison::step() {
    if (all_finished()) {
        end_known_ = true;
        end_ = position_;
        return false;
    }
    for (auto& pane : panes_) pane->step();
    ++position_;
    end_ = std::max(end_, position_);
    if (all_finished()) end_known_ = true;
    record_curves();
    return true;
}

void Comparison::seek(int position) {
    position = std::max(position, 0);
    if (end_known_) position = std::min(position, end_);
    if (position < position_) {
        for (auto& pane : panes_) pane->seek(position);
        position_ = position;
        for (auto& curve : curves_) curve.resize(static_cast<std::size_t>(position_) + 1);
        return;
    }
    advance_to(position);
}

void Comparison::run_to_end() { advance_to(std::numeric_limits<int>::max()); }

// What a loop of step() does, with each pane's own loop: a pane still searching takes
// `position` expansions or ends on the way, and the lockstep position goes as far as the
// furthest pane, the place where every pane has finished if they all have.
void Comparison::advance_to(int position) {
    const int from = position_;
    if (position <= from) return;
    int furthest = from;
    for (auto& pane : panes_) {
        if (pane->status() != SearchStatus::kSearching) continue;
        if (position == std::numeric_limits<int>::max()) {
            pane->run();
        } else {
            pane->seek(position);
        }
        furthest = std::max(furthest, pane->counters().expansions);
    }
    position_ = all_finished() ? furthest : position;
    end_ = std::max(end_, position_);
    if (all_finished()) {
        end_known_ = true;
        end_ = position_;
    }
    for (std::size_t i = 0; i < panes_.size(); ++i) {
        const GridSearch& pane = *panes_[i];
        std::vector<int>& curve = curves_[i];
        curve.resize(static_cast<std::size_t>(from) + 1);
        for (int t = from + 1; t <= position_; ++t) {
            curve.push_back(pane.open_size_after(std::min(t, pane.counters().expansions)));
        }
    }
}

double Comparison::optimal_cost() const {
    work_on_optimum(std::numeric_limits<int>::max());
    return optimal_cost_;
}

bool Comparison::work_on_optimum(int expansions) const {
    if (optimal_known_) return true;
    if (!dijkstra_begun_) {
        dijkstra_begun_ = true;
        if (panes_.empty() || !dijkstra_.begin(scene_.grid, dijkstra_problem(scene_))) {
            optimal_known_ = true;
            optimal_cost_ = -1;
            return true;
        }
    }
    const int done = dijkstra_.counters().expansions;
    if (expansions >= std::numeric_limits<int>::max() - done) {
        dijkstra_.run();
    } else {
        dijkstra_.seek(done + std::max(expansions, 1));
    }
    if (dijkstra_.status() == SearchStatus::kSearching) return false;
    optimal_known_ = true;
    optimal_cost_ = dijkstra_.status() == SearchStatus::kFound ? dijkstra_.path_cost() : -1;
    return true;
}

PaneSummary Comparison::summary(int i, OptimumCheck check) const {
    const GridSearch& p = pane(i);
    const PaneSettings& settings = scene_.panes[static_cast<std::size_t>(i)];
    PaneSummary s;
    s.status = p.status();
    s.error = p.error();
    s.expansions = p.counters().expansions;
    s.pushes = p.counters().pushes;
    s.open_size = p.counters().open_size;
    s.peak_open_size = p.counters().peak_open_size;
    s.trail = p.options().algorithm == Algorithm::kDepthFirstWalk;
    s.verdict = judge_search(settings.algorithm, settings.heuristic, scene_.rules, settings.weight,
                             uniform_terrain_, scene_.tie_break, path_cost_ceiling_);
    if (s.status == SearchStatus::kFound) {
        s.path_cost = p.path_cost();
        s.path_cells = static_cast<int>(p.path().size());
    }
    s.finished = s.status == SearchStatus::kFound || s.status == SearchStatus::kNoPath;
    if (s.finished && (check == OptimumCheck::kWaitForIt || optimal_known_)) {
        s.checked = true;
        const double best = optimal_cost();
        s.optimal = s.status == SearchStatus::kFound
                        ? best >= 0 && std::abs(s.path_cost - best) <= 1e-9 * std::max(1.0, best)
                        : best < 0;
    }
    return s;
}

}  // namespace astar
