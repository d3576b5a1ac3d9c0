// GridGraph, the grid as the search sees it: neighbour order, step costs, and the estimate,
// whose row comes from a multiply-and-shift instead of a division (checked on the widest grids).
#include "core/grid_graph.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <utility>
#include <vector>

#include "support/search_test_support.hpp"

namespace astar {
namespace {

// The centre of an open 3x3 grid has all 8 neighbours, in the order N, E, S, W, NE, SE, SW, NW,
// with straight steps of 1 and diagonal steps of sqrt(2).
TEST(GridGraph, NeighbourOrderIsNorthEastSouthWestThenTheDiagonals) {
    const Grid grid(3, 3);
    const GridGraph graph(grid, test::eight_moves(), Heuristic::kOctile);
    Neighbor out[GridGraph::kMaxDegree];
    ASSERT_EQ(collect_neighbors<false>(graph, grid.index({1, 1}), out), 8);
    const std::vector<Cell> expected = {{1, 0}, {2, 1}, {1, 2}, {0, 1},
                                        {2, 0}, {2, 2}, {0, 2}, {0, 0}};
    for (int i = 0; i < 8; ++i) {
        EXPECT_EQ(grid.cell(out[i].node), expected[static_cast<std::size_t>(i)]) << i;
        EXPECT_EQ(out[i].check, MoveCheck::kAllowed);
        EXPECT_DOUBLE_EQ(out[i].cost, i < 4 ? 1.0 : test::kSqrt2) << i;
    }
}

// A corner cell has 3 neighbours inside the grid; the lists with and without rejected moves
// agree when nothing is rejected.
TEST(GridGraph, ACornerCellHasThreeNeighbours) {
    const Grid grid(4, 3);
    const GridGraph graph(grid, test::eight_moves(), Heuristic::kOctile);
    Neighbor plain[GridGraph::kMaxDegree], with_rejected[GridGraph::kMaxDegree];
    const int corner = grid.index({3, 2});
    ASSERT_EQ(collect_neighbors<false>(graph, corner, plain), 3);
    ASSERT_EQ(collect_neighbors<true>(graph, corner, with_rejected), 3);
    // N (3,1), W (2,2), NW (2,1).
    EXPECT_EQ(grid.cell(plain[0].node), (Cell{3, 1}));
    EXPECT_EQ(grid.cell(plain[1].node), (Cell{2, 2}));
    EXPECT_EQ(grid.cell(plain[2].node), (Cell{2, 1}));
    for (int i = 0; i < 3; ++i) EXPECT_EQ(plain[i].node, with_rejected[i].node);
}

// visit_open_neighbors is visit_neighbors<false> less the cells whose stamp is the closed
// stamp: same order, same costs, on interior and border cells, with walls, the corner rule and
// stamps from other searches (which must not count) around. Random 6x5 grids, every cell.
TEST(GridGraph, OpenNeighboursAreTheAllowedMovesLessTheClosedCells) {
    std::mt19937 rng(77);
    std::bernoulli_distribution wall(0.25);
    std::uniform_int_distribution<int> stamp(0, 3);
    const auto closed_stamp = CellStamp{2};
    for (int round = 0; round < 40; ++round) {
        Grid grid(6, 5);
        std::vector<CellStamp> stamps(static_cast<std::size_t>(grid.cell_count()));
        for (int i = 0; i < grid.cell_count(); ++i) {
            if (wall(rng)) grid.set_cost(grid.cell(i), kWall);
            stamps[static_cast<std::size_t>(i)] = static_cast<CellStamp>(stamp(rng));
        }
        const GridGraph graph(grid, test::eight_moves(), Heuristic::kOctile);
        const ClosedCells closed{stamps.data(), closed_stamp};
        for (int node = 0; node < grid.cell_count(); ++node) {
            Neighbor all[GridGraph::kMaxDegree];
            const int n = collect_neighbors<false>(graph, node, all);
            std::vector<std::pair<int, double>> expected, got;
            for (int i = 0; i < n; ++i) {
                if (stamps[static_cast<std::size_t>(all[i].node)] != closed_stamp) {
                    expected.emplace_back(all[i].node, all[i].cost);
                }
            }
            graph.visit_open_neighbors(node, closed, [&](int next, double cost, MoveCheck check) {
                EXPECT_EQ(check, MoveCheck::kAllowed);
                got.emplace_back(next, cost);
            });
            EXPECT_EQ(got, expected) << "round " << round << " cell " << node;
        }
    }
}

// The estimate must use the cell's true row and column on every grid size we accept, and give
// exactly heuristic_distance for every heuristic. Checked on the widest and tallest grids
// (4096), an odd width next to them, and a column of width 1, at the first and last cells of
// rows and at random cells, against heuristic_distance computed from Grid::cell (which divides).
TEST(GridGraph, EstimateIsTheHeuristicDistanceOfTheExactRowAndColumn) {
    std::mt19937 rng(4096);
    for (const auto& [w, h] : std::vector<std::pair<int, int>>{
             {4096, 4096}, {4095, 4096}, {4096, 1}, {1, 4096}, {3, 4096}, {1491, 656}}) {
        const Grid grid(w, h);
        std::vector<int> nodes = {0, grid.cell_count() - 1};
        for (int y = 1; y < h; y += 97) {
            nodes.push_back(y * w - 1);
            nodes.push_back(y * w);
        }
        for (int i = 0; i < 2000; ++i) nodes.push_back(test::random_below(rng, grid.cell_count()));
        const int goal = test::random_below(rng, grid.cell_count());
        const Cell g = grid.cell(goal);
        for (int k = 0; k < kHeuristicCount; ++k) {
            const auto heuristic = static_cast<Heuristic>(k);
            const GridGraph graph(grid, test::eight_moves(), heuristic);
            for (int node : nodes) {
                const Cell c = grid.cell(node);
                ASSERT_EQ(graph.row_of(node), c.y) << w << "x" << h << " node " << node;
                // Exactly equal: the search's order depends on every bit of f.
                ASSERT_EQ(graph.estimate(node, goal),
                          heuristic_distance(heuristic, c.x - g.x, c.y - g.y))
                    << w << "x" << h << " node " << node << " heuristic " << k;
            }
        }
    }
}

}  // namespace
}  // namespace astar
