// The search on a grid: the plain outcomes (a path, no path, start = goal), the problems
// GridSearch refuses before it starts, the step limit, and what step() does after the end.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "core/ascii_map.hpp"
#include "core/grid_search.hpp"
#include "support/search_test_support.hpp"

namespace astar {
namespace {

using test::fixture;
using test::four_moves;
using test::eight_moves;
using test::problem_for;

// Checks that begin() refuses `problem`, that error() mentions each of `mentions`, and that the
// search is inert: status kInvalid, and step() and run() change nothing.
void expect_rejected(const Grid& grid, const GridProblem& problem,
                     std::initializer_list<std::string_view> mentions) {
    GridSearch search;
    EXPECT_FALSE(search.begin(grid, problem));
    for (std::string_view m : mentions) {
        EXPECT_NE(search.error().find(m), std::string::npos)
            << "error: '" << search.error() << "' should mention '" << m << "'";
    }
    EXPECT_EQ(search.status(), SearchStatus::kInvalid);
    const StepResult& r = search.step();
    EXPECT_EQ(r.expanded, -1);
    EXPECT_EQ(r.step, 0);
    EXPECT_EQ(r.neighbor_count, 0);
    EXPECT_EQ(r.status, SearchStatus::kInvalid);
    EXPECT_EQ(search.run(), SearchStatus::kInvalid);
    EXPECT_EQ(search.counters().expansions, 0);
    EXPECT_TRUE(search.path().empty());
    EXPECT_EQ(search.path_cost(), 0.0);
}

// S . . . G
TEST(SearchBasics, FindsTheStraightPathAlongACorridor) {
    const AsciiMap m = fixture({"S...G"});
    GridSearch search;
    ASSERT_TRUE(search.begin(m.grid, problem_for(m, four_moves(), Heuristic::kManhattan)));
    EXPECT_EQ(search.run(), SearchStatus::kFound);
    // Four steps onto cost-1 ground.
    EXPECT_EQ(search.path_cost(), 4.0);
    EXPECT_EQ(search.path_cells(),
              (std::vector<Cell>{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}}));
}

// S . # . .
// . . # . G
// . . # . .
TEST(SearchBasics, ReportsNoPathWhenGoalIsWalledOff) {
    const AsciiMap m = fixture({"S.#..",
                                "..#.G",
                                "..#.."});
    GridSearch search;
    ASSERT_TRUE(search.begin(m.grid, problem_for(m, eight_moves(DiagonalRule::kAlways))));
    EXPECT_EQ(search.run(), SearchStatus::kNoPath);
    EXPECT_TRUE(search.path().empty());
    EXPECT_TRUE(search.path_cells().empty());
    EXPECT_EQ(search.path_cost(), 0.0);
    // Every cell left of the wall (2 columns x 3 rows) was expanded, nothing right of it seen,
    // even with corner cutting: the wall is a full column.
    EXPECT_EQ(search.counters().expansions, 6);
    for (int y = 0; y < 3; ++y) {
        for (int x = 3; x < 5; ++x) {
            EXPECT_EQ(search.state(search.node({x, y})), CellState::kUnseen) << x << "," << y;
        }
    }
}

// S . .       the goal is the start
TEST(SearchBasics, StartEqualsGoalIsFoundAfterOneExpansionWithCostZero) {
    AsciiMap m = fixture({"S.."});
    m.goal = m.start;
    GridSearch search;
    ASSERT_TRUE(search.begin(m.grid, problem_for(m, eight_moves())));
    const StepResult& r = search.step();
    EXPECT_EQ(r.status, SearchStatus::kFound);
    EXPECT_EQ(r.step, 1);
    EXPECT_EQ(r.expanded, search.node(m.start));
    EXPECT_EQ(r.neighbor_count, 0);  // the goal is not expanded further
    EXPECT_EQ(search.counters().expansions, 1);
    EXPECT_EQ(search.path_cost(), 0.0);
    EXPECT_EQ(search.path_cells(), std::vector<Cell>{m.start});
}

// . # .
// S . G       start (1, 0) is the wall
TEST(SearchBasics, RejectsAStartOnAWall) {
    AsciiMap m = fixture({".#.",
                          "S.G"});
    m.start = {1, 0};
    expect_rejected(m.grid, problem_for(m, eight_moves()), {"start", "(1, 0)", "wall"});
}

// S # G       goal (1, 0) is the wall
TEST(SearchBasics, RejectsAGoalOnAWall) {
    AsciiMap m = fixture({"S#G"});
    m.goal = {1, 0};
    expect_rejected(m.grid, problem_for(m, eight_moves()), {"goal", "(1, 0)", "wall"});
}

// S . .
// . . .
// . . G       start (3, 1) is right of the 3x3 map
TEST(SearchBasics, RejectsAStartOutsideTheMap) {
    AsciiMap m = fixture({"S..",
                          "...",
                          "..G"});
    m.start = {3, 1};
    expect_rejected(m.grid, problem_for(m, eight_moves()), {"start", "(3, 1)", "outside", "3x3"});
}

// S . .
// . . G       goal (0, -1) is above the 3x2 map
TEST(SearchBasics, RejectsAGoalOutsideTheMap) {
    AsciiMap m = fixture({"S..",
                          "..G"});
    m.goal = {0, -1};
    expect_rejected(m.grid, problem_for(m, eight_moves()), {"goal", "(0, -1)", "outside", "3x2"});
}

TEST(SearchBasics, RejectsAnEmptyMap) {
    const Grid empty;
    const GridProblem problem = test::make_problem({0, 0}, {0, 0});
    expect_rejected(empty, problem, {"empty"});
}

// S . G
TEST(SearchBasics, RejectsANegativeWeight) {
    const AsciiMap m = fixture({"S.G"});
    SearchOptions options;
    options.weight = -0.5;
    expect_rejected(m.grid, problem_for(m, eight_moves(), Heuristic::kOctile, options),
                    {"weight"});
}

// S . G
TEST(SearchBasics, RejectsANaNWeight) {
    const AsciiMap m = fixture({"S.G"});
    SearchOptions options;
    options.weight = std::numeric_limits<double>::quiet_NaN();
    expect_rejected(m.grid, problem_for(m, eight_moves(), Heuristic::kOctile, options),
                    {"weight"});
}

// S . G
TEST(SearchBasics, RejectsAnInfiniteWeight) {
    const AsciiMap m = fixture({"S.G"});
    SearchOptions options;
    options.weight = std::numeric_limits<double>::infinity();
    expect_rejected(m.grid, problem_for(m, eight_moves(), Heuristic::kOctile, options),
                    {"weight"});
}

// S . G
// Past kMaxWeight f = g + w h overflows sooner or later (1e308 made every f infinite), and no
// part of the product goes there.
TEST(SearchBasics, RejectsAWeightAboveTheLimitAndAcceptsTheLimit) {
    const AsciiMap m = fixture({"S.G"});
    SearchOptions options;
    options.weight = std::nextafter(kMaxWeight, 2 * kMaxWeight);
    expect_rejected(m.grid, problem_for(m, eight_moves(), Heuristic::kOctile, options),
                    {"weight", "1000"});
    options.weight = kMaxWeight;
    GridSearch search;
    EXPECT_TRUE(search.begin(m.grid, problem_for(m, eight_moves(), Heuristic::kOctile, options)));
}

// S . G
TEST(SearchBasics, AcceptsWeightZero) {
    const AsciiMap m = fixture({"S.G"});
    SearchOptions options;
    options.weight = 0.0;
    GridSearch search;
    EXPECT_TRUE(search.begin(m.grid, problem_for(m, eight_moves(), Heuristic::kOctile, options)));
    EXPECT_EQ(search.error(), "");
    EXPECT_EQ(search.run(), SearchStatus::kFound);
    EXPECT_EQ(search.path_cost(), 2.0);
}

// S . G
TEST(SearchBasics, RejectsANegativeStepLimit) {
    const AsciiMap m = fixture({"S.G"});
    SearchOptions options;
    options.max_expansions = -1;
    expect_rejected(m.grid, problem_for(m, eight_moves(), Heuristic::kOctile, options),
                    {"step limit"});
}

// S # .        first start on the wall (rejected), then a good problem on the same object
// . . G
TEST(SearchBasics, BeginAfterARejectedProblemStartsCleanly) {
    AsciiMap m = fixture({"S#.",
                          "..G"});
    GridSearch search;
    GridProblem bad = problem_for(m, four_moves(), Heuristic::kManhattan);
    bad.start = {1, 0};
    ASSERT_FALSE(search.begin(m.grid, bad));
    ASSERT_TRUE(search.begin(m.grid, problem_for(m, four_moves(), Heuristic::kManhattan)));
    EXPECT_EQ(search.error(), "");
    EXPECT_EQ(search.status(), SearchStatus::kSearching);
    EXPECT_EQ(search.run(), SearchStatus::kFound);
    // Around the wall: down, right, right.
    EXPECT_EQ(search.path_cost(), 3.0);
}

// S . . . . . . . . G        4 moves: the search expands one cell per step, left to right
TEST(SearchBasics, StopsWithStepLimitAfterExactlyMaxExpansionsSteps) {
    const AsciiMap m = fixture({"S........G"});
    SearchOptions options;
    options.max_expansions = 4;
    GridSearch search;
    ASSERT_TRUE(
        search.begin(m.grid, problem_for(m, four_moves(), Heuristic::kManhattan, options)));
    for (int step = 1; step <= 3; ++step) {
        EXPECT_EQ(search.step().status, SearchStatus::kSearching) << "step " << step;
    }
    const StepResult& fourth = search.step();
    EXPECT_EQ(fourth.step, 4);
    EXPECT_EQ(fourth.status, SearchStatus::kStepLimit);
    EXPECT_EQ(search.status(), SearchStatus::kStepLimit);
    EXPECT_EQ(search.counters().expansions, 4);
    EXPECT_TRUE(search.path().empty());
    EXPECT_EQ(search.path_cost(), 0.0);
    // Nothing happens after the limit.
    EXPECT_EQ(search.step().expanded, -1);
    EXPECT_EQ(search.counters().expansions, 4);
}

// S . . . . . . . . G
TEST(SearchBasics, RunStopsAtTheStepLimitToo) {
    const AsciiMap m = fixture({"S........G"});
    SearchOptions options;
    options.max_expansions = 7;
    GridSearch search;
    ASSERT_TRUE(
        search.begin(m.grid, problem_for(m, four_moves(), Heuristic::kManhattan, options)));
    EXPECT_EQ(search.run(), SearchStatus::kStepLimit);
    EXPECT_EQ(search.counters().expansions, 7);
}

// S . . . G     found on expansion 5 (S, three cells, G); a limit of 5 still finds it
TEST(SearchBasics, GoalFoundOnTheLastAllowedStepCountsAsFound) {
    const AsciiMap m = fixture({"S...G"});
    SearchOptions options;
    options.max_expansions = 5;
    GridSearch search;
    ASSERT_TRUE(
        search.begin(m.grid, problem_for(m, four_moves(), Heuristic::kManhattan, options)));
    EXPECT_EQ(search.run(), SearchStatus::kFound);
    EXPECT_EQ(search.counters().expansions, 5);
    EXPECT_EQ(search.path_cost(), 4.0);
}

// S . . . G     with a limit of 4 the goal is one expansion away
TEST(SearchBasics, StepLimitOneShortOfTheGoalStops) {
    const AsciiMap m = fixture({"S...G"});
    SearchOptions options;
    options.max_expansions = 4;
    GridSearch search;
    ASSERT_TRUE(
        search.begin(m.grid, problem_for(m, four_moves(), Heuristic::kManhattan, options)));
    EXPECT_EQ(search.run(), SearchStatus::kStepLimit);
    EXPECT_EQ(search.state(search.node(m.goal)), CellState::kOpen);
}

// S . G
TEST(SearchBasics, StepAfterTheEndChangesNothing) {
    const AsciiMap m = fixture({"S.G"});
    GridSearch search;
    ASSERT_TRUE(search.begin(m.grid, problem_for(m, four_moves(), Heuristic::kManhattan)));
    ASSERT_EQ(search.run(), SearchStatus::kFound);
    const test::SearchSnapshot before = test::snapshot(search);
    const StepResult& r = search.step();
    EXPECT_EQ(r.expanded, -1);
    EXPECT_EQ(r.step, 0);
    EXPECT_EQ(r.neighbor_count, 0);
    EXPECT_EQ(r.status, SearchStatus::kFound);
    EXPECT_EQ(test::describe_difference(before, test::snapshot(search)), "");
}

// First a 5x1 corridor, then, on the same GridSearch, a 2x3 map: the records of the first
// search must not leak into the second.
//     S . . . G            S #
//                          . #
//                          . G
TEST(SearchBasics, ASearchObjectCanBeReusedOnAnotherMap) {
    const AsciiMap first = fixture({"S...G"});
    const AsciiMap second = fixture({"S#",
                                     ".#",
                                     ".G"});
    GridSearch search;
    ASSERT_TRUE(search.begin(first.grid, problem_for(first, four_moves(), Heuristic::kManhattan)));
    ASSERT_EQ(search.run(), SearchStatus::kFound);
    ASSERT_TRUE(search.begin(second.grid, problem_for(second, eight_moves())));
    EXPECT_EQ(search.run(), SearchStatus::kFound);
    // Down, down, then right: the diagonal (0,1)->(1,2) would cut the wall at (1,1).
    EXPECT_EQ(search.path_cost(), 3.0);
    EXPECT_EQ(search.path_cells(), (std::vector<Cell>{{0, 0}, {0, 1}, {0, 2}, {1, 2}}));
    // And the same object again on the same map gives the same result.
    ASSERT_TRUE(search.begin(second.grid, problem_for(second, eight_moves())));
    EXPECT_EQ(search.run(), SearchStatus::kFound);
    EXPECT_EQ(search.path_cost(), 3.0);
    EXPECT_EQ(search.counters().expansions, 4);
}

// The search marks open and closed cells with stamps that change from search to search and
// are cleared when their values run out (every 127 searches). One object reused for 400
// searches on one map must give what a fresh object gives every time: the same outcome, and
// every cell in the same state. The first search of every 127 is a Dijkstra search from the
// first free cell to the last; the others start on their goal and stamp one cell, so that what
// the long ones stamped is still there when their values come round again.
TEST(SearchBasics, AReusedSearchObjectMatchesAFreshOneAcrossHundredsOfSearches) {
    test::RandomMapSpec spec;
    spec.min_side = spec.max_side = 24;
    spec.terrain = false;
    spec.far_apart = true;  // map.start and map.goal: the first and last free cells
    const test::RandomCase map = test::random_case(7, spec);
    std::vector<Cell> free_cells;
    for (int y = 0; y < map.grid.height(); ++y) {
        for (int x = 0; x < map.grid.width(); ++x) {
            if (map.grid.passable({x, y})) free_cells.push_back({x, y});
        }
    }
    ASSERT_GT(free_cells.size(), 100u);
    std::mt19937 rng(11);
    auto any_free_cell = [&] {
        return free_cells[static_cast<std::size_t>(
            test::random_below(rng, static_cast<int>(free_cells.size())))];
    };
    GridSearch reused;
    int long_searches = 0;
    for (int i = 0; i < 400; ++i) {
        const bool long_search = i % 127 == 0;
        const Cell start = long_search ? map.start : any_free_cell();
        GridProblem problem = test::make_problem(start, long_search ? map.goal : start);
        problem.rules = map.rules;
        if (long_search) problem.options.algorithm = Algorithm::kDijkstra;
        ASSERT_TRUE(reused.begin(map.grid, problem));
        reused.run();
        GridSearch fresh;
        ASSERT_TRUE(fresh.begin(map.grid, problem));
        fresh.run();
        ASSERT_EQ(reused.status(), fresh.status()) << "search " << i;
        ASSERT_EQ(reused.counters().expansions, fresh.counters().expansions) << "search " << i;
        ASSERT_EQ(reused.path_cost(), fresh.path_cost()) << "search " << i;
        for (int node = 0; node < map.grid.cell_count(); ++node) {
            ASSERT_EQ(reused.state(node), fresh.state(node)) << "search " << i << ", cell " << node;
        }
        if (long_search) {
            ++long_searches;
            EXPECT_GT(fresh.counters().expansions, 200) << "search " << i << " is not long";
        }
    }
    EXPECT_EQ(long_searches, 4);
}

}  // namespace
}  // namespace astar
