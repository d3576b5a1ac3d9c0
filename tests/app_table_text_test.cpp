#include "app/model/table_text.hpp"

#include <gtest/gtest.h>

#include <numbers>

#include <string>

#include "app/model/explain.hpp"
#include "core/ascii_map.hpp"
#include "core/scene.hpp"

namespace astar::app {
namespace {

constexpr auto kIfKnown = Comparison::OptimumCheck::kIfKnown;

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

void finish_with_optimum(Comparison& cmp) {
    cmp.run_to_end();
    int slices = 0;
    while (!cmp.work_on_optimum(1000)) ASSERT_LT(++slices, 100000);
}

// The opening scene: Manhattan (pane 1) overestimates diagonal steps and promises nothing,
// Euclidean (pane 2) promises the optimum.
TEST(TableText, BeforeTheEndSaysWhetherAnOptimalPathIsPromised) {
    Comparison cmp;
    cmp.reset(default_scene());
    const OptimalWord manhattan = optimal_word(cmp, cmp.summary(0, kIfKnown));
    EXPECT_EQ(manhattan.shown, "(!) not promised");  // beside "promised" (it read "unsure")
    EXPECT_EQ(manhattan.tone, TableTone::kWarning);
    EXPECT_FALSE(manhattan.warning);  // "(!)" is in the word itself
    const OptimalWord euclidean = optimal_word(cmp, cmp.summary(1, kIfKnown));
    EXPECT_EQ(euclidean.shown, "promised");
    EXPECT_EQ(euclidean.tone, TableTone::kGood);
    EXPECT_EQ(spoken_row(cmp, cmp.summary(1, kIfKnown), nullptr),
              "searching, 0 expanded, optimal path promised, 1 open, peak 1, 1 push");
    EXPECT_TRUE(has(spoken_row(cmp, cmp.summary(0, kIfKnown), nullptr),
                    "optimal path not promised"));
}

// The depth-first walk keeps no open list: its row counts the trail and says so (QA pass: the
// Open list section said "no open list" beside a row that read "26 open").
TEST(TableText, TheDepthFirstWalksRowCountsItsTrailNotAnOpenList) {
    Scene scene = default_scene();
    scene.panes[2].algorithm = Algorithm::kDepthFirstWalk;
    Comparison cmp;
    cmp.reset(scene);
    cmp.seek(25);
    const PaneSummary walk = cmp.summary(2, kIfKnown);
    ASSERT_TRUE(walk.trail);
    EXPECT_FALSE(cmp.summary(1, kIfKnown).trail);
    ASSERT_GT(walk.open_size, 1);
    const std::string row = spoken_row(cmp, walk, nullptr);
    EXPECT_TRUE(has(row, ", " + std::to_string(walk.open_size) + " on the trail, longest trail " +
                             std::to_string(walk.peak_open_size) + ","))
        << row;
    EXPECT_FALSE(has(row, " open")) << row;
}

TEST(TableText, AfterTheEndComparesThePathWithDijkstras) {
    Comparison cmp;
    cmp.reset(default_scene());
    finish_with_optimum(cmp);
    const double optimum = cmp.optimal_cost();

    const PaneSummary manhattan = cmp.summary(0, kIfKnown);
    ASSERT_EQ(manhattan.status, SearchStatus::kFound);
    ASSERT_GT(manhattan.path_cost, optimum + 1e-6);
    const std::string more = excess_text(manhattan.path_cost, optimum);
    EXPECT_EQ(more, "0.343");
    const OptimalWord word = optimal_word(cmp, manhattan);
    EXPECT_EQ(word.shown, "NO, +" + more);
    EXPECT_EQ(word.tone, TableTone::kBad);
    EXPECT_TRUE(word.warning);  // its setting promised no optimum: "(!)" after the word
    const std::string row = spoken_row(cmp, manhattan, nullptr);
    EXPECT_TRUE(has(row, "found, " + std::to_string(manhattan.expansions) + " expanded, cost " +
                             cost_text(manhattan.path_cost) + ", optimal: no, " + more +
                             " more than the cheapest, " + cost_text(optimum) +
                             " (its setting promised none)"))
        << row;

    const PaneSummary euclidean = cmp.summary(1, kIfKnown);
    const OptimalWord yes = optimal_word(cmp, euclidean);
    EXPECT_EQ(yes.shown, "yes");
    EXPECT_EQ(yes.tone, TableTone::kGood);
    EXPECT_FALSE(yes.warning);
    const SearchTiming timing{0.000012, 300, false};
    EXPECT_EQ(spoken_row(cmp, euclidean, &timing),
              "found, " + std::to_string(euclidean.expansions) + " expanded, cost 34.799, " +
                  "optimal: yes, " + std::to_string(euclidean.open_size) + " open, peak " +
                  std::to_string(euclidean.peak_open_size) + ", " +
                  std::to_string(euclidean.pushes) + " pushes, " +
                  std::to_string(euclidean.path_cells) +
                  " cells on the path, timed at 12 microseconds");
}

// The excess is the difference of the costs as shown, so that they add up: 5.828 and 5.243
// read "+0.586" beside them, the true excess rounded (QA pass).
TEST(TableText, TheExcessIsTheDifferenceOfTheCostsShown) {
    const double cost = 2 + 2 * std::numbers::sqrt2;  // 4.828427: "4.828"
    const double best = 3 * std::numbers::sqrt2;      // 4.242641: "4.243"
    EXPECT_EQ(cost_text(cost), "4.828");
    EXPECT_EQ(cost_text(best), "4.243");
    EXPECT_EQ(cost_text(cost - best), "0.586");
    EXPECT_EQ(excess_text(cost, best), "0.585");
    // Where both show the same, the excess in digits of its own, not "0.000".
    EXPECT_EQ(excess_text(1.0004, 1.0), "0.0004");
}

TEST(TableText, AFinishedPaneWaitsForDijkstraBeforeSayingYesOrNo) {
    Comparison cmp;
    cmp.reset(default_scene());
    cmp.run_to_end();  // the optimum's own search has not run
    ASSERT_FALSE(cmp.optimum_known());
    const OptimalWord word = optimal_word(cmp, cmp.summary(1, kIfKnown));
    EXPECT_EQ(word.shown, "checking");
    EXPECT_EQ(word.tone, TableTone::kDim);
    EXPECT_TRUE(has(spoken_row(cmp, cmp.summary(1, kIfKnown), nullptr),
                    "being checked against Dijkstra"));
}

TEST(TableText, NoPathThatDijkstraConfirmsIsADashNotAYes) {
    const AsciiMap m = parse_ascii_map({"S..#..", "...#.G", "...#.."});
    ASSERT_TRUE(m.error.empty()) << m.error;
    Scene scene;
    scene.grid = m.grid;
    scene.start = m.start;
    scene.goal = m.goal;
    scene.panes = {{Algorithm::kAStar, Heuristic::kOctile, 1.0}};
    Comparison cmp;
    cmp.reset(scene);
    finish_with_optimum(cmp);
    const PaneSummary s = cmp.summary(0, kIfKnown);
    const OptimalWord word = optimal_word(cmp, s);
    EXPECT_EQ(word.shown, "-");
    EXPECT_EQ(word.tone, TableTone::kDim);
    const std::string row = spoken_row(cmp, s, nullptr);
    EXPECT_EQ(row.rfind("no path, " + std::to_string(s.expansions) +
                            " expanded, Dijkstra agrees there is none, 0 open",
                        0),
              0u)
        << row;
    EXPECT_FALSE(has(row, "cost")) << row;
    EXPECT_FALSE(has(row, "cells on the path")) << row;
}

TEST(TableText, TheOptimumOrThatThereIsNone) {
    EXPECT_EQ(optimum_text(34.79898987), "Optimal cost (Dijkstra): 34.799");
    EXPECT_EQ(optimum_text(-1), "Dijkstra finds no path: the goal cannot be reached.");
}

TEST(TableText, DurationsInTheTableAndInWords) {
    EXPECT_EQ(duration_text(850e-6), "850 \u00b5s");
    EXPECT_EQ(duration_text(850e-6, true), "850 microseconds");
    EXPECT_EQ(duration_text(0.00125), "1.25 ms");
    EXPECT_EQ(duration_text(0.00125, true), "1.25 milliseconds");
    EXPECT_EQ(duration_text(2.1), "2.10 s");
    EXPECT_EQ(duration_text(2.1, true), "2.10 seconds");
}

}  // namespace
}  // namespace astar::app
