#include "core/path_smoothing.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "core/grid_graph.hpp"

namespace astar {

std::optional<double> measure_path(const Grid& grid, const MovementRules& rules,
                                   const std::vector<Cell>& path) {
    for (Cell c : path) {
        if (!grid.in_bounds(c) || !grid.passable(c)) return std::nullopt;
    }
    // Ask the same neighbour provider the search uses, so "legal" means the same thing.
    const GridGraph graph(grid, rules, Heuristic::kZero);
    double total = 0;
    for (std::size_t i = 1; i < path.size(); ++i) {
        const int from = grid.index(path[i - 1]);
        const int to = grid.index(path[i]);
        std::optional<double> step;
        Neighbor neighbors[GridGraph::kMaxDegree];
        const int count = collect_neighbors<false>(graph, from, neighbors);
        for (int k = 0; k < count; ++k) {
            if (neighbors[k].node == to) step = neighbors[k].cost;
        }
        if (!step) return std::nullopt;
        total += *step;
    }
    return total;
}

namespace {

// Indices of the first and last cells and of every cell where the direction changes.
std::vector<std::size_t> turning_points(const std::vector<Cell>& path) {
    std::vector<std::size_t> turns;
    if (path.empty()) return turns;
    turns.push_back(0);
    for (std::size_t i = 1; i + 1 < path.size(); ++i) {
        const int dx1 = path[i].x - path[i - 1].x, dy1 = path[i].y - path[i - 1].y;
        const int dx2 = path[i + 1].x - path[i].x, dy2 = path[i + 1].y - path[i].y;
        if (dx1 != dx2 || dy1 != dy2) turns.push_back(i);
    }
    if (path.size() > 1) turns.push_back(path.size() - 1);
    return turns;
}

// Walks the cells that the segment between the centres of a and b passes through (a grid
// traversal in integer arithmetic: `error` tracks which cell border the segment meets next).
// Calls cell(c) for each cell and corner(side1, side2) where it passes exactly through the
// corner between two diagonal neighbours. Stops early when a callback returns false.
template <class OnCell, class OnCorner>
bool trace_segment(Cell a, Cell b, OnCell cell, OnCorner corner) {
    int x = a.x, y = a.y;
    const int dx = std::abs(b.x - a.x), dy = std::abs(b.y - a.y);
    const int step_x = b.x > a.x ? 1 : -1, step_y = b.y > a.y ? 1 : -1;
    int error = dx - dy;
    for (int remaining = dx + dy; ; ) {
        if (!cell(Cell{x, y})) return false;
        if (remaining == 0) return true;
        if (error > 0) {
            x += step_x;
            error -= 2 * dy;
            remaining -= 1;
        } else if (error < 0) {
            y += step_y;
            error += 2 * dx;
            remaining -= 1;
        } else {
            if (!corner(Cell{x + step_x, y}, Cell{x, y + step_y})) return false;
            x += step_x;
            y += step_y;
            error += 2 * (dx - dy);
            remaining -= 2;
        }
    }
}

}  // namespace

std::vector<Cell> drop_collinear(const std::vector<Cell>& path) {
    std::vector<Cell> out;
    for (std::size_t i : turning_points(path)) out.push_back(path[i]);
    return out;
}

bool line_of_sight(const Grid& grid, const MovementRules& rules, Cell a, Cell b) {
    if (!grid.in_bounds(a) || !grid.in_bounds(b)) return false;
    bool previous_water = grid.water(a);
    auto cell = [&](Cell c) {
        if (!grid.passable(c)) return false;
        const bool water = grid.water(c);
        if (water && !previous_water) return false;  // water is entered only from water
        previous_water = water;
        return true;
    };
    auto corner = [&](Cell side1, Cell side2) {
        const int walls = (grid.passable(side1) ? 0 : 1) + (grid.passable(side2) ? 0 : 1);
        if (!rules.allows_diagonals()) return walls == 0;
        switch (rules.diagonal) {
            case DiagonalRule::kAlways: return true;
            case DiagonalRule::kAtMostOneBlocked: return walls <= 1;
            case DiagonalRule::kNoCornerCut:
            case DiagonalRule::kNever: return walls == 0;
        }
        return false;
    };
    return trace_segment(a, b, cell, corner);
}

namespace {

// An upper bound of the cost of walking straight from a to b: its length at the costliest cell.
double segment_cost_bound(const Grid& grid, Cell a, Cell b) {
    CellCost worst = 0;
    trace_segment(
        a, b,
        [&](Cell c) {
            worst = std::max(worst, grid.cost(c));
            return true;
        },
        [](Cell, Cell) { return true; });
    return std::hypot(b.x - a.x, b.y - a.y) * worst;
}

}  // namespace

SmoothedPath smooth_path(const Grid& grid, const MovementRules& rules,
                         const std::vector<Cell>& path) {
    SmoothedPath out;
    if (path.empty()) return out;
    // The cost of the raw path up to each cell, to price what a shortcut replaces.
    std::vector<double> cost_to(path.size(), 0.0);
    for (std::size_t i = 1; i < path.size(); ++i) {
        cost_to[i] = cost_to[i - 1] + measure_path(grid, rules, {path[i - 1], path[i]}).value_or(0);
    }
    const std::vector<std::size_t> turns = turning_points(path);

    // From each kept point, reach as far along the turning points as a cheap enough straight
    // line allows. Neighbouring turning points are always joined by the raw path itself.
    std::size_t anchor = 0;  // index into turns
    out.points.push_back(path.front());
    while (anchor + 1 < turns.size()) {
        std::size_t reach = anchor + 1;
        double reach_cost = cost_to[turns[reach]] - cost_to[turns[anchor]];
        for (std::size_t k = anchor + 2; k < turns.size(); ++k) {
            const Cell a = path[turns[anchor]], b = path[turns[k]];
            const double bound = segment_cost_bound(grid, a, b);
            const double replaced = cost_to[turns[k]] - cost_to[turns[anchor]];
            if (!line_of_sight(grid, rules, a, b) || bound > replaced + 1e-9) break;
            reach = k;
            reach_cost = bound;
        }
        const Cell a = path[turns[anchor]], b = path[turns[reach]];
        out.length += std::hypot(b.x - a.x, b.y - a.y);
        out.cost += reach_cost;
        out.points.push_back(b);
        anchor = reach;
    }
    return out;
}

}  // namespace astar
