// Terrain: a step costs the cost of the cell it enters times its length, the start is free, a
// path goes around costly ground only when that is cheaper, and water is entered only from water.
#include <gtest/gtest.h>

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

test::Outcome solve(const AsciiMap& m, const MovementRules& rules) {
    return test::solve(m.grid, problem_for(m, rules, Heuristic::kManhattan));
}

// S 5 G       through the 5: 5 + 1 = 6; around below: 4 steps of 1 = 4
// . . .
TEST(Terrain, DetoursAroundACostlyCellWhenThatIsCheaper) {
    const test::Outcome r = solve(fixture({"S5G",
                                           "..."}),
                                  four_moves());
    ASSERT_EQ(r.status, SearchStatus::kFound);
    EXPECT_DOUBLE_EQ(r.cost, 4.0);
    EXPECT_EQ(r.path, (std::vector<Cell>{{0, 0}, {0, 1}, {1, 1}, {2, 1}, {2, 0}}));
}

// S 2 G       through the 2: 2 + 1 = 3; around below: 4
// . . .
TEST(Terrain, GoesThroughACostlyCellWhenThatIsCheaper) {
    const test::Outcome r = solve(fixture({"S2G",
                                           "..."}),
                                  four_moves());
    ASSERT_EQ(r.status, SearchStatus::kFound);
    EXPECT_DOUBLE_EQ(r.cost, 3.0);
    EXPECT_EQ(r.path, (std::vector<Cell>{{0, 0}, {1, 0}, {2, 0}}));
}

// S 3         (0,0) -> (1,0) enters the 3: costs 3. (1,0) -> (0,0) enters plain ground: costs 1,
//             and the 3 under the start is never paid.
TEST(Terrain, AStepCostsTheCellItEntersNotTheCellItLeaves) {
    AsciiMap m = fixture({"S3"});
    m.goal = {1, 0};
    EXPECT_DOUBLE_EQ(solve(m, four_moves()).cost, 3.0);
    std::swap(m.start, m.goal);
    EXPECT_DOUBLE_EQ(solve(m, four_moves()).cost, 1.0);
}

// S #         corner cutting, so the only move is the diagonal into the 3: 3 * sqrt(2)
// # 3
TEST(Terrain, ADiagonalStepCostsTheCellCostTimesSqrt2) {
    AsciiMap m = fixture({"S#",
                          "#3"});
    m.goal = {1, 1};
    const test::Outcome r = solve(m, eight_moves(DiagonalRule::kAlways));
    ASSERT_EQ(r.status, SearchStatus::kFound);
    EXPECT_DOUBLE_EQ(r.cost, 3 * kSqrt2);
    EXPECT_EQ(r.path.size(), 2u);
}

// S #
// # 3         with diagonal cost 1 the same step costs 3 * 1
TEST(Terrain, ADiagonalStepOfLengthOneCostsTheCellCost) {
    AsciiMap m = fixture({"S#",
                          "#3"});
    m.goal = {1, 1};
    const test::Outcome r = solve(m, eight_moves(DiagonalRule::kAlways, DiagonalCost::kOne));
    EXPECT_DOUBLE_EQ(r.cost, 3.0);
}

// S .         to the 3 at (1,1): diagonally 3 * sqrt(2) = 4.24, or right (1) then down into the
// . 3         3 (3) = 4: the two straight steps are cheaper.
TEST(Terrain, TwoStraightStepsBeatADiagonalIntoCostlyGround) {
    AsciiMap m = fixture({"S.",
                          ".3"});
    m.goal = {1, 1};
    const test::Outcome r = solve(m, eight_moves());
    ASSERT_EQ(r.status, SearchStatus::kFound);
    EXPECT_DOUBLE_EQ(r.cost, 4.0);
    EXPECT_EQ(r.path.size(), 3u);
}

// S ~ G       (1,0) is water: not enterable from S. Around below: 4 steps.
// . . .
TEST(Terrain, WaterIsNotEnteredFromLand) {
    const AsciiMap m = fixture({"S~G",
                                "..."});
    const test::Outcome r = solve(m, four_moves());
    ASSERT_EQ(r.status, SearchStatus::kFound);
    EXPECT_DOUBLE_EQ(r.cost, 4.0);
    for (Cell c : r.path) EXPECT_FALSE(m.grid.water(c)) << c.x << "," << c.y;
}

// S ~ G       the only way is through the water: no path from land
TEST(Terrain, WaterAloneCutsLandOff) {
    EXPECT_EQ(solve(fixture({"S~G"}), four_moves()).status, SearchStatus::kNoPath);
}

// S ~ ~ G     with S itself made water: water to water twice, then out onto land: 3
TEST(Terrain, WaterIsEnteredFromWaterAndLeftOntoLand) {
    AsciiMap m = fixture({"S~~G"});
    m.grid.set_water(m.start, true);
    const test::Outcome r = solve(m, four_moves());
    ASSERT_EQ(r.status, SearchStatus::kFound);
    EXPECT_DOUBLE_EQ(r.cost, 3.0);
}

// S ~
// . .         the first step reports the water (1,0) as blocked, the land (0,1) as pushed
TEST(Terrain, WaterEnteredFromLandIsReportedBlocked) {
    AsciiMap m = fixture({"S~",
                          ".."});
    m.goal = {1, 1};
    GridSearch search;
    ASSERT_TRUE(search.begin(m.grid, problem_for(m, four_moves(), Heuristic::kManhattan)));
    const StepResult& r = search.step();
    ASSERT_EQ(r.neighbor_count, 2);
    EXPECT_EQ(search.cell(r.neighbors[0].node), (Cell{1, 0}));
    EXPECT_EQ(r.neighbors[0].outcome, NeighborOutcome::kBlocked);
    EXPECT_EQ(search.cell(r.neighbors[1].node), (Cell{0, 1}));
    EXPECT_EQ(r.neighbors[1].outcome, NeighborOutcome::kPushed);
}

//   x 0 1 2 3 4 5
// y0   S 9 9 9 . .      the band of 9s fills every row, so every path enters at least one 9
// y1   . 9 9 9 . .      in each of columns 1-3 (27), then column 4 and G (2), and must change
// y2   . 9 9 9 . G      rows twice: on plain ground that is 2 more. Cheapest: 31, three 9s.
TEST(Terrain, CrossesAnUnavoidableBandOnceAndChangesRowsOnPlainGround) {
    const AsciiMap m = fixture({"S999..",
                                ".999..",
                                ".999.G"});
    const test::Outcome r = solve(m, four_moves());
    ASSERT_EQ(r.status, SearchStatus::kFound);
    EXPECT_DOUBLE_EQ(r.cost, 31.0);
    int nines = 0;
    for (Cell c : r.path) nines += m.grid.cost(c) == 9;
    EXPECT_EQ(nines, 3);
}

}  // namespace
}  // namespace astar
