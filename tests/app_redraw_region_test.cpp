#include "app/model/redraw_region.hpp"

#include <cstdint>
#include <random>
#include <vector>

#include <gtest/gtest.h>

namespace astar::app {
namespace {

std::vector<PixelBox> changes(const std::vector<Primitive>& before,
                              const std::vector<Primitive>& after) {
    std::vector<PixelBox> out;
    changed_boxes(before, after, out);
    return out;
}

TEST(PixelBox, ContainsItsPixelsHalfOpenAndHoldsTheBoxesInside) {
    const PixelBox box{2, 3, 5, 7};
    EXPECT_TRUE(box.contains(2, 3));
    EXPECT_TRUE(box.contains(4, 6));
    EXPECT_FALSE(box.contains(5, 6));  // x1 and y1 are past the box
    EXPECT_FALSE(box.contains(4, 7));
    EXPECT_FALSE(box.contains(1, 3));
    EXPECT_TRUE(box.holds(box));
    EXPECT_TRUE(box.holds({3, 4, 5, 7}));
    EXPECT_FALSE(box.holds({3, 4, 6, 7}));
    EXPECT_FALSE(box.holds({1, 4, 4, 6}));
}

TEST(ChangedBoxes, TheSameFrameChangesNothing) {
    const std::vector<Primitive> frame = {{1, {0, 0, 10, 10}}, {2, {5, 5, 8, 8}}};
    EXPECT_TRUE(changes(frame, frame).empty());
}

TEST(ChangedBoxes, AChangedPrimitiveNamesItsOldAndNewBox) {
    const std::vector<Primitive> before = {{1, {0, 0, 10, 10}}, {2, {1, 1, 2, 2}},
                                           {3, {5, 5, 8, 8}}};
    const std::vector<Primitive> after = {{1, {0, 0, 10, 10}}, {9, {3, 3, 4, 4}},
                                          {3, {5, 5, 8, 8}}};
    const std::vector<PixelBox> expected = {{1, 1, 2, 2}, {3, 3, 4, 4}};
    EXPECT_EQ(changes(before, after), expected);
}

TEST(ChangedBoxes, AnInsertedOrRemovedPrimitiveLeavesTheOthersMatched) {
    const std::vector<Primitive> before = {{1, {0, 0, 1, 1}}, {2, {1, 0, 2, 1}},
                                           {3, {2, 0, 3, 1}}};
    const std::vector<Primitive> after = {{1, {0, 0, 1, 1}}, {7, {4, 4, 5, 5}},
                                          {2, {1, 0, 2, 1}}, {3, {2, 0, 3, 1}}};
    EXPECT_EQ(changes(before, after), (std::vector<PixelBox>{{4, 4, 5, 5}}));
    EXPECT_EQ(changes(after, before), (std::vector<PixelBox>{{4, 4, 5, 5}}));
}

TEST(ChangedBoxes, TheSamePrimitivesInAnotherOrderAreChanges) {
    // Drawn in the other order, overlapping primitives blend differently.
    const std::vector<Primitive> before = {{1, {0, 0, 4, 4}}, {2, {2, 2, 6, 6}}};
    const std::vector<Primitive> after = {{2, {2, 2, 6, 6}}, {1, {0, 0, 4, 4}}};
    EXPECT_FALSE(changes(before, after).empty());
}

TEST(CoverBoxes, NothingChangedIsNothingToDraw) {
    EXPECT_TRUE(cover_boxes({}, {0, 0, 100, 100}, 4).empty());
    const std::vector<PixelBox> outside = {{200, 200, 210, 210}};
    EXPECT_TRUE(cover_boxes(outside, {0, 0, 100, 100}, 4).empty());
}

TEST(CoverBoxes, OneChangeIsItsTilesClippedToTheCanvas) {
    const std::vector<PixelBox> changed = {{20, 3, 21, 40}};
    EXPECT_EQ(cover_boxes(changed, {0, 0, 100, 36}, 4, 16),
              (std::vector<PixelBox>{{16, 0, 32, 36}}));
}

TEST(CoverBoxes, FarApartChangesStaySeparateUpToTheLimit) {
    const std::vector<PixelBox> changed = {{0, 0, 8, 8}, {300, 0, 308, 8}, {0, 350, 8, 358}};
    const std::vector<PixelBox> three = cover_boxes(changed, {0, 0, 400, 400}, 4, 16);
    EXPECT_EQ(three.size(), 3u);
    const std::vector<PixelBox> two = cover_boxes(changed, {0, 0, 400, 400}, 2, 16);
    ASSERT_EQ(two.size(), 2u);
    // The two top boxes are merged: that adds the fewest pixels.
    EXPECT_EQ(two[0], (PixelBox{0, 0, 320, 16}));
    EXPECT_EQ(two[1], (PixelBox{0, 336, 16, 368}));
}

// A tiny renderer: each primitive paints its box, folding its key into the pixels it covers in
// drawing order, so order and overlap matter as with blending.
using Canvas = std::vector<std::uint64_t>;
constexpr int kWidth = 64, kHeight = 48;

void paint(const std::vector<Primitive>& frame, Canvas& canvas, const PixelBox& only) {
    for (int y = only.y0; y < only.y1; ++y) {
        for (int x = only.x0; x < only.x1; ++x) canvas[static_cast<std::size_t>(y * kWidth + x)] = 0;
    }
    for (const Primitive& p : frame) {
        const PixelBox b = intersection(p.box, only);
        for (int y = b.y0; y < b.y1; ++y) {
            for (int x = b.x0; x < b.x1; ++x) {
                std::uint64_t& px = canvas[static_cast<std::size_t>(y * kWidth + x)];
                px = (px ^ p.key) * 0x100000001B3ull + 1;
            }
        }
    }
}

Primitive random_primitive(std::mt19937& rng) {
    // Few places and sizes: many primitives repeat, as glyphs and rectangles do.
    std::uniform_int_distribution<int> x(0, 7), y(0, 5), size(1, 3);
    std::uniform_int_distribution<std::uint32_t> colour(1, 3);
    // A key that stands for the primitive's pixels, as the contract asks: its box and colour.
    const int x0 = x(rng) * 8, y0 = y(rng) * 8;
    const PixelBox box{x0, y0, x0 + 4 * size(rng), y0 + 4 * size(rng)};
    const std::uint32_t words[] = {static_cast<std::uint32_t>(box.x0),
                                   static_cast<std::uint32_t>(box.y0),
                                   static_cast<std::uint32_t>(box.x1),
                                   static_cast<std::uint32_t>(box.y1), colour(rng)};
    return {hash_words(words), box};
}

TEST(RedrawRegion, DrawingOnlyTheCoverBoxesGivesTheFullFrame) {
    std::mt19937 rng(20261130);
    const PixelBox canvas_box{0, 0, kWidth, kHeight};
    for (int trial = 0; trial < 400; ++trial) {
        std::vector<Primitive> before;
        const int count = std::uniform_int_distribution<int>(0, 30)(rng);
        for (int i = 0; i < count; ++i) before.push_back(random_primitive(rng));
        // Edits: change, insert, remove, swap neighbours.
        std::vector<Primitive> after = before;
        const int edits = std::uniform_int_distribution<int>(0, 4)(rng);
        for (int e = 0; e < edits; ++e) {
            const int kind = std::uniform_int_distribution<int>(0, 3)(rng);
            const auto n = static_cast<int>(after.size());
            const int at = n == 0 ? 0 : std::uniform_int_distribution<int>(0, n - 1)(rng);
            if (kind == 0 && n > 0) {
                after[static_cast<std::size_t>(at)] = random_primitive(rng);
            } else if (kind == 1 || n == 0) {
                after.insert(after.begin() + at, random_primitive(rng));
            } else if (kind == 2) {
                after.erase(after.begin() + at);
            } else if (at + 1 < n) {
                std::swap(after[static_cast<std::size_t>(at)],
                          after[static_cast<std::size_t>(at + 1)]);
            }
        }
        Canvas shown(kWidth * kHeight), expected(kWidth * kHeight);
        paint(before, shown, canvas_box);
        paint(after, expected, canvas_box);
        std::vector<PixelBox> changed;
        changed_boxes(before, after, changed);
        const int max_boxes = 1 + trial % 5;
        const std::vector<PixelBox> boxes = cover_boxes(changed, canvas_box, max_boxes, 8);
        ASSERT_LE(boxes.size(), static_cast<std::size_t>(max_boxes));
        for (std::size_t a = 0; a < boxes.size(); ++a) {
            ASSERT_EQ(intersection(boxes[a], canvas_box), boxes[a]);
            for (std::size_t b = a + 1; b < boxes.size(); ++b) {
                ASSERT_TRUE(intersection(boxes[a], boxes[b]).empty()) << "trial " << trial;
            }
            paint(after, shown, boxes[a]);
        }
        ASSERT_EQ(shown, expected) << "trial " << trial;
    }
}

TEST(HashWords, DependsOnEveryWordAndItsPlace) {
    const std::uint32_t a[] = {1, 2, 3};
    const std::uint32_t b[] = {1, 3, 2};
    const std::uint32_t c[] = {1, 2, 4};
    EXPECT_EQ(hash_words(a), hash_words(a));
    EXPECT_NE(hash_words(a), hash_words(b));
    EXPECT_NE(hash_words(a), hash_words(c));
    EXPECT_NE(hash_words(a, 1), hash_words(a, 2));
}

}  // namespace
}  // namespace astar::app
