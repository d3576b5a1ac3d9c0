#version 300 es
precision highp float;

// Dear ImGui's triangles (src/app/imgui_renderer.cpp): what Dear ImGui's OpenGL3 backend draws,
// with nothing the program has to look up. The attributes have fixed locations, and the
// projection is a constant vertex attribute (glVertexAttrib4f) rather than a uniform, whose
// location the app would have to ask WebGL for.
layout(location = 0) in vec2 Position;  // in ImGui's display coordinates
layout(location = 1) in vec2 UV;
layout(location = 2) in vec4 Color;
layout(location = 3) in vec4 Projection;  // xy: scale, zw: offset, to clip space

out vec2 Frag_UV;
out vec4 Frag_Color;

void main() {
    Frag_UV = UV;
    Frag_Color = Color;
    gl_Position = vec4(Position * Projection.xy + Projection.zw, 0.0, 1.0);
}
