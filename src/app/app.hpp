// The browser app's state and its one frame function. main.cpp makes the window and the GL
// context, then the browser calls frame() once per display refresh.
//
// How to use:
//     static App app;                       // lives as long as the page
//     app.window = window; ...
//     if (!init_app(app, &error)) ...;      // with the GL context current and ImGui set up
//     emscripten_set_main_loop_arg(...frame(app)...);
//
// What is searched and shown lives in app.session (src/app/model, no UI in it); the rest of App
// is how it is drawn and what the mouse is doing.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/frame_drawing.hpp"
#include "app/grid_renderer.hpp"
#include "app/model/brush.hpp"
#include "app/model/scenario_list.hpp"
#include "app/model/session.hpp"
#include "app/model/view.hpp"
#include "app/palette.hpp"
#include "app/teaching_state.hpp"
#include "app/touch.hpp"

namespace astar::app {

// kLook: the Look tool held down on a pane (its cell's card follows the press, nothing is painted).
enum class Drag { kNone, kPaint, kErase, kStart, kGoal, kPan, kLook };

// Where the last "Copy link" got to (web_bridge.cpp).
enum class LinkCopy { kNone, kPending, kCopied, kShownToCopy };

// How long the parts of the last frame() took, in milliseconds of emscripten_get_now(), for the
// browser benchmark (bench/browser/frames.mjs reads them through astar_app_frame_stats()).
// GL calls only queue commands for the browser's GPU process: *grid* and *imgui_gl* are what
// issuing them costs here, not the drawing itself.
struct FrameTimes {
    double input = 0;     // events, ImGui's new frame, layout, canvas input (edits)
    double steps = 0;     // session.advance(): an edit's replay, the search steps, the cell
                          // codes, the Dijkstra check
    double ui = 0;        // draw_ui() and ImGui::Render(): the sidebar, table, chart, overlays
    double upload = 0;    // the cell textures (only the cells that changed, unless rebuilt)
    double grid = 0;      // what changed since the last frame (frame_drawing.hpp), the
                          // background, the panels' backdrops and the panes' grid draws
    double imgui_gl = 0;  // ImGui's draw lists to GL, and the rest of the frame
    double total = 0;     // all of frame()
};

struct App {
    SDL_Window* window = nullptr;
    SDL_GLContext gl_context = nullptr;

    Session session;

    // --- Drawing ---
    std::vector<std::unique_ptr<GridRenderer>> renderers;  // one per pane
    unsigned long long uploaded_rebuild = ~0ull;  // session.rebuild_count() last uploaded
    std::vector<PaneView> pane_views;             // where each pane is, this frame
    ViewState view;                               // zoom and pan, shared by all panes
    PaletteId palette_id = PaletteId::kClassic;
    bool show_numbers = true;    // g, h, f in cells that are large enough
    bool show_arrows = true;     // came-from arrows
    bool show_smoothed = false;  // the path with line-of-sight shortcuts
    // Each pane outlines the cells the other panes have expanded, in their colours: where one
    // search went and another did not, on one map.
    bool show_outlines = false;
    bool show_help = false;
    // T: the screen reader is to read the comparison table at the end of this frame, every
    // pane's row (announce_for_screen_readers). The table is drawn, not read, and its rows
    // are not among the controls K moves through.
    bool say_table = false;
    // The Timeline slider is held (mouse, finger or keys) this frame: the moves it makes are
    // not said one by one (announce_for_screen_readers), its value is.
    bool timeline_held = false;
    // The window size Help was last placed for: placed again when it changes (ui_help.cpp).
    float help_placed_for_width = 0, help_placed_for_height = 0;
    // Lines (negative: up) and pages Help is to scroll by at its next frame: the arrow and
    // page keys while it is open (a keyboard could not reach its last sections, QA pass).
    int help_scroll_lines = 0, help_scroll_pages = 0;
    int help_scroll_to = 0;  // Home / End while Help is open: -1 its top, 1 its end
    float help_scrolled = 0;  // how far Help is scrolled down (pixels), for the tests
    // K: the keys move through the controls until Escape or K (keys_in_controls.hpp);
    // focus_controls: the sidebar is to take the keyboard at its next frame.
    bool keys_in_controls = false;
    bool focus_controls = false;
    // The keyboard's highlight was on a button that went away (Remove, or Add pane adding the
    // last pane there is room for): where it goes at the next frame.
    enum class HighlightTo { kStays, kAddPane, kLastPane };
    HighlightTo highlight_to = HighlightTo::kStays;
    int tab_as_arrow = 0;  // the arrow (an SDL_Scancode) the Tab key that is down was given to
                           // ImGui as, 0 if none (give_tab_to_navigation)
    // Where a Tab's move is, frame by frame (wrap_tab_moves): along its row, on to the next
    // row after finding nothing along it, or on to the next row from a section's header; round
    // to the first row (the last) after finding no row below the last (above the first).
    enum class TabMove { kNone, kAlongRow, kToNextRow, kFromHeader, kRoundTheEnd };
    TabMove tab_move = TabMove::kNone;
    // Tab presses that came while a Tab's move took its frames, in order (true: with Shift);
    // each is pressed again once the move before it has ended (take_waiting_tab).
    std::vector<bool> waiting_tabs;
    unsigned int highlighted_header = 0;  // the section header last seen highlighted (an ImGuiID)
    bool enter_may_press = false;        // Enter came with nothing held or typed in (press_on_enter)
    bool sidebar_hidden = false;  // Tab: the panes take the sidebar's room (a small projector)
    bool fingers = false;  // the page's main pointer is a finger: finger-sized controls (touch.hpp)
    bool window_was_narrow = false;  // last frame's window was narrower than kNarrowWindowWidth
    bool sidebar_hidden_for_width = false;  // hidden by a window turning narrow, not by the user
    bool show_open_list = true;
    TeachingState teaching;      // the open list panel, timings, overlay counts

    // --- Editing ---
    Brush brush = Brush::kWall;
    // The Look tool instead of the brush: a press on a pane shows that cell's card (state, g,
    // h, f in every pane) and paints nothing. A finger has no hover, and it paints what it
    // touches, so on a tablet this is the only way to read a cell. The card of the last cell
    // pressed stays up when the finger lifts (or the mouse leaves the panes), until the next
    // press on a pane or a tap on the card.
    bool looking = false;
    int looked_pane = -1;
    Cell looked_cell{-1, -1};
    Drag drag = Drag::kNone;
    Cell drag_last{-1, -1};   // the cell the stroke or drag reached last frame
    int drag_pane = 0;        // the pane the drag started in: it maps the mouse until release
    // Where each button (left, right, middle) last went down, from SDL's event. ImGui 1.86
    // reports a press at the frame's last mouse position, so a quick grab that moves in the
    // same frame would start from the wrong cell (paint instead of picking up S or G).
    float press_x[3] = {}, press_y[3] = {};
    // The same for the controls: where the mouse's last button event of this frame happened
    // (mouse_button_at), which ImGui is told instead of the frame's last position, so that a
    // quick click acts on the control under it; and where a release that came in the same
    // frame as its press happened, which ImGui sees a frame later (release_next_frame_at). A
    // touchpad tap with the pointer moving on was lost, or landed on the control the pointer
    // reached and changed a weight with no word (QA pass). Fingers have their own (touch.cpp).
    struct ScreenPoint {
        float x = 0, y = 0;
    };
    std::optional<ScreenPoint> mouse_button_at;
    std::optional<ScreenPoint> release_next_frame_at;
    float pan_last_x = 0, pan_last_y = 0;
    // Where the pointer was at the last frame of a drag that saw it: a finger's lift hides the
    // mouse in its own frame, and a drag of S or G let go of there is judged here.
    float drag_pointer_x = 0, drag_pointer_y = 0;
    // Session::scene_changes() when the paint stroke or the drag of S or G in progress began: a
    // second finger takes it back only if it changed something (touch.cpp).
    unsigned long long stroke_scene_changes = 0;
    TouchState touch;
    // Key releases that reach ImGui a frame late: the key went down in the same frame
    // (poll_events in app.cpp says why).
    std::vector<SDL_Event> held_key_ups;
    // M: the keyboard's cursor on the map's cells (cell_cursor.hpp). Its cell is kept when
    // the mode is left, for the next M.
    struct CellCursor {
        bool on = false;
        Cell cell{-1, -1};
        bool pen_down = false;              // Space is held: a move paints the cells it passes
        Brush stroke_brush = Brush::kWall;  // what this Space paints: the brush, or plain
                                            // ground on a cell that had the brush's terrain
        bool at_edge = false;  // an arrow found the map's edge: said once (screen_reader.cpp)
    };
    CellCursor cell_cursor;
    int hover_pane = -1;      // the pane and cell under the mouse (or the cell cursor), if any
    Cell hover_cell{-1, -1};
    bool cell_card_shown = false;  // the last frame drew a cell's card (ui_overlays.cpp)

    // --- Map tools ---
    int new_width = 32, new_height = 20;
    float obstacle_density = 0.3f;
    std::uint64_t seed = 1;

    // --- Files and sharing (web_bridge.cpp) ---
    std::string share_link;  // the page's URL with the scene in its fragment, when last copied
    LinkCopy link_copy = LinkCopy::kNone;
    // Session::scene_changes() when the link was made: once the scene changes, "Copied" (and
    // the link shown to copy by hand) would describe a scene that is gone, so they go.
    unsigned long long link_scene_changes = 0;
    // The Start and Goal fields under Map (x, y): what is typed is kept here while a field is
    // being edited, and applied when the pair is left (Enter, a click elsewhere), so that x,
    // Tab, y, Enter moves to (x, y) without a stop at (x, old y).
    struct TypedCell {
        double xy[2] = {0, 0};  // as typed: see input_whole_numbers
        bool editing = false;
        int drawn_frame = -1;  // ImGui's frame count when the field was last drawn
    };
    TypedCell start_field, goal_field;
    // The scenarios of the .scen file opened for this map (open_scenario_text), and the
    // Scenario field under Map, counting from 1 as shown. A new map forgets them (load_scene);
    // they are hidden while an undo shows another map (ScenarioList::map_id).
    std::optional<ScenarioList> scenarios;
    int scenario_field = 1;
    bool png_requested = false;  // save the canvas as a PNG at the end of the next frame
    bool capturing_png = false;  // this frame is the one saved (drawn without the mouse and banner)

    // A banner over the panes: what happened, or what went wrong (errors stay until dismissed or
    // replaced; notes fade after a few seconds).
    std::string message;
    bool message_is_error = false;
    double message_time = 0;
    // An "Undone ... Ctrl+Y redoes it" note is wrong once the scene changes again: set to
    // Session::scene_changes() when it is shown, it goes when the count moves.
    std::optional<unsigned long long> message_until_change;
    // A refused edit ("the start stays at ...") goes once the search moves as well (after its
    // first few seconds, which Play alone does not cut short): set to the lockstep position
    // when it is shown. It stayed over the panes' top rows through Step, Play and Reset until
    // dismissed, in front of a class (QA pass).
    std::optional<int> message_until_step;

    // --- Frame ---
    int window_width = 0, window_height = 0;            // CSS pixels
    int framebuffer_width = 0, framebuffer_height = 0;  // device pixels
    float pixel_ratio = 1;
    PixelRect pane_area;  // where the panes go, right of the sidebar and above the table
    // Where the comparison table ends on the right when the charts stand beside it (0 when
    // they go under it): a note at the bottom covers the table's notes, not the charts.
    float table_right = 0.0f;
    std::vector<PixelRect> panel_backdrops;  // this frame's panel backgrounds (panel_backdrop.hpp)
    RedrawState redraw;  // what the last frame drew, to draw only what changed (frame_drawing.hpp)
    double now = 0;       // seconds since the page opened
    double frame_seconds = 0;
    double steps_last_frame = 0;
    FrameTimes frame_times;  // of the last frame
    std::uint64_t frame_count = 0;
    int input_events = 0;  // SDL events this frame (poll_events): mouse, keys, touch, window
    bool quit_requested = false;
};

// Prepares the first scene and the renderers. Returns false with a message in *error.
bool init_app(App& app, std::string* error);

// One frame: events, UI, search steps, drawing, swap.
void frame(App& app);

// Shows `text` in the banner over the panes: in red until dismissed if it is an error.
void show_message(App& app, std::string text, bool is_error);

// An edit the app refused and why, in red until the user moves on: the next change of the
// scene, or of the search's step once it has been up a few seconds, takes it down, as does
// Dismiss.
void show_refusal(App& app, std::string text);

// Replaces the scene (new map, file, link) and resets the view to fit the new grid.
// `map_name`: the .map file it came from, which Save .map writes again (Session::map_name);
// `map_file`: that file's characters (Session::map_file).
void load_scene(App& app, Scene scene, std::string map_name = {},
                std::shared_ptr<const MovingAiMap> map_file = {});

// Clear walls and terrain (the button and C), saying how to get them back.
void clear_map(App& app);
// The user hides or shows the controls (Tab, ">", Hide controls): a window turning wide again
// leaves them as the user chose.
void set_sidebar_hidden(App& app, bool hidden);

// Ctrl+Z and the Undo button: the scene before the last action, saying what was undone (or
// that there is nothing to undo). Ctrl+Y, Ctrl+Shift+Z and Redo bring it back.
void undo_edit(App& app);
void redo_edit(App& app);
// After Remove, Undo or Redo changed the list of panes (it was `panes_before`): the Open list
// section goes on explaining the search it was explaining, and the Look tool's card stays by
// its search's cell (pane_index.hpp).
void follow_moved_panes(App& app, const std::vector<PaneSettings>& panes_before);

}  // namespace astar::app
