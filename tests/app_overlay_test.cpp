#include <gtest/gtest.h>

#include <utility>
#include <vector>

#include "app/model/charts.hpp"
#include "app/model/overlay_layout.hpp"
#include "app/model/search_timing.hpp"
#include "support/scene_support.hpp"

namespace astar::app {
namespace {

TEST(VisibleCells, AtZoomOneEveryCellIsVisible) {
    ViewState view;
    const PaneView pv = pane_view({10, 20, 400, 300}, 40, 24, view);
    const CellRange r = visible_cells(pv);
    EXPECT_EQ(r.x0, 0);
    EXPECT_EQ(r.y0, 0);
    EXPECT_EQ(r.x1, 40);
    EXPECT_EQ(r.y1, 24);
}

TEST(VisibleCells, ZoomedInOnAHugeMapOnlyTheCellsInThePane) {
    ViewState view;
    const PixelRect rect{0, 0, 600, 400};
    PaneView pv = pane_view(rect, 1024, 1024, view);
    zoom_at(view, pv, 300, 200, 100.0f);
    pv = pane_view(rect, 1024, 1024, view);
    const CellRange r = visible_cells(pv);
    ASSERT_FALSE(r.empty());
    // At most one partly visible cell more than fit, per side.
    EXPECT_LE(r.x1 - r.x0, static_cast<int>(600 / pv.cell_size) + 2);
    EXPECT_LE(r.y1 - r.y0, static_cast<int>(400 / pv.cell_size) + 2);
    EXPECT_LT(r.count(), 1024LL * 1024 / 1000);
    // Every cell whose centre is inside the pane is in the range.
    for (float px : {0.5f, 299.0f, 599.5f}) {
        for (float py : {0.5f, 199.0f, 399.5f}) {
            const auto c = pv.cell_at(px, py);
            ASSERT_TRUE(c.has_value());
            EXPECT_TRUE(r.contains(*c)) << px << ", " << py;
        }
    }
}

TEST(VisibleCells, PannedPastTheEdgeClampsToTheGrid) {
    ViewState view;
    const PixelRect rect{0, 0, 400, 400};
    PaneView pv = pane_view(rect, 40, 40, view);
    zoom_at(view, pv, 0, 0, 4.0f);  // the top-left corner stays put
    pv = pane_view(rect, 40, 40, view);
    const CellRange r = visible_cells(pv);
    EXPECT_EQ(r.x0, 0);
    EXPECT_EQ(r.y0, 0);
    EXPECT_EQ(r.x1, 10);
    EXPECT_EQ(r.y1, 10);
}

// A path along row 5 from x = 0 to 19, in a view of columns 5 to 9 (and rows 0 to 9).
TEST(PathRunsInView, OnlyTheStretchInViewWithACellPastEachEdge) {
    const CellRange view{5, 0, 10, 10};
    const auto along_row = [](std::size_t k) { return Cell{static_cast<int>(k), 5}; };
    const auto runs = path_runs_in_view(20, along_row, view);
    ASSERT_EQ(runs.size(), 1u);
    EXPECT_EQ(runs[0], std::make_pair(std::size_t{4}, std::size_t{11}));  // cells 4 .. 10
    // All in view: the whole path; none in view: nothing.
    EXPECT_EQ(path_runs_in_view(20, along_row, CellRange{0, 0, 20, 10}),
              (std::vector<std::pair<std::size_t, std::size_t>>{{0, 20}}));
    EXPECT_TRUE(path_runs_in_view(20, along_row, CellRange{0, 6, 20, 10}).empty());
}

// Out of view and back: two stretches; out for one cell only: one.
TEST(PathRunsInView, LeavingTheViewSplitsTheLineUnlessForOneCell) {
    const CellRange view{0, 0, 10, 10};
    // x = 0 .. 11 along row 5, then back from x = 11 to 0 along row 6.
    const auto out_and_back = [](std::size_t k) {
        const int i = static_cast<int>(k);
        return i < 12 ? Cell{i, 5} : Cell{23 - i, 6};
    };
    EXPECT_EQ(path_runs_in_view(24, out_and_back, view),
              (std::vector<std::pair<std::size_t, std::size_t>>{{0, 11}, {13, 24}}));
    // x = 0 .. 10 along row 5, then from (9, 6) back to x = 0: (10, 5) is the only cell out.
    const auto out_for_one = [](std::size_t k) {
        const int i = static_cast<int>(k);
        return i < 11 ? Cell{i, 5} : Cell{20 - i, 6};
    };
    EXPECT_EQ(path_runs_in_view(21, out_for_one, view),
              (std::vector<std::pair<std::size_t, std::size_t>>{{0, 21}}));
}

TEST(CellDetail, AddsArrowsThenLettersThenNumbersAsCellsGrow) {
    EXPECT_FALSE(cell_detail(6).arrows);
    EXPECT_TRUE(cell_detail(kArrowsMinCell).arrows);
    EXPECT_FALSE(cell_detail(kNumbersMinCell - 1).numbers);
    EXPECT_TRUE(cell_detail(kNumbersMinCell).numbers);
    EXPECT_FALSE(cell_detail(kNumbersMinCell).labels);
    EXPECT_TRUE(cell_detail(kLabelsMinCell).labels);
}

TEST(CellDetail, NumbersGrowWithTheCellBeyondTheirFullSizeCell) {
    EXPECT_EQ(cell_detail(kNumbersMinCell).number_scale, 1.0f);
    EXPECT_EQ(cell_detail(kNumbersFullSizeCell).number_scale, 1.0f);
    EXPECT_FLOAT_EQ(cell_detail(kNumbersFullSizeCell * 1.5f).number_scale, 1.5f);
    EXPECT_FLOAT_EQ(cell_detail(kNumbersFullSizeCell * 2).number_scale, 2.0f);
    EXPECT_EQ(cell_detail(kNumbersFullSizeCell * 10).number_scale, kMaxNumberScale);
}

TEST(Charts, BucketMaxKeepsEveryPeak) {
    const std::vector<int> series = {0, 1, 9, 2, 3, 3, 1, 0, 7, 4};
    EXPECT_EQ(bucket_max(series, 4), (std::vector<float>{9, 3, 7}));  // runs of 4, 4, 2
    EXPECT_EQ(bucket_max(series, 1).size(), series.size());
    EXPECT_TRUE(bucket_max(series, 0).empty());
    EXPECT_TRUE(bucket_max({}, 5).empty());
}

TEST(Charts, StepsPerPointFitsTheStepsInThePoints) {
    EXPECT_EQ(steps_per_point(100, 300), 1);
    EXPECT_EQ(steps_per_point(300, 300), 1);
    EXPECT_EQ(steps_per_point(301, 300), 2);
    EXPECT_EQ(steps_per_point(600, 300), 2);
    EXPECT_EQ(steps_per_point(601, 300), 4);
    EXPECT_EQ(steps_per_point(100000, 300), 512);  // a power of two: 196 points, not 300
    EXPECT_EQ(steps_per_point(0, 300), 1);
    // While a search plays, the steps grow every frame and the runs stay the same between
    // doublings (one a frame at 1024 x 1024 made the chart go over the whole curve again).
    EXPECT_EQ(steps_per_point(70000, 300), steps_per_point(76000, 300));
}

TEST(Charts, ExpansionsStopGrowingWhenThePaneFinishes) {
    EXPECT_EQ(expansions_over_time(5, 8), (std::vector<int>{0, 1, 2, 3, 4, 5, 5, 5, 5}));
    EXPECT_EQ(expansions_over_time(0, 0), (std::vector<int>{0}));
}

TEST(Charts, ExpansionPointsMatchTheBucketedSeries) {
    for (int expansions : {0, 3, 7, 50}) {
        for (int position : {0, 1, 9, 10, 11, 40}) {
            for (int per : {1, 2, 3, 10}) {
                EXPECT_EQ(expansion_points(expansions, position, per),
                          bucket_max(expansions_over_time(expansions, position), per))
                    << expansions << " " << position << " " << per;
            }
        }
    }
}

TEST(Charts, SeriesBucketsFollowAGrowingAndShrinkingCurve) {
    SeriesBuckets buckets;
    std::vector<int> curve;
    for (int t = 0; t < 50; ++t) {
        curve.push_back((t * 37) % 11);
        ASSERT_EQ(buckets.update(curve, 4, 1), bucket_max(curve, 4)) << t;
    }
    curve.resize(22);  // stepped back
    EXPECT_EQ(buckets.update(curve, 4, 1), bucket_max(curve, 4));
    curve.push_back(99);
    EXPECT_EQ(buckets.update(curve, 4, 1), bucket_max(curve, 4));
    curve[0] = 1000;  // an edit: a new version
    EXPECT_EQ(buckets.update(curve, 4, 2), bucket_max(curve, 4));
    EXPECT_EQ(buckets.update(curve, 3, 2), bucket_max(curve, 3));
}

TEST(Charts, SeriesBucketsMergeTheirPointsWhenTheRunsDouble) {
    // As the chart's steps per point double while the curve grows (steps_per_point), and
    // with a run left incomplete at each doubling.
    SeriesBuckets buckets;
    std::vector<int> curve;
    int per = 1;
    for (int t = 0; t < 700; ++t) {
        curve.push_back((t * 53) % 97 + (t % 7 == 0 ? 200 : 0));
        if (curve.size() % 50 == 3) per *= 2;
        ASSERT_EQ(buckets.update(curve, per, 1), bucket_max(curve, per)) << t << " " << per;
    }
    EXPECT_GE(per, 1 << 10);
    // Stepped back, then the runs doubled once more.
    curve.resize(333);
    ASSERT_EQ(buckets.update(curve, per, 1), bucket_max(curve, per));
    EXPECT_EQ(buckets.update(curve, 2 * per, 1), bucket_max(curve, 2 * per));
}

TEST(SearchTimes, MeasuresOnePanePerCallOnceAllHaveFinished) {
    Scene scene = default_scene();
    SearchTimes times;
    times.update(scene, 1, false, 1.0);
    EXPECT_EQ(times.pane(0), nullptr);  // not before every pane has finished
    // At most one pane a call, in order. A search this short is usually timed in the very call
    // that probes it, but the probe's single run can read long on a busy machine (the CI runs
    // tests two at a time), and then its timing takes a few calls more: the number of calls is
    // not what is tested (it failed once that way in CI).
    int measured = 0;
    for (int call = 0; call < 1000 && measured < 3; ++call) {
        times.update(scene, 1, true, 1.0);
        int now = 0;
        while (now < 3 && times.pane(now) != nullptr) ++now;
        EXPECT_LE(now - measured, 1) << "call " << call;
        measured = now;
    }
    for (int i = 0; i < 3; ++i) {
        ASSERT_NE(times.pane(i), nullptr) << i;
        EXPECT_GT(times.pane(i)->seconds, 0.0);
        EXPECT_GE(times.pane(i)->runs, 1);
    }
    times.update(scene, 2, true, 1.0);  // same scene, new version: kept
    EXPECT_NE(times.pane(2), nullptr);
    scene.goal = {30, 20};
    times.update(scene, 3, false, 1.0);  // changed: measured again once finished
    EXPECT_EQ(times.pane(0), nullptr);
}

// Calls update() (one call a frame in the app) until pane `pane` has its time; how many calls
// that took, or -1 after 1000.
int calls_until_timed(SearchTimes& times, const Scene& scene, std::uint64_t version,
                      double budget_seconds, int pane) {
    for (int calls = 1; calls <= 1000; ++calls) {
        times.update(scene, version, true, budget_seconds);
        if (times.pane(pane) != nullptr) return calls;
    }
    return -1;
}

// A search longer than the budget is timed by one run, a slice per call (frame): after a drag
// on a 1024 x 1024 map, three runs of a pane in one frame had stood the page still for 200 ms,
// twice. Three runs, the fastest counting. A zero budget gives one slice per call.
TEST(SearchTimes, ALongSearchIsTimedOverSeveralCallsByThreeRunsInSlices) {
    Scene scene = test::corner_scene(240, 180, 0.2, 11);
    SearchTimes times;
    const int before_pane_3 = calls_until_timed(times, scene, 1, 0.0, 1);
    ASSERT_GT(before_pane_3, 0);
    // Chebyshev's tens of thousands of expansions, 4096 a slice, three times.
    ASSERT_GT(calls_until_timed(times, scene, 1, 0.0, 2), 3 * 4);
    EXPECT_EQ(times.pane(2)->runs, 3);
    EXPECT_TRUE(times.pane(2)->sliced);
    EXPECT_GT(times.pane(2)->seconds, 0.0);
    // A change of scene in the middle of a pane's run starts over, without the old run.
    scene.goal = {238, 179};
    times.update(scene, 2, true, 0.0);
    EXPECT_EQ(times.pane(0), nullptr);
    scene.goal = {239, 179};
    times.update(scene, 3, true, 0.0);
    ASSERT_GT(calls_until_timed(times, scene, 3, 0.0, 2), 0);
    EXPECT_EQ(times.pane(2)->runs, 3);
}

// A search that fits in the budget, but is not quick enough for batches at once, is timed
// again whole, in a batch of runs per call, three times: its first run, in slices, reads high.
TEST(SearchTimes, ASearchWithinTheBudgetIsTimedAgainInABatchOfWholeRunsPerCall) {
    // Chebyshev (pane 3) expands most of this map: well over the 0.5 ms of a quick search.
    Scene scene = test::corner_scene(600, 400, 0.2, 11);
    SearchTimes times;
    ASSERT_GT(calls_until_timed(times, scene, 1, 10.0, 1), 0);
    // Pane 3: its first run in one call (the budget is large), then one batch per call.
    ASSERT_EQ(calls_until_timed(times, scene, 1, 10.0, 2), 4);
    EXPECT_GE(times.pane(2)->runs, 3);
    EXPECT_FALSE(times.pane(2)->sliced);
    EXPECT_GT(times.pane(2)->seconds, 0.0);
}

// After a step back from the end, the panes that had finished keep their time; the one
// searching again shows none; before any measurement, none does.
TEST(SearchTimes, ShownForEachPaneWhoseSearchHasEnded) {
    const Scene scene = default_scene();
    SearchTimes times;
    EXPECT_EQ(shown_time(times, 0, true), nullptr);
    // Calls until panes 1 and 2 have their times, however many a busy machine takes.
    ASSERT_GT(calls_until_timed(times, scene, 1, 1.0, 1), 0);
    EXPECT_EQ(shown_time(times, 0, true), times.pane(0));
    EXPECT_NE(shown_time(times, 0, true), nullptr);
    times.update(scene, 1, false, 1.0);  // a step back: not every pane has finished now
    EXPECT_EQ(shown_time(times, 1, true), times.pane(1));
    EXPECT_NE(shown_time(times, 1, true), nullptr);
    EXPECT_EQ(shown_time(times, 2, false), nullptr);
}

TEST(MarkerAt, ABigMapsMarkerIsTakenAnywhereOnItsDot) {
    // orz900d (1491 x 656) fitted to a 500-pixel pane: a third of a pixel per cell. The goal's
    // dot is 10 pixels wide; a press on it, off the goal's own cell, takes the goal.
    ViewState view;
    const PaneView pv = pane_view({0, 0, 500, 400}, 1491, 656, view);
    ASSERT_LT(pv.cell_size, 1.0f);
    const Cell start{10, 300}, goal{1200, 400};
    const MarkerDot g = marker_dot(pv, goal);
    ASSERT_TRUE(g.drawn);
    EXPECT_EQ(marker_at(pv, start, goal, g.x + 3, g.y - 3), 2);
    EXPECT_NE(pv.cell_at(g.x + 3, g.y - 3), std::optional<Cell>(goal));  // not the goal's cell
    const MarkerDot s = marker_dot(pv, start);
    EXPECT_EQ(marker_at(pv, start, goal, s.x - 5, s.y), 1);
    // Off the dots: nothing is taken (a press there paints).
    EXPECT_EQ(marker_at(pv, start, goal, g.x + g.radius + 4, g.y), 0);
    EXPECT_EQ(marker_at(pv, start, goal, 250, 50), 0);
}

TEST(MarkerAt, OverlappingDotsGoToTheNearerCentre) {
    ViewState view;
    const PaneView pv = pane_view({0, 0, 500, 400}, 1000, 800, view);  // half a pixel a cell
    const Cell start{500, 400}, goal{510, 400};                         // 5 px apart
    const MarkerDot s = marker_dot(pv, start), g = marker_dot(pv, goal);
    EXPECT_EQ(marker_at(pv, start, goal, s.x - 1, s.y), 1);
    EXPECT_EQ(marker_at(pv, start, goal, g.x + 1, g.y), 2);
}

TEST(MarkerAt, CellsWithLettersTakeTheMarkerOnItsCellOnly) {
    ViewState view;
    const PaneView pv = pane_view({0, 0, 400, 240}, 20, 12, view);  // 20-pixel cells
    ASSERT_GE(pv.cell_size, kLettersMinCell);
    const Cell start{2, 3}, goal{15, 8};
    EXPECT_FALSE(marker_dot(pv, start).drawn);
    const float sx = pv.to_screen_x(2.5f), sy = pv.to_screen_y(3.5f);
    EXPECT_EQ(marker_at(pv, start, goal, sx, sy), 1);
    EXPECT_EQ(marker_at(pv, start, goal, sx + pv.cell_size, sy), 0);  // the next cell
    EXPECT_EQ(marker_at(pv, start, goal, pv.to_screen_x(15.1f), pv.to_screen_y(8.9f)), 2);
}

TEST(MarkerAt, CellsLargeEnoughToAimAtAreTheirOwnEvenForAFinger) {
    // 13-pixel cells: the dot fits its cell, and a tap on the next cell paints it (the
    // finger's slack took it for the start).
    ViewState view;
    const PaneView pv = pane_view({0, 0, 520, 312}, 40, 24, view);
    ASSERT_GE(pv.cell_size, kAimableCell);
    ASSERT_LT(pv.cell_size, kLettersMinCell);
    const Cell start{4, 8}, goal{33, 10};
    const float sx = pv.to_screen_x(4.5f), sy = pv.to_screen_y(8.5f);
    EXPECT_EQ(marker_at(pv, start, goal, sx + pv.cell_size, sy, kFingerMarkerSlack), 0);
    EXPECT_EQ(marker_at(pv, start, goal, sx, sy - pv.cell_size, kFingerMarkerSlack), 0);
    EXPECT_EQ(marker_at(pv, start, goal, sx + 3, sy - 3, kFingerMarkerSlack), 1);
    // Beside the map, where no cell is, the dot's reach still counts.
    const PaneView wide = pane_view({0, 0, 700, 312}, 40, 24, view);  // margins left and right
    const Cell edge{0, 8};
    const float ex = wide.to_screen_x(0.5f), ey = wide.to_screen_y(8.5f);
    ASSERT_FALSE(wide.cell_at(ex - wide.cell_size * 0.5f - 2, ey).has_value());
    EXPECT_EQ(marker_at(wide, edge, goal, ex - wide.cell_size * 0.5f - 2, ey, kFingerMarkerSlack), 1);
}

TEST(MarkerDot, AtThePanesEdgeTheDotIsNudgedInside) {
    ViewState view;
    const PaneView pv = pane_view({100, 50, 512, 512}, 512, 512, view);  // one pixel a cell
    const MarkerDot d = marker_dot(pv, Cell{0, 511});
    ASSERT_TRUE(d.drawn);
    EXPECT_GE(d.x - d.radius - 1, 100.0f);
    EXPECT_LE(d.y + d.radius + 1, 50.0f + 512);
    EXPECT_EQ(marker_at(pv, Cell{0, 511}, Cell{300, 300}, d.x, d.y), 1);
}

TEST(MarkerAt, TheDotIsTakenWhereItReachesPastTheMapsEdge) {
    // A wide map letterboxed in a taller pane: the start on the top row, its dot drawn partly
    // over the margin above the map, where no cell is.
    ViewState view;
    const PaneView pv = pane_view({0, 0, 500, 400}, 1491, 656, view);
    const Cell start{869, 0}, goal{847, 655};
    const MarkerDot s = marker_dot(pv, start);
    ASSERT_FALSE(pv.cell_at(s.x, s.y - 4).has_value());  // above the map
    EXPECT_EQ(marker_at(pv, start, goal, s.x, s.y - 4), 1);
    const MarkerDot g = marker_dot(pv, goal);
    ASSERT_FALSE(pv.cell_at(g.x, g.y + 5).has_value());  // below it
    EXPECT_EQ(marker_at(pv, start, goal, g.x, g.y + 5), 2);
}

TEST(MarkerAt, AFingerHasMoreRoomThanTheMouse) {
    ViewState view;
    const PaneView pv = pane_view({0, 0, 500, 400}, 1491, 656, view);
    const Cell start{10, 300}, goal{1200, 400};
    const MarkerDot g = marker_dot(pv, goal);
    const float off = g.radius + kMouseMarkerSlack + 3;  // past the outline
    EXPECT_EQ(marker_at(pv, start, goal, g.x, g.y - off, kMouseMarkerSlack), 0);
    EXPECT_EQ(marker_at(pv, start, goal, g.x, g.y - off, kFingerMarkerSlack), 2);
}

}  // namespace
}  // namespace astar::app
