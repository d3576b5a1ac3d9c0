// C functions for JavaScript (the browser tests, later the page itself), called through
// Module.ccall / Module.cwrap. Each reads or changes the one App that main() registers here.
//
//   astar_app_flicking()         -> 1 while a flick scrolls on after its finger (touch.hpp): a
//                                   touch now stops it, and is no tap
//   astar_app_summary_json()     -> JSON: grid size, frame count, window and framebuffer size,
//                                   start, goal, position, playing, replaying (an edit's
//                                   replay still spread over frames), each pane's summary
//                                   ("checked": its path checked against Dijkstra yet)...
//   astar_app_palette_json()     -> JSON: the current palette's colours as "#rrggbb", how much
//                                   each search mark covers the terrain (mark_alpha), the
//                                   panes' colours and the path lines' colours
//   astar_app_set_palette(id)    -> 1 if id names a palette (0 classic, 1 high contrast), else 0
//   astar_app_step(n), astar_app_seek(k), astar_app_run_to_end() -> the position afterwards
//   astar_app_pane_views_json()  -> JSON: each pane's rectangle, cell size and origin
//   astar_app_cell_cost(x, y)    -> the map's cost there (0 wall, -1 outside)
//   astar_app_open_list_json(pane, rows) -> JSON: the open list panel of that pane (first rows,
//                                   why the first goes next, the latest expansion's neighbours)
//   astar_app_cell_json(x, y)    -> JSON: the hover tooltip's content (state, g, h, f, parent,
//                                   step) of that cell in every pane
//   astar_app_overlay_json()     -> JSON: what the overlays drew last frame, per pane (cells
//                                   visited, numbers, arrows, current and next cell), and the
//                                   hovered cell
//   astar_app_set_view(zoom, cx, cy)       -> zoom and centre as the wheel and panning set them
//   astar_app_set_view_options(n, a, s)    -> the View checkboxes: numbers, arrows, smoothed
//   astar_app_play(steps_per_second)       -> the Speed slider and Play (from step 0 if every
//                                             search has finished); 1 if playing
//   astar_app_frame_stats()      -> where 11 doubles about the last frame are (Module.HEAPF64 at
//                                   pointer / 8), for bench/browser: milliseconds of its parts
//                                   (input, steps, ui, upload, grid, imgui_gl, total; see
//                                   FrameTimes in app.hpp), steps taken, position, playing (0/1),
//                                   the share of the canvas's pixels it drew (0 to 1)
//   astar_app_set_redraw(mode)   -> 0 draw only what changed, 1 the whole canvas each frame, 2
//                                   only what changed, each frame checked against the whole
//                                   (frame_drawing.hpp); 1 if the mode exists
//   astar_app_set_readout_interval(seconds)
//                                -> how long the readouts may wait while a search plays
//                                   (readout_refresh.hpp; 0.1 by default, 0: never); 1 if taken
//   astar_app_redraw_json()      -> JSON: whether the canvas is kept, the mode, frames drawn
//                                   whole, in boxes, not at all, checked, mismatched, the most
//                                   pixels that differed, checked frames with pixels where
//                                   readouts wait and the last one's count of them, the readout
//                                   interval, frames that left readouts waiting and that drew
//                                   them, the boxes waiting now, the last frame's share of the
//                                   canvas drawn and its boxes, the sum of every frame's share,
//                                   how many primitives described the last frame and how long
//                                   describing it and choosing its boxes took (plan_ms)
//
// Returned strings stay valid until the next call of the same function.
#pragma once

#include "app/app.hpp"

namespace astar::app {

void set_exported_app(App* app);

}  // namespace astar::app
