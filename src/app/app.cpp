#include "app/app.hpp"

#include <cfloat>
#include <vector>

#include <GLES3/gl3.h>
#include <emscripten/emscripten.h>

#include "app/fonts.hpp"
#include "app/imgui_renderer.hpp"
#include "app/input.hpp"
#include "app/keys_in_controls.hpp"
#include "app/model/pane_index.hpp"
#include "app/on_screen_keyboard.hpp"
#include "app/panel_backdrop.hpp"
#include "app/ui.hpp"
#include "app/web_bridge.hpp"
#include "imgui.h"
#include "imgui_impl_sdl.h"

namespace astar::app {

namespace {

constexpr float kSidebarWidth = 350;   // CSS pixels
constexpr float kHiddenSidebarWidth = 40;  // what is left of it when hidden: a Show button
constexpr float kBottomHeight = 210;   // the comparison table and chart
// A window that becomes narrower than this (a phone held upright, from the first frame; a
// browser zoomed to 300%) hides the sidebar: shown, it took half of a 390-pixel screen and left
// the panes a sliver. Only when the window crosses the line, so the ">" strip (or Tab) brings
// the sidebar back for good.
constexpr int kNarrowWindowWidth = 600;  // CSS pixels
constexpr float kPaneGap = 6;
constexpr float kPaneTitleHeight = 22; // each pane's title line, above its grid
// Of each frame, at most this much is spent stepping searches that play, so the page stays
// responsive at any speed.
constexpr double kStepBudgetSeconds = 0.008;
// And at most this much replaying the searches after an edit and checking their paths against
// Dijkstra (Session::advance). More than for playing: the user waits for this result (a path
// that follows a dragged goal), and under software WebGL each frame also costs 25-35 ms of
// drawing. On a 1024 x 1024 map a drag then moves at 15-25 frames a second instead of 3-4.
constexpr double kCatchUpBudgetSeconds = 0.025;
// SDL's Emscripten port hands on the page's sideways wheel (deltaX) unscaled; 100 pixels make
// one step, as SDL counts them upright. (Firefox reports a mouse's wheel in lines, where a
// sideways notch then scrolls little; Shift + wheel still scrolls a step.)
constexpr float kPixelsPerWheelStep = 100.0f;

// The changed cells a partial redraw draws again are taken in bands of this many rows, each
// from its first to its last changed column (DirtyCells::rects). Thinner bands fit a frontier
// closer; the boxes they make are snapped to 16-pixel tiles anyway (cover_boxes), which on a
// 1024 x 1024 map fitted to a pane are some 50 rows.
constexpr int kRedrawBandRows = 8;

// One renderer per pane, and every pane's cells uploaded when the session rebuilt them;
// otherwise only the cells the last steps changed (one rectangle holding them).
void upload_cells(App& app) {
    Session& s = app.session;
    const auto panes = static_cast<std::size_t>(s.pane_count());
    // The cells a partial redraw must draw again (frame_drawing.hpp); a full upload changes
    // the renderer's cells_version instead.
    app.redraw.uploaded_cells.resize(panes);
    for (std::vector<CellRect>& rects : app.redraw.uploaded_cells) rects.clear();
    bool full = app.uploaded_rebuild != s.rebuild_count() || app.renderers.size() != panes;
    while (app.renderers.size() < panes) {
        auto renderer = std::make_unique<GridRenderer>();
        std::string error;
        if (!renderer->init(&error)) {
            show_message(app, "grid renderer: " + error, true);
            return;
        }
        app.renderers.push_back(std::move(renderer));
        full = true;
    }
    app.renderers.resize(panes);
    for (std::size_t i = 0; i < panes; ++i) {
        PaneVisuals& v = s.visuals(static_cast<int>(i));
        if (full) {
            app.renderers[i]->set_cells(v.width(), v.height(), v.codes());
        } else {
            std::vector<CellRect>& changed = app.redraw.uploaded_cells[i];
            v.dirty().rects(kRedrawBandRows, changed);
            app.renderers[i]->update_cells(v.codes(), bounding(changed));
        }
        v.clear_dirty();
    }
    app.uploaded_rebuild = s.rebuild_count();
}

// See App::mouse_button_at. The backend turns a press and its release within one frame into
// a button down in this frame and up in the next, both at the frame's last mouse position.
void note_mouse_button(App& app, const SDL_Event& event, bool (&pressed)[8]) {
    if (event.type != SDL_MOUSEBUTTONDOWN && event.type != SDL_MOUSEBUTTONUP) return;
    if (event.button.which == SDL_TOUCH_MOUSEID) return;  // a finger: touch.cpp
    const App::ScreenPoint at{static_cast<float>(event.button.x), static_cast<float>(event.button.y)};
    app.mouse_button_at = at;
    const int button = event.button.button < 8 ? event.button.button : 0;
    if (event.type == SDL_MOUSEBUTTONDOWN) {
        pressed[button] = true;
    } else if (pressed[button]) {
        app.release_next_frame_at = at;
    }
}

// ImGui 1.86 reads which keys are down once a frame (io.KeysDown), so a key that goes down and
// up between two frames is never seen: a quick Enter left a typed weight's field open, and the
// shortcuts pressed after it went into the field as text ("0.7e"). On a slow machine (5 fps
// under software GL) an ordinary tap is that quick. So the release of a key that went down in
// the same frame reaches ImGui one frame later. Our own shortcuts act on the press, at once.
void poll_events(App& app) {
    // Counted as input: a frame with input draws the readouts at once (readout_refresh.hpp).
    app.input_events = static_cast<int>(app.held_key_ups.size());
    for (const SDL_Event& held : app.held_key_ups) ImGui_ImplSDL2_ProcessEvent(&held);
    app.held_key_ups.clear();
    bool pressed[SDL_NUM_SCANCODES] = {};  // went down in this frame
    app.mouse_button_at = app.release_next_frame_at;
    app.release_next_frame_at.reset();
    bool button_pressed[8] = {};  // mouse buttons that went down in this frame
    auto handle = [&](SDL_Event& event) {
        ++app.input_events;
        note_mouse_button(app, event, button_pressed);
        give_tab_to_navigation(app, event);
        const bool is_key = event.type == SDL_KEYDOWN || event.type == SDL_KEYUP;
        const int code = is_key ? static_cast<int>(event.key.keysym.scancode) : 0;
        const bool known = is_key && code > 0 && code < SDL_NUM_SCANCODES;
        if (known && event.type == SDL_KEYUP && pressed[code]) {
            app.held_key_ups.push_back(event);
        } else if (event.type == SDL_MOUSEWHEEL) {
            // The wheel's exact amount (preciseY: the page's pixels / 100), where the backend
            // takes one step per event whatever its size: a laptop's trackpad, many small
            // events, scrolled in jerks of a whole step (65 px) once they added up to one, and
            // a wheel turned 2000 px scrolled one step (QA pass). Sideways the same, and the
            // backend had it backwards as well: SDL's Emscripten port passes the page's deltaX
            // as it comes, in pixels and positive to the right, where ImGui wants steps and
            // positive to the left. A trackpad swipe that should bring the table's right-hand
            // columns into view scrolled it left, by one step per event.
            ImGuiIO& io = ImGui::GetIO();
            io.MouseWheel += event.wheel.preciseY;
            io.MouseWheelH -= event.wheel.preciseX / kPixelsPerWheelStep;
        } else {
            ImGui_ImplSDL2_ProcessEvent(&event);
        }
        if (known && event.type == SDL_KEYDOWN) pressed[code] = true;
        if (event.type == SDL_QUIT) app.quit_requested = true;
        handle_touch_event(app, event);
        handle_sdl_event(app, event);
    };
    // A Tab that waited for the move before it (give_tab_to_navigation), before the frame's
    // own events, which came later.
    if (SDL_Event down, up; take_waiting_tab(app, down, up)) {
        handle(down);
        handle(up);
    }
    SDL_Event event;
    while (SDL_PollEvent(&event)) handle(event);
}

void layout_panes(App& app) {
    const float w = static_cast<float>(app.window_width);
    const float h = static_cast<float>(app.window_height);
    // In a small window (a phone, a 640 x 360 embed) the sidebar and the comparison give up
    // room so that the map stays visible; at 320 x 240 they used to take all of it.
    const float sidebar = app.sidebar_hidden
                              ? kHiddenSidebarWidth
                              : std::min(kSidebarWidth, std::max(200.0f, w * 0.45f));
    const float bottom = std::min(kBottomHeight, std::max(72.0f, h * 0.3f));
    app.pane_area = {sidebar + kPaneGap, kPaneGap, std::max(w - sidebar - 2 * kPaneGap, 1.0f),
                     std::max(h - bottom - 2 * kPaneGap, 1.0f)};
    const int count = app.session.pane_count();
    const Grid& grid = app.session.scene().grid;
    PixelRect rects[kMaxPanes];
    split_panes(app.pane_area, count, kPaneGap, kPaneTitleHeight, grid.width(), grid.height(),
                rects);
    app.pane_views.resize(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
        app.pane_views[static_cast<std::size_t>(i)] =
            pane_view(rects[i], grid.width(), grid.height(), app.view, app.pixel_ratio);
    }
}

}  // namespace

void show_message(App& app, std::string text, bool is_error) {
    app.message = std::move(text);
    app.message_is_error = is_error;
    app.message_time = app.now;
    app.message_until_change.reset();
    app.message_until_step.reset();
}

void show_refusal(App& app, std::string text) {
    show_message(app, std::move(text), true);
    app.message_until_change = app.session.scene_changes();
    app.message_until_step = app.session.comparison().position();
}

void load_scene(App& app, Scene scene, std::string map_name,
                std::shared_ptr<const MovingAiMap> map_file) {
    app.session.set_playing(false);
    app.session.replace_scene(std::move(scene), std::move(map_name), std::move(map_file));
    app.view = {};
    app.scenarios.reset();
}

void set_sidebar_hidden(App& app, bool hidden) {
    app.sidebar_hidden = hidden;
    app.sidebar_hidden_for_width = false;
}

void clear_map(App& app) {
    if (app.session.clear_walls()) {
        show_message(app, "Cleared walls and terrain. Ctrl+Z brings them back.", false);
    }
}

namespace {

// After an undo or a redo: a map of its own is shown whole, like any new map, at the step it
// was left at (Session::restore); an edit undone replays like an edit (playing goes on).
void after_undo_or_redo(App& app, const Session::ActionTaken& action, const char* done,
                        const char* again) {
    if (action.new_map) {
        app.session.set_playing(false);
        app.view = {};  // the map's file name comes back with it (Session::map_name)
    }
    show_message(app, std::string(done) + ": " + action.what + ". " + again, false);
    app.message_until_change = app.session.scene_changes();
}

}  // namespace

void follow_moved_panes(App& app, const std::vector<PaneSettings>& panes_before) {
    const std::vector<PaneSettings>& panes = app.session.scene().panes;
    int& explained = app.teaching.open_list_pane;
    explained = pane_after_change(panes_before, explained, panes);
    if (app.looked_pane >= 0) {
        app.looked_pane = pane_after_change(panes_before, app.looked_pane, panes);
    }
}

void undo_edit(App& app) {
    const std::vector<PaneSettings> panes = app.session.scene().panes;
    if (const auto undone = app.session.undo()) {
        follow_moved_panes(app, panes);
        after_undo_or_redo(app, *undone, "Undone", "Ctrl+Y redoes it.");
    } else {
        // Where the oldest actions were let go, say so: big maps took the history down to 16
        // undos without a word (QA pass).
        show_message(app,
                     app.session.undo_history_cut()
                         ? "Nothing more to undo: the oldest actions were let go to keep the "
                           "history within " +
                               std::to_string(EditHistory::kMaxActions) + " actions and " +
                               std::to_string(EditHistory::kMaxCells >> 20) +
                               " million cells of maps."
                         : std::string("Nothing to undo."),
                     false);
    }
}

void redo_edit(App& app) {
    const std::vector<PaneSettings> panes = app.session.scene().panes;
    if (const auto redone = app.session.redo()) {
        follow_moved_panes(app, panes);
        after_undo_or_redo(app, *redone, "Redone", "Ctrl+Z undoes it again.");
    } else {
        show_message(app, "Nothing to redo.", false);
    }
}

bool init_app(App& app, std::string* error) {
    auto first = std::make_unique<GridRenderer>();
    if (!first->init(error)) return false;
    app.renderers.push_back(std::move(first));
    app.now = emscripten_get_now() / 1000.0;
    open_initial_scene(app);
    return true;
}

void frame(App& app) {
    const double started_ms = emscripten_get_now();
    const double now = started_ms / 1000.0;
    app.frame_seconds = std::clamp(now - app.now, 0.0, 0.25);
    app.now = now;

    poll_events(app);
    // SDL follows the canvas's CSS size and devicePixelRatio (SDL_WINDOW_ALLOW_HIGHDPI): the
    // window is in CSS pixels, the drawable in device pixels.
    SDL_GetWindowSize(app.window, &app.window_width, &app.window_height);
    SDL_GL_GetDrawableSize(app.window, &app.framebuffer_width, &app.framebuffer_height);
    app.pixel_ratio = app.window_width > 0 ? static_cast<float>(app.framebuffer_width) /
                                                 static_cast<float>(app.window_width)
                                           : 1.0f;
    use_fonts_for(app.pixel_ratio);
    const bool narrow = app.window_width > 0 && app.window_width < kNarrowWindowWidth;
    // A phone turned upright hides the controls; turned back, they return, unless the user
    // showed or hid them in between (set_sidebar_hidden; they stayed hidden, QA pass).
    if (narrow && !app.window_was_narrow && !app.sidebar_hidden) {
        app.sidebar_hidden = true;
        app.sidebar_hidden_for_width = true;
    }
    if (!narrow && app.window_was_narrow && app.sidebar_hidden_for_width) {
        app.sidebar_hidden = false;
        app.sidebar_hidden_for_width = false;
    }
    app.window_was_narrow = narrow;

    prepare_imgui_renderer();
    ImGui_ImplSDL2_NewFrame();
    // Export PNG saves the frame after the click, drawn as if the mouse were away: without the
    // tooltip of the button that asked for it, hover highlights or a hovered cell's card.
    const bool capturing = app.png_requested;
    app.capturing_png = capturing;
    if (app.mouse_button_at) {
        ImGui::GetIO().MousePos = ImVec2(app.mouse_button_at->x, app.mouse_button_at->y);
    }
    if (capturing) ImGui::GetIO().MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    apply_pinch(app);
    apply_finger_to_imgui(app);
    apply_keys_in_controls(app);
    ImGui::NewFrame();
    keep_keyboard_with_imgui();

    layout_panes(app);
    if (!capturing) {
        handle_canvas_input(app);
    } else {
        app.hover_pane = -1;  // last frame's would still show its card
    }
    if (app.session.scene_changes() != app.link_scene_changes) app.link_copy = LinkCopy::kNone;
    FrameTimes& times = app.frame_times;
    double mark_ms = emscripten_get_now();
    times.input = mark_ms - started_ms;
    // Milliseconds since the last call (or since the input mark).
    auto lap = [&mark_ms] {
        const double at = emscripten_get_now();
        const double ms = at - mark_ms;
        mark_ms = at;
        return ms;
    };
    app.steps_last_frame = app.session.advance(app.frame_seconds, kStepBudgetSeconds,
                                                  kCatchUpBudgetSeconds);
    times.steps = lap();
    draw_ui(app);
    ImGui::Render();
    snap_text_to_device_pixels(ImGui::GetDrawData());
    times.ui = lap();

    upload_cells(app);
    times.upload = lap();
    const Palette& colours = palette(app.palette_id);
    for (const auto& renderer : app.renderers) renderer->set_palette(colours);
    draw_frame(app, colours);
    app.panel_backdrops.clear();
    mark_ms = emscripten_get_now();
    // Now, before the browser shows the frame.
    if (capturing) save_canvas_png(app);
    SDL_GL_SwapWindow(app.window);
    times.imgui_gl += lap();
    times.total = mark_ms - started_ms;
    ++app.frame_count;
}

}  // namespace astar::app
