#include "app/input.hpp"

#include <algorithm>
#include <cmath>

#include "app/cell_cursor.hpp"
#include "app/keys_in_controls.hpp"
#include "app/model/explain.hpp"
#include "app/model/overlay_layout.hpp"
#include "imgui.h"
#include "imgui_internal.h"  // ClosePopupsExceptModals

namespace astar::app {

namespace {

constexpr double kSpeedFactor = 2.0;

void step_by(App& app, int steps) {
    app.session.set_playing(false);
    app.session.step_by(steps);
}

// Z: as two notches of the wheel.
constexpr float kKeyZoomFactor = 1.44f;
// W A S D: a sixth of the first pane's shorter side a press.
constexpr float kKeyPanShare = 1.0f / 6.0f;

// Zooms at the middle of the first pane (the panes share the view), or at the cell cursor's
// cell while it is on (M), which stays where it is on screen.
void zoom_from_keys(App& app, float factor) {
    if (app.pane_views.empty()) return;
    const PaneView& pv = app.pane_views.front();
    float x = pv.rect.x + pv.rect.width / 2, y = pv.rect.y + pv.rect.height / 2;
    if (app.cell_cursor.on) {
        const Cell c = app.cell_cursor.cell;
        x = std::clamp(pv.to_screen_x(static_cast<float>(c.x) + 0.5f), pv.rect.x,
                       pv.rect.x + pv.rect.width);
        y = std::clamp(pv.to_screen_y(static_cast<float>(c.y) + 0.5f), pv.rect.y,
                       pv.rect.y + pv.rect.height);
    }
    zoom_at(app.view, pv, x, y, factor);
}

// Moves the map by (dx, dy) steps, as a drag of the mouse that way would.
void pan_from_keys(App& app, float dx, float dy) {
    if (app.pane_views.empty()) return;
    const PaneView& pv = app.pane_views.front();
    const float step = kKeyPanShare * std::min(pv.rect.width, pv.rect.height);
    pan_by(app.view, pv, dx * step, dy * step);
}

// The keys that change the map, the brush or the view (see handle_sdl_event on Help).
bool changes_what_help_covers(SDL_Keycode key) {
    switch (key) {
        case SDLK_1: case SDLK_2: case SDLK_3: case SDLK_4: case SDLK_5: case SDLK_6:
        case SDLK_KP_1: case SDLK_KP_2: case SDLK_KP_3: case SDLK_KP_4: case SDLK_KP_5:
        case SDLK_KP_6: case SDLK_0: case SDLK_KP_0:
        case SDLK_c: case SDLK_z: case SDLK_w: case SDLK_a: case SDLK_s: case SDLK_d: case SDLK_o:
            return true;
        default:
            return false;
    }
}

// The pane a drag maps the pointer in until it lets go: the one it started in, even when the
// pointer leaves it (over the gap between panes, or over another pane, a cell is where it would
// be in that pane). `app.pane_views` must not be empty.
const PaneView& drag_pane_view(const App& app) {
    const auto pane = static_cast<std::size_t>(app.drag_pane) < app.pane_views.size()
                          ? static_cast<std::size_t>(app.drag_pane)
                          : 0;
    return app.pane_views[pane];
}

// The end of a drag of S or G, the button released at (x, y). The marker goes to the cell let
// go over if it is not there yet: a hand that moves and lets go within one frame (ImGui 1.86
// sees both at once) left it a cell behind. And a cell it cannot take is said, once: over a
// wall the marker waits on the last free cell, and letting go there left it behind without a
// word (QA pass). Nothing is said while the drag crosses walls on its way.
void let_go_of_marker(App& app, float x, float y) {
    if (app.drag != Drag::kStart && app.drag != Drag::kGoal) return;
    if (app.pane_views.empty()) return;
    if (!ImGui::IsMousePosValid()) {
        // A finger lifted: the mouse SDL made of it is hidden already (touch.cpp), so where it
        // lifted (a finger held over a wall and lifted said nothing, and one whose last move
        // came in the lift's frame left the marker a cell behind: QA passes), or else where
        // the drag last saw the pointer.
        x = app.touch.lifted ? app.touch.lift_x : app.drag_pointer_x;
        y = app.touch.lifted ? app.touch.lift_y : app.drag_pointer_y;
    }
    const Cell cell = drag_pane_view(app).nearest_cell(x, y);
    if (cell != app.drag_last) move_marker(app, app.drag == Drag::kStart, cell);
}

void show_help_covers_the_map(App& app) {
    show_message(app, "Help is open over the map: close it (H, F1 or Escape) to edit or move "
                      "the map.", false);
}

}  // namespace

void choose_brush(App& app, Brush brush) {
    app.brush = brush;
    app.looking = false;
    app.looked_pane = -1;
}

void choose_look(App& app) { app.looking = true; }

bool has_command_modifier(const SDL_Event& event) {
    return (event.key.keysym.mod & (KMOD_CTRL | KMOD_GUI | KMOD_ALT)) != 0;
}

bool move_marker(App& app, bool is_start, Cell cell) {
    Session& s = app.session;
    if (is_start ? s.move_start(cell) : s.move_goal(cell)) return true;
    const Grid& grid = s.scene().grid;
    const std::string why =
        !grid.in_bounds(cell)   ? "is outside the " + size_text(grid) + " map"
        : !grid.passable(cell) ? "is a wall"
                               : std::string("is the ") + (is_start ? "goal" : "start");
    refuse_marker_move(app, is_start, cell_text(cell), why);
    return false;
}

void refuse_marker_move(App& app, bool is_start, const std::string& cell, const std::string& why) {
    const Scene& scene = app.session.scene();
    const Cell at = is_start ? scene.start : scene.goal;
    // Until the user moves on: a later move that works makes it out of date.
    show_refusal(app, std::string(is_start ? "The start" : "The goal") + " stays at " +
                          cell_text(at) + ": " + cell + " " + why + ".");
}

int pane_at(const App& app, float x, float y) {
    int pane = -1;
    for (std::size_t i = 0; i < app.pane_views.size(); ++i) {
        if (app.pane_views[i].rect.contains(x, y)) pane = static_cast<int>(i);
    }
    return pane;
}

void handle_sdl_event(App& app, const SDL_Event& event) {
    if (event.type == SDL_MOUSEBUTTONDOWN) {
        // SDL's buttons 1, 2, 3 are left, middle, right; ImGui's 0, 1, 2 are left, right, middle.
        const int button = event.button.button == SDL_BUTTON_LEFT     ? 0
                           : event.button.button == SDL_BUTTON_RIGHT  ? 1
                           : event.button.button == SDL_BUTTON_MIDDLE ? 2
                                                                      : -1;
        if (button >= 0) {
            app.press_x[button] = static_cast<float>(event.button.x);
            app.press_y[button] = static_cast<float>(event.button.y);
        }
        app.session.begin_action();
        // A click outside the sidebar (on the panes, the table, a note) gives the keys back to
        // the map, from the controls (K: the navigation would take the arrows the user now
        // means for the search) or from the cells (M: the mouse now says which cell). Judged by
        // where the button went down, not by what ImGui saw under the mouse a frame earlier (a
        // quick click from the sidebar onto a pane kept K, QA pass); the sidebar ends a gap's
        // width left of the panes (draw_sidebar), and its buttons (a brush, say) keep M.
        if (static_cast<float>(event.button.x) >= app.pane_area.x) {
            leave_keys_in_controls(app);
            leave_cell_cursor(app, kKeysToMap);
        }
        return;
    }
    if (event.type == SDL_KEYUP) handle_key_on_cells(app, event);  // Space let go: pen up
    if (event.type != SDL_KEYDOWN) return;
    const ImGuiIO& io = ImGui::GetIO();
    // Typing in a field: no shortcuts, and the keys do not split the action that the click
    // into the field began, so what is typed is undone at once. An open list (a combo box)
    // takes the keys too: N there must not step the search behind it.
    if (io.WantTextInput) return;
    if (handle_key_in_controls(app, event)) return;
    if (ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup)) {
        // ImGui closes a list on Escape only with keyboard navigation on, which would take
        // the arrow keys and Space from the shortcuts: close it here (internal API).
        if (event.key.keysym.sym == SDLK_ESCAPE) ImGui::ClosePopupsExceptModals();
        return;
    }
    // Before the action begins: a held Space's stroke goes on with each arrow.
    if (handle_key_on_cells(app, event)) return;
    Session& s = app.session;
    s.begin_action();
    const bool shift = (event.key.keysym.mod & KMOD_SHIFT) != 0;
    const bool ctrl = (event.key.keysym.mod & (KMOD_CTRL | KMOD_GUI)) != 0;
    const bool alt = (event.key.keysym.mod & KMOD_ALT) != 0;
    if (ctrl || alt) {
        // With Ctrl (Cmd) or Alt a key is the browser's or the system's (Ctrl+C copies, it
        // must not clear the map), except undo and redo.
        const SDL_Keycode key = event.key.keysym.sym;
        const bool undo_or_redo = ctrl && !alt && (key == SDLK_z || key == SDLK_y);
        if (undo_or_redo && app.show_help) {
            show_help_covers_the_map(app);  // an undo would change the map unseen
        } else if (ctrl && !alt && key == SDLK_z) {
            shift ? redo_edit(app) : undo_edit(app);
        } else if (ctrl && !alt && key == SDLK_y) {
            redo_edit(app);
        }
        return;
    }
    // While Help is open the keys that scroll a page scroll it, Home and End included (R and
    // E still reset and run to the end). It covers the map, so the keys that would change the
    // map, the brush or the view under it say so and do nothing (QA pass: C cleared the walls
    // and Z zoomed unseen). Playing and stepping still work: the step counter shows them.
    if (app.show_help) {
        switch (event.key.keysym.sym) {
            case SDLK_UP: --app.help_scroll_lines; return;
            case SDLK_DOWN: ++app.help_scroll_lines; return;
            case SDLK_PAGEUP: --app.help_scroll_pages; return;
            case SDLK_PAGEDOWN: ++app.help_scroll_pages; return;
            case SDLK_HOME: app.help_scroll_to = -1; return;
            case SDLK_END: app.help_scroll_to = 1; return;
            default: break;
        }
        if (changes_what_help_covers(event.key.keysym.sym)) {
            show_help_covers_the_map(app);
            return;
        }
    }
    switch (event.key.keysym.sym) {
        case SDLK_SPACE:
            if (s.playing()) {
                s.set_playing(false);
            } else {
                s.play();  // from step 0 once every search has finished
            }
            break;
        case SDLK_RIGHT: step_by(app, shift ? 10 : 1); break;
        case SDLK_n: step_by(app, 1); break;
        case SDLK_LEFT: step_by(app, shift ? -10 : -1); break;
        case SDLK_b: step_by(app, -1); break;
        case SDLK_END:
        case SDLK_e:
            s.set_playing(false);
            s.run_to_end_in_slices();
            break;
        case SDLK_HOME:
        case SDLK_r:
            s.set_playing(false);
            s.restart();
            break;
        case SDLK_PLUS:
        case SDLK_EQUALS:
        case SDLK_KP_PLUS: s.set_speed(s.speed() * kSpeedFactor); break;
        case SDLK_MINUS:
        case SDLK_KP_MINUS: s.set_speed(s.speed() / kSpeedFactor); break;
        // The number pad's digits as the row's (its + and - work, so the digits were tried
        // next; QA pass).
        case SDLK_1:
        case SDLK_KP_1: choose_brush(app, Brush::kWall); break;
        case SDLK_2:
        case SDLK_KP_2: choose_brush(app, Brush::kErase); break;
        case SDLK_3:
        case SDLK_KP_3: choose_brush(app, Brush::kSand); break;
        case SDLK_4:
        case SDLK_KP_4: choose_brush(app, Brush::kSwamp); break;
        case SDLK_5:
        case SDLK_KP_5: choose_brush(app, Brush::kWater); break;
        case SDLK_6:
        case SDLK_KP_6: choose_look(app); break;
        case SDLK_c: clear_map(app); break;
        case SDLK_0:
        case SDLK_KP_0: app.view = {}; break;
        // Zoom and pan without a mouse (QA pass: from the keyboard the numbers in the cells
        // could not be reached).
        case SDLK_z: zoom_from_keys(app, shift ? 1.0f / kKeyZoomFactor : kKeyZoomFactor); break;
        case SDLK_w: pan_from_keys(app, 0, 1); break;
        case SDLK_s: pan_from_keys(app, 0, -1); break;
        case SDLK_a: pan_from_keys(app, 1, 0); break;
        case SDLK_d: pan_from_keys(app, -1, 0); break;
        case SDLK_o:
            app.show_outlines = !app.show_outlines;
            show_message(app,
                         app.show_outlines
                             ? "Each pane outlines the cells the other panes have expanded, in "
                               "their colours. O hides the outlines."
                             : "The other panes' outlines are hidden. O shows them.",
                         false);
            break;
        case SDLK_TAB: set_sidebar_hidden(app, !app.sidebar_hidden); break;
        case SDLK_t: app.say_table = true; break;
        case SDLK_h:
        case SDLK_F1: app.show_help = !app.show_help; break;
        case SDLK_ESCAPE: app.show_help = false; break;  // what one tries first on a window
        default: break;
    }
}

void handle_canvas_input(App& app) {
    const ImGuiIO& io = ImGui::GetIO();
    const float mx = io.MousePos.x, my = io.MousePos.y;
    Session& s = app.session;

    // Which pane is under the mouse: every pane maps the same cells, so any of them works.
    const int pane = pane_at(app, mx, my);
    app.hover_pane = -1;
    if (pane >= 0 && !io.WantCaptureMouse) {
        if (auto c = app.pane_views[static_cast<std::size_t>(pane)].cell_at(mx, my)) {
            app.hover_pane = pane;
            app.hover_cell = *c;
        }
    }
    if (app.drag == Drag::kLook && app.hover_pane >= 0) {
        app.looked_pane = app.hover_pane;
        app.looked_cell = app.hover_cell;
    }
    show_cell_cursor(app);  // the cursor's cell over the mouse's
    // Nothing under the mouse, or no mouse (the finger that looked has lifted): the card of
    // the cell looked at last stays up.
    const bool looked = app.looking && app.looked_pane >= 0 &&
                        static_cast<std::size_t>(app.looked_pane) < app.pane_views.size();
    if (app.hover_pane < 0 && looked) {
        app.hover_pane = app.looked_pane;
        app.hover_cell = app.looked_cell;
    }

    // Releasing ends any drag, wherever the mouse is.
    const bool any_down = io.MouseDown[0] || io.MouseDown[1] || io.MouseDown[2];
    if (!any_down) {
        let_go_of_marker(app, mx, my);
        app.drag = Drag::kNone;
    }
    // No mouse (hidden after a touch, see touch.hpp): nothing to start or drag.
    if (!ImGui::IsMousePosValid()) return;

    // Two fingers zoom and pan (touch.cpp): the mouse SDL makes of the first one does nothing.
    if (app.drag == Drag::kNone && pane >= 0 && !io.WantCaptureMouse && !app.touch.pinching) {
        if (io.MouseWheel != 0) {
            zoom_at(app.view, app.pane_views[static_cast<std::size_t>(pane)], mx, my,
                    std::pow(1.2f, io.MouseWheel));
        }
        const bool left = ImGui::IsMouseClicked(ImGuiMouseButton_Left);
        const bool right = ImGui::IsMouseClicked(ImGuiMouseButton_Right);
        const bool middle = ImGui::IsMouseClicked(ImGuiMouseButton_Middle);
        app.pan_last_x = mx;
        app.pan_last_y = my;
        if (left || right || middle) {
            // Where the button went down, which a quick hand has already left by the time the
            // frame sees the press (see App::press_x): the drag starts from there, in the pane
            // there. Pressed outside every pane (between two, say) and already moved in: no
            // drag.
            const int button = left ? 0 : right ? 1 : 2;
            const float px = app.press_x[button], py = app.press_y[button];
            const int press_pane = pane_at(app, px, py);
            if (press_pane >= 0) {
                app.drag_pane = press_pane;
                const PaneView& pv = app.pane_views[static_cast<std::size_t>(press_pane)];
                const std::optional<Cell> c = pv.cell_at(px, py);
                const Scene& scene = s.scene();
                // S and G are taken anywhere on their drawn dot, which on a big map reaches
                // past the map's edge into the pane's margin (QA pass); a finger gets more
                // room around it than the mouse (a finger on the dot's outline painted).
                const int marker =
                    left && !app.looking && !io.KeyShift
                        ? marker_at(pv, scene.start, scene.goal, px, py,
                                    app.touch.finger_button_down ? kFingerMarkerSlack
                                                                 : kMouseMarkerSlack)
                        : 0;
                if (middle || (left && io.KeyShift)) {
                    app.drag = Drag::kPan;
                    app.pan_last_x = px;
                    app.pan_last_y = py;
                } else if (marker != 0) {
                    app.drag = marker == 1 ? Drag::kStart : Drag::kGoal;
                    app.stroke_scene_changes = s.scene_changes();
                    // Where it was pressed: the marker moves once the pointer reaches another
                    // cell, not at a click on the dot's edge.
                    app.drag_last = c ? *c : pv.nearest_cell(px, py);
                } else if (c) {
                    if (left && app.looking) {
                        // Read-only, S and G included: a finger sliding from cell to cell to
                        // read them often starts on S, and moved it.
                        app.drag = Drag::kLook;
                        app.looked_pane = press_pane;
                        app.looked_cell = *c;
                    } else {
                        app.drag = left ? Drag::kPaint : Drag::kErase;
                        app.stroke_scene_changes = s.scene_changes();
                        s.paint(*c, *c, left ? app.brush : Brush::kErase);
                    }
                    app.drag_last = *c;
                }
            }
        }
    }

    if (app.drag == Drag::kNone || app.pane_views.empty()) return;
    app.drag_pointer_x = mx;
    app.drag_pointer_y = my;
    const PaneView& pv = drag_pane_view(app);
    const Cell c = pv.nearest_cell(mx, my);  // S and G stay on the grid's edge
    switch (app.drag) {
        case Drag::kPaint:
        case Drag::kErase: {
            const Cell to = pv.cell_beyond(mx, my);
            if (to != app.drag_last) {
                s.paint(app.drag_last, to, app.drag == Drag::kPaint ? app.brush : Brush::kErase);
                app.drag_last = to;
            }
            break;
        }
        case Drag::kStart:
            if (c != app.drag_last && s.move_start(c)) app.drag_last = c;
            break;
        case Drag::kGoal:
            if (c != app.drag_last && s.move_goal(c)) app.drag_last = c;
            break;
        case Drag::kPan:
            pan_by(app.view, pv, mx - app.pan_last_x, my - app.pan_last_y);
            app.pan_last_x = mx;
            app.pan_last_y = my;
            break;
        case Drag::kLook:  // the card follows the press (the hover above)
        case Drag::kNone: break;
    }
}

}  // namespace astar::app
