// DirtyCells: the rectangles of the cells that changed, which a partial redraw draws again. A
// changed cell left out of them would stay wrong on the screen, so the main test marks random
// cells, and stretches of them, on grids of many shapes (narrower than a run of cells, not a
// whole number of runs) and checks every one against the rectangles; where the runs cannot
// cross a row's end, the rectangles must also fit the marked cells to within a run.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "app/model/dirty_cells.hpp"

namespace astar::app {
namespace {

bool holds(const CellRect& r, int x, int y) {
    return x >= r.x0 && x < r.x1 && y >= r.y0 && y < r.y1;
}

struct Marked {
    int x, y;
};

TEST(DirtyCells, RectanglesHoldEveryMarkedCellInItsBand) {
    std::mt19937 random(7);
    const int sizes[][2] = {{1, 1},  {1, 40}, {3, 9},   {5, 5},    {7, 13},
                            {8, 8},  {9, 4},  {17, 23}, {64, 3},   {100, 37}};
    for (const auto& size : sizes) {
        const int width = size[0], height = size[1];
        DirtyCells dirty;
        dirty.resize(width, height);
        for (int round = 0; round < 20; ++round) {
            std::vector<Marked> marked;
            const int count = 1 + static_cast<int>(random() % 12);
            for (int k = 0; k < count; ++k) {
                const int x = static_cast<int>(random() % static_cast<unsigned>(width));
                const int y = static_cast<int>(random() % static_cast<unsigned>(height));
                marked.push_back({x, y});
                dirty.mark(y * width + x);
            }
            // Every other round also a stretch of consecutive cells, as a replay marks whole
            // regions: runs marked side by side, across the 64 runs of a word.
            if (round % 2 == 1) {
                const int cells = width * height;
                const int from = static_cast<int>(random() % static_cast<unsigned>(cells));
                const int length = 1 + static_cast<int>(random() % 1200u);
                for (int c = from; c < std::min(cells, from + length); ++c) {
                    marked.push_back({c % width, c / width});
                    dirty.mark(c);
                }
            }
            for (int band_rows : {1, 3, 8, height}) {
                std::vector<CellRect> rects;
                dirty.rects(band_rows, rects);
                ASSERT_FALSE(rects.empty());
                for (const CellRect& r : rects) {
                    EXPECT_FALSE(r.empty());
                    EXPECT_GE(r.x0, 0);
                    EXPECT_GE(r.y0, 0);
                    EXPECT_LE(r.x1, width);
                    EXPECT_LE(r.y1, height);
                    // Within one band of rows.
                    EXPECT_EQ(r.y0 / band_rows, (r.y1 - 1) / band_rows);
                }
                for (const Marked& m : marked) {
                    EXPECT_TRUE(std::any_of(rects.begin(), rects.end(),
                                            [&](const CellRect& r) { return holds(r, m.x, m.y); }))
                        << width << "x" << height << ", cell (" << m.x << ", " << m.y
                        << "), bands of " << band_rows;
                }
                // One band of the whole height, and the bands' rectangles together.
                EXPECT_EQ(dirty.bounds(), bounding(rects));
            }
            dirty.clear();
            EXPECT_TRUE(dirty.empty());
            std::vector<CellRect> none;
            dirty.rects(8, none);
            EXPECT_TRUE(none.empty());
            EXPECT_TRUE(dirty.bounds().empty());
        }
    }
}

TEST(DirtyCells, RectanglesFitTheMarkedCellsToWithinARun) {
    // Cells at least a run away from both ends of their row: their runs stay inside the row,
    // so each band's rectangle is the marked cells' bounding box, widened to whole runs.
    const int width = 200, height = 50, band_rows = 8;
    const int run = DirtyCells::kRunCells;
    std::mt19937 random(11);
    DirtyCells dirty;
    dirty.resize(width, height);
    for (int round = 0; round < 50; ++round) {
        std::vector<CellRect> exact((height + band_rows - 1) / band_rows,
                                    CellRect{width, height, 0, 0});
        for (int k = 0; k < 1 + round % 9; ++k) {
            const int x = run + static_cast<int>(random() % (width - 2 * run - 1));
            const int y = static_cast<int>(random() % height);
            dirty.mark(y * width + x);
            CellRect& e = exact[static_cast<std::size_t>(y / band_rows)];
            e = {std::min(e.x0, x), std::min(e.y0, y), std::max(e.x1, x + 1),
                 std::max(e.y1, y + 1)};
        }
        std::vector<CellRect> rects;
        dirty.rects(band_rows, rects);
        std::vector<CellRect> expected;
        for (const CellRect& e : exact) {
            if (!e.empty()) expected.push_back(e);
        }
        ASSERT_EQ(rects.size(), expected.size());
        for (std::size_t i = 0; i < rects.size(); ++i) {
            EXPECT_EQ(rects[i].y0, expected[i].y0);
            EXPECT_EQ(rects[i].y1, expected[i].y1);
            EXPECT_LE(rects[i].x0, expected[i].x0);
            EXPECT_GT(rects[i].x0, expected[i].x0 - run);
            EXPECT_GE(rects[i].x1, expected[i].x1);
            EXPECT_LT(rects[i].x1, expected[i].x1 + run);
        }
        dirty.clear();
    }
}

TEST(DirtyCells, ClearForgetsEarlierMarks) {
    DirtyCells dirty;
    dirty.resize(300, 300);
    dirty.mark(5 * 300 + 10);
    dirty.mark(290 * 300 + 280);
    dirty.clear();
    dirty.mark(150 * 300 + 150);
    EXPECT_EQ(dirty.bounds(), (CellRect{144, 150, 152, 151}));
}

TEST(DirtyCells, MarkAllCoversTheGridOnce) {
    for (const auto& [width, height] : {std::pair{7, 5}, std::pair{64, 64}, std::pair{1, 9}}) {
        DirtyCells dirty;
        dirty.resize(width, height);
        dirty.mark_all();
        EXPECT_EQ(dirty.bounds(), (CellRect{0, 0, width, height}));
        std::vector<CellRect> rects;
        dirty.rects(4, rects);
        long long area = 0;
        for (const CellRect& r : rects) area += (r.x1 - r.x0) * (r.y1 - r.y0);
        EXPECT_EQ(area, static_cast<long long>(width) * height);
    }
}

TEST(DirtyCells, AnEmptyGridMarksNothing) {
    DirtyCells dirty;
    dirty.resize(0, 0);
    dirty.mark_all();
    EXPECT_TRUE(dirty.empty());
    EXPECT_TRUE(dirty.bounds().empty());
}

}  // namespace
}  // namespace astar::app
