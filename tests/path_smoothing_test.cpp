// Measuring paths and smoothing them: measure_path, drop_collinear, line_of_sight and
// smooth_path. Line of sight is checked against an exact trace of the segment written here.
#include "core/path_smoothing.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <utility>
#include <vector>

#include "core/ascii_map.hpp"
#include "core/grid_search.hpp"
#include "support/search_test_support.hpp"

namespace astar {
namespace {

using test::eight_moves;
using test::fixture;
using test::four_moves;
using test::kSqrt2;

// --- measure_path -----------------------------------------------------------------------------

// S . .
// . . .
// . . G
TEST(MeasurePath, AddsStraightAndDiagonalSteps) {
    const AsciiMap m = fixture({"S..", "...", "..G"});
    EXPECT_DOUBLE_EQ(*measure_path(m.grid, eight_moves(), {{0, 0}, {1, 1}, {2, 1}}), kSqrt2 + 1);
    EXPECT_DOUBLE_EQ(
        *measure_path(m.grid, eight_moves(DiagonalRule::kNoCornerCut, DiagonalCost::kOne),
                      {{0, 0}, {1, 1}, {2, 1}}),
        2.0);
}

// S 3 .       entering the 3 costs 3, entering (2,0) 1
TEST(MeasurePath, ChargesTheCostOfEachCellEntered) {
    const AsciiMap m = fixture({"S3."});
    EXPECT_DOUBLE_EQ(*measure_path(m.grid, four_moves(), {{0, 0}, {1, 0}, {2, 0}}), 4.0);
    EXPECT_DOUBLE_EQ(*measure_path(m.grid, four_moves(), {{2, 0}, {1, 0}, {0, 0}}), 4.0);
    EXPECT_DOUBLE_EQ(*measure_path(m.grid, four_moves(), {{1, 0}, {2, 0}}), 1.0);
}

TEST(MeasurePath, EmptyPathAndSingleCellCostZero) {
    const Grid grid(3, 3);
    EXPECT_EQ(measure_path(grid, eight_moves(), {}), 0.0);
    EXPECT_EQ(measure_path(grid, eight_moves(), {{1, 1}}), 0.0);
}

TEST(MeasurePath, RejectsAStepToACellThatIsNotANeighbour) {
    const Grid grid(4, 4);
    EXPECT_EQ(measure_path(grid, eight_moves(), {{0, 0}, {2, 0}}), std::nullopt);
    EXPECT_EQ(measure_path(grid, eight_moves(), {{0, 0}, {0, 0}}), std::nullopt);
}

// S # G
TEST(MeasurePath, RejectsAPathThroughAWall) {
    const AsciiMap m = fixture({"S#G"});
    EXPECT_EQ(measure_path(m.grid, four_moves(), {{0, 0}, {1, 0}, {2, 0}}), std::nullopt);
}

TEST(MeasurePath, RejectsACellOutsideTheGrid) {
    const Grid grid(2, 2);
    EXPECT_EQ(measure_path(grid, eight_moves(), {{1, 1}, {2, 1}}), std::nullopt);
    EXPECT_EQ(measure_path(grid, eight_moves(), {{0, 0}, {-1, 0}}), std::nullopt);
}

TEST(MeasurePath, RejectsADiagonalStepWithFourMoves) {
    const Grid grid(2, 2);
    EXPECT_EQ(measure_path(grid, four_moves(), {{0, 0}, {1, 1}}), std::nullopt);
    EXPECT_EQ(measure_path(grid, eight_moves(DiagonalRule::kNever), {{0, 0}, {1, 1}}),
              std::nullopt);
}

// S #         the diagonal S -> (1,1) passes the wall (1,0): allowed when cutting corners or
// . .         with at most one side blocked, refused with no corner cutting.
TEST(MeasurePath, AppliesTheDiagonalRule) {
    const AsciiMap m = fixture({"S#", ".."});
    const std::vector<Cell> path = {{0, 0}, {1, 1}};
    EXPECT_EQ(measure_path(m.grid, eight_moves(DiagonalRule::kNoCornerCut), path), std::nullopt);
    EXPECT_DOUBLE_EQ(*measure_path(m.grid, eight_moves(DiagonalRule::kAtMostOneBlocked), path),
                     kSqrt2);
    EXPECT_DOUBLE_EQ(*measure_path(m.grid, eight_moves(DiagonalRule::kAlways), path), kSqrt2);
}

// --- drop_collinear ---------------------------------------------------------------------------

TEST(DropCollinear, KeepsTheEndpointsAndEveryTurn) {
    const std::vector<Cell> path = {{0, 0}, {1, 0}, {2, 0}, {2, 1}, {2, 2}, {3, 3}, {4, 4}};
    EXPECT_EQ(drop_collinear(path), (std::vector<Cell>{{0, 0}, {2, 0}, {2, 2}, {4, 4}}));
}

TEST(DropCollinear, KeepsShortPathsAsTheyAre) {
    EXPECT_TRUE(drop_collinear({}).empty());
    EXPECT_EQ(drop_collinear({{3, 4}}), (std::vector<Cell>{{3, 4}}));
    EXPECT_EQ(drop_collinear({{3, 4}, {4, 4}}), (std::vector<Cell>{{3, 4}, {4, 4}}));
}

TEST(DropCollinear, AStraightLineBecomesItsEnds) {
    EXPECT_EQ(drop_collinear({{0, 0}, {1, 1}, {2, 2}, {3, 3}}),
              (std::vector<Cell>{{0, 0}, {3, 3}}));
}

// --- line_of_sight ----------------------------------------------------------------------------

// S . # . G
TEST(LineOfSight, AWallOnTheSegmentBlocksIt) {
    const AsciiMap m = fixture({"S.#.G"});
    EXPECT_FALSE(line_of_sight(m.grid, eight_moves(DiagonalRule::kAlways), {0, 0}, {4, 0}));
    EXPECT_TRUE(line_of_sight(m.grid, eight_moves(DiagonalRule::kAlways), {0, 0}, {1, 0}));
}

// . . .      the segment (0,0) -> (2,1) crosses (0,0), (1,0), (1,1), (2,1): a wall at (1,1)
// . # .      blocks it, a wall at (2,0) (which it misses) does not.
TEST(LineOfSight, OnlyTheCellsTheSegmentCrossesMatter) {
    const AsciiMap blocked = fixture({"...", ".#."});
    const AsciiMap missed = fixture({"..#", "..."});
    EXPECT_FALSE(line_of_sight(blocked.grid, eight_moves(), {0, 0}, {2, 1}));
    EXPECT_TRUE(line_of_sight(missed.grid, eight_moves(), {0, 0}, {2, 1}));
}

// . # .      (0,0) -> (2,2) passes exactly through the corner of (1,0) and (0,1), and of (2,1)
// . . .      and (1,2). With one of them a wall: only no-corner-cut (and 4 moves) refuse.
// . . .
TEST(LineOfSight, APassedCornerWithOneWallFollowsTheDiagonalRule) {
    const AsciiMap m = fixture({".#.", "...", "..."});
    EXPECT_FALSE(line_of_sight(m.grid, eight_moves(DiagonalRule::kNoCornerCut), {0, 0}, {2, 2}));
    EXPECT_FALSE(line_of_sight(m.grid, four_moves(), {0, 0}, {2, 2}));
    EXPECT_TRUE(
        line_of_sight(m.grid, eight_moves(DiagonalRule::kAtMostOneBlocked), {0, 0}, {2, 2}));
    EXPECT_TRUE(line_of_sight(m.grid, eight_moves(DiagonalRule::kAlways), {0, 0}, {2, 2}));
}

// . # .      both sides of the first corner are walls: only corner cutting sees through
// # . .
// . . .
TEST(LineOfSight, APassedCornerBetweenTwoWallsNeedsCornerCutting) {
    const AsciiMap m = fixture({".#.", "#..", "..."});
    EXPECT_FALSE(
        line_of_sight(m.grid, eight_moves(DiagonalRule::kAtMostOneBlocked), {0, 0}, {2, 2}));
    EXPECT_TRUE(line_of_sight(m.grid, eight_moves(DiagonalRule::kAlways), {0, 0}, {2, 2}));
}

// . ~ ~      water is entered only from water: land -> water is blocked, water -> water and
//            water -> land are clear.
TEST(LineOfSight, WaterIsSeenIntoOnlyFromWater) {
    const AsciiMap m = fixture({".~~"});
    EXPECT_FALSE(line_of_sight(m.grid, eight_moves(), {0, 0}, {2, 0}));
    EXPECT_TRUE(line_of_sight(m.grid, eight_moves(), {1, 0}, {2, 0}));
    EXPECT_TRUE(line_of_sight(m.grid, eight_moves(), {2, 0}, {0, 0}));
}

TEST(LineOfSight, EndsOutsideTheGridAreNotVisible) {
    const Grid grid(3, 3);
    EXPECT_FALSE(line_of_sight(grid, eight_moves(), {0, 0}, {3, 0}));
    EXPECT_FALSE(line_of_sight(grid, eight_moves(), {-1, 0}, {2, 2}));
}

// An exact trace of the segment between the centres of a and b, independent of the one in
// path_smoothing.cpp: the cells whose interior it crosses, and for each lattice corner it passes
// exactly through, the two side cells there. In doubled coordinates cell centres are even and
// cell borders odd, so every crossing is at a rational t = num / den.
struct ExactTrace {
    std::vector<Cell> cells;
    std::vector<std::pair<Cell, Cell>> corners;
};

ExactTrace exact_trace(Cell a, Cell b) {
    struct Event {
        long long num, den;  // t = num / den, den > 0
        bool x, y;           // crosses an x border, a y border (both: a corner)
    };
    const long long dx = b.x - a.x, dy = b.y - a.y;
    std::vector<Event> events;
    // x borders at doubled coordinate 2k+1 strictly between 2a.x and 2b.x: t = (2k+1-2a.x)/(2dx).
    for (long long k = std::min(a.x, b.x); k < std::max(a.x, b.x); ++k) {
        long long num = 2 * k + 1 - 2 * a.x, den = 2 * dx;
        if (den < 0) num = -num, den = -den;
        events.push_back({num, den, true, false});
    }
    for (long long k = std::min(a.y, b.y); k < std::max(a.y, b.y); ++k) {
        long long num = 2 * k + 1 - 2 * a.y, den = 2 * dy;
        if (den < 0) num = -num, den = -den;
        events.push_back({num, den, false, true});
    }
    auto less = [](const Event& p, const Event& q) { return p.num * q.den < q.num * p.den; };
    std::sort(events.begin(), events.end(), less);
    // Merge coinciding x and y crossings into corners.
    std::vector<Event> merged;
    for (const Event& e : events) {
        if (!merged.empty() && !less(merged.back(), e)) {
            merged.back().x |= e.x;
            merged.back().y |= e.y;
        } else {
            merged.push_back(e);
        }
    }
    ExactTrace trace;
    auto cell_at = [&](double t) {
        return Cell{static_cast<int>(std::lround(a.x + t * static_cast<double>(dx))),
                    static_cast<int>(std::lround(a.y + t * static_cast<double>(dy)))};
    };
    double previous_t = 0.0;
    trace.cells.push_back(a);
    const int sx = dx > 0 ? 1 : -1, sy = dy > 0 ? 1 : -1;
    for (std::size_t i = 0; i < merged.size(); ++i) {
        const double t = static_cast<double>(merged[i].num) / static_cast<double>(merged[i].den);
        const double next_t = i + 1 < merged.size()
                                  ? static_cast<double>(merged[i + 1].num) /
                                        static_cast<double>(merged[i + 1].den)
                                  : 1.0;
        if (merged[i].x && merged[i].y) {
            const Cell before = cell_at((previous_t + t) / 2);
            trace.corners.push_back({{before.x + sx, before.y}, {before.x, before.y + sy}});
        }
        trace.cells.push_back(cell_at((t + next_t) / 2));
        previous_t = t;
    }
    return trace;
}

bool expected_line_of_sight(const Grid& grid, const MovementRules& rules, Cell a, Cell b) {
    const ExactTrace trace = exact_trace(a, b);
    for (Cell c : trace.cells) {
        if (!grid.passable(c)) return false;
    }
    for (const auto& [side1, side2] : trace.corners) {
        const int walls = !grid.passable(side1) + !grid.passable(side2);
        const DiagonalRule rule = rules.allows_diagonals() ? rules.diagonal
                                                           : DiagonalRule::kNoCornerCut;
        if (rule == DiagonalRule::kAtMostOneBlocked && walls > 1) return false;
        if ((rule == DiagonalRule::kNoCornerCut || rule == DiagonalRule::kNever) && walls > 0) {
            return false;
        }
    }
    return true;
}

TEST(LineOfSight, ExactTraceOfASegmentThroughCornersIsRight) {
    // The trace itself, checked by hand: (0,0) -> (2,2) crosses (0,0), (1,1), (2,2) and the
    // corners beside them; (0,0) -> (2,1) crosses four cells and no corner.
    const ExactTrace diagonal = exact_trace({0, 0}, {2, 2});
    EXPECT_EQ(diagonal.cells, (std::vector<Cell>{{0, 0}, {1, 1}, {2, 2}}));
    ASSERT_EQ(diagonal.corners.size(), 2u);
    EXPECT_EQ(diagonal.corners[0], (std::pair<Cell, Cell>{{1, 0}, {0, 1}}));
    const ExactTrace knight = exact_trace({0, 0}, {2, 1});
    EXPECT_EQ(knight.cells, (std::vector<Cell>{{0, 0}, {1, 0}, {1, 1}, {2, 1}}));
    EXPECT_TRUE(knight.corners.empty());
}

// On seeded maps without water, for every rule, line_of_sight agrees with the exact trace in
// both directions: it never sees through a wall or through a corner the rule forbids cutting,
// and it sees everything else.
TEST(LineOfSight, NeverPassesAWallOrAForbiddenCornerOnRandomMaps) {
    int visible = 0, hidden = 0;
    for (std::uint32_t seed = 1; seed <= 40; ++seed) {
        test::RandomMapSpec spec;
        spec.max_side = 12;
        spec.terrain = false;
        const test::RandomCase c = test::random_case(seed, spec);
        std::mt19937 rng(seed);
        for (const auto& rule : option_table<DiagonalRule>()) {
            const MovementRules rules = eight_moves(rule.value);
            for (int i = 0; i < 60; ++i) {
                const Cell a{test::random_below(rng, c.grid.width()),
                             test::random_below(rng, c.grid.height())};
                const Cell b{test::random_below(rng, c.grid.width()),
                             test::random_below(rng, c.grid.height())};
                const bool want = expected_line_of_sight(c.grid, rules, a, b);
                EXPECT_EQ(line_of_sight(c.grid, rules, a, b), want)
                    << c.description << ", " << rule.name << ", (" << a.x << ", " << a.y
                    << ") -> (" << b.x << ", " << b.y << ")\n"
                    << render_grid(c.grid);
                EXPECT_EQ(line_of_sight(c.grid, rules, b, a), want) << "reversed";
                (want ? visible : hidden) += 1;
            }
        }
    }
    EXPECT_GT(visible, 100);
    EXPECT_GT(hidden, 100);
}

// --- smooth_path ------------------------------------------------------------------------------

// S . . .       4 moves: A* goes 3 right and 3 down (or some staircase), cost 6. The open
// . . . .       square is all in sight, so the smoothed path is the one straight segment
// . . . .       S -> G of length 3 * sqrt(2).
// . . . G
TEST(SmoothPath, AnOpenSquareBecomesOneStraightSegment) {
    const AsciiMap m = fixture({"S...", "....", "....", "...G"});
    const test::Outcome raw =
        test::solve(m.grid, test::problem_for(m, four_moves(), Heuristic::kManhattan));
    ASSERT_DOUBLE_EQ(raw.cost, 6.0);
    const SmoothedPath s = smooth_path(m.grid, four_moves(), raw.path);
    EXPECT_EQ(s.points, (std::vector<Cell>{{0, 0}, {3, 3}}));
    EXPECT_DOUBLE_EQ(s.length, 3 * kSqrt2);
    EXPECT_DOUBLE_EQ(s.cost, 3 * kSqrt2);  // every cell on it costs 1
}

// S . . .       the straight line S -> G crosses the 9s: its bound 9 * 3 * sqrt(2) is more
// . 9 . .       than the raw path it would replace, so it is not taken.
// . . 9 .
// . . . G
TEST(SmoothPath, DoesNotShortcutThroughCostlyGround) {
    const AsciiMap m = fixture({"S...", ".9..", "..9.", "...G"});
    const test::Outcome raw =
        test::solve(m.grid, test::problem_for(m, eight_moves(), Heuristic::kOctile));
    const SmoothedPath s = smooth_path(m.grid, eight_moves(), raw.path);
    EXPECT_NE(s.points, (std::vector<Cell>{{0, 0}, {3, 3}}));
    EXPECT_LE(s.cost, raw.cost + 1e-9);
}

TEST(SmoothPath, EmptyPathGivesNothingAndOneCellGivesOnePoint) {
    const Grid grid(3, 3);
    EXPECT_TRUE(smooth_path(grid, eight_moves(), {}).points.empty());
    const SmoothedPath one = smooth_path(grid, eight_moves(), {{1, 2}});
    EXPECT_EQ(one.points, (std::vector<Cell>{{1, 2}}));
    EXPECT_EQ(one.length, 0.0);
}

// On seeded maps with terrain and every rule: the smoothed path keeps both endpoints, its points
// are points of the raw path in order, every segment is in sight, its length is the sum of its
// segments, and its cost bound never exceeds the raw path's cost.
TEST(SmoothPath, NeverCostsMoreThanTheRawPathOnRandomMaps) {
    int shortened = 0;
    for (std::uint32_t seed = 1; seed <= 120; ++seed) {
        const test::RandomCase c = test::random_case(seed);
        SCOPED_TRACE(c.description);
        GridProblem p = test::make_problem(c.start, c.goal);
        p.rules = c.rules;
        p.heuristic = Heuristic::kZero;
        const test::Outcome raw = test::solve(c.grid, p);
        if (raw.status != SearchStatus::kFound) continue;
        const SmoothedPath s = smooth_path(c.grid, c.rules, raw.path);
        ASSERT_FALSE(s.points.empty());
        EXPECT_EQ(s.points.front(), c.start);
        EXPECT_EQ(s.points.back(), c.goal);
        auto at = raw.path.begin();
        double length = 0;
        for (std::size_t i = 0; i < s.points.size(); ++i) {
            at = std::find(at, raw.path.end(), s.points[i]);
            ASSERT_NE(at, raw.path.end()) << "point " << i << " is not on the raw path in order";
            if (i == 0) continue;
            const Cell a = s.points[i - 1], b = s.points[i];
            EXPECT_TRUE(line_of_sight(c.grid, c.rules, a, b)) << "segment " << i;
            length += std::hypot(b.x - a.x, b.y - a.y);
        }
        EXPECT_NEAR(s.length, length, 1e-9);
        EXPECT_LE(s.cost, raw.cost + 1e-9 * (1 + raw.cost));
        shortened += s.points.size() < drop_collinear(raw.path).size();
    }
    EXPECT_GT(shortened, 10);
}

// --- smooth_path: the work bound and the plain-ground table ------------------------------------

// The smoothing as it was specified (and implemented) before the plain-ground table and the work
// bound: from each anchor, take turning points while each is in sight and its cost bound (its
// length at its costliest cell, from the exact trace above) is no more than the raw path's cost
// between them; stop at the first that is not. Quadratic, for small maps only.
SmoothedPath reference_smooth(const Grid& grid, const MovementRules& rules,
                              const std::vector<Cell>& path) {
    SmoothedPath out;
    if (path.empty()) return out;
    std::vector<double> cost_to(path.size(), 0.0);
    for (std::size_t i = 1; i < path.size(); ++i) {
        cost_to[i] = cost_to[i - 1] + measure_path(grid, rules, {path[i - 1], path[i]}).value_or(0);
    }
    std::vector<std::size_t> turns = {0};
    for (std::size_t i = 1; i + 1 < path.size(); ++i) {
        const int dx1 = path[i].x - path[i - 1].x, dy1 = path[i].y - path[i - 1].y;
        const int dx2 = path[i + 1].x - path[i].x, dy2 = path[i + 1].y - path[i].y;
        if (dx1 != dx2 || dy1 != dy2) turns.push_back(i);
    }
    if (path.size() > 1) turns.push_back(path.size() - 1);
    auto bound = [&](Cell a, Cell b) {
        CellCost worst = 0;
        for (Cell c : exact_trace(a, b).cells) worst = std::max(worst, grid.cost(c));
        return std::hypot(b.x - a.x, b.y - a.y) * worst;
    };
    out.points.push_back(path.front());
    for (std::size_t anchor = 0; anchor + 1 < turns.size();) {
        std::size_t reach = anchor + 1;
        double reach_cost = cost_to[turns[reach]] - cost_to[turns[anchor]];
        for (std::size_t k = anchor + 2; k < turns.size(); ++k) {
            const Cell a = path[turns[anchor]], b = path[turns[k]];
            if (!line_of_sight(grid, rules, a, b)) break;
            if (bound(a, b) > cost_to[turns[k]] - cost_to[turns[anchor]] + 1e-9) break;
            reach = k;
            reach_cost = bound(a, b);
        }
        const Cell a = path[turns[anchor]], b = path[turns[reach]];
        out.length += std::hypot(b.x - a.x, b.y - a.y);
        out.cost += reach_cost;
        out.points.push_back(b);
        anchor = reach;
    }
    return out;
}

// A valid smoothing of `raw`: both endpoints, points of the raw path in order, every segment in
// sight, the length the sum of the segments, the cost bound no more than the raw path's cost.
void expect_valid_smoothing(const Grid& grid, const MovementRules& rules,
                            const std::vector<Cell>& raw, const SmoothedPath& s) {
    ASSERT_FALSE(s.points.empty());
    EXPECT_EQ(s.points.front(), raw.front());
    EXPECT_EQ(s.points.back(), raw.back());
    auto at = raw.begin();
    double length = 0;
    for (std::size_t i = 0; i < s.points.size(); ++i) {
        at = std::find(at, raw.end(), s.points[i]);
        ASSERT_NE(at, raw.end()) << "point " << i << " is not on the raw path in order";
        if (i == 0) continue;
        const Cell a = s.points[i - 1], b = s.points[i];
        EXPECT_TRUE(line_of_sight(grid, rules, a, b)) << "segment " << i;
        length += std::hypot(b.x - a.x, b.y - a.y);
    }
    EXPECT_NEAR(s.length, length, 1e-9 * (1 + length));
    const std::optional<double> raw_cost = measure_path(grid, rules, raw);
    ASSERT_TRUE(raw_cost.has_value());
    EXPECT_LE(s.cost, *raw_cost + 1e-9 * (1 + *raw_cost));
}

// Greedy best-first with the zero heuristic on an empty map winds: a turn every cell or so, and
// every turning point in sight of the start. The old smoothing traced a segment from the start
// to each of them - about turns x side cells: ~87,000 turns x ~360 cells, 3e7 cells here, and
// 1.4 s on 1024 x 1024, 100 s on 4096 x 4096. Now the segments in plain ground are answered by
// the table: the work counter stays far below the path's length (no timing in this test), and
// the answer is still the one straight segment.
TEST(SmoothPath, AWindingPathInOpenGroundCostsLinearWork) {
    const int side = 512;
    const Grid grid(side, side);
    GridProblem p = test::make_problem({0, 0}, {side - 1, side - 1});
    p.heuristic = Heuristic::kZero;
    p.options.algorithm = Algorithm::kGreedyBestFirst;
    const test::Outcome raw = test::solve(grid, p);
    ASSERT_EQ(raw.status, SearchStatus::kFound);
    const std::size_t turns = drop_collinear(raw.path).size();
    ASSERT_GT(turns, 50000u);  // the winding path this test is about
    SmoothingWork work;
    const SmoothedPath s = smooth_path(grid, p.rules, raw.path, &work);
    EXPECT_EQ(s.points, (std::vector<Cell>{{0, 0}, {side - 1, side - 1}}));
    EXPECT_DOUBLE_EQ(s.length, (side - 1) * kSqrt2);
    EXPECT_GT(work.table_answers, static_cast<long long>(turns) / 2);
    EXPECT_LT(work.traced_cells, static_cast<long long>(raw.path.size()));
    EXPECT_EQ(work.table_cells, static_cast<long long>(side) * side);
    EXPECT_EQ(work.cut_lookaheads, 0);
}

// A side x side grid of walls with a diagonal corridor (5 cells across) from corner to corner,
// and a 4-move staircase along its middle: a turn at every cell.
std::pair<Grid, std::vector<Cell>> staircase_in_a_corridor(int side) {
    Grid grid(side, side, kWall);
    for (int y = 0; y < side; ++y) {
        for (int x = std::max(0, y - 2); x <= std::min(side - 1, y + 2); ++x) {
            grid.set_cost({x, y}, kPlainGround);
        }
    }
    std::vector<Cell> raw = {{0, 0}};
    while (raw.back() != Cell{side - 1, side - 1}) {
        const Cell c = raw.back();
        raw.push_back(c.x == c.y ? Cell{c.x + 1, c.y} : Cell{c.x, c.y + 1});
    }
    return {std::move(grid), std::move(raw)};
}

// A diagonal corridor 4 cells wide, walls everywhere else, and a 4-move staircase along its middle:
// a turn at every cell, each in sight of the start, but every segment's bounding box holds walls,
// so nothing is answered by the table and every segment is traced. The old smoothing traced
// ~ (2 x 700)^2 cells and made one segment; the work bound cuts each anchor's lookahead, which
// leaves a few more points, still valid, and the traces stay within the bound.
TEST(SmoothPath, TheWorkBoundKeepsATracedStaircaseLinearAndValid) {
    const int side = 700;
    const auto [grid, raw] = staircase_in_a_corridor(side);
    const MovementRules rules = four_moves();
    ASSERT_TRUE(line_of_sight(grid, rules, {0, 0}, {side - 1, side - 1}));
    SmoothingWork work;
    const SmoothedPath s = smooth_path(grid, rules, raw, &work);
    expect_valid_smoothing(grid, rules, raw, s);
    EXPECT_GT(work.cut_lookaheads, 0);
    EXPECT_LT(s.points.size(), 20u);
    const long long steps = static_cast<long long>(raw.size());
    EXPECT_LE(work.traced_cells, kSmoothingWorkSlack * static_cast<long long>(s.points.size()) +
                                     2 * kSmoothingWorkPerStep * steps);
    EXPECT_LT(work.traced_cells, steps * steps / 4);  // the old smoothing's work
}

// The same staircase, short enough for the work bound: exactly the reference's answer.
TEST(SmoothPath, AShortTracedStaircaseIsTheReferenceAnswer) {
    const int side = 60;
    const auto [grid, raw] = staircase_in_a_corridor(side);
    SmoothingWork work;
    const SmoothedPath s = smooth_path(grid, four_moves(), raw, &work);
    EXPECT_EQ(s.points, (std::vector<Cell>{{0, 0}, {side - 1, side - 1}}));
    EXPECT_EQ(work.cut_lookaheads, 0);
}

// On seeded maps with walls, terrain, water and every rule, winding (greedy, zero heuristic)
// paths give exactly the reference's points, length and cost bound - most of them with the
// table built, so its answers (walls, water, other costs in the box: trace instead) are checked
// against the trace's.
TEST(SmoothPath, TheTableGivesTheReferenceAnswerOnRandomMaps) {
    int with_table = 0, table_answers = 0, compared = 0;
    for (std::uint32_t seed = 1; seed <= 150; ++seed) {
        test::RandomMapSpec spec;
        spec.max_side = 40;
        spec.max_wall_fraction = seed % 3 == 0 ? 0.0 : 0.25;  // some maps all open
        spec.far_apart = true;
        test::RandomCase c = test::random_case(seed, spec);
        if (seed % 4 == 1) {  // sprinkle water
            std::mt19937 rng(seed);
            for (int i = 0; i < c.grid.cell_count() / 10; ++i) {
                const Cell w{test::random_below(rng, c.grid.width()),
                             test::random_below(rng, c.grid.height())};
                if (c.grid.passable(w)) c.grid.set_water(w, true);
            }
        }
        SCOPED_TRACE(c.description);
        GridProblem p = test::make_problem(c.start, c.goal);
        p.rules = c.rules;
        p.heuristic = Heuristic::kZero;
        p.options.algorithm = Algorithm::kGreedyBestFirst;
        const test::Outcome raw = test::solve(c.grid, p);
        if (raw.status != SearchStatus::kFound) continue;
        SmoothingWork work;
        const SmoothedPath s = smooth_path(c.grid, c.rules, raw.path, &work);
        const SmoothedPath want = reference_smooth(c.grid, c.rules, raw.path);
        EXPECT_EQ(s.points, want.points) << test::cells_text(raw.path);
        EXPECT_DOUBLE_EQ(s.length, want.length);
        EXPECT_DOUBLE_EQ(s.cost, want.cost);
        EXPECT_EQ(work.cut_lookaheads, 0);
        expect_valid_smoothing(c.grid, c.rules, raw.path, s);
        ++compared;
        with_table += work.table_cells > 0;
        table_answers += static_cast<int>(work.table_answers);
    }
    EXPECT_GT(compared, 100);
    EXPECT_GT(with_table, 50);
    EXPECT_GT(table_answers, 1000);
}

// A path that is not legal (a jump, a wall) is still smoothed without reading outside the grid:
// illegal steps cost 0 and out-of-grid points are never in sight.
TEST(SmoothPath, AnIllegalPathIsHandledWithoutTheTable) {
    const AsciiMap m = fixture({"S.#.", "....", "...G"});
    const std::vector<Cell> raw = {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1}, {3, 2}, {5, 2}};
    const SmoothedPath s = smooth_path(m.grid, eight_moves(), raw);
    EXPECT_EQ(s.points.front(), (Cell{0, 0}));
    EXPECT_EQ(s.points.back(), (Cell{5, 2}));
}

}  // namespace
}  // namespace astar
