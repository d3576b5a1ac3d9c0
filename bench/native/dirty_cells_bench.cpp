// How long DirtyCells takes to give a frame its rectangles (src/app/model/dirty_cells.hpp):
// rects() in bands of 8 rows and bounding() of them, as the app's upload_cells calls them, on a
// 1024 x 1024 grid (a pane of the frame goal's map). Prints the fastest of 20 calls for three
// kinds of marks: the whole grid (the frame after a replay), every third cell (as dense, but
// marked cell by cell), and a frontier (a thin diagonal band, as a frame of playing changes).
//
// How to use: build/native/astar_dirty_cells_bench  (no arguments; nothing fails if it is slow)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <vector>

#include "app/model/dirty_cells.hpp"

using astar::app::CellRect;
using astar::app::DirtyCells;

int main() {
    constexpr int kSide = 1024;
    constexpr int kBandRows = 8;  // app.cpp's kRedrawBandRows
    const std::pair<const char*, std::function<void(DirtyCells&)>> marks[] = {
        {"whole grid (mark_all)", [](DirtyCells& d) { d.mark_all(); }},
        {"every third cell",
         [](DirtyCells& d) {
             for (int c = 0; c < kSide * kSide; c += 3) d.mark(c);
         }},
        {"a frontier: 3 cells either side of a diagonal",
         [](DirtyCells& d) {
             for (int y = 0; y < kSide; ++y) {
                 for (int x = std::max(0, y - 3); x <= std::min(kSide - 1, y + 3); ++x) {
                     d.mark(y * kSide + x);
                 }
             }
         }},
    };
    DirtyCells dirty;
    dirty.resize(kSide, kSide);
    std::vector<CellRect> rects;
    std::printf("| marks | rects() + bounding(), fastest of 20, ms | rectangles |\n");
    std::printf("|---|---:|---:|\n");
    for (const auto& [name, mark] : marks) {
        double best = 1e9;
        for (int round = 0; round < 20; ++round) {
            mark(dirty);
            rects.clear();
            const auto started = std::chrono::steady_clock::now();
            dirty.rects(kBandRows, rects);
            const CellRect all = astar::app::bounding(rects);
            const double ms = std::chrono::duration<double, std::milli>(
                                  std::chrono::steady_clock::now() - started)
                                  .count();
            best = std::min(best, ms);
            if (all.empty()) std::printf("(no rectangle)\n");  // keeps `all` computed
            dirty.clear();
        }
        std::printf("| %s | %.3f | %zu |\n", name, best, rects.size());
    }
}
