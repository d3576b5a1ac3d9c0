#include "core/path_smoothing.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>

#include "core/grid_graph.hpp"

namespace astar {

namespace {

// The cost of the single step from -> to as the search's neighbour provider prices it, or
// nothing if it is not a legal move (off the grid, into or out of a wall, not adjacent, a
// forbidden diagonal).
std::optional<double> step_cost(const Grid& grid, const GridGraph& graph, Cell from, Cell to) {
    for (Cell c : {from, to}) {
        if (!grid.in_bounds(c) || !grid.passable(c)) return std::nullopt;
    }
    const int target = grid.index(to);
    std::optional<double> step;
    Neighbor neighbors[GridGraph::kMaxDegree];
    const int count = collect_neighbors<false>(graph, grid.index(from), neighbors);
    for (int k = 0; k < count; ++k) {
        if (neighbors[k].node == target) step = neighbors[k].cost;
    }
    return step;
}

}  // namespace

std::optional<double> measure_path(const Grid& grid, const MovementRules& rules,
                                   const std::vector<Cell>& path) {
    for (Cell c : path) {
        if (!grid.in_bounds(c) || !grid.passable(c)) return std::nullopt;
    }
    // Ask the same neighbour provider the search uses, so "legal" means the same thing.
    const GridGraph graph(grid, rules, Heuristic::kZero);
    double total = 0;
    for (std::size_t i = 1; i < path.size(); ++i) {
        const std::optional<double> step = step_cost(grid, graph, path[i - 1], path[i]);
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

namespace {

// May a line of sight pass exactly through the corner between the diagonal neighbours side1 and
// side2? Only where the diagonal rule would let a unit step between them.
bool corner_allowed(const Grid& grid, const MovementRules& rules, Cell side1, Cell side2) {
    const int walls = (grid.passable(side1) ? 0 : 1) + (grid.passable(side2) ? 0 : 1);
    if (!rules.allows_diagonals()) return walls == 0;
    switch (rules.diagonal) {
        case DiagonalRule::kAlways: return true;
        case DiagonalRule::kAtMostOneBlocked: return walls <= 1;
        case DiagonalRule::kNoCornerCut:
        case DiagonalRule::kNever: return walls == 0;
    }
    return false;
}

}  // namespace

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
    auto corner = [&](Cell side1, Cell side2) { return corner_allowed(grid, rules, side1, side2); };
    return trace_segment(a, b, cell, corner);
}

namespace {

// How smooth_path decides whether the straight segment from an anchor to a later turning point
// may replace the raw path between them: line_of_sight(a, b), and its cost bound (its length
// at its costliest cell) no more than the raw path's cost. Two ways to answer:
//
//  * A trace of the segment, cell by cell (checking sight and the costliest cell in one pass).
//  * At once, by a table of counts of "not plain" cells (walls, water, and cells whose cost
//    differs from the path's first cell) over the bounding box of the path: if the segment's
//    bounding box holds none, every cell and corner the segment passes is plain ground, so it
//    is in sight (no wall anywhere near, no water) and its cost bound is its length times the
//    one cost there - exactly what the trace would find. The table costs 4 bytes and O(1) work
//    per cell of the path's bounding box, so it is built only once the traces have done a
//    comparable amount of work (or an anchor is about to hit its work bound, below).
class SegmentChecker {
public:
    SegmentChecker(const Grid& grid, const MovementRules& rules, const std::vector<Cell>& path)
        : grid_(grid), rules_(rules) {
        min_ = max_ = path.front();
        for (Cell c : path) {
            min_.x = std::min(min_.x, c.x), min_.y = std::min(min_.y, c.y);
            max_.x = std::max(max_.x, c.x), max_.y = std::max(max_.y, c.y);
        }
        all_in_bounds_ = grid.in_bounds(min_) && grid.in_bounds(max_);
        plain_cost_ = grid.in_bounds(path.front()) ? grid.cost(path.front()) : kWall;
        box_cells_ = static_cast<long long>(max_.x - min_.x + 1) * (max_.y - min_.y + 1);
    }

    bool has_table() const { return !prefix_.empty(); }
    long long box_cells() const { return box_cells_; }

    void build_table(SmoothingWork& work) {
        if (has_table() || !all_in_bounds_) return;
        const int w = max_.x - min_.x + 1, h = max_.y - min_.y + 1;
        stride_ = w + 1;
        prefix_.assign(static_cast<std::size_t>(w + 1) * (h + 1), 0);
        for (int y = 0; y < h; ++y) {
            std::uint32_t row = 0;
            for (int x = 0; x < w; ++x) {
                const Cell c{min_.x + x, min_.y + y};
                const CellCost cost = grid_.cost(c);
                row += (cost == kWall || cost != plain_cost_ || grid_.water(c)) ? 1 : 0;
                at(x + 1, y + 1) = at(x + 1, y) + row;
            }
        }
        work.table_cells = box_cells_;
    }

    // True if every cell in the bounding box of a and b is plain ground (needs the table).
    bool box_is_plain(Cell a, Cell b) const {
        if (!has_table()) return false;
        const int x0 = std::min(a.x, b.x) - min_.x, x1 = std::max(a.x, b.x) - min_.x + 1;
        const int y0 = std::min(a.y, b.y) - min_.y, y1 = std::max(a.y, b.y) - min_.y + 1;
        return at(x1, y1) - at(x0, y1) - at(x1, y0) + at(x0, y0) == 0;
    }

    // The cost bound of a segment whose bounding box is plain ground.
    double plain_bound(Cell a, Cell b) const {
        return std::hypot(b.x - a.x, b.y - a.y) * plain_cost_;
    }

    // Traces a -> b: nothing if it is not in sight or its cost bound is over `limit`, else the
    // bound. Same answer as line_of_sight plus the costliest cell along the same trace.
    std::optional<double> trace(Cell a, Cell b, double limit, SmoothingWork& work) const {
        if (!grid_.in_bounds(a) || !grid_.in_bounds(b)) return std::nullopt;
        const double length = std::hypot(b.x - a.x, b.y - a.y);
        bool previous_water = grid_.water(a);
        CellCost worst = 0;
        long long cells = 0;
        auto cell = [&](Cell c) {
            ++cells;
            const CellCost cost = grid_.cost(c);
            if (cost == kWall) return false;
            const bool water = grid_.water(c);
            if (water && !previous_water) return false;  // water is entered only from water
            previous_water = water;
            if (cost > worst) {
                worst = cost;
                if (length * worst > limit) return false;  // only grows from here
            }
            return true;
        };
        auto corner = [&](Cell side1, Cell side2) {
            return corner_allowed(grid_, rules_, side1, side2);
        };
        const bool clear = trace_segment(a, b, cell, corner);
        work.traced_cells += cells;
        if (!clear) return std::nullopt;
        return length * worst;
    }

private:
    std::uint32_t& at(int x, int y) { return prefix_[static_cast<std::size_t>(y) * stride_ + x]; }
    std::uint32_t at(int x, int y) const {
        return prefix_[static_cast<std::size_t>(y) * stride_ + x];
    }

    const Grid& grid_;
    const MovementRules& rules_;
    Cell min_{}, max_{};
    bool all_in_bounds_ = false;
    CellCost plain_cost_ = kWall;
    long long box_cells_ = 0;
    int stride_ = 0;
    std::vector<std::uint32_t> prefix_;  // prefix_[y][x]: not-plain cells in [0, x) x [0, y)
};

// Walks the raw path's turning points in order (first cell, every cell where the direction
// changes, last cell), summing the raw path's cost step by step on the way (an illegal step
// counts 0), so smoothing needs no per-cell or per-turn array: it only ever looks forward from
// the current anchor, and an anchor's reach is the turning point just before the cursor.
class TurnCursor {
public:
    struct Turn {
        Cell cell;
        std::size_t index;  // into the raw path
        double cost_to;     // of the raw path up to here
    };

    TurnCursor(const Grid& grid, const MovementRules& rules, const std::vector<Cell>& path)
        : grid_(grid), graph_(grid, rules, Heuristic::kZero), path_(path),
          turn_{path.front(), 0, 0.0} {}

    const Turn& turn() const { return turn_; }

    // Moves to the next turning point; false (and stays) if this is the last cell.
    bool next() {
        std::size_t i = turn_.index;
        if (i + 1 >= path_.size()) return false;
        double cost_to = turn_.cost_to;
        for (;;) {
            cost_to += step_cost(grid_, graph_, path_[i], path_[i + 1]).value_or(0);
            ++i;
            if (i + 1 == path_.size()) break;
            const int dx1 = path_[i].x - path_[i - 1].x, dy1 = path_[i].y - path_[i - 1].y;
            const int dx2 = path_[i + 1].x - path_[i].x, dy2 = path_[i + 1].y - path_[i].y;
            if (dx1 != dx2 || dy1 != dy2) break;
        }
        turn_ = {path_[i], i, cost_to};
        return true;
    }

private:
    const Grid& grid_;
    const GridGraph graph_;
    const std::vector<Cell>& path_;
    Turn turn_;
};

}  // namespace

SmoothedPath smooth_path(const Grid& grid, const MovementRules& rules,
                         const std::vector<Cell>& path, SmoothingWork* work_out) {
    SmoothedPath out;
    SmoothingWork work;
    if (path.empty()) {
        if (work_out) *work_out = work;
        return out;
    }
    SegmentChecker checker(grid, rules, path);
    // Build the table (one pass over the path's bounding box) once the traces have visited a
    // quarter as many cells, or when an anchor is about to reach its work bound.
    const long long table_after = checker.box_cells() / 4;

    // From each kept point, reach as far along the turning points as a cheap enough straight
    // line allows, stopping at the first one that is not (neighbouring turning points are always
    // joined by the raw path itself). Tracing costs the segment's length for every turning point
    // looked at, so a path that winds through open ground (a turn every cell or two, all in
    // sight) used to cost turns x length; segments in plain ground are answered by the table
    // instead, with the same answer. The traces of one anchor stop at the work bound
    // (kSmoothingWorkSlack + kSmoothingWorkPerStep per raw-path step looked ahead): past it,
    // the anchor keeps the farthest point found so far. The result is still a valid smoothing -
    // every segment in sight, no costlier than the raw path - only possibly with more points.
    // Each anchor's bound is paid for by raw-path steps that the next anchors never look at
    // again (at most twice), so all traces together visit O(path length) cells.
    using Turn = TurnCursor::Turn;
    TurnCursor cursor(grid, rules, path);
    out.points.push_back(path.front());
    Turn anchor = cursor.turn();
    if (!cursor.next()) {
        if (work_out) *work_out = work;
        return out;
    }
    // The farthest point the anchor reaches so far, and the cost of getting there: at first the
    // next turning point, by the raw path.
    Turn reach = cursor.turn();
    double reach_cost = reach.cost_to - anchor.cost_to;
    for (;;) {
        long long anchor_work = 0;
        bool more;
        while ((more = cursor.next())) {
            const Turn& candidate = cursor.turn();
            const Cell a = anchor.cell, b = candidate.cell;
            const double replaced = candidate.cost_to - anchor.cost_to;
            const double limit = replaced + 1e-9;
            std::optional<double> bound;
            if (checker.box_is_plain(a, b)) {
                ++work.table_answers;
                bound = checker.plain_bound(a, b);
                if (*bound > limit) break;
            } else {
                // At most this many cells to trace.
                const long long cells = std::llabs(static_cast<long long>(b.x) - a.x) +
                                        std::llabs(static_cast<long long>(b.y) - a.y) + 1;
                const long long allowed =
                    kSmoothingWorkSlack +
                    kSmoothingWorkPerStep * static_cast<long long>(candidate.index - anchor.index);
                if (!checker.has_table() &&
                    (work.traced_cells + cells > table_after || anchor_work + cells > allowed)) {
                    checker.build_table(work);
                    if (checker.box_is_plain(a, b)) {
                        ++work.table_answers;
                        bound = checker.plain_bound(a, b);
                        if (*bound > limit) break;
                    }
                }
                if (!bound) {
                    if (anchor_work + cells > allowed) {
                        ++work.cut_lookaheads;
                        break;
                    }
                    anchor_work += cells;
                    bound = checker.trace(a, b, limit, work);
                    if (!bound) break;
                }
            }
            reach = candidate;
            reach_cost = *bound;
        }
        const Cell a = anchor.cell, b = reach.cell;
        out.length += std::hypot(b.x - a.x, b.y - a.y);
        out.cost += reach_cost;
        out.points.push_back(b);
        if (!more) break;  // the reach is the last cell
        // The cursor stopped on the first turning point the anchor could not reach: it follows
        // the new anchor, which joins it by the raw path.
        anchor = reach;
        reach = cursor.turn();
        reach_cost = reach.cost_to - anchor.cost_to;
    }
    if (work_out) *work_out = work;
    return out;
}

}  // namespace astar
