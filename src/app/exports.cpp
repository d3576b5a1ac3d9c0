#include "app/exports.hpp"

#include <emscripten/emscripten.h>

#include <cmath>
#include <cstdio>
#include <iterator>
#include <string>

#include "core/option_names.hpp"

namespace astar::app {
namespace {

App* g_app = nullptr;

std::string hex(const Rgba& c) {
    auto byte = [](float v) { return static_cast<int>(std::lround(v * 255.0f)); };
    char text[8];
    std::snprintf(text, sizeof text, "#%02x%02x%02x", byte(c.r), byte(c.g), byte(c.b));
    return text;
}

unsigned long long total_uploads(const App& a) {
    unsigned long long total = 0;
    for (const auto& r : a.renderers) total += r->upload_count();
    return total;
}

const char* status_name(SearchStatus status) {
    switch (status) {
        case SearchStatus::kSearching: return "searching";
        case SearchStatus::kFound: return "found";
        case SearchStatus::kNoPath: return "no_path";
        case SearchStatus::kStepLimit: return "step_limit";
        case SearchStatus::kInvalid: return "invalid";
    }
    return "?";
}

// [{"algorithm":"astar","heuristic":"manhattan","weight":1,"status":"found",...}, ...]
std::string panes_json(const App& a) {
    const Comparison& cmp = a.session.comparison();
    std::string out = "[";
    for (int i = 0; i < cmp.pane_count(); ++i) {
        const PaneSummary s = cmp.summary(i);
        const PaneSettings& p = cmp.scene().panes[static_cast<std::size_t>(i)];
        char text[512];
        std::snprintf(text, sizeof text,
                      "%s{\"algorithm\":\"%s\",\"heuristic\":\"%s\",\"weight\":%.17g,"
                      "\"status\":\"%s\",\"expansions\":%d,\"pushes\":%lld,"
                      "\"open_size\":%d,\"peak_open_size\":%d,\"path_cost\":%.17g,"
                      "\"path_cells\":%d,\"finished\":%s,\"optimal\":%s,\"admissible\":%s}",
                      i ? "," : "", std::string(option_name(p.algorithm)).c_str(),
                      std::string(option_name(p.heuristic)).c_str(), p.weight,
                      status_name(s.status), s.expansions, s.pushes, s.open_size,
                      s.peak_open_size, s.path_cost, s.path_cells, s.finished ? "true" : "false",
                      s.optimal ? "true" : "false", s.verdict.admissible ? "true" : "false");
        out += text;
    }
    return out + "]";
}

}  // namespace

void set_exported_app(App* app) { g_app = app; }

}  // namespace astar::app

using astar::app::g_app;
using astar::app::panes_json;
using astar::app::total_uploads;

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* astar_app_summary_json() {
    static std::string json;
    if (g_app == nullptr) return "{}";
    const auto& a = *g_app;
    const astar::Scene& scene = a.session.scene();
    const float cell_pixels = a.pane_views.empty() ? 0.0f : a.pane_views.front().cell_size;
    char text[512];
    std::snprintf(text, sizeof text,
                  "{\"grid_width\":%d,\"grid_height\":%d,\"frames\":%llu,"
                  "\"window_width\":%d,\"window_height\":%d,"
                  "\"framebuffer_width\":%d,\"framebuffer_height\":%d,"
                  "\"cell_pixels\":%.3f,\"texture_uploads\":%llu,\"palette\":\"%s\","
                  "\"start\":[%d,%d],\"goal\":[%d,%d],\"position\":%d,\"playing\":%s,"
                  "\"panes\":",
                  scene.grid.width(), scene.grid.height(),
                  static_cast<unsigned long long>(a.frame_count), a.window_width, a.window_height,
                  a.framebuffer_width, a.framebuffer_height, static_cast<double>(cell_pixels),
                  static_cast<unsigned long long>(total_uploads(a)),
                  astar::app::palette(a.palette_id).name, scene.start.x, scene.start.y,
                  scene.goal.x, scene.goal.y, a.session.position(),
                  a.session.playing() ? "true" : "false");
    json = text;
    json += panes_json(a);
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
    json += "}}";
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
    g_app->session.seek(g_app->session.position() + count);
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

}  // extern "C"
