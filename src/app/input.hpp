// The mouse on the panes and the keyboard shortcuts.
//
// Mouse, on any pane (they all show the same map):
//     left drag        paint with the current brush (walls by default); no holes when fast
//     right drag       erase (plain ground)
//     drag start/goal  move it; the search replays as it moves, so the path follows the mouse
//     middle drag, or shift + left drag   pan;   wheel   zoom at the mouse
// Keys: see kShortcuts (the help window lists them).
#pragma once

#include <SDL.h>

#include <string>

#include "app/app.hpp"

namespace astar::app {

struct Shortcut {
    const char* keys;
    const char* action;
};

inline constexpr Shortcut kShortcuts[] = {
    {"Space", "Play / pause"},
    {"Right arrow or N", "Step: one expansion in every pane"},
    {"Left arrow or B", "Step back"},
    {"Shift + Right arrow", "Step 10 forward"},
    {"Shift + Left arrow", "Step 10 back"},
    {"End or E", "Run to the end"},
    {"Home or R", "Reset the search to step 0"},
    {"+ / -", "Faster / slower"},
    {"1 .. 5", "Brush: wall, eraser, sand, swamp, water (the number pad's digits too)"},
    {"6", "Look: a press shows a cell's numbers and paints nothing"},
    {"C", "Clear walls and terrain"},
    {"Ctrl + Z", "Undo: a stroke, a move of S or G, a setting, a pane added or removed, a "
                 "Clear, a new map"},
    {"Ctrl + Y or Ctrl + Shift + Z", "Redo what was undone"},
    {"Z / Shift + Z", "Zoom in / out at the middle of the panes (with M, at the cell cursor)"},
    {"W A S D", "Look up, left, down, right (the map moves the other way)"},
    {"0", "Zoom to fit"},
    {"O", "The other panes' outlines on every pane, or off (View: Other panes' outlines)"},
    {"Tab", "Hide / show the controls (more room for the panes); in a text field, the next "
            "field"},
    {"M", "A cursor on the map's cells, without a mouse: the arrows move it (Shift: 10 cells) "
          "and its cell's card shows; Space paints the brush there (held, along the way; on a "
          "cell that has it, plain ground), S and G put the start and the goal there, Shift+S "
          "and Shift+G take it to them; Escape or M gives the keys back"},
    {"T", "Read the comparison table aloud (with a screen reader): every pane's row, column "
          "by column; also while K has the keys"},
    {"K", "The keys to the controls, without a mouse: the arrows or Tab move between buttons, "
          "lists and sliders, Space or Enter presses or opens, Enter on a slider types a "
          "number; Escape or K gives the keys back to the map"},
    {"Ctrl + plus / minus / 0", "The browser's zoom: bigger text for the back row"},
    {"H or F1", "This help (Escape closes it)"},
    {"Up / Down, Page Up / Down, Home / End",
     "Scroll this help while it is open (the keys that edit or move the map wait until it is "
     "closed)"},
};

// Reads one SDL event: a key for the shortcuts (ignored while ImGui has the keyboard), or a
// mouse button going down, whose position handle_canvas_input needs (see App::press_x). Either
// begins a new action for undo (Session::begin_action): one drag or click, one undo.
void handle_sdl_event(App& app, const SDL_Event& event);

// The brush paints from the next press on; the Look tool (App::looking) shows cells instead.
void choose_brush(App& app, Brush brush);
void choose_look(App& app);

// Ctrl, Cmd or Alt is held with the key: it is the browser's (Ctrl+C copies) or undo and redo,
// never a shortcut of the map, the cell cursor's or the controls' navigation's.
bool has_command_modifier(const SDL_Event& event);

// Moves the start (or the goal) to `cell`, or says in red why it stays: outside the map, a
// wall, the other marker. For the typed Start and Goal fields and the cell cursor's S and G.
bool move_marker(App& app, bool is_start, Cell cell);
// The refusal move_marker shows: "The start stays at (4, 8): (19, 8) is a wall.", with `cell`
// as written (a typed field gives numbers past any map's side as they were typed).
void refuse_marker_move(App& app, bool is_start, const std::string& cell, const std::string& why);

// The pane whose rectangle holds (x, y), in CSS pixels, or -1.
int pane_at(const App& app, float x, float y);

// Reads this frame's mouse (from ImGui's IO, after NewFrame) for painting, dragging, panning,
// zooming and hovering. Does nothing where an ImGui window is under the mouse.
void handle_canvas_input(App& app);

}  // namespace astar::app
