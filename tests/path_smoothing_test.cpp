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

}  // namespace
}  // namespace astar
