// Under the panes: the comparison table (one row per pane, live while playing) and two small
// charts over the timeline, the open list size and the expansions of every pane.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "app/cell_cursor.hpp"
#include "app/model/charts.hpp"
#include "app/model/explain.hpp"
#include "app/model/table_text.hpp"
#include "app/panel_backdrop.hpp"
#include "app/ui.hpp"
#include "app/ui_teaching.hpp"
#include "app/ui_widgets.hpp"
#include "core/option_names.hpp"
#include "imgui.h"

namespace astar::app {

namespace {

// Of each frame, at most about this much goes to timing the panes' searches for the Time
// column (SearchTimes): on a 1024 x 1024 map a search is a few frames of it.
constexpr double kTimingBudgetSeconds = 0.010;

struct Column {
    const char* name;
    const char* help;
};

// What a class compares first comes first: the work (Expanded), the answer (Cost) and whether it
// is right (Optimal?). In a narrow window the table scrolls sideways, and those had been the
// columns it hid (a browser zoomed to 150% for a projector).
constexpr Column kColumns[] = {
    {"Pane", "The pane's number, algorithm and heuristic (its colour in the charts)."},
    {"Status", "searching, found, or no path."},
    {"Expanded",
     "Cells taken off the open list and expanded so far: the search's work. The depth-first "
     "walk has no open list: it counts its steps, each step back included, so a cell it "
     "backed up through counts twice."},
    {"Cost", "The cost of the path found."},
    {"Optimal?",
     "Is the path as cheap as Dijkstra's (always optimal)? Before the end: is an optimal "
     "path promised (the heuristic never overestimates)? Hover a row, or hold a finger on "
     "it, for why. '-' when there is no path, as Dijkstra agrees."},
    {"Open",
     "Cells in the open list (the frontier) now. The depth-first walk keeps none: its row "
     "counts the cells on its trail (marked t)."},
    {"Peak",
     "The most cells the open list has held at once: the search's memory (the depth-first "
     "walk: its longest trail)."},
    {"Pushes", "Cells put on the open list so far, the start included."},
    {"Cells", "Cells on the path found, start and goal included."},
    {"Time",
     "How long this search takes on its own, without drawing, in this browser: "
     "measured once every pane has finished (repeated runs, the fastest counting), and shown "
     "for each pane whose search has ended."},
};

constexpr std::size_t kStatusColumn = 1;

ImVec4 tone_colour(TableTone tone) {
    switch (tone) {
        case TableTone::kGood: return kGoodColour;
        case TableTone::kBad: return kBadColour;
        case TableTone::kWarning: return kWarningColour;
        case TableTone::kDim: return ImGui::GetStyle().Colors[ImGuiCol_TextDisabled];
        case TableTone::kPlain: break;
    }
    return ImGui::GetStyle().Colors[ImGuiCol_Text];
}

void optimal_cell(const Comparison& cmp, const PaneSummary& s) {
    const OptimalWord word = optimal_word(cmp, s);
    ImGui::TextColored(tone_colour(word.tone), "%s", word.shown.c_str());
    if (word.warning) {
        ImGui::SameLine();
        ImGui::TextColored(kWarningColour, "(!)");
    }
    if (ImGui::IsItemHovered()) {
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 34.0f);
        if (!s.verdict.admissible) {
            ImGui::TextColored(kWarningColour, "Not guaranteed optimal.");
        } else {
            ImGui::TextUnformatted("Guaranteed optimal.");
        }
        wrapped_text(s.verdict.explanation, ImGui::GetFontSize() * 34.0f);
        if (s.finished && !s.checked) {
            ImGui::TextDisabled("Checking against Dijkstra: it is still running.");
        } else if (s.finished) {
            const double best = cmp.optimal_cost();
            ImGui::TextDisabled(
                "Checked against Dijkstra: %s.",
                best >= 0 ? ("optimal cost " + cost_text(best)).c_str() : "no path");
        }
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
}

// The table's header and one row per pane, between BeginTable and EndTable.
void draw_table_rows(App& app) {
    const Comparison& cmp = app.session.comparison();
    const Palette& pal = palette(app.palette_id);
    TeachingState& t = app.teaching;
    constexpr int kColumnCount = static_cast<int>(std::size(kColumns));
    for (const Column& c : kColumns) {
        if (&c == &kColumns[kStatusColumn]) {
            // As wide as its widest word from the start: fitted to last frame's words, it cut
            // "searching" to "searchi" in the first frame of each replay after a drag.
            float widest = ImGui::CalcTextSize(c.name).x;
            for (const auto& status : option_table<SearchStatus>()) {
                const std::string_view label = status.label;
                widest = std::max(
                    widest, ImGui::CalcTextSize(label.data(), label.data() + label.size()).x);
            }
            ImGui::TableSetupColumn(c.name, ImGuiTableColumnFlags_WidthFixed, widest);
        } else {
            ImGui::TableSetupColumn(c.name);
        }
    }
    // The Pane column stays when the table scrolls sideways: the rows kept no names (QA pass).
    ImGui::TableSetupScrollFreeze(1, 0);
    ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
    for (int c = 0; c < kColumnCount; ++c) {
        ImGui::TableSetColumnIndex(c);
        ImGui::TableHeader(kColumns[c].name);
        if (c == kColumnCount - 1) note_widget("table_last_header");
        tooltip(kColumns[c].help);  // wrapped: at 1024 x 768 the Time help ran off the window
    }
    for (int i = 0; i < cmp.pane_count(); ++i) {
        const PaneSummary s = cmp.summary(i, Comparison::OptimumCheck::kIfKnown);
        const PaneSettings& p = cmp.scene().panes[static_cast<std::size_t>(i)];
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        const float side = ImGui::GetTextLineHeight() - 4;
        const ImVec2 at = ImGui::GetCursorScreenPos();
        ImGui::GetWindowDrawList()->AddRectFilled(
            ImVec2(at.x, at.y + 2), ImVec2(at.x + side, at.y + 2 + side),
            to_u32(pal.overlay.panes[static_cast<std::size_t>(i % 4)]), 2.0f);
        ImGui::Dummy(ImVec2(side, side));
        ImGui::SameLine();
        ImGui::Text("%d %s", i + 1, pane_short_name(p).c_str());
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", pane_name(p).c_str());
        ImGui::TableNextColumn();
        const std::string status(option_label(s.status));
        if (s.status == SearchStatus::kFound || s.status == SearchStatus::kSearching ||
            (s.status == SearchStatus::kNoPath && !s.checked)) {
            ImGui::TextUnformatted(status.c_str());
        } else {
            ImGui::TextColored(
                s.status == SearchStatus::kNoPath && s.optimal ? kGoodColour : kBadColour, "%s",
                status.c_str());
            if (!s.error.empty() && ImGui::IsItemHovered())
                tooltip(s.error.c_str());
        }
        ImGui::TableNextColumn();
        ImGui::Text("%d", s.expansions);
        ImGui::TableNextColumn();
        if (s.status == SearchStatus::kFound)
            ImGui::TextUnformatted(cost_text(s.path_cost).c_str());
        ImGui::TableNextColumn();
        optimal_cell(cmp, s);
        ImGui::TableNextColumn();
        ImGui::Text(s.trail ? "%d t" : "%d", s.open_size);
        if (s.trail) tooltip("The depth-first walk keeps no open list: cells on its trail now.");
        ImGui::TableNextColumn();
        ImGui::Text(s.trail ? "%d t" : "%d", s.peak_open_size);
        if (s.trail) tooltip("The depth-first walk keeps no open list: its longest trail.");
        ImGui::TableNextColumn();
        ImGui::Text("%lld", s.pushes);
        ImGui::TableNextColumn();
        if (s.status == SearchStatus::kFound) ImGui::Text("%d", s.path_cells);
        ImGui::TableNextColumn();
        const SearchTiming* timing = shown_time(t.times, i, s.finished);
        if (timing != nullptr) {
            ImGui::TextUnformatted(duration_text(timing->seconds).c_str());
            // Said as it was measured (SearchTimes): a long search's runs are cut into slices,
            // and the frames drawn between them leave less of it in the caches: natively, on a
            // 1024 x 1024 map, slices alone took 2% longer than a whole run and slices with 64
            // MB written between them 13% (a throwaway program, 24 November 2026).
            const std::string how =
                timing->sliced
                    ? "This search alone, without drawing: the fastest of " +
                          std::to_string(timing->runs) +
                          " runs, each timed a slice per frame so that the page keeps drawing "
                          "(the frames drawn in between can make it read a little high)."
                    : "This search alone, without drawing: repeated in three batches, " +
                          std::to_string(timing->runs) +
                          " runs in all; the time of one run in the fastest batch.";
            tooltip(how.c_str());
        } else if (s.finished) {
            // Measured a little each frame once every pane has finished: "-" read as "no time".
            ImGui::TextDisabled("timing");
            tooltip("Timed once every pane has finished and the mouse is up, a little in each "
                    "frame.");
        } else {
            ImGui::TextDisabled("-");
        }
    }
}

void draw_table(App& app) {
    const Comparison& cmp = app.session.comparison();
    const Palette& pal = palette(app.palette_id);
    TeachingState& t = app.teaching;
    // ScrollX: on a narrow window (an 800 x 600 projector) the columns keep their width and the
    // table scrolls sideways, instead of squeezing every header to a letter or two.
    const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg |
                                  ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_ScrollX;
    constexpr int kColumnCount = static_cast<int>(std::size(kColumns));
    // With ScrollX the table would fill the height left; it takes its rows (and room for the
    // scrollbar when last frame's columns did not fit), and the notes under it stay in view.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float height = static_cast<float>(cmp.pane_count() + 1) *
                             (ImGui::GetTextLineHeight() + 2 * style.CellPadding.y) +
                         (t.table_scrolls ? style.ScrollbarSize : 0.0f) + 2;
    // Scrolled out of its panel's view the table is not drawn: BeginTable keeps its room and
    // returns false. The notes under it still are: without them the panel's content shrank,
    // its scroll snapped back to the top, and on a phone the notes could never be read (QA).
    if (ImGui::BeginTable("panes", kColumnCount, flags, ImVec2(0, height))) {
        draw_table_rows(app);
        t.table_scrolls = ImGui::GetScrollMaxX() > 0;  // the table's own scrolling region
        ImGui::EndTable();
    }
    if (app.cell_cursor.on) {
        // Its keys, for as long as it has them: the message that said them fades, and Space,
        // which plays otherwise, paints.
        wrapped_hint("Cell cursor (M) on " + cell_text(app.cell_cursor.cell) + ": " +
                     kCellCursorKeys);
    } else if (cmp.all_finished() && cmp.pane_count() > 0 && !cmp.optimum_known()) {
        wrapped_hint("Checking the paths against Dijkstra...");
    } else if (cmp.all_finished() && cmp.pane_count() > 0) {
        // Wrapped, like every line here: in a narrow window one line was cut at the edge.
        wrapped_hint(optimum_text(cmp.optimal_cost()));
    } else if (cmp.position() == 0 && !app.session.playing()) {
        // Where a first-time visitor (a class seeing it projected) looks for what to do: the
        // Help button is at the bottom of the sidebar, often off screen.
        // The markers' colours in words: at the usual zoom the cells are too small for S and G.
        // On a phone or a tablet, buttons and fingers instead of keys and the mouse.
        const std::string markers = std::string("Drag the start (") + pal.start_colour +
                                    ") and the goal (" + pal.goal_colour + "); paint walls ";
        const std::string cells =
            " g, h and f in each cell; the sidebar's Open list says why each cell is chosen. ";
        wrapped_hint(app.fingers
                         ? "Step 0. Play plays, Step takes one expansion at a time, Run to end "
                           "finishes. " + markers + "with a finger. Pinch to zoom in and read" +
                               cells + "Help explains more."
                         : "Step 0. Space plays, N steps one expansion at a time, E runs to the "
                           "end. " + markers + "with the mouse. Zoom in (wheel) to read" +
                               cells + "H opens the help.");
    } else if (app.session.running_to_end()) {
        wrapped_hint("Step " + std::to_string(cmp.position()) +
                     ": running every search to its end.");
    } else if (app.session.replaying()) {
        wrapped_hint("Step " + std::to_string(cmp.position()) +
                     ": replaying the searches after the edit, to where they were.");
    } else {
        // "As the search plays" only while it does (QA pass: it was said while paused).
        wrapped_hint("Step " + std::to_string(cmp.position()) +
                     (cmp.end_known() ? " of " + std::to_string(cmp.end()) : std::string()) +
                     (app.session.playing() ? ": rows update live as the search plays."
                                            : ": the rows are the searches at this step."));
    }
    // Why a pane may miss the optimal path, without having to hover.
    for (int i = 0; i < cmp.pane_count(); ++i) {
        const PaneSummary s = cmp.summary(i, Comparison::OptimumCheck::kIfKnown);
        if (s.verdict.admissible) continue;
        wrapped_text(kWarningColour, "(!) " + std::to_string(i + 1) + ": " + s.verdict.explanation);
    }
    note_widget("table_end");  // the last line of the notes
    t.table_and_notes_height = ImGui::GetCursorPosY() + ImGui::GetStyle().WindowPadding.y;
}

// One chart: a line per pane over lockstep steps 0 .. end (the curves stop at the current
// step), hovering shows the values at the step under the mouse.
void draw_chart(App& app, const char* title, bool expansions, ImVec2 size) {
    const Comparison& cmp = app.session.comparison();
    const Palette& pal = palette(app.palette_id);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton(title, size);
    const bool hovered = ImGui::IsItemHovered();
    const float label_h = ImGui::GetTextLineHeight() + 2;
    const ImVec2 lo(at.x + 1, at.y + label_h), hi(at.x + size.x - 1, at.y + size.y - 1);
    draw->AddRectFilled(lo, hi, IM_COL32(24, 25, 30, 255));
    draw->AddRect(lo, hi, IM_COL32(80, 82, 92, 255));

    const int panes = cmp.pane_count();
    const int position = cmp.position();
    const int end = std::max(cmp.end(), 1);
    const int per = steps_per_point(end + 1, std::max(8, static_cast<int>(hi.x - lo.x)));
    std::vector<std::vector<float>> series(static_cast<std::size_t>(panes));
    std::vector<int> finals(static_cast<std::size_t>(panes));
    float top = 1;
    for (int i = 0; i < panes; ++i) {
        auto& s = series[static_cast<std::size_t>(i)];
        finals[static_cast<std::size_t>(i)] = cmp.pane(i).counters().expansions;
        if (expansions) {
            s = expansion_points(finals[static_cast<std::size_t>(i)], position, per);
        } else {
            s = app.teaching.open_charts[static_cast<std::size_t>(i % kMaxPanes)].update(
                cmp.open_size_over_time(i), per, app.session.rebuild_count());
        }
        for (float v : s) top = std::max(top, v);
    }
    char label[96];
    std::snprintf(label, sizeof label, "%s (max %.0f)", title, static_cast<double>(top));
    // Cut at the chart's edge: side by side in a narrow window the titles ran into each other.
    draw->PushClipRect(at, ImVec2(at.x + size.x, at.y + size.y), true);
    draw->AddText(ImVec2(at.x + 2, at.y), IM_COL32(200, 202, 210, 255), label);
    draw->PopClipRect();

    const float w = hi.x - lo.x - 4, h = hi.y - lo.y - 4;
    auto x_of = [&](int t) {
        return lo.x + 2 + static_cast<float>(t) / static_cast<float>(end) * w;
    };
    auto y_of = [&](float v) { return hi.y - 2 - v / top * h; };
    for (int i = 0; i < panes; ++i) {
        const auto& s = series[static_cast<std::size_t>(i)];
        if (s.empty()) continue;
        std::vector<ImVec2> points;
        points.reserve(s.size());
        for (std::size_t k = 0; k < s.size(); ++k) {
            // Each point at the last step of its run.
            const int t = std::min(static_cast<int>(k + 1) * per - 1, position);
            points.emplace_back(x_of(t), y_of(s[k]));
        }
        const ImU32 colour = to_u32(pal.overlay.panes[static_cast<std::size_t>(i % 4)]);
        if (points.size() == 1) {
            draw->AddCircleFilled(points.front(), 2.0f, colour);
        } else {
            draw->AddPolyline(points.data(), static_cast<int>(points.size()), colour, 0, 2.0f);
        }
    }
    // Where the timeline is.
    draw->AddLine(ImVec2(x_of(position), lo.y), ImVec2(x_of(position), hi.y),
                  IM_COL32(255, 255, 255, 70));

    if (hovered) {
        const float mx = ImGui::GetIO().MousePos.x;
        const int t = std::clamp(static_cast<int>(std::lround((mx - lo.x - 2) / w * end)), 0, end);
        draw->AddLine(ImVec2(x_of(t), lo.y), ImVec2(x_of(t), hi.y), IM_COL32(255, 255, 255, 140));
        ImGui::BeginTooltip();
        ImGui::Text("After step %d", t);
        for (int i = 0; i < panes; ++i) {
            ImGui::PushStyleColor(ImGuiCol_Text,
                                  to_vec4(pal.overlay.panes[static_cast<std::size_t>(i % 4)]));
            if (t > position) {
                ImGui::Text("%d: (not there yet)", i + 1);
            } else if (expansions) {
                ImGui::Text("%d: %d expansions", i + 1,
                            std::min(t, finals[static_cast<std::size_t>(i)]));
            } else {
                const bool trail = cmp.summary(i, Comparison::OptimumCheck::kIfKnown).trail;
                ImGui::Text(trail ? "%d: %d on the trail" : "%d: %d open", i + 1,
                            cmp.open_size_over_time(i)[static_cast<std::size_t>(t)]);
            }
            ImGui::PopStyleColor();
        }
        ImGui::EndTooltip();
    }
}

}  // namespace

void draw_comparison(App& app) {
    const Comparison& cmp = app.session.comparison();
    // Not while a stroke or a drag of S or G goes on: each move changes the scene, and the
    // timing runs came on top of the replay, so the dragged goal lagged. The times come once
    // the mouse lets go, at most kTimingBudgetSeconds of each frame.
    app.teaching.times.update(cmp.scene(), app.session.rebuild_count(),
                              cmp.all_finished() && app.drag == Drag::kNone,
                              kTimingBudgetSeconds);
    const float top = app.pane_area.y + app.pane_area.height + 6;
    ImGui::SetNextWindowPos(ImVec2(app.pane_area.x, top));
    ImGui::SetNextWindowSize(
        ImVec2(app.pane_area.width, static_cast<float>(app.window_height) - top));
    begin_panel(app, "Comparison",
                ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                    ImGuiWindowFlags_NoTitleBar);
    // The table on the left at its natural width, the two charts stacked on its right; on a
    // narrow window the charts go side by side under the table.
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const ImGuiStyle& style = ImGui::GetStyle();
    const float kTableWidth = std::min(avail.x - 250, 760.0f);
    const bool side_by_side = kTableWidth >= 640;
    // Under the table, its notes (why a pane may miss the optimum) come before the charts:
    // the table takes the height that it and its notes needed last frame, up to all of it,
    // and the charts get what is left, if it is enough to read them.
    const float rows = static_cast<float>(cmp.pane_count() + 1);
    const float least = rows * (ImGui::GetTextLineHeight() + 2 * style.CellPadding.y + 1) +
                        ImGui::GetTextLineHeightWithSpacing() + 2 * style.ItemSpacing.y +
                        style.ScrollbarSize;
    const float wanted = std::max(least, app.teaching.table_and_notes_height);
    const float table_height = avail.y - wanted < 60 ? avail.y : wanted;
    app.table_right = side_by_side ? ImGui::GetCursorScreenPos().x + kTableWidth : 0.0f;
    ImGui::BeginChild("table", ImVec2(side_by_side ? kTableWidth : avail.x,
                                      side_by_side ? avail.y : table_height));
    draw_table(app);
    ImGui::EndChild();
    if (side_by_side) ImGui::SameLine();
    const ImVec2 left = ImGui::GetContentRegionAvail();
    if (left.x > 80 && left.y > 50) {
        ImGui::BeginGroup();
        if (side_by_side) {
            const float chart_h = (left.y - style.ItemSpacing.y) * 0.5f;
            draw_chart(app, "Open list size", false, ImVec2(left.x, chart_h));
            draw_chart(app, "Expansions", true, ImVec2(left.x, chart_h));
        } else {
            const float chart_w = (left.x - style.ItemSpacing.x) * 0.5f;
            draw_chart(app, "Open list size", false, ImVec2(chart_w, left.y));
            ImGui::SameLine();
            draw_chart(app, "Expansions", true, ImVec2(chart_w, left.y));
        }
        ImGui::EndGroup();
        note_widget("charts");
    }
    ImGui::End();
}

}  // namespace astar::app
