#include "app/grid_renderer.hpp"

#include <algorithm>
#include <cmath>

#include "app/gl_program.hpp"
#include "app/shaders.hpp"

namespace astar::app {

GridRenderer::~GridRenderer() {
    if (program_ != 0) glDeleteProgram(program_);
    if (texture_ != 0) glDeleteTextures(1, &texture_);
    if (vertex_array_ != 0) glDeleteVertexArrays(1, &vertex_array_);
}

bool GridRenderer::init(std::string* error) {
    program_ = link_program(shaders::grid_vert, shaders::grid_frag, error);
    if (program_ == 0) return false;
    u_grid_size_ = glGetUniformLocation(program_, "u_grid_size");
    u_cells_ = glGetUniformLocation(program_, "u_cells");
    u_palette_ = glGetUniformLocation(program_, "u_palette");
    u_grid_line_ = glGetUniformLocation(program_, "u_grid_line");
    u_cell_pixels_ = glGetUniformLocation(program_, "u_cell_pixels");
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
    const bool same_size = width == width_ && height == height_;
    if (same_size && std::equal(codes.begin(), codes.end(), uploaded_.begin())) return true;

    glBindTexture(GL_TEXTURE_2D, texture_);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);  // rows of any width, not padded to 4 bytes
    if (same_size) {
        glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, width, height, GL_RED_INTEGER, GL_UNSIGNED_BYTE,
                        codes.data());
    } else {
        glTexImage2D(GL_TEXTURE_2D, 0, GL_R8UI, width, height, 0, GL_RED_INTEGER,
                     GL_UNSIGNED_BYTE, codes.data());
    }
    glBindTexture(GL_TEXTURE_2D, 0);
    width_ = width;
    height_ = height;
    uploaded_.assign(codes.begin(), codes.end());
    ++upload_count_;
    return true;
}

void GridRenderer::draw(const GridLayout& layout, int framebuffer_height) const {
    if (program_ == 0 || width_ == 0 || layout.rect.width < 1 || layout.rect.height < 1) return;

    // GL's viewport has y up. Whole pixels: the quad's edges fall on pixel edges.
    const auto x = static_cast<GLint>(std::lround(layout.rect.x));
    const auto top = static_cast<GLint>(std::lround(layout.rect.y));
    const auto w = static_cast<GLsizei>(std::lround(layout.rect.width));
    const auto h = static_cast<GLsizei>(std::lround(layout.rect.height));
    glViewport(x, framebuffer_height - top - h, w, h);

    glDisable(GL_BLEND);
    glDisable(GL_SCISSOR_TEST);
    glDisable(GL_DEPTH_TEST);
    glUseProgram(program_);
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, texture_);
    glUniform1i(u_cells_, 0);
    glUniform2f(u_grid_size_, static_cast<float>(width_), static_cast<float>(height_));
    glUniform4fv(u_palette_, kPaletteSize, &palette_.slots[0].r);
    const Rgba& line = palette_.grid_line;
    glUniform4f(u_grid_line_, line.r, line.g, line.b, line.a);
    glUniform1f(u_cell_pixels_, layout.cell_size);
    glBindVertexArray(vertex_array_);
    glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
    glBindVertexArray(0);
    glBindTexture(GL_TEXTURE_2D, 0);
    glUseProgram(0);
}

}  // namespace astar::app
