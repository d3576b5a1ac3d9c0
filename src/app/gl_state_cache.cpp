// The scissor box and the blend state, kept here as the program sets them, so that reading them
// back does not stall the frame.
//
// Dear ImGui's OpenGL3 backend (1.86) reads the scissor box and the blend functions and
// equations back on every frame (ImGui_ImplOpenGL3_RenderDrawData) to restore them afterwards.
// In WebGL each of those reads is a getParameter() that Chromium answers with a synchronous
// round trip to its GPU process, which first finishes every command queued before it: the
// frame's texture uploads and draws. In headless Chromium with SwiftShader that wait was
// 60-100 ms of every frame, inside frame() (bench/browser/frames.mjs); with a GPU it is a
// smaller stall, but still one per frame, for state the app itself set.
//
// These C definitions take the place of Emscripten's JavaScript ones for the same names (a
// symbol defined in the program wins over the JavaScript library's), so every caller goes
// through them: the setters record the state and forward to WebGL through the emscripten_gl*
// entry points; glGetIntegerv answers the seven cached names from the record and forwards every
// other name. main() starts the record from a new context's initial values
// (start_gl_state_cache in gl_state_cache.hpp), without a round trip; without that, the record
// is read from WebGL on first use. There is one GL context for the page's lifetime; a lost
// context is not restored (the page asks for a reload), so the record cannot go stale.
#include "app/gl_state_cache.hpp"

#include <GLES3/gl3.h>
#include <emscripten/html5_webgl.h>

#include <algorithm>

extern "C" {
void emscripten_glGetIntegerv(GLenum pname, GLint* data);
void emscripten_glScissor(GLint x, GLint y, GLsizei width, GLsizei height);
void emscripten_glBlendFunc(GLenum sfactor, GLenum dfactor);
void emscripten_glBlendFuncSeparate(GLenum src_rgb, GLenum dst_rgb, GLenum src_alpha,
                                    GLenum dst_alpha);
void emscripten_glBlendEquation(GLenum mode);
void emscripten_glBlendEquationSeparate(GLenum mode_rgb, GLenum mode_alpha);
}

namespace {

struct CachedState {
    bool known = false;
    GLint scissor[4] = {};
    GLint blend_src_rgb = GL_ONE, blend_dst_rgb = GL_ZERO;
    GLint blend_src_alpha = GL_ONE, blend_dst_alpha = GL_ZERO;
    GLint equation_rgb = GL_FUNC_ADD, equation_alpha = GL_FUNC_ADD;
};

CachedState g_state;
std::array<int, 10> g_at_start{};

CachedState& state() {
    CachedState& s = g_state;
    if (!s.known) {
        emscripten_glGetIntegerv(GL_SCISSOR_BOX, s.scissor);
        emscripten_glGetIntegerv(GL_BLEND_SRC_RGB, &s.blend_src_rgb);
        emscripten_glGetIntegerv(GL_BLEND_DST_RGB, &s.blend_dst_rgb);
        emscripten_glGetIntegerv(GL_BLEND_SRC_ALPHA, &s.blend_src_alpha);
        emscripten_glGetIntegerv(GL_BLEND_DST_ALPHA, &s.blend_dst_alpha);
        emscripten_glGetIntegerv(GL_BLEND_EQUATION_RGB, &s.equation_rgb);
        emscripten_glGetIntegerv(GL_BLEND_EQUATION_ALPHA, &s.equation_alpha);
        s.known = true;
    }
    return s;
}

}  // namespace

namespace astar::app {

void start_gl_state_cache() {
    CachedState& s = g_state;
    int width = 0, height = 0;
    // drawingBufferWidth and drawingBufferHeight: the browser knows them without the GPU process.
    emscripten_webgl_get_drawing_buffer_size(emscripten_webgl_get_current_context(), &width,
                                             &height);
    s = CachedState{};  // blending's initial values
    s.scissor[2] = width;
    s.scissor[3] = height;
    s.known = true;
    g_at_start = {s.scissor[0],     s.scissor[1],    s.scissor[2],     s.scissor[3],
                  s.blend_src_rgb,  s.blend_dst_rgb, s.blend_src_alpha, s.blend_dst_alpha,
                  s.equation_rgb,   s.equation_alpha};
}

std::array<int, 10> gl_state_at_start() {
    return g_at_start;
}

}  // namespace astar::app

extern "C" {

void glGetIntegerv(GLenum pname, GLint* data) {
    switch (pname) {
        case GL_SCISSOR_BOX: std::copy_n(state().scissor, 4, data); return;
        case GL_BLEND_SRC_RGB: *data = state().blend_src_rgb; return;
        case GL_BLEND_DST_RGB: *data = state().blend_dst_rgb; return;
        case GL_BLEND_SRC_ALPHA: *data = state().blend_src_alpha; return;
        case GL_BLEND_DST_ALPHA: *data = state().blend_dst_alpha; return;
        case GL_BLEND_EQUATION_RGB: *data = state().equation_rgb; return;  // = GL_BLEND_EQUATION
        case GL_BLEND_EQUATION_ALPHA: *data = state().equation_alpha; return;
        default: emscripten_glGetIntegerv(pname, data); return;
    }
}

void glScissor(GLint x, GLint y, GLsizei width, GLsizei height) {
    CachedState& s = state();
    emscripten_glScissor(x, y, width, height);
    // A negative size is an error that leaves the box as it was.
    if (width < 0 || height < 0) return;
    s.scissor[0] = x;
    s.scissor[1] = y;
    s.scissor[2] = width;
    s.scissor[3] = height;
}

void glBlendFunc(GLenum sfactor, GLenum dfactor) {
    CachedState& s = state();
    emscripten_glBlendFunc(sfactor, dfactor);
    s.blend_src_rgb = s.blend_src_alpha = static_cast<GLint>(sfactor);
    s.blend_dst_rgb = s.blend_dst_alpha = static_cast<GLint>(dfactor);
}

void glBlendFuncSeparate(GLenum src_rgb, GLenum dst_rgb, GLenum src_alpha, GLenum dst_alpha) {
    CachedState& s = state();
    emscripten_glBlendFuncSeparate(src_rgb, dst_rgb, src_alpha, dst_alpha);
    s.blend_src_rgb = static_cast<GLint>(src_rgb);
    s.blend_dst_rgb = static_cast<GLint>(dst_rgb);
    s.blend_src_alpha = static_cast<GLint>(src_alpha);
    s.blend_dst_alpha = static_cast<GLint>(dst_alpha);
}

void glBlendEquation(GLenum mode) {
    CachedState& s = state();
    emscripten_glBlendEquation(mode);
    s.equation_rgb = s.equation_alpha = static_cast<GLint>(mode);
}

void glBlendEquationSeparate(GLenum mode_rgb, GLenum mode_alpha) {
    CachedState& s = state();
    emscripten_glBlendEquationSeparate(mode_rgb, mode_alpha);
    s.equation_rgb = static_cast<GLint>(mode_rgb);
    s.equation_alpha = static_cast<GLint>(mode_alpha);
}

}  // extern "C"
