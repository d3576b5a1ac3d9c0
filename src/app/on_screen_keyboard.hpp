// A phone's or tablet's own keyboard for the app's number fields (New map size, start and goal,
// scenario number). ImGui draws its fields on the canvas, which the browser does not know as a
// text field, so a finger's tap on one opened no keyboard: the number could only be stepped
// with - and +, 16 at a time.
//
// The page (web/index.html, #keyboard) keeps a hidden <input> and focuses it when a finger's
// tap ends on a field the app drew in the last frame. It has to decide then, in the tap's own
// event: browsers open their keyboard for a focus made during a tap, and iOS Safari for no
// other, while ImGui only sees the tap in a later frame. What is typed into the input comes
// back as SDL text and key events, which ImGui reads as it reads a real keyboard's. Once ImGui
// stops editing (Enter, a tap elsewhere), or when the tap started no edit after all, the app
// blurs the input and the keyboard goes away.
//
// The keyboard covers the bottom of the screen, where the New map fields often are. When an
// edit starts, the keyboard changes height, or a key is typed, the window the field is in
// scrolls until the field is in view above the keyboard, with room added at the window's end
// (keyboard_room) so that the last field can go that high. In between, the window is the
// user's to scroll: kept there, the field jumped up and down under a flick; not brought back
// by typing, it was typed in unseen (QA pass).
//
// A tap counts as on a field only where no other window (Help, a message, a combo's list) is
// in front of it, and not when it stops a flick (the page asks astar_app_flicking): else the
// keyboard came up and went away again.
//
// How to use:
//     const TypedFieldArea area = typed_field_area(2);  // just before an InputInt (- and +)
//     ImGui::InputInt("##n", &n);
//     after_typed_field(area);                          // just after it
//     keep_keyboard_with_imgui();   // once a frame, after ImGui::NewFrame, before drawing
//     keyboard_room();              // last in a window that holds typed fields
//
// Exported for the page (and the browser tests):
//   astar_app_typed_field_at(x, y)  -> 1 if a typed field for whole numbers was drawn there in
//                                      the last frame, in front; 2 if one for decimals (the
//                                      page asks for a keyboard with a decimal point); else 0
//   astar_app_keyboard_shown()      -> the page focused its input (the keyboard is coming up)
//   astar_app_keyboard_text(utf8)   -> text typed on the keyboard
//   astar_app_keyboard_key(name)    -> a key the keyboard sent without a physical key code:
//                                      "Backspace", "Delete", "Enter", "Tab", "Escape",
//                                      "ArrowLeft", "ArrowRight", "Home", "End"
//   astar_app_keyboard_cover(px)    -> how many CSS pixels at the bottom the keyboard covers
//                                      (0 when it is down)
//   astar_app_keyboard_json()       -> JSON: shown, editing, cover
#pragma once

#include "imgui.h"

namespace astar::app {

// Where a number field's digits are drawn (not its - and + buttons, nor its label), and in
// which window (an ImGui id).
struct TypedFieldArea {
    ImVec2 min, max;
    unsigned int window = 0;
    bool decimal = false;  // takes a decimal point (a weight), not only digits
};

// The area of the next ImGui::InputInt or InputDouble (step_buttons 2) or InputInt2
// (step_buttons 0), from the cursor and the item width it will take.
TypedFieldArea typed_field_area(int step_buttons, bool decimal = false);
// Remembers the area for the page's tap test (the part the window shows), and keeps the field
// above the keyboard while it is edited.
void after_typed_field(const TypedFieldArea& area);
// Clears last frame's areas and hides the keyboard when ImGui is not editing text.
void keep_keyboard_with_imgui();
// Room at the end of a window to scroll its last field above the keyboard.
void keyboard_room();

}  // namespace astar::app
