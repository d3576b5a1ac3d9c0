// The ImGui windows over the grid. Called between ImGui::NewFrame() and ImGui::Render().
#pragma once

#include "app/app.hpp"

namespace astar::app {

void draw_ui(App& app);

}  // namespace astar::app
