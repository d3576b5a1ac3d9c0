// The step API: each step() reports exactly what it changed, the counters add up, the open list
// reads in expansion order, and path_to() follows the parents. Every check compares the full
// state of every cell before and after each step.
#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "core/ascii_map.hpp"
#include "core/grid_search.hpp"
#include "core/path_smoothing.hpp"
#include "support/search_test_support.hpp"

namespace astar {
namespace {

using test::fixture;
using test::four_moves;
using test::problem_for;
using test::NodeSnapshot;
using test::SearchSnapshot;

//   x 0 1 2      8 moves, Dijkstra. S pushes (1,1) diagonally: g = 9 * sqrt(2) = 12.73. Then
// y0   S . .      (1,0) (g 1) reaches it straight: 1 + 9 = 10, cheaper: (1,1) is improved.
// y1   . 9 G
AsciiMap improving_map() {
    return fixture({"S..",
                    ".9G"});
}

struct StepCase {
    std::string description;
    Grid grid;
    GridProblem problem;
};

// Hand-made maps and seeded random maps, with every open-list algorithm and every tie-break;
// with the undo log, as the app steps (it keeps expanded_at()).
std::vector<StepCase> step_cases() {
    std::vector<StepCase> cases;
    const AsciiMap m = improving_map();
    SearchOptions dijkstra;
    dijkstra.algorithm = Algorithm::kDijkstra;
    dijkstra.record_history = true;
    cases.push_back({"improving map, Dijkstra", m.grid,
                     problem_for(m, test::eight_moves(), Heuristic::kZero, dijkstra)});
    for (std::uint32_t seed = 1; seed <= 12; ++seed) {
        test::RandomMapSpec spec;
        spec.max_side = 16;
        spec.far_apart = seed % 2 == 1;  // half of them long searches corner to corner
        const test::RandomCase c = test::random_case(seed, spec);
        for (Algorithm a : {Algorithm::kAStar, Algorithm::kDijkstra,
                            Algorithm::kGreedyBestFirst, Algorithm::kBreadthFirst}) {
            for (const auto& tie : option_table<TieBreak>()) {
                GridProblem p = test::make_problem(c.start, c.goal);
                p.rules = c.rules;
                p.heuristic = seed % 2 == 0 ? Heuristic::kOctile : Heuristic::kManhattan;
                p.options.algorithm = a;
                p.options.tie_break = tie.value;
                p.options.record_history = true;
                cases.push_back({c.description + ", " + std::string(option_name(a)) + ", " +
                                     std::string(tie.name),
                                 c.grid, p});
            }
        }
    }
    return cases;
}

using StepCheck = std::function<void(const GridSearch& search, const SearchSnapshot& before,
                                     const StepResult& r, const SearchSnapshot& after)>;

// Steps every case to the end, calling `check` after each step with the full state around it.
void for_each_step(const StepCheck& check) {
    for (const StepCase& c : step_cases()) {
        SCOPED_TRACE(c.description);
        GridSearch search;
        ASSERT_TRUE(search.begin(c.grid, c.problem));
        while (search.status() == SearchStatus::kSearching) {
            const SearchSnapshot before = test::snapshot(search);
            const StepResult r = search.step();
            const SearchSnapshot after = test::snapshot(search);
            SCOPED_TRACE("step " + std::to_string(r.step));
            check(search, before, r, after);
            if (testing::Test::HasFatalFailure()) return;
        }
    }
}

TEST(StepApi, EachStepExpandsOneCellAndNumbersItFromOne) {
    for_each_step([](const GridSearch&, const SearchSnapshot& before, const StepResult& r,
                     const SearchSnapshot& after) {
        EXPECT_EQ(r.step, before.counters.expansions + 1);
        EXPECT_EQ(after.counters.expansions, before.counters.expansions + 1);
        ASSERT_GE(r.expanded, 0);
        EXPECT_EQ(before.nodes[static_cast<std::size_t>(r.expanded)].state, CellState::kOpen);
        EXPECT_EQ(after.nodes[static_cast<std::size_t>(r.expanded)].state, CellState::kClosed);
        EXPECT_EQ(after.nodes[static_cast<std::size_t>(r.expanded)].expanded_at, r.step);
        EXPECT_EQ(r.status, after.status);
    });
}

// Without the undo log the A* family keeps no expansion step (expanded_at() is 0), nor the
// push order where the tie-break does not use it (the open list's seq is 0), but every cell's
// state, g, f and parent, and the open list's order, are those of a search with it.
TEST(StepApi, WithoutTheUndoLogOnlyTheExpansionStepsAndTheUnusedPushOrderAreMissing) {
    for (const StepCase& c : step_cases()) {
        SCOPED_TRACE(c.description);
        GridProblem without = c.problem;
        without.options.record_history = false;
        GridSearch logged, unlogged;
        ASSERT_TRUE(logged.begin(c.grid, c.problem));
        ASSERT_TRUE(unlogged.begin(c.grid, without));
        while (logged.status() == SearchStatus::kSearching) {
            logged.step();
            unlogged.step();
        }
        SearchSnapshot expected = test::snapshot(logged);
        int closed = 0;
        for (test::NodeSnapshot& n : expected.nodes) {
            closed += int{n.state == CellState::kClosed};
            n.expanded_at = 0;
        }
        EXPECT_GT(closed, 0);
        // The push order is kept only where the tie-break reads it (breadth-first is FIFO).
        const TieBreak tie_break = c.problem.options.algorithm == Algorithm::kBreadthFirst
                                       ? TieBreak::kFifo
                                       : c.problem.options.tie_break;
        if (tie_break != TieBreak::kFifo && tie_break != TieBreak::kLifo) {
            for (OpenEntry& e : expected.open) e.seq = 0;
        }
        EXPECT_EQ(test::describe_difference(expected, test::snapshot(unlogged)), "");
    }
}

TEST(StepApi, TheExpandedCellIsTheHeadOfTheOpenListInOrder) {
    for_each_step([](const GridSearch&, const SearchSnapshot& before, const StepResult& r,
                     const SearchSnapshot&) {
        ASSERT_FALSE(before.open.empty());
        EXPECT_EQ(r.expanded, before.open.front().node);
    });
}

TEST(StepApi, ReportsTheExpandedCellsGHAndF) {
    for_each_step([](const GridSearch& search, const SearchSnapshot& before, const StepResult& r,
                     const SearchSnapshot&) {
        const NodeSnapshot& n = before.nodes[static_cast<std::size_t>(r.expanded)];
        EXPECT_EQ(r.g, n.g);
        EXPECT_EQ(r.f, n.f);
        EXPECT_EQ(r.h, search.h(r.expanded));
    });
}

// The cells whose state, g, f, parent or expanded_at changed are exactly the expanded cell and
// the neighbours reported kPushed or kImproved.
TEST(StepApi, OnlyTheExpandedCellAndPushedOrImprovedNeighboursChange) {
    int improvements = 0;
    for_each_step([&](const GridSearch&, const SearchSnapshot& before, const StepResult& r,
                      const SearchSnapshot& after) {
        std::set<int> reported{r.expanded};
        for (int i = 0; i < r.neighbor_count; ++i) {
            const NeighborReport& n = r.neighbors[static_cast<std::size_t>(i)];
            if (n.outcome == NeighborOutcome::kPushed || n.outcome == NeighborOutcome::kImproved) {
                reported.insert(n.node);
            }
            improvements += n.outcome == NeighborOutcome::kImproved;
        }
        const std::vector<int> changed = test::changed_nodes(before, after);
        EXPECT_EQ(std::set<int>(changed.begin(), changed.end()), reported);
    });
    EXPECT_GT(improvements, 0) << "no step improved a cell: the check of kImproved never ran";
}

// Each neighbour report agrees with the neighbour's state before and after the step.
TEST(StepApi, NeighbourReportsMatchTheNeighboursState) {
    for_each_step([](const GridSearch& search, const SearchSnapshot& before, const StepResult& r,
                     const SearchSnapshot& after) {
        for (int i = 0; i < r.neighbor_count; ++i) {
            const NeighborReport& n = r.neighbors[static_cast<std::size_t>(i)];
            const NodeSnapshot& was = before.nodes[static_cast<std::size_t>(n.node)];
            const NodeSnapshot& now = after.nodes[static_cast<std::size_t>(n.node)];
            SCOPED_TRACE("neighbour " + std::to_string(n.node) + " " +
                         std::string(option_label(n.outcome)));
            switch (n.outcome) {
                case NeighborOutcome::kPushed:
                    EXPECT_EQ(was.state, CellState::kUnseen);
                    EXPECT_EQ(now.state, CellState::kOpen);
                    EXPECT_EQ(now.parent, r.expanded);
                    EXPECT_EQ(n.g, now.g);
                    EXPECT_EQ(n.f, now.f);
                    break;
                case NeighborOutcome::kImproved:
                    EXPECT_EQ(was.state, CellState::kOpen);
                    EXPECT_EQ(now.state, CellState::kOpen);
                    EXPECT_LT(now.g, was.g);
                    EXPECT_EQ(now.parent, r.expanded);
                    EXPECT_EQ(n.g, now.g);
                    EXPECT_EQ(n.f, now.f);
                    break;
                case NeighborOutcome::kNotImproved: {
                    EXPECT_EQ(was.state, CellState::kOpen);
                    EXPECT_EQ(now, was);
                    // This way is not cheaper (breadth-first never improves: it counts steps).
                    const Cell from = search.cell(r.expanded), to = search.cell(n.node);
                    const double length = from.x != to.x && from.y != to.y
                                              ? search.problem().rules.diagonal_length()
                                              : 1.0;
                    const double through = search.g(r.expanded) +
                                           search.graph().grid().cost(to) * length;
                    if (search.options().algorithm != Algorithm::kBreadthFirst) {
                        EXPECT_GE(through, was.g);
                    }
                    break;
                }
                case NeighborOutcome::kAlreadyClosed:
                    EXPECT_EQ(was.state, CellState::kClosed);
                    EXPECT_EQ(now, was);
                    break;
                case NeighborOutcome::kBlocked:
                case NeighborOutcome::kCornerRule:
                    EXPECT_EQ(now, was);
                    break;
                case NeighborOutcome::kNotChosen:
                case NeighborOutcome::kOnTrail:
                    ADD_FAILURE() << "kNotChosen and kOnTrail are for the depth-first walk only";
                    break;
            }
        }
    });
}

TEST(StepApi, CountersAddUpTheReportedPushesAndImprovements) {
    for_each_step([](const GridSearch&, const SearchSnapshot& before, const StepResult& r,
                     const SearchSnapshot& after) {
        int pushed = 0, improved = 0;
        for (int i = 0; i < r.neighbor_count; ++i) {
            pushed += r.neighbors[static_cast<std::size_t>(i)].outcome == NeighborOutcome::kPushed;
            improved +=
                r.neighbors[static_cast<std::size_t>(i)].outcome == NeighborOutcome::kImproved;
        }
        EXPECT_EQ(after.counters.pushes, before.counters.pushes + pushed);
        EXPECT_EQ(after.counters.improvements, before.counters.improvements + improved);
        EXPECT_EQ(after.counters.open_size, before.counters.open_size - 1 + pushed);
        EXPECT_EQ(after.counters.open_size, static_cast<int>(after.open.size()));
        EXPECT_EQ(after.counters.peak_open_size,
                  std::max(before.counters.peak_open_size, after.counters.open_size));
    });
}

// After every step the open list in order holds exactly the open cells, each with its f, sorted
// by f and then by the tie-break of the search (breadth-first: always first in, first out).
// f as the open list orders it: rounded to priority_key's precision, so that values equal but
// for their last bits tie.
TEST(StepApi, OpenInOrderIsSortedByFThenTieBreak) {
    for_each_step([](const GridSearch& search, const SearchSnapshot&, const StepResult&,
                     const SearchSnapshot& after) {
        std::set<int> open_cells;
        for (std::size_t i = 0; i < after.nodes.size(); ++i) {
            if (after.nodes[i].state == CellState::kOpen) open_cells.insert(static_cast<int>(i));
        }
        std::set<int> listed;
        for (const OpenEntry& e : after.open) listed.insert(e.node);
        EXPECT_EQ(listed, open_cells);
        EXPECT_EQ(listed.size(), after.open.size()) << "a cell is listed twice";

        const TieBreak tie = search.options().algorithm == Algorithm::kBreadthFirst
                                 ? TieBreak::kFifo
                                 : search.options().tie_break;
        for (std::size_t i = 0; i < after.open.size(); ++i) {
            const OpenEntry& e = after.open[i];
            EXPECT_EQ(e.f, search.f(e.node));
            if (i == 0) continue;
            const OpenEntry& prev = after.open[i - 1];
            ASSERT_LE(priority_key(prev.f), priority_key(e.f)) << "entry " << i;
            if (priority_key(prev.f) != priority_key(e.f)) continue;
            const double g_prev = search.g(prev.node), g = search.g(e.node);
            switch (tie) {
                case TieBreak::kPreferLargerG:
                    ASSERT_GE(g_prev, g) << "entry " << i;
                    if (g_prev == g) {
                        ASSERT_LT(prev.node, e.node) << "equal g: the lower cell number first";
                    }
                    break;
                case TieBreak::kPreferSmallerG:
                    ASSERT_LE(g_prev, g) << "entry " << i;
                    if (g_prev == g) {
                        ASSERT_LT(prev.node, e.node) << "equal g: the lower cell number first";
                    }
                    break;
                case TieBreak::kFifo: ASSERT_LT(prev.seq, e.seq) << "entry " << i; break;
                case TieBreak::kLifo: ASSERT_GT(prev.seq, e.seq) << "entry " << i; break;
            }
        }
    });
}

// path_to(cell) for every cell seen so far runs from the start to the cell along parent links,
// and walking it costs the cell's g.
TEST(StepApi, PathToGivesThePathSoFar) {
    for_each_step([](const GridSearch& search, const SearchSnapshot&, const StepResult&,
                     const SearchSnapshot& after) {
        std::vector<int> path;
        for (std::size_t i = 0; i < after.nodes.size(); ++i) {
            const int node = static_cast<int>(i);
            search.path_to(node, path);
            if (after.nodes[i].state == CellState::kUnseen) {
                EXPECT_TRUE(path.empty());
                continue;
            }
            ASSERT_FALSE(path.empty());
            EXPECT_EQ(path.front(), search.start());
            EXPECT_EQ(path.back(), node);
            std::vector<Cell> cells;
            for (std::size_t k = 0; k < path.size(); ++k) {
                if (k > 0) {
                    EXPECT_EQ(search.parent(path[k]), path[k - 1]);
                }
                cells.push_back(search.cell(path[k]));
            }
            const std::optional<double> cost =
                measure_path(search.graph().grid(), search.problem().rules, cells);
            ASSERT_TRUE(cost.has_value()) << test::cells_text(cells);
            EXPECT_NEAR(*cost, after.nodes[i].g, 1e-9 * (1 + *cost));
        }
    });
}

// The improving map, stepped by hand (neighbour order N, E, S, W, NE, SE, SW, NW).
//   step 1 expands S: pushes (1,0) g 1, (0,1) g 1, (1,1) g 9 * sqrt(2)
//   step 2 expands (1,0) (g 1, pushed before (0,1)): pushes (2,0) g 2; improves (1,1) to
//          g 1 + 9 = 10; S is closed; pushes G = (2,1) diagonally, g 1 + sqrt(2); (0,1)
//          diagonally would be 1 + sqrt(2), not below its g 1.
TEST(StepApi, AnImprovedCellGetsItsNewGFAndParent) {
    const AsciiMap m = improving_map();
    SearchOptions options;
    options.algorithm = Algorithm::kDijkstra;
    GridSearch search;
    ASSERT_TRUE(
        search.begin(m.grid, problem_for(m, test::eight_moves(), Heuristic::kZero, options)));
    search.step();
    EXPECT_DOUBLE_EQ(search.g(search.node({1, 1})), 9 * test::kSqrt2);
    const StepResult& second = search.step();
    EXPECT_EQ(search.cell(second.expanded), (Cell{1, 0}));
    const std::vector<std::pair<Cell, NeighborOutcome>> expected = {
        {{2, 0}, NeighborOutcome::kPushed},        {{1, 1}, NeighborOutcome::kImproved},
        {{0, 0}, NeighborOutcome::kAlreadyClosed}, {{2, 1}, NeighborOutcome::kPushed},
        {{0, 1}, NeighborOutcome::kNotImproved}};
    ASSERT_EQ(second.neighbor_count, static_cast<int>(expected.size()));
    for (std::size_t i = 0; i < expected.size(); ++i) {
        EXPECT_EQ(search.cell(second.neighbors[i].node), expected[i].first) << i;
        EXPECT_EQ(second.neighbors[i].outcome, expected[i].second) << i;
    }
    EXPECT_EQ(second.neighbors[1].g, 10.0);
    EXPECT_EQ(second.neighbors[1].f, 10.0);  // Dijkstra: f = g
    EXPECT_DOUBLE_EQ(second.neighbors[1].old_g, 9 * test::kSqrt2);  // what 10 replaced
    EXPECT_EQ(search.g(search.node({1, 1})), 10.0);
    EXPECT_EQ(search.parent(search.node({1, 1})), search.node({1, 0}));
    EXPECT_EQ(search.counters().improvements, 1);
}

// open_in_order returns at most max_count entries, the best ones.
TEST(StepApi, OpenInOrderStopsAtMaxCount) {
    const AsciiMap m = fixture({".....",
                                "..S..",
                                "....G"});
    GridSearch search;
    ASSERT_TRUE(search.begin(m.grid, problem_for(m, test::eight_moves())));
    search.step();  // S pushes its 8 neighbours
    std::vector<OpenEntry> all, best3, none;
    search.open_in_order(all, INT_MAX);
    search.open_in_order(best3, 3);
    search.open_in_order(none, 0);
    ASSERT_EQ(all.size(), 8u);
    ASSERT_EQ(best3.size(), 3u);
    EXPECT_TRUE(none.empty());
    for (std::size_t i = 0; i < 3; ++i) EXPECT_EQ(best3[i].node, all[i].node);
}

// --- the depth-first walk ---------------------------------------------------------------------

// On the pocket map (test::begin_pocket_walk) the walk heads east into the pocket (3,2): step 4
// stands there, finds no unvisited free neighbour, and backs up.
TEST(StepApiDepthFirstWalk, EachStepEntersAtMostOneCellOrBacksUp) {
    GridSearch search;
    ASSERT_TRUE(test::begin_pocket_walk(search));
    int backups = 0;
    while (search.status() == SearchStatus::kSearching) {
        const SearchSnapshot before = test::snapshot(search);
        const StepResult r = search.step();
        const SearchSnapshot after = test::snapshot(search);
        int pushed = 0;
        for (int i = 0; i < r.neighbor_count; ++i) {
            pushed += r.neighbors[static_cast<std::size_t>(i)].outcome == NeighborOutcome::kPushed;
        }
        EXPECT_LE(pushed, 1);
        if (r.status == SearchStatus::kFound) continue;
        EXPECT_NE(pushed == 1, r.backtracked) << "step " << r.step;
        EXPECT_EQ(after.counters.open_size, before.counters.open_size + (pushed == 1 ? 1 : -1));
        if (r.backtracked) {
            ++backups;
            EXPECT_EQ(after.nodes[static_cast<std::size_t>(r.expanded)].state, CellState::kClosed);
        }
        // open_in_order lists the trail, its tip first: the cell just entered, or after a
        // back-up the cell below the one left.
        if (pushed == 1) {
            int entered = -1;
            for (int i = 0; i < r.neighbor_count; ++i) {
                const NeighborReport& n = r.neighbors[static_cast<std::size_t>(i)];
                if (n.outcome == NeighborOutcome::kPushed) entered = n.node;
            }
            ASSERT_FALSE(after.open.empty());
            EXPECT_EQ(after.open.front().node, entered);
        } else if (before.open.size() > 1) {
            EXPECT_EQ(after.open.front().node, before.open[1].node);
        }
    }
    EXPECT_EQ(backups, 1);
}

// After run() or seek() there is no step report, but last_step() still names the last
// expanded cell, so a viewer can mark it: the same cell a fresh search stepped k times expanded.
TEST(StepApi, LastStepNamesTheLastExpandedCellAfterRunAndSeek) {
    const AsciiMap m = parse_ascii_map({
        "S.....",
        "..##..",
        ".....G",
    });
    GridSearch fresh, jumped;
    GridProblem problem = test::problem_for(m, test::eight_moves(DiagonalRule::kNoCornerCut));
    problem.options.record_history = true;
    ASSERT_TRUE(fresh.begin(m.grid, problem));
    ASSERT_TRUE(jumped.begin(m.grid, problem));
    jumped.run();
    EXPECT_EQ(jumped.last_step().expanded, jumped.goal());
    EXPECT_EQ(jumped.last_step().step, jumped.counters().expansions);
    EXPECT_EQ(jumped.last_step().neighbor_count, 0);
    EXPECT_FALSE(jumped.last_step().complete);
    EXPECT_TRUE(fresh.step().complete);
    fresh.begin(m.grid, problem);
    for (int k : {3, 1, 4}) {
        jumped.seek(k);
        fresh.begin(m.grid, problem);
        for (int i = 0; i < k; ++i) fresh.step();
        EXPECT_EQ(jumped.last_step().expanded, fresh.last_step().expanded) << "k = " << k;
        EXPECT_EQ(jumped.last_step().step, k);
        EXPECT_EQ(jumped.last_step().f, fresh.last_step().f);
    }
    jumped.seek(0);
    EXPECT_EQ(jumped.last_step().expanded, -1);
}

}  // namespace
}  // namespace astar

namespace astar {
namespace {

// visit_changed_since(k) names every cell whose state differs from what it was after k
// expansions (the app redraws just those after a seek forward), for every algorithm.
TEST(StepApi, VisitChangedSinceNamesEveryCellThatChanged) {
    const AsciiMap m = parse_ascii_map({"S....#....", ".##..#.##.", "....#...#.",
                                        ".#.....#..", "...##....G"});
    ASSERT_TRUE(m.error.empty()) << m.error;
    for (Algorithm algorithm : {Algorithm::kAStar, Algorithm::kDijkstra,
                                Algorithm::kGreedyBestFirst, Algorithm::kBreadthFirst,
                                Algorithm::kDepthFirstWalk}) {
        GridProblem problem{m.start, m.goal, {}, Heuristic::kOctile, {}};
        problem.options.algorithm = algorithm;
        problem.options.record_history = true;
        GridSearch search;
        ASSERT_TRUE(search.begin(m.grid, problem));
        for (int since = 0; search.status() == SearchStatus::kSearching; since += 3) {
            std::vector<CellState> before;
            for (int c = 0; c < m.grid.cell_count(); ++c) before.push_back(search.state(c));
            search.seek(since + 3);
            std::set<int> visited;
            search.visit_changed_since(since, [&](int cell) { visited.insert(cell); });
            for (int c = 0; c < m.grid.cell_count(); ++c) {
                if (search.state(c) != before[static_cast<std::size_t>(c)]) {
                    EXPECT_TRUE(visited.count(c)) << option_name(algorithm) << ": cell " << c
                                                  << " changed after step " << since;
                }
            }
        }
        // Without the undo log there is nothing to read it from.
        problem.options.record_history = false;
        ASSERT_TRUE(search.begin(m.grid, problem));
        search.seek(5);
        int visits = 0;
        search.visit_changed_since(0, [&](int) { ++visits; });
        EXPECT_EQ(visits, 0);
    }
}

}  // namespace
}  // namespace astar
