// The colour table's second row (palette.hpp, frame_colour): a cell under a search mark keeps
// its terrain's colour along its edges on sand, swamp and water, so that explored water does
// not pass for swamp; every other code is drawn in one colour, edges included. Checked over
// all 256 codes with a palette whose every slot differs.
#include <gtest/gtest.h>

#include <cstdint>
#include <set>

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

constexpr Terrain kFramedTerrains[] = {Terrain::kCostLow, Terrain::kCostMedium,
                                       Terrain::kCostHigh, Terrain::kWater};
constexpr SearchMark kFramedMarks[] = {SearchMark::kOpen, SearchMark::kClosed,
                                       SearchMark::kCurrent, SearchMark::kPath};

TEST(TerrainFrame, MarkedSandSwampAndWaterKeepTheirTerrainColourAtTheEdges) {
    const Palette p = distinct_palette();
    for (Terrain t : kFramedTerrains) {
        for (SearchMark m : kFramedMarks) {
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
    std::set<int> framed;
    for (Terrain t : kFramedTerrains) {
        for (SearchMark m : kFramedMarks) framed.insert(cell_visual(t, m));
    }
    for (int code = 0; code < 256; ++code) {
        if (framed.count(code)) continue;
        // Ground and walls under any mark, unseen terrain, start and goal, unused codes.
        const auto c = static_cast<std::uint8_t>(code);
        EXPECT_FALSE(keeps_terrain_frame(c)) << code;
        EXPECT_TRUE(same(frame_colour(p, c), displayed_colour(p, c))) << code;
    }
}

}  // namespace
}  // namespace astar::app
