// M: a cursor on the map's cells, so that the keyboard alone does on the map what the mouse
// does: go to any cell and read its card (state, g, h, f in every pane), paint it, put the
// start or the goal there. Escape or M gives the keys back to the shortcuts.
//
// Why a mode: the map's shortcuts give the arrows to stepping and Space to playing, and S is
// one of the keys that move the map. While the cursor is on, the arrows move it (Shift: ten
// cells), Space paints the brush at it (held down, along the way the cursor goes), Enter
// paints one cell, S and G place the start and the goal, and Shift+S and Shift+G take the
// cursor to them. The other shortcuts (N and B
// step, E runs to the end, 1 to 6 choose the brush...) still work.
//
// A press on a cell that already has the brush's terrain paints plain ground: a wall typed in
// by mistake goes with a second Space, without a change of brush.
//
// How to use (input.cpp, app.cpp):
//     if (handle_key_on_cells(app, event)) return;   // each key event, before the shortcuts
//     leave_cell_cursor(app, kKeysToMap);            // a press right of the sidebar
//     show_cell_cursor(app);                         // in handle_canvas_input: the card's cell
#pragma once

#include <SDL.h>

namespace astar::app {

struct App;

// The cursor's keys, as the message that turns it on and the line under the table say them.
inline constexpr const char* kCellCursorKeys =
    "the arrows move it (Shift: 10 cells), Space paints the brush there (held: along the way), "
    "S and G put the start and the goal there, Shift+S and Shift+G go to them, N steps the "
    "search. Escape or M gives the keys back.";

void enter_cell_cursor(App& app);
// `note`: the message that says where the keys went (none: the caller says it).
void leave_cell_cursor(App& app, const char* note);

// A key press or release: true if the cursor took it, so the shortcuts must not see it. M
// outside the mode enters it (not while Help or an open list has the keys).
bool handle_key_on_cells(App& app, const SDL_Event& event);

// While the cursor is on: keeps it inside the grid (the map may have shrunk) and makes its
// cell the one whose card shows and whose ring is drawn in every pane, as the mouse's would.
void show_cell_cursor(App& app);

}  // namespace astar::app
