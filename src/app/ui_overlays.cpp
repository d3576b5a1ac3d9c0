// Over each pane, in ImGui's background draw list (over the grid, under the windows), clipped
// to the pane: its title, the came-from arrows, the path lines, rings around the cell being
// expanded, the cell that goes next and the cell under the mouse, g / h / f in large cells, and
// start and goal markers. Then the hover tooltip with the cell in every pane.
//
// Only the visible cells are visited (visible_cells), and the arrows and numbers only appear
// when cells are large enough to read them (cell_detail), so a 1024 x 1024 map costs nothing
// extra when it is zoomed out. Dear ImGui here indexes vertices with 16 bits and WebGL2 gives
// the backend no vertex offset, so one draw list holds at most 65536 vertices: the per-cell
// details are drawn for every reached cell on screen or for none, and long path lines drop
// points closer together than a pixel or two, to stay under a budget.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "app/fonts.hpp"
#include "app/keys_in_controls.hpp"
#include "app/model/card_placement.hpp"
#include "app/model/explain.hpp"
#include "app/model/overlay_layout.hpp"
#include "app/ui.hpp"
#include "app/ui_teaching.hpp"
#include "app/ui_widgets.hpp"
#include "imgui.h"
#include "imgui_internal.h"  // the Look card: FindWindowByName, BringWindowToDisplayFront

namespace astar::app {

namespace {

// Per-cell details are drawn only if they fit under this many vertices in the draw list (the
// 16-bit limit is 65536; built with 32-bit ImDrawIdx there is no practical limit).
constexpr int kVertexBudget = sizeof(ImDrawIdx) == 2 ? 54000 : 8000000;
constexpr int kArrowVertices = 8;      // a textured line and a plain triangle
constexpr int kNumberVertices = 72;    // three numbers of up to about six glyphs
constexpr int kPathPointVertices = 6;  // the path line and its halo, textured: 2 each, and slack
constexpr int kPathPatchVertices = 12;  // the patches under a path cell's three numbers
constexpr std::size_t kMaxPathPoints = 3000;  // per path line, after dropping close points
constexpr int kReservedVertices = 3000;       // rings, markers, brackets, hints
constexpr float kTitleHeight = 22;            // app.cpp leaves this much above each pane

struct PaneContext {
    ImDrawList* draw;
    const PaneView& pv;
    const GridSearch& search;
    const Grid& grid;
    const Palette& pal;
    const std::vector<std::uint8_t>& codes;
    CellDetail detail;
    float cell;  // pixels per cell

    ImVec2 corner(Cell c) const {
        return ImVec2(pv.to_screen_x(static_cast<float>(c.x)),
                      pv.to_screen_y(static_cast<float>(c.y)));
    }
    ImVec2 centre(Cell c) const {
        return ImVec2(pv.to_screen_x(static_cast<float>(c.x) + 0.5f),
                      pv.to_screen_y(static_cast<float>(c.y) + 0.5f));
    }
    bool fits(long long vertices) const { return draw->VtxBuffer.Size + vertices <= kVertexBudget; }
};

ImU32 text_colour_on(const PaneContext& ctx, int node, const Rgba& dark) {
    const Rgba shown = displayed_colour(ctx.pal, ctx.codes[static_cast<std::size_t>(node)]);
    return wants_light_text(shown) ? IM_COL32(255, 255, 255, 255) : to_u32(dark);
}

// An arrow from `from` to `to` with a filled head at `to`.
void arrow(ImDrawList* draw, ImVec2 from, ImVec2 to, float thickness, float head, ImU32 colour) {
    const float dx = to.x - from.x, dy = to.y - from.y;
    const float length = std::sqrt(dx * dx + dy * dy);
    if (length < 1e-3f) return;
    const float ux = dx / length, uy = dy / length;
    const ImVec2 base(to.x - ux * head, to.y - uy * head);
    draw->AddLine(from, base, colour, thickness);
    const float half = head * 0.6f;
    draw->AddTriangleFilled(to, ImVec2(base.x - uy * half, base.y + ux * half),
                            ImVec2(base.x + uy * half, base.y - ux * half), colour);
}

// The came-from arrow of `c`, pointing at its parent `p`. Alone in the cell it runs through
// the centre; with the numbers it is a small arrow in the top-right corner.
bool draw_arrow(const PaneContext& ctx, Cell c, Cell p, bool with_numbers) {
    float dx = static_cast<float>(p.x - c.x), dy = static_cast<float>(p.y - c.y);
    const float norm = std::sqrt(dx * dx + dy * dy);
    if (norm < 0.5f) return false;
    dx /= norm;
    dy /= norm;
    const ImVec2 m = ctx.centre(c);
    const ImU32 colour = to_u32(ctx.pal.overlay.arrow);
    if (with_numbers) {
        const float half = std::min(ctx.cell * 0.12f, 9.0f);
        const float inset = std::max(2.0f, ctx.cell * 0.05f) + half + 1;
        const ImVec2 at(m.x + ctx.cell * 0.5f - inset, m.y - ctx.cell * 0.5f + inset);
        arrow(ctx.draw, ImVec2(at.x - dx * half, at.y - dy * half),
              ImVec2(at.x + dx * half, at.y + dy * half), 1.0f, std::max(3.0f, half * 0.8f),
              colour);
        return true;
    }
    const float s = ctx.cell;
    const float thickness = std::clamp(std::round(s / 14.0f), 1.0f, 3.0f);
    arrow(ctx.draw, ImVec2(m.x - dx * s * 0.28f, m.y - dy * s * 0.28f),
          ImVec2(m.x + dx * s * 0.4f, m.y + dy * s * 0.4f), thickness, std::max(3.0f, s * 0.26f),
          colour);
    return true;
}

// g in the top-left corner and h in the bottom-right one (small, so that the g of one cell
// never sits next to the h of its neighbour), f in the middle (large). In large cells they
// grow with the cell (CellDetail::number_scale), for a class that reads them from afar. When a
// number would not fit: smaller text first, down to the interface size, then fewer decimals,
// then none.
// On a cell of the path, each number sits on a patch of the cell's own colour: the path line
// runs through the centre (f) and, diagonally, through the corners (g and h), and would
// otherwise cross the digits.
void draw_numbers(const PaneContext& ctx, Cell c, int node, bool labels, bool on_path) {
    const float s = ctx.cell;
    const float pad = std::max(2.0f, s * 0.05f);
    const ImVec2 at = ctx.corner(c);
    const ImU32 ink = text_colour_on(ctx, node, ctx.pal.overlay.text);
    const ImU32 ink_f = text_colour_on(ctx, node, ctx.pal.overlay.text_f);
    const ImU32 patch =
        to_u32(displayed_colour(ctx.pal, ctx.codes[static_cast<std::size_t>(node)]));
    const bool uses_h = ctx.search.options().algorithm != Algorithm::kDijkstra &&
                        ctx.search.options().algorithm != Algorithm::kBreadthFirst;

    struct Sized {
        ImFont* font;
        float pixels;
        float width(const std::string& text) const {
            return font->CalcTextSizeA(pixels, 1e9f, 0.0f, text.c_str()).x;
        }
    };
    const float small_pixels = font_pixels(small_font());
    const float big_pixels = font_pixels(ImGui::GetFont());
    Sized small{small_font(), small_pixels};
    Sized big{ImGui::GetFont(), big_pixels};
    std::string g, h, f;
    // g and h take a corner each, f the middle.
    auto corner_fits = [&](const std::string& t) { return small.width(t) + 2 * pad <= s * 0.72f; };
    auto middle_fits = [&](const std::string& t) { return big.width(t) + 2 * pad <= s; };
    bool fits = false;
    for (int decimals = ctx.detail.decimals; decimals >= 0 && !fits; --decimals) {
        g = (labels ? "g " : "") + format_number(ctx.search.g(node), decimals);
        h = uses_h ? (labels ? "h " : "") + format_number(ctx.search.h(node), decimals) : "";
        f = (labels ? "f " : "") + format_number(ctx.search.f(node), decimals);
        // Scales from the cell's down to 1 in steps of a quarter.
        for (float scale = ctx.detail.number_scale;; scale = std::max(1.0f, scale - 0.25f)) {
            small = {number_font(NumberFont::kGAndH, small_pixels * scale),
                     std::round(small_pixels * scale)};
            big = {number_font(NumberFont::kF, big_pixels * scale), std::round(big_pixels * scale)};
            fits = corner_fits(g) && corner_fits(h) && middle_fits(f);
            if (fits || scale <= 1.0f) break;
        }
    }
    if (!fits) {
        // Not even whole numbers at the interface size fit (f = 1161756 at w = 1000 in a 47 px
        // cell): leave out each that does not, rather than run it into the next cell's. The
        // hover card has them all.
        if (!corner_fits(g)) g.clear();
        if (!corner_fits(h)) h.clear();
        if (!middle_fits(f)) f.clear();
    }
    auto text = [&](const Sized& type, ImVec2 pos, ImU32 colour, const std::string& t) {
        if (t.empty()) return;
        if (on_path) {
            ctx.draw->AddRectFilled(ImVec2(pos.x - 2, pos.y - 1),
                                    ImVec2(pos.x + type.width(t) + 2, pos.y + type.pixels + 1),
                                    patch);
        }
        ctx.draw->AddText(type.font, type.pixels, pos, colour, t.c_str());
    };
    text(small, ImVec2(at.x + pad, at.y + pad), ink, g);
    if (!h.empty()) {
        text(small, ImVec2(at.x + s - pad - small.width(h), at.y + s - pad - small.pixels), ink,
             h);
    }
    text(big,
         ImVec2(std::round(at.x + (s - big.width(f)) * 0.5f),
                std::round(at.y + s * 0.5f - big.pixels * 0.5f)),
         ink_f, f);
}

// The cell being expanded: the search's own report right after a step; after Step back or
// the timeline, the visible cell whose expansion step is the latest.
int current_cell(const PaneContext& ctx, const CellRange& visible) {
    const GridSearch& search = ctx.search;
    if (search.status() != SearchStatus::kSearching) return -1;
    const int expansions = search.counters().expansions;
    if (expansions == 0) return -1;
    const StepResult& last = search.last_step();
    if (last.expanded >= 0 && last.step == expansions) return last.expanded;
    if (visible.count() > 200000) return -1;  // zoomed out on a huge map: the mark shows it
    for (int y = visible.y0; y < visible.y1; ++y) {
        for (int x = visible.x0; x < visible.x1; ++x) {
            const int node = ctx.grid.index({x, y});
            if (search.expanded_at(node) == expansions) return node;
        }
    }
    return -1;
}

void ring(const PaneContext& ctx, Cell c, ImU32 colour, float thickness, float small_radius) {
    if (ctx.cell >= 8) {
        const ImVec2 a = ctx.corner(c);
        const float inset = thickness * 0.5f;
        ctx.draw->AddRect(ImVec2(a.x + inset, a.y + inset),
                          ImVec2(a.x + ctx.cell - inset, a.y + ctx.cell - inset), colour, 0.0f, 0,
                          thickness);
    } else {
        ctx.draw->AddCircle(ctx.centre(c), small_radius, colour, 16, 2.0f);
    }
}

// The keyboard's cell cursor (M): a frame just outside the cell, dark around light, so that
// it shows on a wall as on ground and from the back of a room; there is no mouse pointer to
// find it by.
void cursor_ring(const PaneContext& ctx, Cell c) {
    const ImU32 dark = IM_COL32(0, 0, 0, 255), light = IM_COL32(255, 214, 10, 255);
    if (ctx.cell >= 8) {
        const ImVec2 a = ctx.corner(c);
        const float s = ctx.cell;
        ctx.draw->AddRect(ImVec2(a.x - 3, a.y - 3), ImVec2(a.x + s + 3, a.y + s + 3), dark, 0.0f,
                          0, 4.0f);
        ctx.draw->AddRect(ImVec2(a.x - 2, a.y - 2), ImVec2(a.x + s + 2, a.y + s + 2), light, 0.0f,
                          0, 2.0f);
    } else {
        ctx.draw->AddCircle(ctx.centre(c), 9.0f, dark, 20, 4.0f);
        ctx.draw->AddCircle(ctx.centre(c), 9.0f, light, 20, 2.0f);
    }
}

// Four corner brackets: "this one is next", distinct from the full ring of the current cell.
void brackets(const PaneContext& ctx, Cell c, ImU32 colour) {
    if (ctx.cell < 8) return;
    const ImVec2 a = ctx.corner(c);
    if (ctx.cell < 16) {  // too small for brackets to read: a thin outline
        ctx.draw->AddRect(ImVec2(a.x + 1, a.y + 1), ImVec2(a.x + ctx.cell - 1, a.y + ctx.cell - 1),
                          colour, 0.0f, 0, 1.0f);
        return;
    }
    const float s = ctx.cell, t = std::max(2.0f, std::round(s / 16.0f)), l = s * 0.34f;
    const float x0 = a.x + 1, y0 = a.y + 1, x1 = a.x + s - 1, y1 = a.y + s - 1;
    ImDrawList* d = ctx.draw;
    for (int corner = 0; corner < 4; ++corner) {
        const float x = corner & 1 ? x1 : x0, y = corner & 2 ? y1 : y0;
        const float sx = corner & 1 ? -1.0f : 1.0f, sy = corner & 2 ? -1.0f : 1.0f;
        d->AddLine(ImVec2(x, y + sy * t * 0.5f), ImVec2(x + sx * l, y + sy * t * 0.5f), colour, t);
        d->AddLine(ImVec2(x + sx * t * 0.5f, y), ImVec2(x + sx * t * 0.5f, y + sy * l), colour, t);
    }
}

// The centres of `cells` on screen, one line per run of indexes [begin, end), leaving out
// points closer than `spacing` pixels to the last one kept (each run's last cell always
// stays), with the spacing doubled until at most `max_points` remain in all: zoomed out, a
// path through a 1024 x 1024 maze can have 100 000 cells in view.
template <class Cells, class CellOf>
std::vector<std::vector<ImVec2>> screen_lines(const PaneContext& ctx, const Cells& cells,
                                              CellOf cell_of, const IndexRuns& runs,
                                              long long max_points) {
    std::vector<std::vector<ImVec2>> lines(runs.size());
    for (float spacing = 0.0f;; spacing = std::max(1.5f, spacing * 2)) {
        long long total = 0;
        for (std::size_t r = 0; r < runs.size(); ++r) {
            std::vector<ImVec2>& points = lines[r];
            points.clear();
            for (std::size_t k = runs[r].first; k < runs[r].second; ++k) {
                const ImVec2 p = ctx.centre(cell_of(cells[k]));
                const bool last = k + 1 == runs[r].second;
                if (!points.empty() && !last) {
                    const float dx = p.x - points.back().x, dy = p.y - points.back().y;
                    if (dx * dx + dy * dy < spacing * spacing) continue;
                }
                points.push_back(p);
            }
            total += static_cast<long long>(points.size());
        }
        if (total <= std::max(max_points, 2LL) || spacing > 4096) return lines;
    }
}

// The number of points in all the lines.
long long point_count(const std::vector<std::vector<ImVec2>>& lines) {
    long long n = 0;
    for (const auto& line : lines) n += static_cast<long long>(line.size());
    return n;
}

void polylines(ImDrawList* draw, const std::vector<std::vector<ImVec2>>& lines, ImU32 colour,
               float thickness) {
    for (const std::vector<ImVec2>& points : lines) {
        if (points.size() >= 2) {
            draw->AddPolyline(points.data(), static_cast<int>(points.size()), colour, 0,
                              thickness);
        }
    }
}

// Start or goal: a letter when cells are large enough to hold one, a ringed dot otherwise.
void draw_marker(const PaneContext& ctx, Cell c, SearchMark mark, const char* letter,
                 bool corner_letter) {
    const Rgba fill = ctx.pal.mark(mark);
    const bool light = wants_light_text(fill);
    const ImU32 ink = light ? IM_COL32(255, 255, 255, 255) : IM_COL32(0, 0, 0, 255);
    if (const MarkerDot dot = marker_dot(ctx.pv, c); dot.drawn) {
        const ImVec2 m(dot.x, dot.y);
        ctx.draw->AddCircleFilled(m, dot.radius, to_u32(fill), 16);
        ctx.draw->AddCircle(m, dot.radius + 1.0f, to_u32(ctx.pal.overlay.marker_outline), 16, 2.0f);
        return;
    }
    const ImVec2 m = ctx.centre(c);
    // A ring in the palette's outline colour (black in high contrast: a yellow goal on white
    // ground stays visible on a washed-out projector). Thin when the cell shows its numbers:
    // a ring of a twelfth of the cell covered the g and h in its corners, and the letter.
    const ImVec2 a0 = ctx.corner(c);
    const float t = corner_letter ? std::clamp(std::round(ctx.cell / 40.0f), 1.0f, 3.0f)
                                  : std::max(1.0f, std::round(ctx.cell / 12.0f));
    // The cell's own colour again inside the ring, over the path line, which ends at its edge:
    // drawn through the centre, the line covered most of the S (QA pass). Not where the numbers
    // are shown: they are in the cell, and the letter goes in a corner, clear of the line.
    if (!corner_letter) {
        ctx.draw->AddRectFilled(ImVec2(a0.x + t, a0.y + t),
                                ImVec2(a0.x + ctx.cell - t, a0.y + ctx.cell - t), to_u32(fill));
    }
    ctx.draw->AddRect(ImVec2(a0.x + t * 0.5f, a0.y + t * 0.5f),
                      ImVec2(a0.x + ctx.cell - t * 0.5f, a0.y + ctx.cell - t * 0.5f),
                      to_u32(ctx.pal.overlay.marker_outline), 0.0f, 0, t);
    if (!ctx.detail.letters) return;
    ImFont* font = ImGui::GetFont();
    const ImVec2 size = font->CalcTextSizeA(font_pixels(font), 1e9f, 0.0f, letter);
    const ImVec2 a = ctx.corner(c);
    const ImVec2 pos =
        corner_letter ? ImVec2(a.x + t + 3, a.y + ctx.cell - t - size.y - 2)
                      : ImVec2(std::round(m.x - size.x * 0.5f), std::round(m.y - size.y * 0.5f));
    ctx.draw->AddText(font, font_pixels(font), pos, ink, letter);
}

void draw_title(App& app, int i, ImDrawList* draw, OverlayCounts& counts) {
    const Comparison& cmp = app.session.comparison();
    const PaneView& pv = app.pane_views[static_cast<std::size_t>(i)];
    const PaneSettings& settings = cmp.scene().panes[static_cast<std::size_t>(i)];
    const PaneSummary s = cmp.summary(i, Comparison::OptimumCheck::kIfKnown);
    const Palette& pal = palette(app.palette_id);
    const ImVec2 top_left(pv.rect.x, pv.rect.y - kTitleHeight);
    const ImVec2 bottom_right(pv.rect.x + pv.rect.width, pv.rect.y);
    draw->PushClipRect(top_left, bottom_right, true);

    const float line_y = top_left.y + (kTitleHeight - ImGui::GetFontSize()) * 0.5f;
    float x = top_left.x + 2;
    const float side = ImGui::GetFontSize() - 2;
    draw->AddRectFilled(ImVec2(x, line_y + 1), ImVec2(x + side, line_y + 1 + side),
                        to_u32(pal.overlay.panes[static_cast<std::size_t>(i % 4)]), 2.0f);
    x += side + 6;

    // The status in full, or compact when the pane is too narrow for it (three square panes
    // side by side), or tiny, the verdict without the words around it: the hover card below
    // has every number.
    // `verdict`: the tiny status without the cost, which the table and the card give.
    std::string status, compact, tiny, verdict;
    ImVec4 status_colour(0.7f, 0.72f, 0.78f, 1.0f);
    switch (s.status) {
        case SearchStatus::kSearching: {
            const std::string open =
                ", " + std::to_string(s.open_size) + (s.trail ? " on the trail" : " open");
            status = std::to_string(s.expansions) + " expanded" + open;
            compact = std::to_string(s.expansions) + " exp" + open;
            tiny = std::to_string(s.expansions) + " exp";
            break;
        }
        case SearchStatus::kFound: {
            if (!s.checked) {  // Dijkstra's check is still running (Session::advance)
                tiny = "cost " + cost_text(s.path_cost);
                compact = tiny + ", checking";
                status = compact + " (" + std::to_string(s.expansions) + " expanded)";
                break;
            }
            // Costs with the table's three decimals: "34.8" over a table saying 34.799 made a
            // class ask which one was right.
            const std::string cost = cost_text(s.path_cost);
            verdict = s.optimal ? "optimal" : "NOT optimal";
            tiny = cost + " " + verdict;
            compact = "cost " + cost + (s.optimal ? ", optimal" : ", NOT optimal");
            // The expansions in both cases: how much work each pane did is what a class
            // compares, the non-optimal one included.
            status = compact +
                     (s.optimal ? " (" : " (best " + cost_text(cmp.optimal_cost()) + ", ") +
                     std::to_string(s.expansions) + " expanded)";
            status_colour = s.optimal ? kGoodColour : kBadColour;
            break;
        }
        case SearchStatus::kNoPath:
            tiny = compact = "no path";
            status = compact + " (" + std::to_string(s.expansions) + " expanded)";
            if (s.checked && !s.optimal) status_colour = kBadColour;
            break;
        default:
            status = compact = std::string(option_label(s.status)) + ": " + s.error;
            tiny = option_label(s.status);
            status_colour = kBadColour;
            break;
    }
    // The full name and status if the whole title fits, else the short name, else both short,
    // else the short name and the tiny status (a weight like w=2.39 in the name left no room
    // for the verdict at 1024 x 768), else the short name and the verdict without the cost
    // (with four panes the one NOT optimal pane, whose verdict is the longest, lost its name:
    // the pane a tuner most wants to tell apart, QA pass). Then, while searching, the short
    // name alone: which heuristic a pane shows is what a class compares. Once a path is found,
    // the verdict goes before the name instead ("1  36.46 NOT optimal"): at 800 x 600 no title
    // said which pane was wrong, and the table's Optimal? column was cut off. Last, the number
    // and the compact or tiny status (the colour square says which pane).
    const bool verdict_first = s.status == SearchStatus::kFound;
    char head[160];
    auto fits = [&] {
        const float rest =
            ImGui::CalcTextSize(status.c_str()).x + (s.verdict.admissible ? 0 : side + 6) + 12;
        return x + ImGui::CalcTextSize(head).x + rest <= bottom_right.x;
    };
    std::snprintf(head, sizeof head, "%d  %s", i + 1, pane_name(settings).c_str());
    if (!fits()) {
        std::snprintf(head, sizeof head, "%d  %s", i + 1, pane_short_name(settings).c_str());
        if (!fits()) status = compact;
        if (!fits()) status = tiny;
        if (!fits() && !verdict.empty()) status = verdict;
        if (!fits() && !verdict_first) status.clear();
        if (!fits()) {
            std::snprintf(head, sizeof head, "%d", i + 1);
            status = compact;
            if (!fits()) status = tiny;
            if (!fits() && !verdict.empty()) status = verdict;
        }
    }
    counts.title = status.empty() ? std::string(head) : std::string(head) + "  " + status;
    const ImU32 white = IM_COL32(235, 237, 242, 255);
    draw->AddText(ImVec2(x, line_y), white, head);
    x += ImGui::CalcTextSize(head).x + 12;
    if (!s.verdict.admissible) {
        draw_warning_mark(draw, ImVec2(x, line_y), side + 1);
        x += side + 6;
    }
    draw->AddText(ImVec2(x, line_y), ImGui::ColorConvertFloat4ToU32(status_colour),
                  status.c_str());
    draw->PopClipRect();

    const ImGuiIO& io = ImGui::GetIO();
    const bool hovered = io.MousePos.x >= top_left.x && io.MousePos.x < bottom_right.x &&
                         io.MousePos.y >= top_left.y && io.MousePos.y < bottom_right.y &&
                         !io.WantCaptureMouse && app.drag == Drag::kNone &&
                         !tooltips_follow_keyboard(app);
    // A click picks the pane for the Open list section, which is far down the sidebar:
    // comparing why two panes choose different cells took a scroll to its menu each time.
    // Judged where the button went down, which a quick hand has left by the time a slow frame
    // sees the press (as for a stroke, see App::press_x).
    if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && !io.WantCaptureMouse &&
        app.press_x[0] >= top_left.x && app.press_x[0] < bottom_right.x &&
        app.press_y[0] >= top_left.y && app.press_y[0] < bottom_right.y) {
        app.teaching.open_list_pane = i;
    }
    if (hovered) {
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(tooltip_width(34.0f));
        ImGui::Text("Pane %d: %s", i + 1, pane_name(settings).c_str());
        if (!s.verdict.admissible) {
            ImGui::PushStyleColor(ImGuiCol_Text, kWarningColour);
            ImGui::TextUnformatted("Not guaranteed optimal.");
            ImGui::PopStyleColor();
        } else {
            ImGui::TextUnformatted("Guaranteed optimal.");
        }
        wrapped_text(s.verdict.explanation, tooltip_width(34.0f));
        ImGui::TextDisabled(i == app.teaching.open_list_pane
                                ? "The Open list section explains this pane."
                                : "Click: explain this pane in the Open list section.");
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
}

void draw_pane(App& app, int i, ImDrawList* draw, OverlayCounts& counts) {
    const Session& session = app.session;
    const Comparison& cmp = session.comparison();
    const GridSearch& search = cmp.pane(i);
    const PaneView& pv = app.pane_views[static_cast<std::size_t>(i)];
    const Scene& scene = cmp.scene();
    const PaneContext ctx{draw,
                          pv,
                          search,
                          scene.grid,
                          palette(app.palette_id),
                          session.visuals(i).codes(),
                          cell_detail(pv.cell_size),
                          pv.cell_size};
    if (ctx.cell <= 0 || ctx.codes.size() != static_cast<std::size_t>(scene.grid.cell_count())) {
        return;
    }
    const bool valid = search.status() != SearchStatus::kInvalid;
    const CellRange visible = visible_cells(pv);
    const OverlayColours& oc = ctx.pal.overlay;
    bool numbers = app.show_numbers && ctx.detail.numbers && valid;
    bool arrows = app.show_arrows && ctx.detail.arrows && valid;

    // Count the reached cells on screen first: the details are drawn for all of them or none.
    int reached = 0;
    if (arrows || numbers) {
        for (int y = visible.y0; y < visible.y1; ++y) {
            for (int x = visible.x0; x < visible.x1; ++x) {
                ++counts.cells_visited;
                reached += search.state(scene.grid.index({x, y})) != CellState::kUnseen;
            }
        }
        // Room is left for the path lines and the markers.
        const long long path_points = static_cast<long long>(
            std::min<std::size_t>(search.path().size(), kMaxPathPoints));
        const long long rest = kReservedVertices + path_points * kPathPointVertices;
        const bool wanted = arrows || numbers;
        arrows = arrows && ctx.fits(rest + static_cast<long long>(reached) * kArrowVertices);
        numbers = numbers && ctx.fits(rest + path_points * kPathPatchVertices +
                                      static_cast<long long>(reached) *
                                          (kArrowVertices + kNumberVertices));
        counts.details_skipped = wanted && !arrows && !numbers;
    }

    // Came-from arrows: the search tree. Small plain triangles need no anti-aliasing, which
    // also saves vertices.
    if (arrows) {
        const ImDrawListFlags flags = draw->Flags;
        draw->Flags &= ~ImDrawListFlags_AntiAliasedFill;
        for (int y = visible.y0; y < visible.y1; ++y) {
            for (int x = visible.x0; x < visible.x1; ++x) {
                const int node = scene.grid.index({x, y});
                if (search.state(node) == CellState::kUnseen) continue;
                const int parent = search.parent(node);
                // The goal's letter sits where its arrow would, unless the numbers are shown.
                if (parent < 0 || (!numbers && node == scene.grid.index(scene.goal))) continue;
                counts.arrows += draw_arrow(ctx, {x, y}, search.cell(parent), numbers);
            }
        }
        draw->Flags = flags;
    }

    // The path through cell centres, over a halo; the smoothed path over it.
    // Thin where cells are tiny: a winding path would otherwise paint the whole pane.
    const float width = numbers        ? 2.0f
                        : ctx.cell < 3 ? 1.0f
                                       : std::clamp(std::round(ctx.cell * 0.14f), 2.0f, 5.0f);
    if (search.status() == SearchStatus::kFound) {
        const std::vector<int>& path = search.path();
        const auto node_cell = [&](int node) { return search.cell(node); };
        const IndexRuns in_view = path_runs_in_view(
            path.size(), [&](std::size_t k) { return search.cell(path[k]); }, visible);
        const auto lines = screen_lines(ctx, path, node_cell, in_view, kMaxPathPoints);
        polylines(draw, lines, to_u32(oc.path_halo), width + 2);
        polylines(draw, lines, to_u32(oc.path_line), width);
        counts.path_points = static_cast<int>(point_count(lines));
        if (app.show_smoothed) {
            // Whole, not only in view: its straight segments can cross the view between two
            // turns out of it.
            const std::vector<Cell>& turns = session.smoothed_path(i).points;
            const auto same = [](Cell c) { return c; };
            const auto smoothed = screen_lines(ctx, turns, same, IndexRuns{{0, turns.size()}},
                                               kMaxPathPoints / 2);
            const ImU32 colour = to_u32(oc.smoothed_line);
            polylines(draw, smoothed, colour, std::max(2.0f, width - 1));
            const long long n = point_count(smoothed);
            if (n <= 200) {  // dots at the turns, where they can be told apart
                for (const ImVec2& p : smoothed.front())
                    draw->AddCircleFilled(p, std::max(2.5f, width), colour, 12);
            }
            counts.smoothed_points = static_cast<int>(n);
        }
    }

    // The cell being expanded, and the one the open list gives next.
    const int current = current_cell(ctx, visible);
    if (current >= 0) {
        counts.current = current;
        ring(ctx, search.cell(current), to_u32(oc.current_ring),
             std::clamp(std::round(ctx.cell / 9.0f), 2.0f, 4.0f), 6.0f);
    }
    if (search.status() == SearchStatus::kSearching) {
        std::vector<OpenEntry> next;
        search.open_in_order(next, 1);
        if (!next.empty()) {
            counts.next = next.front().node;
            brackets(ctx, search.cell(next.front().node), to_u32(oc.next_ring));
        }
    }

    if (numbers) {
        // The path's cells on screen, sorted, to find each one in a few comparisons.
        std::vector<int> path_here;
        for (int node : search.path()) {
            if (visible.contains(search.cell(node))) path_here.push_back(node);
        }
        std::sort(path_here.begin(), path_here.end());
        for (int y = visible.y0; y < visible.y1; ++y) {
            for (int x = visible.x0; x < visible.x1; ++x) {
                const int node = scene.grid.index({x, y});
                if (search.state(node) == CellState::kUnseen) continue;
                draw_numbers(ctx, {x, y}, node, ctx.detail.labels,
                             std::binary_search(path_here.begin(), path_here.end(), node));
                ++counts.numbers;
            }
        }
    }

    draw_marker(ctx, scene.start, SearchMark::kStart, "S", numbers);
    // On a map with one free cell both share it: the G would hide the S.
    draw_marker(ctx, scene.goal, SearchMark::kGoal, scene.start == scene.goal ? "S=G" : "G",
                numbers);

    if (app.hover_pane >= 0 && scene.grid.in_bounds(app.hover_cell)) {
        if (app.cell_cursor.on) {
            cursor_ring(ctx, app.hover_cell);
        } else {
            ring(ctx, app.hover_cell, to_u32(oc.hover_ring), ctx.cell >= 20 ? 2.0f : 1.0f, 7.0f);
        }
    }
    if (counts.details_skipped) {
        const char* hint = "Too many cells for arrows and numbers here: zoom in";
        const ImVec2 size = ImGui::CalcTextSize(hint);
        const ImVec2 at(pv.rect.x + 4, pv.rect.y + pv.rect.height - size.y - 6);
        draw->AddRectFilled(ImVec2(at.x - 3, at.y - 2),
                            ImVec2(at.x + size.x + 3, at.y + size.y + 2), IM_COL32(20, 20, 24, 210),
                            3.0f);
        draw->AddText(at, IM_COL32(235, 237, 242, 255), hint);
    }
    // A row of the open list panel under the mouse: its cell, in the panel's pane.
    const Cell lit = app.teaching.highlight;
    if (i == app.teaching.open_list_pane && scene.grid.in_bounds(lit)) {
        ring(ctx, lit, to_u32(oc.hover_ring), std::max(2.0f, std::round(ctx.cell / 8.0f)), 9.0f);
        counts.lit = scene.grid.index(lit);
    }
}

void value_cell(bool show, double value) {
    ImGui::TableNextColumn();
    if (show) {
        ImGui::TextUnformatted(format_number(value).c_str());
    } else {
        ImGui::TextDisabled("-");
    }
}

constexpr const char* kLookCard = "##look_card";

// The Look tool's card and the cell cursor's (M) are windows beside their cell; the mouse's
// is a tooltip.
bool card_beside_cell(const App& app) { return app.looking || app.cell_cursor.on; }

// Opens the cell's card. Under the mouse it is a tooltip that follows the mouse. The Look
// tool's card (App::looking) is a window of its own beside its cell, kept on screen: as a
// tooltip it stayed where the finger last was (over Step, after a tap on it) and merged with
// a tapped (?)'s text, which is a tooltip too (QA pass).
void begin_cell_card(const App& app, Cell c) {
    if (!card_beside_cell(app)) {
        ImGui::BeginTooltip();
        return;
    }
    const PaneView& pv = app.pane_views[static_cast<std::size_t>(app.hover_pane)];
    const PixelRect cell{pv.to_screen_x(static_cast<float>(c.x)),
                         pv.to_screen_y(static_cast<float>(c.y)), pv.cell_size, pv.cell_size};
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    // Last frame's size (an auto-sized window has none before its first frame, which ImGui
    // does not show). Over the panes, not the sidebar: there it hid the controls a teacher
    // needs while looking (QA pass).
    const ImGuiWindow* last = ImGui::FindWindowByName(kLookCard);
    const ImVec2 size = last != nullptr ? last->Size : ImVec2(0, 0);
    const PixelRect card =
        place_card(cell, size.x, size.y, app.pane_area, display.x, display.y);
    ImGui::SetNextWindowPos(ImVec2(card.x, card.y));
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImGui::GetStyleColorVec4(ImGuiCol_PopupBg));
    ImGui::SetNextWindowBgAlpha(1.0f);  // the grid's lines showed through
    ImGui::Begin(kLookCard, nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                     ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav);
    ImGui::PopStyleColor();
    // Above the sidebar and the comparison, which come to the front when tapped.
    ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
}

void end_cell_card(App& app) {
    if (card_beside_cell(app)) {
        note_window("look_card");
        // A tap on the card (it has no controls) puts it away: on a small screen it covered
        // controls or panes with no way to close it (QA pass).
        // Blocked-by-active-item allowed: a tap on the table's header row makes that row
        // the active item, and the card stayed up (QA pass).
        if (ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem) &&
            ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
            app.looked_pane = -1;
        }
        ImGui::End();
    } else {
        ImGui::EndTooltip();
    }
}

// The cell's row in every pane as a table: pane, state, g, h, f, and unless `narrow`,
// came-from and the step that expanded it.
void cell_table(const App& app, Cell c, bool narrow) {
    const Comparison& cmp = app.session.comparison();
    const Palette& pal = palette(app.palette_id);
    if (ImGui::BeginTable("hover", narrow ? 5 : 7,
                          ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) {
        // Each pane's view of the cell, read once for the widths and the rows.
        CellInfo infos[kMaxPanes];
        for (int i = 0; i < cmp.pane_count(); ++i) infos[i] = inspect_cell(cmp.pane(i), c);
        // As wide as the widest number shown (at least "000.00"): at w = 1000 an f of
        // 29002.8 was cut off by a fixed width.
        float number = ImGui::CalcTextSize("000.00").x;
        for (int i = 0; i < cmp.pane_count(); ++i) {
            for (double value : {infos[i].g, infos[i].h, infos[i].f}) {
                number = std::max(number, ImGui::CalcTextSize(format_number(value).c_str()).x);
            }
        }
        ImGui::TableSetupColumn("Pane");
        ImGui::TableSetupColumn("State");
        for (const char* h : {"g", "h", "f"}) {
            ImGui::TableSetupColumn(h, ImGuiTableColumnFlags_WidthFixed, number);
        }
        if (!narrow) {
            ImGui::TableSetupColumn("Came from");
            ImGui::TableSetupColumn("Expanded");
        }
        ImGui::TableHeadersRow();
        for (int i = 0; i < cmp.pane_count(); ++i) {
            const GridSearch& search = cmp.pane(i);
            const CellInfo& info = infos[i];
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::PushStyleColor(ImGuiCol_Text,
                                  to_vec4(pal.overlay.panes[static_cast<std::size_t>(i % 4)]));
            ImGui::Text("%d %s", i + 1,
                        pane_short_name(cmp.scene().panes[static_cast<std::size_t>(i)]).c_str());
            ImGui::PopStyleColor();
            ImGui::TableNextColumn();
            const Algorithm algorithm = search.options().algorithm;
            ImGui::Text("%s%s", state_label(info.state, algorithm), info.on_path ? ", path" : "");
            value_cell(info.reached, info.g);
            value_cell(info.uses_h, info.h);
            value_cell(info.reached, info.f);
            if (narrow) continue;
            ImGui::TableNextColumn();
            if (info.parent) {
                ImGui::TextUnformatted(cell_text(*info.parent).c_str());
            } else {
                ImGui::TextDisabled(info.reached ? "start" : "-");
            }
            ImGui::TableNextColumn();
            if (info.expanded_at > 0) {
                ImGui::Text("step %d", info.expanded_at);
            } else {
                ImGui::TextDisabled("-");
            }
        }
        ImGui::EndTable();
    }
}

// The same, two lines a pane, for panes too narrow for the table's five columns (a phone
// held upright with the sidebar shown: the card covered the sidebar's controls, QA pass):
// the pane's name and the cell's state in its colour, then g, h and f. Wrapped where the
// caller pushed its wrap position.
void cell_lines(const App& app, Cell c) {
    const Comparison& cmp = app.session.comparison();
    const Palette& pal = palette(app.palette_id);
    const auto value = [](bool shown, double v) { return shown ? format_number(v) : "-"; };
    for (int i = 0; i < cmp.pane_count(); ++i) {
        const GridSearch& search = cmp.pane(i);
        const CellInfo info = inspect_cell(search, c);
        ImGui::PushStyleColor(ImGuiCol_Text,
                              to_vec4(pal.overlay.panes[static_cast<std::size_t>(i % 4)]));
        ImGui::Text("%d %s: %s%s", i + 1,
                    pane_short_name(cmp.scene().panes[static_cast<std::size_t>(i)]).c_str(),
                    state_label(info.state, search.options().algorithm),
                    info.on_path ? ", path" : "");
        ImGui::PopStyleColor();
        ImGui::Indent();
        ImGui::Text("g %s   h %s   f %s", value(info.reached, info.g).c_str(),
                    value(info.uses_h, info.h).c_str(), value(info.reached, info.f).c_str());
        ImGui::Unindent();
    }
}

// The cell under the mouse, in every pane: terrain, state, g, h, f, came-from, step.
void draw_hover_tooltip(App& app) {
    app.cell_card_shown = false;
    if (app.hover_pane < 0 || (app.drag != Drag::kNone && app.drag != Drag::kLook)) return;
    // Under the mouse, but ImGui would put it by the keyboard's highlight, over the controls.
    if (!app.looking && tooltips_follow_keyboard(app)) return;
    // The Look tool's and the cell cursor's cards come to the front: they covered Help.
    if (app.show_help && card_beside_cell(app)) return;
    if (static_cast<std::size_t>(app.hover_pane) >= app.pane_views.size()) return;
    const Comparison& cmp = app.session.comparison();
    const Scene& scene = cmp.scene();
    const Cell c = app.hover_cell;
    if (!scene.grid.in_bounds(c)) return;
    // Where the panes are narrower than the whole card (about 37 characters: a tablet held
    // upright, a phone; on a phone held upright it was wider than the screen), the came-from
    // and step columns go and the legend under the table wraps, so that the card fits over
    // the panes.
    const float font = ImGui::GetFontSize();
    const bool narrow = app.pane_area.width < 38.0f * font;
    // Narrower than even those five columns (about 23 characters): a line each for a pane's
    // name and state and for its numbers, every line wrapped to the panes' width.
    const bool stacked = app.pane_area.width < 24.0f * font;
    const float text_width = std::max(
        app.pane_area.width - 2.0f * ImGui::GetStyle().WindowPadding.x - 2.0f, 8.0f * font);

    app.cell_card_shown = true;
    begin_cell_card(app, c);
    if (stacked) ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + text_width);
    ImGui::Text("Cell %s: %s", cell_text(c).c_str(), terrain_text(scene.grid, c).c_str());
    if (c == scene.start) {
        ImGui::SameLine();
        ImGui::TextColored(kGoodColour, " start");
    }
    if (c == scene.goal) {
        ImGui::SameLine();
        ImGui::TextColored(kGoodColour, " goal");
    }
    if (scene.grid.passable(c)) {
        if (stacked) {
            cell_lines(app, c);
        } else {
            cell_table(app, c, narrow);
        }
    }
    // f is g + h only in plain A* panes: say what it is in the panes on screen.
    const std::string parts[] = {"g: cost from the start so far", "h: estimate to the goal",
                                 f_legend(scene.panes)};
    if (narrow) {
        // A line each: wrapped as one text, "f = g +" ended one line and "h" began the next
        // (QA pass).
        const float wrap = stacked ? text_width
                                   : std::clamp(app.pane_area.width - 40.0f, 100.0f,
                                                26.0f * font);
        for (const std::string& part : parts) wrapped_hint(part, wrap);
    } else {
        ImGui::TextDisabled("%s   %s   %s", parts[0].c_str(), parts[1].c_str(),
                            parts[2].c_str());
    }
    if (stacked) ImGui::PopTextWrapPos();
    end_cell_card(app);
}

}  // namespace

void draw_pane_overlays(App& app) {
    ImDrawList* draw = ImGui::GetBackgroundDrawList();
    const Comparison& cmp = app.session.comparison();
    const int panes = std::min(cmp.pane_count(), static_cast<int>(app.pane_views.size()));
    app.teaching.overlay_counts.fill({});
    for (int i = 0; i < panes; ++i) {
        draw_title(app, i, draw, app.teaching.overlay_counts[static_cast<std::size_t>(i)]);
        const PixelRect& r = app.pane_views[static_cast<std::size_t>(i)].rect;
        draw->PushClipRect(ImVec2(r.x, r.y), ImVec2(r.x + r.width, r.y + r.height), true);
        draw_pane(app, i, draw, app.teaching.overlay_counts[static_cast<std::size_t>(i)]);
        draw->PopClipRect();
    }
    app.teaching.highlight = {-1, -1};
    draw_hover_tooltip(app);
}

}  // namespace astar::app
