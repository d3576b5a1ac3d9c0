// The app's side of the page: the URL fragment (share links), files in and out, the clipboard.
// The page (web/index.html, `astarPage`) reads files, downloads blobs and writes the clipboard;
// these functions ask it to, through EM_JS, and it answers through the exported C functions at
// the end of web_bridge.cpp.
//
// How to use:
//     open_initial_scene(app);   // once, from init_app: the link in the URL, or the default
//     if (ImGui::Button("Load .map...")) choose_map_file(app);
//     if (ImGui::Button("Copy link")) copy_share_link(app);
//     if (capturing) save_canvas_png(app);   // in frame() after the click, right after drawing
//
// Exported for the page and the browser tests (Module.ccall):
//   astar_app_text_buffer(bytes)          -> where the page writes file or link text (UTF-8)
//   astar_app_load_map_buffer(bytes, name)-> 1 if the text in the buffer loaded as a .map
//   astar_app_open_link_buffer(bytes)     -> 1 if the link in the buffer opened
//   astar_app_note(text, is_error)        -> shows a message under the controls
//   astar_app_link_copied(ok), astar_app_png_saved(ok): the page's answers
//   astar_app_action(name)                -> 1 after doing what a button of the Map section does:
//                                            "save_map", "copy_link", "export_png"
//   astar_app_scene_link()                -> the current scene's share link (no '#')
//   astar_app_scene_json()                -> JSON: size, start, goal, rules, tie-break, panes,
//                                            wall and terrain counts
//   astar_app_share_json()                -> JSON: the last copied link and where it went
//   astar_app_message_json()              -> JSON: the message line, whether it is an error, and
//                                            its age in seconds
//   astar_app_widgets_json()              -> JSON: where the Map section's buttons are
//   astar_app_path_json(pane)             -> JSON: the pane's path cells, start first
//   astar_app_set_pane(i, algorithm, heuristic, weight), astar_app_set_rules(moves, diagonal,
//       diagonal_cost, ties)              -> 1 if every name is known (option_names.hpp)
#pragma once

#include <string_view>

#include "app/app.hpp"

namespace astar::app {

// The scene from the page's URL fragment if it holds a valid share link; otherwise the default
// scene (and a message saying why the link was not used). Also routes ImGui's copy (Ctrl+C in
// a text field) to the system clipboard.
void open_initial_scene(App& app);

// Loads the text of a Moving AI `.map` file named `name` (or of a `.scen` file: see
// open_scenario_text). On failure shows the parser's error and leaves the scene as it was.
// Returns true if the file was loaded.
bool open_map_text(App& app, std::string_view text, std::string_view name);
// A Moving AI .scen file's text (open_map_text passes it on): its scenarios for the map shown,
// the first one placed. Refused, with the reason, if they do not fit that map.
bool open_scenario_text(App& app, std::string_view text, std::string_view name);

// Opens a share link (with or without '#'). A link equal to the current scene changes nothing.
// On failure shows the error and leaves the scene as it was.
bool open_share_link(App& app, std::string_view link);

// Opens the browser's file picker; the chosen file arrives through open_map_text.
void choose_map_file(App& app);

// Downloads the map as a Moving AI `.map` file (lossy: see lossy_cell_count).
void save_map_file(App& app);

// The link that Copy link gives: the scene at its step (core/scene.hpp), and how it is
// looked at where that differs from a new page (zoom, palette, speed, the Open list's pane;
// app/model/link_view.hpp).
std::string share_link(const App& app);
// Puts share_link in the URL fragment (no reload) and copies the URL to the clipboard; if the
// browser refuses, app.link_copy becomes kShownToCopy and the Map section shows it.
void copy_share_link(App& app);

// Asks for the canvas as a PNG download: save_canvas_png runs at the end of this frame.
void request_png(App& app);

// Starts the PNG download of what was just drawn. Call after drawing, before the frame ends:
// WebGL clears the drawing buffer once the browser has shown it.
void save_canvas_png(App& app);

}  // namespace astar::app
