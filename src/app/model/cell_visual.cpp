#include "app/model/cell_visual.hpp"

namespace astar::app {

Terrain terrain_of(CellCost cost, bool water) {
    if (cost == kWall) return Terrain::kWall;
    if (water) return Terrain::kWater;
    if (cost <= 1) return Terrain::kGround;
    if (cost <= 3) return Terrain::kCostLow;
    if (cost <= 7) return Terrain::kCostMedium;
    return Terrain::kCostHigh;
}

std::vector<std::uint8_t> terrain_visuals(const Grid& grid) {
    std::vector<std::uint8_t> codes(static_cast<std::size_t>(grid.cell_count()));
    for (int i = 0; i < grid.cell_count(); ++i) {
        codes[static_cast<std::size_t>(i)] =
            cell_visual(terrain_of(grid.cost_at(i), grid.water_at(i)), SearchMark::kUnseen);
    }
    return codes;
}

}  // namespace astar::app
