// C functions for JavaScript (the browser tests, later the page itself), called through
// Module.ccall / Module.cwrap. Each reads or changes the one App that main() registers here.
//
//   astar_app_summary_json()     -> JSON: grid size, frame count, window and framebuffer size
//   astar_app_palette_json()     -> JSON: the current palette's colours as "#rrggbb"
//   astar_app_set_palette(id)    -> 1 if id names a palette (0 classic, 1 high contrast), else 0
//   astar_app_step(n), astar_app_seek(k), astar_app_run_to_end() -> the position afterwards
//   astar_app_pane_views_json()  -> JSON: each pane's rectangle, cell size and origin
//   astar_app_cell_cost(x, y)    -> the map's cost there (0 wall, -1 outside)
//
// Returned strings stay valid until the next call of the same function.
#pragma once

#include "app/app.hpp"

namespace astar::app {

void set_exported_app(App* app);

}  // namespace astar::app
