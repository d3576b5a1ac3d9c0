#include "app/input.hpp"
#include "app/ui.hpp"
#include "imgui.h"

namespace astar::app {

void draw_help(App& app) {
    if (!app.show_help) return;
    ImGui::SetNextWindowSize(ImVec2(460, 0), ImGuiCond_FirstUseEver);
    if (ImGui::Begin("Help", &app.show_help)) {
        for (const Shortcut& s : kShortcuts) {
            ImGui::Text("%-22s %s", s.keys, s.action);
        }
    }
    ImGui::End();
}

void draw_legend(App& app) {
    (void)app;
}

}  // namespace astar::app
