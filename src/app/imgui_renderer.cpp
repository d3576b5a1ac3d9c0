#include "app/imgui_renderer.hpp"

#include <GLES3/gl3.h>

#include <cstddef>
#include <cstdint>

#include "app/gl_program.hpp"
#include "app/shaders.hpp"
#include "imgui.h"

namespace astar::app {

namespace {

// The vertex attributes' locations, as shaders/imgui.vert fixes them.
constexpr GLuint kPosition = 0;
constexpr GLuint kUv = 1;
constexpr GLuint kColor = 2;
constexpr GLuint kProjection = 3;  // a constant attribute: no array

static_assert(sizeof(ImDrawIdx) == 4, "the draws below use GL_UNSIGNED_INT indices");

struct Renderer {
    ProgramBuild build;
    bool checked = false;
    GLuint vertex_array = 0;
    GLuint vertices = 0;
    GLuint indices = 0;
    GLsizeiptr vertex_capacity = 0;  // bytes allocated in each buffer
    GLsizeiptr index_capacity = 0;
    GLuint font_texture = 0;
};

Renderer g_renderer;

// What the backend set before drawing (ImGui_ImplOpenGL3_SetupRenderState in 1.86), for
// WebGL 2: blending that keeps the canvas's alpha, no culling, depth or stencil, the scissor
// test for clip rectangles, and the orthographic projection of ImGui's display rectangle.
void set_up_state(const ImDrawData& draw_data, int fb_width, int fb_height) {
    const Renderer& r = g_renderer;
    glEnable(GL_BLEND);
    glBlendEquation(GL_FUNC_ADD);
    glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
    glDisable(GL_CULL_FACE);
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_STENCIL_TEST);
    glEnable(GL_SCISSOR_TEST);
    glViewport(0, 0, fb_width, fb_height);
    const float left = draw_data.DisplayPos.x;
    const float right = draw_data.DisplayPos.x + draw_data.DisplaySize.x;
    const float top = draw_data.DisplayPos.y;
    const float bottom = draw_data.DisplayPos.y + draw_data.DisplaySize.y;
    glUseProgram(r.build.program);
    // The backend's matrix has only these four terms besides its constant row and column.
    glVertexAttrib4f(kProjection, 2.0f / (right - left), 2.0f / (top - bottom),
                     (right + left) / (left - right), (top + bottom) / (bottom - top));
    glActiveTexture(GL_TEXTURE0);
    glBindVertexArray(r.vertex_array);
    glBindBuffer(GL_ARRAY_BUFFER, r.vertices);
}

}  // namespace

void start_imgui_renderer() {
    Renderer& r = g_renderer;
    r.build = start_program(shaders::imgui_vert, shaders::imgui_frag);
    glGenVertexArrays(1, &r.vertex_array);
    glGenBuffers(1, &r.vertices);
    glGenBuffers(1, &r.indices);
    // The vertex array keeps the index buffer and the attribute layout: set once (the backend
    // made a new vertex array every frame).
    glBindVertexArray(r.vertex_array);
    glBindBuffer(GL_ARRAY_BUFFER, r.vertices);
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, r.indices);
    glEnableVertexAttribArray(kPosition);
    glEnableVertexAttribArray(kUv);
    glEnableVertexAttribArray(kColor);
    const auto at = [](std::size_t offset) { return reinterpret_cast<const void*>(offset); };
    glVertexAttribPointer(kPosition, 2, GL_FLOAT, GL_FALSE, sizeof(ImDrawVert),
                          at(offsetof(ImDrawVert, pos)));
    glVertexAttribPointer(kUv, 2, GL_FLOAT, GL_FALSE, sizeof(ImDrawVert),
                          at(offsetof(ImDrawVert, uv)));
    glVertexAttribPointer(kColor, 4, GL_UNSIGNED_BYTE, GL_TRUE, sizeof(ImDrawVert),
                          at(offsetof(ImDrawVert, col)));
    glBindVertexArray(0);
    glBindBuffer(GL_ARRAY_BUFFER, 0);
    ImGui::GetIO().BackendRendererName = "astar_webgl2";
}

void prepare_imgui_renderer() {
    Renderer& r = g_renderer;
    if (r.font_texture != 0) return;
    ImGuiIO& io = ImGui::GetIO();
    unsigned char* pixels = nullptr;
    int width = 0, height = 0;
    io.Fonts->GetTexDataAsAlpha8(&pixels, &width, &height);
    glGenTextures(1, &r.font_texture);
    glBindTexture(GL_TEXTURE_2D, r.font_texture);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);  // rows of one byte a texel, of any width
    glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, width, height, 0, GL_RED, GL_UNSIGNED_BYTE, pixels);
    glBindTexture(GL_TEXTURE_2D, 0);
    io.Fonts->SetTexID(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(r.font_texture)));
}

void drop_imgui_font_texture() {
    Renderer& r = g_renderer;
    if (r.font_texture == 0) return;
    glDeleteTextures(1, &r.font_texture);
    r.font_texture = 0;
    ImGui::GetIO().Fonts->SetTexID(nullptr);
}

void render_imgui(const ImDrawData* draw_data) {
    Renderer& r = g_renderer;
    // In device pixels: ImGui's coordinates are CSS pixels (FramebufferScale is the ratio).
    const int fb_width = static_cast<int>(draw_data->DisplaySize.x * draw_data->FramebufferScale.x);
    const int fb_height =
        static_cast<int>(draw_data->DisplaySize.y * draw_data->FramebufferScale.y);
    if (fb_width <= 0 || fb_height <= 0 || r.build.program == 0) return;
    set_up_state(*draw_data, fb_width, fb_height);
    const ImVec2 clip_off = draw_data->DisplayPos;
    const ImVec2 clip_scale = draw_data->FramebufferScale;
    for (int n = 0; n < draw_data->CmdListsCount; ++n) {
        const ImDrawList* list = draw_data->CmdLists[n];
        const auto vertex_bytes = static_cast<GLsizeiptr>(list->VtxBuffer.Size) *
                                  static_cast<GLsizeiptr>(sizeof(ImDrawVert));
        const auto index_bytes = static_cast<GLsizeiptr>(list->IdxBuffer.Size) *
                                 static_cast<GLsizeiptr>(sizeof(ImDrawIdx));
        // Grown, never shrunk, and written in place, as the backend did.
        if (r.vertex_capacity < vertex_bytes) {
            r.vertex_capacity = vertex_bytes;
            glBufferData(GL_ARRAY_BUFFER, r.vertex_capacity, nullptr, GL_STREAM_DRAW);
        }
        if (r.index_capacity < index_bytes) {
            r.index_capacity = index_bytes;
            glBufferData(GL_ELEMENT_ARRAY_BUFFER, r.index_capacity, nullptr, GL_STREAM_DRAW);
        }
        glBufferSubData(GL_ARRAY_BUFFER, 0, vertex_bytes, list->VtxBuffer.Data);
        glBufferSubData(GL_ELEMENT_ARRAY_BUFFER, 0, index_bytes, list->IdxBuffer.Data);
        for (const ImDrawCmd& cmd : list->CmdBuffer) {
            if (cmd.UserCallback != nullptr) {
                if (cmd.UserCallback == ImDrawCallback_ResetRenderState) {
                    set_up_state(*draw_data, fb_width, fb_height);
                } else {
                    cmd.UserCallback(list, &cmd);
                }
                continue;
            }
            // The clip rectangle in framebuffer pixels; GL's y goes up.
            const ImVec2 clip_min((cmd.ClipRect.x - clip_off.x) * clip_scale.x,
                                  (cmd.ClipRect.y - clip_off.y) * clip_scale.y);
            const ImVec2 clip_max((cmd.ClipRect.z - clip_off.x) * clip_scale.x,
                                  (cmd.ClipRect.w - clip_off.y) * clip_scale.y);
            if (clip_max.x <= clip_min.x || clip_max.y <= clip_min.y) continue;
            glScissor(static_cast<int>(clip_min.x), static_cast<int>(fb_height - clip_max.y),
                      static_cast<int>(clip_max.x - clip_min.x),
                      static_cast<int>(clip_max.y - clip_min.y));
            glBindTexture(GL_TEXTURE_2D,
                          static_cast<GLuint>(reinterpret_cast<std::intptr_t>(cmd.GetTexID())));
            // No vertex offset: the backend flag that would ask for one is not set, and 32-bit
            // indices reach every vertex of a list.
            glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(cmd.ElemCount), GL_UNSIGNED_INT,
                           reinterpret_cast<const void*>(cmd.IdxOffset * sizeof(ImDrawIdx)));
        }
    }
    glDisable(GL_BLEND);
    glDisable(GL_SCISSOR_TEST);
    glBindTexture(GL_TEXTURE_2D, 0);
    glBindBuffer(GL_ARRAY_BUFFER, 0);
    glBindVertexArray(0);
    glUseProgram(0);
}

std::string imgui_renderer_failure() {
    Renderer& r = g_renderer;
    if (r.checked) return r.build.program == 0 ? "Dear ImGui's program did not link" : "";
    r.checked = true;
    std::string error;
    if (finish_program(r.build, &error)) return "";
    return "Dear ImGui's shaders: " + error;
}

}  // namespace astar::app
