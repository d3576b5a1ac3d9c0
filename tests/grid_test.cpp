#include "core/grid.hpp"

#include <gtest/gtest.h>

#include <string>

namespace astar {
namespace {

// --- validate_size ---

TEST(GridValidateSize, RejectsZeroWidthOrHeight) {
    EXPECT_TRUE(Grid::validate_size(0, 10).has_value());
    EXPECT_TRUE(Grid::validate_size(10, 0).has_value());
    EXPECT_TRUE(Grid::validate_size(0, 0).has_value());
}

TEST(GridValidateSize, RejectsNegativeWidthOrHeight) {
    EXPECT_TRUE(Grid::validate_size(-1, 10).has_value());
    EXPECT_TRUE(Grid::validate_size(10, -1).has_value());
    EXPECT_TRUE(Grid::validate_size(-5000000000LL, 10).has_value());
}

TEST(GridValidateSize, RejectsWidthAboveLimitNamingTheLimit) {
    const auto error = Grid::validate_size(kMaxGridSide + 1, 10);
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->find(std::to_string(kMaxGridSide)), std::string::npos) << *error;
}

TEST(GridValidateSize, RejectsHeightAboveLimitNamingTheLimit) {
    const auto error = Grid::validate_size(10, kMaxGridSide + 1);
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->find(std::to_string(kMaxGridSide)), std::string::npos) << *error;
}

TEST(GridValidateSize, RejectsSizesThatWouldOverflowInt) {
    EXPECT_TRUE(Grid::validate_size(1LL << 40, 1LL << 40).has_value());
}

TEST(GridValidateSize, AcceptsTheLargestGrid) {
    EXPECT_EQ(Grid::validate_size(kMaxGridSide, kMaxGridSide), std::nullopt);
}

TEST(GridValidateSize, AcceptsASingleCell) {
    EXPECT_EQ(Grid::validate_size(1, 1), std::nullopt);
}

// --- construction ---

TEST(Grid, DefaultConstructedGridIsEmpty) {
    const Grid grid;
    EXPECT_EQ(grid.width(), 0);
    EXPECT_EQ(grid.height(), 0);
    EXPECT_EQ(grid.cell_count(), 0);
}

TEST(Grid, ConstructorFillsWithPlainGroundByDefault) {
    const Grid grid(5, 3);
    EXPECT_EQ(grid.width(), 5);
    EXPECT_EQ(grid.height(), 3);
    ASSERT_EQ(grid.cell_count(), 15);
    for (CellCost cost : grid.costs()) EXPECT_EQ(cost, kPlainGround);
}

TEST(Grid, ConstructorFillsWithTheGivenCost) {
    const Grid grid(4, 4, 7);
    ASSERT_EQ(grid.costs().size(), 16u);
    for (CellCost cost : grid.costs()) EXPECT_EQ(cost, 7);
}

TEST(Grid, ConstructorCanFillWithWalls) {
    const Grid grid(3, 2, kWall);
    for (int i = 0; i < grid.cell_count(); ++i) EXPECT_FALSE(grid.passable_at(i));
}

// --- coordinates ---

TEST(Grid, InBoundsAcceptsCornersAndRejectsCellsJustOutside) {
    const Grid grid(4, 3);
    EXPECT_TRUE(grid.in_bounds({0, 0}));
    EXPECT_TRUE(grid.in_bounds({3, 0}));
    EXPECT_TRUE(grid.in_bounds({0, 2}));
    EXPECT_TRUE(grid.in_bounds({3, 2}));
    EXPECT_FALSE(grid.in_bounds({-1, 0}));
    EXPECT_FALSE(grid.in_bounds({0, -1}));
    EXPECT_FALSE(grid.in_bounds({4, 0}));
    EXPECT_FALSE(grid.in_bounds({0, 3}));
}

TEST(Grid, IndexIsRowMajor) {
    const Grid grid(4, 3);
    EXPECT_EQ(grid.index({0, 0}), 0);
    EXPECT_EQ(grid.index({3, 0}), 3);
    EXPECT_EQ(grid.index({0, 1}), 4);
    EXPECT_EQ(grid.index({3, 2}), 11);
}

TEST(Grid, IndexAndCellRoundTripForEveryCell) {
    const Grid grid(7, 5);
    for (int i = 0; i < grid.cell_count(); ++i) {
        const Cell c = grid.cell(i);
        EXPECT_TRUE(grid.in_bounds(c));
        EXPECT_EQ(grid.index(c), i);
    }
}

// --- costs ---

TEST(Grid, SetCostChangesOnlyThatCell) {
    Grid grid(3, 3);
    grid.set_cost({1, 2}, 5);
    EXPECT_EQ(grid.cost({1, 2}), 5);
    EXPECT_EQ(grid.cost_at(grid.index({1, 2})), 5);
    EXPECT_EQ(grid.cost({2, 1}), kPlainGround);
    EXPECT_EQ(grid.cost({0, 0}), kPlainGround);
}

TEST(Grid, WallIsNotPassable) {
    Grid grid(3, 3);
    grid.set_cost({1, 1}, kWall);
    EXPECT_FALSE(grid.passable({1, 1}));
    EXPECT_FALSE(grid.passable_at(grid.index({1, 1})));
    EXPECT_TRUE(grid.passable({0, 1}));
}

TEST(Grid, AnyNonZeroCostIsPassable) {
    Grid grid(2, 1);
    grid.set_cost({0, 0}, kMaxCellCost);
    EXPECT_TRUE(grid.passable({0, 0}));
}

TEST(Grid, GridsWithTheSameCellsCompareEqual) {
    Grid a(3, 2);
    Grid b(3, 2);
    EXPECT_EQ(a, b);
    b.set_cost({2, 1}, kWall);
    EXPECT_NE(a, b);
}

// --- water ---

TEST(Grid, NewGridHasNoWater) {
    const Grid grid(3, 3);
    EXPECT_FALSE(grid.has_water());
    EXPECT_FALSE(grid.water({1, 1}));
    EXPECT_FALSE(grid.water_at(0));
}

TEST(Grid, SetWaterMarksOnlyThatCell) {
    Grid grid(3, 3);
    grid.set_water({2, 0}, true);
    EXPECT_TRUE(grid.has_water());
    EXPECT_TRUE(grid.water({2, 0}));
    EXPECT_TRUE(grid.water_at(grid.index({2, 0})));
    EXPECT_FALSE(grid.water({1, 0}));
}

TEST(Grid, ClearingWaterUnmarksTheCell) {
    Grid grid(3, 3);
    grid.set_water({1, 1}, true);
    grid.set_water({1, 1}, false);
    EXPECT_FALSE(grid.water({1, 1}));
}

TEST(Grid, ClearingWaterOnADryGridKeepsItDry) {
    Grid grid(3, 3);
    grid.set_water({1, 1}, false);
    EXPECT_FALSE(grid.has_water());
    EXPECT_EQ(grid, Grid(3, 3));
}

TEST(Grid, WaterDoesNotChangeTheCost) {
    Grid grid(3, 3);
    grid.set_water({1, 1}, true);
    EXPECT_EQ(grid.cost({1, 1}), kPlainGround);
    EXPECT_TRUE(grid.passable({1, 1}));
}

// --- min_passable_cost ---

TEST(Grid, MinPassableCostIsTheCheapestPassableCell) {
    Grid grid(3, 1, 9);
    grid.set_cost({1, 0}, 4);
    grid.set_cost({2, 0}, 6);
    EXPECT_EQ(grid.min_passable_cost(), 4);
}

TEST(Grid, MinPassableCostIgnoresWalls) {
    Grid grid(3, 1, 3);
    grid.set_cost({0, 0}, kWall);
    EXPECT_EQ(grid.min_passable_cost(), 3);
}

TEST(Grid, MinPassableCostIsPlainGroundWhenEverythingIsWall) {
    const Grid grid(2, 2, kWall);
    EXPECT_EQ(grid.min_passable_cost(), kPlainGround);
}

TEST(Grid, MinPassableCostCanBeTheMaximumCost) {
    const Grid grid(2, 2, kMaxCellCost);
    EXPECT_EQ(grid.min_passable_cost(), kMaxCellCost);
}

}  // namespace
}  // namespace astar
