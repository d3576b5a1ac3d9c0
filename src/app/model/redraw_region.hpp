// Which pixels of the canvas a frame has to draw again, given what the frame before drew.
//
// Under software WebGL (SwiftShader, what a browser without a usable GPU runs) every pixel a
// frame shades costs CPU time, and while a search plays most of the canvas looks as it did a
// frame before: the sidebar's settings, the panes' titles, most of each grid. The app keeps the
// canvas between frames (preserveDrawingBuffer) and draws only the boxes this module returns.
//
// A frame is described as the ordered list of what it draws (`Primitive`s): the clear, the panel
// backgrounds, each grid, each of ImGui's triangles. A primitive's key stands for everything its
// pixels depend on, and its box holds every pixel it may touch. A pixel that every primitive
// touching it, in this frame and the last, has an equal partner in the other frame (in the same
// order: the partners are a common subsequence of the two lists) comes out as it did: it need
// not be drawn. The other primitives' boxes are the region to draw again.
//
// How to use:
//     std::vector<PixelBox> changed;
//     changed_boxes(last_frame, this_frame, changed);       // plus boxes known otherwise
//     const std::vector<PixelBox> boxes = cover_boxes(changed, canvas, kMaxBoxes);
//     for (const PixelBox& b : boxes) { /* scissor to b, draw every primitive */ }
#pragma once

#include <cstdint>
#include <cstring>
#include <span>
#include <vector>

namespace astar::app {

// Framebuffer pixels [x0, x1) x [y0, y1), y down.
struct PixelBox {
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    bool empty() const { return x1 <= x0 || y1 <= y0; }
    long long area() const {
        return empty() ? 0 : static_cast<long long>(x1 - x0) * static_cast<long long>(y1 - y0);
    }
    bool contains(int x, int y) const { return x >= x0 && x < x1 && y >= y0 && y < y1; }
    // Whether every pixel of `box` is one of this box's.
    bool holds(const PixelBox& box) const {
        return box.x0 >= x0 && box.y0 >= y0 && box.x1 <= x1 && box.y1 <= y1;
    }
    bool operator==(const PixelBox&) const = default;
};

PixelBox intersection(const PixelBox& a, const PixelBox& b);
// The smallest box holding both; an empty box adds nothing.
PixelBox bounding(const PixelBox& a, const PixelBox& b);

struct Primitive {
    std::uint64_t key = 0;  // equal keys: the same pixels (a hash of what decides them)
    PixelBox box;           // every pixel it may touch
};

// Appends to `out` the boxes of the primitives of `before` and `after` left without a partner
// when the two lists are matched in order, greedily: at a mismatch, the side that reaches a
// partner again sooner (within a few dozen primitives) skips ahead. Any such matching is
// correct (see above); a longer one draws less. Linear in the lists' lengths.
void changed_boxes(std::span<const Primitive> before, std::span<const Primitive> after,
                   std::vector<PixelBox>& out);

// At most `max_boxes` boxes inside `canvas`, none overlapping another, that together hold every
// pixel of `changed` (clipped to the canvas), with as few pixels beyond them as a cheap merge
// finds: the changes are marked on tiles of `tile` pixels, rows of marked tiles become boxes,
// and the pair of boxes whose bounding box adds the fewest pixels is merged until `max_boxes`
// remain (and overlapping ones until none overlap). Each box costs the renderer a draw call per
// primitive it meets, hence the limit; none overlap, so that nothing is blended twice. Empty
// when nothing changed.
std::vector<PixelBox> cover_boxes(std::span<const PixelBox> changed, const PixelBox& canvas,
                                  int max_boxes, int tile = 16);

// One step of a 64-bit hash: `word` folded into `h`. hash_words makes keys of these; a caller
// that folds a sequence of keys (describe_imgui's runs of triangles) uses it directly.
inline std::uint64_t hash_step(std::uint64_t h, std::uint64_t word) {
    h = (h ^ word) * 0xBF58476D1CE4E5B9ull;
    return h ^ (h >> 29);
}

// A 64-bit hash of `words`, continuing from `seed`: what primitives' keys are made of.
std::uint64_t hash_words(std::span<const std::uint32_t> words, std::uint64_t seed = 0);

// A float's bits, for a key: equal floats give equal words (0 and -0 aside, which draw alike
// and at worst draw again).
// (memcpy: Emscripten 3.1.6's libc++ has no std::bit_cast.)
inline std::uint32_t float_word(float f) {
    std::uint32_t word = 0;
    std::memcpy(&word, &f, sizeof word);
    return word;
}

}  // namespace astar::app
