#include "core/grid.hpp"

#include <algorithm>
#include <utility>

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
    : Grid(width, height, std::vector<CellCost>(static_cast<std::size_t>(width) * height, fill)) {}

Grid::Grid(int width, int height, std::vector<CellCost> costs)
    : width_(width), height_(height), costs_(std::move(costs)) {
    compute_passable_neighbors();
    costly_cells_ = static_cast<int>(
        std::count_if(costs_.begin(), costs_.end(), [](CellCost c) { return c > kPlainGround; }));
}

void Grid::compute_passable_neighbors() {
    passable_neighbors_.assign(costs_.size(), 0);
    const int w = width_;
    for (int y = 0; y < height_; ++y) {
        for (int x = 0; x < width_; ++x) {
            const CellCost* c = &costs_[static_cast<std::size_t>(index({x, y}))];
            unsigned mask = 0;
            if (x > 0 && y > 0 && x + 1 < width_ && y + 1 < height_) {
                // Written out for the inside of the grid, where every neighbour exists: this
                // runs for every cell of every map loaded.
                mask = unsigned{c[-w] != kWall} | unsigned{c[1] != kWall} << 1 |
                       unsigned{c[w] != kWall} << 2 | unsigned{c[-1] != kWall} << 3 |
                       unsigned{c[1 - w] != kWall} << 4 | unsigned{c[1 + w] != kWall} << 5 |
                       unsigned{c[w - 1] != kWall} << 6 | unsigned{c[-1 - w] != kWall} << 7;
            } else {
                for (int d = 0; d < 8; ++d) {
                    const Cell next{x + kNeighborDx[d], y + kNeighborDy[d]};
                    if (in_bounds(next) && passable(next)) mask |= 1u << d;
                }
            }
            passable_neighbors_[static_cast<std::size_t>(index({x, y}))] =
                static_cast<std::uint8_t>(mask);
        }
    }
}

void Grid::update_passable_neighbors(Cell changed) {
    const bool now_passable = passable(changed);
    // `changed` is direction d of the neighbour that lies opposite to d.
    for (int d = 0; d < 8; ++d) {
        const Cell from{changed.x - kNeighborDx[d], changed.y - kNeighborDy[d]};
        if (!in_bounds(from)) continue;
        std::uint8_t& mask = passable_neighbors_[index(from)];
        mask = static_cast<std::uint8_t>(now_passable ? mask | 1u << d : mask & ~(1u << d));
    }
}

void Grid::set_water(Cell c, bool is_water) {
    tag_.renew();
    if (water_.empty()) {
        if (!is_water) return;
        water_.assign(costs_.size(), 0);
    }
    std::uint8_t& slot = water_[index(c)];
    water_cells_ += int{is_water} - int{slot};
    slot = is_water ? 1 : 0;
    // Back to the empty vector of a grid never painted: has_water() and == rely on it.
    if (water_cells_ == 0) water_ = {};
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
