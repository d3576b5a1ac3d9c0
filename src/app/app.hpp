// The browser app's state and its one frame function. main.cpp makes the window and the GL
// context, then the browser calls frame() once per display refresh.
//
// How to use:
//     static App app;                       // lives as long as the page
//     app.window = window; ...
//     if (!init_app(app, &error)) ...;      // with the GL context current and ImGui set up
//     emscripten_set_main_loop_arg(...frame(app)...);
#pragma once

#include <SDL.h>

#include <cstdint>
#include <string>
#include <vector>

#include "app/grid_layout.hpp"
#include "app/grid_renderer.hpp"
#include "app/palette.hpp"
#include "core/grid.hpp"

namespace astar::app {

struct App {
    SDL_Window* window = nullptr;
    SDL_GLContext gl_context = nullptr;

    Grid grid;
    std::vector<std::uint8_t> cell_codes;  // what the renderer shows, one code per grid cell
    PaletteId palette_id = PaletteId::kClassic;
    GridRenderer renderer;

    // Measured in frame(): window size in CSS pixels, framebuffer in device pixels.
    int window_width = 0, window_height = 0;
    int framebuffer_width = 0, framebuffer_height = 0;
    GridLayout layout;  // in framebuffer pixels
    std::uint64_t frame_count = 0;
    bool quit_requested = false;
};

// A grid to look at until maps can be loaded: 64 x 64 with walls and some costly terrain.
Grid make_demo_grid();

// Fills the grid and prepares the renderer. Returns false with a message in *error.
bool init_app(App& app, std::string* error);

// One frame: events, UI, drawing, swap.
void frame(App& app);

}  // namespace astar::app
