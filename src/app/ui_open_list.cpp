// The open list of one pane in the order A* will take it, why the first cell goes next, and
// what the latest expansion did to each neighbour: enough to follow one step by hand.
#include <algorithm>
#include <cstdio>
#include <string>

#include "app/model/explain.hpp"
#include "app/ui.hpp"
#include "app/ui_teaching.hpp"
#include "app/ui_widgets.hpp"
#include "app/widget_rects.hpp"
#include "imgui.h"
#include "imgui_internal.h"  // TableFindByID: whether a table is new this frame

namespace astar::app {

namespace {

// The header row of a table whose headers do nothing when pressed (not sortable): no stops
// for K, where each said nothing new and seemed to leave the highlight stuck (QA pass).
void headers_without_keyboard_stops() {
    ImGui::PushItemFlag(ImGuiItemFlags_NoNav, true);
    ImGui::TableHeadersRow();
    ImGui::PopItemFlag();
}

ImVec4 outcome_colour(NeighborOutcome o) {
    switch (o) {
        case NeighborOutcome::kPushed: return kGoodColour;
        case NeighborOutcome::kImproved: return ImVec4(0.45f, 0.8f, 1.0f, 1.0f);
        case NeighborOutcome::kCornerRule: return kWarningColour;
        case NeighborOutcome::kNotImproved:
        case NeighborOutcome::kAlreadyClosed:
        case NeighborOutcome::kNotChosen:
        case NeighborOutcome::kOnTrail: return ImVec4(0.75f, 0.76f, 0.8f, 1.0f);
        case NeighborOutcome::kBlocked: return ImVec4(0.55f, 0.56f, 0.6f, 1.0f);
    }
    return ImVec4(1, 1, 1, 1);
}

// Lights a row's cell on the map (TeachingState::highlight) while the row is hovered. A finger
// cannot hover: ImGui sees no mouse once it lifts, so the cell went dark with the tap (QA
// pass). Once fingers have been used, a tap on a row keeps its cell lit, and the row marked,
// until the next tap, or until the row is gone (the cell expanded). A tap is a release over
// the row: a finger that flicked along it releases with no mouse (touch.cpp) and pins nothing.
class RowLight {
public:
    explicit RowLight(TeachingState& t) : t_(t) {}
    RowLight(const RowLight&) = delete;
    RowLight& operator=(const RowLight&) = delete;

    // After the row's Selectable.
    void row(Cell cell) {
        if (ImGui::IsItemHovered()) t_.highlight = cell;
        if (ImGui::IsItemHovered() && ImGui::IsMouseReleased(ImGuiMouseButton_Left) &&
            fingers_in_use()) {
            t_.tapped_row = t_.tapped_row == cell ? Cell{-1, -1} : cell;
            row_tapped_ = true;
        }
        tapped_shown_ |= cell == t_.tapped_row;
    }

    // Before the row's Selectable: marks the row whose cell is pinned.
    void mark_if_tapped(Cell cell) const {
        if (cell == t_.tapped_row) {
            ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1,
                                   ImGui::GetColorU32(ImGuiCol_HeaderActive, 0.6f));
        }
    }

    // Once every row is drawn.
    void finish() {
        if ((ImGui::IsMouseReleased(ImGuiMouseButton_Left) && !row_tapped_) || !tapped_shown_) {
            t_.tapped_row = {-1, -1};
        }
        if (t_.highlight.x < 0) t_.highlight = t_.tapped_row;
    }

private:
    TeachingState& t_;
    bool row_tapped_ = false;
    bool tapped_shown_ = false;
};

// Whether row i of the Open list ties with the first on f (marked "=").
bool ties_first(const OpenListView& view, std::size_t i) {
    return !view.trail && static_cast<int>(i) < view.ties && view.ties > 1;
}

void draw_rows(const OpenListView& view, bool uses_h, const Palette& pal, RowLight& light) {
    // Each column's widest text. The Cell column is that wide and the numbers share the rest;
    // where even that leaves a number too little room (a phone's sidebar cut 13.41 to "13."),
    // every column is as wide as its text and the table scrolls sideways.
    const char* f_name = view.trail ? "h (f)" : "f";
    const auto width_of = [](const std::string& text) {
        return ImGui::CalcTextSize(text.c_str()).x;
    };
    float cell_width = width_of("Cell");
    float g_width = width_of("g"), h_width = width_of("h"), f_width = width_of(f_name);
    for (std::size_t i = 0; i < view.rows.size(); ++i) {
        const OpenRow& r = view.rows[i];
        cell_width = std::max(cell_width, width_of(cell_text(r.cell)));
        g_width = std::max(g_width, width_of(format_number(r.g)));
        h_width = std::max(h_width, width_of(format_number(r.h)));
        f_width = std::max(f_width,
                           width_of(format_number(r.f) + (ties_first(view, i) ? " =" : "")));
    }
    const ImGuiStyle& style = ImGui::GetStyle();
    constexpr float kNumberWidth = 22;  // the "#" column
    const float needed = kNumberWidth + cell_width + g_width + h_width + f_width +
                         10 * style.CellPadding.x;
    const bool scroll = needed > ImGui::GetContentRegionAvail().x;
    // With finger-sized controls the rows are as tall as a button (29 px, not 19): a row is
    // something to tap, and at 19 px a fingertip took the row above or below (QA pass).
    const bool tall = finger_sized_controls();
    const float content = tall ? ImGui::GetFrameHeight() : ImGui::GetTextLineHeight();
    ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH;
    ImVec2 outer(0, 0);
    if (scroll) {
        // ScrollX needs the table's height: a header line, the rows, and the scrollbar.
        flags |= ImGuiTableFlags_ScrollX | ImGuiTableFlags_SizingFixedFit;
        const float header = ImGui::GetTextLineHeight() + 2 * style.CellPadding.y;
        const float row = content + 2 * style.CellPadding.y;
        outer.y = header + row * static_cast<float>(view.rows.size()) + style.ScrollbarSize + 2;
    } else {
        flags |= ImGuiTableFlags_SizingStretchProp;
    }
    if (!ImGui::BeginTable("open", 5, flags, outer)) return;
    const auto number_column = [&](const char* name, float width) {
        if (scroll) {
            ImGui::TableSetupColumn(name, ImGuiTableColumnFlags_WidthFixed, width);
        } else {
            // Shares of the room in proportion to each column's widest text, so that each
            // gets at least that wherever the table fits: equal shares cut a long f ("29.83"
            // read "29.8" on a phone) beside a short h (QA pass).
            ImGui::TableSetupColumn(name, ImGuiTableColumnFlags_WidthStretch, width);
        }
    };
    ImGui::TableSetupColumn("#", ImGuiTableColumnFlags_WidthFixed, kNumberWidth);
    ImGui::TableSetupColumn("Cell", ImGuiTableColumnFlags_WidthFixed, cell_width);
    number_column("g", g_width);
    number_column("h", h_width);
    number_column(f_name, f_width);
    headers_without_keyboard_stops();
    const ImU32 first_bg = to_u32(pal.mark(SearchMark::kOpen), 0.35f);
    for (std::size_t i = 0; i < view.rows.size(); ++i) {
        const OpenRow& r = view.rows[i];
        ImGui::TableNextRow();
        if (i == 0) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, first_bg);
        light.mark_if_tapped(r.cell);
        ImGui::TableNextColumn();
        // A selectable across the row, so that hovering anywhere on it finds its cell.
        const std::string number = std::to_string(i + 1);
        ImGui::PushStyleVar(ImGuiStyleVar_SelectableTextAlign, ImVec2(0.0f, 0.5f));
        ImGui::Selectable(number.c_str(), false, ImGuiSelectableFlags_SpanAllColumns,
                          ImVec2(0, content));
        ImGui::PopStyleVar();
        spoken_label(("Row " + number).c_str());
        spoken_value(cell_text(r.cell) + ", g " + format_number(r.g) +
                     (uses_h ? ", h " + format_number(r.h) : std::string()) + ", " + f_name +
                     " " + format_number(r.f) + (ties_first(view, i) ? ", ties the first" : ""));
        if (i == 0) note_widget("open_row_1");
        light.row(r.cell);
        // The other columns' text in the middle of the row, as the number is.
        const auto next_column = [tall] {
            ImGui::TableNextColumn();
            if (tall) ImGui::AlignTextToFramePadding();
        };
        next_column();
        ImGui::TextUnformatted(cell_text(r.cell).c_str());
        next_column();
        ImGui::TextUnformatted(format_number(r.g).c_str());
        next_column();
        if (uses_h) {
            ImGui::TextUnformatted(format_number(r.h).c_str());
        } else {
            ImGui::TextDisabled("-");
        }
        next_column();
        // Cells that tie with the first on f are marked "=".
        ImGui::Text("%s%s", format_number(r.f).c_str(), ties_first(view, i) ? " =" : "");
        if (i == 0) note_widget("open_row_1_f");
    }
    ImGui::EndTable();
    note_widget("open_list_table");  // its rectangle on screen (the part shown, when it scrolls)
    if (view.size > static_cast<int>(view.rows.size())) {
        ImGui::TextDisabled("... and %d more", view.size - static_cast<int>(view.rows.size()));
    }
}

// Returns whether this frame made the neighbour table for the first time: ImGui then wraps its
// texts in columns not sized yet, and the frame comes out far too tall (7005 px once, where the
// next was 681).
bool draw_expansion(const ExpansionView& e, RowLight& light) {
    wrapped_text(e.summary);
    if (e.neighbors.empty()) return false;
    const bool first_frame = ImGui::TableFindByID(ImGui::GetID("neighbours")) == nullptr;
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp;
    // Where "What happened" would get under 16 characters a line beside the cell (a phone's
    // sidebar: 7, and eight lines a neighbour), it goes under the cell, in one column.
    constexpr float kDirection = 20, kNeighbour = 62;
    const bool stacked = ImGui::GetContentRegionAvail().x - kDirection - kNeighbour <
                         ImGui::CalcTextSize("what happened, 1").x;
    if (!ImGui::BeginTable("neighbours", stacked ? 2 : 3, flags)) return first_frame;
    ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed, kDirection);
    if (stacked) {
        ImGui::TableSetupColumn("Neighbour", ImGuiTableColumnFlags_WidthStretch);
    } else {
        ImGui::TableSetupColumn("Neighbour", ImGuiTableColumnFlags_WidthFixed, kNeighbour);
        ImGui::TableSetupColumn("What happened", ImGuiTableColumnFlags_WidthStretch);
    }
    headers_without_keyboard_stops();
    int row = 0;
    for (const NeighborLine& n : e.neighbors) {
        ImGui::TableNextRow();
        light.mark_if_tapped(n.cell);
        // The texts first, then, back in the first column, a selectable across the row as
        // tall as its wrapped text: one line tall, it answered a tap only on the first of the
        // text's two or three lines (QA pass).
        ImGui::TableSetColumnIndex(1);
        const float top = ImGui::GetCursorScreenPos().y;
        ImGui::TextUnformatted(cell_text(n.cell).c_str());
        if (!stacked) ImGui::TableNextColumn();
        wrapped_text(outcome_colour(n.outcome), n.text);
        // At least a button's height where fingers tap, as the Open list's rows.
        const float height = std::max(ImGui::GetItemRectMax().y - top,
                                      finger_sized_controls() ? ImGui::GetFrameHeight() : 0.0f);
        ImGui::TableSetColumnIndex(0);
        ImGui::PushID(row++);
        ImGui::Selectable(n.direction.c_str(), false, ImGuiSelectableFlags_SpanAllColumns,
                          ImVec2(0, height));
        spoken_value(cell_text(n.cell) + ": " + n.text);
        ImGui::PopID();
        if (row == 1) note_widget("neighbour_row_1");
        light.row(n.cell);
    }
    ImGui::EndTable();
    return first_frame;
}

}  // namespace

void draw_open_list(App& app) {
    const Comparison& cmp = app.session.comparison();
    if (cmp.pane_count() == 0) return;
    TeachingState& t = app.teaching;
    t.open_list_pane = std::clamp(t.open_list_pane, 0, cmp.pane_count() - 1);
    const int pane = t.open_list_pane;
    const Palette& pal = palette(app.palette_id);

    auto label = [&](int i) {
        return std::to_string(i + 1) + "  " +
               pane_name(cmp.scene().panes[static_cast<std::size_t>(i)]);
    };
    ImGui::SetNextItemWidth(-50);
    const char* id = field_label("Pane##open");
    if (begin_combo(id, combo_value(label(pane)).c_str())) {
        for (int i = 0; i < cmp.pane_count(); ++i) {
            if (combo_row(label(i).c_str(), i == pane)) t.open_list_pane = i;
        }
        end_combo();
    }
    note_widget("open_list_pane");
    tooltip("The pane this section explains. A click on a pane's title chooses it too.");
    // What the section's height is kept for (see TeachingState::open_list_room): a change of
    // any of these may make it shorter for good, and so does a search back at step 0 (Reset,
    // a new map or setting), and so do searches that have all ended: the goal's expansion
    // has no neighbour table, and the room it left stayed blank until Reset, a sidebar that
    // looked empty (QA pass). Not a step back, nor one pane's end while the others play: the
    // section would jump in front of the class.
    const TeachingState::OpenListLayout room_for{
        pane, t.open_list_rows, static_cast<int>(ImGui::GetContentRegionAvail().x)};
    if (room_for != t.open_list_room_for || cmp.position() == 0 || cmp.all_finished()) {
        t.open_list_room_for = room_for;
        t.open_list_room = 0;
    }
    const float top = ImGui::GetCursorPosY();

    const GridSearch& search = cmp.pane(t.open_list_pane);
    const PaneSummary summary = cmp.summary(t.open_list_pane, Comparison::OptimumCheck::kIfKnown);
    const OpenListView view = open_list_view(search, t.open_list_rows,
                                             summary.verdict.admissible, path_check(cmp, summary));

    if (view.trail) {
        wrapped_text(kWarningColour, view.heading);
    } else {
        wrapped_text(view.heading);
    }
    wrapped_text(ImVec4(0.95f, 0.95f, 0.8f, 1.0f), view.next);
    const Algorithm algorithm = search.options().algorithm;
    const bool uses_h = algorithm != Algorithm::kDijkstra && algorithm != Algorithm::kBreadthFirst;
    RowLight light(t);
    if (!view.rows.empty()) draw_rows(view, uses_h, pal, light);
    ImGui::SetNextItemWidth(120);
    // Clamped when typed too: 0 rows made the explanation above name a cell that was not
    // there (QA pass).
    ImGui::SliderInt(field_label("Rows shown"), &t.open_list_rows, 5, 40, "%d",
                     ImGuiSliderFlags_AlwaysClamp);
    spoken_value(std::to_string(t.open_list_rows));
    note_widget("rows_shown");

    ImGui::Separator();
    ImGui::TextUnformatted("Latest expansion");
    const StepResult* step = app.session.latest_expansion(t.open_list_pane);
    bool sizing_frame = false;
    if (step == nullptr) {
        wrapped_hint(app.fingers ? "None yet: tap Step to expand the start."
                                 : "None yet: press Step (N) to expand the start.");
    } else {
        sizing_frame = draw_expansion(expansion_view(search, *step), light);
    }
    light.finish();
    // Every height counts at once (at a fast Play each frame shows another step), but the
    // neighbour table's first frame. Shorter frames end where the room does (the cursor, not a
    // Dummy, which would add the item spacing once more).
    const float height = ImGui::GetCursorPosY() - top;
    if (!sizing_frame) t.open_list_room = std::max(t.open_list_room, height);
    if (height < t.open_list_room) ImGui::SetCursorPosY(top + t.open_list_room);
}

}  // namespace astar::app
