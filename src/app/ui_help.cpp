// The help window (H or F1): what the panes show, the A* loop, shortcuts, the mouse, and the
// colours; and the Legend section of the sidebar. Colours come from the active palette, so
// the legend always matches the grid.
#include <algorithm>
#include <string>

#include "app/input.hpp"
#include "app/ui.hpp"
#include "app/ui_teaching.hpp"
#include "app/ui_widgets.hpp"
#include "imgui.h"

namespace astar::app {

namespace {

// A square of colour `c` (framed) followed by `label`; `help` on hover.
void swatch(const Rgba& c, const char* label, const char* help) {
    const float side = ImGui::GetTextLineHeight();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(at, ImVec2(at.x + side, at.y + side), to_u32(Rgba{c.r, c.g, c.b, 1.0f}));
    draw->AddRect(at, ImVec2(at.x + side, at.y + side), IM_COL32(110, 112, 120, 255));
    ImGui::Dummy(ImVec2(side, side));
    ImGui::SameLine();
    ImGui::TextUnformatted(label);
    if (help != nullptr && ImGui::IsItemHovered()) {
        ImGui::BeginTooltip();
        wrapped_text(help, tooltip_width(30.0f));
        ImGui::EndTooltip();
    }
}

// A sample of an overlay drawn by `paint` in a ground-coloured square, then `label`.
template <class Paint>
void overlay_sample(const Palette& pal, const char* label, const char* help, Paint paint) {
    const float side = ImGui::GetTextLineHeight();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const Rgba ground = mark_over(pal, Terrain::kGround, SearchMark::kClosed);
    draw->AddRectFilled(at, ImVec2(at.x + side * 2, at.y + side), to_u32(ground));
    paint(draw, at, side);
    ImGui::Dummy(ImVec2(side * 2, side));
    ImGui::SameLine();
    ImGui::TextUnformatted(label);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", help);
}

void legend_columns(const Palette& pal) {
    struct Entry {
        Rgba colour;
        const char* label;
        const char* help;
    };
    const Rgba ground = pal.terrain(Terrain::kGround);
    const Entry terrain[] = {
        {pal.terrain(Terrain::kWall), "wall", "Cannot be entered."},
        {ground, "ground, cost 1", "Plain ground: a straight step costs 1, a diagonal sqrt(2)."},
        {pal.terrain(Terrain::kCostLow), "sand, cost 2-3",
         "Entering costs 2 or 3 times as much as ground (the sand brush paints 2)."},
        {pal.terrain(Terrain::kCostMedium), "swamp, cost 4-7",
         "Entering costs 4 to 7 times as much as ground (the swamp brush paints 5)."},
        {pal.terrain(Terrain::kCostHigh), "water, cost 8+",
         "Entering costs 8 or more times as much as ground (the water brush paints 9)."},
        {pal.terrain(Terrain::kWater), "Moving AI water",
         "The water (W) of a loaded Moving AI map: cost 9, like the water brush, and entered "
         "only from water."},
    };
    const Entry search[] = {
        {ground, "unseen", "Not reached by the search yet: the terrain shows as it is."},
        {mark_over(pal, Terrain::kGround, SearchMark::kOpen), "open (frontier)",
         "In the open list: reached, waiting to be expanded. A tint over the terrain; on "
         "sand, swamp and water, a frame in the terrain's own colour shows what lies beneath "
         "(when cells are large enough)."},
        {mark_over(pal, Terrain::kGround, SearchMark::kClosed), "closed",
         "Expanded: taken off the open list and never looked at again. Its g is the "
         "cheapest possible only when the search promises it: Dijkstra, A* whose w x h never "
         "overestimates (weight 1 or less with a heuristic that never overestimates; each "
         "such estimate here is also consistent, which keeps a closed cell's g final), and "
         "breadth-first when every step costs the same. A tint over the terrain; on sand, "
         "swamp and water, a frame in the terrain's own colour shows what lies beneath (when "
         "cells are large enough)."},
        {mark_over(pal, Terrain::kGround, SearchMark::kCurrent), "being expanded",
         "The cell the last step expanded (also ringed). On sand, swamp and water, framed in "
         "the terrain's colour like open and closed cells."},
        {mark_over(pal, Terrain::kGround, SearchMark::kPath), "path",
         "The path found. On sand, swamp and water, framed in the terrain's colour like open "
         "and closed cells."},
        {pal.mark(SearchMark::kStart), "start (S)", "Drag it to move it."},
        {pal.mark(SearchMark::kGoal), "goal (G)", "Drag it to move it."},
    };
    // Two columns where the longest name fits in half the width, else one: names were cut off
    // in a phone's sidebar ("ground, c", "open (fr") and at 600 px ("being expandec"). The
    // widest entry is a line sample, two squares wide, before "smoothed path".
    float widest = ImGui::CalcTextSize("smoothed path").x;
    for (const Entry& e : terrain) widest = std::max(widest, ImGui::CalcTextSize(e.label).x);
    for (const Entry& e : search) widest = std::max(widest, ImGui::CalcTextSize(e.label).x);
    const ImGuiStyle& style = ImGui::GetStyle();
    const float entry = 2 * ImGui::GetTextLineHeight() + style.ItemSpacing.x + widest +
                        2 * style.CellPadding.x;
    const int columns = 2 * entry <= ImGui::GetContentRegionAvail().x ? 2 : 1;
    if (ImGui::BeginTable("legend", columns, ImGuiTableFlags_SizingStretchSame)) {
        ImGui::TableNextColumn();
        ImGui::TextDisabled("Terrain");
        for (const Entry& e : terrain) swatch(e.colour, e.label, e.help);
        ImGui::TableNextColumn();
        ImGui::TextDisabled("Search");
        for (const Entry& e : search) swatch(e.colour, e.label, e.help);
        ImGui::EndTable();
    }

    const OverlayColours& oc = pal.overlay;
    if (ImGui::BeginTable("legend_lines", columns, ImGuiTableFlags_SizingStretchSame)) {
        ImGui::TableNextColumn();
        overlay_sample(
            pal, "path line", "The path found, through cell centres.",
            [&](ImDrawList* d, ImVec2 a, float s) {
                d->AddLine(ImVec2(a.x + 2, a.y + s * 0.5f), ImVec2(a.x + s * 2 - 2, a.y + s * 0.5f),
                           to_u32(oc.path_halo), 5);
                d->AddLine(ImVec2(a.x + 2, a.y + s * 0.5f), ImVec2(a.x + s * 2 - 2, a.y + s * 0.5f),
                           to_u32(oc.path_line), 3);
            });
        overlay_sample(pal, "came from", "Each reached cell points to its parent: the search tree.",
                       [&](ImDrawList* d, ImVec2 a, float s) {
                           const float y = a.y + s * 0.5f;
                           d->AddLine(ImVec2(a.x + s * 1.5f, y), ImVec2(a.x + s * 0.7f, y),
                                      to_u32(oc.arrow), 1.5f);
                           d->AddTriangleFilled(
                               ImVec2(a.x + s * 0.35f, y), ImVec2(a.x + s * 0.75f, y - s * 0.25f),
                               ImVec2(a.x + s * 0.75f, y + s * 0.25f), to_u32(oc.arrow));
                       });
        overlay_sample(pal, "other panes",
                       "View: Other panes' outlines. Each pane outlines the cells every other "
                       "pane has expanded, in a darker shade of that pane's colour (here pane "
                       "2's): where one search went and another did not.",
                       [&](ImDrawList* d, ImVec2 a, float s) {
                           d->AddRect(ImVec2(a.x + 2, a.y + 2),
                                      ImVec2(a.x + s * 2 - 2, a.y + s - 2),
                                      to_u32(outline_colour(pal, 1)), 0.0f, 0, 2.0f);
                       });
        ImGui::TableNextColumn();
        overlay_sample(pal, "smoothed path",
                       "The path with turns cut where a straight line of sight "
                       "exists (View: Smoothed path).",
                       [&](ImDrawList* d, ImVec2 a, float s) {
                           d->AddLine(ImVec2(a.x + 3, a.y + s - 3),
                                      ImVec2(a.x + s * 2 - 3, a.y + 3), to_u32(oc.smoothed_line),
                                      2);
                       });
        overlay_sample(pal, "goes next", "The cell the open list gives next (lowest f).",
                       [&](ImDrawList* d, ImVec2 a, float s) {
                           const ImU32 c = to_u32(oc.next_ring);
                           const float x0 = a.x + s * 0.5f, x1 = a.x + s * 1.5f, y0 = a.y + 1,
                                       y1 = a.y + s - 1;
                           const float l = s * 0.3f;
                           d->AddLine(ImVec2(x0, y0), ImVec2(x0 + l, y0), c, 2);
                           d->AddLine(ImVec2(x0, y0), ImVec2(x0, y0 + l), c, 2);
                           d->AddLine(ImVec2(x1, y1), ImVec2(x1 - l, y1), c, 2);
                           d->AddLine(ImVec2(x1, y1), ImVec2(x1, y1 - l), c, 2);
                       });
        ImGui::EndTable();
    }
}

void heading(const char* text) {
    ImGui::Spacing();
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.55f, 0.75f, 1.0f, 1.0f));
    ImGui::TextUnformatted(text);
    ImGui::PopStyleColor();
    ImGui::Separator();
}

// The Ties setting as the A* loop's comment.
const char* tie_text(TieBreak tie_break) {
    switch (tie_break) {
        case TieBreak::kPreferLargerG: return "larger g";
        case TieBreak::kPreferSmallerG: return "smaller g";
        case TieBreak::kFifo: return "the one pushed or improved first";
        case TieBreak::kLifo: return "the one pushed or improved last";
    }
    return "";
}

}  // namespace

void draw_help(App& app) {
    if (!app.show_help) return;
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    // Over the panes, but inside the window: at 800 x 600 a 600-wide window centred on the
    // panes hid its right side and its close button.
    const float margin = 8;
    const float width = std::min(600.0f, viewport->WorkSize.x - 2 * margin);
    const float centre = std::clamp(app.pane_area.x + app.pane_area.width * 0.5f,
                                    margin + width * 0.5f,
                                    viewport->WorkSize.x - margin - width * 0.5f);
    // Placed when it opens, and again when the window changes size: a phone turned upright
    // kept a 600-wide Help at x = 236 on a 390-wide screen, its text and close button off it
    // (QA pass). In between the user may move it.
    const bool resized = app.help_placed_for_width != viewport->WorkSize.x ||
                         app.help_placed_for_height != viewport->WorkSize.y;
    app.help_placed_for_width = viewport->WorkSize.x;
    app.help_placed_for_height = viewport->WorkSize.y;
    const ImGuiCond place = resized ? ImGuiCond_Always : ImGuiCond_Appearing;
    ImGui::SetNextWindowPos(ImVec2(centre, app.pane_area.y + 10), place, ImVec2(0.5f, 0.0f));
    ImGui::SetNextWindowSize(ImVec2(width, viewport->WorkSize.y * 0.85f), place);
    ImGui::SetNextWindowBgAlpha(1.0f);  // text over the grid is hard to read
    if (!ImGui::Begin("Help", &app.show_help, ImGuiWindowFlags_NoCollapse)) {
        ImGui::End();
        return;
    }
    note_window("help");
    if (app.help_scroll_lines != 0 || app.help_scroll_pages != 0) {
        const float line = ImGui::GetTextLineHeightWithSpacing();
        const float page = std::max(ImGui::GetWindowHeight() - 3 * line, line);
        ImGui::SetScrollY(ImGui::GetScrollY() + static_cast<float>(app.help_scroll_lines) * 3 * line +
                          static_cast<float>(app.help_scroll_pages) * page);
        app.help_scroll_lines = app.help_scroll_pages = 0;
    }
    if (app.help_scroll_to != 0) {
        ImGui::SetScrollY(app.help_scroll_to < 0 ? 0.0f : ImGui::GetScrollMaxY());
        app.help_scroll_to = 0;
    }
    app.help_scrolled = ImGui::GetScrollY();
    ImGui::PushTextWrapPos(0.0f);
    // Paragraphs with wrapped_text, as in the rest of the app: ImGui's own wrapping set the
    // first sections' lines 13 px apart and the later ones' 17.
    heading("What you see");
    wrapped_text(
        "Each pane searches the same map from S to G with its own algorithm and heuristic. Step "
        "takes one expansion in every pane at once, so you can compare how much work each does. "
        "A pane title with a warning triangle uses a setting that is not guaranteed to find the "
        "cheapest path; the table under the panes checks every path against Dijkstra. View: "
        "Other panes' outlines draws in each pane the edge of every other pane's expanded "
        "cells, in its colour: where one search went and another did not.");
    heading("Reading a cell (zoom in with the wheel, or pinch)");
    wrapped_text(
        "g (top left, small): the cost of the cheapest way found so far from the start "
        "(breadth-first and the depth-first walk keep the first way found instead).\n"
        "h (bottom right, small): the heuristic's estimate of the cost from here to the goal.\n"
        "f (middle, large): g + h, the estimated cost of the whole path through this cell "
        "(weighted A*: g + w h; Dijkstra: g; greedy best-first: h; breadth-first: steps from "
        "the start; the depth-first walk: h, with no open list). The open list always expands "
        "the cell with the lowest f next.\n"
        "Arrow (top right, or the whole cell when zoomed out): came-from. It points to the "
        "parent cell the best path arrives from; following the arrows from the goal leads back "
        "to the start.\n"
        "Corner brackets: the cell that goes next. Full ring: the cell just expanded.\n"
        "Hover any cell (on a touch screen: the Look tool, then touch the cell) to see its "
        "numbers in every pane. The Open list section of the sidebar "
        "says why the next cell is chosen and what the last step did to each neighbour; a "
        "click on a pane's title picks the pane it explains.");
    heading("The A* loop");
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.85f, 0.9f, 0.75f, 1.0f));
    ImGui::Text(
        "open = {start};  g(start) = 0\n"
        "while open is not empty:\n"
        "    current = the open cell with the lowest f  (ties: %s)\n"
        "    if current is the goal: done, follow came-from back to the start\n"
        "    close current\n"
        "    for each neighbour n of current that can be entered:\n"
        "        new_g = g(current) + cost of the step into n\n"
        "        if n is unseen, or open with new_g < g(n):\n"
        "            g(n) = new_g;  f(n) = new_g + h(n);  came_from(n) = current\n"
        "            put n in open (or move it up)\n"
        "no path",
        tie_text(app.session.scene().tie_break));
    ImGui::PopStyleColor();
    // The theory a student comes for, in the app's own terms (the verdicts are in
    // core/heuristic.cpp; each pane's text gives its own setting's).
    heading("Heuristics (dx, dy: columns and rows to the goal)");
    wrapped_text(
        "A heuristic that never overestimates the cheapest remaining cost (admissible) lets "
        "A* promise a cheapest path. The loop above never reopens a closed cell, which also "
        "needs h to drop by no more than a step costs from a cell to its neighbour "
        "(consistent): every heuristic here that is admissible for the moves chosen is "
        "consistent too. The closer h comes to the cheapest remaining cost, the fewer cells A* "
        "expands. With 8 moves and diagonals of sqrt(2):");
    wrapped_text("Octile, max(dx, dy) + 0.414 min(dx, dy): the length of the shortest path on an "
                 "open grid. Never overestimates; the fewest expansions of these admissible ones.");
    wrapped_text("Euclidean, sqrt(dx^2 + dy^2): the straight line. Never overestimates, but "
                 "underestimates more than Octile, so more cells are expanded.");
    wrapped_text("Chebyshev, max(dx, dy): a diagonal step counted as 1. Never overestimates; "
                 "exact when diagonals cost 1.");
    wrapped_text("Manhattan, dx + dy: a diagonal step counted as 2. With diagonal moves it "
                 "overestimates, so A* may return a longer path; with 4 moves it is exact on "
                 "an open grid.");
    wrapped_text("Zero: h = 0, and A* becomes Dijkstra.");
    heading("Weight, and the other algorithms");
    wrapped_text("Weighted A* orders by f = g + w h. Above 1 it trusts the estimate more: fewer "
                 "expansions, but the path may cost up to w times the optimum, or w r times "
                 "with a heuristic that itself overestimates by up to r (the pane gives its "
                 "bound). Below 1 it moves toward Dijkstra.");
    wrapped_text("Dijkstra orders by g alone: it spreads out evenly by cost, always finds a "
                 "cheapest path, and usually expands the most cells.");
    wrapped_text("Greedy best-first orders by h alone: it heads for the goal and ignores the cost "
                 "so far, so its paths can be much longer (try the Long way round preset).");
    wrapped_text("Breadth-first orders by steps from the start: cheapest only when every step "
                 "costs the same.");
    wrapped_text("The depth-first walk is not A*: it follows h from cell to cell without an open "
                 "list, shown for contrast.");
    wrapped_text("Ties (Search settings): which of the open cells with equal f goes first. Larger "
                 "g usually expands fewer cells; the order never changes the cost of a path "
                 "A* promises to be cheapest. Breadth-first always takes the first in, and "
                 "the depth-first walk goes by neighbour order, whatever Ties says.");
    heading("Keyboard");
    ImGui::PushTextWrapPos(-1.0f);  // no wrapping inside the table's fitted columns
    if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) {
        // The keys as wide as the widest, the actions the rest, wrapped: the longest (Ctrl+Z's
        // list of what it undoes) ran past the window's edge.
        ImGui::TableSetupColumn("keys", ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn("action", ImGuiTableColumnFlags_WidthStretch);
        for (const Shortcut& s : kShortcuts) {
            ImGui::TableNextColumn();
            ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.5f, 1.0f), "%s", s.keys);
            ImGui::TableNextColumn();
            wrapped_text(s.action);
        }
        ImGui::EndTable();
    }
    ImGui::PopTextWrapPos();
    heading("Mouse and touch");
    wrapped_text(
        "Left drag: paint with the brush (walls by default; 1-5 choose the brush, 6 Look).\n"
        "Right drag: erase to plain ground.\n"
        "Drag S or G: move the start or the goal; the search replays as it moves.\n"
        "Wheel: zoom at the mouse.   Middle drag, or Shift + left drag: pan.\n"
        "Hover a cell: its state, g, h, f and parent in every pane.\n"
        "Touch: one finger as the left button. A swipe up or down scrolls the sidebar, even "
        "when it starts on a control; sideways it drags a slider. A tap on a (?) keeps its "
        "text up. The Look tool shows a touched cell's numbers and paints nothing. Two "
        "fingers pinch to zoom and move the map.");
    heading("Colours (hover one for what it means)");
    ImGui::PushTextWrapPos(-1.0f);
    legend_columns(palette(app.palette_id));
    ImGui::PopTextWrapPos();
    wrapped_hint(
        "The View section switches to the high-contrast palette (projectors, "
        "colour-blind viewers).");
    ImGui::PopTextWrapPos();
    ImGui::End();
}

void draw_legend(App& app) {
    legend_columns(palette(app.palette_id));
}

}  // namespace astar::app
