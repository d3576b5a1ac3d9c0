#include "app/model/view.hpp"

#include <cmath>

#include <gtest/gtest.h>

namespace astar::app {
namespace {

TEST(PaneView, AtZoomOneTheWholeGridFitsAndIsCentred) {
    ViewState view;
    const PaneView pv = pane_view({100, 50, 400, 300}, 40, 20, view);
    EXPECT_FLOAT_EQ(pv.cell_size, 10.0f);  // 400 / 40 = 10, 300 / 20 = 15
    EXPECT_FLOAT_EQ(pv.to_screen_x(0), 100.0f);
    EXPECT_FLOAT_EQ(pv.to_screen_x(40), 500.0f);
    EXPECT_FLOAT_EQ(pv.to_screen_y(0), 100.0f);  // (300 - 200) / 2 below the top
    EXPECT_EQ(pv.cell_at(105, 105), (Cell{0, 0}));
    EXPECT_EQ(pv.cell_at(499, 299), (Cell{39, 19}));
    EXPECT_FALSE(pv.cell_at(105, 60).has_value());  // in the pane, above the grid
}

TEST(PaneView, ZoomKeepsTheCellUnderTheMouseInPlace) {
    ViewState view;
    const PixelRect rect{0, 0, 400, 400};
    PaneView pv = pane_view(rect, 40, 40, view);
    const Cell before = *pv.cell_at(123, 321);
    zoom_at(view, pv, 123, 321, 4.0f);
    pv = pane_view(rect, 40, 40, view);
    EXPECT_FLOAT_EQ(pv.cell_size, 40.0f);
    EXPECT_EQ(*pv.cell_at(123, 321), before);
}

// Wheel notch after wheel notch on a big map, at the device pixel ratios browsers have: each
// notch keeps the point of the map under the mouse there, within the half device pixel that
// snapping the cells' edges moves them. Zooming by the factor alone, the cells' snapped size
// moved it 5-8 pixels a notch at 3-9 pixels a cell (QA pass).
TEST(PaneView, WheelZoomKeepsThePointUnderTheMouseOnSnappedCells) {
    for (const float ratio : {1.0f, 1.5f, 2.0f}) {
        ViewState view;
        const PixelRect rect{350.0f, 30.0f, 920.0f, 400.0f};
        PaneView pv = pane_view(rect, 1491, 656, view, ratio);
        const float mx = 555.3f, my = 171.6f;
        for (int notch = 0; notch < 40 && view.zoom < kMaxZoom; ++notch) {
            const float cx = pv.to_cell_x(mx), cy = pv.to_cell_y(my);
            zoom_at(view, pv, mx, my, 1.2f);
            pv = pane_view(rect, 1491, 656, view, ratio);
            const float tolerance = 0.5f / ratio + 1e-3f;  // pixels
            EXPECT_NEAR(pv.to_screen_x(cx), mx, tolerance) << ratio << " notch " << notch;
            EXPECT_NEAR(pv.to_screen_y(cy), my, tolerance) << ratio << " notch " << notch;
        }
    }
}

// A pinch pans, then zooms about the fingers, with the pane's view from before the pan: the
// zoom keeps the pan (a two-finger pan came undone when the zoom ignored it).
TEST(PaneView, AZoomAfterAPanKeepsThePan) {
    ViewState view;
    const PixelRect rect{0, 0, 400, 400};
    PaneView pv = pane_view(rect, 40, 40, view);
    zoom_at(view, pv, 200, 200, 4.0f);
    pv = pane_view(rect, 40, 40, view);
    const float x = pv.to_cell_x(150), y = pv.to_cell_y(120);
    pan_by(view, pv, -64, -32);  // the fingers 64 px left and 32 up
    zoom_at(view, pv, 150 - 64, 120 - 32, 1.0f);  // and no farther apart
    pv = pane_view(rect, 40, 40, view);
    EXPECT_NEAR(pv.to_cell_x(150 - 64), x, 1e-3f);
    EXPECT_NEAR(pv.to_cell_y(120 - 32), y, 1e-3f);
}

TEST(PaneView, ZoomingOutPastOneFitsTheGridAgain) {
    ViewState view;
    const PixelRect rect{0, 0, 400, 400};
    PaneView pv = pane_view(rect, 40, 40, view);
    zoom_at(view, pv, 10, 10, 8.0f);
    pv = pane_view(rect, 40, 40, view);
    zoom_at(view, pv, 10, 10, 0.01f);
    pv = pane_view(rect, 40, 40, view);
    EXPECT_FLOAT_EQ(view.zoom, 1.0f);
    EXPECT_FLOAT_EQ(pv.to_screen_x(0), 0.0f);
}

// Zoomed with the mouse beside the map (a wide pane's margin), the middle of the pane stays on
// the map, as a pan keeps it: it went to x = -1.7, and a link to that view was refused.
TEST(PaneView, ZoomingBesideTheMapKeepsTheMiddleOnIt) {
    ViewState view;
    const PixelRect rect{0, 0, 800, 300};  // a 40 x 24 map fits 12 px cells: margins
    PaneView pv = pane_view(rect, 40, 24, view);
    ASSERT_GT(pv.to_screen_x(0), 5.0f);  // the mouse below is beside the map
    for (int notch = 0; notch < 12; ++notch) {
        zoom_at(view, pv, 5, 150, 1.2f);  // 5 px from the pane's left edge, beside the map
        pv = pane_view(rect, 40, 24, view);
        EXPECT_GE(view.center_x, 0.0f) << notch;
        EXPECT_LE(view.center_x, 40.0f) << notch;
    }
    EXPECT_GT(view.zoom, 8.0f);
}

TEST(PaneView, PanMovesTheGridWithTheMouse) {
    ViewState view;
    const PixelRect rect{0, 0, 400, 400};
    PaneView pv = pane_view(rect, 40, 40, view);
    zoom_at(view, pv, 200, 200, 2.0f);
    pv = pane_view(rect, 40, 40, view);
    const float x0 = pv.to_screen_x(10);
    pan_by(view, pv, 60, 0);
    pv = pane_view(rect, 40, 40, view);
    EXPECT_FLOAT_EQ(pv.to_screen_x(10), x0 + 60);
}

// At 1.5 or 2.5 device pixels per CSS pixel, whole CSS pixels are not whole device pixels:
// cells snapped to CSS pixels came out 15 and 16 device pixels wide by turns, and their edges
// (the grid lines) fell between device pixels.
TEST(PaneView, RevealCellPansTheLeastThatShowsTheCellWithItsMargin) {
    ViewState view;
    const PixelRect rect{0, 0, 400, 400};
    PaneView pv = pane_view(rect, 100, 100, view);
    zoom_at(view, pv, 200, 200, 10.0f);  // 40-pixel cells, 10 x 10 cells shown
    pv = pane_view(rect, 100, 100, view);
    ASSERT_FLOAT_EQ(pv.cell_size, 40.0f);
    const float origin_x = pv.origin_x, origin_y = pv.origin_y;

    // Already in view with its margin: nothing moves.
    const Cell inside{static_cast<int>(origin_x) + 5, static_cast<int>(origin_y) + 5};
    reveal_cell(view, pv, inside, 1.0f);
    pv = pane_view(rect, 100, 100, view);
    EXPECT_FLOAT_EQ(pv.origin_x, origin_x);
    EXPECT_FLOAT_EQ(pv.origin_y, origin_y);

    // Three cells right of the pane: its right edge comes to one cell inside the pane's.
    const Cell right{static_cast<int>(std::ceil(origin_x)) + 12, inside.y};
    reveal_cell(view, pv, right, 1.0f);
    pv = pane_view(rect, 100, 100, view);
    EXPECT_FLOAT_EQ(pv.to_screen_x(static_cast<float>(right.x + 1)), 400.0f - 40.0f);
    EXPECT_FLOAT_EQ(pv.origin_y, origin_y);  // no move across

    // Above the pane: its top edge comes to one cell below the pane's top.
    const Cell above{right.x, static_cast<int>(origin_y) - 4};
    reveal_cell(view, pv, above, 1.0f);
    pv = pane_view(rect, 100, 100, view);
    EXPECT_FLOAT_EQ(pv.to_screen_y(static_cast<float>(above.y)), 40.0f);
    EXPECT_TRUE(pv.cell_at(pv.to_screen_x(right.x + 0.5f), pv.to_screen_y(above.y + 0.5f)));
}

TEST(PaneView, RevealCellInAPaneBarelyWiderThanACellCentresIt) {
    ViewState view;
    const PixelRect rect{0, 0, 50, 50};
    PaneView pv = pane_view(rect, 100, 100, view);
    zoom_at(view, pv, 25, 25, 80.0f);  // 40-pixel cells in a 50-pixel pane
    pv = pane_view(rect, 100, 100, view);
    ASSERT_FLOAT_EQ(pv.cell_size, 40.0f);
    reveal_cell(view, pv, {70, 30}, 2.0f);  // a margin of 2 cells does not fit: 5 pixels each
    pv = pane_view(rect, 100, 100, view);
    EXPECT_FLOAT_EQ(pv.to_screen_x(70), 5.0f);
    EXPECT_FLOAT_EQ(pv.to_screen_y(30), 5.0f);
}

TEST(PaneView, CellsAndTheirEdgesFallOnWholeDevicePixels) {
    for (const float ratio : {1.0f, 1.25f, 1.5f, 2.0f, 2.5f, 3.0f}) {
        ViewState view;
        const PixelRect rect{333.3f, 71.7f, 517.0f, 389.0f};
        PaneView pv = pane_view(rect, 37, 23, view, ratio);
        zoom_at(view, pv, 401.2f, 200.9f, 1.7f);
        pv = pane_view(rect, 37, 23, view, ratio);
        const float device_cell = pv.cell_size * ratio;
        EXPECT_NEAR(device_cell, std::round(device_cell), 1e-3f) << ratio;
        for (int c = 0; c <= 37; ++c) {
            const float edge = pv.to_screen_x(static_cast<float>(c)) * ratio;
            EXPECT_NEAR(edge, std::round(edge), 2e-3f) << ratio << " column " << c;
        }
        for (int r = 0; r <= 23; ++r) {
            const float edge = pv.to_screen_y(static_cast<float>(r)) * ratio;
            EXPECT_NEAR(edge, std::round(edge), 2e-3f) << ratio << " row " << r;
        }
    }
}

TEST(SplitPanes, PutsWideMapsInAColumnAndTallMapsInARow) {
    PixelRect out[4];
    split_panes({0, 0, 1200, 600}, 3, 6, 20, 40, 10, out);  // a wide map: stack them
    EXPECT_FLOAT_EQ(out[0].x, out[1].x);
    EXPECT_LT(out[0].y, out[1].y);
    split_panes({0, 0, 1200, 600}, 3, 6, 20, 10, 40, out);  // a tall map: side by side
    EXPECT_FLOAT_EQ(out[0].y, out[1].y);
    EXPECT_LT(out[0].x, out[1].x);
}

TEST(SplitPanes, FourSquarePanesOnASquareAreaMakeATwoByTwoGrid) {
    PixelRect out[4];
    split_panes({0, 0, 800, 800}, 4, 0, 0, 10, 10, out);
    EXPECT_FLOAT_EQ(out[3].x, 400.0f);
    EXPECT_FLOAT_EQ(out[3].y, 400.0f);
    EXPECT_FLOAT_EQ(out[3].width, 400.0f);
}

TEST(SplitPanes, EachPaneLeavesRoomForItsTitle) {
    PixelRect out[1];
    split_panes({10, 20, 300, 200}, 1, 6, 22, 10, 10, out);
    EXPECT_FLOAT_EQ(out[0].y, 42.0f);
    EXPECT_FLOAT_EQ(out[0].height, 178.0f);
}

}  // namespace
}  // namespace astar::app
