#include "app/keys_in_controls.hpp"

#include "app/widget_rects.hpp"
#include "imgui.h"
#include "imgui_internal.h"  // the navigation's state: NavInitWindow, NavId, ActiveIdSource

namespace astar::app {

void enter_keys_in_controls(App& app) {
    app.keys_in_controls = true;
    app.focus_controls = true;
    if (app.sidebar_hidden) set_sidebar_hidden(app, false);
    show_message(app,
                 "The keys are in the controls: the arrows move between them, Space presses "
                 "a button or opens a list, Enter types a number into a slider, Escape closes "
                 "a list. Escape or K gives the keys back to the map.",
                 false);
}

void leave_keys_in_controls(App& app) {
    if (!app.keys_in_controls) return;
    app.keys_in_controls = false;
    app.focus_controls = false;
    ImGuiContext& g = *ImGui::GetCurrentContext();
    // A slider held by the keyboard would keep taking the arrows.
    if (g.ActiveId != 0 && g.ActiveIdSource == ImGuiInputSource_Nav) ImGui::ClearActiveID();
    g.NavDisableHighlight = true;
    ImGui::ClosePopupsExceptModals();  // a list opened from the keyboard
    show_message(app, "The keys are back on the map: Space plays, the arrows step.", false);
}

bool handle_key_in_controls(App& app, const SDL_Event& event) {
    if (event.type != SDL_KEYDOWN) return false;
    const SDL_Keycode key = event.key.keysym.sym;
    // With Ctrl, Cmd or Alt a key is the browser's, or undo and redo: the shortcuts decide.
    if ((event.key.keysym.mod & (KMOD_CTRL | KMOD_GUI | KMOD_ALT)) != 0) return false;
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
    return true;  // every other key is the navigation's
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
    // The first control that takes the keyboard gets the highlight at the next frame.
    ImGui::NavInitWindow(window, true);
    ImGuiContext& g = *ImGui::GetCurrentContext();
    g.NavDisableHighlight = false;
    g.NavDisableMouseHover = true;
}

void note_keyboard_focus() {
    ImGuiContext& g = *ImGui::GetCurrentContext();
    ImGuiWindow* window = g.NavWindow;
    if (window == nullptr || g.NavId == 0 || g.NavDisableHighlight) {
        note_rect("keyboard_focus", 0, 0, 0, 0, false);
        return;
    }
    const ImRect r = ImGui::WindowRectRelToAbs(window, window->NavRectRel[g.NavLayer]);
    note_rect("keyboard_focus", r.Min.x, r.Min.y, r.Max.x, r.Max.y, true);
}

}  // namespace astar::app
