// The boxes of the canvas that this frame draws again.
//
// A frame that redraws only what changed (redraw_region.hpp, frame_drawing.cpp) draws in a few
// boxes that do not overlap. Every renderer draws through for_each_pass: it gives the scissor box
// it would have set, and draws once for each box that box meets, with the scissor set to where
// they meet. Nothing is drawn twice on a pixel, so blending comes out as in one full draw. When
// the whole canvas is drawn, that is one box, and for_each_pass is one glScissor and one draw.
#pragma once

#include <span>
#include <vector>

#include "app/model/redraw_region.hpp"

namespace astar::app {

// The boxes in framebuffer pixels (y down) of a framebuffer `framebuffer_height` high.
void set_passes(std::span<const PixelBox> boxes, int framebuffer_height);
// One box: the whole canvas.
void set_whole_canvas_pass();

// The boxes in GL's window coordinates (y up, as glScissor takes them).
std::span<const PixelBox> pass_boxes();

// Whether one pass box holds all of a canvas `width` x `height`: the frame is drawn whole.
bool one_pass_over(int width, int height);
// Whether (x, y, width, height), in GL's window coordinates, meets some pass box.
bool meets_a_pass(int x, int y, int width, int height);

// Sets the scissor to each pass box's part of (x, y, width, height) in GL's window coordinates,
// with GL_SCISSOR_TEST enabled, and calls draw(part) after each, the part in GL's window
// coordinates; none if they do not meet.
template <class Draw>
void for_each_pass(int x, int y, int width, int height, Draw&& draw);

void set_scissor(const PixelBox& box_in_gl);  // glScissor of a box in GL's window coordinates

template <class Draw>
void for_each_pass(int x, int y, int width, int height, Draw&& draw) {
    const PixelBox wanted{x, y, x + width, y + height};
    for (const PixelBox& pass : pass_boxes()) {
        const PixelBox cut = intersection(wanted, pass);
        if (cut.empty()) continue;
        set_scissor(cut);
        draw(cut);
    }
}

}  // namespace astar::app
