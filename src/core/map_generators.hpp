// Maps to search: random obstacles, two kinds of maze, and the lecture presets.
//
// How to use:
//     astar::Grid g = astar::random_obstacles(64, 48, 0.3, seed);
//     astar::Grid m = astar::depth_first_maze(41, 41, seed);     // corridors on odd cells
//     astar::Preset p = astar::make_preset(astar::PresetId::kUTrap);
//     for (astar::PresetId id : astar::kAllPresets) menu(astar::preset_label(id));
//
// Every generator is deterministic for a given seed on every platform (its own small random
// number generator, no std::uniform_*_distribution, whose results differ between libraries).
// Sizes must pass Grid::validate_size.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "core/grid.hpp"

namespace astar {

// splitmix64: tiny, fast, and the same numbers everywhere.
class SeededRandom {
public:
    explicit SeededRandom(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    // A number in [0, bound), bound > 0 (the tiny modulo bias does not matter for maps).
    int below(int bound) { return static_cast<int>(next() % static_cast<std::uint64_t>(bound)); }
    // A number in [0, 1).
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

private:
    std::uint64_t state_;
};

// Plain ground with each cell a wall with probability `density` (clamped to [0, 1]).
Grid random_obstacles(int width, int height, double density, std::uint64_t seed);

// A maze by randomized depth-first search (the "recursive backtracker"): long winding corridors,
// exactly one path between any two corridor cells. Corridors run through the cells with odd x
// and odd y; on an even width or height the last row or column stays wall.
Grid depth_first_maze(int width, int height, std::uint64_t seed);

// A maze by recursive division: an open room split by walls with one gap each, recursively.
// Long straight walls, many short dead ends.
Grid recursive_division_maze(int width, int height, std::uint64_t seed);

enum class PresetId {
    kTwoWalls,      // the opening scene: heuristics expand very different numbers of cells, and
                    // Manhattan (inadmissible with diagonals) returns a longer path
    kEmptyRoom,     // open floor: heuristics at their best
    kUTrap,         // a concave trap facing the start: greedy search walks in and must back out
    kLongWayRound,  // the short way starts away from the goal: greedy takes the long way
    kClassicMaze,   // a 10 x 10 maze in the style of the classic textbook C example
    kSwampAndWater, // terrain: a swamp to go around or through, a lake to walk around
};

inline constexpr std::array<PresetId, 6> kAllPresets = {
    PresetId::kTwoWalls,     PresetId::kEmptyRoom,   PresetId::kUTrap,
    PresetId::kLongWayRound, PresetId::kClassicMaze, PresetId::kSwampAndWater};

struct Preset {
    Grid grid;
    Cell start;
    Cell goal;
};

Preset make_preset(PresetId id);
std::string_view preset_label(PresetId id);

// Terrain costs the app offers (and the swamp/water preset uses).
inline constexpr CellCost kSandCost = 2;
inline constexpr CellCost kSwampCost = 5;
inline constexpr CellCost kWaterCost = 9;

}  // namespace astar
