// Small helpers shared by the teaching views (ui_overlays.cpp, ui_open_list.cpp,
// ui_compare.cpp, ui_help.cpp): palette colours for ImGui, what a cell looks like on screen,
// and the words for a pane and its status.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>

#include "app/palette.hpp"
#include "core/decimal_text.hpp"
#include "core/option_names.hpp"
#include "core/scene.hpp"
#include "imgui.h"

namespace astar::app {

// Amber for "not guaranteed", red for "wrong": on the dark UI background.
inline const ImVec4 kWarningColour(1.0f, 0.72f, 0.25f, 1.0f);
inline const ImVec4 kBadColour(1.0f, 0.42f, 0.42f, 1.0f);
inline const ImVec4 kGoodColour(0.45f, 0.85f, 0.5f, 1.0f);

inline ImU32 to_u32(const Rgba& c, float alpha = 1.0f) {
    return ImGui::ColorConvertFloat4ToU32(ImVec4(c.r, c.g, c.b, c.a * alpha));
}
inline ImVec4 to_vec4(const Rgba& c) {
    return ImVec4(c.r, c.g, c.b, c.a);
}

inline Rgba mark_over(const Palette& p, Terrain terrain, SearchMark mark) {
    return displayed_colour(p, cell_visual(terrain, mark));
}

// Relative luminance (sRGB, roughly): below about 0.4 a colour wants white text.
inline float luminance(const Rgba& c) {
    return 0.2126f * c.r + 0.7152f * c.g + 0.0722f * c.b;
}
inline bool wants_light_text(const Rgba& c) {
    return luminance(c) < 0.4f;
}

// "A*, Manhattan", "A*, Octile, w = 1.5", "Dijkstra", "Greedy best-first, Euclidean"
inline std::string pane_name(const PaneSettings& p) {
    std::string name(option_label(p.algorithm));
    if (p.algorithm != Algorithm::kDijkstra && p.algorithm != Algorithm::kBreadthFirst) {
        name += ", " + std::string(option_label(p.heuristic));
    }
    if (p.algorithm == Algorithm::kAStar && p.weight != 1.0) {
        name += ", w = " + format_shortest(p.weight);
    }
    return name;
}

// The same, short enough for a table column: "A* Manhattan", "A* Octile w=1.5", "DFS walk
// Euclidean", "Dijkstra".
inline std::string pane_short_name(const PaneSettings& p) {
    std::string name;
    switch (p.algorithm) {
        case Algorithm::kAStar: name = "A*"; break;
        case Algorithm::kDijkstra: return "Dijkstra";
        case Algorithm::kBreadthFirst: return "Breadth-first";
        case Algorithm::kGreedyBestFirst: name = "Greedy"; break;
        case Algorithm::kDepthFirstWalk: name = "DFS walk"; break;
    }
    name += " " + std::string(option_label(p.heuristic));
    if (p.algorithm == Algorithm::kAStar && p.weight != 1.0) {
        name += " w=" + format_shortest(p.weight);
    }
    return name;
}

// A small amber warning triangle with "!" whose box is `size` square at `top_left`.
inline void draw_warning_mark(ImDrawList* draw, ImVec2 top_left, float size) {
    const ImU32 amber = ImGui::ColorConvertFloat4ToU32(kWarningColour);
    draw->AddTriangleFilled(ImVec2(top_left.x + size * 0.5f, top_left.y),
                            ImVec2(top_left.x + size, top_left.y + size),
                            ImVec2(top_left.x, top_left.y + size), amber);
    const float cx = top_left.x + size * 0.5f;
    const ImU32 ink = IM_COL32(20, 20, 20, 255);
    draw->AddLine(ImVec2(cx, top_left.y + size * 0.32f), ImVec2(cx, top_left.y + size * 0.7f), ink,
                  std::max(1.0f, size * 0.12f));
    draw->AddRectFilled(ImVec2(cx - size * 0.06f, top_left.y + size * 0.78f),
                        ImVec2(cx + size * 0.06f + 0.5f, top_left.y + size * 0.9f), ink);
}

}  // namespace astar::app
