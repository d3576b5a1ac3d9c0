// Draws a grid of cell codes (cell_visual.hpp) with WebGL2: the codes live in an R8UI texture,
// one texel per cell, and one quad with grid.frag colours them through a palette.
//
// How to use:
//     GridRenderer renderer;                        // one per pane: each has its texture
//     if (!renderer.init(&error)) ...;              // once, with the GL context current
//     renderer.set_palette(palette(PaletteId::kClassic));
//     renderer.set_cells(width, height, codes);     // all cells (new map, seek, ...)
//     renderer.update_rows(codes, {y0, y1});        // after steps: only the rows that changed
//     renderer.draw(pane_view, pixel_ratio, framebuffer_height);
//
// The renderer changes the GL program, texture unit 0, the vertex array, the viewport and the
// scissor box; it leaves blending and scissoring off.
#pragma once

#include <GLES3/gl3.h>

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "app/model/pane_visuals.hpp"
#include "app/model/view.hpp"
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

    // Uploads width x height codes, row by row from the top. Returns false (and keeps the old
    // cells) if the size is larger than the GL texture limit or codes.size() != width * height.
    bool set_cells(int width, int height, std::span<const std::uint8_t> codes);

    // Uploads rows [rows.first, rows.last) of `codes`, which must have the size of the last
    // set_cells. Cheaper than set_cells while a search plays: a step changes a few rows.
    void update_rows(std::span<const std::uint8_t> codes, RowRange rows);

    void set_palette(const Palette& palette) { palette_ = palette; }

    // Draws `view.rect` (CSS pixels, y down) in a framebuffer `framebuffer_height` pixels high,
    // with `pixel_ratio` framebuffer pixels per CSS pixel.
    void draw(const PaneView& view, float pixel_ratio, int framebuffer_height) const;

    // How many uploads (full or rows) so far: lets tests see that idle frames upload nothing.
    std::uint64_t upload_count() const { return upload_count_; }

private:
    GLuint program_ = 0;  // shared by every renderer (grid_renderer.cpp), never deleted
    GLuint texture_ = 0;
    GLuint vertex_array_ = 0;
    GLint u_grid_size_ = -1, u_cells_ = -1, u_palette_ = -1, u_grid_line_ = -1,
          u_cell_pixels_ = -1, u_origin_ = -1, u_view_cells_ = -1, u_background_ = -1;
    GLint max_texture_size_ = 0;

    int width_ = 0, height_ = 0;
    std::uint64_t upload_count_ = 0;
    Palette palette_;
};

}  // namespace astar::app
