#include "app/exports.hpp"

#include <emscripten/emscripten.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <string>

#include "app/fonts.hpp"
#include "app/model/explain.hpp"
#include "app/model/json_text.hpp"
#include "app/screen_reader.hpp"
#include "core/option_names.hpp"
#include "imgui.h"
#include "imgui_internal.h"  // the tooltip window, for tooltip_shown

namespace astar::app {
namespace {

App* g_app = nullptr;

std::string hex(const Rgba& c) {
    auto byte = [](float v) { return static_cast<int>(std::lround(v * 255.0f)); };
    char text[8];
    std::snprintf(text, sizeof text, "#%02x%02x%02x", byte(c.r), byte(c.g), byte(c.b));
    return text;
}

// Whether the last frame showed a tooltip (ImGui's tooltip window was drawn in it).
bool tooltip_shown() {
    const ImGuiWindow* w = ImGui::FindWindowByName("##Tooltip_00");
    return w != nullptr && w->Active;
}

unsigned long long total_uploads(const App& a) {
    unsigned long long total = 0;
    for (const auto& r : a.renderers) total += r->upload_count();
    return total;
}

// [{"algorithm":"astar","heuristic":"manhattan","weight":1,"status":"found",...}, ...]
std::string panes_json(const App& a) {
    const Comparison& cmp = a.session.comparison();
    std::string out = "[";
    for (int i = 0; i < cmp.pane_count(); ++i) {
        // As the table shows it: "checked" is false while Dijkstra is still running.
        const PaneSummary s = cmp.summary(i, Comparison::OptimumCheck::kIfKnown);
        const PaneSettings& p = cmp.scene().panes[static_cast<std::size_t>(i)];
        char text[512];
        std::snprintf(text, sizeof text,
                      "%s{\"algorithm\":\"%s\",\"heuristic\":\"%s\",\"weight\":%.17g,"
                      "\"status\":\"%s\",\"expansions\":%d,\"pushes\":%lld,"
                      "\"open_size\":%d,\"peak_open_size\":%d,\"path_cost\":%.17g,"
                      "\"path_cells\":%d,\"finished\":%s,\"optimal\":%s,\"checked\":%s,"
                      "\"admissible\":%s,"
                      "\"time_shown\":%s}",
                      i ? "," : "", std::string(option_name(p.algorithm)).c_str(),
                      std::string(option_name(p.heuristic)).c_str(), p.weight,
                      std::string(option_name(s.status)).c_str(), s.expansions, s.pushes,
                      s.open_size, s.peak_open_size, s.path_cost, s.path_cells,
                      s.finished ? "true" : "false", s.optimal ? "true" : "false",
                      s.checked ? "true" : "false", s.verdict.admissible ? "true" : "false",
                      shown_time(a.teaching.times, i, s.finished) ? "true" : "false");
        out += text;
    }
    return out + "]";
}

std::string json_cell(astar::Cell c) {
    return "[" + std::to_string(c.x) + "," + std::to_string(c.y) + "]";
}

}  // namespace

void set_exported_app(App* app) { g_app = app; }

}  // namespace astar::app

using astar::app::g_app;
using astar::app::panes_json;
using astar::app::total_uploads;
using astar::app::tooltip_shown;
using astar::app::json_cell;
using astar::app::json_number;
using astar::app::json_string;

extern "C" {

EMSCRIPTEN_KEEPALIVE int astar_app_flicking() {
    return g_app != nullptr && g_app->touch.fling_speed != 0.0f ? 1 : 0;
}

EMSCRIPTEN_KEEPALIVE const char* astar_app_summary_json() {
    static std::string json;
    if (g_app == nullptr) return "{}";
    const auto& a = *g_app;
    const astar::Scene& scene = a.session.scene();
    const float cell_pixels = a.pane_views.empty() ? 0.0f : a.pane_views.front().cell_size;
    // The format is about 530 characters with 32 values: 512 was within reach of the
    // largest values once "replaying" was added, and a cut string is no JSON.
    char text[1024];
    std::snprintf(text, sizeof text,
                  "{\"grid_width\":%d,\"grid_height\":%d,\"frames\":%llu,"
                  "\"window_width\":%d,\"window_height\":%d,"
                  "\"framebuffer_width\":%d,\"framebuffer_height\":%d,\"font_scale\":%.4g,\"font_atlas\":[%d,%d],"
                  "\"cell_pixels\":%.3f,\"texture_uploads\":%llu,\"palette\":\"%s\","
                  "\"start\":[%d,%d],\"goal\":[%d,%d],\"position\":%d,\"playing\":%s,"
                  "\"speed\":%.6g,"
                  "\"replaying\":%s,\"running_to_end\":%s,"
                  "\"help_open\":%s,\"help_scrolled\":%.1f,\"sidebar_hidden\":%s,"
                  "\"keys_in_controls\":%s,"
                  "\"fingers\":%s,"
                  "\"looking\":%s,\"cell_card\":%s,\"tooltip_shown\":%s,"
                  "\"open_list_pane\":%d,\"open_list_rows\":%d,\"panes\":",
                  scene.grid.width(), scene.grid.height(),
                  static_cast<unsigned long long>(a.frame_count), a.window_width, a.window_height,
                  a.framebuffer_width, a.framebuffer_height,
                  static_cast<double>(astar::app::font_raster_scale()),
                  ImGui::GetIO().Fonts->TexWidth, ImGui::GetIO().Fonts->TexHeight,
                  static_cast<double>(cell_pixels),
                  static_cast<unsigned long long>(total_uploads(a)),
                  astar::app::palette(a.palette_id).name, scene.start.x, scene.start.y,
                  scene.goal.x, scene.goal.y, a.session.position(),
                  a.session.playing() ? "true" : "false", a.session.speed(),
                  a.session.replaying() ? "true" : "false",
                  a.session.running_to_end() ? "true" : "false", a.show_help ? "true" : "false",
                  static_cast<double>(a.help_scrolled),
                  a.sidebar_hidden ? "true" : "false", a.keys_in_controls ? "true" : "false",
                  a.fingers ? "true" : "false",
                  a.looking ? "true" : "false", a.cell_card_shown ? "true" : "false",
                  tooltip_shown() ? "true" : "false",
                  a.teaching.open_list_pane, a.teaching.open_list_rows);
    json = text;
    json += panes_json(a);
    json += ",\"announcement\":" + json_string(astar::app::last_announcement());
    json += ",\"cell_cursor\":" + (a.cell_cursor.on ? json_cell(a.cell_cursor.cell) : "null");
    json += std::string(",\"outlines\":") + (a.show_outlines ? "true" : "false");
    json += "}";
    return json.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* astar_app_palette_json() {
    using namespace astar::app;
    static std::string json;
    if (g_app == nullptr) return "{}";
    const Palette& p = palette(g_app->palette_id);
    json = "{\"name\":\"" + std::string(p.name) + "\",\"background\":\"" + hex(p.background) +
           "\",\"terrain\":{";
    const char* terrain_names[] = {"wall", "ground", "cost_low", "cost_medium", "cost_high",
                                   "water"};
    static_assert(std::size(terrain_names) == static_cast<std::size_t>(Terrain::kCount));
    for (int i = 0; i < static_cast<int>(Terrain::kCount); ++i) {
        json += std::string(i ? "," : "") + "\"" + terrain_names[i] + "\":\"" +
                hex(p.terrain(static_cast<Terrain>(i))) + "\"";
    }
    const char* mark_names[] = {"unseen", "open", "closed", "current", "path", "start", "goal"};
    static_assert(std::size(mark_names) == static_cast<std::size_t>(SearchMark::kCount));
    json += "},\"marks\":{";
    for (int i = 0; i < static_cast<int>(SearchMark::kCount); ++i) {
        json += std::string(i ? "," : "") + "\"" + mark_names[i] + "\":\"" +
                hex(p.mark(static_cast<SearchMark>(i))) + "\"";
    }
    // How much of each mark covers the terrain under it (the shader's mix factor).
    json += "},\"mark_alpha\":{";
    for (int i = 0; i < static_cast<int>(SearchMark::kCount); ++i) {
        char alpha[32];
        std::snprintf(alpha, sizeof alpha, "%.4f",
                      static_cast<double>(p.mark(static_cast<SearchMark>(i)).a));
        json += std::string(i ? "," : "") + "\"" + mark_names[i] + "\":" + alpha;
    }
    json += "},\"panes\":[";
    for (std::size_t i = 0; i < p.overlay.panes.size(); ++i) {
        json += std::string(i ? "," : "") + "\"" + hex(p.overlay.panes[i]) + "\"";
    }
    json += "],\"outlines\":[";
    for (std::size_t i = 0; i < p.overlay.panes.size(); ++i) {
        json += std::string(i ? "," : "") + "\"" + hex(outline_colour(p, i)) + "\"";
    }
    json += "],\"path_line\":\"" + hex(p.overlay.path_line) + "\",\"smoothed_line\":\"" +
            hex(p.overlay.smoothed_line) + "\"}";
    return json.c_str();
}

EMSCRIPTEN_KEEPALIVE int astar_app_set_palette(int id) {
    using astar::app::PaletteId;
    if (g_app == nullptr || id < 0 || id >= static_cast<int>(PaletteId::kCount)) return 0;
    g_app->palette_id = static_cast<PaletteId>(id);
    return 1;
}

// Playback, as the buttons do it. Each returns the lockstep position afterwards.
EMSCRIPTEN_KEEPALIVE int astar_app_step(int count) {
    if (g_app == nullptr) return -1;
    g_app->session.set_playing(false);
    g_app->session.step_by(count);
    return g_app->session.position();
}

EMSCRIPTEN_KEEPALIVE int astar_app_seek(int position) {
    if (g_app == nullptr) return -1;
    g_app->session.set_playing(false);
    g_app->session.seek(position);
    return g_app->session.position();
}

EMSCRIPTEN_KEEPALIVE int astar_app_run_to_end() {
    if (g_app == nullptr) return -1;
    g_app->session.set_playing(false);
    g_app->session.run_to_end();
    return g_app->session.position();
}

// Where each pane's grid is on the page (CSS pixels), so a test can point the mouse at a cell:
// cell (x, y) has its centre at (left + (x + 0.5 - origin_x) * cell, top + (y + 0.5 - origin_y)
// * cell).
EMSCRIPTEN_KEEPALIVE const char* astar_app_pane_views_json() {
    static std::string json;
    if (g_app == nullptr) return "[]";
    json = "[";
    for (std::size_t i = 0; i < g_app->pane_views.size(); ++i) {
        const astar::app::PaneView& v = g_app->pane_views[i];
        char text[256];
        std::snprintf(text, sizeof text,
                      "%s{\"left\":%.3f,\"top\":%.3f,\"width\":%.3f,\"height\":%.3f,"
                      "\"cell\":%.5f,\"origin_x\":%.5f,\"origin_y\":%.5f}",
                      i ? "," : "", static_cast<double>(v.rect.x), static_cast<double>(v.rect.y),
                      static_cast<double>(v.rect.width), static_cast<double>(v.rect.height),
                      static_cast<double>(v.cell_size), static_cast<double>(v.origin_x),
                      static_cast<double>(v.origin_y));
        json += text;
    }
    json += "]";
    return json.c_str();
}

// The cost of cell (x, y) of the map: 0 for a wall, -1 outside.
EMSCRIPTEN_KEEPALIVE int astar_app_cell_cost(int x, int y) {
    if (g_app == nullptr) return -1;
    const astar::Grid& grid = g_app->session.scene().grid;
    if (!grid.in_bounds({x, y})) return -1;
    return grid.cost({x, y});
}

// The open list of pane `pane` as the "Open list" section shows it: the first `rows` entries in
// priority order, why the first goes next, and the pane's latest expansion neighbour by
// neighbour. {"pane":0,"trail":false,"size":39,"ties":2,"next":"...","rows":[{"x":..,"y":..,
// "g":..,"h":..,"f":..}],"latest":{"step":150,"cell":[x,y],"summary":"...","neighbors":[{"cell":
// [x,y],"dir":"N","outcome":"pushed","text":"..."}]}} ("latest" is null before the first step).
EMSCRIPTEN_KEEPALIVE const char* astar_app_open_list_json(int pane, int rows) {
    using namespace astar::app;
    static std::string json;
    if (g_app == nullptr || pane < 0 || pane >= g_app->session.pane_count()) return "null";
    const astar::Comparison& cmp = g_app->session.comparison();
    const astar::GridSearch& search = cmp.pane(pane);
    const astar::PaneSummary summary =
        cmp.summary(pane, astar::Comparison::OptimumCheck::kIfKnown);
    const OpenListView view = open_list_view(search, std::max(rows, 0), summary.verdict.admissible,
                                             path_check(cmp, summary));
    json = "{\"pane\":" + std::to_string(pane) + ",\"trail\":" + (view.trail ? "true" : "false") +
           ",\"size\":" + std::to_string(view.size) + ",\"ties\":" + std::to_string(view.ties) +
           ",\"next\":" + json_string(view.next) + ",\"rows\":[";
    for (std::size_t i = 0; i < view.rows.size(); ++i) {
        const OpenRow& r = view.rows[i];
        json += std::string(i ? "," : "") + "{\"x\":" + std::to_string(r.cell.x) +
                ",\"y\":" + std::to_string(r.cell.y) + ",\"g\":" + json_number(r.g) +
                ",\"h\":" + json_number(r.h) + ",\"f\":" + json_number(r.f) + "}";
    }
    json += "],\"latest\":";
    const astar::StepResult* step = g_app->session.latest_expansion(pane);
    if (step == nullptr) {
        json += "null}";
        return json.c_str();
    }
    const ExpansionView e = expansion_view(search, *step);
    json += "{\"step\":" + std::to_string(e.step) + ",\"cell\":" + json_cell(e.cell) +
            ",\"summary\":" + json_string(e.summary) + ",\"neighbors\":[";
    for (std::size_t i = 0; i < e.neighbors.size(); ++i) {
        const NeighborLine& n = e.neighbors[i];
        json += std::string(i ? "," : "") + "{\"cell\":" + json_cell(n.cell) +
                ",\"dir\":" + json_string(n.direction) +
                ",\"outcome\":" + json_string(astar::option_name(n.outcome)) +
                ",\"text\":" + json_string(n.text) + "}";
    }
    json += "]}}";
    return json.c_str();
}

// Cell (x, y) in every pane, as the hover tooltip shows it: {"x":..,"y":..,"terrain":"sand,
// cost 2","panes":[{"state":"open","reached":true,"g":..,"h":..,"f":..,"parent":[x,y] or null,
// "expanded_at":0}]}; null outside the map.
EMSCRIPTEN_KEEPALIVE const char* astar_app_cell_json(int x, int y) {
    using namespace astar::app;
    static std::string json;
    if (g_app == nullptr) return "null";
    const astar::Comparison& cmp = g_app->session.comparison();
    const astar::Cell c{x, y};
    if (!cmp.scene().grid.in_bounds(c)) return "null";
    json = "{\"x\":" + std::to_string(x) + ",\"y\":" + std::to_string(y) +
           ",\"terrain\":" + json_string(terrain_text(cmp.scene().grid, c)) + ",\"panes\":[";
    for (int i = 0; i < cmp.pane_count(); ++i) {
        const CellInfo info = inspect_cell(cmp.pane(i), c);
        json += std::string(i ? "," : "") +
                "{\"state\":" + json_string(astar::option_name(info.state)) +
                ",\"reached\":" + (info.reached ? "true" : "false") +
                ",\"g\":" + json_number(info.g) + ",\"h\":" + json_number(info.h) +
                ",\"f\":" + json_number(info.f) +
                ",\"parent\":" + (info.parent ? json_cell(*info.parent) : std::string("null")) +
                ",\"expanded_at\":" + std::to_string(info.expanded_at) + "}";
    }
    json += "]}";
    return json.c_str();
}

// What the overlays drew in the last frame, per pane, and the cell under the mouse:
// {"hover_pane":-1,"hover_cell":[x,y],"panes":[{"cells_visited":..,"numbers":..,"arrows":..,
// "current":[x,y] or null,"next":[x,y] or null,"lit":[x,y] or null (an Open list row's cell),
// "path_points":..,"smoothed_points":..,
// "details_skipped":..,"title":"1  A*, Manhattan  cost 30.66, optimal"}]}
EMSCRIPTEN_KEEPALIVE const char* astar_app_overlay_json() {
    using namespace astar::app;
    static std::string json;
    if (g_app == nullptr) return "null";
    const astar::Grid& grid = g_app->session.comparison().scene().grid;
    auto cell_or_null = [&](int node) {
        if (node < 0 || node >= grid.cell_count()) return std::string("null");
        return json_cell(grid.cell(node));
    };
    json = "{\"hover_pane\":" + std::to_string(g_app->hover_pane) +
           ",\"hover_cell\":" + json_cell(g_app->hover_cell) + ",\"panes\":[";
    for (int i = 0; i < g_app->session.pane_count() && i < astar::kMaxPanes; ++i) {
        const OverlayCounts& c = g_app->teaching.overlay_counts[static_cast<std::size_t>(i)];
        json += std::string(i ? "," : "") +
                "{\"cells_visited\":" + std::to_string(c.cells_visited) +
                ",\"numbers\":" + std::to_string(c.numbers) + ",\"arrows\":" +
                std::to_string(c.arrows) + ",\"current\":" + cell_or_null(c.current) +
                ",\"next\":" + cell_or_null(c.next) + ",\"lit\":" + cell_or_null(c.lit) +
                ",\"path_points\":" +
                std::to_string(c.path_points) + ",\"smoothed_points\":" +
                std::to_string(c.smoothed_points) +
                ",\"details_skipped\":" + (c.details_skipped ? "true" : "false") +
                ",\"title\":" + json_string(c.title) + "}";
    }
    json += "]}";
    return json.c_str();
}

// Zoom (1 = fit, up to 256) centred on cell coordinate (center_x, center_y), as the wheel and
// panning would leave it. Returns the zoom set.
EMSCRIPTEN_KEEPALIVE double astar_app_set_view(double zoom, double center_x, double center_y) {
    if (g_app == nullptr) return 0;
    astar::app::ViewState& v = g_app->view;
    v.zoom = std::clamp(static_cast<float>(zoom), 1.0f, astar::app::kMaxZoom);
    v.center_x = static_cast<float>(center_x);
    v.center_y = static_cast<float>(center_y);
    v.centered = true;
    return static_cast<double>(v.zoom);
}

// The View checkboxes: g/h/f numbers, came-from arrows, smoothed path (0 or 1 each).
EMSCRIPTEN_KEEPALIVE void astar_app_set_view_options(int numbers, int arrows, int smoothed) {
    if (g_app == nullptr) return;
    g_app->show_numbers = numbers != 0;
    g_app->show_arrows = arrows != 0;
    g_app->show_smoothed = smoothed != 0;
}

// Plays at `steps_per_second` (clamped as the Speed slider's value is), from step 0 if every
// search has finished. Returns 1 if playing.
EMSCRIPTEN_KEEPALIVE int astar_app_play(double steps_per_second) {
    if (g_app == nullptr) return 0;
    astar::app::Session& s = g_app->session;
    s.set_speed(steps_per_second);
    s.play();
    return s.playing() ? 1 : 0;
}

// The last frame in 10 doubles, read without a string per frame: its parts in milliseconds
// (FrameTimes: input, steps, ui, upload, grid, imgui_gl, total), the steps it took, the
// lockstep position afterwards, and 1 if still playing.
EMSCRIPTEN_KEEPALIVE const double* astar_app_frame_stats() {
    static double stats[11] = {};
    if (g_app == nullptr) return stats;
    const astar::app::FrameTimes& t = g_app->frame_times;
    const double values[11] = {t.input, t.steps, t.ui, t.upload, t.grid, t.imgui_gl, t.total,
                               g_app->steps_last_frame,
                               static_cast<double>(g_app->session.position()),
                               g_app->session.playing() ? 1.0 : 0.0, g_app->redraw.last_share};
    std::copy(std::begin(values), std::end(values), std::begin(stats));
    return stats;
}

// 0: draw only what changed (the default), 1: the whole canvas every frame, 2: only what changed,
// each frame checked against the whole (frame_drawing.hpp). Returns 1 if the mode exists.
EMSCRIPTEN_KEEPALIVE int astar_app_set_redraw(int mode) {
    if (g_app == nullptr || mode < 0 || mode > 2) return 0;
    g_app->redraw.mode = static_cast<astar::app::RedrawMode>(mode);
    return 1;
}

// How long the readouts around the grids may wait while a search plays, in seconds
// (readout_refresh.hpp; 0.1 by default): 0 draws them every frame, as before. Returns 1 if
// taken (0 to 1 s).
EMSCRIPTEN_KEEPALIVE int astar_app_set_readout_interval(double seconds) {
    if (g_app == nullptr || !(seconds >= 0.0 && seconds <= 1.0)) return 0;
    g_app->redraw.readouts.interval = seconds;
    return 1;
}

EMSCRIPTEN_KEEPALIVE const char* astar_app_redraw_json() {
    static std::string json;
    if (g_app == nullptr) return "{}";
    const astar::app::RedrawState& r = g_app->redraw;
    const astar::app::ReadoutRefresh& w = r.readouts;
    char text[768];
    std::snprintf(text, sizeof text,
                  "{\"canvas_kept\":%s,\"mode\":%d,\"frames\":%llu,\"whole_frames\":%llu,"
                  "\"partial_frames\":%llu,\"empty_frames\":%llu,\"checked_frames\":%llu,"
                  "\"mismatched_frames\":%llu,\"worst_mismatch\":%llu,\"stale_frames\":%llu,"
                  "\"last_stale_pixels\":%llu,\"readout_interval\":%.6g,"
                  "\"waiting_frames\":%llu,\"refresh_frames\":%llu,\"pending_boxes\":%zu,"
                  "\"last_share\":%.6g,"
                  "\"share_sum\":%.6g,\"primitives\":%zu,\"plan_ms\":%.3f,\"boxes\":[",
                  r.canvas_kept ? "true" : "false", static_cast<int>(r.mode),
                  static_cast<unsigned long long>(r.frames),
                  static_cast<unsigned long long>(r.whole_frames),
                  static_cast<unsigned long long>(r.partial_frames),
                  static_cast<unsigned long long>(r.empty_frames),
                  static_cast<unsigned long long>(r.checked_frames),
                  static_cast<unsigned long long>(r.mismatched_frames),
                  static_cast<unsigned long long>(r.worst_mismatch),
                  static_cast<unsigned long long>(r.stale_frames),
                  static_cast<unsigned long long>(r.last_stale_pixels), w.interval,
                  static_cast<unsigned long long>(w.waiting_frames),
                  static_cast<unsigned long long>(w.refresh_frames), w.pending.size(),
                  r.last_share, r.share_sum,
                  r.last.size(),
                  r.last_plan_ms);
    json = text;
    for (std::size_t i = 0; i < r.last_boxes.size(); ++i) {
        const astar::app::PixelBox& b = r.last_boxes[i];
        std::snprintf(text, sizeof text, "%s[%d,%d,%d,%d]", i ? "," : "", b.x0, b.y0, b.x1, b.y1);
        json += text;
    }
    json += "]}";
    return json.c_str();
}

}  // extern "C"
