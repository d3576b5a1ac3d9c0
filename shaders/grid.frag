#version 300 es
precision highp float;
precision highp usampler2D;

// Colours each cell from its code (see src/app/model/cell_visual.hpp): the terrain's palette
// slot, with the search mark's slot blended over it by the mark's alpha; then thin grid lines.
uniform usampler2D u_cells;      // R8UI, one texel per cell, row 0 = top row
uniform vec4 u_palette[32];      // slots 0-15 terrain, 16-31 search marks
uniform vec4 u_grid_line;        // colour and strength of the lines between cells
uniform vec4 u_background;       // outside the grid
uniform vec2 u_grid_size;        // columns, rows
uniform float u_cell_pixels;     // side of a cell in framebuffer pixels

in vec2 v_cell;
out vec4 frag_color;

const uint kTerrainMask = 15u;

void main() {
    if (any(lessThan(v_cell, vec2(0.0))) || any(greaterThanEqual(v_cell, u_grid_size))) {
        frag_color = vec4(u_background.rgb, 1.0);
        return;
    }
    // Inside the grid, so truncation is floor and the cell is within the texture (which is
    // exactly the grid's size): no textureSize() and clamp per pixel, which cost SwiftShader
    // (software WebGL) as much as the rest of this shader.
    uint code = texelFetch(u_cells, ivec2(v_cell), 0).r;
    vec4 terrain = u_palette[int(code & kTerrainMask)];
    vec4 mark = u_palette[16 + int(code >> 4u)];
    vec3 color = mix(terrain.rgb, mark.rgb, mark.a);

    // Lines one pixel wide along each cell's top and left edge (and the grid's last edges),
    // fading in as cells grow from 4 to 8 pixels.
    vec2 past_edge = fract(v_cell) * u_cell_pixels;
    vec2 before_end = (u_grid_size - v_cell) * u_cell_pixels;
    bool on_line = any(lessThan(past_edge, vec2(1.0))) || any(lessThanEqual(before_end, vec2(1.0)));
    float strength = on_line ? u_grid_line.a * smoothstep(4.0, 8.0, u_cell_pixels) : 0.0;
    frag_color = vec4(mix(color, u_grid_line.rgb, strength), 1.0);
}
