// The record of the scissor box and the blend state that src/app/gl_state_cache.cpp keeps so
// that reading them back never waits for the GPU process (see there).
#pragma once

#include <array>

namespace astar::app {

// Starts the record from the values every new WebGL context has, read from nowhere: the
// scissor box is the drawing buffer at the context's creation, blending ONE and ZERO with
// FUNC_ADD (WebGL 2 and OpenGL ES 3.0 specifications). Reading them took a synchronous round
// trip to the GPU process each, seven in the first frame, which waited there for the frame's
// uploads and for whatever else the GPU process was busy with: 16-71 ms of the first frame in
// headless Chromium (bench/README.md). Call once, right after the context is made current and
// before anything draws. Without it the record is read from WebGL on first use.
void start_gl_state_cache();

// The record as start_gl_state_cache() set it: scissor x, y, width, height, blend source and
// destination RGB, source and destination alpha, equation RGB and alpha. All zero without it.
// For a browser test, which compares it with what WebGL says at the context's creation.
std::array<int, 10> gl_state_at_start();

}  // namespace astar::app
