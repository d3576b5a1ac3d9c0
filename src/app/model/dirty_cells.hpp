// Which cells of a grid changed since the last frame took them: the cells the frame uploads to
// its texture and draws again (frame_drawing.hpp).
//
// Why more than a range of rows: while a search plays on a 1024 x 1024 map, a frame's steps
// change cells along the part of the frontier being expanded, a few hundred columns of rows
// that span the whole map. Drawing those rows again in full drew three to four times the pixels
// that changed: with the rows' boxes left out altogether (a throwaway build, so a wrong
// picture), the goal's configuration ran at 45-46 fps under SwiftShader against 38-41
// (bench/browser/frames.mjs, 1024 x 1024, three panes, two alternating runs).
//
// How: a bit per run of kRunCells cells along a row-major index, set by mark(): a shift and
// an or, no division (a replay after a dragged goal marks millions of cells). rects() works
// out rows and columns once a frame, for the runs marked, and gives per band of rows the
// columns between the first and last run marked there. Where the width is not a whole number
// of runs, a run can cross a row's end: a cell marked at one end of a row then widens its
// band's rectangle to the other end. Looser, never wrong.
//
// How to use:
//     DirtyCells dirty;
//     dirty.resize(width, height);     // nothing marked
//     dirty.mark(cell);                // for each cell that changed
//     dirty.rects(8, rects);           // per band of 8 rows, what to draw again
//     upload(bounding(rects));         // one rectangle holding them all (= dirty.bounds())
//     dirty.clear();
#pragma once

#include <cstdint>
#include <limits>
#include <span>
#include <vector>

namespace astar::app {

// Cells [x0, x1) x [y0, y1); empty when either side is.
struct CellRect {
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    bool empty() const { return x1 <= x0 || y1 <= y0; }
    bool operator==(const CellRect&) const = default;
};

// The smallest rectangle holding every one of `rects` (empty if there are none).
CellRect bounding(std::span<const CellRect> rects);

class DirtyCells {
public:
    // Cells along a row are marked in runs of this many: a changed cell's rectangle reaches at
    // most kRunCells - 1 cells past it on either side.
    static constexpr int kRunShift = 3;
    static constexpr int kRunCells = 1 << kRunShift;

    // A grid of width x height cells, none marked.
    void resize(int width, int height);
    int width() const { return width_; }
    int height() const { return height_; }

    // cell = y * width + x, inside the grid.
    void mark(int cell) {
        first_ = cell < first_ ? cell : first_;
        last_ = cell > last_ ? cell : last_;
        const auto run = static_cast<unsigned>(cell) >> kRunShift;
        runs_[run >> 6] |= std::uint64_t{1} << (run & 63);
    }
    void mark_all();
    // Clears what is marked: the words between the first and the last cell marked, not the
    // whole grid's.
    void clear();
    bool empty() const { return first_ > last_; }

    // Appends rectangles that together hold every marked cell, one per band of `band_rows`
    // rows (from row 0) that has any: the band's rows from the first to the last one marked,
    // its columns from the first to the last run marked. None when nothing is marked.
    void rects(int band_rows, std::vector<CellRect>& out) const;
    // One rectangle holding every marked cell (empty when none is).
    CellRect bounds() const;

private:
    int width_ = 0;
    int height_ = 0;
    int first_ = std::numeric_limits<int>::max();  // the first and last cell marked
    int last_ = -1;
    std::vector<std::uint64_t> runs_;  // bit r: a cell of run r (cells r * kRunCells ...)
};

}  // namespace astar::app
