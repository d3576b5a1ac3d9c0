#include "app/app.hpp"

#include <GLES3/gl3.h>

#include "app/cell_visual.hpp"
#include "app/ui.hpp"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"

namespace astar::app {

bool init_app(App& app, std::string* error) {
    app.grid = make_demo_grid();
    app.cell_codes = terrain_visuals(app.grid);
    // Placeholders until the search is wired in: where it would start and end.
    const Cell start{2, 2}, goal{app.grid.width() - 3, app.grid.height() - 3};
    auto& start_code = app.cell_codes[static_cast<std::size_t>(app.grid.index(start))];
    auto& goal_code = app.cell_codes[static_cast<std::size_t>(app.grid.index(goal))];
    start_code = with_mark(start_code, SearchMark::kStart);
    goal_code = with_mark(goal_code, SearchMark::kGoal);
    return app.renderer.init(error);
}

void frame(App& app) {
    SDL_Event event;
    while (SDL_PollEvent(&event)) {
        ImGui_ImplSDL2_ProcessEvent(&event);
        if (event.type == SDL_QUIT) app.quit_requested = true;
    }
    // SDL follows the canvas's CSS size and devicePixelRatio (SDL_WINDOW_ALLOW_HIGHDPI): the
    // window is in CSS pixels, the drawable in device pixels.
    SDL_GetWindowSize(app.window, &app.window_width, &app.window_height);
    SDL_GL_GetDrawableSize(app.window, &app.framebuffer_width, &app.framebuffer_height);

    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGui::NewFrame();
    draw_ui(app);
    ImGui::Render();

    const Palette& colours = palette(app.palette_id);
    app.renderer.set_palette(colours);
    app.renderer.set_cells(app.grid.width(), app.grid.height(), app.cell_codes);
    const PixelRect pane{0, 0, static_cast<float>(app.framebuffer_width),
                         static_cast<float>(app.framebuffer_height)};
    app.layout = fit_grid(pane, app.grid.width(), app.grid.height());

    glViewport(0, 0, app.framebuffer_width, app.framebuffer_height);
    glClearColor(colours.background.r, colours.background.g, colours.background.b, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    app.renderer.draw(app.layout, app.framebuffer_height);
    glViewport(0, 0, app.framebuffer_width, app.framebuffer_height);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    SDL_GL_SwapWindow(app.window);
    ++app.frame_count;
}

}  // namespace astar::app
