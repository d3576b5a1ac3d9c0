#include "app/frame_drawing.hpp"

#include <GLES3/gl3.h>
#include <emscripten/emscripten.h>

#include <algorithm>
#include <cmath>
#include <cstring>

#include "app/app.hpp"
#include "app/imgui_renderer.hpp"
#include "app/palette.hpp"
#include "app/panel_backdrop.hpp"
#include "app/pass_scissor.hpp"
#include "imgui.h"

namespace astar::app {

namespace {

// More boxes fit the changes closer, and each costs draw calls for the draws it meets. At
// 1024 x 1024 with three panes playing, 8 boxes drew 37% of the canvas a frame, 4 boxes 51-53%
// (the sidebar's open list merged with the table and charts into one strip): 32.4-35.1 fps
// against 30.8-32.4 under SwiftShader (frames.mjs, two alternating runs).
constexpr int kMaxBoxes = 8;
// Boxes that cover more of the canvas than this are drawn as the whole canvas: one pass, with
// no draw split into runs, costs less than drawing nearly all of it in pieces.
constexpr double kMostInBoxes = 0.6;

// Each pane's other panes, for its outlines (when shown).
std::vector<GridRenderer::OtherPane> others_of(const App& app, const Palette& colours,
                                               std::size_t pane, std::size_t drawn) {
    std::vector<GridRenderer::OtherPane> others;
    for (std::size_t j = 0; app.show_outlines && j < drawn; ++j) {
        if (j != pane) {
            others.push_back({app.renderers[j]->texture(), app.renderers[j]->cells_version(),
                              outline_colour(colours, j)});
        }
    }
    return others;
}

long long area_of(const std::vector<PixelBox>& boxes) {
    long long area = 0;
    for (const PixelBox& b : boxes) area += b.area();
    return area;
}

std::size_t drawn_panes(const App& app) {
    return std::min(app.renderers.size(), app.pane_views.size());
}

// What the frame draws, in order (see redraw_region.hpp).
void describe_frame(const App& app, const Palette& colours, std::vector<Primitive>& out) {
    out.clear();
    const std::uint32_t clear[] = {static_cast<std::uint32_t>(app.framebuffer_width),
                                   static_cast<std::uint32_t>(app.framebuffer_height),
                                   float_word(colours.background.r),
                                   float_word(colours.background.g),
                                   float_word(colours.background.b)};
    out.push_back({hash_words(clear), {0, 0, app.framebuffer_width, app.framebuffer_height}});
    describe_panel_backdrops(app, colours.background, out);
    const std::size_t drawn = drawn_panes(app);
    for (std::size_t i = 0; i < drawn; ++i) {
        const Primitive grid = app.renderers[i]->describe(app.pane_views[i], app.pixel_ratio,
                                                          others_of(app, colours, i, drawn));
        if (!grid.box.empty()) out.push_back(grid);
    }
    describe_imgui(ImGui::GetDrawData(), out);
}

// The grid pixels that this frame's uploads change, which the grids' keys leave out: around
// each pane's own changed cells, and with outlines every other pane's too.
void add_uploaded_cells(const App& app, std::vector<PixelBox>& changed) {
    const std::size_t drawn = drawn_panes(app);
    const std::vector<std::vector<CellRect>>& uploaded = app.redraw.uploaded_cells;
    for (std::size_t i = 0; i < drawn; ++i) {
        for (std::size_t j = 0; j < uploaded.size(); ++j) {
            if (j != i && !(app.show_outlines && j < drawn)) continue;
            app.renderers[i]->cells_boxes(app.pane_views[i], app.pixel_ratio, uploaded[j],
                                          changed);
        }
    }
}

// The panes, in framebuffer pixels: their grids and what is drawn over them (clipped to them)
// are drawn every frame; what lies outside them are readouts, which may wait while a search
// plays (readout_refresh.hpp). Rounded outwards, as ImGui's clip boxes are (clip_box).
std::vector<PixelBox> live_boxes(const App& app) {
    std::vector<PixelBox> live;
    const float ratio = app.pixel_ratio;
    for (const PaneView& v : app.pane_views) {
        live.push_back({static_cast<int>(std::floor(v.rect.x * ratio)),
                        static_cast<int>(std::floor(v.rect.y * ratio)),
                        static_cast<int>(std::ceil((v.rect.x + v.rect.width) * ratio)),
                        static_cast<int>(std::ceil((v.rect.y + v.rect.height) * ratio))});
    }
    return live;
}

// Whether this frame's readouts may wait: a search plays and the user did nothing (a frame
// with input answers it at once), and the frame is not the one saved as a PNG.
bool readouts_may_wait(const App& app) {
    return app.session.playing() && app.input_events == 0 && !app.capturing_png;
}

// Background, backdrops, grids and ImGui, in the given boxes only.
void draw_boxes(App& app, const Palette& colours, const std::vector<PixelBox>& boxes) {
    FrameTimes& times = app.frame_times;
    set_passes(boxes, app.framebuffer_height);
    glViewport(0, 0, app.framebuffer_width, app.framebuffer_height);
    glClearColor(colours.background.r, colours.background.g, colours.background.b, 1.0f);
    for_each_pass(0, 0, app.framebuffer_width, app.framebuffer_height,
                  [](const PixelBox&) { glClear(GL_COLOR_BUFFER_BIT); });
    glDisable(GL_SCISSOR_TEST);
    clear_panel_backdrops(app, colours.background);
    const std::size_t drawn = drawn_panes(app);
    for (std::size_t i = 0; i < drawn; ++i) {
        app.renderers[i]->draw(app.pane_views[i], app.pixel_ratio, app.framebuffer_height,
                               others_of(app, colours, i, drawn));
    }
    const double grids_done = emscripten_get_now();
    render_imgui(ImGui::GetDrawData());  // sets the whole canvas's viewport itself
    times.imgui_gl += emscripten_get_now() - grids_done;
    set_whole_canvas_pass();
}

// The canvas's pixels, RGBA, read back (waits for the GPU process: checks only).
void read_canvas(const App& app, std::vector<std::uint8_t>& pixels) {
    pixels.resize(static_cast<std::size_t>(app.framebuffer_width) *
                  static_cast<std::size_t>(app.framebuffer_height) * 4);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, app.framebuffer_width, app.framebuffer_height, GL_RGBA, GL_UNSIGNED_BYTE,
                 pixels.data());
}

}  // namespace

void draw_frame(App& app, const Palette& colours) {
    const double started = emscripten_get_now();
    RedrawState& r = app.redraw;
    FrameTimes& times = app.frame_times;
    times.imgui_gl = 0;
    describe_frame(app, colours, r.now);
    const PixelBox canvas{0, 0, app.framebuffer_width, app.framebuffer_height};
    // A new canvas size needs no test of its own: the clear's key holds the size, so the whole
    // canvas is a changed box, and more than kMostInBoxes of it.
    bool whole = !r.canvas_kept || r.mode == RedrawMode::kWhole || r.last.empty();
    std::vector<PixelBox> boxes;
    if (!whole) {
        std::vector<PixelBox> changed;
        changed_boxes(r.last, r.now, changed);
        add_uploaded_cells(app, changed);
        boxes = plan_readout_refresh(r.readouts, std::move(changed), live_boxes(app), canvas,
                                     kMaxBoxes, readouts_may_wait(app), app.now);
        whole = static_cast<double>(area_of(boxes)) >
                kMostInBoxes * static_cast<double>(canvas.area());
    }
    if (whole) {
        boxes.assign(1, canvas);
        drop_pending(r.readouts, app.now);
    }
    ++r.frames;
    ++(whole ? r.whole_frames : boxes.empty() ? r.empty_frames : r.partial_frames);
    r.last_share = canvas.empty() ? 0.0
                                  : static_cast<double>(area_of(boxes)) /
                                        static_cast<double>(canvas.area());
    r.share_sum += r.last_share;
    r.last_boxes = boxes;
    r.last_plan_ms = emscripten_get_now() - started;

    if (!boxes.empty()) draw_boxes(app, colours, boxes);
    if (!whole && r.mode == RedrawMode::kChangedChecked) {
        static std::vector<std::uint8_t> partial, full;
        read_canvas(app, partial);
        draw_boxes(app, colours, {canvas});
        read_canvas(app, full);
        // Pixels that differ where readouts wait may; anywhere else, they are a mistake.
        std::uint64_t differing = 0, stale = 0;
        const auto width = static_cast<std::size_t>(app.framebuffer_width);
        for (std::size_t i = 0; i < partial.size(); i += 4) {
            if (std::memcmp(&partial[i], &full[i], 4) == 0) continue;
            const int x = static_cast<int>(i / 4 % width);
            const int y = app.framebuffer_height - 1 - static_cast<int>(i / 4 / width);  // y down
            const bool waits =
                std::any_of(r.readouts.pending.begin(), r.readouts.pending.end(),
                            [&](const PixelBox& b) { return b.contains(x, y); });
            ++(waits ? stale : differing);
        }
        ++r.checked_frames;
        if (differing > 0) ++r.mismatched_frames;
        if (stale > 0) ++r.stale_frames;
        r.last_stale_pixels = stale;
        r.worst_mismatch = std::max(r.worst_mismatch, differing);
    }
    std::swap(r.last, r.now);
    times.grid = emscripten_get_now() - started - times.imgui_gl;
}

}  // namespace astar::app
