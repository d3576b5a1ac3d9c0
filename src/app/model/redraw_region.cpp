#include "app/model/redraw_region.hpp"

#include <algorithm>
#include <cstddef>
#include <limits>
#include <utility>

namespace astar::app {

namespace {

constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();

// How far ahead a mismatch looks for its partner: a frame's primitives shift by a few glyphs
// where a number gets longer; further away, the rest is counted as changed.
constexpr std::size_t kLookAhead = 48;

// The first position in [from, from + kLookAhead) of `list` with `key`, or kNone.
std::size_t find_near(std::span<const Primitive> list, std::uint64_t key, std::size_t from) {
    const std::size_t end = std::min(list.size(), from + kLookAhead);
    for (std::size_t k = from; k < end; ++k) {
        if (list[k].key == key) return k;
    }
    return kNone;
}

// Greedily merges the pair of boxes whose bounding box adds the fewest pixels, until at most
// `max_boxes` remain, and boxes that overlap, until none do; a merged box swallows the boxes it
// now holds.
void merge_down(std::vector<PixelBox>& boxes, std::size_t max_boxes) {
    for (;;) {
        std::size_t best_a = 0, best_b = 0;
        long long best_cost = std::numeric_limits<long long>::max();
        bool overlap = false;
        for (std::size_t a = 0; a < boxes.size() && !overlap; ++a) {
            for (std::size_t b = a + 1; b < boxes.size(); ++b) {
                if (!intersection(boxes[a], boxes[b]).empty()) {
                    overlap = true;
                    best_a = a;
                    best_b = b;
                    break;
                }
                const long long cost = bounding(boxes[a], boxes[b]).area() - boxes[a].area() -
                                       boxes[b].area();
                if (cost < best_cost) {
                    best_cost = cost;
                    best_a = a;
                    best_b = b;
                }
            }
        }
        if (!overlap && boxes.size() <= max_boxes) return;
        const PixelBox merged = bounding(boxes[best_a], boxes[best_b]);
        std::vector<PixelBox> kept{merged};
        for (std::size_t k = 0; k < boxes.size(); ++k) {
            if (k != best_a && k != best_b && intersection(boxes[k], merged) != boxes[k]) {
                kept.push_back(boxes[k]);
            }
        }
        boxes = std::move(kept);
    }
}

}  // namespace

PixelBox intersection(const PixelBox& a, const PixelBox& b) {
    return {std::max(a.x0, b.x0), std::max(a.y0, b.y0), std::min(a.x1, b.x1),
            std::min(a.y1, b.y1)};
}

PixelBox bounding(const PixelBox& a, const PixelBox& b) {
    if (a.empty()) return b;
    if (b.empty()) return a;
    return {std::min(a.x0, b.x0), std::min(a.y0, b.y0), std::max(a.x1, b.x1),
            std::max(a.y1, b.y1)};
}

void changed_boxes(std::span<const Primitive> before, std::span<const Primitive> after,
                   std::vector<PixelBox>& out) {
    std::size_t i = 0, j = 0;
    auto skip_before = [&](std::size_t to) {
        for (; i < to; ++i) out.push_back(before[i].box);
    };
    auto skip_after = [&](std::size_t to) {
        for (; j < to; ++j) out.push_back(after[j].box);
    };
    while (i < before.size() && j < after.size()) {
        if (before[i].key == after[j].key) {
            ++i;
            ++j;
            continue;
        }
        // after[j] reappears soon in `before` at p, or before[i] in `after` at q: skip the
        // shorter way; neither: both are changes.
        const std::size_t p = find_near(before, after[j].key, i + 1);
        const std::size_t q = find_near(after, before[i].key, j + 1);
        if (p != kNone && (q == kNone || p - i <= q - j)) {
            skip_before(p);
        } else if (q != kNone) {
            skip_after(q);
        } else {
            skip_before(i + 1);
            skip_after(j + 1);
        }
    }
    skip_before(before.size());
    skip_after(after.size());
}

std::vector<PixelBox> cover_boxes(std::span<const PixelBox> changed, const PixelBox& canvas,
                                  int max_boxes, int tile) {
    std::vector<PixelBox> boxes;
    if (canvas.empty() || tile <= 0) return boxes;
    const int columns = (canvas.x1 - canvas.x0 + tile - 1) / tile;
    const int rows = (canvas.y1 - canvas.y0 + tile - 1) / tile;
    std::vector<std::uint8_t> marked(static_cast<std::size_t>(columns) *
                                     static_cast<std::size_t>(rows));
    bool any = false;
    for (const PixelBox& box : changed) {
        const PixelBox b = intersection(box, canvas);
        if (b.empty()) continue;
        any = true;
        const int c0 = (b.x0 - canvas.x0) / tile, c1 = (b.x1 - 1 - canvas.x0) / tile;
        const int r0 = (b.y0 - canvas.y0) / tile, r1 = (b.y1 - 1 - canvas.y0) / tile;
        for (int r = r0; r <= r1; ++r) {
            std::fill_n(marked.begin() + static_cast<std::ptrdiff_t>(r * columns + c0),
                        c1 - c0 + 1, std::uint8_t{1});
        }
    }
    if (!any) return boxes;
    // Runs of marked tiles, row by row; a run under one of the same columns in the row above
    // extends that box downwards.
    std::vector<std::size_t> open_above;  // boxes that end at the row above
    std::vector<std::size_t> open_here;
    for (int r = 0; r < rows; ++r) {
        open_here.clear();
        for (int c = 0; c < columns;) {
            if (marked[static_cast<std::size_t>(r * columns + c)] == 0) {
                ++c;
                continue;
            }
            const int start = c;
            while (c < columns && marked[static_cast<std::size_t>(r * columns + c)] != 0) ++c;
            const int x0 = canvas.x0 + start * tile;
            const int x1 = std::min(canvas.x1, canvas.x0 + c * tile);
            const int y1 = std::min(canvas.y1, canvas.y0 + (r + 1) * tile);
            const auto same = std::find_if(open_above.begin(), open_above.end(),
                                           [&](std::size_t k) {
                                               return boxes[k].x0 == x0 && boxes[k].x1 == x1;
                                           });
            if (same != open_above.end()) {
                boxes[*same].y1 = y1;
                open_here.push_back(*same);
            } else {
                boxes.push_back({x0, canvas.y0 + r * tile, x1, y1});
                open_here.push_back(boxes.size() - 1);
            }
        }
        std::swap(open_above, open_here);
    }
    // Scattered changes: one box is as good as sorting out many.
    constexpr std::size_t kMostToMerge = 64;
    if (boxes.size() > kMostToMerge) {
        PixelBox all;
        for (const PixelBox& b : boxes) all = bounding(all, b);
        return {all};
    }
    merge_down(boxes, static_cast<std::size_t>(std::max(1, max_boxes)));
    return boxes;
}

std::uint64_t hash_words(std::span<const std::uint32_t> words, std::uint64_t seed) {
    std::uint64_t h = seed ^ 0x9E3779B97F4A7C15ull;
    for (const std::uint32_t w : words) h = hash_step(h, w);
    h *= 0x94D049BB133111EBull;
    return h ^ (h >> 31);
}

}  // namespace astar::app
