#version 300 es
precision highp float;
precision highp usampler2D;
precision highp sampler2D;

// Colours each cell from its code (see src/app/model/cell_visual.hpp), then thin grid lines.
// grid_renderer.cpp compiles it twice: with GRID_LINES defined (inserted after the #version
// line) for cells large enough to show lines, and without for smaller cells, where the line
// strength is 0 and the per-pixel line test would be wasted.
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
#ifdef GRID_LINES
uniform vec3 u_grid_line;        // colour of the lines between cells
uniform float u_line_strength;   // how much of it covers a line pixel (0 to 1)
uniform float u_cell_pixels;     // side of a cell in framebuffer pixels
uniform float u_frame_pixels;    // width of a marked terrain cell's frame (0: none)
#endif

in vec2 v_cell;
out vec4 frag_color;

void main() {
    if (any(lessThan(v_cell, vec2(0.0))) || any(greaterThanEqual(v_cell, u_grid_size))) {
        frag_color = vec4(u_background.rgb, 1.0);
        return;
    }
    // Inside the grid, so truncation is floor and the cell is within the texture (which is
    // exactly the grid's size): no textureSize() and clamp per pixel, which cost SwiftShader
    // (software WebGL) as much as the rest of this shader.
    uint code = texelFetch(u_cells, ivec2(v_cell), 0).r;
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
    frag_color = vec4(color, 1.0);
}
