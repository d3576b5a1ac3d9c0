#version 300 es
precision mediump float;

// Dear ImGui's fragment shader for OpenGL ES 3, for a font atlas of one channel: its texels are
// the glyphs' coverage, drawn as white with that alpha, as in the RGBA atlas the backend used
// (the app draws no other texture with ImGui). `Texture` is never set: a sampler uniform starts
// at 0, texture unit 0, where src/app/imgui_renderer.cpp binds each draw's texture.
uniform sampler2D Texture;

in vec2 Frag_UV;
in vec4 Frag_Color;

layout(location = 0) out vec4 Out_Color;

void main() {
    Out_Color = Frag_Color * vec4(1.0, 1.0, 1.0, texture(Texture, Frag_UV.st).r);
}
