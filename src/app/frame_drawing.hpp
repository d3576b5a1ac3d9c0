// Draws a frame's pixels: the background, the panels' backdrops, the grids and ImGui, on the
// whole canvas or only where they changed since the frame before.
//
// Why only where they changed: under software WebGL (Chromium's SwiftShader, what a browser
// without a usable GPU runs) every pixel drawn costs CPU time on the cores the search and the
// browser share, and while a search plays most of the canvas stays as it was: the sidebar's
// settings, the panes' titles, the grids away from the frontier. The context keeps the canvas
// between frames (preserveDrawingBuffer, main.cpp), each frame is described as a list of
// primitives (redraw_region.hpp), and only the boxes where this list differs from the last
// frame's, and around the grid cells uploaded this frame, are drawn again (pass_scissor.hpp).
// A frame where nothing changed draws nothing. While a search plays, the readouts around the
// grids are drawn again at most ten times a second (readout_refresh.hpp).
//
// The whole canvas is drawn when the context does not keep it, at the first frame, when the
// canvas's size changes, when the boxes would cover most of it, and on request
// (astar_app_set_redraw, for comparisons and tests).
// With checks on, every partial frame is read back, drawn again whole and read back again, and
// the two pictures are compared pixel by pixel: the browser tests require them to be equal,
// but for the readouts' pixels that wait (ReadoutRefresh::pending), which are counted apart.
#pragma once

#include <cstdint>
#include <vector>

#include "app/model/pane_visuals.hpp"
#include "app/model/readout_refresh.hpp"
#include "app/model/redraw_region.hpp"

namespace astar::app {

struct App;
struct Palette;

enum class RedrawMode {
    kChanged,        // only what changed (the default when the canvas is kept)
    kWhole,          // the whole canvas every frame
    kChangedChecked, // only what changed, each frame compared with a whole one (slow: tests)
};

struct RedrawState {
    bool canvas_kept = false;  // the context keeps its drawing buffer between frames
    RedrawMode mode = RedrawMode::kChanged;
    std::vector<Primitive> last;  // what the last frame drew (empty: draw the whole canvas)
    std::vector<Primitive> now;   // this frame's, kept for its capacity
    // Per pane, the cells uploaded this frame (upload_cells), which the grids' keys leave out:
    // rectangles that hold every cell that changed (DirtyCells::rects).
    std::vector<std::vector<CellRect>> uploaded_cells;

    // Counted since the page opened (astar_app_redraw_json).
    std::uint64_t frames = 0;
    std::uint64_t whole_frames = 0;    // drawn whole
    std::uint64_t partial_frames = 0;  // drawn in boxes
    std::uint64_t empty_frames = 0;    // nothing changed: nothing drawn
    std::uint64_t checked_frames = 0;
    std::uint64_t mismatched_frames = 0;  // a checked frame whose pixels differed
    std::uint64_t worst_mismatch = 0;     // most pixels that differed in one checked frame
    // Checked frames whose pixels differed only where readouts wait (as they may), and how many
    // pixels did so in the last checked frame.
    std::uint64_t stale_frames = 0;
    std::uint64_t last_stale_pixels = 0;
    ReadoutRefresh readouts;  // what waits while a search plays
    double last_share = 0;                // of the canvas's pixels, drawn in the last frame
    double share_sum = 0;                 // the sum of every frame's share
    std::vector<PixelBox> last_boxes;     // where the last frame drew
    double last_plan_ms = 0;              // describing the last frame and choosing its boxes
};

// Draws the frame into the canvas: ImGui's draw data must be rendered, the cells uploaded.
// Sets times.grid (describing the frame, choosing the boxes, background, backdrops and grids)
// and times.imgui_gl (ImGui's draws).
void draw_frame(App& app, const Palette& colours);

}  // namespace astar::app
