// K: the keyboard moves through the controls (buttons, lists, sliders, check boxes), for
// someone who cannot or would rather not use a mouse; Escape or K gives the keys back to the
// map's shortcuts.
//
// Why a mode: Dear ImGui's keyboard navigation takes the arrow keys, Space and Escape, which
// are the map's (step, play, close Help). With it always on, one click on the sidebar would
// make the arrows move between buttons instead of stepping the search. So navigation is on
// only between a K and an Escape (or K, or a click outside the sidebar), and meanwhile the
// map's shortcuts wait.
//
// How to use (app.cpp, ui.cpp, input.cpp):
//     take_waiting_tab(app, down, up);        // before the frame's events
//     give_tab_to_navigation(app, event);     // each event, before ImGui sees it
//     apply_keys_in_controls(app);            // each frame, before ImGui::NewFrame
//     if (handle_key_in_controls(app, e)) return;   // each key event, before the shortcuts
//     focus_controls_if_asked(app);           // in the sidebar, right after its Begin
//     wrap_tab_moves(app);                    // in the sidebar, before its End
//     press_on_enter(app);                    // after the last window of the frame
//     note_keyboard_focus();                  // after the last window of the frame
#pragma once

#include <SDL.h>

namespace astar::app {

struct App;

// What leave_keys_in_controls says: the map has the keys again, or Help has them (the Help
// button pressed from the keyboard).
inline constexpr const char* kKeysToMap =
    "The keys are back on the map: Space plays, the arrows step. K gives them to the controls.";
inline constexpr const char* kKeysToHelp =
    "Help has the keys: the arrows and Page Up / Down scroll it, Escape closes it. K closes "
    "it and gives the keys to the controls again.";

void enter_keys_in_controls(App& app);
void leave_keys_in_controls(App& app, const char* note = kKeysToMap);

// A key press while the controls have the keys: true if it was taken (by the mode or left for
// ImGui's navigation), so the map's shortcuts must not see it. K outside the mode enters it.
bool handle_key_in_controls(App& app, const SDL_Event& event);

// In the mode, Tab and Shift+Tab go to ImGui as Right and Left, and wrap_tab_moves() carries
// them on to the start of the next row (the end of the one before): the next control in
// reading order, as on a web page. ImGui 1.86's own Tab jumps to the next field that takes
// typing (the Speed slider, opened for typing); given as Down, Tab passed by every control
// right of the first in a row (Play, the "(?)" beside a field: QA pass). In an open list or
// with a slider held, Tab is Down and Up. In a field being typed in, Tab stays Tab (the next
// field).
// A Tab pressed while the move of a Tab before it was still under way waits (a quick Tab,
// Tab lost its second press) and is given by take_waiting_tab once that move has ended; so
// does each repeat of a Tab held down (one at most waits). The arrow is a tap, released at
// the next frame, so that ImGui never repeats it on its own.
void give_tab_to_navigation(App& app, SDL_Event& event);

// Before the frame's events: the next waiting Tab as a press and a release, once the move
// before it has ended. False if none is due.
bool take_waiting_tab(App& app, SDL_Event& down, SDL_Event& up);

// In the sidebar, before its End: a Tab move that finds nothing further along its row
// continues on the next row, and after the last row goes round to the first (Shift+Tab: from
// the first to the last).
void wrap_tab_moves(App& app);

// Right after a section's header (ImGui::CollapsingHeader): notes it while highlighted. Tab on
// a header goes down (Shift+Tab up) to the next row: given as Right it opened a folded section
// and as Left it folded an open one (ImGui's tree navigation) instead of moving on.
void note_section_header(App& app);

// Turns ImGui's keyboard navigation on or off for the frame about to start; leaves the mode
// when the controls are hidden (a phone turned upright, or Hide controls pressed from the
// keyboard), since nothing would show where the keys go.
void apply_keys_in_controls(App& app);

// Right after the sidebar's ImGui::Begin: on entering the mode, gives the sidebar the
// keyboard, scrolled to its top, with the highlight on its first control (a highlight kept
// on a control scrolled out of sight pressed it unseen, QA pass).
void focus_controls_if_asked(App& app);

// In the sidebar, before its End: when the highlight has just moved onto a control in the
// lower third of the sidebar, scrolls it up. ImGui's navigation keeps it just inside the
// bottom edge, where its tooltip, which goes under it, flips above it and covers it (QA pass:
// "A 32 x 20 map of plain ground." over the Empty button), and the note at the window's foot
// covers it in a narrow window.
void keep_keyboard_focus_off_the_bottom(const App& app);

// Makes the last item, a text that ImGui's navigation passes over (a "(?)"), a stop for the
// highlight while the controls have the keys, drawn as the controls' highlight is, so that
// its explanation, shown on the highlight, can be read without a mouse (QA pass). `id` tells
// it from the window's other items.
void keyboard_stop_on_last_item(const char* id);

// Puts the highlight on the last item, scrolled into view.
void keyboard_focus_here();

// Whether ImGui places tooltips at the highlighted control rather than at the mouse (the
// keyboard moved since the mouse did): then the map's cell card and the panes' tooltips,
// which follow the mouse, are not shown (they covered the sidebar's controls, QA pass).
bool tooltips_follow_keyboard(const App& app);

// Enter presses the highlighted button, ticks a check box, opens a list or takes its row, as
// on a web page. ImGui 1.86 gives Enter to fields only (a slider opens for typing, Space
// presses the rest): Enter on a button did nothing (QA pass). After the frame's last window:
// an Enter that no control took for typing activates the highlighted control in the next
// frame, as Space would have.
void press_on_enter(App& app);

// Before a tooltip of the last item: while the keyboard's highlight shows it (the controls have
// the keys and the keyboard moved last), it goes beside the sidebar, level with the item,
// where there is room for `width` pixels. ImGui puts it under the item, over the next
// controls the highlight moves to (QA pass: Random walls' over Empty and the mazes).
void place_tooltip_beside_controls(float width);

// Records the highlighted control's rectangle as the widget "keyboard_focus" (visible only
// while the highlight shows on a control drawn this frame), and the tooltip's as "tooltip"
// (visible while one shows), for the browser tests (widget_rects.hpp).
void note_keyboard_focus();

}  // namespace astar::app
