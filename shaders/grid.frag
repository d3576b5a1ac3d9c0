#version 300 es
precision highp float;
precision highp usampler2D;
precision highp sampler2D;

// Colours each cell from its code (see src/app/model/cell_visual.hpp), then thin grid lines.
// grid_renderer.cpp compiles it with GRID_LINES defined (inserted after the #version line) for
// cells large enough to show lines, and without for smaller cells, where the line strength is
// 0 and the per-pixel line test would be wasted; each of the two also with OUTLINES defined
// when the other panes' outlines are asked for.
//
// Every line here is paid for per pixel, and in software WebGL (SwiftShader, this project's
// headless browser benchmarks) that is most of the frame: the colour of each code is looked up
// in a table (terrain and mark blended in advance on the CPU) rather than taken from two
// dynamically indexed uniform-array slots and blended here.
uniform usampler2D u_cells;      // R8UI, one texel per cell, row 0 = top row
uniform sampler2D u_colours;     // 256 x 2 RGBA32F: the colour shown for each code (row 0),
                                 // and along its edges (row 1, see frame_colour in palette.hpp)
uniform vec4 u_background;       // outside the grid
uniform vec2 u_grid_size;        // columns, rows
#ifndef GRID_LINES
uniform float u_half_pixel;      // half a pixel's side, in cells
#endif
#ifdef GRID_LINES
uniform vec3 u_grid_line;        // colour of the lines between cells
uniform float u_line_strength;   // how much of it covers a line pixel (0 to 1)
uniform float u_cell_pixels;     // side of a cell in framebuffer pixels
uniform float u_frame_pixels;    // width of a marked terrain cell's frame (0: none)
#endif

#ifdef OUTLINES
// The other panes' expanded cells, outlined in their colours (View: "Other panes' outlines",
// or O; grid_renderer.cpp compiles this part in only then, so that the default picture pays
// nothing for it).
uniform usampler2D u_other0;     // the other panes' cell codes, as u_cells
uniform usampler2D u_other1;
uniform usampler2D u_other2;
uniform int u_other_count;       // 0 to 3
uniform vec3 u_other_colour[3];
uniform vec2 u_outline_step;     // the outline's width, in cells: (w, 0) and (0, w) below
#endif

in vec2 v_cell;
out vec4 frag_color;

#ifdef OUTLINES
// Whether that pane has expanded `cell`: closed, being expanded, on the path or the start
// (the mark in a code's high 4 bits, see cell_visual.hpp). Outside the grid: no.
bool expanded(usampler2D cells, vec2 cell) {
    if (any(lessThan(cell, vec2(0.0))) || any(greaterThanEqual(cell, u_grid_size))) return false;
    uint mark = texelFetch(cells, ivec2(cell), 0).r >> 4;
    return mark >= 2u && mark <= 5u;
}

// Whether this pixel lies on the inside edge of the cells that pane has expanded: expanded,
// with a pixel the outline's width away on some side that is not.
bool on_outline(usampler2D cells) {
    if (!expanded(cells, v_cell)) return false;
    vec2 across = vec2(u_outline_step.x, 0.0), down = vec2(0.0, u_outline_step.y);
    return !expanded(cells, v_cell + across) || !expanded(cells, v_cell - across) ||
           !expanded(cells, v_cell + down) || !expanded(cells, v_cell - down);
}
#endif

void main() {
#ifdef GRID_LINES
    vec2 cell = v_cell;
    if (any(lessThan(cell, vec2(0.0))) || any(greaterThanEqual(cell, u_grid_size))) {
        frag_color = vec4(u_background.rgb, 1.0);
        return;
    }
#else
    // Cells under a pixel: a pixel that the grid covers in part shows the grid's nearest cell.
    // Tested at the pixel's centre alone, a grid thinner than a pixel (a 1 x 2048 map fitted to
    // its pane) fell between the centres and vanished from some panes (QA pass).
    // (The clamp stays inside the last cell: 1/1024 of a cell is a float step up to 8192.)
    vec2 cell = clamp(v_cell, vec2(0.0), u_grid_size - 1.0 / 1024.0);
    if (any(greaterThan(abs(v_cell - cell), vec2(u_half_pixel)))) {
        frag_color = vec4(u_background.rgb, 1.0);
        return;
    }
#endif
    // Inside the grid, so truncation is floor and the cell is within the texture (which is
    // exactly the grid's size): no textureSize() and clamp per pixel, which cost SwiftShader
    // (software WebGL) as much as the rest of this shader.
    uint code = texelFetch(u_cells, ivec2(cell), 0).r;
    vec3 color = texelFetch(u_colours, ivec2(int(code), 0), 0).rgb;
#ifdef GRID_LINES
    vec2 past_edge = fract(v_cell) * u_cell_pixels;
    // Sand, swamp or water under a search mark keeps its own colour in a frame along the
    // cell's edges: the tint alone can make one terrain look like another.
    vec2 to_edge = min(past_edge, vec2(u_cell_pixels) - past_edge);
    if (min(to_edge.x, to_edge.y) < u_frame_pixels) {
        color = texelFetch(u_colours, ivec2(int(code), 1), 0).rgb;
    }
    // Lines one pixel wide along each cell's top and left edge (and the grid's last edges).
    vec2 before_end = (u_grid_size - v_cell) * u_cell_pixels;
    bool on_line = any(lessThan(past_edge, vec2(1.0))) || any(lessThanEqual(before_end, vec2(1.0)));
    color = mix(color, u_grid_line, on_line ? u_line_strength : 0.0);
#endif
#ifdef OUTLINES
    // && evaluates its right side only when the left is true: no unbound sampler is read.
    if (u_other_count > 0 && on_outline(u_other0)) color = u_other_colour[0];
    if (u_other_count > 1 && on_outline(u_other1)) color = u_other_colour[1];
    if (u_other_count > 2 && on_outline(u_other2)) color = u_other_colour[2];
#endif
    frag_color = vec4(color, 1.0);
}
