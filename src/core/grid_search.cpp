#include "core/grid_search.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

namespace astar {

template class BasicSearch<GridGraph>;

namespace {

std::string describe(const char* what, Cell c) {
    return std::string(what) + " (" + std::to_string(c.x) + ", " + std::to_string(c.y) + ")";
}

}  // namespace

std::optional<std::string> check_problem(const Grid& grid, const GridProblem& problem) {
    if (grid.cell_count() == 0) return "the map is empty";
    for (auto [name, c] : {std::pair{"start", problem.start}, std::pair{"goal", problem.goal}}) {
        if (!grid.in_bounds(c)) {
            return describe(name, c) + " is outside the " + std::to_string(grid.width()) + "x" +
                   std::to_string(grid.height()) + " map";
        }
        if (!grid.passable(c)) return describe(name, c) + " is a wall";
    }
    if (!(problem.options.weight >= 0 && problem.options.weight <= kMaxWeight)) {
        return "the heuristic weight must be a number from 0 to 1000";
    }
    if (problem.options.max_expansions < 0) return "the step limit must be 0 (none) or more";
    return std::nullopt;
}

bool GridSearch::begin(const Grid& grid, const GridProblem& problem) {
    problem_ = problem;
    if (auto problem_error = check_problem(grid, problem)) {
        error_ = *problem_error;
        // An impossible node number puts the engine in kInvalid without touching the grid.
        reset(GridGraph(grid, problem.rules, problem.heuristic), -1, -1, problem.options);
        return false;
    }
    error_.clear();
    reset(GridGraph(grid, problem.rules, problem.heuristic), grid.index(problem.start),
          grid.index(problem.goal), problem.options);
    return true;
}

bool GridSearch::retarget(Cell goal) {
    GridProblem moved = problem_;
    moved.goal = goal;
    if (check_problem(graph().grid(), moved)) return false;
    if (!BasicSearch::retarget(graph().grid().index(goal))) return false;
    problem_ = moved;
    return true;
}

std::vector<Cell> GridSearch::path_cells() const {
    std::vector<Cell> cells;
    cells.reserve(path().size());
    for (int n : path()) cells.push_back(cell(n));
    return cells;
}

bool entered_cells_cost_the_same(const Grid& grid, Cell start, Cell goal) {
    // Every passable cell costs 1: no need to read a million of them (Comparison::reset asks
    // on every move of a dragged goal).
    if (grid.plain_ground_only()) return true;
    const int skip_a = grid.in_bounds(start) ? grid.index(start) : -1;
    const int skip_b = grid.in_bounds(goal) ? grid.index(goal) : -1;
    std::optional<CellCost> cost;
    for (int i = 0; i < grid.cell_count(); ++i) {
        if (i == skip_a || i == skip_b || !grid.passable_at(i)) continue;
        if (!cost) cost = grid.cost_at(i);
        if (grid.cost_at(i) != *cost) return false;
    }
    return true;
}

double path_cost_ceiling(const Grid& grid, const MovementRules& rules) {
    double passable = 0;
    CellCost costliest = 0;
    for (int i = 0; i < grid.cell_count(); ++i) {
        if (!grid.passable_at(i)) continue;
        passable += 1;
        costliest = std::max(costliest, grid.cost_at(i));
    }
    const double step = rules.allows_diagonals() ? rules.diagonal_length() : 1.0;
    return passable * static_cast<double>(costliest) * std::max(step, 1.0);
}

}  // namespace astar
