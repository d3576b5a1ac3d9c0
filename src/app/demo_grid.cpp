#include "app/app.hpp"

namespace astar::app {

Grid make_demo_grid() {
    constexpr int kSide = 64;
    Grid grid(kSide, kSide);
    // Two long walls with gaps, and a box, so a search has something to go around.
    for (int y = 8; y < 56; ++y) {
        if (y < 28 || y > 31) grid.set_cost({20, y}, kWall);
    }
    for (int x = 20; x < 52; ++x) {
        if (x < 40 || x > 42) grid.set_cost({x, 44}, kWall);
    }
    for (int i = 30; i < 38; ++i) {
        grid.set_cost({i, 14}, kWall);
        grid.set_cost({i, 22}, kWall);
        grid.set_cost({30, i - 16}, kWall);
    }
    // A swamp whose cost rises towards its middle.
    for (int y = 48; y < 62; ++y) {
        for (int x = 4; x < 18; ++x) {
            const int dx = x - 11, dy = y - 55;
            const int d2 = dx * dx + dy * dy;
            if (d2 < 49) grid.set_cost({x, y}, d2 < 9 ? 9 : d2 < 25 ? 5 : 2);
        }
    }
    // A pond.
    for (int y = 4; y < 10; ++y) {
        for (int x = 46; x < 58; ++x) grid.set_water({x, y}, true);
    }
    return grid;
}

}  // namespace astar::app
