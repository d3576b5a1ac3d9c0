#version 300 es
precision highp float;

// One quad over the pane's viewport, made from gl_VertexID: no vertex buffer.
// v_cell is the cell coordinate under each pixel: u_origin at the pane's top-left corner, growing
// by u_view_cells across the pane. (0, 0) is the grid's top-left corner, (columns, rows) its
// bottom-right; outside that range the fragment shader paints the background.
uniform vec2 u_origin;      // cell coordinate at the pane's top-left corner
uniform vec2 u_view_cells;  // how many cells the pane spans, across and down

out vec2 v_cell;

void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));  // strip: 00 10 01 11
    v_cell = u_origin + vec2(corner.x, 1.0 - corner.y) * u_view_cells;
    gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
