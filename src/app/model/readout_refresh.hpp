// While a search plays, which of a frame's changed boxes to draw now and which to leave for a
// little later.
//
// Why: playing at speed, the readouts around the grids (the panes' titles, the comparison
// table, the charts, the open list, the step counter) change every frame, and under software
// WebGL (SwiftShader, what a browser without a usable GPU runs) their pixels were half of what
// a frame drew: at 1024 x 1024 with three panes, 33-34% of the canvas a frame, 15-16% with the
// readouts waiting, and in alternating runs 35-38 frames a second against 52-55, the browser's
// CPU 49-54 ms a frame against 34-36 (bench/README.md). Numbers that change 40 times a second
// cannot be read anyway; a stopwatch or a frame-rate counter shows about ten values a second
// for that reason. So while a search plays and the user does nothing, a readout is drawn again
// at most every kReadoutSeconds; the grids, and everything drawn over them, every frame.
//
// Nothing waits when the user acts (a frame with an input event draws all it has), when the
// search is not playing (a step, a pause, the end) or when the changes come slower than that:
// the first change after a quiet kReadoutSeconds is drawn at once, so a search played at a few
// steps a second shows every step's numbers with the step.
//
// How to use, each frame (frame_drawing.cpp):
//     std::vector<PixelBox> changed = ...;                       // changed_boxes and the cells
//     const std::vector<PixelBox> boxes =
//         plan_readout_refresh(state, changed, live, canvas, kMaxBoxes, may_wait, now);
//     // draw `boxes`; state.pending holds what waits, stale on the canvas until drawn.
#pragma once

#include <cstdint>
#include <limits>
#include <span>
#include <vector>

#include "app/model/redraw_region.hpp"

namespace astar::app {

// How long a readout may wait while a search plays: ten refreshes a second.
inline constexpr double kReadoutSeconds = 0.1;

struct ReadoutRefresh {
    // Boxes whose pixels changed and were not drawn since: every stale pixel of the canvas
    // lies in one of them. A few boxes that cover the waiting changes (and possibly more).
    std::vector<PixelBox> pending;
    // When readouts (boxes outside the live ones) were last drawn, in seconds.
    double last_drawn = -std::numeric_limits<double>::infinity();
    double interval = kReadoutSeconds;  // 0: nothing waits (astar_app_set_readout_interval)

    // Counted since the page opened (astar_app_redraw_json).
    std::uint64_t waiting_frames = 0;   // frames that left some change for later
    std::uint64_t refresh_frames = 0;   // frames that drew readouts
};

// The boxes this frame draws (at most `max_boxes`, none overlapping, inside `canvas`, as
// cover_boxes gives them), given the boxes that changed since the frame before and the `live`
// boxes, which are drawn every frame (the panes: grids and what is drawn over them).
//
// A changed box inside one live box is drawn. The others are drawn too when `may_wait` is
// false or when readouts were last drawn `interval` seconds or more before `now`; else they
// join state.pending. Whenever readouts are drawn, everything pending is drawn with them. A
// pending box that a drawn box meets is drawn as well, so that a readout is never drawn in
// part, half old and half new.
std::vector<PixelBox> plan_readout_refresh(ReadoutRefresh& state, std::vector<PixelBox> changed,
                                           std::span<const PixelBox> live,
                                           const PixelBox& canvas, int max_boxes, bool may_wait,
                                           double now);

// Forgets what waits: the whole canvas is being drawn.
void drop_pending(ReadoutRefresh& state, double now);

}  // namespace astar::app
