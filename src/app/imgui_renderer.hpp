// Draws Dear ImGui's frames with WebGL 2, in place of Dear ImGui's OpenGL3 backend.
//
// Why not the backend (1.86):
// - It reads the GL state back on every frame, to restore it after drawing: the scissor box and
//   the blend state among it, each a getParameter() that Chromium answers with a synchronous
//   round trip to its GPU process (60-100 ms a frame in headless Chromium, until the app
//   answered those reads itself by overriding Emscripten's GL entry points). This renderer
//   reads nothing: it sets the state it draws with, and leaves the state the app's own drawing
//   expects (see render_imgui).
// - It uploads the font atlas as RGBA, white with the glyphs' coverage as alpha. Here it is one
//   channel, the coverage (shaders/imgui.frag makes it white): a quarter of the bytes to upload
//   and, under a software renderer such as SwiftShader, to sample for every pixel of text and
//   widgets. Same pixels, byte for byte, in screenshots at device pixel ratios 1, 1.5 and 2.
// - It asks WebGL about its program in the first frame: compile and link status and logs, and
//   where its uniforms and attributes are. Here the attributes have fixed locations, the
//   projection is a constant vertex attribute, and whether the program linked is asked once,
//   after the first frame (imgui_renderer_failure). That did not make the first frame sooner,
//   since Chromium's useProgram waits for the link anyway (bench/README.md), but it keeps the
//   question out of the first frame.
//
// How to use, with the app's one WebGL 2 context current and ImGui's context made:
//     start_imgui_renderer();                      // once, in main()
//     every frame: prepare_imgui_renderer(); ImGui::NewFrame(); ... ImGui::Render();
//                  render_imgui(ImGui::GetDrawData());
//     after the first frame: if (auto why = imgui_renderer_failure(); !why.empty()) ...
#pragma once

#include <string>
#include <vector>

#include "app/model/redraw_region.hpp"

struct ImDrawData;

namespace astar::app {

// Compiles and links the program (without waiting for either), makes the vertex array and the
// buffers, and tells ImGui a renderer is there.
void start_imgui_renderer();

// Makes the font texture from ImGui's atlas when there is none (the first frame, or after
// drop_imgui_font_texture): ImGui::NewFrame needs the atlas built.
void prepare_imgui_renderer();

// Deletes the font texture, for a rebuilt atlas (fonts.cpp); the next prepare makes a new one.
void drop_imgui_font_texture();

// Draws the frame's draw lists as the backend did: blending, no culling or depth, each command
// scissored to its clip rectangle, in each of the frame's pass boxes it meets (pass_scissor.hpp).
// Leaves blending and the scissor test off, texture unit 0 active, and no program, vertex
// array, buffer or texture bound, as the app's other drawing leaves them.
void render_imgui(const ImDrawData* draw_data);

// Appends what render_imgui draws as primitives for a partial redraw (redraw_region.hpp), in
// drawing order: runs of a few triangles that their clip rectangle leaves something of, each
// run's key made of its vertices, clip rectangle and texture.
void describe_imgui(const ImDrawData* draw_data, std::vector<Primitive>& out);

// Empty if the program linked; otherwise why not, and nothing is drawn from then on. Waits for
// the GPU process to finish what was queued, so call it after the first frame; asks once.
std::string imgui_renderer_failure();

}  // namespace astar::app
