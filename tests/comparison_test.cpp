#include "core/comparison.hpp"

#include <gtest/gtest.h>

#include "core/ascii_map.hpp"
#include "core/map_generators.hpp"
#include "support/scene_support.hpp"

namespace astar {
namespace {

Scene scene_from(std::initializer_list<std::string_view> rows,
                 std::vector<PaneSettings> panes) {
    AsciiMap m = parse_ascii_map(rows);
    EXPECT_TRUE(m.error.empty()) << m.error;
    Scene s;
    s.grid = m.grid;
    s.start = m.start;
    s.goal = m.goal;
    s.panes = std::move(panes);
    return s;
}

// The default panes on a seeded 40 x 30 map of random walls, start and goal in opposite corners.
Scene random_scene(std::uint64_t seed) { return test::corner_scene(40, 30, 0.25, seed); }

const std::vector<PaneSettings> kThree = {{Algorithm::kAStar, Heuristic::kManhattan, 1.0},
                                          {Algorithm::kAStar, Heuristic::kEuclidean, 1.0},
                                          {Algorithm::kAStar, Heuristic::kChebyshev, 1.0}};

TEST(Comparison, StepAdvancesEveryPaneByExactlyOneExpansion) {
    Comparison cmp;
    cmp.reset(default_scene());
    ASSERT_EQ(cmp.pane_count(), 3);
    for (int k = 1; k <= 5; ++k) {
        ASSERT_TRUE(cmp.step());
        EXPECT_EQ(cmp.position(), k);
        for (int i = 0; i < 3; ++i) EXPECT_EQ(cmp.pane(i).counters().expansions, k);
    }
}

TEST(Comparison, AFinishedPaneStaysFinishedWhileOthersGoOn) {
    // Manhattan (inadmissible here, it overestimates diagonals) heads straight for the goal;
    // zero (Dijkstra) needs many more expansions.
    Comparison cmp;
    cmp.reset(scene_from({"S.........", "..........", ".........G"},
                         {{Algorithm::kAStar, Heuristic::kOctile, 1.0},
                          {Algorithm::kAStar, Heuristic::kZero, 1.0}}));
    cmp.run_to_end();
    const int octile = cmp.pane(0).counters().expansions;
    const int zero = cmp.pane(1).counters().expansions;
    EXPECT_LT(octile, zero);
    EXPECT_EQ(cmp.position(), zero);
    EXPECT_TRUE(cmp.end_known());
    EXPECT_EQ(cmp.end(), zero);
    EXPECT_FALSE(cmp.step());
    EXPECT_EQ(cmp.pane(0).counters().expansions, octile);
}

TEST(Comparison, SeekBackAndForwardMatchesAFreshRun) {
    const Scene scene = random_scene(3);
    Comparison full, fresh;
    full.reset(scene);
    full.run_to_end();
    const int end = full.end();
    ASSERT_GT(end, 20);
    for (int target : {end / 2, 3, 0, end - 1, end}) {
        full.seek(target);
        fresh.reset(scene);
        fresh.seek(target);
        ASSERT_EQ(full.position(), target);
        for (int i = 0; i < full.pane_count(); ++i) {
            EXPECT_EQ(full.pane(i).counters().expansions, fresh.pane(i).counters().expansions);
            EXPECT_EQ(full.pane(i).counters().open_size, fresh.pane(i).counters().open_size);
            EXPECT_EQ(full.pane(i).status(), fresh.pane(i).status());
            for (int c = 0; c < scene.grid.cell_count(); ++c) {
                ASSERT_EQ(full.pane(i).state(c), fresh.pane(i).state(c)) << "pane " << i;
                ASSERT_EQ(full.pane(i).g(c), fresh.pane(i).g(c));
            }
            EXPECT_EQ(full.open_size_over_time(i), fresh.open_size_over_time(i));
        }
    }
}

TEST(Comparison, SeekPastTheEndStopsAtTheEnd) {
    Comparison cmp;
    cmp.reset(default_scene());
    cmp.run_to_end();
    const int end = cmp.end();
    cmp.seek(end + 1000);
    EXPECT_EQ(cmp.position(), end);
}

// With 8 moves and sqrt(2) diagonals, Manhattan overestimates: on this map it takes the long
// way round a wall, and the summary says both that it is not admissible and that its path is
// not optimal. Octile finds the optimum.
TEST(Comparison, FlagsNonOptimalPathsAgainstDijkstra) {
    // Found by search over seeded random maps: Manhattan returns a longer path here.
    Scene scene;
    bool found = false;
    for (std::uint64_t seed = 1; seed < 500 && !found; ++seed) {
        scene = test::corner_scene(24, 16, 0.3, seed,
                                   {{Algorithm::kAStar, Heuristic::kManhattan, 1.0},
                                    {Algorithm::kAStar, Heuristic::kOctile, 1.0}});
        Comparison cmp;
        cmp.reset(scene);
        cmp.run_to_end();
        const PaneSummary manhattan = cmp.summary(0);
        if (manhattan.status == SearchStatus::kFound && !manhattan.optimal) {
            found = true;
            EXPECT_FALSE(manhattan.verdict.admissible);
            EXPECT_GT(manhattan.path_cost, cmp.optimal_cost() + 1e-6);
            const PaneSummary octile = cmp.summary(1);
            EXPECT_TRUE(octile.optimal);
            EXPECT_TRUE(octile.verdict.admissible);
            EXPECT_DOUBLE_EQ(octile.path_cost, cmp.optimal_cost());
        }
    }
    EXPECT_TRUE(found) << "no seed made Manhattan suboptimal";
}

TEST(Comparison, NoPathIsCorrectWhenTheGoalIsWalledOff) {
    Comparison cmp;
    cmp.reset(scene_from({"S..#..", "...#.G", "...#.."}, kThree));
    cmp.run_to_end();
    for (int i = 0; i < 3; ++i) {
        const PaneSummary s = cmp.summary(i);
        EXPECT_EQ(s.status, SearchStatus::kNoPath);
        EXPECT_TRUE(s.finished);
        EXPECT_TRUE(s.optimal);  // "no path" is the right answer
    }
    EXPECT_LT(cmp.optimal_cost(), 0);
}

TEST(Comparison, AStartOnAWallMakesEveryPaneInvalidWithItsReason) {
    Scene scene = scene_from({"S..", "...", "..G"}, kThree);
    scene.grid.set_cost(scene.start, kWall);
    Comparison cmp;
    cmp.reset(scene);
    EXPECT_TRUE(cmp.all_finished());
    EXPECT_FALSE(cmp.step());
    for (int i = 0; i < 3; ++i) {
        const PaneSummary s = cmp.summary(i);
        EXPECT_EQ(s.status, SearchStatus::kInvalid);
        EXPECT_NE(s.error.find("is a wall"), std::string::npos) << s.error;
    }
}

TEST(Comparison, OpenSizeCurveHasOneEntryPerStepPlusTheStart) {
    Comparison cmp;
    cmp.reset(default_scene());
    for (int k = 0; k < 7; ++k) cmp.step();
    for (int i = 0; i < 3; ++i) {
        const auto& curve = cmp.open_size_over_time(i);
        ASSERT_EQ(curve.size(), 8u);
        EXPECT_EQ(curve.front(), 1);  // just the start
        EXPECT_EQ(curve.back(), cmp.pane(i).counters().open_size);
    }
}

// run_to_end() and seek() forward move each pane with its own loop and chart the open list
// from the undo logs (faster than a step report per expansion): everything they leave must be
// what step() one lockstep step at a time leaves, including the curves of panes that finish
// early, for every algorithm (the depth-first walk's trail included).
TEST(Comparison, RunToEndAndSeekForwardMatchSteppingOneStepAtATime) {
    Scene scene = random_scene(5);
    scene.panes = {{Algorithm::kAStar, Heuristic::kOctile, 1.0},
                   {Algorithm::kGreedyBestFirst, Heuristic::kOctile, 1.0},
                   {Algorithm::kBreadthFirst, Heuristic::kZero, 1.0},
                   {Algorithm::kDepthFirstWalk, Heuristic::kOctile, 1.0}};
    Comparison stepped;
    stepped.reset(scene);
    while (stepped.step()) {
    }
    ASSERT_GT(stepped.end(), 10);
    auto expect_same = [&](const Comparison& cmp, int position, const char* how) {
        SCOPED_TRACE(how);
        EXPECT_EQ(cmp.position(), position);
        for (int i = 0; i < cmp.pane_count(); ++i) {
            const auto& want = stepped.open_size_over_time(i);
            const std::vector<int> prefix(want.begin(), want.begin() + position + 1);
            EXPECT_EQ(cmp.open_size_over_time(i), prefix) << "pane " << i;
            EXPECT_EQ(cmp.pane(i).counters().expansions,
                      std::min(position, stepped.pane(i).counters().expansions));
        }
    };
    Comparison run;
    run.reset(scene);
    run.seek(3);
    run.run_to_end();
    EXPECT_TRUE(run.end_known());
    EXPECT_EQ(run.end(), stepped.end());
    expect_same(run, stepped.end(), "run_to_end");
    for (int i = 0; i < run.pane_count(); ++i) {
        EXPECT_EQ(run.summary(i).status, stepped.summary(i).status);
        EXPECT_EQ(run.summary(i).path_cost, stepped.summary(i).path_cost);
    }
    EXPECT_FALSE(run.step());

    Comparison sought;
    sought.reset(scene);
    for (int target : {5, 2, stepped.end() / 2, stepped.end() + 7}) {
        sought.seek(target);
        const int position = std::min(target, stepped.end());
        expect_same(sought, position, "seek");
    }
    EXPECT_TRUE(sought.end_known());
}

// Greedy best-first with Zero and ties to the smaller g runs as Dijkstra, but its tie key is g
// rounded to a float: on a map whose paths may cost 2^24 or more it promises nothing (a second
// QA pass found a path 2 too long at g = 133 million).
TEST(Comparison, GreedyWithZeroIsPromisedOptimalOnlyWhileItsTieKeyTellsCostsApart) {
    Scene scene = scene_from({"S...", "....", "...G"}, {{Algorithm::kGreedyBestFirst,
                                                         Heuristic::kZero, 1.0}});
    scene.tie_break = TieBreak::kPreferSmallerG;
    Comparison cmp;
    cmp.reset(scene);
    EXPECT_TRUE(cmp.summary(0).verdict.admissible);
    Scene costly = scene;
    costly.grid = Grid(300, 300);
    for (int y = 0; y < 300; ++y) {
        for (int x = 0; x < 300; ++x) costly.grid.set_cost({x, y}, 255);
    }
    costly.start = {0, 0};
    costly.goal = {299, 299};
    EXPECT_GT(path_cost_ceiling(costly.grid, costly.rules), 16777216.0);
    cmp.reset(costly);
    EXPECT_FALSE(cmp.summary(0).verdict.admissible) << cmp.summary(0).verdict.explanation;
    EXPECT_NE(cmp.summary(0).verdict.explanation.find("16 million"), std::string::npos);

    // The ceiling is kept from reset to reset while the grid and the rules stay: a moved goal
    // keeps the verdict, and the same grid painted cheap again (edited in place, not replaced)
    // must be measured again.
    costly.goal = {298, 299};
    cmp.reset(costly);
    EXPECT_FALSE(cmp.summary(0).verdict.admissible);
    for (int y = 0; y < 300; ++y) {
        for (int x = 0; x < 300; ++x) costly.grid.set_cost({x, y}, kPlainGround);
    }
    cmp.reset(costly);
    EXPECT_TRUE(cmp.summary(0).verdict.admissible) << cmp.summary(0).verdict.explanation;
}

TEST(Comparison, BreadthFirstIsJudgedByTheTerrain) {
    Scene scene = scene_from({"S...", "....", "...G"}, {{Algorithm::kBreadthFirst,
                                                         Heuristic::kZero, 1.0}});
    scene.rules.moves = Moves::kFour;
    Comparison cmp;
    cmp.reset(scene);
    EXPECT_TRUE(cmp.summary(0).verdict.admissible);
    scene.grid.set_cost({1, 1}, 5);
    cmp.reset(scene);
    EXPECT_FALSE(cmp.summary(0).verdict.admissible);
    // The start is never entered and the goal once by every path: their costs do not count
    // (a start on sand was "not guaranteed optimal").
    scene.grid.set_cost({1, 1}, 1);
    scene.grid.set_cost(scene.start, 2);
    scene.grid.set_cost(scene.goal, 9);
    cmp.reset(scene);
    EXPECT_TRUE(cmp.summary(0).verdict.admissible);
    cmp.run_to_end();
    EXPECT_DOUBLE_EQ(cmp.summary(0).path_cost, cmp.optimal_cost());
}

}  // namespace
}  // namespace astar

namespace astar {
namespace {

// The opening scene is there to teach: the three heuristics must expand clearly different
// numbers of cells, and Manhattan (which overestimates diagonal steps) must return a longer
// path than the optimum while Euclidean and Chebyshev stay optimal.
TEST(Comparison, DefaultSceneShowsTheHeuristicsDiffer) {
    Comparison cmp;
    cmp.reset(default_scene());
    cmp.run_to_end();
    const PaneSummary manhattan = cmp.summary(0), euclidean = cmp.summary(1),
                      chebyshev = cmp.summary(2);
    EXPECT_FALSE(manhattan.optimal);
    EXPECT_TRUE(euclidean.optimal);
    EXPECT_TRUE(chebyshev.optimal);
    EXPECT_LT(manhattan.expansions, euclidean.expansions);
    EXPECT_LT(euclidean.expansions, chebyshev.expansions);
    // The optimum: 15 straight and 14 diagonal steps, 15 + 14 sqrt(2) = 34.799.
    EXPECT_NEAR(cmp.optimal_cost(), 34.79898987, 1e-6);
}

}  // namespace
}  // namespace astar

namespace astar {
namespace {

// The Dijkstra check in slices (the app spreads it over frames) ends where one call ends, and
// until then a summary that does not wait says it has not checked.
TEST(Comparison, TheOptimumWorkedOutInSlicesIsTheOneComputedAtOnce) {
    for (std::uint64_t seed : {1, 2, 3}) {
        Comparison sliced, at_once;
        sliced.reset(random_scene(seed));
        at_once.reset(random_scene(seed));
        sliced.run_to_end();
        const auto if_known = Comparison::OptimumCheck::kIfKnown;
        for (int i = 0; i < sliced.pane_count(); ++i) {
            const PaneSummary s = sliced.summary(i, if_known);
            EXPECT_TRUE(s.finished);
            EXPECT_FALSE(s.checked);
            EXPECT_FALSE(s.optimal);
        }
        int slices = 0;
        while (!sliced.work_on_optimum(10)) ASSERT_LT(++slices, 100000);
        EXPECT_GT(slices, 3) << "seed " << seed;
        EXPECT_EQ(sliced.optimal_cost(), at_once.optimal_cost()) << "seed " << seed;
        for (int i = 0; i < sliced.pane_count(); ++i) {
            EXPECT_TRUE(sliced.summary(i, if_known).checked);
            EXPECT_EQ(sliced.summary(i, if_known).optimal, sliced.summary(i).optimal);
        }
        // A new scene starts the check over.
        sliced.reset(random_scene(seed + 10));
        EXPECT_FALSE(sliced.optimum_known());
    }
}

TEST(Comparison, AMovedGoalKeepsTheDijkstraCheckGoingAndGetsAFreshOnesOptimum) {
    // A goal dragged over the map, one reset per cell: each optimum is exactly a fresh
    // Comparison's, checked in slices as the app does (Session::advance) or at once, with the
    // goal on cells near and far, walled off, or on a wall.
    Scene scene = test::corner_scene(90, 60, 0.3, 5);
    Comparison moved;
    moved.reset(scene);
    moved.run_to_end();
    EXPECT_GT(moved.optimal_cost(), 0);
    int at_once = 0;  // moves whose optimum the kept search knew without a further expansion
    for (int k = 0; k < 120; ++k) {
        const Cell goal = {(k * 37) % 90, (k * 23 + k / 7) % 60};
        scene.goal = goal;
        moved.reset(scene);
        moved.run_to_end();
        if (moved.work_on_optimum(1) && k % 2 == 0) ++at_once;
        if (k % 2 == 0) {
            while (!moved.work_on_optimum(50)) {
            }
        }
        Comparison fresh;
        fresh.reset(scene);
        fresh.run_to_end();
        ASSERT_EQ(moved.optimal_cost(), fresh.optimal_cost()) << "goal " << goal.x << "," << goal.y;
        for (int i = 0; i < moved.pane_count(); ++i) {
            ASSERT_EQ(moved.summary(i).optimal, fresh.summary(i).optimal) << "pane " << i;
        }
    }
    EXPECT_GT(at_once, 10);
    // An edit of the map, not of the goal: the check starts over.
    scene.goal = {89, 59};
    moved.reset(scene);
    EXPECT_GT(moved.optimal_cost(), 0);
    scene.goal = {2, 2};
    while (!scene.grid.passable(scene.goal)) ++scene.goal.x;
    moved.reset(scene);
    ASSERT_EQ(moved.pane(0).status(), SearchStatus::kSearching);
    ASSERT_TRUE(moved.work_on_optimum(1));  // expanded on the way to the far corner
    EXPECT_GT(moved.optimal_cost(), 0);
    scene.grid.set_cost({1, 0}, 5);
    moved.reset(scene);
    EXPECT_FALSE(moved.work_on_optimum(1));  // a new search, one expansion in
    Comparison fresh;
    fresh.reset(scene);
    EXPECT_EQ(moved.optimal_cost(), fresh.optimal_cost());
}

TEST(Comparison, AMovedGoalKeepsTheCheckGoingAfterACheckRunAtOnceOnABigMap) {
    // optimal_cost() runs the check to its end at once; on a map of 65 536 cells or more that
    // run keeps the open list in buckets, which the check's slices cannot go on from until
    // retarget() moves it back into the heap. So a goal the check has expanded already is known
    // at once after the move, as on a small map, and every optimum is a fresh Comparison's.
    Scene scene = test::corner_scene(300, 230, 0.25, 11);
    ASSERT_GE(scene.grid.cell_count(), 1 << 16);
    Comparison moved;
    moved.reset(scene);
    moved.run_to_end();
    ASSERT_GT(moved.optimal_cost(), 0);
    int at_once = 0;
    for (int k = 0; k < 6; ++k) {
        // Near the start (expanded on the way to the far corner) and then near the far corner.
        Cell goal = k < 3 ? Cell{20 + 30 * k, 15 + 20 * k} : Cell{299 - 10 * k, 229 - 7 * k};
        while (!scene.grid.passable(goal)) ++goal.x;
        scene.goal = goal;
        moved.reset(scene);
        moved.run_to_end();
        if (moved.work_on_optimum(1)) ++at_once;
        Comparison fresh;
        fresh.reset(scene);
        fresh.run_to_end();
        ASSERT_EQ(moved.optimal_cost(), fresh.optimal_cost()) << "goal " << goal.x << "," << goal.y;
    }
    EXPECT_GE(at_once, 3);
}

TEST(Comparison, NoPathIsCheckedInSlicesToo) {
    Comparison cmp;
    cmp.reset(scene_from({"S.#...", "..#...", "###..G"}, kThree));
    cmp.run_to_end();
    while (!cmp.work_on_optimum(1)) {
    }
    EXPECT_LT(cmp.optimal_cost(), 0);
    for (int i = 0; i < cmp.pane_count(); ++i) {
        const PaneSummary s = cmp.summary(i, Comparison::OptimumCheck::kIfKnown);
        EXPECT_EQ(s.status, SearchStatus::kNoPath);
        EXPECT_TRUE(s.checked && s.optimal);
    }
}

}  // namespace
}  // namespace astar
