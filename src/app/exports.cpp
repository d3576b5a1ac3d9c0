#include "app/exports.hpp"

#include <emscripten/emscripten.h>

#include <cmath>
#include <cstdio>
#include <iterator>
#include <string>

namespace astar::app {
namespace {

App* g_app = nullptr;

std::string hex(const Rgba& c) {
    auto byte = [](float v) { return static_cast<int>(std::lround(v * 255.0f)); };
    char text[8];
    std::snprintf(text, sizeof text, "#%02x%02x%02x", byte(c.r), byte(c.g), byte(c.b));
    return text;
}

}  // namespace

void set_exported_app(App* app) { g_app = app; }

}  // namespace astar::app

using astar::app::g_app;

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* astar_app_summary_json() {
    static std::string json;
    if (g_app == nullptr) return "{}";
    const auto& a = *g_app;
    char text[512];
    std::snprintf(text, sizeof text,
                  "{\"grid_width\":%d,\"grid_height\":%d,\"frames\":%llu,"
                  "\"window_width\":%d,\"window_height\":%d,"
                  "\"framebuffer_width\":%d,\"framebuffer_height\":%d,"
                  "\"cell_pixels\":%.3f,\"texture_uploads\":%llu,\"palette\":\"%s\"}",
                  a.grid.width(), a.grid.height(), static_cast<unsigned long long>(a.frame_count),
                  a.window_width, a.window_height, a.framebuffer_width, a.framebuffer_height,
                  static_cast<double>(a.layout.cell_size),
                  static_cast<unsigned long long>(a.renderer.upload_count()),
                  astar::app::palette(a.palette_id).name);
    json = text;
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

}  // extern "C"
