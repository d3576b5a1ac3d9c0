// C functions for JavaScript (the browser tests, later the page itself), called through
// Module.ccall / Module.cwrap. Each reads or changes the one App that main() registers here.
//
//   astar_app_summary_json()     -> JSON: grid size, frame count, window and framebuffer size
//   astar_app_palette_json()     -> JSON: the current palette's colours as "#rrggbb"
//   astar_app_set_palette(id)    -> 1 if id names a palette (0 classic, 1 high contrast), else 0
//
// Returned strings stay valid until the next call of the same function.
#pragma once

#include "app/app.hpp"

namespace astar::app {

void set_exported_app(App* app);

}  // namespace astar::app
