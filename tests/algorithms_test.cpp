// The other algorithms next to A*: Dijkstra and breadth-first (optimal where they should be),
// greedy best-first (fast, not optimal) and the depth-first walk (finds a path, not the best).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "core/ascii_map.hpp"
#include "core/grid_search.hpp"
#include "core/path_smoothing.hpp"
#include "support/search_test_support.hpp"

namespace astar {
namespace {

using test::eight_moves;
using test::fixture;
using test::four_moves;
using test::problem_for;

test::Outcome solve_with(const AsciiMap& m, Algorithm algorithm, const MovementRules& rules,
                         Heuristic h = Heuristic::kManhattan) {
    SearchOptions options;
    options.algorithm = algorithm;
    return test::solve(m.grid, problem_for(m, rules, h, options));
}

// --- optimal algorithms -----------------------------------------------------------------------

// On seeded maps of cost-1 ground with 4 moves, every step costs 1, so the fewest steps is the
// cheapest path: breadth-first, Dijkstra and A* (Manhattan, exact there) agree on every cost.
TEST(Algorithms, DijkstraBreadthFirstAndAStarAgreeOnUniformFourConnectedMaps) {
    int found = 0;
    for (std::uint32_t seed = 1; seed <= 150; ++seed) {
        test::RandomMapSpec spec;
        spec.terrain = false;
        test::RandomCase c = test::random_case(seed, spec);
        SCOPED_TRACE(c.description);
        GridProblem p = test::make_problem(c.start, c.goal);
        p.rules = four_moves();
        p.heuristic = Heuristic::kManhattan;
        p.options.algorithm = Algorithm::kDijkstra;
        const test::Outcome dijkstra = test::solve(c.grid, p);
        p.options.algorithm = Algorithm::kBreadthFirst;
        const test::Outcome bfs = test::solve(c.grid, p);
        p.options.algorithm = Algorithm::kAStar;
        const test::Outcome astar = test::solve(c.grid, p);
        EXPECT_EQ(bfs.status, dijkstra.status);
        EXPECT_EQ(astar.status, dijkstra.status);
        EXPECT_EQ(bfs.cost, dijkstra.cost);
        EXPECT_EQ(astar.cost, dijkstra.cost);
        found += dijkstra.status == SearchStatus::kFound;
    }
    EXPECT_GT(found, 50);
}

// S 5 G       breadth-first counts steps: S -> (1,0) -> G is 2 steps, entering the 5 (cost 6).
// . . .       Dijkstra goes around below: 4 steps of 1 (cost 4).
TEST(Algorithms, BreadthFirstIgnoresTerrainCosts) {
    const AsciiMap m = fixture({"S5G",
                                "..."});
    const test::Outcome bfs = solve_with(m, Algorithm::kBreadthFirst, four_moves());
    const test::Outcome dijkstra = solve_with(m, Algorithm::kDijkstra, four_moves());
    EXPECT_DOUBLE_EQ(bfs.cost, 6.0);
    EXPECT_EQ(bfs.path, (std::vector<Cell>{{0, 0}, {1, 0}, {2, 0}}));
    EXPECT_DOUBLE_EQ(dijkstra.cost, 4.0);
}

// Each algorithm orders its open list by its own f: Dijkstra by g, greedy by h, breadth-first
// by the number of steps from the start.
TEST(Algorithms, EachAlgorithmUsesItsOwnF) {
    const AsciiMap m = fixture({"S....#....",
                                ".2.3.#.4..",
                                "....#...#.",
                                ".5....#..G"});
    for (Algorithm a : {Algorithm::kDijkstra, Algorithm::kGreedyBestFirst,
                        Algorithm::kBreadthFirst}) {
        SCOPED_TRACE(std::string(option_name(a)));
        SearchOptions options;
        options.algorithm = a;
        GridSearch search;
        ASSERT_TRUE(search.begin(m.grid, problem_for(m, eight_moves(), Heuristic::kOctile,
                                                     options)));
        ASSERT_EQ(search.run(), SearchStatus::kFound);
        std::vector<int> path;
        for (int node = 0; node < m.grid.cell_count(); ++node) {
            if (search.state(node) == CellState::kUnseen) continue;
            const Cell c = search.cell(node);
            const double octile = heuristic_distance(Heuristic::kOctile, c.x - m.goal.x,
                                                     c.y - m.goal.y);
            search.path_to(node, path);
            switch (a) {
                case Algorithm::kDijkstra:
                    EXPECT_EQ(search.f(node), search.g(node));
                    EXPECT_EQ(search.h(node), 0.0);
                    break;
                case Algorithm::kGreedyBestFirst:
                    EXPECT_EQ(search.f(node), octile);
                    break;
                case Algorithm::kBreadthFirst:
                    EXPECT_EQ(search.f(node), static_cast<double>(path.size() - 1));
                    EXPECT_EQ(search.h(node), 0.0);
                    break;
                default: break;
            }
        }
    }
}

// --- greedy best-first ------------------------------------------------------------------------

//   x 0 1 2 3 4 5 6
// y0   . S . . . . .      G sits inside a U that opens to the left. The shortest path leaves
// y1   . # # # # # .      S to the left: (0,0), down column 0, right along row 2 or 3: 8.
// y2   . . . . . # .      Greedy (Manhattan) expands by h alone. h(0,0) = 7, but every cell of
// y3   . . . . G # .      the way round the right and bottom of the U has h <= 6 (the worst,
// y4   . # # # # # .      (0,5), has 6), so greedy never expands (0,0) and its path must go
// y5   . . . . . . .      round: right 5, down 5, left 6, up 2, right 4 = 22 at best.
TEST(Algorithms, GreedyWalksAroundAConcaveTrapThatAStarAvoids) {
    const AsciiMap m = fixture({".S.....",
                                ".#####.",
                                ".....#.",
                                "....G#.",
                                ".#####.",
                                "......."});
    const test::Outcome astar = solve_with(m, Algorithm::kAStar, four_moves());
    EXPECT_DOUBLE_EQ(astar.cost, 8.0);
    for (const auto& tie : option_table<TieBreak>()) {
        SCOPED_TRACE(std::string(tie.name));
        SearchOptions options;
        options.algorithm = Algorithm::kGreedyBestFirst;
        options.tie_break = tie.value;
        GridSearch greedy;
        ASSERT_TRUE(greedy.begin(m.grid, problem_for(m, four_moves(), Heuristic::kManhattan,
                                                     options)));
        ASSERT_EQ(greedy.run(), SearchStatus::kFound);
        EXPECT_NE(greedy.state(greedy.node({0, 0})), CellState::kClosed);
        EXPECT_GE(greedy.path_cost(), 22.0) << render_search(greedy);
        EXPECT_GT(greedy.path_cost(), astar.cost);
    }
}

// --- depth-first walk -------------------------------------------------------------------------

//   x 0 1 2 3 4 5 6
// y0   . . . . . . .      The walk steps to the free neighbour closest to G (Manhattan), the
// y1   . . . # . . .      first in the order N, E, S, W on a tie. At (2,3) the wall blocks
// y2   . . . # . . .      the way east, and N (2,2) and S (2,4) tie at h 5: it goes north, up
// y3   S . . # . . G      to row 0, round the long side of the wall and down: 12 steps.
// y4   . . . . . . .      The short way is below the wall: 1 down, 6 right, 1 up = 8.
TEST(Algorithms, DepthFirstWalkFindsAPathButNotTheShortest) {
    const AsciiMap m = fixture({".......",
                                "...#...",
                                "...#...",
                                "S..#..G",
                                "......."});
    const test::Outcome walk = solve_with(m, Algorithm::kDepthFirstWalk, four_moves());
    ASSERT_EQ(walk.status, SearchStatus::kFound);
    EXPECT_DOUBLE_EQ(walk.cost, 12.0);
    EXPECT_EQ(walk.path, (std::vector<Cell>{{0, 3}, {1, 3}, {2, 3}, {2, 2}, {2, 1}, {2, 0},
                                            {3, 0}, {4, 0}, {5, 0}, {6, 0}, {6, 1}, {6, 2},
                                            {6, 3}}));
    EXPECT_DOUBLE_EQ(solve_with(m, Algorithm::kDijkstra, four_moves()).cost, 8.0);
}

// S . # . .
// . . # . G      the walk visits all six cells left of the wall, backs out of each, and
// . . # . .      reports no path with an empty trail.
TEST(Algorithms, DepthFirstWalkReportsNoPathWhenGoalIsWalledOff) {
    const AsciiMap m = fixture({"S.#..",
                                "..#.G",
                                "..#.."});
    SearchOptions options;
    options.algorithm = Algorithm::kDepthFirstWalk;
    GridSearch search;
    ASSERT_TRUE(search.begin(m.grid, problem_for(m, eight_moves(), Heuristic::kOctile, options)));
    EXPECT_EQ(search.run(), SearchStatus::kNoPath);
    EXPECT_TRUE(search.path().empty());
    EXPECT_EQ(search.counters().open_size, 0);
    for (int y = 0; y < 3; ++y) {
        for (int x = 0; x < 2; ++x) {
            EXPECT_EQ(search.state(search.node({x, y})), CellState::kClosed) << x << "," << y;
        }
    }
}

//   x 0 1 2 3 4 5
// y0   . . . . . .      From S the walk goes east to (3,2), the pocket: steps 1-3 enter
// y1   . . . # # .      (1,2), (2,2), (3,2). Step 4 stands in the pocket with walls N, E, S
// y2   S . . . # G      and its way in W already visited: it backs up. Step 5 is (2,2)
// y3   . . . # # .      again, which goes north (N and S tie at h 4); the rest runs over the
// y4   . . . . . .      top: 9 steps in all, the pocket not among them.
TEST(Algorithms, DepthFirstWalkBacksUpAtADeadEnd) {
    GridSearch search;
    ASSERT_TRUE(test::begin_pocket_walk(search));
    std::vector<Cell> expanded;
    std::vector<int> backtracked_steps;
    while (search.status() == SearchStatus::kSearching) {
        const StepResult& r = search.step();
        expanded.push_back(search.cell(r.expanded));
        if (r.backtracked) backtracked_steps.push_back(r.step);
    }
    ASSERT_EQ(search.status(), SearchStatus::kFound);
    EXPECT_EQ(backtracked_steps, std::vector<int>{4});
    ASSERT_GE(expanded.size(), 5u);
    EXPECT_EQ(expanded[3], (Cell{3, 2}));
    EXPECT_EQ(expanded[4], (Cell{2, 2}));
    EXPECT_EQ(search.state(search.node({3, 2})), CellState::kClosed);
    const std::vector<Cell> path = search.path_cells();
    EXPECT_EQ(std::find(path.begin(), path.end(), Cell{3, 2}), path.end());
    EXPECT_DOUBLE_EQ(search.path_cost(), 9.0);
}

// On the same map, step 2 stands on (1,2): its west neighbour S is on the trail (open, the
// walk came from there), and step 5 stands on (2,2) again, whose east neighbour (3,2) is a
// footprint it backed out of (closed).
TEST(Algorithms, DepthFirstWalkTellsTheTrailFromFootprints) {
    GridSearch search;
    ASSERT_TRUE(test::begin_pocket_walk(search));
    auto outcome_of = [&](const StepResult& r, Cell c) {
        for (int i = 0; i < r.neighbor_count; ++i) {
            if (r.neighbors[static_cast<std::size_t>(i)].node == search.node(c)) {
                return r.neighbors[static_cast<std::size_t>(i)].outcome;
            }
        }
        ADD_FAILURE() << "no report for (" << c.x << ", " << c.y << ")";
        return NeighborOutcome::kBlocked;
    };
    search.step();
    const StepResult second = search.step();
    ASSERT_EQ(search.cell(second.expanded), (Cell{1, 2}));
    EXPECT_EQ(outcome_of(second, {0, 2}), NeighborOutcome::kOnTrail);
    EXPECT_EQ(search.state(search.node({0, 2})), CellState::kOpen);
    search.step();
    search.step();
    const StepResult fifth = search.step();
    ASSERT_EQ(search.cell(fifth.expanded), (Cell{2, 2}));
    EXPECT_EQ(outcome_of(fifth, {3, 2}), NeighborOutcome::kAlreadyClosed);
    EXPECT_EQ(outcome_of(fifth, {1, 2}), NeighborOutcome::kOnTrail);
}

// --- every algorithm on seeded maps -----------------------------------------------------------

// Every algorithm finds a path exactly when Dijkstra does; each path is legal, its measured cost
// is its reported cost, and none is cheaper than Dijkstra's.
TEST(Algorithms, EveryAlgorithmFindsALegalPathExactlyWhenOneExists) {
    int no_path = 0;
    for (std::uint32_t seed = 1000; seed < 1150; ++seed) {
        const test::RandomCase c = test::random_case(seed);
        SCOPED_TRACE(c.description);
        GridProblem p = test::make_problem(c.start, c.goal);
        p.rules = c.rules;
        p.options.algorithm = Algorithm::kDijkstra;
        const test::Outcome best = test::solve(c.grid, p);
        no_path += best.status == SearchStatus::kNoPath;
        for (Algorithm a : {Algorithm::kAStar, Algorithm::kGreedyBestFirst,
                            Algorithm::kBreadthFirst, Algorithm::kDepthFirstWalk}) {
            SCOPED_TRACE(std::string(option_name(a)));
            p.options.algorithm = a;
            p.heuristic = Heuristic::kManhattan;  // admissible or not: completeness holds
            const test::Outcome r = test::solve(c.grid, p);
            ASSERT_EQ(r.status, best.status);
            if (r.status != SearchStatus::kFound) continue;
            EXPECT_EQ(r.path.front(), c.start);
            EXPECT_EQ(r.path.back(), c.goal);
            const std::optional<double> measured = measure_path(c.grid, c.rules, r.path);
            ASSERT_TRUE(measured.has_value()) << test::cells_text(r.path);
            EXPECT_NEAR(*measured, r.cost, 1e-9 * (1 + r.cost));
            EXPECT_GE(r.cost, best.cost * (1 - 1e-9));
        }
    }
    EXPECT_GT(no_path, 0) << "no seeded map without a path: the kNoPath branch went untested";
}

}  // namespace
}  // namespace astar
