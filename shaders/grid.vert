#version 300 es
precision highp float;

// One quad over the grid's viewport, made from gl_VertexID: no vertex buffer.
// v_cell runs from (0, 0) at the grid's top-left corner to (columns, rows) at its bottom-right.
uniform vec2 u_grid_size;  // columns, rows

out vec2 v_cell;

void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));  // strip: 00 10 01 11
    v_cell = vec2(corner.x, 1.0 - corner.y) * u_grid_size;
    gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
