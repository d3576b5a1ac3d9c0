#include "app/pass_scissor.hpp"

#include <GLES3/gl3.h>

#include <limits>

namespace astar::app {

namespace {

constexpr int kLimit = std::numeric_limits<int>::max() / 2;
const PixelBox kEverything{-kLimit, -kLimit, kLimit, kLimit};

std::vector<PixelBox>& boxes() {
    static std::vector<PixelBox> in_gl{kEverything};
    return in_gl;
}

}  // namespace

void set_passes(std::span<const PixelBox> passes, int framebuffer_height) {
    std::vector<PixelBox>& in_gl = boxes();
    in_gl.clear();
    for (const PixelBox& b : passes) {
        in_gl.push_back({b.x0, framebuffer_height - b.y1, b.x1, framebuffer_height - b.y0});
    }
}

void set_whole_canvas_pass() {
    boxes().assign(1, kEverything);
}

std::span<const PixelBox> pass_boxes() {
    return boxes();
}

bool one_pass_over(int width, int height) {
    const std::vector<PixelBox>& in_gl = boxes();
    return in_gl.size() == 1 && intersection(in_gl[0], {0, 0, width, height}) ==
                                    PixelBox{0, 0, width, height};
}

bool meets_a_pass(int x, int y, int width, int height) {
    const PixelBox wanted{x, y, x + width, y + height};
    for (const PixelBox& pass : boxes()) {
        if (!intersection(wanted, pass).empty()) return true;
    }
    return false;
}

void set_scissor(const PixelBox& box_in_gl) {
    glEnable(GL_SCISSOR_TEST);
    glScissor(box_in_gl.x0, box_in_gl.y0, box_in_gl.x1 - box_in_gl.x0,
              box_in_gl.y1 - box_in_gl.y0);
}

}  // namespace astar::app
