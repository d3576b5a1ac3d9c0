// The fonts: Dear ImGui's built-in ProggyClean at its native 13 px for the interface and the f
// numbers, and a 10 px copy for the g and h numbers in the cells.
//
// How to use:
//     load_fonts();                       // once, after ImGui::CreateContext, before a frame
//     draw->AddText(small_font(), small_font()->FontSize, pos, colour, "12.24");
#pragma once

#include "imgui.h"

namespace astar::app {

void load_fonts();

// The 10 px font; the default font if load_fonts() has not run.
ImFont* small_font();

}  // namespace astar::app
