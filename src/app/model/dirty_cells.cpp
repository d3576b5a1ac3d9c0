#include "app/model/dirty_cells.hpp"

#include <algorithm>
#include <bit>
#include <cstddef>

namespace astar::app {

namespace {

std::size_t words_for(long long cells) {
    const long long runs = (cells + DirtyCells::kRunCells - 1) / DirtyCells::kRunCells;
    return static_cast<std::size_t>((runs + 63) / 64);
}

}  // namespace

void DirtyCells::resize(int width, int height) {
    width_ = std::max(width, 0);
    height_ = std::max(height, 0);
    runs_.assign(words_for(static_cast<long long>(width_) * height_), 0);
    first_ = std::numeric_limits<int>::max();
    last_ = -1;
}

void DirtyCells::mark_all() {
    if (width_ == 0 || height_ == 0) return;
    std::fill(runs_.begin(), runs_.end(), ~std::uint64_t{0});
    first_ = 0;
    last_ = width_ * height_ - 1;
}

void DirtyCells::clear() {
    if (empty()) return;
    const auto from = static_cast<std::size_t>(first_ >> kRunShift) / 64;
    const auto to = static_cast<std::size_t>(last_ >> kRunShift) / 64;
    std::fill(runs_.begin() + static_cast<std::ptrdiff_t>(from),
              runs_.begin() + static_cast<std::ptrdiff_t>(to) + 1, 0);
    first_ = std::numeric_limits<int>::max();
    last_ = -1;
}

void DirtyCells::rects(int band_rows, std::vector<CellRect>& out) const {
    if (empty() || width_ == 0) return;
    band_rows = std::max(band_rows, 1);
    const int cells = width_ * height_;
    // The runs of the first and last cell marked reach past them.
    const int first_cell = first_ >> kRunShift << kRunShift;
    const int last_cell = std::min(((last_ >> kRunShift) + 1) << kRunShift, cells) - 1;
    const int first_band = first_cell / width_ / band_rows;
    const int last_band = last_cell / width_ / band_rows;
    // Each band's extent so far, empty until a run lands in it.
    std::vector<CellRect> bands(static_cast<std::size_t>(last_band - first_band + 1),
                                CellRect{width_, height_, 0, 0});
    // Cells [c0, c1) into their bands, a row at a time.
    const auto add_cells = [&](int c0, int c1) {
        for (int y = c0 / width_; y * width_ < c1; ++y) {
            const int row_start = y * width_;
            const int x0 = std::max(c0, row_start) - row_start;
            const int x1 = std::min(c1, row_start + width_) - row_start;
            CellRect& band = bands[static_cast<std::size_t>(y / band_rows - first_band)];
            band.x0 = std::min(band.x0, x0);
            band.x1 = std::max(band.x1, x1);
            band.y0 = std::min(band.y0, y);
            band.y1 = std::max(band.y1, y + 1);
        }
    };
    const auto from = static_cast<std::size_t>(first_ >> kRunShift) / 64;
    const auto to = static_cast<std::size_t>(last_ >> kRunShift) / 64;
    for (std::size_t w = from; w <= to; ++w) {
        // Each stretch of consecutive runs marked at once, not run by run: after a replay the
        // whole map can be marked (a million cells on 1024 x 1024), which run by run took 1.7
        // ms natively per pane and frame.
        for (std::uint64_t bits = runs_[w]; bits != 0;) {
            const int start = std::countr_zero(bits);
            const int length = std::countr_one(bits >> start);
            bits &= length + start >= 64 ? 0 : ~std::uint64_t{0} << (start + length);
            const long long begin = (static_cast<long long>(w * 64) + start) * kRunCells;
            if (begin >= cells) break;  // mark_all's bits past the last cell
            const long long end = begin + static_cast<long long>(length) * kRunCells;
            add_cells(static_cast<int>(begin), static_cast<int>(std::min<long long>(end, cells)));
        }
    }
    for (const CellRect& band : bands) {
        if (!band.empty()) out.push_back(band);
    }
}

CellRect DirtyCells::bounds() const {
    std::vector<CellRect> one;
    rects(std::max(height_, 1), one);
    return one.empty() ? CellRect{} : one.front();
}

CellRect bounding(std::span<const CellRect> rects) {
    if (rects.empty()) return {};
    CellRect all = rects.front();
    for (const CellRect& r : rects.subspan(1)) {
        all = {std::min(all.x0, r.x0), std::min(all.y0, r.y0), std::max(all.x1, r.x1),
               std::max(all.y1, r.y1)};
    }
    return all;
}

}  // namespace astar::app
