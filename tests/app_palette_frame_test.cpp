// The colour table's second row (palette.hpp, frame_colour): a cell under a search mark keeps
// its terrain's colour along its edges on sand, swamp and water, so that explored water does
// not pass for swamp; every other code is drawn in one colour, edges included. Checked over
// all 256 codes with a palette whose every slot differs.
#include <gtest/gtest.h>

#include <cstdint>

#include "app/palette.hpp"

namespace astar::app {
namespace {

bool same(const Rgba& a, const Rgba& b) {
    return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a;
}

Palette distinct_palette() {
    Palette p;
    for (std::size_t i = 0; i < p.slots.size(); ++i) {
        const float v = static_cast<float>(i) / static_cast<float>(p.slots.size());
        p.slots[i] = {v, 1.0f - v, 0.5f * v, i >= (1u << kTerrainBits) ? 0.6f : 1.0f};
    }
    return p;
}

TEST(TerrainFrame, MarkedSandSwampAndWaterKeepTheirTerrainColourAtTheEdges) {
    const Palette p = distinct_palette();
    for (Terrain t : {Terrain::kCostLow, Terrain::kCostMedium, Terrain::kCostHigh,
                      Terrain::kWater}) {
        for (SearchMark m : {SearchMark::kOpen, SearchMark::kClosed, SearchMark::kCurrent,
                             SearchMark::kPath}) {
            const std::uint8_t code = cell_visual(t, m);
            EXPECT_TRUE(keeps_terrain_frame(code)) << int(code);
            const Rgba& terrain = p.terrain(t);
            EXPECT_TRUE(same(frame_colour(p, code), Rgba{terrain.r, terrain.g, terrain.b, 1.0f}))
                << "terrain " << int(t) << " mark " << int(m);
            // The middle of the cell still shows the mark.
            EXPECT_FALSE(same(frame_colour(p, code), displayed_colour(p, code)));
        }
    }
}

TEST(TerrainFrame, EveryOtherCodeIsOneColourEdgesIncluded) {
    const Palette p = distinct_palette();
    int framed = 0;
    for (int code = 0; code < 256; ++code) {
        const auto c = static_cast<std::uint8_t>(code);
        const auto t = static_cast<Terrain>(c & kTerrainMask);
        const auto m = static_cast<SearchMark>(c >> kTerrainBits);
        const bool costed = t == Terrain::kCostLow || t == Terrain::kCostMedium ||
                            t == Terrain::kCostHigh || t == Terrain::kWater;
        const bool tinted = m == SearchMark::kOpen || m == SearchMark::kClosed ||
                            m == SearchMark::kCurrent || m == SearchMark::kPath;
        if (costed && tinted) {
            ++framed;
            continue;
        }
        // Ground and walls under any mark, unseen terrain, start and goal.
        EXPECT_FALSE(keeps_terrain_frame(c)) << code;
        EXPECT_TRUE(same(frame_colour(p, c), displayed_colour(p, c))) << code;
    }
    EXPECT_EQ(framed, 16);
}

}  // namespace
}  // namespace astar::app
