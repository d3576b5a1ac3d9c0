#include "app/ui.hpp"
#include "app/ui_widgets.hpp"
#include "core/map_generators.hpp"
#include "imgui.h"

namespace astar::app {

namespace {

// A scene on `grid` keeping the rules and panes, with start and goal near opposite corners
// (moved onto free cells).
Scene scene_with_grid(const Scene& old, Grid grid) {
    Scene scene = old;
    scene.grid = std::move(grid);
    auto free_near = [&](Cell want) {
        for (int r = 0; r < scene.grid.width() + scene.grid.height(); ++r) {
            for (int dy = -r; dy <= r; ++dy) {
                for (int dx = -r; dx <= r; ++dx) {
                    const Cell c{want.x + dx, want.y + dy};
                    if (scene.grid.in_bounds(c) && scene.grid.passable(c)) return c;
                }
            }
        }
        return want;
    };
    scene.start = free_near({1, 1});
    scene.goal = free_near({scene.grid.width() - 2, scene.grid.height() - 2});
    return scene;
}

}  // namespace

void draw_map_tools(App& app) {
    Session& s = app.session;
    const Scene& scene = s.scene();

    ImGui::Text("Brush (left drag; right drag erases)");
    for (int i = 0; i < kBrushCount; ++i) {
        const auto brush = static_cast<Brush>(i);
        if (i > 0 && i != 3) ImGui::SameLine();
        if (ImGui::RadioButton(brush_label(brush), app.brush == brush)) app.brush = brush;
    }
    if (ImGui::Button("Clear walls and terrain")) s.clear_walls();

    ImGui::Separator();
    ImGui::SetNextItemWidth(120);
    ImGui::InputInt("Width", &app.new_width);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(120);
    ImGui::InputInt("Height", &app.new_height);
    app.new_width = std::clamp(app.new_width, 5, kMaxSceneSide);
    app.new_height = std::clamp(app.new_height, 5, kMaxSceneSide);
    ImGui::SliderFloat("Density", &app.obstacle_density, 0.0f, 0.6f, "%.2f");

    const int w = app.new_width, h = app.new_height;
    if (ImGui::Button("Empty")) load_scene(app, scene_with_grid(scene, Grid(w, h)));
    ImGui::SameLine();
    if (ImGui::Button("Random")) {
        load_scene(app, scene_with_grid(scene, random_obstacles(w, h, app.obstacle_density,
                                                                app.seed++)));
    }
    ImGui::SameLine();
    if (ImGui::Button("Maze (DFS)")) {
        load_scene(app, scene_with_grid(scene, depth_first_maze(w, h, app.seed++)));
    }
    ImGui::SameLine();
    if (ImGui::Button("Maze (division)")) {
        load_scene(app, scene_with_grid(scene, recursive_division_maze(w, h, app.seed++)));
    }

    ImGui::Text("Presets");
    for (std::size_t i = 0; i < kAllPresets.size(); ++i) {
        const PresetId id = kAllPresets[i];
        if (i % 2 == 1) ImGui::SameLine();
        const std::string label(preset_label(id));
        if (ImGui::Button(label.c_str())) {
            Preset p = make_preset(id);
            Scene next = scene;
            next.grid = std::move(p.grid);
            next.start = p.start;
            next.goal = p.goal;
            load_scene(app, std::move(next));
        }
    }
    ImGui::TextDisabled("Map %d x %d", scene.grid.width(), scene.grid.height());
}

}  // namespace astar::app
