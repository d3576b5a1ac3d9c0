// Where some of the controls were drawn this frame, by name, so that the browser tests can
// point the real mouse at a real button (astar_app_widgets_json in web_bridge.cpp).
//
// How to use:
//     if (ImGui::Button("Copy link")) ...;
//     note_widget("copy_link");           // right after the item
#pragma once

#include <string>

namespace astar::app {

// Remembers the last ImGui item's rectangle (CSS pixels) and whether it is visible.
void note_widget(const char* name);
// Remembers the current window's rectangle (last frame's size for one that fits its content).
void note_window(const char* name);
// Remembers a rectangle given in CSS pixels (one that is no item's, such as the keyboard's
// highlight).
void note_rect(const char* name, float x0, float y0, float x1, float y1, bool visible);

// {"copy_link":{"x":..,"y":..,"width":..,"height":..,"visible":true}, ...}
std::string widget_rects_json();

}  // namespace astar::app
