// What the teaching views keep between frames: which pane the open list panel shows, the
// timings of finished searches, and what the overlays drew last frame (the browser tests read
// it through exports.cpp).
#pragma once

#include <array>
#include <string>

#include "app/model/charts.hpp"
#include "app/model/explain.hpp"
#include "app/model/search_timing.hpp"
#include "core/scene.hpp"

namespace astar::app {

// One pane's overlays in the last frame.
struct OverlayCounts {
    long long cells_visited = 0;   // cells looked at for numbers and arrows (only visible ones)
    int numbers = 0;               // cells that got g, h and f
    int arrows = 0;                // came-from arrows drawn
    int current = -1;              // the cell ringed as being expanded (index), -1 if none
    int next = -1;                 // the cell ringed as next from the open list, -1 if none
    int lit = -1;                  // the cell ringed for the Open list section's row, or -1
    int path_points = 0;           // points of the path line (close ones dropped on big maps)
    int smoothed_points = 0;       // points of the smoothed path line
    bool details_skipped = false;  // too many reached cells on screen for arrows and numbers
    std::string title;             // the pane's title as drawn: its name (or number), status
};

struct TeachingState {
    int open_list_pane = 0;  // the pane the "Open list" section shows
    int open_list_rows = 15;
    SearchTimes times;       // each pane's search on its own, once all have finished
    // A cell under the mouse in the open list panel (a row or a neighbour), ringed in the
    // panel's pane; (-1, -1) if none. Set by the panel, used and cleared by the overlays.
    Cell highlight{-1, -1};
    // A row tapped with a finger, whose cell stays lit (ui_open_list.cpp, RowLight).
    Cell tapped_row{-1, -1};
    std::array<SeriesBuckets, kMaxPanes> open_charts;  // the open list size chart, per pane
    std::array<OverlayCounts, kMaxPanes> overlay_counts{};
    // The Open list section's tallest height so far for the same pane, rows and sidebar width
    // (`open_list_room_for`) since the search was last at step 0: shorter frames are padded to
    // it, so that the sections under it do not jump up and down with every step while a
    // search plays or steps back.
    struct OpenListLayout {
        int pane = -1;
        int rows = 0;
        int width = 0;
        friend bool operator==(const OpenListLayout&, const OpenListLayout&) = default;
    };
    float open_list_room = 0;
    OpenListLayout open_list_room_for;
    bool table_scrolls = false;  // last frame, the comparison table was wider than its room
    float table_and_notes_height = 0;  // last frame, the table with the notes under it
};

}  // namespace astar::app
