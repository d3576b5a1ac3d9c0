// GLSL ES 3.0 sources from shaders/, embedded at build time by cmake/embed_shaders.cmake:
// `shaders/NAME.EXT` becomes `astar::shaders::NAME_EXT`.
#pragma once

namespace astar::shaders {

extern const char* const grid_vert;
extern const char* const grid_frag;
extern const char* const imgui_vert;
extern const char* const imgui_frag;

}  // namespace astar::shaders
