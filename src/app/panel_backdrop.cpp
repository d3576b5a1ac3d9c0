#include "app/panel_backdrop.hpp"

#include <GLES3/gl3.h>

#include <cmath>

namespace astar::app {

namespace {

// Framebuffer pixels [first, last) whose centres lie in [lo, hi) CSS pixels: the pixels the
// rasterizer gives an axis-aligned rectangle from lo to hi (ImGui's coordinates, scaled by the
// backend's framebuffer scale).
void pixel_span(float lo, float hi, float pixel_ratio, int* first, int* last) {
    *first = static_cast<int>(std::ceil(lo * pixel_ratio - 0.5f));
    *last = static_cast<int>(std::ceil(hi * pixel_ratio - 0.5f));
}

}  // namespace

void begin_panel(App& app, const char* name, ImGuiWindowFlags flags) {
    // Alpha 0: ImDrawList::AddRectFilled skips a fully transparent rectangle; the border stays.
    ImGui::SetNextWindowBgAlpha(0.0f);
    ImGui::Begin(name, nullptr, flags | ImGuiWindowFlags_NoBringToFrontOnFocus);
    // The background starts under the title bar (ImGui::RenderWindowDecorations).
    const float title = (flags & ImGuiWindowFlags_NoTitleBar) ? 0.0f : ImGui::GetFrameHeight();
    const ImVec2 pos = ImGui::GetWindowPos();
    const ImVec2 size = ImGui::GetWindowSize();
    app.panel_backdrops.push_back({pos.x, pos.y + title, size.x, size.y - title});
}

void clear_panel_backdrops(App& app, const Rgba& background) {
    // What the backend's blend (src alpha, one minus src alpha) makes of ImGui's 8-bit vertex
    // colour over the 8-bit background, in floats like the GPU; the clear rounds it the same way.
    const ImU32 packed = ImGui::GetColorU32(ImGuiCol_WindowBg);
    const auto channel = [packed](int shift) {
        return static_cast<float>((packed >> shift) & 0xFF) / 255.0f;
    };
    const float alpha = channel(IM_COL32_A_SHIFT);
    const auto over = [alpha](float src, float dst) {
        const float dst8 = std::round(dst * 255.0f) / 255.0f;
        return src * alpha + dst8 * (1.0f - alpha);
    };
    glClearColor(over(channel(IM_COL32_R_SHIFT), background.r),
                 over(channel(IM_COL32_G_SHIFT), background.g),
                 over(channel(IM_COL32_B_SHIFT), background.b), 1.0f);
    glEnable(GL_SCISSOR_TEST);
    for (const PixelRect& r : app.panel_backdrops) {
        int x0 = 0, x1 = 0, y0 = 0, y1 = 0;
        pixel_span(r.x, r.x + r.width, app.pixel_ratio, &x0, &x1);
        pixel_span(r.y, r.y + r.height, app.pixel_ratio, &y0, &y1);
        if (x1 <= x0 || y1 <= y0) continue;
        glScissor(x0, app.framebuffer_height - y1, x1 - x0, y1 - y0);  // GL's y is up
        glClear(GL_COLOR_BUFFER_BIT);
    }
    glDisable(GL_SCISSOR_TEST);
    app.panel_backdrops.clear();
}

}  // namespace astar::app
