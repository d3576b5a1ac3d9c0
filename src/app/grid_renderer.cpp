#include "app/grid_renderer.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "app/gl_program.hpp"
#include "app/pass_scissor.hpp"
#include "app/shaders.hpp"

namespace astar::app {

namespace {

// The grid's program and its uniforms' locations.
struct GridProgram {
    GLuint id = 0;
    GLint u_cells = -1, u_colours = -1, u_grid_size = -1, u_background = -1, u_origin = -1,
          u_view_cells = -1, u_grid_line = -1, u_line_strength = -1, u_cell_pixels = -1,
          u_frame_pixels = -1, u_other[3] = {-1, -1, -1}, u_other_count = -1,
          u_other_colour = -1, u_outline_step = -1, u_half_pixel = -1;
};

// grid.frag with its grid lines (GRID_LINES defined) or without: the line test is per pixel,
// and below 4 pixels a cell the lines have strength 0. With `outlines`, also the other panes'
// outlines (OUTLINES). Returns id 0 with the log in *error.
GridProgram make_program(bool lines, bool outlines, std::string* error) {
    std::string fragment = shaders::grid_frag;
    // The defines go after the #version line, which must come first.
    if (lines) fragment.insert(fragment.find('\n') + 1, "#define GRID_LINES 1\n");
    if (outlines) fragment.insert(fragment.find('\n') + 1, "#define OUTLINES 1\n");
    GridProgram p;
    p.id = link_program(shaders::grid_vert, fragment.c_str(), error);
    if (p.id == 0) return p;
    p.u_cells = glGetUniformLocation(p.id, "u_cells");
    p.u_colours = glGetUniformLocation(p.id, "u_colours");
    p.u_grid_size = glGetUniformLocation(p.id, "u_grid_size");
    p.u_background = glGetUniformLocation(p.id, "u_background");
    p.u_origin = glGetUniformLocation(p.id, "u_origin");
    p.u_view_cells = glGetUniformLocation(p.id, "u_view_cells");
    p.u_grid_line = glGetUniformLocation(p.id, "u_grid_line");
    p.u_line_strength = glGetUniformLocation(p.id, "u_line_strength");
    p.u_cell_pixels = glGetUniformLocation(p.id, "u_cell_pixels");
    p.u_frame_pixels = glGetUniformLocation(p.id, "u_frame_pixels");
    p.u_half_pixel = glGetUniformLocation(p.id, "u_half_pixel");
    for (int i = 0; i < 3; ++i) {
        const std::string name = "u_other" + std::to_string(i);
        p.u_other[i] = glGetUniformLocation(p.id, name.c_str());
    }
    p.u_other_count = glGetUniformLocation(p.id, "u_other_count");
    p.u_other_colour = glGetUniformLocation(p.id, "u_other_colour");
    p.u_outline_step = glGetUniformLocation(p.id, "u_outline_step");
    return p;
}

// The programs are shared by every renderer and kept for the page's life (the app has one GL
// context): the panes differ only in their textures and uniforms. Compiling once per pane cost
// the first frame of the default scene two more compile and link round trips to the browser's
// GPU process (bench/browser/frames.mjs). Each is compiled once, when first asked for: the one
// with lines by the first renderer's init() (the opening scene shows lines), the others when
// cells first get small or outlines are first shown. Returns nullptr, with the log in *error,
// if it does not compile.
const GridProgram* shared_program(bool lines, bool outlines, std::string* error) {
    struct Made {
        bool tried = false;
        GridProgram program;
        std::string error;
    };
    static Made made[4];
    Made& m = made[(lines ? 1 : 0) + (outlines ? 2 : 0)];
    if (!m.tried) {
        m.program = make_program(lines, outlines, &m.error);
        m.tried = true;
    }
    if (m.program.id == 0) {
        *error = m.error;
        return nullptr;
    }
    return &m.program;
}

// smoothstep(edge0, edge1, x) as GLSL defines it.
float smoothstep(float edge0, float edge1, float x) {
    const float t = std::clamp((x - edge0) / (edge1 - edge0), 0.0f, 1.0f);
    return t * t * (3.0f - 2.0f * t);
}

// Width in framebuffer pixels of the terrain frame of a marked sand, swamp or water cell
// (frame_colour in palette.hpp): none below 8-pixel cells, where it would leave no tint to
// see, then about a seventh of the cell, 2 to 5 pixels.
float terrain_frame_pixels(float device_cell) {
    if (device_cell < 8.0f) return 0.0f;
    return std::clamp(std::round(device_cell / 7.0f), 2.0f, 5.0f);
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
    if (colour_table_ != 0) glDeleteTextures(1, &colour_table_);
    if (vertex_array_ != 0) glDeleteVertexArrays(1, &vertex_array_);
}

bool GridRenderer::init(std::string* error) {
    if (shared_program(true, false, error) == nullptr) return false;
    glGetIntegerv(GL_MAX_TEXTURE_SIZE, &max_texture_size_);

    // Integer and 32-bit float textures cannot be filtered: nearest (the shader uses texelFetch
    // anyway, but a texture that asks for filtering would be incomplete).
    for (GLuint* texture : {&texture_, &colour_table_}) {
        glGenTextures(1, texture);
        glBindTexture(GL_TEXTURE_2D, *texture);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    }
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
    ++cells_version_;
    return true;
}

void GridRenderer::update_cells(std::span<const std::uint8_t> codes, CellRect rect) {
    rect = {std::max(rect.x0, 0), std::max(rect.y0, 0), std::min(rect.x1, width_),
            std::min(rect.y1, height_)};
    if (rect.empty() || codes.size() != static_cast<std::size_t>(width_) * height_) return;
    glBindTexture(GL_TEXTURE_2D, texture_);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    // The rectangle's rows are `width_` codes apart in `codes`.
    glPixelStorei(GL_UNPACK_ROW_LENGTH, width_);
    glTexSubImage2D(GL_TEXTURE_2D, 0, rect.x0, rect.y0, rect.x1 - rect.x0, rect.y1 - rect.y0,
                    GL_RED_INTEGER, GL_UNSIGNED_BYTE,
                    codes.data() + static_cast<std::size_t>(rect.y0) * width_ + rect.x0);
    glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
    glBindTexture(GL_TEXTURE_2D, 0);
    ++upload_count_;
}

void GridRenderer::set_palette(const Palette& palette) {
    const bool same = colour_table_set_ &&
                      std::memcmp(palette.slots.data(), palette_.slots.data(),
                                  sizeof(palette.slots)) == 0;
    palette_ = palette;
    if (same || colour_table_ == 0) return;
    // Floats, so that the shader shows exactly the colour it used to blend per pixel. Row 0:
    // the cell; row 1: its edge band (the plain terrain under a search mark, see frame_colour).
    std::array<Rgba, 2 * 256> table;
    for (int code = 0; code < 256; ++code) {
        const auto c = static_cast<std::uint8_t>(code);
        table[static_cast<std::size_t>(code)] = displayed_colour(palette, c);
        table[static_cast<std::size_t>(256 + code)] = frame_colour(palette, c);
    }
    glBindTexture(GL_TEXTURE_2D, colour_table_);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA32F, 256, 2, 0, GL_RGBA, GL_FLOAT, &table[0].r);
    glBindTexture(GL_TEXTURE_2D, 0);
    colour_table_set_ = true;
    ++palette_version_;
}

GridRenderer::Placement GridRenderer::place(const PaneView& view, float pixel_ratio) const {
    Placement p;
    if (!colour_table_set_ || width_ == 0 || view.rect.width < 1 || view.rect.height < 1 ||
        view.cell_size <= 0) {
        return p;
    }
    // GL's viewport counts framebuffer pixels.
    p.x = static_cast<int>(std::lround(view.rect.x * pixel_ratio));
    p.top = static_cast<int>(std::lround(view.rect.y * pixel_ratio));
    p.width = static_cast<int>(std::lround(view.rect.width * pixel_ratio));
    p.height = static_cast<int>(std::lround(view.rect.height * pixel_ratio));
    p.device_cell = view.cell_size * pixel_ratio;
    // The cell coordinate at the rounded viewport's top-left corner, which is up to half a
    // device pixel from the pane's: the cells stay where pane_view put them (on whole device
    // pixels), under the overlays ImGui draws at the same coordinates.
    p.origin_x = view.to_cell_x(static_cast<float>(p.x) / pixel_ratio);
    p.origin_y = view.to_cell_y(static_cast<float>(p.top) / pixel_ratio);
    const PixelSpan across = grid_span(p.origin_x, width_, p.device_cell, p.width);
    const PixelSpan down = grid_span(p.origin_y, height_, p.device_cell, p.height);
    // Empty when the grid is scrolled out of the pane.
    if (!across.empty() && !down.empty()) {
        p.box = {p.x + across.first, p.top + down.first, p.x + across.last, p.top + down.last};
    }
    return p;
}

Primitive GridRenderer::describe(const PaneView& view, float pixel_ratio,
                                 std::span<const OtherPane> others) const {
    const Placement p = place(view, pixel_ratio);
    if (p.box.empty()) return {};
    others = others.first(std::min<std::size_t>(others.size(), 3));
    const auto low = [](std::uint64_t v) { return static_cast<std::uint32_t>(v); };
    const auto high = [](std::uint64_t v) { return static_cast<std::uint32_t>(v >> 32); };
    // Everything draw() passes to GL besides the cells uploaded since: the palette's colours
    // (through its version and the line colour), the placement, the cells' uploads as a whole,
    // and the other panes' outlines.
    std::vector<std::uint32_t> words = {
        texture_, low(cells_version_), high(cells_version_), low(palette_version_),
        high(palette_version_), static_cast<std::uint32_t>(width_),
        static_cast<std::uint32_t>(height_), static_cast<std::uint32_t>(p.x),
        static_cast<std::uint32_t>(p.top), static_cast<std::uint32_t>(p.width),
        static_cast<std::uint32_t>(p.height), float_word(p.device_cell), float_word(p.origin_x),
        float_word(p.origin_y), float_word(palette_.grid_line.r),
        float_word(palette_.grid_line.g), float_word(palette_.grid_line.b),
        float_word(palette_.grid_line.a), float_word(palette_.background.r),
        float_word(palette_.background.g), float_word(palette_.background.b),
        static_cast<std::uint32_t>(others.size())};
    for (const OtherPane& o : others) {
        words.insert(words.end(), {o.texture, low(o.cells_version), high(o.cells_version),
                                   float_word(o.colour.r), float_word(o.colour.g),
                                   float_word(o.colour.b)});
    }
    return {hash_words(words), p.box};
}

void GridRenderer::cells_boxes(const PaneView& view, float pixel_ratio,
                               std::span<const CellRect> rects,
                               std::vector<PixelBox>& out) const {
    if (rects.empty()) return;
    const Placement p = place(view, pixel_ratio);  // once for all of them
    if (p.box.empty()) return;
    // A pixel shows the cell under it, and its outline or terrain frame looks at most a cell
    // or 3 pixels (the outline's width) away: one cell and 4 pixels of margin hold them all.
    const float margin = p.device_cell + 4.0f;
    // Clamped as floats: a cell far outside the pane must not overflow the conversion.
    const auto edge = [&p, margin](float origin, int screen, int cell, float side, int low,
                                   int high) {
        const float at = static_cast<float>(screen) +
                         (static_cast<float>(cell) - origin) * p.device_cell + side * margin;
        const float rounded = side < 0 ? std::floor(at) : std::ceil(at);
        return static_cast<int>(std::clamp(rounded, static_cast<float>(low) - 1.0f,
                                           static_cast<float>(high) + 1.0f));
    };
    for (const CellRect& rect : rects) {
        if (rect.empty()) continue;
        const PixelBox box = intersection(
            {edge(p.origin_x, p.x, rect.x0, -1.0f, p.box.x0, p.box.x1),
             edge(p.origin_y, p.top, rect.y0, -1.0f, p.box.y0, p.box.y1),
             edge(p.origin_x, p.x, rect.x1, 1.0f, p.box.x0, p.box.x1),
             edge(p.origin_y, p.top, rect.y1, 1.0f, p.box.y0, p.box.y1)},
            p.box);
        if (!box.empty()) out.push_back(box);
    }
}

void GridRenderer::draw(const PaneView& view, float pixel_ratio, int framebuffer_height,
                        std::span<const OtherPane> others) const {
    const Placement placement = place(view, pixel_ratio);
    if (placement.box.empty()) return;
    const GLint x = placement.x;
    const GLint top = placement.top;
    const GLsizei w = placement.width;
    const GLsizei h = placement.height;
    const float device_cell = placement.device_cell;
    const float origin_x = placement.origin_x;
    const float origin_y = placement.origin_y;

    // Lines fade in as cells grow from 4 to 8 pixels.
    const Rgba& line = palette_.grid_line;
    const float strength = line.a * smoothstep(4.0f, 8.0f, device_cell);
    // Should the one without lines fail to compile, the one with lines (init() made it) draws
    // the same picture with strength 0; should one with outlines fail, none are drawn.
    others = others.first(std::min<std::size_t>(others.size(), 3));
    std::string error;
    const GridProgram* p = shared_program(strength > 0.0f, !others.empty(), &error);
    if (p == nullptr && !others.empty()) {
        others = {};
        p = shared_program(strength > 0.0f, false, &error);
    }
    if (p == nullptr) p = shared_program(true, false, &error);
    if (p == nullptr) return;

    glViewport(x, framebuffer_height - top - h, w, h);
    // The frame was cleared to the background colour, which is what the shader paints outside
    // the grid: only the grid's own pixels need the shader. Software WebGL (SwiftShader) pays
    // for every shaded pixel, and a square map in a tall pane leaves half of it background.
    // It is drawn in each of the frame's pass boxes (pass_scissor.hpp) that the box meets.
    const PixelBox& box = placement.box;
    if (!meets_a_pass(box.x0, framebuffer_height - box.y1, box.x1 - box.x0, box.y1 - box.y0)) {
        return;
    }

    glDisable(GL_BLEND);
    glDisable(GL_DEPTH_TEST);
    glUseProgram(p->id);
    glActiveTexture(GL_TEXTURE1);
    glBindTexture(GL_TEXTURE_2D, colour_table_);
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, texture_);
    glUniform1i(p->u_cells, 0);
    glUniform1i(p->u_colours, 1);
    glUniform2f(p->u_grid_size, static_cast<float>(width_), static_cast<float>(height_));
    glUniform2f(p->u_origin, origin_x, origin_y);
    // The viewport was rounded to whole pixels; span exactly what it covers.
    glUniform2f(p->u_view_cells, static_cast<float>(w) / device_cell,
                static_cast<float>(h) / device_cell);
    const Rgba& bg = palette_.background;
    glUniform4f(p->u_background, bg.r, bg.g, bg.b, 1.0f);
    if (p->u_grid_line >= 0) {  // the program with lines
        glUniform3f(p->u_grid_line, line.r, line.g, line.b);
        glUniform1f(p->u_line_strength, strength);
        glUniform1f(p->u_cell_pixels, device_cell);
        glUniform1f(p->u_frame_pixels, terrain_frame_pixels(device_cell));
    }
    if (p->u_half_pixel >= 0) glUniform1f(p->u_half_pixel, 0.5f / device_cell);  // without lines
    if (p->u_other_count >= 0) {  // the program with outlines
        GLfloat colours[3 * 3] = {};
        for (std::size_t i = 0; i < others.size(); ++i) {
            glActiveTexture(GL_TEXTURE2 + static_cast<GLenum>(i));
            glBindTexture(GL_TEXTURE_2D, others[i].texture);
            glUniform1i(p->u_other[i], 2 + static_cast<GLint>(i));
            colours[3 * i] = others[i].colour.r;
            colours[3 * i + 1] = others[i].colour.g;
            colours[3 * i + 2] = others[i].colour.b;
        }
        glUniform1i(p->u_other_count, static_cast<GLint>(others.size()));
        glUniform3fv(p->u_other_colour, 3, colours);
        // Two framebuffer pixels wide, three once cells are large enough to spare them.
        const float width = (device_cell >= 12.0f ? 3.0f : 2.0f) / device_cell;
        glUniform2f(p->u_outline_step, width, width);
    }
    glBindVertexArray(vertex_array_);
    for_each_pass(box.x0, framebuffer_height - box.y1, box.x1 - box.x0, box.y1 - box.y0,
                  [](const PixelBox&) { glDrawArrays(GL_TRIANGLE_STRIP, 0, 4); });
    glBindVertexArray(0);
    for (std::size_t i = 0; i < others.size(); ++i) {
        glActiveTexture(GL_TEXTURE2 + static_cast<GLenum>(i));
        glBindTexture(GL_TEXTURE_2D, 0);
    }
    glActiveTexture(GL_TEXTURE1);
    glBindTexture(GL_TEXTURE_2D, 0);
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, 0);
    glUseProgram(0);
    glDisable(GL_SCISSOR_TEST);
}

}  // namespace astar::app
