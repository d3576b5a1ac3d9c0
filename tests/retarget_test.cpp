// GridSearch::retarget: a Dijkstra search given another goal ends, or goes on, exactly as a
// fresh Dijkstra search for that goal does (status, cost to the last bit, path), whether it had
// found its old goal, was still under way, or had found no path; and it refuses what it cannot
// do that for.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include "core/grid_search.hpp"
#include "core/map_generators.hpp"
#include "support/search_test_support.hpp"

namespace astar {
namespace {

GridProblem dijkstra_problem(Cell start, Cell goal, const MovementRules& rules) {
    GridProblem problem;
    problem.start = start;
    problem.goal = goal;
    problem.rules = rules;
    problem.heuristic = Heuristic::kZero;
    problem.options.algorithm = Algorithm::kDijkstra;
    return problem;
}

// A fresh search for the same problem with `goal`, run to its end.
void expect_same_as_fresh(const Grid& grid, const GridSearch& kept, Cell goal) {
    GridProblem problem = kept.problem();
    ASSERT_EQ(problem.goal, goal);
    GridSearch fresh;
    ASSERT_TRUE(fresh.begin(grid, problem));
    fresh.run();
    ASSERT_EQ(kept.status(), fresh.status()) << "goal " << goal.x << "," << goal.y;
    EXPECT_EQ(kept.path_cost(), fresh.path_cost());  // exactly: the same sums in the same order
    EXPECT_EQ(kept.path(), fresh.path());
}

Cell random_free_cell(const Grid& grid, std::mt19937& rng) {
    std::uniform_int_distribution<int> x(0, grid.width() - 1), y(0, grid.height() - 1);
    for (;;) {
        const Cell c{x(rng), y(rng)};
        if (grid.passable(c)) return c;
    }
}

class RetargetedDijkstra : public testing::TestWithParam<int> {};

TEST_P(RetargetedDijkstra, EndsOrGoesOnAsAFreshSearchForTheNewGoal) {
    const int seed = GetParam();
    // Walls enough that some cells are cut off from the start (no path), terrain for costs
    // that are not all 1 and sqrt(2).
    Grid grid = random_obstacles(48, 36, 0.3, static_cast<std::uint64_t>(seed));
    std::mt19937 rng(static_cast<std::uint32_t>(seed));
    for (int k = 0; k < 60; ++k) {
        const Cell c = random_free_cell(grid, rng);
        grid.set_cost(c, static_cast<CellCost>(2 + k % 5));
    }
    const MovementRules rules =
        seed % 2 == 0 ? test::eight_moves() : test::four_moves();
    const Cell start = random_free_cell(grid, rng);
    GridSearch kept;
    ASSERT_TRUE(kept.begin(grid, dijkstra_problem(start, random_free_cell(grid, rng), rules)));
    int no_path = 0, found_at_once = 0, went_on = 0;
    for (int move = 0; move < 80; ++move) {
        // Now and then a new search, whose expanded cells are few; then sometimes a run to the
        // end, sometimes only part of the way (the app's slices), or no step at all.
        if (move % 8 == 0) {
            ASSERT_TRUE(kept.begin(grid, dijkstra_problem(start, random_free_cell(grid, rng),
                                                          rules)));
        } else if (move % 8 == 1) {
        } else if (move % 3 == 0) {
            kept.seek(kept.counters().expansions + 1 + move);
        } else {
            kept.run();
        }
        const Cell goal = move % 10 == 9 ? start : random_free_cell(grid, rng);
        const bool closed = kept.state(grid.index(goal)) == CellState::kClosed;
        ASSERT_TRUE(kept.retarget(goal));
        if (closed) {
            ++found_at_once;
            EXPECT_EQ(kept.status(), SearchStatus::kFound);
        } else if (kept.status() == SearchStatus::kNoPath) {
            ++no_path;
        } else {
            ++went_on;
        }
        kept.run();
        ASSERT_NO_FATAL_FAILURE(expect_same_as_fresh(grid, kept, goal)) << "move " << move;
    }
    // Each way was taken.
    EXPECT_GT(found_at_once, 0);
    EXPECT_GT(went_on, 0);
}

INSTANTIATE_TEST_SUITE_P(Seeds, RetargetedDijkstra, testing::Values(1, 2, 3, 4, 5, 6));

TEST(Retarget, GoesOnAfterNoPathOnlyToSayNoPathAgain) {
    // Two rooms: the start's search ends with no path to the other room.
    const AsciiMap map = test::fixture({
        "S..#...",
        "...#.G.",
        "...#...",
    });
    GridSearch search;
    ASSERT_TRUE(search.begin(map.grid, dijkstra_problem(map.start, map.goal, test::eight_moves())));
    search.run();
    ASSERT_EQ(search.status(), SearchStatus::kNoPath);
    ASSERT_TRUE(search.retarget({6, 0}));  // the other room too
    EXPECT_EQ(search.status(), SearchStatus::kNoPath);
    search.step();  // changes nothing
    EXPECT_EQ(search.status(), SearchStatus::kNoPath);
    ASSERT_TRUE(search.retarget({2, 2}));  // in the start's room: expanded on the way
    EXPECT_EQ(search.status(), SearchStatus::kFound);
    EXPECT_DOUBLE_EQ(search.path_cost(), 2 * test::kSqrt2);
}

TEST(Retarget, RefusesWhatItCannotKeepExact) {
    const Grid grid = random_obstacles(30, 20, 0.2, 9);
    std::mt19937 rng(9);
    const Cell start = random_free_cell(grid, rng), goal = random_free_cell(grid, rng);
    const Cell other = random_free_cell(grid, rng);
    // Another algorithm: its order depends on the goal.
    GridProblem astar = dijkstra_problem(start, goal, test::eight_moves());
    astar.heuristic = Heuristic::kOctile;
    astar.options.algorithm = Algorithm::kAStar;
    GridSearch search;
    ASSERT_TRUE(search.begin(grid, astar));
    search.run();
    EXPECT_FALSE(search.retarget(other));
    EXPECT_EQ(search.problem().goal, goal);
    // An undo log, a step limit.
    for (int variant = 0; variant < 2; ++variant) {
        GridProblem p = dijkstra_problem(start, goal, test::eight_moves());
        if (variant == 0) p.options.record_history = true;
        if (variant == 1) p.options.max_expansions = 5;
        ASSERT_TRUE(search.begin(grid, p));
        search.run();
        EXPECT_FALSE(search.retarget(other)) << variant;
    }
    // A wall or a cell off the map as the goal.
    ASSERT_TRUE(search.begin(grid, dijkstra_problem(start, goal, test::eight_moves())));
    search.run();
    const double cost = search.path_cost();
    Cell wall{-1, -1};
    for (int i = 0; i < grid.cell_count() && wall.x < 0; ++i) {
        if (!grid.passable_at(i)) wall = grid.cell(i);
    }
    ASSERT_GE(wall.x, 0);
    EXPECT_FALSE(search.retarget(wall));
    EXPECT_FALSE(search.retarget({grid.width(), 0}));
    EXPECT_EQ(search.path_cost(), cost);  // unchanged
    EXPECT_EQ(search.problem().goal, goal);
}

TEST(Retarget, GoesOnAfterABucketedRun) {
    // On a big plain grid run() keeps the open list in buckets (bucketed_open_list.hpp), and
    // the slices of seek() take the heap alone: retarget() moves the list back into the heap,
    // and the search goes on as a fresh one for the new goal, sliced or run to the end (which
    // takes the buckets again).
    const Grid grid = random_obstacles(300, 300, 0.1, 4);
    std::mt19937 rng(4);
    const Cell start = random_free_cell(grid, rng);
    GridSearch search;
    ASSERT_TRUE(search.begin(grid, dijkstra_problem(start, random_free_cell(grid, rng),
                                                    test::eight_moves())));
    int went_on = 0;
    for (int move = 0; move < 6; ++move) {
        search.run();
        ASSERT_TRUE(search.open_list_in_buckets()) << "move " << move;
        // A cell the search has not expanded yet, a little beyond its frontier: the search then
        // goes on for a while, through some buckets' worth of f, and leaves cells for the next.
        std::vector<Cell> unexpanded;
        for (int i = 0; i < grid.cell_count(); ++i) {
            if (grid.passable_at(i) && search.state(i) != CellState::kClosed) {
                unexpanded.push_back(grid.cell(i));
            }
        }
        auto distance = [&](Cell c) {
            return std::hypot(double(c.x - start.x), double(c.y - start.y));
        };
        std::sort(unexpanded.begin(), unexpanded.end(),
                  [&](Cell a, Cell b) { return distance(a) < distance(b); });
        const Cell goal = unexpanded.empty() ? Cell{-1, -1} : unexpanded[unexpanded.size() / 20];
        ASSERT_GE(goal.x, 0) << "move " << move;  // the search stopped short of some cells
        const int expanded = search.counters().expansions;
        ASSERT_TRUE(search.retarget(goal));
        ASSERT_EQ(search.status(), SearchStatus::kSearching);
        EXPECT_FALSE(search.open_list_in_buckets());
        std::vector<OpenEntry> open;
        search.open_in_order(open, grid.cell_count());
        ASSERT_EQ(static_cast<int>(open.size()), search.counters().open_size);
        // Sliced as the app checks a dragged goal, then to the end.
        if (move % 2 == 0) {
            for (int slice = 0; slice < 5 && search.status() == SearchStatus::kSearching;
                 ++slice) {
                search.seek(search.counters().expansions + 50);
            }
        }
        search.run();
        went_on += search.counters().expansions > expanded ? 1 : 0;
        ASSERT_NO_FATAL_FAILURE(expect_same_as_fresh(grid, search, goal)) << "move " << move;
    }
    EXPECT_EQ(went_on, 6);
}

}  // namespace
}  // namespace astar
