// Draws a grid of cell codes (cell_visual.hpp) with WebGL2: the codes live in an R8UI texture,
// one texel per cell, and one quad with grid.frag colours them through a palette.
//
// How to use:
//     GridRenderer renderer;
//     if (!renderer.init(&error)) ...;              // once, with the GL context current
//     renderer.set_palette(palette(PaletteId::kClassic));
//     renderer.set_cells(width, height, codes);     // every frame: uploads only on change
//     renderer.draw(fit_grid(pane, width, height), framebuffer_height);
//
// The renderer changes the GL program, texture unit 0, the vertex array and the viewport; it
// leaves blending and scissoring off.
#pragma once

#include <GLES3/gl3.h>

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "app/grid_layout.hpp"
#include "app/palette.hpp"

namespace astar::app {

class GridRenderer {
public:
    GridRenderer() = default;
    GridRenderer(const GridRenderer&) = delete;
    GridRenderer& operator=(const GridRenderer&) = delete;
    ~GridRenderer();

    // Compiles the shaders and makes the GL objects. Returns false with a message in *error.
    bool init(std::string* error);

    // Takes width x height codes, row by row from the top. Uploads them to the texture only if
    // they differ from the last call's. Returns false (and keeps the old cells) if the size is
    // larger than the GL texture limit or codes.size() != width * height.
    bool set_cells(int width, int height, std::span<const std::uint8_t> codes);

    void set_palette(const Palette& palette) { palette_ = palette; }

    // Fills `layout.rect` (pixels, y down, in a framebuffer `framebuffer_height` pixels high).
    void draw(const GridLayout& layout, int framebuffer_height) const;

    // How often set_cells uploaded: lets tests and the UI see that unchanged cells are skipped.
    std::uint64_t upload_count() const { return upload_count_; }

private:
    GLuint program_ = 0;
    GLuint texture_ = 0;
    GLuint vertex_array_ = 0;
    GLint u_grid_size_ = -1, u_cells_ = -1, u_palette_ = -1, u_grid_line_ = -1,
          u_cell_pixels_ = -1;
    GLint max_texture_size_ = 0;

    int width_ = 0, height_ = 0;
    std::vector<std::uint8_t> uploaded_;
    std::uint64_t upload_count_ = 0;
    Palette palette_;
};

}  // namespace astar::app
