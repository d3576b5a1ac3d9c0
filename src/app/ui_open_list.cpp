#include "app/ui.hpp"
#include "imgui.h"

namespace astar::app {

void draw_open_list(App& app) {
    (void)app;
    ImGui::TextDisabled("(coming)");
}

}  // namespace astar::app
