#include "app/widget_rects.hpp"

#include <cstdio>
#include <map>

#include "imgui.h"

namespace astar::app {

namespace {

struct WidgetRect {
    ImVec2 min, max;
    bool visible = false;
    int frame = 0;
};

std::map<std::string, WidgetRect>& rects() {
    static std::map<std::string, WidgetRect> by_name;
    return by_name;
}

}  // namespace

void note_widget(const char* name) {
    rects()[name] = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), ImGui::IsItemVisible(),
                     ImGui::GetFrameCount()};
}

void note_window(const char* name) {
    const ImVec2 at = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
    rects()[name] = {at, ImVec2(at.x + size.x, at.y + size.y), true, ImGui::GetFrameCount()};
}

void note_rect(const char* name, float x0, float y0, float x1, float y1, bool visible) {
    rects()[name] = {ImVec2(x0, y0), ImVec2(x1, y1), visible, ImGui::GetFrameCount()};
}

std::string widget_rects_json() {
    std::string json = "{";
    const int frame = ImGui::GetFrameCount();
    for (const auto& [name, r] : rects()) {
        // A control not drawn in the last frame (its section closed) is not visible.
        const bool visible = r.visible && r.frame >= frame - 1;
        char text[256];
        std::snprintf(text, sizeof text,
                      "%s\"%s\":{\"x\":%.1f,\"y\":%.1f,\"width\":%.1f,\"height\":%.1f,"
                      "\"visible\":%s}",
                      json.size() > 1 ? "," : "", name.c_str(), static_cast<double>(r.min.x),
                      static_cast<double>(r.min.y), static_cast<double>(r.max.x - r.min.x),
                      static_cast<double>(r.max.y - r.min.y), visible ? "true" : "false");
        json += text;
    }
    return json + "}";
}

}  // namespace astar::app
