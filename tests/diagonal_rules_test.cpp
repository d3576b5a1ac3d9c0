// The movement rules: 4 or 8 moves, the four diagonal rules, diagonal cost sqrt(2) or 1, and
// the neighbour reports of step() that say which moves a rule refused.
#include <gtest/gtest.h>

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
using test::problem_for;

// The "gate": S and G are diagonal neighbours with a wall on both sides of their corner, and
// the cell (1, 0) is a diagonal neighbour of S with one wall beside the corner.
//     x 0 1 2
//  y0   . . .
//  y1   S # .
//  y2   # G .
AsciiMap gate() {
    return fixture({"...",
                    "S#.",
                    "#G."});
}

// A 3x3 map with nothing in it.
//     S . .
//     . . .
//     . . G
AsciiMap open_square() {
    return fixture({"S..",
                    "...",
                    "..G"});
}

test::Outcome solve(const AsciiMap& m, const MovementRules& rules) {
    return test::solve(m.grid, problem_for(m, rules, Heuristic::kZero));
}

// --- costs per rule ---------------------------------------------------------------------------

TEST(DiagonalRules, CornerCuttingStepsBetweenTwoWalls) {
    const test::Outcome r = solve(gate(), eight_moves(DiagonalRule::kAlways));
    ASSERT_EQ(r.status, SearchStatus::kFound);
    // One diagonal step, squeezing between the walls (1, 1) and (0, 2).
    EXPECT_DOUBLE_EQ(r.cost, kSqrt2);
    EXPECT_EQ(r.path, (std::vector<Cell>{{0, 1}, {1, 2}}));
}

TEST(DiagonalRules, AtMostOneBlockedPassesOneWallButNotTwo) {
    const test::Outcome r = solve(gate(), eight_moves(DiagonalRule::kAtMostOneBlocked));
    ASSERT_EQ(r.status, SearchStatus::kFound);
    // S -> G directly has walls on both sides: refused. Each of S -> (1,0), (1,0) -> (2,1) and
    // (2,1) -> G has exactly one wall, (1,1), beside it: three diagonals, 3 * sqrt(2) = 4.243,
    // cheaper than any route with straight steps (the cheapest, through (2,2), is
    // 2 * sqrt(2) + 2 = 4.83).
    EXPECT_DOUBLE_EQ(r.cost, 3 * kSqrt2);
    EXPECT_EQ(r.path, (std::vector<Cell>{{0, 1}, {1, 0}, {2, 1}, {1, 2}}));
}

TEST(DiagonalRules, NoCornerCutGoesAroundEveryWallCorner) {
    const test::Outcome r = solve(gate(), eight_moves(DiagonalRule::kNoCornerCut));
    ASSERT_EQ(r.status, SearchStatus::kFound);
    // Every diagonal near (1,1) touches that wall, so only straight steps remain:
    // up, right, right, down, down, left = 6.
    EXPECT_DOUBLE_EQ(r.cost, 6.0);
    EXPECT_EQ(r.path,
              (std::vector<Cell>{{0, 1}, {0, 0}, {1, 0}, {2, 0}, {2, 1}, {2, 2}, {1, 2}}));
}

TEST(DiagonalRules, NeverRuleTakesOnlyStraightStepsEvenInTheOpen) {
    const test::Outcome r = solve(open_square(), eight_moves(DiagonalRule::kNever));
    ASSERT_EQ(r.status, SearchStatus::kFound);
    EXPECT_DOUBLE_EQ(r.cost, 4.0);  // 2 right + 2 down
}

TEST(DiagonalRules, NoCornerCutTakesDiagonalsInTheOpen) {
    const test::Outcome r = solve(open_square(), eight_moves(DiagonalRule::kNoCornerCut));
    ASSERT_EQ(r.status, SearchStatus::kFound);
    EXPECT_DOUBLE_EQ(r.cost, 2 * kSqrt2);  // two diagonal steps
    EXPECT_EQ(r.path, (std::vector<Cell>{{0, 0}, {1, 1}, {2, 2}}));
}

TEST(DiagonalRules, FourMovesIgnoreTheDiagonalRule) {
    MovementRules rules = four_moves();
    rules.diagonal = DiagonalRule::kAlways;
    const test::Outcome r = solve(open_square(), rules);
    ASSERT_EQ(r.status, SearchStatus::kFound);
    EXPECT_DOUBLE_EQ(r.cost, 4.0);
    const test::Outcome through_gate = solve(gate(), rules);
    EXPECT_DOUBLE_EQ(through_gate.cost, 6.0);  // as with no corner cutting
}

TEST(DiagonalRules, DiagonalCostOneMakesADiagonalAsCheapAsAStraightStep) {
    const test::Outcome r =
        solve(open_square(), eight_moves(DiagonalRule::kNoCornerCut, DiagonalCost::kOne));
    ASSERT_EQ(r.status, SearchStatus::kFound);
    EXPECT_DOUBLE_EQ(r.cost, 2.0);  // two diagonal steps of length 1
}

// S . . . .      4 right and 1 down: with diagonal cost 1 one diagonal + 3 straight = 4,
// . . . . G      with sqrt(2): 3 + sqrt(2) = 4.414, with 4 moves 5.
TEST(DiagonalRules, DiagonalCostChangesTheCostOfAnOtherwiseEqualPath) {
    const AsciiMap m = fixture({"S....",
                                "....G"});
    EXPECT_DOUBLE_EQ(solve(m, eight_moves(DiagonalRule::kNoCornerCut, DiagonalCost::kOne)).cost,
                     4.0);
    EXPECT_DOUBLE_EQ(solve(m, eight_moves(DiagonalRule::kNoCornerCut, DiagonalCost::kSqrt2)).cost,
                     3.0 + kSqrt2);
    EXPECT_DOUBLE_EQ(solve(m, four_moves()).cost, 5.0);
}

// --- neighbour reports ------------------------------------------------------------------------

using Expected = std::vector<std::pair<Cell, NeighborOutcome>>;

// Checks the neighbour reports of `r`, in order.
void expect_reports(const GridSearch& search, const StepResult& r, const Expected& expected) {
    ASSERT_EQ(r.neighbor_count, static_cast<int>(expected.size()));
    for (std::size_t i = 0; i < expected.size(); ++i) {
        EXPECT_EQ(search.cell(r.neighbors[i].node), expected[i].first) << "report " << i;
        EXPECT_EQ(r.neighbors[i].outcome, expected[i].second) << "report " << i;
    }
}

// The first step expands S = (0, 1) of the gate. Neighbour order is N, E, S, W, NE, SE, SW, NW,
// and only cells inside the map are reported: N (0,0), E (1,1) wall, S (0,2) wall, NE (1,0)
// with the wall (1,1) beside it, SE (1,2) = G with walls on both sides.
const StepResult& first_step_on_gate(GridSearch& search, const AsciiMap& m,
                                     const MovementRules& rules) {
    EXPECT_TRUE(search.begin(m.grid, problem_for(m, rules, Heuristic::kZero)));
    return search.step();
}

TEST(DiagonalRuleReports, NoCornerCutReportsBothGateDiagonalsAsCornerRule) {
    const AsciiMap m = gate();
    GridSearch search;
    const StepResult& r = first_step_on_gate(search, m, eight_moves(DiagonalRule::kNoCornerCut));
    expect_reports(search, r,
                   {{{0, 0}, NeighborOutcome::kPushed},
                    {{1, 1}, NeighborOutcome::kBlocked},
                    {{0, 2}, NeighborOutcome::kBlocked},
                    {{1, 0}, NeighborOutcome::kCornerRule},
                    {{1, 2}, NeighborOutcome::kCornerRule}});
    // A refused move leaves its target untouched.
    EXPECT_EQ(search.state(search.node({1, 0})), CellState::kUnseen);
    EXPECT_EQ(search.state(search.node({1, 2})), CellState::kUnseen);
}

TEST(DiagonalRuleReports, AtMostOneBlockedRefusesOnlyTheDiagonalBetweenTwoWalls) {
    const AsciiMap m = gate();
    GridSearch search;
    const StepResult& r =
        first_step_on_gate(search, m, eight_moves(DiagonalRule::kAtMostOneBlocked));
    expect_reports(search, r,
                   {{{0, 0}, NeighborOutcome::kPushed},
                    {{1, 1}, NeighborOutcome::kBlocked},
                    {{0, 2}, NeighborOutcome::kBlocked},
                    {{1, 0}, NeighborOutcome::kPushed},
                    {{1, 2}, NeighborOutcome::kCornerRule}});
    EXPECT_DOUBLE_EQ(r.neighbors[3].g, kSqrt2);
}

TEST(DiagonalRuleReports, CornerCuttingRefusesNoDiagonal) {
    const AsciiMap m = gate();
    GridSearch search;
    const StepResult& r = first_step_on_gate(search, m, eight_moves(DiagonalRule::kAlways));
    expect_reports(search, r,
                   {{{0, 0}, NeighborOutcome::kPushed},
                    {{1, 1}, NeighborOutcome::kBlocked},
                    {{0, 2}, NeighborOutcome::kBlocked},
                    {{1, 0}, NeighborOutcome::kPushed},
                    {{1, 2}, NeighborOutcome::kPushed}});
}

TEST(DiagonalRuleReports, NeverRuleDoesNotReportDiagonalsAtAll) {
    const AsciiMap m = gate();
    GridSearch search;
    const StepResult& r = first_step_on_gate(search, m, eight_moves(DiagonalRule::kNever));
    expect_reports(search, r,
                   {{{0, 0}, NeighborOutcome::kPushed},
                    {{1, 1}, NeighborOutcome::kBlocked},
                    {{0, 2}, NeighborOutcome::kBlocked}});
}

TEST(DiagonalRuleReports, FourMovesDoNotReportDiagonalsAtAll) {
    const AsciiMap m = gate();
    GridSearch search;
    MovementRules rules = four_moves();
    rules.diagonal = DiagonalRule::kAlways;
    const StepResult& r = first_step_on_gate(search, m, rules);
    expect_reports(search, r,
                   {{{0, 0}, NeighborOutcome::kPushed},
                    {{1, 1}, NeighborOutcome::kBlocked},
                    {{0, 2}, NeighborOutcome::kBlocked}});
}

// S .
// . #      the diagonal S -> (1, 1) goes into a wall: that is kBlocked, whatever the rule
TEST(DiagonalRuleReports, DiagonalIntoAWallIsBlockedNotCornerRule) {
    const AsciiMap m = fixture({"S.",
                                ".#"});
    for (DiagonalRule rule : {DiagonalRule::kAlways, DiagonalRule::kNoCornerCut,
                              DiagonalRule::kAtMostOneBlocked}) {
        SCOPED_TRACE(std::string(option_name(rule)));
        GridSearch search;
        AsciiMap with_goal = m;
        with_goal.goal = {1, 0};
        ASSERT_TRUE(search.begin(m.grid, problem_for(with_goal, eight_moves(rule))));
        const StepResult& r = search.step();
        expect_reports(search, r,
                       {{{1, 0}, NeighborOutcome::kPushed},
                        {{0, 1}, NeighborOutcome::kPushed},
                        {{1, 1}, NeighborOutcome::kBlocked}});
    }
}

// What the rules say about the move from `from` to the neighbour `to`, worked out here from the
// definitions in movement.hpp, independently of GridGraph.
NeighborOutcome expected_rejection(const Grid& grid, const MovementRules& rules, Cell from,
                                   Cell to) {
    if (!grid.passable(to) || (grid.water(to) && !grid.water(from))) {
        return NeighborOutcome::kBlocked;
    }
    const int dx = to.x - from.x, dy = to.y - from.y;
    if (dx == 0 || dy == 0) return NeighborOutcome::kPushed;  // "allowed"
    const int walls = (grid.passable({from.x + dx, from.y}) ? 0 : 1) +
                      (grid.passable({from.x, from.y + dy}) ? 0 : 1);
    bool allowed = false;
    switch (rules.diagonal) {
        case DiagonalRule::kNever: allowed = false; break;
        case DiagonalRule::kAlways: allowed = true; break;
        case DiagonalRule::kNoCornerCut: allowed = walls == 0; break;
        case DiagonalRule::kAtMostOneBlocked: allowed = walls <= 1; break;
    }
    return allowed ? NeighborOutcome::kPushed : NeighborOutcome::kCornerRule;
}

// On seeded random maps (walls, water, every rule), every step reports each neighbour inside
// the map exactly once, and kBlocked / kCornerRule exactly where the rules refuse the move.
TEST(DiagonalRuleReports, RejectionsAreReportedExactlyWhereTheRulesRefuse) {
    int corner_reports = 0, blocked_reports = 0;
    for (std::uint32_t seed = 1; seed <= 60; ++seed) {
        test::RandomMapSpec spec;
        spec.max_side = 14;
        const test::RandomCase c = test::random_case(seed, spec);
        SCOPED_TRACE(c.description);
        GridSearch search;
        GridProblem problem = test::make_problem(c.start, c.goal);
        problem.rules = c.rules;
        ASSERT_TRUE(search.begin(c.grid, problem));
        const bool diagonals = c.rules.allows_diagonals();
        while (search.status() == SearchStatus::kSearching) {
            const StepResult& r = search.step();
            const Cell from = search.cell(r.expanded);
            if (r.expanded == search.goal()) break;
            int expected_count = 0;
            for (int dy = -1; dy <= 1; ++dy) {
                for (int dx = -1; dx <= 1; ++dx) {
                    const bool diagonal = dx != 0 && dy != 0;
                    if ((dx == 0 && dy == 0) || (diagonal && !diagonals)) continue;
                    if (c.grid.in_bounds({from.x + dx, from.y + dy})) ++expected_count;
                }
            }
            ASSERT_EQ(r.neighbor_count, expected_count) << "at " << from.x << "," << from.y;
            for (int i = 0; i < r.neighbor_count; ++i) {
                const NeighborReport& n = r.neighbors[static_cast<std::size_t>(i)];
                const Cell to = search.cell(n.node);
                ASSERT_LE(std::abs(to.x - from.x), 1);
                ASSERT_LE(std::abs(to.y - from.y), 1);
                const NeighborOutcome want = expected_rejection(c.grid, c.rules, from, to);
                if (want == NeighborOutcome::kPushed) {
                    EXPECT_NE(n.outcome, NeighborOutcome::kBlocked) << "move to " << to.x << "," << to.y;
                    EXPECT_NE(n.outcome, NeighborOutcome::kCornerRule) << "move to " << to.x << "," << to.y;
                } else {
                    EXPECT_EQ(n.outcome, want) << "move " << from.x << "," << from.y << " -> "
                                               << to.x << "," << to.y;
                }
                corner_reports += n.outcome == NeighborOutcome::kCornerRule;
                blocked_reports += n.outcome == NeighborOutcome::kBlocked;
            }
        }
    }
    // The maps are varied enough to exercise both kinds of refusal.
    EXPECT_GT(corner_reports, 0);
    EXPECT_GT(blocked_reports, 0);
}

}  // namespace
}  // namespace astar
