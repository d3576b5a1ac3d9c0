// The search engine on a graph that is not a grid: a hand-made neighbour provider (the interface
// is in neighbor_graph.hpp) with six nodes and weighted edges.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

#include "core/neighbor_graph.hpp"
#include "core/search_engine.hpp"
#include "core/search_types.hpp"
#include "support/search_test_support.hpp"

namespace astar {
namespace {

// Six towns and the roads between them (both ways), with their lengths:
//
//          7          15
//      0 ------ 1 ---------- 3
//      | \      |          / |
//    14|  \9    |10    11 /  | 6
//      |   \    |        /   |
//      5 --- 2 -+-------+    4
//      |  2                  |
//      +---------- 9 --------+
//
//   0-1 7, 0-2 9, 0-5 14, 1-2 10, 1-3 15, 2-3 11, 2-5 2, 3-4 6, 4-5 9.
// From 0 to 4: 0-2-5-4 = 9 + 2 + 9 = 20; the others are 0-5-4 = 23, 0-2-3-4 = 26,
// 0-1-3-4 = 28, 0-1-2-5-4 = 28.
//
// Also a one-way gate 3 -> 0 that is always shut: it is only listed as a rejected move.
class Towns {
public:
    static constexpr int kMaxDegree = 4;

    int node_count() const { return 6; }

    // The estimate for goal 4 from the `estimates` table, 0 for any other goal.
    double estimate(int node, int goal) const {
        return goal == 4 ? estimates[static_cast<std::size_t>(node)] : 0.0;
    }

    template <bool kWithRejected, class Visit>
    void visit_neighbors(int node, Visit&& visit) const {
        for (const Road& r : kRoads) {
            if (r.a != node && r.b != node) continue;
            visit(r.a == node ? r.b : r.a, r.length, MoveCheck::kAllowed);
        }
        if constexpr (kWithRejected) {
            if (node == 3) visit(0, 0.0, MoveCheck::kBlocked);
        }
    }

    std::array<double, 6> estimates{};

private:
    struct Road {
        int a, b;
        double length;
    };
    static constexpr Road kRoads[] = {{0, 1, 7},  {0, 2, 9}, {0, 5, 14}, {1, 2, 10}, {1, 3, 15},
                                      {2, 3, 11}, {2, 5, 2}, {3, 4, 6},  {4, 5, 9}};
};

// The cheapest distance to 4 from each town: 0: 20, 1: 21 (1-3-4 or 1-2-5-4), 2: 11, 3: 6,
// 4: 0, 5: 9.
constexpr std::array<double, 6> kExactToFour = {20, 21, 11, 6, 0, 9};

SearchStatus solve(BasicSearch<Towns>& search, const Towns& towns, Algorithm algorithm,
                   int start = 0, int goal = 4) {
    SearchOptions options;
    options.algorithm = algorithm;
    search.reset(towns, start, goal, options);
    return search.run();
}

TEST(GenericGraph, DijkstraFindsTheShortestRoute) {
    BasicSearch<Towns> search;
    ASSERT_EQ(solve(search, Towns{}, Algorithm::kDijkstra), SearchStatus::kFound);
    EXPECT_EQ(search.path(), (std::vector<int>{0, 2, 5, 4}));
    EXPECT_EQ(search.path_cost(), 20.0);
}

TEST(GenericGraph, AStarWithAnAdmissibleEstimateFindsTheSameRoute) {
    Towns towns;
    for (std::size_t i = 0; i < 6; ++i) towns.estimates[i] = kExactToFour[i] / 2;
    BasicSearch<Towns> search;
    ASSERT_EQ(solve(search, towns, Algorithm::kAStar), SearchStatus::kFound);
    EXPECT_EQ(search.path(), (std::vector<int>{0, 2, 5, 4}));
    EXPECT_EQ(search.path_cost(), 20.0);
}

// With the exact distances as the estimate, every town on the best route has f = 20 and every
// other town more (1: 7 + 21 = 28, 3: 20 + 6 = 26 from 2), so A* expands 0, 2, 5, 4 only.
TEST(GenericGraph, AStarWithTheExactEstimateExpandsOnlyTheRoute) {
    Towns towns;
    towns.estimates = kExactToFour;
    BasicSearch<Towns> search;
    ASSERT_EQ(solve(search, towns, Algorithm::kAStar), SearchStatus::kFound);
    EXPECT_EQ(search.counters().expansions, 4);
    EXPECT_EQ(search.state(1), CellState::kOpen);
    EXPECT_EQ(search.state(3), CellState::kOpen);
}

// Breadth-first counts roads, not length: 0-5-4 has two roads (length 23).
TEST(GenericGraph, BreadthFirstFindsTheRouteWithFewestRoads) {
    BasicSearch<Towns> search;
    ASSERT_EQ(solve(search, Towns{}, Algorithm::kBreadthFirst), SearchStatus::kFound);
    EXPECT_EQ(search.path(), (std::vector<int>{0, 5, 4}));
    EXPECT_EQ(search.path_cost(), 23.0);
}

// Dijkstra from 0, by hand. 0 pushes 1 (7), 2 (9), 5 (14). 1 pushes 3 (22). 2 improves 3 to 20
// and 5 to 11, in that order. 5 pushes 4 (20). 3 and 4 tie at 20 with equal g: 3 was improved
// before 4 was pushed, so 3 goes first (its shut gate to 0 is reported blocked), then 4.
TEST(GenericGraph, StepsReportPushesImprovementsAndRejectedMoves) {
    BasicSearch<Towns> search;
    SearchOptions options;
    options.algorithm = Algorithm::kDijkstra;
    search.reset(Towns{}, 0, 4, options);
    std::vector<int> order;
    std::vector<std::pair<int, double>> improved;
    while (search.status() == SearchStatus::kSearching) {
        const StepResult& r = search.step();
        order.push_back(r.expanded);
        for (int i = 0; i < r.neighbor_count; ++i) {
            const NeighborReport& n = r.neighbors[static_cast<std::size_t>(i)];
            if (n.outcome == NeighborOutcome::kImproved) improved.push_back({n.node, n.g});
            if (r.expanded == 3 && n.node == 0) {
                EXPECT_EQ(n.outcome, NeighborOutcome::kBlocked);
            }
        }
    }
    EXPECT_EQ(order, (std::vector<int>{0, 1, 2, 5, 3, 4}));
    EXPECT_EQ(improved, (std::vector<std::pair<int, double>>{{3, 20.0}, {5, 11.0}}));
    EXPECT_EQ(search.counters().improvements, 2);
    EXPECT_EQ(search.path(), (std::vector<int>{0, 2, 5, 4}));
}

// From 3, the first step lists its roads to 1, 2 and 4 and then the shut gate to 0.
TEST(GenericGraph, ARejectedMoveIsReportedAndLeavesItsTargetUnseen) {
    BasicSearch<Towns> search;
    SearchOptions options;
    options.algorithm = Algorithm::kDijkstra;
    search.reset(Towns{}, 3, 4, options);
    const StepResult& first = search.step();
    ASSERT_EQ(first.neighbor_count, 4);
    EXPECT_EQ(first.neighbors[3].node, 0);
    EXPECT_EQ(first.neighbors[3].outcome, NeighborOutcome::kBlocked);
    EXPECT_EQ(search.state(0), CellState::kUnseen);
}

TEST(GenericGraph, NodeNumbersOutsideTheGraphAreInvalid) {
    BasicSearch<Towns> search;
    search.reset(Towns{}, -1, 4, {});
    EXPECT_EQ(search.status(), SearchStatus::kInvalid);
    search.reset(Towns{}, 0, 6, {});
    EXPECT_EQ(search.status(), SearchStatus::kInvalid);
    EXPECT_EQ(search.step().expanded, -1);
}

// Roads go both ways, so every town reaches every other; Dijkstra between every pair gives the
// distance Floyd-Warshall computes from the road list.
TEST(GenericGraph, EveryPairGetsItsShortestDistance) {
    double d[6][6];
    for (int i = 0; i < 6; ++i) {
        for (int j = 0; j < 6; ++j) d[i][j] = i == j ? 0 : 1e18;
    }
    Towns towns;
    Neighbor out[Towns::kMaxDegree];
    for (int i = 0; i < 6; ++i) {
        const int n = collect_neighbors<false>(towns, i, out);
        for (int k = 0; k < n; ++k) d[i][out[k].node] = out[k].cost;
    }
    for (int k = 0; k < 6; ++k) {
        for (int i = 0; i < 6; ++i) {
            for (int j = 0; j < 6; ++j) d[i][j] = std::min(d[i][j], d[i][k] + d[k][j]);
        }
    }
    // The table agrees with the distances to 4 worked out by hand above.
    for (int i = 0; i < 6; ++i) EXPECT_EQ(d[i][4], kExactToFour[static_cast<std::size_t>(i)]);
    BasicSearch<Towns> search;
    for (int s = 0; s < 6; ++s) {
        for (int g = 0; g < 6; ++g) {
            ASSERT_EQ(solve(search, towns, Algorithm::kDijkstra, s, g), SearchStatus::kFound);
            EXPECT_EQ(search.path_cost(), d[s][g]) << s << " -> " << g;
        }
    }
}

}  // namespace
}  // namespace astar
