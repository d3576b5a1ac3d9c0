// The browser app's entry: SDL, a WebGL2 context, Dear ImGui, then the browser runs frame().
// Laid out like Dear ImGui's example_sdl2_opengl3; the page (web/index.html) provides the canvas.
#include <SDL.h>
#include <emscripten/emscripten.h>

#include <cstdio>
#include <string>

#include "app/app.hpp"
#include "app/exports.hpp"
#include "app/imgui_renderer.hpp"
#include "imgui.h"
#include "imgui_impl_sdl.h"

namespace {

// web/index.html shows the text over the canvas.
EM_JS(void, show_error_on_page, (const char* text), {
    if (Module.showError) Module.showError(UTF8ToString(text));
});

// Asks for a context that keeps its drawing buffer between frames, so that a frame can draw only
// what changed (frame_drawing.hpp). SDL makes the context through Emscripten's EGL, whose
// attributes have no such field: it is added to the object that EGL hands to getContext.
EM_JS(void, keep_drawing_buffer, (), {
    if (typeof EGL !== 'undefined' && EGL.contextAttributes) {
        EGL.contextAttributes.preserveDrawingBuffer = true;
    }
});

// Whether the current context keeps its drawing buffer (the browser may refuse).
EM_JS(int, drawing_buffer_kept, (), {
    const attributes = typeof GLctx !== 'undefined' && GLctx ? GLctx.getContextAttributes() : null;
    return attributes && attributes.preserveDrawingBuffer ? 1 : 0;
});

// Logs the reason to the console and shows it on the page instead of a dead canvas.
int fail(const std::string& what) {
    std::fprintf(stderr, "astar_app: %s\n", what.c_str());
    show_error_on_page(what.c_str());
    return 1;
}

void run_frame(void* data) {
    astar::app::App& app = *static_cast<astar::app::App*>(data);
    astar::app::frame(app);
    // Asked at the end of the second frame, not before the first: the answer waits for the GPU
    // process to have linked Dear ImGui's program (imgui_renderer.hpp).
    if (app.frame_count == 2) {
        const std::string why = astar::app::imgui_renderer_failure();
        if (!why.empty()) {
            fail(why);
            emscripten_cancel_main_loop();
        }
    }
}

}  // namespace

int main(int, char**) {
    // The page's lifetime, not main's: the browser calls frame() after main returns.
    static astar::app::App app;

    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        return fail(std::string("SDL_Init: ") + SDL_GetError());
    }

    // OpenGL ES 3.0 is WebGL 2.
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
    SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);

    // The canvas's CSS decides the size (full window); ALLOW_HIGHDPI sizes the framebuffer in
    // device pixels and follows devicePixelRatio.
    const auto flags = static_cast<SDL_WindowFlags>(SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE |
                                                    SDL_WINDOW_ALLOW_HIGHDPI);
    app.window = SDL_CreateWindow("A* Visualizer", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                  1280, 800, flags);
    if (app.window == nullptr) return fail(std::string("SDL_CreateWindow: ") + SDL_GetError());
    keep_drawing_buffer();
    app.gl_context = SDL_GL_CreateContext(app.window);
    if (app.gl_context == nullptr) {
        // The same words as web/index.html's check, which only sees whether WebGL 2 exists.
        return fail(std::string("This page needs WebGL 2, which this browser or its graphics "
                                "driver does not offer (") +
                    SDL_GetError() +
                    ").\nTry a current Firefox, Chrome, Edge or Safari, and check that hardware "
                    "acceleration is enabled.");
    }
    SDL_GL_MakeCurrent(app.window, app.gl_context);
    app.redraw.canvas_kept = drawing_buffer_kept() != 0;

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;  // no filesystem on the web
    ImGui::StyleColorsDark();
    // Opaque tooltips, combo lists and cards: the grid's lines and the text under them showed
    // through ImGui's 94% (QA pass).
    ImGui::GetStyle().Colors[ImGuiCol_PopupBg].w = 1.0f;
    app.fingers = astar::app::page_prefers_fingers();
    if (app.fingers) astar::app::use_finger_sized_controls();
    if (!ImGui_ImplSDL2_InitForOpenGL(app.window, app.gl_context)) {
        return fail("Dear ImGui's SDL backend failed to start");
    }

    std::string error;
    if (!astar::app::init_app(app, &error)) return fail("grid renderer: " + error);
    // After the grid's program, whose link status init_app asks for: the answer waits for
    // whatever the GPU process has been given before, this program's compile included.
    astar::app::start_imgui_renderer();
    astar::app::set_exported_app(&app);

    // 0 fps: requestAnimationFrame. false: return from main now rather than throw to unwind it.
    emscripten_set_main_loop_arg(run_frame, &app, 0, false);
    return 0;
}
