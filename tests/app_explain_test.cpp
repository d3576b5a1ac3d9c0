#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "app/model/explain.hpp"
#include "core/ascii_map.hpp"
#include "core/decimal_text.hpp"
#include "core/scene.hpp"

namespace astar::app {
namespace {

GridProblem problem_for(const AsciiMap& m, Moves moves, Heuristic h,
                        Algorithm algorithm = Algorithm::kAStar,
                        TieBreak tie = TieBreak::kPreferLargerG) {
    GridProblem p;
    p.start = m.start;
    p.goal = m.goal;
    p.rules.moves = moves;
    p.heuristic = h;
    p.options.algorithm = algorithm;
    p.options.tie_break = tie;
    p.options.record_history = true;  // as the app's searches (Comparison) do
    return p;
}

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

TEST(FormatNumber, DropsTrailingZerosAndKeepsAtMostTheDecimalsAsked) {
    EXPECT_EQ(format_number(23.41), "23.41");
    EXPECT_EQ(format_number(5.0), "5");
    EXPECT_EQ(format_number(1.41421356, 1), "1.4");
    EXPECT_EQ(format_number(34.79898987), "34.8");
    EXPECT_EQ(format_number(-0.0001), "0");
    EXPECT_EQ(cell_text({12, 7}), "(12, 7)");
}

TEST(FLegend, SaysWhatFIsInThePanesShown) {
    const PaneSettings astar{Algorithm::kAStar, Heuristic::kOctile, 1.0};
    EXPECT_EQ(f_legend({astar, astar}), "f = g + h");
    EXPECT_EQ(f_legend({{Algorithm::kBreadthFirst, Heuristic::kZero, 1.0},
                        {Algorithm::kGreedyBestFirst, Heuristic::kOctile, 1.0}, astar,
                        {Algorithm::kDijkstra, Heuristic::kZero, 1.0}}),
              "f: g + h (A*), g (Dijkstra), h (greedy), steps (breadth-first)");
    EXPECT_EQ(f_legend({{Algorithm::kDepthFirstWalk, Heuristic::kOctile, 1.0}}),
              "f: h (depth-first walk)");
    EXPECT_EQ(f_legend({{Algorithm::kAStar, Heuristic::kOctile, 2.0}}), "f: g + w h (weighted A*)");
}

TEST(TerrainText, NamesTheTerrainAndItsCost) {
    AsciiMap m = parse_ascii_map({"S2#5", "9~.G"});
    ASSERT_EQ(m.error, "");
    EXPECT_EQ(terrain_text(m.grid, {0, 0}), "ground, cost 1");
    EXPECT_EQ(terrain_text(m.grid, {1, 0}), "sand, cost 2");
    EXPECT_EQ(terrain_text(m.grid, {2, 0}), "wall");
    EXPECT_EQ(terrain_text(m.grid, {3, 0}), "swamp, cost 5");
    EXPECT_EQ(terrain_text(m.grid, {0, 1}), "water, cost 9");
    EXPECT_EQ(terrain_text(m.grid, {1, 1}), "Moving AI water, cost 1 (entered only from water)");
    EXPECT_EQ(terrain_text(m.grid, {9, 9}), "outside the map");
}

//   S....
//   .....
//   ....G
TEST(InspectCell, ReportsStateGHFParentAndTheStepThatExpandedIt) {
    const AsciiMap m = parse_ascii_map({"S....", ".....", "....G"});
    GridSearch search;
    ASSERT_TRUE(search.begin(m.grid, problem_for(m, Moves::kFour, Heuristic::kManhattan)));
    search.step();

    const CellInfo start = inspect_cell(search, {0, 0});
    EXPECT_EQ(start.state, CellState::kClosed);
    EXPECT_EQ(start.expanded_at, 1);
    EXPECT_FALSE(start.parent.has_value());

    const CellInfo east = inspect_cell(search, {1, 0});
    EXPECT_EQ(east.state, CellState::kOpen);
    EXPECT_TRUE(east.reached);
    EXPECT_DOUBLE_EQ(east.g, 1);
    EXPECT_DOUBLE_EQ(east.h, 5);  // 3 across, 2 down
    EXPECT_DOUBLE_EQ(east.f, 6);
    ASSERT_TRUE(east.parent.has_value());
    EXPECT_EQ(*east.parent, (Cell{0, 0}));
    EXPECT_EQ(east.expanded_at, 0);

    const CellInfo far = inspect_cell(search, {4, 0});
    EXPECT_EQ(far.state, CellState::kUnseen);
    EXPECT_FALSE(far.reached);
    EXPECT_DOUBLE_EQ(far.h, 2);  // h is known everywhere; g and f only where reached
    EXPECT_FALSE(inspect_cell(search, {5, 0}).inside);
    EXPECT_FALSE(start.on_path);  // no path yet

    // Once the goal is found, the cells of its path say so; a reached cell off it does not.
    search.run();
    ASSERT_EQ(search.status(), SearchStatus::kFound);
    EXPECT_TRUE(inspect_cell(search, {0, 0}).on_path);
    EXPECT_TRUE(inspect_cell(search, {4, 2}).on_path);
    int on_path = 0, reached_off_path = 0;
    for (int y = 0; y < 3; ++y) {
        for (int x = 0; x < 5; ++x) {
            const CellInfo info = inspect_cell(search, {x, y});
            on_path += info.on_path;
            reached_off_path += info.reached && !info.on_path;
        }
    }
    EXPECT_EQ(on_path, static_cast<int>(search.path().size()));  // 7 cells: 4 across, 2 down
    EXPECT_GT(reached_off_path, 0);
}

//   S...G
TEST(OpenListView, SaysTheOnlyOpenCellGoesNext) {
    const AsciiMap m = parse_ascii_map({"S...G"});
    GridSearch search;
    ASSERT_TRUE(search.begin(m.grid, problem_for(m, Moves::kFour, Heuristic::kManhattan)));
    OpenListView view = open_list_view(search, 10, true);
    ASSERT_EQ(view.rows.size(), 1u);
    EXPECT_EQ(view.next,
              "(0, 0) goes next: it has the lowest f = g + h = 0 + 4 = 4 (the start: "
              "the only open cell).");
    search.step();
    view = open_list_view(search, 10, true);
    EXPECT_TRUE(
        has(view.next,
            "(1, 0) goes next: it has the lowest f = g + h = 1 + 3 = 4 (the only open cell)."))
        << view.next;
}

//   S..
//   ...
//   ..G     every cell on a monotone path has f = 4
TEST(OpenListView, ExplainsThatLargerGWinsATieInF) {
    const AsciiMap m = parse_ascii_map({"S..", "...", "..G"});
    GridSearch search;
    ASSERT_TRUE(search.begin(m.grid, problem_for(m, Moves::kFour, Heuristic::kManhattan)));
    search.step();  // the start: pushes (1, 0) then (0, 1)
    OpenListView view = open_list_view(search, 10, true);
    EXPECT_EQ(view.ties, 2);
    EXPECT_EQ(view.rows.front().cell, (Cell{1, 0}));
    EXPECT_TRUE(has(view.next, "2 cells tie at f = 4")) << view.next;
    EXPECT_TRUE(
        has(view.next, "2 of the tied cells have that g, and of those it comes first row by "
                       "row, left to right. The rows marked = tie with it."))
        << view.next;

    search.step();  // (1, 0): pushes (2, 0) and (1, 1), both g = 2
    view = open_list_view(search, 10, true);
    ASSERT_EQ(view.rows.size(), 3u);
    EXPECT_EQ(view.rows.front().cell, (Cell{2, 0}));
    EXPECT_EQ(view.rows.back().cell, (Cell{0, 1}));  // g = 1 comes last
    EXPECT_EQ(view.ties, 3);
    EXPECT_TRUE(has(view.next,
                    "(2, 0) goes next: it has the lowest f = g + h = 2 + 2 = 4. 3 cells "
                    "tie at f = 4; ties go to the larger g"))
        << view.next;
    EXPECT_TRUE(has(view.next, "its g = 2 is the largest")) << view.next;
}

// Once the search is over no row is shown: the heading must not promise an order of expansion
// and rows to hover (it did, over an empty list).
TEST(OpenListView, HeadingSaysWhatIsLeftOnceTheSearchIsOver) {
    const AsciiMap m = parse_ascii_map({"S..", "...", "..G"});
    GridSearch search;
    ASSERT_TRUE(search.begin(m.grid, problem_for(m, Moves::kFour, Heuristic::kManhattan)));
    search.step();
    OpenListView view = open_list_view(search, 10, true);
    EXPECT_EQ(view.heading,
              "Open list (frontier): 2 cells, best first: the order they are expanded in, "
              "unless cells added later go before them. Hover a row, or hold a finger on it, to "
              "find its cell.");
    search.run();
    ASSERT_EQ(search.status(), SearchStatus::kFound);
    view = open_list_view(search, 10, true);
    EXPECT_TRUE(view.rows.empty());
    EXPECT_EQ(view.heading, "Open list (frontier): " + std::to_string(view.size) + " cell" +
                                (view.size == 1 ? "" : "s") + " left when the search ended.");
    EXPECT_GT(view.size, 0);
}

TEST(OpenListView, TrailHeadingOnceTheWalkIsOverAndWhenThereIsNothingToSearch) {
    const AsciiMap m = parse_ascii_map({"S..", "...", "..G"});
    GridSearch walk;
    ASSERT_TRUE(walk.begin(m.grid, problem_for(m, Moves::kFour, Heuristic::kManhattan,
                                               Algorithm::kDepthFirstWalk)));
    EXPECT_TRUE(has(open_list_view(walk, 10, true).heading, "The trail, tip first (1 cell):"));
    walk.run();
    ASSERT_EQ(walk.status(), SearchStatus::kFound);
    OpenListView view = open_list_view(walk, 10, true);
    EXPECT_EQ(view.heading, "Not A*: a depth-first walk keeps a trail, not an open list. The "
                            "trail had " + std::to_string(view.size) + " cells when the walk "
                            "ended.");

    GridProblem on_wall = problem_for(m, Moves::kFour, Heuristic::kManhattan);
    Grid walled = m.grid;
    walled.set_cost(m.start, kWall);
    GridSearch invalid;
    EXPECT_FALSE(invalid.begin(walled, on_wall));
    EXPECT_EQ(open_list_view(invalid, 10, true).heading, "Open list (frontier): empty.");
}

TEST(OpenListView, ExplainsThatSmallerGWinsWhenAskedTo) {
    const AsciiMap m = parse_ascii_map({"S..", "...", "..G"});
    GridSearch search;
    ASSERT_TRUE(search.begin(m.grid, problem_for(m, Moves::kFour, Heuristic::kManhattan,
                                                 Algorithm::kAStar, TieBreak::kPreferSmallerG)));
    search.step();
    search.step();
    const OpenListView view = open_list_view(search, 10, true);
    EXPECT_EQ(view.rows.front().cell, (Cell{0, 1}));  // g = 1 beats (2, 0) and (1, 1), g = 2
    EXPECT_TRUE(has(view.next, "ties go to the smaller g")) << view.next;
    EXPECT_DOUBLE_EQ(view.rows.front().g, 1);
}

TEST(OpenListView, UsesTheWordsOfEachAlgorithm) {
    const AsciiMap m = parse_ascii_map({"S..", "...", "..G"});
    GridSearch search;
    ASSERT_TRUE(
        search.begin(m.grid, problem_for(m, Moves::kFour, Heuristic::kZero, Algorithm::kDijkstra)));
    search.step();
    EXPECT_TRUE(has(open_list_view(search, 5, true).next,
                    "lowest cost so far, g = 1 (Dijkstra ignores h)"));

    ASSERT_TRUE(search.begin(
        m.grid, problem_for(m, Moves::kFour, Heuristic::kManhattan, Algorithm::kGreedyBestFirst)));
    search.step();
    EXPECT_TRUE(has(open_list_view(search, 5, true).next,
                    "lowest h = 3 (greedy best-first ignores g)"));
    // With Zero every h is 0, and the tie-break decides: "ignores g" would be false with
    // ties to the smaller g, where g decides.
    ASSERT_TRUE(search.begin(
        m.grid, problem_for(m, Moves::kFour, Heuristic::kZero, Algorithm::kGreedyBestFirst)));
    search.step();
    const std::string zero = open_list_view(search, 5, true).next;
    EXPECT_TRUE(has(zero, "every cell has h = 0 with the Zero heuristic")) << zero;
    EXPECT_FALSE(has(zero, "ignores g")) << zero;

    ASSERT_TRUE(search.begin(
        m.grid, problem_for(m, Moves::kFour, Heuristic::kManhattan, Algorithm::kDepthFirstWalk)));
    search.step();
    const OpenListView walk = open_list_view(search, 5, true);
    EXPECT_TRUE(walk.trail);
    EXPECT_EQ(walk.rows.size(), 2u);                  // start and the tip
    EXPECT_EQ(walk.rows.front().cell, (Cell{1, 0}));  // the tip first
    EXPECT_TRUE(has(walk.next, "Not A*")) << walk.next;
}

TEST(OpenListView, SaysWhenTheSearchIsOver) {
    const AsciiMap found = parse_ascii_map({"S.G"});
    GridSearch search;
    ASSERT_TRUE(search.begin(found.grid, problem_for(found, Moves::kFour, Heuristic::kManhattan)));
    search.run();
    OpenListView view = open_list_view(search, 5, true);
    EXPECT_TRUE(view.rows.empty());
    EXPECT_TRUE(has(view.next,
                    "Done: the goal (2, 0) was taken off the open list at step 3, so its "
                    "g = 2 is final"))
        << view.next;
    // A setting that does not promise the cheapest path (Manhattan with diagonals, a weight
    // above 1, greedy): the same goal, without the claim that its g is the cheapest.
    view = open_list_view(search, 5, false);
    EXPECT_TRUE(has(view.next,
                    "Done: the goal (2, 0) was taken off the open list at step 3 with g = 2. "
                    "This setting does not promise the cheapest path"))
        << view.next;
    EXPECT_FALSE(has(view.next, "final")) << view.next;
    // Once the table's Dijkstra check has run, what it found, instead of "a cheaper one may
    // exist" under a table that calls the path optimal (QA pass).
    view = open_list_view(search, 5, false, {true, true, 2.0});
    EXPECT_TRUE(has(view.next, "This setting does not promise the cheapest path, but Dijkstra's "
                               "check (the table) finds this one is: the optimum costs 2 too."))
        << view.next;
    EXPECT_FALSE(has(view.next, "may exist")) << view.next;
    view = open_list_view(search, 5, false, {true, false, 1.5});
    EXPECT_TRUE(has(view.next, "and this one is not: Dijkstra's check (the table) finds one that "
                               "costs 1.5."))
        << view.next;

    ASSERT_TRUE(search.begin(found.grid, problem_for(found, Moves::kFour, Heuristic::kManhattan,
                                                     Algorithm::kDepthFirstWalk)));
    search.run();
    view = open_list_view(search, 5, true);
    EXPECT_TRUE(has(view.next,
                    "Done: the walk reached the goal (2, 0) at step 3. Its path is the "
                    "trail it walked, cost 2"))
        << view.next;

    const AsciiMap walled = parse_ascii_map({"S#G"});
    ASSERT_TRUE(
        search.begin(walled.grid, problem_for(walled, Moves::kFour, Heuristic::kManhattan)));
    search.run();
    view = open_list_view(search, 5, true);
    EXPECT_TRUE(has(view.next, "the open list is empty and the goal was never reached"))
        << view.next;
}

// However few rows are asked for, the cell that goes next is the open list's first: with
// none (a typed 0), it said "(0, 0) goes next ... f = 0 + 0 = 0" (QA pass).
TEST(OpenListView, TheCellThatGoesNextDoesNotDependOnTheRowsShown) {
    const AsciiMap m = parse_ascii_map({"S..", "...", "..G"});
    GridSearch search;
    ASSERT_TRUE(search.begin(m.grid, problem_for(m, Moves::kFour, Heuristic::kManhattan)));
    search.step();
    search.step();
    const OpenListView ten = open_list_view(search, 10, true);
    const OpenListView none = open_list_view(search, 0, true);
    EXPECT_TRUE(none.rows.empty());
    EXPECT_EQ(none.next, ten.next);
    EXPECT_TRUE(has(none.next, "(2, 0) goes next")) << none.next;
}

// Cells whose f differs from the first's only in its last binary digits tie with it: the open
// list rounds that noise away (priority_key), so they are counted among the ties (marked =)
// and the tie-break orders them, and the text does not send them after the ties. (Before, a
// QA pass asked for "larger in the last binary digit, so they come after the tied cells",
// which was then true.) On an open map with diagonal steps of sqrt(2), Chebyshev's f = g + h
// sums the same lengths in different orders.
TEST(OpenListView, CountsCellsWhoseFDiffersOnlyInTheLastBitsAmongTheTies) {
    std::vector<std::string> rows(12, std::string(20, '.'));
    rows[1][1] = 'S';
    rows[10][18] = 'G';
    const AsciiMap m = parse_ascii_map(std::vector<std::string_view>(rows.begin(), rows.end()));
    GridSearch search;
    ASSERT_TRUE(search.begin(m.grid, problem_for(m, Moves::kEight, Heuristic::kChebyshev)));
    int seen = 0;
    std::vector<OpenEntry> open;
    for (int step = 0; step < 200 && search.status() == SearchStatus::kSearching; ++step) {
        const OpenListView view = open_list_view(search, 40, true);
        search.open_in_order(open, 1000);
        // The cells whose f differs from the first's, but by less than a billionth.
        int noisy = 0;
        for (const OpenEntry& e : open) {
            noisy += e.f != open.front().f &&
                     std::abs(e.f - open.front().f) <= 1e-9 * open.front().f;
        }
        if (noisy > 0) {
            ++seen;
            int expected_ties = 0;
            while (expected_ties < static_cast<int>(open.size()) &&
                   std::abs(open[static_cast<std::size_t>(expected_ties)].f - open.front().f) <=
                       1e-9 * open.front().f) {
                ++expected_ties;
            }
            EXPECT_EQ(view.ties, expected_ties) << view.next;
            EXPECT_GT(view.ties, noisy);
            EXPECT_TRUE(has(view.next, std::to_string(view.ties) + " cells tie at f = "))
                << view.next;
            EXPECT_FALSE(has(view.next, "last binary digit")) << view.next;
        }
        search.step();
    }
    EXPECT_GT(seen, 0) << "no step had cells whose f differs only in the last bits";
}

// Euclidean's f values differ in the third decimal: rows that read "29.43" are not tied, and
// the text says why they come after the first (QA pass: four such rows, no "=" and no word).
TEST(OpenListView, SaysWhyRowsThatReadAlikeAreNotTied) {
    const Scene scene = default_scene();
    GridProblem problem = pane_problem(scene, 1);  // A* Euclidean
    problem.options.record_history = true;
    GridSearch search;
    ASSERT_TRUE(search.begin(scene.grid, problem));
    for (int i = 0; i < 14; ++i) search.step();
    const OpenListView view = open_list_view(search, 10, true);
    EXPECT_EQ(view.ties, 1);
    EXPECT_TRUE(has(view.next, "(5, 9) goes next: it has the lowest f = g + h = 1.41 + 28.02 = "
                               "29.43. 3 more cells show the same f to the decimals shown, but "
                               "their f is larger (the next: 29.433 against 29.432), so they "
                               "come after (5, 9)."))
        << view.next;
}

//   S#.
//   ..G
TEST(ExpansionView, TellsWhatHappenedToEachNeighbour) {
    const AsciiMap m = parse_ascii_map({"S#.", "..G"});
    GridSearch search;
    ASSERT_TRUE(search.begin(m.grid, problem_for(m, Moves::kEight, Heuristic::kOctile)));
    const ExpansionView view = expansion_view(search, search.step());
    ASSERT_TRUE(view.valid);
    EXPECT_EQ(view.step, 1);
    EXPECT_EQ(view.cell, (Cell{0, 0}));
    EXPECT_TRUE(has(view.summary, "Step 1 expanded (0, 0): f = g + h = 0 + ")) << view.summary;
    ASSERT_EQ(view.neighbors.size(), 3u);  // E, S, SE: the others are off the map
    EXPECT_EQ(view.neighbors[0].direction, "E");
    EXPECT_EQ(view.neighbors[0].text, "wall");
    EXPECT_EQ(view.neighbors[1].direction, "S");
    EXPECT_EQ(view.neighbors[1].outcome, NeighborOutcome::kPushed);
    EXPECT_TRUE(has(view.neighbors[1].text, "pushed: new in the open list, g = 1, f = "))
        << view.neighbors[1].text;
    EXPECT_TRUE(has(view.neighbors[1].text, "came from (0, 0)"));
    EXPECT_EQ(view.neighbors[2].direction, "SE");
    EXPECT_EQ(view.neighbors[2].outcome, NeighborOutcome::kCornerRule);
    EXPECT_TRUE(has(view.neighbors[2].text, "\"No corner cutting\" forbids"))
        << view.neighbors[2].text;
}

// The goal's g is the path's cost: the expansion line gives it to the decimals of the "Done"
// line under it (and of the table), other cells' numbers to two. Here 2 + sqrt(2).
//   S...
//   ...G
TEST(ExpansionView, TheGoalsCostReadsAsInTheDoneLine) {
    const AsciiMap m = parse_ascii_map({"S...", "...G"});
    GridSearch search;
    ASSERT_TRUE(search.begin(m.grid, problem_for(m, Moves::kEight, Heuristic::kOctile)));
    StepResult step;
    std::vector<std::string> summaries;
    while (search.status() == SearchStatus::kSearching) {
        step = search.step();
        summaries.push_back(expansion_view(search, step).summary);
    }
    ASSERT_EQ(step.expanded, search.goal());
    const std::string done = open_list_view(search, 5, true).next;
    EXPECT_TRUE(has(done, "g = 3.414 is final")) << done;
    EXPECT_TRUE(has(summaries.back(), "f = g + h = 3.414 + 0 = 3.414")) << summaries.back();
    // The step before the goal: a cell's numbers, to two decimals.
    ASSERT_GE(summaries.size(), 2u);
    EXPECT_TRUE(has(summaries[summaries.size() - 2], "2.41 + 1 = 3.41.")) << summaries[summaries.size() - 2];
}

//   ...
//   .S.
//   ..G
// 4 moves, Manhattan: from the start, N and W have h = 3, E and S h = 1. The walk takes E, the
// first in neighbour order (N, E, S, W) with the smallest h: N and W lost to a smaller h, S a tie.
TEST(ExpansionView, TheWalkSaysWhetherANeighbourLostOnHOrATie) {
    const AsciiMap m = parse_ascii_map({"...", ".S.", "..G"});
    GridSearch search;
    ASSERT_TRUE(search.begin(m.grid, problem_for(m, Moves::kFour, Heuristic::kManhattan,
                                                 Algorithm::kDepthFirstWalk)));
    const ExpansionView view = expansion_view(search, search.step());
    EXPECT_TRUE(has(view.summary, "h = 2 (the walk ignores g)")) << view.summary;
    ASSERT_EQ(view.neighbors.size(), 4u);
    const char* const lost_on_h = "but another neighbour has a smaller h (3 here, 1 there)";
    EXPECT_EQ(view.neighbors[0].direction, "N");
    EXPECT_TRUE(has(view.neighbors[0].text, lost_on_h)) << view.neighbors[0].text;
    EXPECT_EQ(view.neighbors[1].direction, "E");
    EXPECT_EQ(view.neighbors[1].outcome, NeighborOutcome::kPushed);
    EXPECT_EQ(view.neighbors[2].direction, "S");
    EXPECT_TRUE(has(view.neighbors[2].text,
                    "with the same h (1) as the chosen one, which comes first in neighbour order"))
        << view.neighbors[2].text;
    EXPECT_EQ(view.neighbors[3].direction, "W");
    EXPECT_TRUE(has(view.neighbors[3].text, lost_on_h)) << view.neighbors[3].text;
}

// The goal walled off: the walk goes S -> E, finds a dead end, backs up to S and ends there.
TEST(ExpansionView, TheWalksLastDeadEndAtTheStartEndsTheWalk) {
    const AsciiMap m = parse_ascii_map({"S.#", "###", "..G"});
    GridSearch search;
    ASSERT_TRUE(search.begin(m.grid, problem_for(m, Moves::kFour, Heuristic::kManhattan,
                                                 Algorithm::kDepthFirstWalk)));
    std::vector<std::string> summaries;
    while (search.status() == SearchStatus::kSearching) {
        summaries.push_back(expansion_view(search, search.step()).summary);
    }
    ASSERT_EQ(search.status(), SearchStatus::kNoPath);
    ASSERT_EQ(summaries.size(), 3u);
    EXPECT_TRUE(has(summaries[1], "Dead end: every neighbour is blocked or already visited, so "
                                  "the walk backs up one cell"))
        << summaries[1];
    EXPECT_TRUE(has(summaries[2], "Step 3 stood on (0, 0)")) << summaries[2];
    EXPECT_TRUE(has(summaries[2], "Dead end at the start: every neighbour is blocked or already "
                                  "visited, and there is nowhere left to back up to, so the walk "
                                  "ends: no path."))
        << summaries[2];
    EXPECT_FALSE(has(summaries[2], "backs up one cell")) << summaries[2];
}

// Euclidean, 4 moves, the goal (401, 400) cells away: E leaves (400, 400), h = 565.685..., S
// leaves (401, 399), h = 565.687... Both print as 565.69, so they are shown in full: the text
// said "a smaller h (565.69 here, 565.69 there)".
TEST(ExpansionView, TheWalkShowsTwoHThatRoundAlikeInFull) {
    const Grid grid(410, 410);
    GridProblem p;
    p.start = {2, 2};
    p.goal = {403, 402};
    p.rules.moves = Moves::kFour;
    p.heuristic = Heuristic::kEuclidean;
    p.options.algorithm = Algorithm::kDepthFirstWalk;
    GridSearch search;
    ASSERT_TRUE(search.begin(grid, p));
    const ExpansionView view = expansion_view(search, search.step());
    ASSERT_EQ(view.neighbors.size(), 4u);
    EXPECT_EQ(view.neighbors[1].direction, "E");
    EXPECT_EQ(view.neighbors[1].outcome, NeighborOutcome::kPushed);
    const std::string& south = view.neighbors[2].text;
    EXPECT_TRUE(has(south, "a smaller h (" + format_shortest(std::hypot(401.0, 399.0)) +
                               " here, " + format_shortest(std::hypot(400.0, 400.0)) + " there)"))
        << south;
}

//   S..
//   ...
//   ..G
TEST(ExpansionView, ExplainsClosedAndNotCheaperNeighbours) {
    const AsciiMap m = parse_ascii_map({"S..", "...", "..G"});
    GridSearch search;
    ASSERT_TRUE(search.begin(m.grid, problem_for(m, Moves::kFour, Heuristic::kManhattan)));
    search.step();
    search.step();
    search.step();                                                     // (2, 0)
    const ExpansionView view = expansion_view(search, search.step());  // (2, 1)
    ASSERT_EQ(view.cell, (Cell{2, 1}));
    ASSERT_EQ(view.neighbors.size(), 3u);  // N, S, W
    EXPECT_EQ(view.neighbors[0].text, "already closed (expanded at step 3): skipped");
    EXPECT_EQ(view.neighbors[1].outcome, NeighborOutcome::kPushed);
    EXPECT_EQ(view.neighbors[2].text,
              "not improved: already open with g = 2; this way it would be 4, not cheaper");
}

// An improvement shows the g it replaced: the relaxation step is the change from one to the
// other. S..   Dijkstra, 8 moves: S pushes (1, 1) diagonally at 9 sqrt(2) = 12.73; (1, 0)
//        .9G   reaches it straight for 1 + 9 = 10.
TEST(ExpansionView, AnImprovementShowsTheGItReplaced) {
    const AsciiMap m = parse_ascii_map({"S..", ".9G"});
    GridSearch search;
    ASSERT_TRUE(search.begin(m.grid, problem_for(m, Moves::kEight, Heuristic::kZero,
                                                 Algorithm::kDijkstra)));
    search.step();
    const ExpansionView view = expansion_view(search, search.step());
    ASSERT_EQ(view.cell, (Cell{1, 0}));
    int improved = 0;
    for (const NeighborLine& line : view.neighbors) {
        if (line.outcome != NeighborOutcome::kImproved) continue;
        ++improved;
        EXPECT_EQ(line.cell, (Cell{1, 1}));
        EXPECT_TRUE(has(line.text, "already open, but cheaper this way: g 12.73 -> 10"))
            << line.text;
    }
    EXPECT_EQ(improved, 1);
}

// Every neighbour line of every step of a whole search, one string each.
std::vector<std::string> all_neighbour_texts(GridSearch& search) {
    std::vector<std::string> texts;
    while (search.status() == SearchStatus::kSearching) {
        const ExpansionView view = expansion_view(search, search.step());
        for (const NeighborLine& line : view.neighbors) texts.push_back(line.text);
    }
    return texts;
}

int count_with(const std::vector<std::string>& texts, const std::string& part) {
    int n = 0;
    for (const std::string& t : texts) n += has(t, part);
    return n;
}

// Breadth-first has no heuristic to blame and never changes an open cell: a cheaper way into
// an open cell is not "not cheaper", and a closed cell reached cheaper is the step count's doing.
// (The maps were found by a search over small random maps for each sentence.)
TEST(ExpansionView, BreadthFirstIsBlamedForItsOwnOrderNotForAHeuristic) {
    int closed = 0, open = 0;
    for (const AsciiMap& m : {parse_ascii_map({"S...", "9.#.", "...#", "...G"}),
                              parse_ascii_map({"S.##.", "..9..", "..#99", "...9G"})}) {
        GridSearch search;
        ASSERT_TRUE(search.begin(m.grid, problem_for(m, Moves::kFour, Heuristic::kManhattan,
                                                     Algorithm::kBreadthFirst)));
        const std::vector<std::string> texts = all_neighbour_texts(search);
        EXPECT_EQ(count_with(texts, "heuristic"), 0);
        closed += count_with(texts, "counts steps, not costs");
        open += count_with(texts, "cheaper, but breadth-first keeps the first way it found");
        for (const std::string& t : texts) {
            if (!has(t, "not cheaper")) continue;
            // "... with g = A; this way it would be B, not cheaper": B >= A.
            const double g = std::stod(t.substr(t.find("g = ") + 4));
            const double via = std::stod(t.substr(t.find("would be ") + 9));
            EXPECT_GE(via, g) << t;
        }
    }
    EXPECT_GT(closed, 0);
    EXPECT_GT(open, 0);
}

// Greedy by h closes a cell before the cheap way round reaches it.
TEST(ExpansionView, GreedyIsBlamedForIgnoringG) {
    const AsciiMap m = parse_ascii_map({"S.9#", "....", "..##", "##9G"});
    GridSearch search;
    ASSERT_TRUE(search.begin(m.grid, problem_for(m, Moves::kFour, Heuristic::kManhattan,
                                                 Algorithm::kGreedyBestFirst)));
    const std::vector<std::string> texts = all_neighbour_texts(search);
    EXPECT_EQ(count_with(texts, "heuristic overestimated"), 0);
    EXPECT_GT(count_with(texts, "goes by h alone"), 0);
}

// Greedy's priority is h: its neighbour lines name it, not an "f" that is not g + h, and a tie
// in h broken by the larger g is not "toward the goal" (tied cells share their h).
TEST(ExpansionView, GreedyAndBreadthFirstNameTheirOwnPriority) {
    const AsciiMap m = parse_ascii_map({"S..", "...", "..G"});
    GridSearch search;
    ASSERT_TRUE(search.begin(m.grid, problem_for(m, Moves::kFour, Heuristic::kManhattan,
                                                 Algorithm::kGreedyBestFirst)));
    std::vector<std::string> texts = all_neighbour_texts(search);
    EXPECT_GT(count_with(texts, "new in the open list, g = 1, priority h = 3"), 0);
    EXPECT_EQ(count_with(texts, "f ="), 0);

    ASSERT_TRUE(search.begin(m.grid, problem_for(m, Moves::kFour, Heuristic::kManhattan,
                                                 Algorithm::kGreedyBestFirst)));
    search.step();  // (1, 0) and (0, 1) tie at h = 3
    const OpenListView view = open_list_view(search, 10, false);
    EXPECT_TRUE(has(view.next, "the rule only breaks the tie")) << view.next;
    EXPECT_FALSE(has(view.next, "toward the goal")) << view.next;

    ASSERT_TRUE(search.begin(m.grid, problem_for(m, Moves::kFour, Heuristic::kManhattan,
                                                 Algorithm::kBreadthFirst)));
    texts = all_neighbour_texts(search);
    EXPECT_GT(count_with(texts, "new in the open list, g = 1, 1 step from the start"), 0);
    EXPECT_EQ(count_with(texts, "f ="), 0);
}

// Dijkstra's priority is g, so cells tied in it share their g: the larger-g rule has no say.
TEST(OpenListView, DijkstraTiesAreNotDecidedByG) {
    const AsciiMap m = parse_ascii_map({"....", ".S..", "...G"});
    GridSearch search;
    // The Open list after the start's expansion, under `algorithm` with h = 0.
    auto after_first_step = [&](Algorithm algorithm) {
        EXPECT_TRUE(search.begin(m.grid, problem_for(m, Moves::kFour, Heuristic::kZero,
                                                     algorithm)));
        search.step();
        return open_list_view(search, 10, true);
    };
    const OpenListView view = after_first_step(Algorithm::kDijkstra);
    EXPECT_TRUE(has(view.next, "4 cells tie at g = 1")) << view.next;
    EXPECT_TRUE(has(view.next, "the larger/smaller-g rule cannot choose")) << view.next;
    EXPECT_FALSE(has(view.next, "is the largest")) << view.next;

    // A* with h = 0 orders by g too: the same words, not "toward the goal".
    const OpenListView zero = after_first_step(Algorithm::kAStar);
    EXPECT_TRUE(has(zero.next, "the larger/smaller-g rule cannot choose")) << zero.next;
    EXPECT_FALSE(has(zero.next, "toward the goal")) << zero.next;

    // Breadth-first's choice counts its steps in words: "1 step", not "1 steps".
    const OpenListView bfs = after_first_step(Algorithm::kBreadthFirst);
    EXPECT_TRUE(has(bfs.next, "it is the oldest entry (1 step from the start)")) << bfs.next;
}

}  // namespace
}  // namespace astar::app
