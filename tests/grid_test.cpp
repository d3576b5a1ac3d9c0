#include "core/grid.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

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

// A copy shares its source's content tag until one of them changes (content_tag.hpp): every
// kind of change must end the sharing, or == would answer "equal" from the tags alone.
TEST(Grid, ACopyEqualsItsSourceUntilEitherChanges) {
    Grid source(4, 3);
    Grid copy = source;
    EXPECT_EQ(copy, source);

    copy.set_cost({1, 1}, kWall);  // passability
    EXPECT_NE(copy, source);
    copy = source;
    copy.set_cost({1, 1}, 5);  // a terrain cost only
    EXPECT_NE(copy, source);
    copy = source;
    copy.set_water({3, 2}, true);  // water only
    EXPECT_NE(copy, source);
    copy = source;
    source.set_cost({0, 0}, 2);  // the source changes, not the copy
    EXPECT_NE(copy, source);

    // Changed and changed back: equal again, by the cells.
    copy = source;
    copy.set_cost({2, 2}, kWall);
    copy.set_cost({2, 2}, kPlainGround);
    EXPECT_EQ(copy, source);
}

TEST(Grid, AMovedFromGridNoLongerEqualsWhereItsCellsWent) {
    Grid source(4, 3);
    source.set_cost({1, 0}, kWall);
    const Grid kept = source;
    Grid moved = std::move(source);
    EXPECT_EQ(moved, kept);
    // A vector moved from by construction is empty: the grid moved from keeps its size but has
    // no cells any more, so it must not equal the grid that took them, as a shared tag would say.
    EXPECT_NE(source, moved);  // NOLINT(bugprone-use-after-move): what is tested
    Grid assigned;
    assigned = std::move(moved);
    EXPECT_EQ(assigned, kept);
    moved = Grid(4, 3);  // the cells of `kept` but for the wall
    EXPECT_NE(moved, assigned);
}

TEST(Grid, BuiltFromCostsEqualsTheSameCellsSetOneByOne) {
    const std::vector<CellCost> costs = {1, kWall, 3, kWall, 1, 1};
    const Grid built(3, 2, costs);
    Grid edited(3, 2);
    for (int i = 0; i < 6; ++i) edited.set_cost(edited.cell(i), costs[static_cast<std::size_t>(i)]);
    EXPECT_EQ(built, edited);
    EXPECT_EQ(built.cost({2, 0}), 3);
    EXPECT_FALSE(built.passable({0, 1}));
}

// --- neighbour masks and terrain flags, which the search reads instead of the costs ---

// Bit d: the neighbour (x + kNeighborDx[d], y + kNeighborDy[d]) is inside and passable.
std::uint8_t passable_neighbors_by_hand(const Grid& grid, Cell c) {
    unsigned mask = 0;
    for (int d = 0; d < 8; ++d) {
        const Cell next{c.x + kNeighborDx[d], c.y + kNeighborDy[d]};
        if (grid.in_bounds(next) && grid.passable(next)) mask |= 1u << d;
    }
    return static_cast<std::uint8_t>(mask);
}

void expect_masks_match(const Grid& grid, const std::string& where) {
    for (int i = 0; i < grid.cell_count(); ++i) {
        EXPECT_EQ(grid.passable_neighbors(i), passable_neighbors_by_hand(grid, grid.cell(i)))
            << where << ", cell (" << grid.cell(i).x << ", " << grid.cell(i).y << ")";
    }
}

TEST(Grid, NeighbourOrderIsNorthEastSouthWestThenTheDiagonalsClockwise) {
    const int dx[8] = {0, 1, 0, -1, 1, 1, -1, -1};
    const int dy[8] = {-1, 0, 1, 0, -1, 1, 1, -1};
    for (int d = 0; d < 8; ++d) {
        EXPECT_EQ(kNeighborDx[d], dx[d]) << d;
        EXPECT_EQ(kNeighborDy[d], dy[d]) << d;
    }
}

TEST(Grid, NeighbourMasksOfANewGridMarkTheNeighboursInside) {
    const Grid grid(4, 3);
    EXPECT_EQ(grid.passable_neighbors(grid.index({1, 1})), 0xFF);
    // Top-left corner: east, south and south-east only.
    EXPECT_EQ(grid.passable_neighbors(grid.index({0, 0})), 1u << 1 | 1u << 2 | 1u << 5);
    expect_masks_match(grid, "new grid");
    expect_masks_match(Grid(1, 1), "single cell");
    expect_masks_match(Grid(1, 5), "one column");
    const Grid walls(3, 3, kWall);
    for (int i = 0; i < walls.cell_count(); ++i) EXPECT_EQ(walls.passable_neighbors(i), 0);
}

TEST(Grid, NeighbourMasksFollowEveryEdit) {
    std::mt19937 rng(2026);
    for (const auto& [w, h] : std::vector<std::pair<int, int>>{{7, 5}, {1, 6}, {6, 1}, {2, 2}}) {
        Grid grid(w, h);
        std::uniform_int_distribution<int> cell(0, grid.cell_count() - 1);
        std::uniform_int_distribution<int> cost(0, 3);  // walls half the time or so
        for (int edit = 0; edit < 300; ++edit) {
            const CellCost c = static_cast<CellCost>(std::max(cost(rng) - 1, 0) * 2);
            grid.set_cost(grid.cell(cell(rng)), c);
            expect_masks_match(grid, std::to_string(w) + "x" + std::to_string(h) + " edit " +
                                         std::to_string(edit));
        }
        // Built in one go from the same costs: the same masks.
        EXPECT_EQ(Grid(w, h, grid.costs()), grid);
    }
}

TEST(Grid, PlainGroundOnlyUntilACellCostsMoreThanOne) {
    Grid grid(3, 3);
    EXPECT_TRUE(grid.plain_ground_only());
    grid.set_cost({1, 1}, kWall);
    EXPECT_TRUE(grid.plain_ground_only());
    grid.set_cost({0, 1}, 4);
    grid.set_cost({2, 1}, 4);
    EXPECT_FALSE(grid.plain_ground_only());
    grid.set_cost({0, 1}, kPlainGround);
    EXPECT_FALSE(grid.plain_ground_only());
    grid.set_cost({2, 1}, kWall);
    EXPECT_TRUE(grid.plain_ground_only());
    EXPECT_FALSE(Grid(2, 2, 5).plain_ground_only());
    EXPECT_TRUE(Grid(2, 2, kWall).plain_ground_only());
    EXPECT_FALSE(Grid(2, 1, std::vector<CellCost>{1, 9}).plain_ground_only());
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

// Painting water and erasing it again must leave a grid equal to one never painted: a share
// link round trip compares grids, and "clear the map" asks has_water().
TEST(Grid, ErasingTheOnlyWaterCellLeavesAGridWithoutWater) {
    Grid grid(3, 3);
    grid.set_water({1, 1}, true);
    grid.set_water({1, 1}, false);
    EXPECT_FALSE(grid.has_water());
    EXPECT_EQ(grid, Grid(3, 3));
}

TEST(Grid, GridWithWaterKeepsItUntilTheLastWaterCellIsErased) {
    Grid grid(3, 3);
    grid.set_water({0, 0}, true);
    grid.set_water({2, 2}, true);
    grid.set_water({0, 0}, false);
    EXPECT_TRUE(grid.has_water());
    EXPECT_TRUE(grid.water({2, 2}));
    EXPECT_NE(grid, Grid(3, 3));
    grid.set_water({2, 2}, false);
    EXPECT_FALSE(grid.has_water());
    EXPECT_EQ(grid, Grid(3, 3));
}

TEST(Grid, SettingWaterTwiceCountsTheCellOnce) {
    Grid grid(3, 3);
    grid.set_water({1, 1}, true);
    grid.set_water({1, 1}, true);
    grid.set_water({1, 1}, false);
    EXPECT_FALSE(grid.has_water());
    EXPECT_EQ(grid, Grid(3, 3));
}

TEST(Grid, ErasingADryCellKeepsTheWaterElsewhere) {
    Grid grid(3, 3);
    grid.set_water({1, 1}, true);
    grid.set_water({0, 1}, false);
    EXPECT_TRUE(grid.has_water());
    EXPECT_TRUE(grid.water({1, 1}));
}

// set_cost leaves the water flag alone (a wall on water is still water); the app's brush
// erases both, and then the grid is as if never painted.
TEST(Grid, WallOnWaterStaysWaterUntilTheWaterIsErased) {
    Grid grid(3, 3);
    grid.set_water({1, 1}, true);
    grid.set_cost({1, 1}, kWall);
    EXPECT_TRUE(grid.has_water());
    EXPECT_TRUE(grid.water({1, 1}));
    grid.set_water({1, 1}, false);
    grid.set_cost({1, 1}, kPlainGround);
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
