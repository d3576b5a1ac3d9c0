// The backgrounds of the two fixed panels (the sidebar and the comparison table), painted with a
// scissored glClear instead of ImGui's translucent rectangle.
//
// Why: ImGui fills a window's background with one textured, alpha-blended rectangle. In software
// WebGL (Chromium's SwiftShader, bench/browser/frames.mjs) every such pixel costs a texture
// sample and a blend, and these two rectangles were about 470 000 of the 780 000 pixels ImGui
// drew per frame at 1280 x 800. Only the frame's background colour lies under them, so the
// blended colour is known in advance: a clear of that colour gives the same pixels for almost
// nothing.
//
// How to use:
//     begin_panel(app, "Comparison", flags);   // instead of ImGui::Begin, position set as usual
//     ... widgets ...; ImGui::End();
//     // later, after the frame's clear to the palette's background, before ImGui draws:
//     clear_panel_backdrops(app, palette.background);
//     app.panel_backdrops.clear();                  // at the end of the frame
//
// A panel is kept behind every other window (NoBringToFrontOnFocus): the clear happens before
// anything else is drawn, so a window under it would otherwise show through.
#pragma once

#include <vector>

#include "app/app.hpp"
#include "app/model/redraw_region.hpp"
#include "imgui.h"

namespace astar::app {

// ImGui::Begin for a fixed panel with a transparent ImGui background, and the background's
// rectangle noted in app.panel_backdrops. Call ImGui::End as usual.
void begin_panel(App& app, const char* name, ImGuiWindowFlags flags);

// Paints each noted rectangle with ImGui's window background blended over `background` (the
// colour the frame was cleared to), in each pass box it meets (pass_scissor.hpp). GL: changes
// the clear colour, the scissor box and leaves scissoring off.
void clear_panel_backdrops(const App& app, const Rgba& background);

// Appends what clear_panel_backdrops paints, as primitives for a partial redraw
// (redraw_region.hpp): one per rectangle, its key made of its pixels and colour.
void describe_panel_backdrops(const App& app, const Rgba& background,
                              std::vector<Primitive>& out);

}  // namespace astar::app
