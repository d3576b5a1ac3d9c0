// The map the search runs on: a width x height grid of cells, each a wall or passable ground
// with an integer move cost.
//
// How to use:
//     astar::Grid grid(64, 32);          // all plain ground (cost 1)
//     grid.set_cost({3, 4}, astar::kWall);
//     grid.set_cost({5, 4}, 5);          // swamp: entering it costs 5 per unit of step length
//     grid.set_water({6, 6}, true);      // Moving AI water: enterable only from water
//
// Entering a cell costs its cost times the step length (1 straight, sqrt(2) or 1 diagonally), so
// the cost of a move is charged to the cell moved *into*. The start cell's own cost is never paid.
// Sizes are checked by `Grid::validate_size` before any allocation so that a hostile file cannot
// ask for terabytes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/content_tag.hpp"

namespace astar {

struct Cell {
    int x = 0;  // column, 0 = left
    int y = 0;  // row, 0 = top
    friend bool operator==(Cell, Cell) = default;
};

using CellCost = std::uint8_t;
inline constexpr CellCost kWall = 0;       // cost 0 means "cannot be entered"
inline constexpr CellCost kPlainGround = 1;
inline constexpr CellCost kMaxCellCost = 255;
inline constexpr int kMaxGridSide = 4096;

// The eight neighbours of a cell, in the order the search visits them: north, east, south,
// west, then north-east, south-east, south-west, north-west. Bit d of a neighbour mask
// (Grid::passable_neighbors) stands for direction d.
inline constexpr int kNeighborDx[8] = {0, 1, 0, -1, 1, 1, -1, -1};
inline constexpr int kNeighborDy[8] = {-1, 0, 1, 0, -1, 1, 1, -1};

class Grid {
public:
    // Returns an error message if width x height is not a grid we accept, nothing otherwise.
    static std::optional<std::string> validate_size(long long width, long long height);

    Grid() = default;
    // Precondition: validate_size(width, height) returned nothing.
    Grid(int width, int height, CellCost fill = kPlainGround);
    // Precondition as above, and costs.size() == width * height (row by row, top row first).
    Grid(int width, int height, std::vector<CellCost> costs);

    int width() const { return width_; }
    int height() const { return height_; }
    int cell_count() const { return width_ * height_; }

    bool in_bounds(Cell c) const { return c.x >= 0 && c.y >= 0 && c.x < width_ && c.y < height_; }
    int index(Cell c) const { return c.y * width_ + c.x; }
    Cell cell(int index) const { return {index % width_, index / width_}; }

    CellCost cost(Cell c) const { return costs_[index(c)]; }
    CellCost cost_at(int index) const { return costs_[index]; }
    bool passable(Cell c) const { return cost(c) != kWall; }
    bool passable_at(int index) const { return costs_[index] != kWall; }
    void set_cost(Cell c, CellCost cost) {
        CellCost& slot = costs_[index(c)];
        tag_.renew();
        const bool passability_changes = (slot == kWall) != (cost == kWall);
        costly_cells_ += int{cost > kPlainGround} - int{slot > kPlainGround};
        slot = cost;
        if (passability_changes) update_passable_neighbors(c);
    }

    // Which of the eight neighbours of the cell at `index` are inside the grid and not walls,
    // one bit per direction (kNeighborDx/Dy order). Kept up to date by set_cost, so that the
    // search reads one byte per expansion instead of eight costs and four bounds checks.
    std::uint8_t passable_neighbors(int index) const { return passable_neighbors_[index]; }
    const std::uint8_t* passable_neighbors_data() const { return passable_neighbors_.data(); }

    // Moving AI's water ('W'): a cell that can be entered only from another water cell.
    bool water(Cell c) const { return !water_.empty() && water_[index(c)] != 0; }
    bool water_at(int index) const { return !water_.empty() && water_[index] != 0; }
    bool has_water() const { return water_cells_ > 0; }
    // Erasing the last water cell frees the flags, so a grid painted and erased again equals
    // (==) one never painted.
    void set_water(Cell c, bool is_water);

    // True when every passable cell costs 1 (no terrain costs): a step then costs its length,
    // and the search need not read the cost of the cell it steps into.
    bool plain_ground_only() const { return costly_cells_ == 0; }

    // Smallest cost of any passable cell (1 if the grid has no passable cell). Heuristics measure
    // distance in plain-ground units, so they stay admissible as long as this is at least 1.
    CellCost min_passable_cost() const;

    const std::vector<CellCost>& costs() const { return costs_; }

    // Same size and same cells. A grid and its unchanged copies share a tag, which answers at
    // once; otherwise the cells are compared (passable_neighbors_ and the counts follow from
    // them).
    friend bool operator==(const Grid& a, const Grid& b) {
        return a.tag_ == b.tag_ || (a.width_ == b.width_ && a.height_ == b.height_ &&
                                    a.costs_ == b.costs_ && a.water_ == b.water_);
    }

private:
    void compute_passable_neighbors();
    void update_passable_neighbors(Cell changed);

    int width_ = 0;
    int height_ = 0;
    std::vector<CellCost> costs_;
    std::vector<std::uint8_t> water_;  // empty while no cell is water
    int water_cells_ = 0;              // cells flagged in water_
    std::vector<std::uint8_t> passable_neighbors_;  // follows costs_, see passable_neighbors()
    int costly_cells_ = 0;  // passable cells that cost more than 1
    ContentTag tag_;        // renewed by every change of the cells (see operator==)
};

}  // namespace astar
