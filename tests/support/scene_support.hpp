// Scenes for the comparison and app tests: seeded random walls with the start in the top-left
// corner and the goal in the bottom-right one, both on plain ground.
//
// How to use:
//     Scene s = test::corner_scene(40, 30, 0.25, seed);           // the default three panes
//     Scene t = test::corner_scene(30, 20, 0.25, seed, {{Algorithm::kDijkstra, Heuristic::kZero, 1.0}});
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "core/map_generators.hpp"
#include "core/scene.hpp"

namespace astar::test {

inline Scene corner_scene(int width, int height, double density, std::uint64_t seed,
                          std::vector<PaneSettings> panes = default_scene().panes) {
    Scene s = default_scene();
    s.grid = random_obstacles(width, height, density, seed);
    s.start = {0, 0};
    s.goal = {width - 1, height - 1};
    s.grid.set_cost(s.start, kPlainGround);
    s.grid.set_cost(s.goal, kPlainGround);
    s.panes = std::move(panes);
    return s;
}

}  // namespace astar::test
