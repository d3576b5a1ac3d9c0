// seek(k): after any history of steps and seeks, the state is exactly that of a fresh search
// stepped k times, with the undo log (record_history) and without it (replay from the start),
// for every algorithm. "Exactly" means every cell's state, g, f, parent and expanded_at, the
// counters, the open list in order (f, tie key, cell number), the status and the path.
#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <string>
#include <vector>

#include "core/grid_search.hpp"
#include "support/search_test_support.hpp"

namespace astar {
namespace {

using test::SearchSnapshot;

struct SeekParam {
    Algorithm algorithm;
    bool record_history;
};

void PrintTo(const SeekParam& p, std::ostream* os) {
    *os << option_name(p.algorithm) << (p.record_history ? ", undo log" : ", replay");
}

std::string param_name(const testing::TestParamInfo<SeekParam>& param_info) {
    std::string name(option_name(param_info.param.algorithm));
    std::erase(name, '-');
    return name + (param_info.param.record_history ? "_undo" : "_replay");
}

struct SeekCase {
    std::string description;
    Grid grid;
    GridProblem problem;
};

// Seeded maps with terrain costs (and some water), start and goal in opposite corners so the
// searches are long, several tie-breaks and heuristics; the last one with the goal walled in,
// so the search ends with kNoPath.
std::vector<SeekCase> seek_cases(const SeekParam& param) {
    std::vector<SeekCase> cases;
    for (std::uint32_t seed = 1; seed <= 8; ++seed) {
        test::RandomMapSpec spec;
        spec.min_side = 8;
        spec.max_side = 24;
        spec.max_wall_fraction = 0.3;
        spec.always_costly = seed % 4 != 0;
        spec.far_apart = true;
        test::RandomCase c = test::random_case(seed * 7919, spec);
        if (seed == 8) {
            for (int dy = -1; dy <= 1; ++dy) {
                for (int dx = -1; dx <= 1; ++dx) {
                    const Cell n{c.goal.x + dx, c.goal.y + dy};
                    if ((dx != 0 || dy != 0) && c.grid.in_bounds(n)) c.grid.set_cost(n, kWall);
                }
            }
            c.description += ", goal walled in";
        }
        const TieBreak tie = option_table<TieBreak>()[seed % kTieBreakCount].value;
        GridProblem p = test::make_problem(c.start, c.goal);
        p.rules = c.rules;
        p.heuristic = seed % 3 == 0 ? Heuristic::kManhattan : Heuristic::kOctile;
        p.options.algorithm = param.algorithm;
        p.options.tie_break = tie;
        p.options.record_history = param.record_history;
        cases.push_back({c.description + ", tie " + std::string(option_name(tie)), c.grid, p});
    }
    return cases;
}

// The state after stepping a fresh search k times (or to its end, if sooner).
SearchSnapshot stepped(const SeekCase& c, int k) {
    GridSearch fresh;
    EXPECT_TRUE(fresh.begin(c.grid, c.problem));
    while (fresh.counters().expansions < k && fresh.status() == SearchStatus::kSearching) {
        fresh.step();
    }
    return test::snapshot(fresh);
}

// Where to seek: both ends, past the end, around the middle, and a scatter in between, in an
// order that goes back and forth.
std::vector<int> seek_targets(int total) {
    std::vector<int> ks = {total, 0, total + 1, 1, total - 1, total / 2, 2, total + 50,
                           total / 3, total - 2, 2 * total / 3, 0, total};
    for (int i = 1; i <= 7; ++i) ks.push_back((i * 37) % (total + 1));
    for (int& k : ks) k = std::max(k, 0);
    return ks;
}

class Seek : public testing::TestWithParam<SeekParam> {};

TEST_P(Seek, MatchesAFreshSearchSteppedKTimes) {
    int checked = 0;
    for (const SeekCase& c : seek_cases(GetParam())) {
        SCOPED_TRACE(c.description);
        GridSearch search;
        ASSERT_TRUE(search.begin(c.grid, c.problem));
        search.run();
        const int total = search.counters().expansions;
        for (int k : seek_targets(total)) {
            search.seek(k);
            EXPECT_EQ(test::describe_difference(stepped(c, k), test::snapshot(search)), "")
                << "after seek(" << k << ") of " << total;
            ++checked;
        }
    }
    EXPECT_GT(checked, 0);
}

TEST_P(Seek, BackwardsThenForwardsReturnsToTheFinalState) {
    for (const SeekCase& c : seek_cases(GetParam())) {
        SCOPED_TRACE(c.description);
        GridSearch search;
        ASSERT_TRUE(search.begin(c.grid, c.problem));
        search.run();
        const SearchSnapshot final_state = test::snapshot(search);
        const int total = search.counters().expansions;
        search.seek(total / 2);
        search.seek(total);
        EXPECT_EQ(test::describe_difference(final_state, test::snapshot(search)), "");
        search.seek(0);
        search.seek(total + 10);
        EXPECT_EQ(test::describe_difference(final_state, test::snapshot(search)), "");
        // Back a little, then the rest by step() and by run().
        search.seek(total - 3);
        while (search.status() == SearchStatus::kSearching) search.step();
        EXPECT_EQ(test::describe_difference(final_state, test::snapshot(search)), "");
        search.seek(total / 3);
        search.run();
        EXPECT_EQ(test::describe_difference(final_state, test::snapshot(search)), "");
    }
}

TEST_P(Seek, RunGivesTheSameStateAsStepping) {
    for (const SeekCase& c : seek_cases(GetParam())) {
        SCOPED_TRACE(c.description);
        GridSearch by_run, by_step;
        ASSERT_TRUE(by_run.begin(c.grid, c.problem));
        ASSERT_TRUE(by_step.begin(c.grid, c.problem));
        const SearchStatus status = by_run.run();
        while (by_step.status() == SearchStatus::kSearching) by_step.step();
        EXPECT_EQ(status, by_step.status());
        EXPECT_EQ(test::describe_difference(test::snapshot(by_step), test::snapshot(by_run)), "");
    }
}

// On a graph of 65 536 nodes or more, run() prefetches the next cell's neighbourhood
// (BasicSearch::prefetch_); step() never does. The prefetches must change nothing: the same
// state, cell for cell, on 256 x 256 maps, for the algorithms that use the open list.
TEST(RunOnABigGrid, PrefetchingRunGivesTheSameStateAsStepping) {
    for (const Algorithm algorithm : {Algorithm::kAStar, Algorithm::kDijkstra,
                                      Algorithm::kGreedyBestFirst, Algorithm::kBreadthFirst}) {
        for (std::uint32_t seed = 1; seed <= 2; ++seed) {
            test::RandomMapSpec spec;
            spec.min_side = spec.max_side = 256;
            spec.max_wall_fraction = 0.3;
            spec.far_apart = true;
            const test::RandomCase c = test::random_case(seed * 104729, spec);
            ASSERT_GE(c.grid.cell_count(), 1 << 16);
            GridProblem problem = test::make_problem(c.start, c.goal);
            problem.rules = c.rules;
            problem.options.algorithm = algorithm;
            problem.options.record_history = false;
            SCOPED_TRACE(c.description + ", " + std::string(option_name(algorithm)));
            GridSearch by_run, by_step;
            ASSERT_TRUE(by_run.begin(c.grid, problem));
            ASSERT_TRUE(by_step.begin(c.grid, problem));
            const SearchStatus status = by_run.run();
            while (by_step.status() == SearchStatus::kSearching) by_step.step();
            EXPECT_EQ(status, by_step.status());
            EXPECT_GT(by_run.counters().expansions, 100);
            EXPECT_EQ(test::describe_difference(test::snapshot(by_step), test::snapshot(by_run)),
                      "");
        }
    }
}

// On a plain grid of 65 536 cells or more, run()'s lean loop keeps the open list in buckets once
// it outgrows kBucketsFrom entries (bucketed_open_list.hpp); stepping keeps it in one heap.
// The order is the same by construction, and this checks it: cell for cell the same state as
// stepping, for every algorithm that uses the open list, every tie-break, heuristics that are
// consistent and one that is not (Manhattan with diagonals), and weights below and above 1
// (f then falls below the current bucket, or jumps past the buckets into the far heap).
// Also run() after some steps: the steps fill the heap that the run's list takes over.
TEST(RunOnABigPlainGrid, BucketedRunGivesTheSameStateAsStepping) {
    struct Variant {
        Algorithm algorithm;
        Heuristic heuristic;
        double weight;
    };
    const Variant variants[] = {
        {Algorithm::kAStar, Heuristic::kOctile, 1.0},
        {Algorithm::kAStar, Heuristic::kManhattan, 1.0},
        {Algorithm::kAStar, Heuristic::kEuclidean, 0.5},
        {Algorithm::kAStar, Heuristic::kOctile, 3.0},
        {Algorithm::kDijkstra, Heuristic::kOctile, 1.0},
        {Algorithm::kGreedyBestFirst, Heuristic::kOctile, 1.0},
        {Algorithm::kBreadthFirst, Heuristic::kOctile, 1.0},
    };
    int bucketed_runs = 0;
    for (std::uint32_t seed = 1; seed <= 2; ++seed) {
        test::RandomMapSpec spec;
        spec.min_side = spec.max_side = 256;
        spec.max_wall_fraction = 0.3;
        spec.terrain = false;
        spec.far_apart = true;
        const test::RandomCase c = test::random_case(seed * 7727, spec);
        ASSERT_GE(c.grid.cell_count(), 1 << 16);
        ASSERT_TRUE(c.grid.plain_ground_only() && !c.grid.has_water());
        for (const Variant& v : variants) {
            for (const auto& tie : option_table<TieBreak>()) {
                GridProblem problem = test::make_problem(c.start, c.goal);
                problem.rules = c.rules;
                problem.heuristic = v.heuristic;
                problem.options.algorithm = v.algorithm;
                problem.options.weight = v.weight;
                problem.options.tie_break = tie.value;
                problem.options.record_history = false;
                SCOPED_TRACE(c.description + ", " + std::string(option_name(v.algorithm)) +
                             ", " + std::string(option_name(v.heuristic)) + ", weight " +
                             std::to_string(v.weight) + ", " + std::string(tie.name));
                GridSearch by_run, by_step, by_both;
                ASSERT_TRUE(by_run.begin(c.grid, problem));
                ASSERT_TRUE(by_step.begin(c.grid, problem));
                ASSERT_TRUE(by_both.begin(c.grid, problem));
                const SearchStatus status = by_run.run();
                while (by_step.status() == SearchStatus::kSearching) by_step.step();
                for (int i = 0; i < 40; ++i) by_both.step();
                by_both.run();
                EXPECT_FALSE(by_step.open_list_in_buckets());
                if (by_run.open_list_in_buckets()) ++bucketed_runs;
                EXPECT_EQ(status, by_step.status());
                EXPECT_EQ(
                    test::describe_difference(test::snapshot(by_step), test::snapshot(by_run)),
                    "");
                EXPECT_EQ(
                    test::describe_difference(test::snapshot(by_step), test::snapshot(by_both)),
                    "");
            }
        }
    }
    // The lean loop serves A* with "larger g first" and the other algorithms: 2 maps x (4 A*
    // variants + 3 algorithms x 4 tie-breaks). All of them must have left heap-only mode, or
    // the buckets went untested.
    EXPECT_EQ(bucketed_runs, 2 * (4 + 3 * 4));
}

// On a grid of plain ground without water, run() without the undo log takes a lean loop of its
// own (BasicSearch::run_with, natively); with water, terrain or the undo log it takes the
// other. Both must leave exactly the state that stepping does, for every algorithm that uses
// the open list and every tie-break.
TEST(RunOnAPlainGrid, BothLoopsGiveTheSameStateAsStepping) {
    for (std::uint32_t seed = 1; seed <= 12; ++seed) {
        test::RandomMapSpec spec;
        spec.min_side = 6;
        spec.max_side = 30;
        spec.max_wall_fraction = 0.35;
        spec.terrain = false;
        spec.far_apart = seed % 2 == 1;
        test::RandomCase c = test::random_case(seed * 31, spec);
        ASSERT_TRUE(c.grid.plain_ground_only() && !c.grid.has_water()) << c.description;
        Grid watery = c.grid;  // one water cell away from start and goal: the other loop
        for (int i = 0; i < watery.cell_count(); ++i) {
            const Cell cell = watery.cell(i);
            if (watery.passable(cell) && cell != c.start && cell != c.goal) {
                watery.set_water(cell, true);
                break;
            }
        }
        for (const Algorithm algorithm : {Algorithm::kAStar, Algorithm::kDijkstra,
                                          Algorithm::kGreedyBestFirst,
                                          Algorithm::kBreadthFirst}) {
            for (const auto& tie : option_table<TieBreak>()) {
                for (const bool history : {false, true}) {
                    for (const Grid* grid : {&c.grid, &watery}) {
                        GridProblem problem = test::make_problem(c.start, c.goal);
                        problem.rules = c.rules;
                        problem.options.algorithm = algorithm;
                        problem.options.tie_break = tie.value;
                        problem.options.record_history = history;
                        SCOPED_TRACE(c.description + ", " + std::string(option_name(algorithm)) +
                                     ", " + std::string(tie.name) +
                                     (history ? ", undo log" : "") +
                                     (grid == &watery ? ", one water cell" : ""));
                        GridSearch by_run, by_step;
                        ASSERT_TRUE(by_run.begin(*grid, problem));
                        ASSERT_TRUE(by_step.begin(*grid, problem));
                        const SearchStatus status = by_run.run();
                        while (by_step.status() == SearchStatus::kSearching) by_step.step();
                        EXPECT_EQ(status, by_step.status());
                        EXPECT_EQ(test::describe_difference(test::snapshot(by_step),
                                                            test::snapshot(by_run)),
                                  "");
                    }
                }
            }
        }
    }
}

// open_size_after(k) is the open list's size that a search stepped one step at a time had
// after k steps, read back from the undo log after run() and after seeks back and forth (the
// app charts the open list from it after Run to end). Without the log it has nothing to say.
TEST_P(Seek, OpenSizeAfterEachStepComesBackFromTheUndoLog) {
    for (const SeekCase& c : seek_cases(GetParam())) {
        SCOPED_TRACE(c.description);
        GridSearch by_step;
        ASSERT_TRUE(by_step.begin(c.grid, c.problem));
        std::vector<int> sizes = {by_step.counters().open_size};
        while (by_step.status() == SearchStatus::kSearching) {
            by_step.step();
            sizes.push_back(by_step.counters().open_size);
        }
        const int total = by_step.counters().expansions;
        GridSearch search;
        ASSERT_TRUE(search.begin(c.grid, c.problem));
        search.run();
        if (!c.problem.options.record_history) {
            EXPECT_EQ(search.open_size_after(0), -1);
            EXPECT_EQ(search.open_size_after(total), -1);
            continue;
        }
        for (int k = 0; k <= total; ++k) {
            ASSERT_EQ(search.open_size_after(k), sizes[static_cast<std::size_t>(k)]) << "k " << k;
        }
        EXPECT_EQ(search.open_size_after(total + 1), -1);
        EXPECT_EQ(search.open_size_after(-1), -1);
        search.seek(total / 2);
        search.seek(total / 2 + 3);
        for (int k = 0; k <= search.counters().expansions; ++k) {
            ASSERT_EQ(search.open_size_after(k), sizes[static_cast<std::size_t>(k)])
                << "after seeks, k " << k;
        }
    }
}

// With a step limit the search ends at kStepLimit; seeking back and forth inside it still
// matches a fresh search, and seeking past the limit stops at the limit.
TEST_P(Seek, WorksWithinAStepLimit) {
    for (SeekCase c : seek_cases(GetParam())) {
        SCOPED_TRACE(c.description);
        GridSearch unlimited;
        ASSERT_TRUE(unlimited.begin(c.grid, c.problem));
        unlimited.run();
        const int limit = unlimited.counters().expansions / 2;
        if (limit < 1) continue;
        c.problem.options.max_expansions = limit;
        GridSearch search;
        ASSERT_TRUE(search.begin(c.grid, c.problem));
        EXPECT_EQ(search.run(), SearchStatus::kStepLimit);
        for (int k : {limit - 1, 0, limit, limit + 5, limit / 2}) {
            search.seek(k);
            EXPECT_EQ(test::describe_difference(stepped(c, k), test::snapshot(search)), "")
                << "after seek(" << k << "), limit " << limit;
        }
        EXPECT_EQ(search.counters().expansions, limit / 2);
    }
}

TEST_P(Seek, NegativeTargetMeansZero) {
    const SeekCase c = seek_cases(GetParam()).front();
    GridSearch search;
    ASSERT_TRUE(search.begin(c.grid, c.problem));
    search.run();
    search.seek(-5);
    EXPECT_EQ(test::describe_difference(stepped(c, 0), test::snapshot(search)), "");
}

// Where two step reports differ, in words; "" if they are the same.
std::string describe_report_difference(const StepResult& want, const StepResult& got) {
    std::string d;
    auto check = [&d](bool same, const std::string& what) {
        if (!same) d += what + "; ";
    };
    check(want.status == got.status, "status");
    check(want.step == got.step, "step " + std::to_string(got.step));
    check(want.expanded == got.expanded, "expanded");
    check(want.g == got.g && want.h == got.h && want.f == got.f, "g, h or f");
    check(want.backtracked == got.backtracked, "backtracked");
    check(want.complete == got.complete, "complete");
    check(want.neighbor_count == got.neighbor_count, "neighbour count");
    for (int i = 0; i < std::min(want.neighbor_count, got.neighbor_count); ++i) {
        const NeighborReport& a = want.neighbors[static_cast<std::size_t>(i)];
        const NeighborReport& b = got.neighbors[static_cast<std::size_t>(i)];
        check(a.node == b.node && a.outcome == b.outcome && a.g == b.g && a.f == b.f &&
                  a.old_g == b.old_g,
              "neighbour " + std::to_string(i));
    }
    return d;
}

// last_step_in_full(), after run() and seeks back and forth: the very report that step() made
// for that expansion, neighbours included, and not a thing of the state changed. Without the
// undo log it is last_step() as it was, without neighbours.
TEST_P(Seek, LastStepInFullIsTheStepsOwnReportAndChangesNothing) {
    int compared = 0;
    for (const SeekCase& c : seek_cases(GetParam())) {
        SCOPED_TRACE(c.description);
        GridSearch stepper;
        ASSERT_TRUE(stepper.begin(c.grid, c.problem));
        std::vector<StepResult> reports;
        while (stepper.status() == SearchStatus::kSearching) reports.push_back(stepper.step());
        const int total = static_cast<int>(reports.size());

        GridSearch search;
        ASSERT_TRUE(search.begin(c.grid, c.problem));
        EXPECT_EQ(search.last_step_in_full().expanded, -1);  // nothing expanded yet
        search.run();
        for (int k : seek_targets(total)) {
            search.seek(k);
            const int at = std::min(k, total);
            SCOPED_TRACE("after seek(" + std::to_string(k) + ") of " + std::to_string(total));
            const SearchSnapshot before = test::snapshot(search);
            const StepResult& got = search.last_step_in_full();
            EXPECT_EQ(test::describe_difference(before, test::snapshot(search)), "");
            if (at == 0) {
                EXPECT_EQ(got.expanded, -1);
            } else if (!c.problem.options.record_history) {
                EXPECT_FALSE(got.complete);
                EXPECT_EQ(got.expanded, reports[static_cast<std::size_t>(at - 1)].expanded);
            } else {
                EXPECT_EQ(describe_report_difference(reports[static_cast<std::size_t>(at - 1)], got),
                          "");
                ++compared;
            }
        }
        // A step() after the end reports no expansion; the last one is still the one explained.
        search.seek(total);
        search.step();
        ASSERT_EQ(search.last_step().expanded, -1);
        if (c.problem.options.record_history) {
            EXPECT_EQ(describe_report_difference(reports.back(), search.last_step_in_full()), "");
        }

        // Ended by a step limit: the limit's last expansion, against a limited search stepped.
        GridProblem limited = c.problem;
        limited.options.max_expansions = std::max(1, total / 2);
        GridSearch limited_stepper;
        ASSERT_TRUE(limited_stepper.begin(c.grid, limited));
        StepResult last_limited;
        while (limited_stepper.status() == SearchStatus::kSearching) {
            last_limited = limited_stepper.step();
        }
        GridSearch limited_search;
        ASSERT_TRUE(limited_search.begin(c.grid, limited));
        limited_search.run();
        ASSERT_EQ(limited_search.status(), limited_stepper.status());
        const SearchSnapshot before = test::snapshot(limited_search);
        const StepResult& got = limited_search.last_step_in_full();
        EXPECT_EQ(test::describe_difference(before, test::snapshot(limited_search)), "");
        if (c.problem.options.record_history) {
            EXPECT_EQ(describe_report_difference(last_limited, got), "");
        }
    }
    if (GetParam().record_history) {
        EXPECT_GT(compared, 0);
    }
}

INSTANTIATE_TEST_SUITE_P(
    EveryAlgorithm, Seek,
    testing::Values(SeekParam{Algorithm::kAStar, true}, SeekParam{Algorithm::kAStar, false},
                    SeekParam{Algorithm::kDijkstra, true}, SeekParam{Algorithm::kDijkstra, false},
                    SeekParam{Algorithm::kGreedyBestFirst, true},
                    SeekParam{Algorithm::kGreedyBestFirst, false},
                    SeekParam{Algorithm::kBreadthFirst, true},
                    SeekParam{Algorithm::kBreadthFirst, false},
                    SeekParam{Algorithm::kDepthFirstWalk, true},
                    SeekParam{Algorithm::kDepthFirstWalk, false}),
    param_name);

// A rejected problem has nothing to seek: the search stays invalid and empty.
TEST(SeekInvalid, SeekOnARejectedProblemDoesNothing) {
    const Grid grid(3, 3);
    GridProblem p = test::make_problem({0, 0}, {5, 5});
    GridSearch search;
    ASSERT_FALSE(search.begin(grid, p));
    search.seek(3);
    EXPECT_EQ(search.status(), SearchStatus::kInvalid);
    EXPECT_EQ(search.counters().expansions, 0);
}

}  // namespace
}  // namespace astar
