#include "app/grid_renderer.hpp"

#include <algorithm>
#include <cmath>

#include "app/gl_program.hpp"
#include "app/shaders.hpp"

namespace astar::app {

namespace {

// One program for every renderer, compiled when the first is made and kept for the page's life
// (the app has one GL context): the panes differ only in their texture and uniforms. Compiling
// it once per pane cost the first frame of the default scene two more compile and link round
// trips to the browser's GPU process (bench/browser/frames.mjs).
GLuint shared_program(std::string* error) {
    static GLuint program = 0;
    if (program == 0) program = link_program(shaders::grid_vert, shaders::grid_frag, error);
    return program;
}

// Pixels [first, last) of a viewport `pixels` wide (or high), counted from its left (or top)
// edge, that can show grid cells: those within a pixel of the grid's `cells` cells, which start
// at cell coordinate -origin at pixel 0, `cell_pixels` pixels each. The margin leaves the edge
// pixels to the shader's own inside-the-grid test, so the picture is exactly the same.
struct PixelSpan {
    int first = 0, last = 0;
    bool empty() const { return last <= first; }
};

PixelSpan grid_span(float origin, int cells, float cell_pixels, int pixels) {
    const float start = -origin * cell_pixels;
    const float end = (static_cast<float>(cells) - origin) * cell_pixels;
    // Clamped as floats first: a far-off grid must not overflow the int conversion.
    const float lo = std::clamp(std::floor(start) - 1.0f, 0.0f, static_cast<float>(pixels));
    const float hi = std::clamp(std::ceil(end) + 1.0f, 0.0f, static_cast<float>(pixels));
    return {static_cast<int>(lo), static_cast<int>(hi)};
}

}  // namespace

GridRenderer::~GridRenderer() {
    if (texture_ != 0) glDeleteTextures(1, &texture_);
    if (vertex_array_ != 0) glDeleteVertexArrays(1, &vertex_array_);
}

bool GridRenderer::init(std::string* error) {
    program_ = shared_program(error);
    if (program_ == 0) return false;
    u_grid_size_ = glGetUniformLocation(program_, "u_grid_size");
    u_cells_ = glGetUniformLocation(program_, "u_cells");
    u_palette_ = glGetUniformLocation(program_, "u_palette");
    u_grid_line_ = glGetUniformLocation(program_, "u_grid_line");
    u_cell_pixels_ = glGetUniformLocation(program_, "u_cell_pixels");
    u_origin_ = glGetUniformLocation(program_, "u_origin");
    u_view_cells_ = glGetUniformLocation(program_, "u_view_cells");
    u_background_ = glGetUniformLocation(program_, "u_background");
    glGetIntegerv(GL_MAX_TEXTURE_SIZE, &max_texture_size_);

    glGenTextures(1, &texture_);
    glBindTexture(GL_TEXTURE_2D, texture_);
    // Integer textures cannot be filtered: nearest, and texelFetch in the shader anyway.
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glBindTexture(GL_TEXTURE_2D, 0);

    glGenVertexArrays(1, &vertex_array_);
    return true;
}

bool GridRenderer::set_cells(int width, int height, std::span<const std::uint8_t> codes) {
    if (width <= 0 || height <= 0 || width > max_texture_size_ || height > max_texture_size_ ||
        codes.size() != static_cast<std::size_t>(width) * static_cast<std::size_t>(height)) {
        return false;
    }
    glBindTexture(GL_TEXTURE_2D, texture_);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);  // rows of any width, not padded to 4 bytes
    if (width == width_ && height == height_) {
        glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, width, height, GL_RED_INTEGER, GL_UNSIGNED_BYTE,
                        codes.data());
    } else {
        glTexImage2D(GL_TEXTURE_2D, 0, GL_R8UI, width, height, 0, GL_RED_INTEGER,
                     GL_UNSIGNED_BYTE, codes.data());
    }
    glBindTexture(GL_TEXTURE_2D, 0);
    width_ = width;
    height_ = height;
    ++upload_count_;
    return true;
}

void GridRenderer::update_rows(std::span<const std::uint8_t> codes, RowRange rows) {
    rows.first = std::max(rows.first, 0);
    rows.last = std::min(rows.last, height_);
    if (rows.empty() || codes.size() != static_cast<std::size_t>(width_) * height_) return;
    glBindTexture(GL_TEXTURE_2D, texture_);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexSubImage2D(GL_TEXTURE_2D, 0, 0, rows.first, width_, rows.last - rows.first,
                    GL_RED_INTEGER, GL_UNSIGNED_BYTE,
                    codes.data() + static_cast<std::size_t>(rows.first) * width_);
    glBindTexture(GL_TEXTURE_2D, 0);
    ++upload_count_;
}

void GridRenderer::draw(const PaneView& view, float pixel_ratio, int framebuffer_height) const {
    if (program_ == 0 || width_ == 0 || view.rect.width < 1 || view.rect.height < 1 ||
        view.cell_size <= 0) {
        return;
    }
    // GL's viewport has y up and counts framebuffer pixels.
    const auto x = static_cast<GLint>(std::lround(view.rect.x * pixel_ratio));
    const auto top = static_cast<GLint>(std::lround(view.rect.y * pixel_ratio));
    const auto w = static_cast<GLsizei>(std::lround(view.rect.width * pixel_ratio));
    const auto h = static_cast<GLsizei>(std::lround(view.rect.height * pixel_ratio));
    const float device_cell = view.cell_size * pixel_ratio;
    const PixelSpan across = grid_span(view.origin_x, width_, device_cell, w);
    const PixelSpan down = grid_span(view.origin_y, height_, device_cell, h);
    if (across.empty() || down.empty()) return;  // the grid is scrolled out of the pane
    glViewport(x, framebuffer_height - top - h, w, h);
    // The frame was cleared to the background colour, which is what the shader paints outside
    // the grid: only the grid's own pixels need the shader. Software WebGL (SwiftShader) pays
    // for every shaded pixel, and a square map in a tall pane leaves half of it background.
    glEnable(GL_SCISSOR_TEST);
    glScissor(x + across.first, framebuffer_height - top - down.last, across.last - across.first,
              down.last - down.first);

    glDisable(GL_BLEND);
    glDisable(GL_DEPTH_TEST);
    glUseProgram(program_);
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, texture_);
    glUniform1i(u_cells_, 0);
    glUniform2f(u_grid_size_, static_cast<float>(width_), static_cast<float>(height_));
    glUniform2f(u_origin_, view.origin_x, view.origin_y);
    // The viewport was rounded to whole pixels; span exactly what it covers.
    glUniform2f(u_view_cells_, static_cast<float>(w) / device_cell,
                static_cast<float>(h) / device_cell);
    glUniform4fv(u_palette_, kPaletteSize, &palette_.slots[0].r);
    const Rgba& line = palette_.grid_line;
    glUniform4f(u_grid_line_, line.r, line.g, line.b, line.a);
    const Rgba& bg = palette_.background;
    glUniform4f(u_background_, bg.r, bg.g, bg.b, 1.0f);
    glUniform1f(u_cell_pixels_, device_cell);
    glBindVertexArray(vertex_array_);
    glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
    glBindVertexArray(0);
    glBindTexture(GL_TEXTURE_2D, 0);
    glUseProgram(0);
    glDisable(GL_SCISSOR_TEST);
}

}  // namespace astar::app
