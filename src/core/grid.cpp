#include "core/grid.hpp"

#include <algorithm>

namespace astar {

std::optional<std::string> Grid::validate_size(long long width, long long height) {
    if (width < 1 || height < 1) {
        return "grid size " + std::to_string(width) + "x" + std::to_string(height) +
               " is empty: width and height must be at least 1";
    }
    if (width > kMaxGridSide || height > kMaxGridSide) {
        return "grid size " + std::to_string(width) + "x" + std::to_string(height) +
               " is too large: width and height must be at most " + std::to_string(kMaxGridSide);
    }
    return std::nullopt;
}

Grid::Grid(int width, int height, CellCost fill)
    : width_(width), height_(height), costs_(static_cast<std::size_t>(width) * height, fill) {}

void Grid::set_water(Cell c, bool is_water) {
    if (water_.empty()) {
        if (!is_water) return;
        water_.assign(costs_.size(), 0);
    }
    water_[index(c)] = is_water ? 1 : 0;
}

CellCost Grid::min_passable_cost() const {
    CellCost best = kMaxCellCost;
    bool any = false;
    for (CellCost c : costs_) {
        if (c != kWall) {
            best = std::min(best, c);
            any = true;
        }
    }
    return any ? best : kPlainGround;
}

}  // namespace astar
