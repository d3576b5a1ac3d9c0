#include "app/keys_in_controls.hpp"

#include "app/app.hpp"
#include "app/widget_rects.hpp"
#include "imgui.h"
#include "imgui_internal.h"  // the navigation's state: NavInitWindow, SetNavID, NavId, ...

namespace astar::app {

namespace {

// With Ctrl, Cmd or Alt a key is the browser's, or undo and redo: never the navigation's.
bool has_command_modifier(const SDL_Event& event) {
    return (event.key.keysym.mod & (KMOD_CTRL | KMOD_GUI | KMOD_ALT)) != 0;
}

// The highlighted control's rectangle in screen pixels (the navigation keeps it relative to
// the window's content).
ImRect highlight_rect(const ImGuiContext& g, ImGuiWindow* window) {
    return ImGui::WindowRectRelToAbs(window, window->NavRectRel[g.NavLayer]);
}

}  // namespace

void enter_keys_in_controls(App& app) {
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
    app.keyboard_to_add_pane = false;
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

void leave_keys_in_controls_on_press(App& app, const SDL_Event& event) {
    // The sidebar ends a gap's width left of the panes (draw_sidebar).
    if (event.type == SDL_MOUSEBUTTONDOWN && static_cast<float>(event.button.x) >= app.pane_area.x) {
        leave_keys_in_controls(app);
    }
}

void give_tab_to_navigation(App& app, SDL_Event& event) {
    if (event.type != SDL_KEYDOWN && event.type != SDL_KEYUP) return;
    if (event.key.keysym.scancode != SDL_SCANCODE_TAB) return;
    if (event.type == SDL_KEYDOWN) {
        app.tab_is_arrow = app.keys_in_controls && !ImGui::GetIO().WantTextInput &&
                           !has_command_modifier(event);
    }
    if (!app.tab_is_arrow) return;
    const bool back = (event.key.keysym.mod & KMOD_SHIFT) != 0;
    event.key.keysym.scancode = back ? SDL_SCANCODE_UP : SDL_SCANCODE_DOWN;
    event.key.keysym.sym = back ? SDLK_UP : SDLK_DOWN;
    if (event.type == SDL_KEYUP) app.tab_is_arrow = false;
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
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    return app.keys_in_controls && !g.NavDisableHighlight && g.NavDisableMouseHover;
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

void note_keyboard_focus() {
    ImGuiContext& g = *ImGui::GetCurrentContext();
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
