// Draws a grid of cell codes (cell_visual.hpp) with WebGL2: the codes live in an R8UI texture,
// one texel per cell, and one quad with grid.frag colours them through a table of the colour
// of each code (made from the palette).
//
// How to use:
//     GridRenderer renderer;                        // one per pane: each has its texture
//     if (!renderer.init(&error)) ...;              // once, with the GL context current
//     renderer.set_palette(palette(PaletteId::kClassic));
//     renderer.set_cells(width, height, codes);     // all cells (new map, seek, ...)
//     renderer.update_cells(codes, {x0, y0, x1, y1});  // after steps: only what changed
//     renderer.draw(pane_view, pixel_ratio, framebuffer_height);
//     renderer.draw(pane_view, pixel_ratio, framebuffer_height, others);  // with their outlines
//
// The renderer changes the GL program, the textures of units 0 to 4 (unit 0 active), the vertex
// array, the viewport and the scissor box (within the pass's, pass_scissor.hpp); it leaves
// blending and scissoring off.
#pragma once

#include <GLES3/gl3.h>

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "app/model/pane_visuals.hpp"
#include "app/model/redraw_region.hpp"
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

    // Uploads the cells of `rect` from `codes`, which must have the size of the last
    // set_cells. Cheaper than set_cells while a search plays: a step changes a few cells.
    void update_cells(std::span<const std::uint8_t> codes, CellRect rect);

    // Cheap when the palette is the one already set (called every frame).
    void set_palette(const Palette& palette);

    // Another pane's cells, whose expanded region draw() outlines in `colour`.
    struct OtherPane {
        GLuint texture = 0;  // that pane's renderer's texture()
        std::uint64_t cells_version = 0;  // that pane's renderer's cells_version()
        Rgba colour;
    };

    // Draws `view.rect` (CSS pixels, y down) in a framebuffer `framebuffer_height` pixels high,
    // with `pixel_ratio` framebuffer pixels per CSS pixel; over it, the outline of the cells
    // each of `others` (at most 3, of the same grid) has expanded, 2-3 device pixels wide
    // inside their edge.
    void draw(const PaneView& view, float pixel_ratio, int framebuffer_height,
              std::span<const OtherPane> others = {}) const;

    // What draw() with the same arguments draws, for a partial redraw (redraw_region.hpp): a
    // key that changes with everything its pixels depend on except the cells update_cells()
    // uploads (see cells_boxes), and the box of framebuffer pixels (y down) it covers. Key 0 and
    // an empty box when it draws nothing.
    Primitive describe(const PaneView& view, float pixel_ratio,
                       std::span<const OtherPane> others = {}) const;
    // Appends, for each of `rects`, the pixels of this grid drawn in `view` that its cells can
    // change: their own and those whose outlines or frames look at them (none if empty).
    void cells_boxes(const PaneView& view, float pixel_ratio, std::span<const CellRect> rects,
                     std::vector<PixelBox>& out) const;

    // The cells' texture, for another pane's outlines (OtherPane).
    GLuint texture() const { return texture_; }
    // Counts set_cells() calls: every cell may have changed.
    std::uint64_t cells_version() const { return cells_version_; }

    // How many uploads (full or rows) so far: lets tests see that idle frames upload nothing.
    std::uint64_t upload_count() const { return upload_count_; }

private:
    GLuint texture_ = 0;
    GLuint colour_table_ = 0;  // 256 x 2 RGBA32F: displayed_colour(), frame_colour() per code
    GLuint vertex_array_ = 0;
    GLint max_texture_size_ = 0;
    bool colour_table_set_ = false;

    int width_ = 0, height_ = 0;
    std::uint64_t upload_count_ = 0;
    std::uint64_t cells_version_ = 0;
    std::uint64_t palette_version_ = 0;  // counts changes of the colour table
    Palette palette_;

    // Where draw() puts the grid: the viewport, the cell size and origin, the scissor box.
    struct Placement {
        int x = 0, top = 0, width = 0, height = 0;  // the viewport, y down
        float device_cell = 0, origin_x = 0, origin_y = 0;
        PixelBox box;  // the pixels that can show cells (y down); empty: nothing to draw
    };
    Placement place(const PaneView& view, float pixel_ratio) const;
};

}  // namespace astar::app
