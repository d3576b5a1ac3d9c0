#include "app/keys_in_controls.hpp"

#include "app/app.hpp"
#include "app/cell_cursor.hpp"
#include "app/input.hpp"
#include "app/widget_rects.hpp"
#include "imgui.h"
#include "imgui_internal.h"  // the navigation's state: NavInitWindow, SetNavID, NavId, ...

namespace astar::app {

namespace {

// Whether the keyboard's highlight leads: it shows, and the keyboard moved since the mouse did
// (ImGui then places tooltips at the highlight). Keyboard navigation is on only while the
// controls have the keys (apply_keys_in_controls).
bool keyboard_leads(const ImGuiContext& g) {
    return (g.IO.ConfigFlags & ImGuiConfigFlags_NavEnableKeyboard) != 0 &&
           !g.NavDisableHighlight && g.NavDisableMouseHover;
}

// The highlighted control's rectangle in screen pixels (the navigation keeps it relative to
// the window's content).
ImRect highlight_rect(const ImGuiContext& g, ImGuiWindow* window) {
    return ImGui::WindowRectRelToAbs(window, window->NavRectRel[g.NavLayer]);
}

}  // namespace

void enter_keys_in_controls(App& app) {
    leave_cell_cursor(app, nullptr);  // the message below says where the keys are
    app.keys_in_controls = true;
    app.focus_controls = true;
    if (app.sidebar_hidden) set_sidebar_hidden(app, false);
    // Help would cover the controls the highlight moves over (a phone's whole screen; QA pass).
    app.show_help = false;
    show_message(app,
                 "The keys are in the controls: the arrows or Tab move, Space or Enter "
                 "presses, opens or ticks, Enter on a slider types a number. Escape closes a "
                 "list or lets go of a slider; then Escape, or K, gives the keys back to the "
                 "map.",
                 false);
}

void leave_keys_in_controls(App& app, const char* note) {
    if (!app.keys_in_controls) return;
    app.keys_in_controls = false;
    app.focus_controls = false;
    app.highlight_to = App::HighlightTo::kStays;
    ImGuiContext& g = *ImGui::GetCurrentContext();
    // A slider held by the keyboard would keep taking the arrows.
    if (g.ActiveId != 0 && g.ActiveIdSource == ImGuiInputSource_Nav) ImGui::ClearActiveID();
    g.NavDisableHighlight = true;
    ImGui::ClosePopupsExceptModals();  // a list opened from the keyboard
    show_message(app, note, false);
}

bool handle_key_in_controls(App& app, const SDL_Event& event) {
    if (event.type != SDL_KEYDOWN) return false;
    const SDL_Keycode key = event.key.keysym.sym;
    if (has_command_modifier(event)) return false;  // the shortcuts decide
    // T reads the table aloud from the controls too: a screen reader's user moving through
    // them hears a setting and then what it did, without giving the keys back first.
    if (key == SDLK_t) return false;
    if (!app.keys_in_controls) {
        if (key != SDLK_k) return false;
        enter_keys_in_controls(app);
        return true;
    }
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    // Escape first closes an open list or lets go of a slider (ImGui does both); only with
    // nothing of the kind does it leave.
    const bool escape_leaves = g.ActiveId == 0 &&
                               !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup);
    if (key == SDLK_k || (key == SDLK_ESCAPE && escape_leaves)) leave_keys_in_controls(app);
    // Not the Enter that ends typing in a field (that Enter also reaches the navigation, which
    // would then take hold of the slider just typed in).
    if (key == SDLK_RETURN && g.ActiveId == 0) app.enter_may_press = true;
    return true;  // every other key is the navigation's
}

namespace {

// Whether a Tab's move is still taking its frames (wrap_tab_moves).
bool tab_move_running(const App& app) {
    return app.tab_move != App::TabMove::kNone ||
           ImGui::GetCurrentContext()->NavMoveForwardToNextFrame;
}

// The release of the key that `down` presses.
SDL_Event released(const SDL_Event& down) {
    SDL_Event up = down;
    up.type = up.key.type = SDL_KEYUP;
    up.key.state = SDL_RELEASED;
    return up;
}

}  // namespace

bool take_waiting_tab(App& app, SDL_Event& down, SDL_Event& up) {
    if (!app.keys_in_controls) app.waiting_tabs.clear();
    if (app.waiting_tabs.empty() || tab_move_running(app)) return false;
    const bool back = app.waiting_tabs.front();
    app.waiting_tabs.erase(app.waiting_tabs.begin());
    down = {};
    down.type = SDL_KEYDOWN;
    down.key.type = SDL_KEYDOWN;
    down.key.state = SDL_PRESSED;
    down.key.keysym.scancode = SDL_SCANCODE_TAB;
    down.key.keysym.sym = SDLK_TAB;
    down.key.keysym.mod = static_cast<Uint16>(back ? KMOD_LSHIFT : KMOD_NONE);
    up = released(down);
    return true;
}

void give_tab_to_navigation(App& app, SDL_Event& event) {
    if (event.type != SDL_KEYDOWN && event.type != SDL_KEYUP) return;
    if (event.key.keysym.scancode != SDL_SCANCODE_TAB) return;
    const bool ours = app.keys_in_controls && !ImGui::GetIO().WantTextInput &&
                      !has_command_modifier(event);
    if (event.type == SDL_KEYDOWN && event.key.repeat != 0 && ours) {
        // Tab held down: each repeat is one more Tab, given after the move before it as a
        // press and a release (take_waiting_tab). Given as the held arrow, ImGui repeated the
        // arrow at its own pace, along the row only, and stopped at the row's end (QA pass).
        // At most one waits: once Tab is let go, the highlight stops where it is.
        if (app.waiting_tabs.empty()) {
            app.waiting_tabs.push_back((event.key.keysym.mod & KMOD_SHIFT) != 0);
        }
        event.type = SDL_USEREVENT;  // seen by no one
        return;
    }
    if (event.type == SDL_KEYDOWN && event.key.repeat == 0) {
        app.tab_as_arrow = 0;
        if (ours) {
            const bool back = (event.key.keysym.mod & KMOD_SHIFT) != 0;
            if (tab_move_running(app) || !app.waiting_tabs.empty()) {
                // Pressed again later (take_waiting_tab): given now, ImGui's navigation
                // would carry on with its own request first and drop this one.
                app.waiting_tabs.push_back(back);
                event.type = SDL_USEREVENT;  // seen by no one
                return;
            }
            // In an open list, or with a slider held, Down and Up: Right would move the
            // slider, and a list is one column.
            const ImGuiContext& g = *ImGui::GetCurrentContext();
            const bool column = g.ActiveId != 0 ||
                                ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup);
            const bool header = app.highlighted_header != 0 && app.highlighted_header == g.NavId;
            app.tab_as_arrow = column || header ? (back ? SDL_SCANCODE_UP : SDL_SCANCODE_DOWN)
                                                : (back ? SDL_SCANCODE_LEFT : SDL_SCANCODE_RIGHT);
            // From a header (a row of its own), straight to the next row (the row before).
            if (header) app.tab_move = App::TabMove::kFromHeader;
        }
    }
    if (app.tab_as_arrow == 0) return;
    const auto arrow = static_cast<SDL_Scancode>(app.tab_as_arrow);
    // Each press: the key may be up again before the frame it moves in.
    if (event.type == SDL_KEYDOWN && app.tab_move == App::TabMove::kNone &&
        (arrow == SDL_SCANCODE_RIGHT || arrow == SDL_SCANCODE_LEFT)) {
        app.tab_move = App::TabMove::kAlongRow;
    }
    event.key.keysym.scancode = arrow;
    event.key.keysym.sym = SDL_GetKeyFromScancode(arrow);
    if (event.type == SDL_KEYUP) {
        app.tab_as_arrow = 0;
    } else {
        // A tap of the arrow, released at the next frame (poll_events), however long Tab is
        // held: held, ImGui would repeat the arrow itself (the repeats above are the Tabs).
        app.held_key_ups.push_back(released(event));
    }
}

void wrap_tab_moves(App& app) {
    // kAlongRow: the frame the Tab's move along the row is scored in. kToNextRow: it found
    // nothing, and the move to the next row is scored. kFromHeader: the same from a section's
    // header, where Tab is Down and Up (give_tab_to_navigation). kRoundTheEnd: there was no
    // next row (row before), and the move down from the top (up from the bottom) is scored.
    // Each lasts one frame.
    using TabMove = App::TabMove;
    const TabMove stage = app.tab_move;
    app.tab_move = TabMove::kNone;
    ImGuiContext& g = *ImGui::GetCurrentContext();
    ImGuiWindow* window = g.CurrentWindow;
    if (stage == TabMove::kNone || g.NavWindow != window || g.NavLayer != ImGuiNavLayer_Main ||
        !g.NavMoveScoringItems) {
        return;
    }
    // Tab or Shift+Tab, from the move itself (the key may be up by now).
    const bool forward =
        g.NavMoveDir == (stage == TabMove::kAlongRow ? ImGuiDir_Right : ImGuiDir_Down);
    ImRect& from = window->NavRectRel[g.NavLayer];
    const float near_edge = -window->WindowPadding.x;
    const float far_edge = window->ContentSize.x + window->WindowPadding.x;
    if (stage == TabMove::kAlongRow) {
        if (!ImGui::NavMoveRequestButNoResultYet()) return;  // a control further along the row
        // Nothing further along: next frame, a move down from the window's left edge (up from
        // its right edge) finds the next row (the row before). ImGui's own WrapX moves one
        // item's height down and then right, which finds nothing when the next row is further
        // down than that (after a "(?)" or a note).
        from.Min.x = from.Max.x = forward ? near_edge : far_edge;
        ImGui::NavMoveRequestForward(forward ? ImGuiDir_Down : ImGuiDir_Up,
                                     forward ? ImGuiDir_Down : ImGuiDir_Up, g.NavMoveFlags,
                                     g.NavMoveScrollFlags);
        app.tab_move = TabMove::kToNextRow;
        return;
    }
    // On the next row: the nearest control on that row may not be its first (its last): a
    // taller one beats a "(?)" by a pixel or two of height. So once more along the row itself,
    // from the window's edge, which ends on the row's first control (its last).
    const ImGuiNavItemData& found = g.NavMoveResultLocal;
    if (found.ID == 0 && stage != TabMove::kRoundTheEnd) {
        // No row below the last (above the first): Tab goes round to the first control,
        // Shift+Tab to the last, instead of stopping at the end with no way on but back
        // through every control (keyboard pass). Next frame, a move down from the top of the
        // sidebar (up from its bottom), scrolled there, finds the first row (the last).
        ImGui::SetScrollY(window, forward ? 0.0f : window->ScrollMax.y);
        const float y = forward ? -window->WindowPadding.y
                                : window->ContentSize.y + window->WindowPadding.y;
        from = ImRect(forward ? near_edge : far_edge, y, forward ? near_edge : far_edge, y);
        const ImGuiDir dir = forward ? ImGuiDir_Down : ImGuiDir_Up;
        ImGui::NavMoveRequestForward(dir, dir, g.NavMoveFlags, g.NavMoveScrollFlags);
        app.tab_move = TabMove::kRoundTheEnd;
        return;
    }
    if (found.ID == 0 || found.Window != window) return;
    ImGuiNavMoveFlags flags = g.NavMoveFlags;
    if (stage == TabMove::kFromHeader) {
        // A move along a row with the highlight still on a header opens or folds the section
        // instead (ImGui's tree navigation: Right opens, Left folds). Down from a header's
        // left end finds the next row's first control anyway; going up, the highlight moves
        // to what was found first (a header above it is a folded one: Left leaves it be), which
        // may then be found again (the last of its row; out of sight, it is scrolled to).
        if (forward) return;
        ImGui::SetNavID(found.ID, g.NavLayer, found.FocusScopeId, found.RectRel);
        flags |= ImGuiNavMoveFlags_AllowCurrentNavId;
    }
    from = ImRect(forward ? near_edge : far_edge, found.RectRel.Min.y,
                  forward ? near_edge : far_edge, found.RectRel.Max.y);
    // Clipped up or down, not sideways: a move along a row scores what lies out of sight as if
    // at the window's edge, and found nothing on a row below it (Tab stopped at the Legend's
    // header on a phone, above Help). ImGui's WrapX does the same.
    ImGui::NavMoveRequestForward(forward ? ImGuiDir_Right : ImGuiDir_Left,
                                 forward ? ImGuiDir_Down : ImGuiDir_Up, flags,
                                 g.NavMoveScrollFlags);
}

void note_section_header(App& app) {
    if (ImGui::IsItemFocused()) app.highlighted_header = ImGui::GetItemID();
}

void apply_keys_in_controls(App& app) {
    if (app.keys_in_controls && app.sidebar_hidden) leave_keys_in_controls(app);
    ImGuiIO& io = ImGui::GetIO();
    if (app.keys_in_controls) {
        io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
    } else {
        io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
    }
}

void focus_controls_if_asked(App& app) {
    if (!app.focus_controls) return;
    app.focus_controls = false;
    ImGuiWindow* window = ImGui::GetCurrentWindow();
    ImGui::FocusWindow(window);
    ImGui::SetScrollY(0.0f);
    // The first control that takes the keyboard gets the highlight at the next frame.
    ImGui::NavInitWindow(window, true);
    ImGuiContext& g = *ImGui::GetCurrentContext();
    g.NavDisableHighlight = false;
    g.NavDisableMouseHover = true;
}

void keep_keyboard_focus_off_the_bottom(const App& app) {
    ImGuiContext& g = *ImGui::GetCurrentContext();
    ImGuiWindow* window = g.CurrentWindow;
    // Only on the frame of a move, so that the wheel stays free to scroll anywhere.
    if (!app.keys_in_controls || g.NavWindow != window || g.NavId == 0 ||
        g.NavJustMovedToId != g.NavId) {
        return;
    }
    const ImRect item = highlight_rect(g, window);
    const float line = window->InnerRect.Max.y - window->InnerRect.GetHeight() / 3.0f;
    if (item.Max.y > line) ImGui::SetScrollY(ImGui::GetScrollY() + (item.Max.y - line));
}

void keyboard_stop_on_last_item(const char* id) {
    if ((ImGui::GetIO().ConfigFlags & ImGuiConfigFlags_NavEnableKeyboard) == 0) return;
    const ImRect box(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    const ImGuiID item = ImGui::GetID(id);
    // Takes no room (no ItemSize): the text before it did.
    ImGui::ItemAdd(box, item);
    ImGui::RenderNavHighlight(box, item);
}

void keyboard_focus_here() {
    ImGuiContext& g = *ImGui::GetCurrentContext();
    ImGuiWindow* window = g.CurrentWindow;
    ImGui::SetNavID(g.LastItemData.ID, window->DC.NavLayerCurrent, ImGui::GetFocusScope(),
                    ImGui::WindowRectAbsToRel(window, g.LastItemData.NavRect));
    g.NavInitRequest = false;
    g.NavDisableHighlight = false;
    g.NavDisableMouseHover = true;
    if (!ImGui::IsItemVisible()) ImGui::ScrollToItem(ImGuiScrollFlags_KeepVisibleEdgeY);
}

bool tooltips_follow_keyboard(const App& app) {
    return app.keys_in_controls && keyboard_leads(*ImGui::GetCurrentContext());
}

void press_on_enter(App& app) {
    if (!app.enter_may_press) return;
    app.enter_may_press = false;
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    // NavActivateInputId: the control the Enter went to; ActiveId still 0: it took no typing.
    if (app.keys_in_controls && g.NavActivateInputId != 0 && g.ActiveId == 0) {
        ImGui::ActivateItem(g.NavActivateInputId);
    }
}

void place_tooltip_beside_controls(float width) {
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    if (!keyboard_leads(g) || g.CurrentWindow == nullptr) return;
    const ImGuiWindow* controls = g.CurrentWindow->RootWindow;
    const float x = controls->Pos.x + controls->Size.x + g.Style.ItemSpacing.x;
    if (x + width > g.IO.DisplaySize.x) return;  // a phone: the sidebar is the whole screen
    ImGui::SetNextWindowPos(ImVec2(x, g.LastItemData.Rect.Min.y));
}

void note_keyboard_focus() {
    ImGuiContext& g = *ImGui::GetCurrentContext();
    const ImGuiWindow* tip = ImGui::FindWindowByName("##Tooltip_00");
    if (tip != nullptr && tip->Active) {
        note_rect("tooltip", tip->Pos.x, tip->Pos.y, tip->Pos.x + tip->Size.x,
                  tip->Pos.y + tip->Size.y, true);
    } else {
        note_rect("tooltip", 0, 0, 0, 0, false);
    }
    ImGuiWindow* window = g.NavWindow;
    // NavIdIsAlive: the control was drawn this frame (a removed one keeps its NavId).
    if (window == nullptr || g.NavId == 0 || g.NavDisableHighlight || !g.NavIdIsAlive) {
        note_rect("keyboard_focus", 0, 0, 0, 0, false);
        return;
    }
    const ImRect r = highlight_rect(g, window);
    note_rect("keyboard_focus", r.Min.x, r.Min.y, r.Max.x, r.Max.y, true);
}

}  // namespace astar::app
