# The browser app (Emscripten only): SDL2 + WebGL2 + Dear ImGui over the core.
# Included from CMakeLists.txt when ASTAR_SDL2_DIR (an SDL2 install prefix) and ASTAR_IMGUI_DIR
# (Dear ImGui's sources) are set; scripts/build-web-deps.sh makes both. Output, ready to serve
# from any static host:
#   build/wasm/site/index.html   (copied from web/)
#   build/wasm/site/astar_app.js + astar_app.wasm

if(NOT EXISTS "${ASTAR_SDL2_DIR}/lib/cmake/SDL2/SDL2Config.cmake"
   OR NOT EXISTS "${ASTAR_IMGUI_DIR}/imgui.cpp")
    message(WARNING "Browser app skipped: no SDL2 in ASTAR_SDL2_DIR=${ASTAR_SDL2_DIR} or no "
                    "Dear ImGui in ASTAR_IMGUI_DIR=${ASTAR_IMGUI_DIR}. "
                    "Run scripts/build-web-deps.sh first.")
    return()
endif()

set(SDL2_DIR "${ASTAR_SDL2_DIR}/lib/cmake/SDL2")
find_package(SDL2 CONFIG REQUIRED)

# --- Dear ImGui: its own sources with its own flags (no -Werror on third-party code). ---
add_library(astar_imgui STATIC
    "${ASTAR_IMGUI_DIR}/imgui.cpp"
    "${ASTAR_IMGUI_DIR}/imgui_draw.cpp"
    "${ASTAR_IMGUI_DIR}/imgui_tables.cpp"
    "${ASTAR_IMGUI_DIR}/imgui_widgets.cpp"
    "${ASTAR_IMGUI_DIR}/backends/imgui_impl_sdl.cpp")
# Not its OpenGL3 backend: src/app/imgui_renderer.cpp draws ImGui's frames (see there why).
# SYSTEM: our -Werror code includes these headers without inheriting their warnings.
target_include_directories(astar_imgui SYSTEM PUBLIC "${ASTAR_IMGUI_DIR}" "${ASTAR_IMGUI_DIR}/backends")
# 32-bit indices (WebGL 2 has them) let one frame draw more than 65536 vertices: numbers and
# arrows on thousands of visible cells.
# IMGUI_ENABLE_TEST_ENGINE: ImGui calls the item hooks that src/app/screen_reader.cpp defines,
# the only place ImGui 1.86 gives a widget's label with its ID (for screen readers).
target_compile_definitions(astar_imgui PUBLIC "ImDrawIdx=unsigned int" IMGUI_ENABLE_TEST_ENGINE)
target_link_libraries(astar_imgui PUBLIC SDL2::SDL2-static)
# ImGui and the app's UI code (below) for size, the search and the session (astar_core,
# astar_app_model) for speed: 123 KB less .wasm (1 262 275 -> 1 139 077 bytes at 2863dc8) and
# no change in the frame that bench/browser/frames.mjs measures (UI 2.2-2.3 ms, our C++ frame
# 10.4-11.0 ms at 1024 x 1024 x 3 panes either way, two alternating runs of each build).
target_compile_options(astar_imgui PRIVATE -Os)

# --- Shaders: shaders/*.vert|frag embedded as strings at build time. ---
file(GLOB ASTAR_SHADER_FILES CONFIGURE_DEPENDS
     "${PROJECT_SOURCE_DIR}/shaders/*.vert" "${PROJECT_SOURCE_DIR}/shaders/*.frag")
set(ASTAR_EMBEDDED_SHADERS "${PROJECT_BINARY_DIR}/generated/embedded_shaders.cpp")
add_custom_command(
    OUTPUT "${ASTAR_EMBEDDED_SHADERS}"
    COMMAND "${CMAKE_COMMAND}" -DOUTPUT=${ASTAR_EMBEDDED_SHADERS}
            "-DINPUTS=${ASTAR_SHADER_FILES}" -P "${PROJECT_SOURCE_DIR}/cmake/embed_shaders.cmake"
    DEPENDS ${ASTAR_SHADER_FILES} "${PROJECT_SOURCE_DIR}/cmake/embed_shaders.cmake"
    COMMENT "Embedding shaders"
    VERBATIM)

# --- The interface font: fonts/ui-font.ttf embedded as bytes at build time. ---
set(ASTAR_EMBEDDED_FONT "${PROJECT_BINARY_DIR}/generated/embedded_font.cpp")
add_custom_command(
    OUTPUT "${ASTAR_EMBEDDED_FONT}"
    COMMAND "${CMAKE_COMMAND}" -DOUTPUT=${ASTAR_EMBEDDED_FONT}
            "-DINPUT=${PROJECT_SOURCE_DIR}/fonts/ui-font.ttf" -DNAME=ui_font
            -P "${PROJECT_SOURCE_DIR}/cmake/embed_binary.cmake"
    DEPENDS "${PROJECT_SOURCE_DIR}/fonts/ui-font.ttf" "${PROJECT_SOURCE_DIR}/cmake/embed_binary.cmake"
    COMMENT "Embedding the interface font"
    VERBATIM)

# --- The app ---
set(ASTAR_SITE_DIR "${PROJECT_BINARY_DIR}/site")
file(GLOB ASTAR_APP_SOURCES CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/src/app/*.cpp")
add_executable(astar_app ${ASTAR_APP_SOURCES} "${ASTAR_EMBEDDED_SHADERS}" "${ASTAR_EMBEDDED_FONT}")
target_include_directories(astar_app PRIVATE "${PROJECT_SOURCE_DIR}/src")
target_compile_options(astar_app PRIVATE -Os)  # the UI: for size, see astar_imgui above
target_link_libraries(astar_app PRIVATE astar_app_model astar_core astar_imgui astar_warnings)
set_target_properties(astar_app PROPERTIES
    SUFFIX ".js"  # not .html: that link step is broken in Debian's Emscripten 3.1.6
    RUNTIME_OUTPUT_DIRECTORY "${ASTAR_SITE_DIR}")
# The C functions the browser tests call are marked EMSCRIPTEN_KEEPALIVE in src/app/exports.cpp.
target_link_options(astar_app PRIVATE
    -sUSE_WEBGL2=1 -sMAX_WEBGL_VERSION=2 -sMIN_WEBGL_VERSION=2
    -sALLOW_MEMORY_GROWTH=1
    -sEXPORTED_RUNTIME_METHODS=ccall,cwrap,UTF8ToString
    # No virtual filesystem: the app reads maps and links from bytes the page hands it, and
    # writes nothing. 50 KB less astar_app.js (223 864 -> 173 459 bytes); the first frame did
    # not move (bench/README.md).
    -sFILESYSTEM=0
    # The app uses no WebGL extension. Enabling every one the browser offers, as Emscripten does
    # by default, took 31 getExtension() calls in main(), each a round trip to the GPU process:
    # 46-151 ms in headless Chromium (bench/README.md).
    -sGL_SUPPORT_AUTOMATIC_ENABLE_EXTENSIONS=0
    # wasm-opt inlines every function that has one caller, whatever its size, so frame() had
    # grown to 92 KB of wasm: every dialog, menu and message the UI may show. V8 compiles a
    # function when it is first called, the whole of it, so the first frame waited 60-90 ms
    # for that compile before its first line ran. Functions over 200 of Binaryen's nodes stay
    # functions of their own, compiled when they are called (bench/README.md).
    -sBINARYEN_EXTRA_PASSES=--one-caller-inline-max-function-size=200)
# The wasm-profile preset: the functions keep their names in the .wasm, so that a CPU profile
# of the page (bench/browser/drag.mjs or frames.mjs --cpu-profile) names them. Same code
# otherwise, and about a tenth more to download.
option(ASTAR_PROFILING_FUNCS "Keep function names in astar_app.wasm (for CPU profiles)" OFF)
if(ASTAR_PROFILING_FUNCS)
    target_link_options(astar_app PRIVATE --profiling-funcs)
endif()

# The page that loads the app, copied next to it on every build that changes it.
add_custom_command(
    OUTPUT "${ASTAR_SITE_DIR}/index.html"
    COMMAND "${CMAKE_COMMAND}" -E copy_if_different
            "${PROJECT_SOURCE_DIR}/web/index.html" "${ASTAR_SITE_DIR}/index.html"
    DEPENDS "${PROJECT_SOURCE_DIR}/web/index.html"
    COMMENT "Copying web/index.html to the site"
    VERBATIM)
add_custom_target(astar_site ALL DEPENDS "${ASTAR_SITE_DIR}/index.html")
add_dependencies(astar_app astar_site)
