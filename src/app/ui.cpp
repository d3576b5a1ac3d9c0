#include "app/ui.hpp"

#include "imgui.h"

namespace astar::app {

void draw_ui(App& app) {
    ImGui::SetNextWindowPos(ImVec2(12, 12), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(ImVec2(260, 0), ImGuiCond_FirstUseEver);
    ImGui::Begin("A* Visualizer");
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::Text("%.1f FPS (%.2f ms a frame)", static_cast<double>(io.Framerate),
                static_cast<double>(1000.0f / io.Framerate));
    ImGui::Text("Grid %d x %d, cells %.1f px", app.grid.width(), app.grid.height(),
                static_cast<double>(app.layout.cell_size));

    const char* current = palette(app.palette_id).name;
    if (ImGui::BeginCombo("Colours", current)) {
        for (int i = 0; i < static_cast<int>(PaletteId::kCount); ++i) {
            const auto id = static_cast<PaletteId>(i);
            if (ImGui::Selectable(palette(id).name, id == app.palette_id)) app.palette_id = id;
        }
        ImGui::EndCombo();
    }
    ImGui::End();
}

}  // namespace astar::app
