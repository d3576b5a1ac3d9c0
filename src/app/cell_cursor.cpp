#include "app/cell_cursor.hpp"

#include <algorithm>
#include <string>

#include "app/app.hpp"
#include "app/input.hpp"
#include "app/keys_in_controls.hpp"
#include "imgui.h"

namespace astar::app {

namespace {

// Cells kept between the cursor and the pane's edge when the view follows it: the cells
// around it, where the next press goes, stay in sight.
constexpr float kRevealMargin = 2.0f;
constexpr int kShiftMove = 10;

Cell clamped(const Grid& grid, Cell c) {
    return {std::clamp(c.x, 0, std::max(grid.width() - 1, 0)),
            std::clamp(c.y, 0, std::max(grid.height() - 1, 0))};
}

void reveal(App& app) {
    if (app.pane_views.empty()) return;
    reveal_cell(app.view, app.pane_views.front(), app.cell_cursor.cell, kRevealMargin);
}

// Paints from `from` to the cursor with the stroke's brush; says why nothing changed on a
// single cell (the start and the goal are never painted).
void paint_to_cursor(App& app, Cell from) {
    App::CellCursor& cursor = app.cell_cursor;
    const bool changed = app.session.paint(from, cursor.cell, cursor.stroke_brush);
    const Scene& scene = app.session.scene();
    const bool marker = cursor.cell == scene.start || cursor.cell == scene.goal;
    if (!changed && from == cursor.cell && marker) {
        show_message(app,
                     std::string("The ") + (cursor.cell == scene.start ? "start" : "goal") +
                         " is never painted: S or G moves it to the cursor.",
                     false);
    }
}

// Space or Enter: a new action that paints the cursor's cell, with the brush, or with plain
// ground where the cell has the brush's terrain already.
void begin_stroke(App& app) {
    App::CellCursor& cursor = app.cell_cursor;
    if (app.looking) {
        show_message(app, "Look paints nothing: 1 to 5 choose a brush.", false);
        return;
    }
    const Grid& grid = app.session.scene().grid;
    const bool has_it = grid.cost(cursor.cell) == brush_cost(app.brush) && !grid.water(cursor.cell);
    cursor.stroke_brush = has_it ? Brush::kErase : app.brush;
    app.session.begin_action();
    paint_to_cursor(app, cursor.cell);
}

void move_cursor(App& app, int dx, int dy) {
    App::CellCursor& cursor = app.cell_cursor;
    const Cell from = cursor.cell;
    cursor.cell = clamped(app.session.scene().grid, {from.x + dx, from.y + dy});
    // Not a step all the way (Shift: ten) counts too: the cursor stopped at the edge.
    cursor.at_edge = cursor.cell != Cell{from.x + dx, from.y + dy};
    if (cursor.pen_down && !app.looking && cursor.cell != from) paint_to_cursor(app, from);
    reveal(app);
}

}  // namespace

void enter_cell_cursor(App& app) {
    App::CellCursor& cursor = app.cell_cursor;
    const Scene& scene = app.session.scene();
    // Where it was left, or on the start the first time.
    cursor.cell = scene.grid.in_bounds(cursor.cell) ? cursor.cell : scene.start;
    cursor.on = true;
    cursor.pen_down = false;
    reveal(app);
    show_message(app, std::string("The keys are on the map's cells, with a cursor: ") +
                          kCellCursorKeys,
                 false);
}

void leave_cell_cursor(App& app, const char* note) {
    if (!app.cell_cursor.on) return;
    app.cell_cursor.on = false;
    app.cell_cursor.pen_down = false;
    if (note != nullptr) show_message(app, note, false);
}

bool handle_key_on_cells(App& app, const SDL_Event& event) {
    App::CellCursor& cursor = app.cell_cursor;
    if (event.type == SDL_KEYUP) {
        if (event.key.keysym.sym == SDLK_SPACE) cursor.pen_down = false;
        return false;
    }
    // With Ctrl, Cmd or Alt a key is the browser's, or undo and redo: never the cursor's.
    if (event.type != SDL_KEYDOWN || has_command_modifier(event)) return false;
    // Help covers the map and takes the arrows to scroll (handle_sdl_event).
    if (app.show_help) return false;
    const SDL_Keycode key = event.key.keysym.sym;
    if (!cursor.on) {
        if (key != SDLK_m) return false;
        enter_cell_cursor(app);
        return true;
    }
    const bool shift = (event.key.keysym.mod & KMOD_SHIFT) != 0;
    const int by = shift ? kShiftMove : 1;
    switch (key) {
        case SDLK_m:
        case SDLK_ESCAPE: leave_cell_cursor(app, kKeysToMap); return true;
        case SDLK_LEFT: move_cursor(app, -by, 0); return true;
        case SDLK_RIGHT: move_cursor(app, by, 0); return true;
        case SDLK_UP: move_cursor(app, 0, -by); return true;
        case SDLK_DOWN: move_cursor(app, 0, by); return true;
        case SDLK_SPACE:
            // A held Space repeats: the stroke is already under way.
            if (event.key.repeat == 0) {
                begin_stroke(app);
                cursor.pen_down = !app.looking;
            }
            return true;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
            if (event.key.repeat == 0) begin_stroke(app);
            return true;
        case SDLK_s:
        case SDLK_g:
            if (shift) {  // the cursor to the start or the goal: where is it?
                const Scene& scene = app.session.scene();
                cursor.cell = key == SDLK_s ? scene.start : scene.goal;
                cursor.pen_down = false;  // a jump paints nothing on its way
                reveal(app);
            } else {
                app.session.begin_action();
                move_marker(app, key == SDLK_s, cursor.cell);
            }
            return true;
        default: return false;  // the other shortcuts
    }
}

void show_cell_cursor(App& app) {
    App::CellCursor& cursor = app.cell_cursor;
    if (!cursor.on || app.pane_views.empty()) return;
    cursor.cell = clamped(app.session.scene().grid, cursor.cell);
    app.hover_pane = 0;
    app.hover_cell = cursor.cell;
}

}  // namespace astar::app
