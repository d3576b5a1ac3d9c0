#include "app/model/readout_refresh.hpp"

#include <algorithm>
#include <random>
#include <vector>

#include <gtest/gtest.h>

namespace astar::app {
namespace {

const PixelBox kCanvas{0, 0, 1280, 800};
const std::vector<PixelBox> kPanes = {{350, 150, 650, 460}, {660, 150, 960, 460}};
const PixelBox kGridChange{400, 200, 420, 216};  // inside the first pane
const PixelBox kTitle{350, 120, 650, 148};       // above it
const PixelBox kTable{360, 600, 800, 680};

bool inside(const PixelBox& box, const std::vector<PixelBox>& boxes) {
    for (const PixelBox& b : boxes) {
        if (box.x0 >= b.x0 && box.y0 >= b.y0 && box.x1 <= b.x1 && box.y1 <= b.y1) return true;
    }
    return false;
}

// Whether every pixel of `box` lies in some box of `boxes`: each cell of the grid that the
// boxes' edges cut `box` into, tested at one pixel.
bool covered(const PixelBox& box, const std::vector<PixelBox>& boxes) {
    if (box.empty()) return true;
    std::vector<int> xs = {box.x0, box.x1}, ys = {box.y0, box.y1};
    for (const PixelBox& b : boxes) {
        for (int x : {b.x0, b.x1}) {
            if (x > box.x0 && x < box.x1) xs.push_back(x);
        }
        for (int y : {b.y0, b.y1}) {
            if (y > box.y0 && y < box.y1) ys.push_back(y);
        }
    }
    std::sort(xs.begin(), xs.end());
    std::sort(ys.begin(), ys.end());
    for (std::size_t i = 0; i + 1 < xs.size(); ++i) {
        for (std::size_t j = 0; j + 1 < ys.size(); ++j) {
            if (xs[i] == xs[i + 1] || ys[j] == ys[j + 1]) continue;
            if (!inside({xs[i], ys[j], xs[i] + 1, ys[j] + 1}, boxes)) return false;
        }
    }
    return true;
}

bool meets(const PixelBox& a, const std::vector<PixelBox>& boxes) {
    for (const PixelBox& b : boxes) {
        if (!intersection(a, b).empty()) return true;
    }
    return false;
}

TEST(ReadoutRefresh, NothingWaitsWhenItMayNot) {
    ReadoutRefresh state;
    const auto boxes =
        plan_readout_refresh(state, {kGridChange, kTitle, kTable}, kPanes, kCanvas, 8, false, 5.0);
    EXPECT_TRUE(covered(kGridChange, boxes));
    EXPECT_TRUE(covered(kTitle, boxes));
    EXPECT_TRUE(covered(kTable, boxes));
    EXPECT_TRUE(state.pending.empty());
    EXPECT_EQ(state.last_drawn, 5.0);
    EXPECT_EQ(state.refresh_frames, 1u);
}

TEST(ReadoutRefresh, TheFirstChangeAfterAQuietSpellIsDrawnAtOnce) {
    // A search played slowly: a change a second, each drawn with its step.
    ReadoutRefresh state;
    for (double now : {1.0, 2.0, 3.0}) {
        const auto boxes = plan_readout_refresh(state, {kGridChange, kTitle}, kPanes, kCanvas, 8,
                                                true, now);
        EXPECT_TRUE(covered(kTitle, boxes)) << now;
        EXPECT_TRUE(state.pending.empty()) << now;
    }
    EXPECT_EQ(state.waiting_frames, 0u);
}

TEST(ReadoutRefresh, ReadoutsWaitWhileTheGridsAreDrawnThenComeTogether) {
    ReadoutRefresh state;
    plan_readout_refresh(state, {kTitle}, kPanes, kCanvas, 8, true, 10.0);  // drawn: quiet before
    // 20 ms later: the grid's change is drawn, the title's and the table's wait.
    auto boxes = plan_readout_refresh(state, {kGridChange, kTitle, kTable}, kPanes, kCanvas, 8,
                                      true, 10.02);
    EXPECT_TRUE(covered(kGridChange, boxes));
    EXPECT_FALSE(meets(kTitle, boxes));
    EXPECT_FALSE(meets(kTable, boxes));
    EXPECT_TRUE(covered(kTitle, state.pending));
    EXPECT_TRUE(covered(kTable, state.pending));
    EXPECT_EQ(state.waiting_frames, 1u);
    // Still waiting at 99 ms, even with nothing new outside the panes.
    boxes = plan_readout_refresh(state, {kGridChange}, kPanes, kCanvas, 8, true, 10.099);
    EXPECT_FALSE(meets(kTable, boxes));
    EXPECT_EQ(state.waiting_frames, 2u);
    // At 100 ms everything that waited is drawn, though nothing outside changed in this frame.
    boxes = plan_readout_refresh(state, {kGridChange}, kPanes, kCanvas, 8, true, 10.125);
    EXPECT_TRUE(covered(kTitle, boxes));
    EXPECT_TRUE(covered(kTable, boxes));
    EXPECT_TRUE(state.pending.empty());
    EXPECT_EQ(state.last_drawn, 10.125);
}

TEST(ReadoutRefresh, InputDrawsWhatWaits) {
    ReadoutRefresh state;
    plan_readout_refresh(state, {kTable}, kPanes, kCanvas, 8, true, 1.0);
    plan_readout_refresh(state, {kTable}, kPanes, kCanvas, 8, true, 1.01);
    ASSERT_FALSE(state.pending.empty());
    // A frame with input may not wait: what waited is drawn with it.
    const auto boxes = plan_readout_refresh(state, {}, kPanes, kCanvas, 8, false, 1.02);
    EXPECT_TRUE(covered(kTable, boxes));
    EXPECT_TRUE(state.pending.empty());
}

TEST(ReadoutRefresh, NoIntervalMeansNothingWaits) {
    ReadoutRefresh state;
    state.interval = 0.0;
    for (double now = 1.0; now < 1.1; now += 0.01) {
        const auto boxes = plan_readout_refresh(state, {kTable}, kPanes, kCanvas, 8, true, now);
        EXPECT_TRUE(covered(kTable, boxes));
    }
    EXPECT_EQ(state.waiting_frames, 0u);
}

TEST(ReadoutRefresh, AWaitingReadoutThatADrawnBoxMeetsIsDrawnWhole) {
    // Two panes stacked: the grids' changes merge into a box across the lower pane's title,
    // which must then be drawn whole, not cut in two.
    const std::vector<PixelBox> stacked = {{400, 0, 800, 300}, {400, 330, 800, 630}};
    const PixelBox lower_title{400, 302, 800, 328};
    ReadoutRefresh state;
    plan_readout_refresh(state, {lower_title}, stacked, kCanvas, 8, true, 1.0);
    plan_readout_refresh(state, {lower_title}, stacked, kCanvas, 8, true, 1.01);
    ASSERT_TRUE(covered(lower_title, state.pending));
    // At most one box: the two changes, above and below the title, become one across it.
    const auto boxes = plan_readout_refresh(state, {{500, 280, 520, 296}, {500, 340, 520, 356}},
                                            stacked, kCanvas, 1, true, 1.02);
    ASSERT_EQ(boxes.size(), 1u);
    EXPECT_TRUE(covered(lower_title, boxes));
    EXPECT_TRUE(state.pending.empty());
}

TEST(ReadoutRefresh, EveryChangeIsDrawnOrWaitsAndNothingWaitsPastTheInterval) {
    // Random frames at 45 a second on a small canvas, its pixels followed one by one: every
    // changed pixel is drawn in its frame or lies in `pending` until it is drawn, and none
    // waits longer than the interval and a frame.
    constexpr int kWidth = 320, kHeight = 200;
    const PixelBox canvas{0, 0, kWidth, kHeight};
    const std::vector<PixelBox> panes = {{90, 40, 160, 115}, {165, 40, 240, 115}};
    const PixelBox grid_change{100, 50, 105, 54};
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> coord(0, kWidth - 1), size(1, 30), count(0, 12);
    std::bernoulli_distribution input(0.05);
    ReadoutRefresh state;
    std::vector<char> stale(kWidth * kHeight, 0);  // changed and not drawn since
    const auto mark = [&](const PixelBox& b, char value) {
        const PixelBox c = intersection(b, canvas);
        for (int y = c.y0; y < c.y1; ++y) {
            for (int x = c.x0; x < c.x1; ++x) {
                stale[static_cast<std::size_t>(y * kWidth + x)] = value;
            }
        }
    };
    double waiting_since = -1.0;
    for (int frame = 0; frame < 400; ++frame) {
        const double now = frame / 45.0;
        std::vector<PixelBox> changed;
        for (int i = count(rng); i > 0; --i) {
            const int x = coord(rng), y = coord(rng) % kHeight;
            changed.push_back(
                {x, y, std::min(x + size(rng), kWidth), std::min(y + size(rng), kHeight)});
        }
        changed.push_back(grid_change);
        const auto boxes =
            plan_readout_refresh(state, changed, panes, canvas, 8, !input(rng), now);
        ASSERT_LE(boxes.size(), 8u);
        EXPECT_TRUE(covered(grid_change, boxes)) << frame;
        for (const PixelBox& b : changed) mark(b, 1);
        for (const PixelBox& b : boxes) mark(b, 0);
        bool any = false;
        for (int y = 0; y < kHeight; ++y) {
            for (int x = 0; x < kWidth; ++x) {
                if (!stale[static_cast<std::size_t>(y * kWidth + x)]) continue;
                any = true;
                ASSERT_TRUE(inside({x, y, x + 1, y + 1}, state.pending))
                    << frame << ": " << x << ", " << y;
            }
        }
        if (!any) {
            waiting_since = -1.0;
        } else if (waiting_since < 0.0) {
            waiting_since = now;
        }
        if (waiting_since >= 0.0) {
            EXPECT_LE(now - waiting_since, kReadoutSeconds + 1.0 / 45.0) << frame;
        }
    }
    EXPECT_GT(state.waiting_frames, 100u);
    EXPECT_GT(state.refresh_frames, 20u);
}

}  // namespace
}  // namespace astar::app
