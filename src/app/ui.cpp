#include "app/ui.hpp"

#include <algorithm>
#include <cstdio>

#include "app/keys_in_controls.hpp"
#include "app/on_screen_keyboard.hpp"
#include "app/panel_backdrop.hpp"
#include "app/screen_reader.hpp"
#include "app/ui_widgets.hpp"
#include "app/widget_rects.hpp"
#include "imgui.h"

namespace astar::app {

namespace {

constexpr double kNoteSeconds = 6.0;  // how long a non-error message stays
constexpr double kRefusalSeconds = 3.0;  // the least a refused edit's message stays (show_refusal)

// The message banner, seen whatever the sidebar is scrolled to. Errors stay until dismissed or
// replaced, a refused edit until the user moves on (show_refusal); notes fade after a few
// seconds.
void draw_message(App& app) {
    if (app.message.empty()) return;
    // A refusal shown while the search plays stays its first seconds however far it goes.
    const bool outdated =
        (app.message_until_change &&
         app.session.scene_changes() != *app.message_until_change) ||
        (app.message_until_step && app.session.comparison().position() != *app.message_until_step &&
         app.now - app.message_time > kRefusalSeconds);
    if (outdated || (!app.message_is_error && app.now - app.message_time > kNoteSeconds)) {
        app.message.clear();
        return;
    }
    // Errors over the top of the panes, where they are seen at once; notes ("saved ...") at the
    // bottom, over the table, so that they never hide the search.
    // Centred on the panes, or on the whole window when the panes are too narrow for a readable
    // line (a 320 px window wrapped the text one word a line).
    constexpr float kNarrowest = 280.0f;
    const float window_width = static_cast<float>(app.window_width);
    const bool on_panes = app.pane_area.width - 40.0f >= kNarrowest;
    // A note covers the table's notes for a few seconds: as wide as the window under the panes
    // and opaque, with a border of its colour, so that it reads as a layer over them; a
    // narrower, see-through box let the notes' words show around and through it.
    const float max_width = app.message_is_error ? 720.0f : 100000.0f;
    float width = on_panes ? std::min(app.pane_area.width - 40.0f, max_width)
                           : std::max(std::min(window_width - 20.0f, max_width), 1.0f);
    float x = on_panes ? app.pane_area.x + (app.pane_area.width - width) / 2
                       : (window_width - width) / 2;
    // With the charts beside the table, a note covers the table alone: across them it hid
    // the Expansions chart for its seconds (QA pass).
    const float beside_charts = app.table_right - 10.0f - x;
    if (!app.message_is_error && on_panes && app.table_right > 0 &&
        beside_charts >= kNarrowest) {
        width = std::min(width, beside_charts);
    }
    if (app.message_is_error) {
        ImGui::SetNextWindowPos(ImVec2(x, app.pane_area.y + 28.0f));
    } else {
        ImGui::SetNextWindowPos(ImVec2(x, static_cast<float>(app.window_height) - 12.0f),
                                ImGuiCond_Always, ImVec2(0.0f, 1.0f));
    }
    ImGui::SetNextWindowSize(ImVec2(width, 0));
    // Opaque: through an error's 94% the gap between two panes showed as a dark band.
    ImGui::SetNextWindowBgAlpha(1.0f);
    const ImVec4 colour = app.message_is_error ? ImVec4(1.0f, 0.42f, 0.42f, 1.0f)
                                               : ImVec4(0.6f, 0.9f, 0.6f, 1.0f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 1.0f);
    ImGui::PushStyleColor(ImGuiCol_Border, ImVec4(colour.x, colour.y, colour.z, 0.8f));
    ImGui::Begin("##message", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing);
    ImGui::PopStyleColor();
    ImGui::PopStyleVar();
    wrapped_text(colour, app.message);
    note_widget("message");
    if (app.message_is_error && inline_button("Dismiss")) app.message.clear();
    ImGui::End();
}

// A section's header (its label also its ID), and where the keyboard's Tab finds it
// (note_section_header).
bool section_header(App& app, const char* label, ImGuiTreeNodeFlags flags = 0) {
    const bool open = ImGui::CollapsingHeader(label, flags);
    note_section_header(app);
    return open;
}

// The sidebar: fixed to the left edge, full height. Hidden (Tab), a strip with one button
// to bring it back.
void draw_sidebar(App& app) {
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(app.pane_area.x - 6, static_cast<float>(app.window_height)));
    if (app.sidebar_hidden) {
        begin_panel(app, "##controls",
                    ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                        ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoTitleBar);
        if (ImGui::Button(">", ImVec2(-1, 0))) set_sidebar_hidden(app, false);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("Show the controls (Tab)");
        ImGui::End();
        return;
    }
    begin_panel(app, "A* Visualizer",
                ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse);
    focus_controls_if_asked(app);
    // On a touch screen, a way back to the panes at the top as well: the one at the bottom
    // was four screens of scrolling away on a phone (QA pass). A keyboard has Tab.
    if (app.fingers) {
        if (ImGui::Button("< Hide controls###hide_top", ImVec2(-FLT_MIN, 0))) {
            set_sidebar_hidden(app, true);
        }
        note_widget("hide_controls_top");
    }
    // Fields leave room for the longest label beside them ("Diagonal cost", "Diagonals (?)"):
    // ImGui's default (fields 65% of the width) cut the labels off in a narrower sidebar, as
    // a browser zoomed to 150% for a projector makes it.
    // Where that leaves too little for the fields, the labels go above them (field_label).
    ImGui::PushItemWidth(labels_above() ? -FLT_MIN : -label_room());
    draw_playback_controls(app);
    constexpr ImGuiTreeNodeFlags kOpen = ImGuiTreeNodeFlags_DefaultOpen;
    if (section_header(app, "Search settings", kOpen)) draw_search_settings(app);
    // The Open list (why this cell goes next) right under the panes' settings: below the
    // Map's tools it was five or six screens of scrolling away at 1366 x 768 (student's pass).
    if (section_header(app, "Open list", kOpen)) draw_open_list(app);
    const bool map_open = section_header(app, "Map", kOpen);
    note_widget("map_header");
    if (map_open) draw_map_tools(app);
    const bool view_open = section_header(app, "View");
    note_widget("view_header");
    if (view_open) draw_view_options(app);
    if (section_header(app, "Legend", kOpen)) draw_legend(app);
    ImGui::Separator();
    // The keys only where there is a keyboard to press them.
    const bool help_pressed = ImGui::Button(app.fingers ? "Help###help" : "Help (H)###help");
    note_widget("help_button");
    if (help_pressed) {
        app.show_help = !app.show_help;
        // Help's own keys (the arrows and page keys scroll it, Escape closes it) from here on;
        // the navigation lost its highlight under Help and took those keys (QA pass).
        if (app.show_help) leave_keys_in_controls(app, kKeysToHelp);
    }
    // Each on the line before if it fits: in a phone's sidebar the row ran past the edge, which
    // made the whole sidebar scroll sideways under a finger, and no slider could be dragged.
    const char* hide = app.fingers ? "Hide controls###hide" : "Hide controls (Tab)###hide";
    same_line_if_fits(hide);
    if (ImGui::Button(hide)) set_sidebar_hidden(app, true);
    note_widget("hide_controls");
    tooltip("More room for the panes; Tab brings them back");
    const ImGuiIO& io = ImGui::GetIO();
    char fps[32];
    std::snprintf(fps, sizeof fps, "%.0f fps", static_cast<double>(io.Framerate));
    same_line_if_fits_width(ImGui::CalcTextSize(fps).x);
    ImGui::TextDisabled("%s", fps);
    keyboard_room();
    ImGui::PopItemWidth();
    keep_keyboard_focus_off_the_bottom(app);
    wrap_tab_moves(app);
    ImGui::End();
}

}  // namespace

void draw_ui(App& app) {
    draw_sidebar(app);
    draw_comparison(app);
    draw_pane_overlays(app);
    draw_help(app);
    // Export PNG saves this frame: a banner ("Saved ...") over the table does not belong on a
    // slide. It is back in the next frame.
    if (!app.capturing_png) draw_message(app);
    press_on_enter(app);
    note_keyboard_focus();
    announce_for_screen_readers(app);
}

}  // namespace astar::app
