// What one cell looks like on screen: one byte per cell, the code the grid shader colours.
//
// How to use:
//     std::vector<std::uint8_t> codes = astar::app::terrain_visuals(grid);
//     codes[grid.index(start)] = astar::app::with_mark(codes[grid.index(start)], SearchMark::kStart);
//     renderer.set_cells(grid.width(), grid.height(), codes);
//
// A code holds two things: the terrain under the cell (low 4 bits) and what the search has done
// with it (high 4 bits). The shader paints the terrain colour and blends the mark's colour over
// it, so open and closed cells still show whether they are swamp or plain ground.
#pragma once

#include <cstdint>
#include <vector>

#include "core/grid.hpp"

namespace astar::app {

enum class Terrain : std::uint8_t {
    kWall = 0,
    kGround,       // cost 1
    kCostLow,      // cost 2-3
    kCostMedium,   // cost 4-7
    kCostHigh,     // cost 8 and up
    kWater,        // Moving AI water: entered only from water
    kCount
};

enum class SearchMark : std::uint8_t {
    kUnseen = 0,   // not reached by the search (yet)
    kOpen,         // in the frontier
    kClosed,       // expanded
    kCurrent,      // being expanded in this step
    kPath,         // on the path found
    kStart,
    kGoal,
    kCount
};

inline constexpr int kTerrainBits = 4;
inline constexpr std::uint8_t kTerrainMask = (1u << kTerrainBits) - 1;
// Palette slots: one per terrain code (0-15), then one per search mark (16-31).
inline constexpr int kPaletteSize = 2 << kTerrainBits;

constexpr std::uint8_t cell_visual(Terrain terrain, SearchMark mark) {
    return static_cast<std::uint8_t>(static_cast<unsigned>(mark) << kTerrainBits |
                                     static_cast<unsigned>(terrain));
}

constexpr std::uint8_t with_mark(std::uint8_t code, SearchMark mark) {
    return static_cast<std::uint8_t>((code & kTerrainMask) |
                                     static_cast<unsigned>(mark) << kTerrainBits);
}

Terrain terrain_of(CellCost cost, bool water);

// One code per cell, row by row from the top, every mark kUnseen.
std::vector<std::uint8_t> terrain_visuals(const Grid& grid);

}  // namespace astar::app
