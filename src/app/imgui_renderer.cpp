#include "app/imgui_renderer.hpp"

#include <GLES3/gl3.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "app/gl_program.hpp"
#include "app/pass_scissor.hpp"
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
    std::uint32_t font_uploads = 0;  // a rebuilt atlas may get the old texture's name back
};

Renderer g_renderer;

// The runs of triangles describe_imgui made primitives of, in drawing order: where each is in
// the index buffer of its draw list, and its pixels. render_imgui draws, in a pass box smaller
// than the canvas, only the runs that meet it: SwiftShader runs the vertices of every triangle
// a draw call names, whatever its scissor leaves of them.
struct Run {
    std::size_t command = 0;        // counting every command of every list, in drawing order
    unsigned first = 0, count = 0;  // indices
    PixelBox box;                   // y down
};
std::vector<Run> g_runs;

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

// A command's clip rectangle in framebuffer pixels, y down: the pixels of the scissor box the
// backend set for it (its rounding included), or an empty box if it set none.
PixelBox clip_box(const ImDrawCmd& cmd, const ImDrawData& draw_data, int fb_height) {
    const ImVec2 off = draw_data.DisplayPos;
    const ImVec2 scale = draw_data.FramebufferScale;
    const ImVec2 clip_min((cmd.ClipRect.x - off.x) * scale.x, (cmd.ClipRect.y - off.y) * scale.y);
    const ImVec2 clip_max((cmd.ClipRect.z - off.x) * scale.x, (cmd.ClipRect.w - off.y) * scale.y);
    if (clip_max.x <= clip_min.x || clip_max.y <= clip_min.y) return {};
    // GL's y goes up: the box from the bottom edge the backend gave glScissor.
    const auto x = static_cast<int>(clip_min.x);
    const auto bottom = static_cast<int>(static_cast<float>(fb_height) - clip_max.y);
    const auto width = static_cast<int>(clip_max.x - clip_min.x);
    const auto height = static_cast<int>(clip_max.y - clip_min.y);
    return {x, fb_height - bottom - height, x + width, fb_height - bottom};
}

// Draws `count` indices of the bound index buffer from `first`. No vertex offset: the backend
// flag that would ask for one is not set, and 32-bit indices reach every vertex of a list.
void draw_indices(unsigned first, unsigned count) {
    glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(count), GL_UNSIGNED_INT,
                   reinterpret_cast<const void*>(first * sizeof(ImDrawIdx)));
}

// Runs closer than this many indices (a few glyphs) are drawn in one call with what lies
// between them: a call costs more than a few triangles.
constexpr unsigned kJoinGap = 60;

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
    ++r.font_uploads;
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
    // One pass over the whole canvas draws every command whole; the runs are for the boxes of a
    // partial redraw, and only if describe_imgui described this draw data.
    const bool whole = one_pass_over(fb_width, fb_height);
    std::size_t run = 0;
    std::size_t command_number = 0;
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
            const std::size_t number = command_number++;
            if (cmd.UserCallback != nullptr) {
                if (cmd.UserCallback == ImDrawCallback_ResetRenderState) {
                    set_up_state(*draw_data, fb_width, fb_height);
                } else {
                    cmd.UserCallback(list, &cmd);
                }
                continue;
            }
            // The clip rectangle (GL's y goes up), in each of the frame's pass boxes it meets.
            const PixelBox clip = clip_box(cmd, *draw_data, fb_height);
            if (clip.empty()) continue;
            glBindTexture(GL_TEXTURE_2D,
                          static_cast<GLuint>(reinterpret_cast<std::intptr_t>(cmd.GetTexID())));
            // This command's runs (describe_imgui), which come in the order of the commands.
            while (run < g_runs.size() && g_runs[run].command < number) ++run;
            std::size_t runs_end = run;
            while (runs_end < g_runs.size() && g_runs[runs_end].command == number) ++runs_end;
            for_each_pass(clip.x0, fb_height - clip.y1, clip.x1 - clip.x0, clip.y1 - clip.y0,
                          [&](const PixelBox& cut) {
                if (whole || run == runs_end) {
                    draw_indices(cmd.IdxOffset, cmd.ElemCount);
                    return;
                }
                // The runs that meet the pass's box, neighbours drawn in one call.
                const PixelBox pass{cut.x0, fb_height - cut.y1, cut.x1, fb_height - cut.y0};
                unsigned first = 0, end = 0;
                for (std::size_t k = run; k < runs_end; ++k) {
                    const Run& piece = g_runs[k];
                    if (intersection(piece.box, pass).empty()) continue;
                    if (end != 0 && piece.first > end + kJoinGap) {
                        draw_indices(first, end - first);
                        end = 0;
                    }
                    if (end == 0) first = piece.first;
                    end = piece.first + piece.count;
                }
                if (end != 0) draw_indices(first, end - first);
            });
            run = runs_end;
        }
    }
    glDisable(GL_BLEND);
    glDisable(GL_SCISSOR_TEST);
    glBindTexture(GL_TEXTURE_2D, 0);
    glBindBuffer(GL_ARRAY_BUFFER, 0);
    glBindVertexArray(0);
    glUseProgram(0);
}

void describe_imgui(const ImDrawData* draw_data, std::vector<Primitive>& out) {
    const Renderer& r = g_renderer;
    const ImVec2 off = draw_data->DisplayPos;
    const ImVec2 scale = draw_data->FramebufferScale;
    const int fb_height = static_cast<int>(draw_data->DisplaySize.y * scale.y);
    // Each vertex's hash, made once per vertex (a quad's four serve two triangles).
    static std::vector<std::uint64_t> vertex_keys;
    g_runs.clear();
    std::size_t command_number = 0;
    for (int n = 0; n < draw_data->CmdListsCount; ++n) {
        const ImDrawList* list = draw_data->CmdLists[n];
        const ImDrawVert* vertices = list->VtxBuffer.Data;
        const ImDrawIdx* indices = list->IdxBuffer.Data;
        vertex_keys.resize(static_cast<std::size_t>(list->VtxBuffer.Size));
        for (int v = 0; v < list->VtxBuffer.Size; ++v) {
            std::uint32_t words[5];
            static_assert(sizeof(ImDrawVert) == sizeof words);  // position, texel, colour
            std::memcpy(words, &vertices[v], sizeof words);
            // Five independent products: cheap, and enough to tell vertices apart.
            vertex_keys[static_cast<std::size_t>(v)] =
                (words[0] + 0x9E3779B97F4A7C15ull) * (words[1] + 0xC2B2AE3D27D4EB4Full) ^
                (words[2] + 0x165667B19E3779F9ull) * (words[3] + 0xD6E8FEB86659FD93ull) ^
                (words[4] + 0xFF51AFD7ED558CCDull) * 0xC4CEB9FE1A85EC53ull;
        }
        for (const ImDrawCmd& cmd : list->CmdBuffer) {
            const std::size_t number = command_number++;
            if (cmd.UserCallback != nullptr) continue;  // the app adds none; reset draws nothing
            const PixelBox clip = clip_box(cmd, *draw_data, fb_height);
            if (clip.empty()) continue;
            const std::uint32_t command[] = {
                static_cast<std::uint32_t>(clip.x0), static_cast<std::uint32_t>(clip.y0),
                static_cast<std::uint32_t>(clip.x1), static_cast<std::uint32_t>(clip.y1),
                static_cast<std::uint32_t>(reinterpret_cast<std::intptr_t>(cmd.GetTexID())),
                r.font_uploads};
            const std::uint64_t seed = hash_words(command);
            // Triangles go in runs, one primitive each: a run ends after a triangle whose key
            // has its low 3 bits clear (about one in 8), or at 32 triangles. Ends chosen by
            // content come back in step after a glyph is inserted or removed, where runs of a
            // fixed length would all shift.
            std::uint64_t run_key = seed;
            PixelBox run_box;
            int run_length = 0;
            unsigned run_first = cmd.IdxOffset;
            const unsigned end = cmd.IdxOffset + cmd.ElemCount;
            for (unsigned i = cmd.IdxOffset; i + 3 <= end; i += 3) {
                const ImDrawIdx a = cmd.VtxOffset + indices[i];
                const ImDrawIdx b = cmd.VtxOffset + indices[i + 1];
                const ImDrawIdx c = cmd.VtxOffset + indices[i + 2];
                const std::uint64_t ka = vertex_keys[a], kb = vertex_keys[b], kc = vertex_keys[c];
                const std::uint64_t key = ka + ((kb << 21) | (kb >> 43)) * 3 +
                                          ((kc << 42) | (kc >> 22)) * 5;
                float x0 = vertices[a].pos.x, x1 = x0, y0 = vertices[a].pos.y, y1 = y0;
                for (const ImDrawIdx k : {b, c}) {
                    x0 = std::min(x0, vertices[k].pos.x);
                    x1 = std::max(x1, vertices[k].pos.x);
                    y0 = std::min(y0, vertices[k].pos.y);
                    y1 = std::max(y1, vertices[k].pos.y);
                }
                // Every pixel whose centre the triangle covers, and one more each way for the
                // rasterizer's rounding. Clamped as floats first: a vertex far off the canvas
                // must not overflow the conversion.
                const auto pixel = [](float v) {
                    return static_cast<int>(std::clamp(v, -1e8f, 1e8f));
                };
                const PixelBox box = intersection(
                    {pixel(std::floor((x0 - off.x) * scale.x)) - 1,
                     pixel(std::floor((y0 - off.y) * scale.y)) - 1,
                     pixel(std::ceil((x1 - off.x) * scale.x)) + 1,
                     pixel(std::ceil((y1 - off.y) * scale.y)) + 1},
                    clip);
                if (!box.empty()) {  // else clipped away: it draws nothing
                    if (run_length == 0) run_first = i;
                    run_key = hash_step(run_key, key);
                    run_box = bounding(run_box, box);
                    ++run_length;
                }
                if (run_length > 0 && ((key & 7) == 0 || run_length == 32 || i + 6 > end)) {
                    out.push_back({run_key, run_box});
                    g_runs.push_back({number, run_first, i + 3 - run_first, run_box});
                    run_key = seed;
                    run_box = {};
                    run_length = 0;
                }
            }
        }
    }
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
