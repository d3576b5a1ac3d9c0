// K: the keyboard moves through the controls (buttons, lists, sliders, check boxes), for
// someone who cannot or would rather not use a mouse; Escape or K gives the keys back to the
// map's shortcuts.
//
// Why a mode: Dear ImGui's keyboard navigation takes the arrow keys, Space and Escape, which
// are the map's (step, play, close Help). With it always on, one click on the sidebar would
// make the arrows move between buttons instead of stepping the search. So navigation is on
// only between a K and an Escape (or K, or a click on the panes), and meanwhile the map's
// shortcuts wait.
//
// How to use (app.cpp, ui.cpp, input.cpp):
//     apply_keys_in_controls(app);            // each frame, before ImGui::NewFrame
//     if (handle_key_in_controls(app, e)) return;   // each key event, before the shortcuts
//     focus_controls_if_asked(app);           // in the sidebar, right after its Begin
//     note_keyboard_focus();                  // after the last window of the frame
#pragma once

#include <SDL.h>

#include "app/app.hpp"

namespace astar::app {

void enter_keys_in_controls(App& app);
void leave_keys_in_controls(App& app);

// A key press while the controls have the keys: true if it was taken (by the mode or left for
// ImGui's navigation), so the map's shortcuts must not see it. K outside the mode enters it.
bool handle_key_in_controls(App& app, const SDL_Event& event);

// Turns ImGui's keyboard navigation on or off for the frame about to start; leaves the mode
// when the controls are hidden (a phone turned upright, or Hide controls pressed from the
// keyboard), since nothing would show where the keys go.
void apply_keys_in_controls(App& app);

// Right after the sidebar's ImGui::Begin: on entering the mode, gives the sidebar the
// keyboard and shows the highlight on its first control.
void focus_controls_if_asked(App& app);

// Records the highlighted control's rectangle as the widget "keyboard_focus" (visible only
// while the highlight shows), for the browser tests (widget_rects.hpp).
void note_keyboard_focus();

}  // namespace astar::app
