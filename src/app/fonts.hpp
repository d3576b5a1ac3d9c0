// The fonts: Dear ImGui's built-in ProggyClean at its native 13 px for the interface and the f
// numbers, a 10 px copy for the g and h numbers in the cells, and copies of both rasterized at
// two and three times their size for the numbers of large cells (cell_detail().number_scale).
//
// How to use:
//     load_fonts();                       // once, after ImGui::CreateContext, before a frame
//     draw->AddText(small_font(), small_font()->FontSize, pos, colour, "12.24");
//     ImFont* f = number_font(NumberFont::kF, 26.0f);   // draw it at 26 px
//     draw->AddText(f, 26.0f, pos, colour, "36.3");
#pragma once

#include "imgui.h"

namespace astar::app {

void load_fonts();

// The 10 px font; the default font if load_fonts() has not run.
ImFont* small_font();

enum class NumberFont {
    kF,      // the 13 px interface font
    kGAndH,  // the 10 px small font
};

// The copy of `kind` to draw at `pixels` high: the smallest one rasterized at `pixels` or more
// (so that ImGui scales its glyphs down, never up, which would blur them), or the largest.
ImFont* number_font(NumberFont kind, float pixels);

}  // namespace astar::app
