// The app's Dear ImGui interface. draw_ui() draws it all each frame; each part has its file:
//     ui.cpp            the sidebar that holds the controls, and the message banner
//     ui_playback.cpp   Step, Step back, Play/Pause, speed, Run to end, Reset, timeline
//     ui_settings.cpp   movement rules, tie-breaking, the panes' algorithms and heuristics,
//                       view options (palette, numbers, arrows)
//     ui_map.cpp        map size, brushes, random obstacles, mazes, presets, files, sharing
//     ui_compare.cpp    the comparison table and the chart under the panes
//     ui_overlays.cpp   over each pane: title, g/h/f numbers, parent arrows, path, hover info
//     ui_open_list.cpp  the open list in priority order and why the next cell is chosen
//     ui_help.cpp       the help window: shortcuts, mouse, colours (legend)
#pragma once

#include "app/app.hpp"

namespace astar::app {

void draw_ui(App& app);

void draw_playback_controls(App& app);
void draw_search_settings(App& app);
void draw_view_options(App& app);
void draw_map_tools(App& app);
void draw_comparison(App& app);
void draw_pane_overlays(App& app);
void draw_open_list(App& app);
void draw_help(App& app);
void draw_legend(App& app);

}  // namespace astar::app
