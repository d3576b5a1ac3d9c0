// A search on a Grid, addressed by cells, with the problem checked first.
//
// How to use:
//     astar::GridProblem problem;
//     problem.start = {1, 1};
//     problem.goal = {8, 5};
//     problem.heuristic = astar::Heuristic::kManhattan;
//     astar::GridSearch search;
//     if (!search.begin(grid, problem)) { show(search.error()); return; }  // "start (1, 1) is a wall"
//     search.run();
//     double cost = search.path_cost();
//     std::vector<astar::Cell> cells = search.path_cells();
//
// Everything of BasicSearch (step, seek, state, g, ...) is available, with nodes numbered
// grid.index(cell). The grid must outlive the search and stay unchanged while it runs; after
// an edit, call begin() again.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/grid.hpp"
#include "core/grid_graph.hpp"
#include "core/search_engine.hpp"

namespace astar {

extern template class BasicSearch<GridGraph>;

struct GridProblem {
    Cell start;
    Cell goal;
    MovementRules rules;
    Heuristic heuristic = Heuristic::kOctile;
    SearchOptions options;

    friend bool operator==(const GridProblem&, const GridProblem&) = default;
};

// The problem with `problem` on `grid` in one sentence, or nothing if it can be searched:
// an empty grid, start or goal outside the grid or on a wall, a weight that is negative or not a
// number, a negative step limit.
std::optional<std::string> check_problem(const Grid& grid, const GridProblem& problem);

// Whether every passable cell costs the same, `start` and `goal` left out (cells outside the
// grid, as the default, leave out nothing): then every step a path takes on its way costs the
// same, since no path enters its start and every path enters its goal once. For judge_search's
// `uniform_terrain`.
bool entered_cells_cost_the_same(const Grid& grid, Cell start = {-1, -1}, Cell goal = {-1, -1});

// An upper bound on the cost of any path on `grid` that enters no cell twice: every passable
// cell entered once, at the largest cost, by the longest step. (For judge_search: the tie key
// compares g rounded to a float, exactly enough only below 2^24.)
double path_cost_ceiling(const Grid& grid, const MovementRules& rules);

class GridSearch : public BasicSearch<GridGraph> {
public:
    // Starts a search. Returns false, with error() set and status() kInvalid, if the problem
    // cannot be searched.
    bool begin(const Grid& grid, const GridProblem& problem);

    // BasicSearch::retarget for a goal cell, which must be free (check_problem); the problem
    // then names the new goal.
    bool retarget(Cell goal);

    const GridProblem& problem() const { return problem_; }
    const std::string& error() const { return error_; }

    Cell cell(int node) const { return graph().grid().cell(node); }
    int node(Cell c) const { return graph().grid().index(c); }
    std::vector<Cell> path_cells() const;

private:
    GridProblem problem_;
    std::string error_;
};

}  // namespace astar
