#include "app/panel_backdrop.hpp"

#include <GLES3/gl3.h>

#include <cmath>
#include <cstdint>

#include "app/pass_scissor.hpp"

namespace astar::app {

namespace {

// Framebuffer pixels [first, last) whose centres lie in [lo, hi) CSS pixels: the pixels the
// rasterizer gives an axis-aligned rectangle from lo to hi (ImGui's coordinates, scaled by the
// backend's framebuffer scale).
void pixel_span(float lo, float hi, float pixel_ratio, int* first, int* last) {
    *first = static_cast<int>(std::ceil(lo * pixel_ratio - 0.5f));
    *last = static_cast<int>(std::ceil(hi * pixel_ratio - 0.5f));
}

// The framebuffer pixels (y down) of a noted rectangle.
PixelBox backdrop_box(const PixelRect& r, float pixel_ratio) {
    PixelBox box;
    pixel_span(r.x, r.x + r.width, pixel_ratio, &box.x0, &box.x1);
    pixel_span(r.y, r.y + r.height, pixel_ratio, &box.y0, &box.y1);
    return box;
}

// What the backend's blend (src alpha, one minus src alpha) makes of ImGui's 8-bit vertex
// colour over the 8-bit background, in floats like the GPU; the clear rounds it the same way.
Rgba backdrop_colour(const Rgba& background) {
    const ImU32 packed = ImGui::GetColorU32(ImGuiCol_WindowBg);
    const auto channel = [packed](int shift) {
        return static_cast<float>((packed >> shift) & 0xFF) / 255.0f;
    };
    const float alpha = channel(IM_COL32_A_SHIFT);
    const auto over = [alpha](float src, float dst) {
        const float dst8 = std::round(dst * 255.0f) / 255.0f;
        return src * alpha + dst8 * (1.0f - alpha);
    };
    return {over(channel(IM_COL32_R_SHIFT), background.r),
            over(channel(IM_COL32_G_SHIFT), background.g),
            over(channel(IM_COL32_B_SHIFT), background.b), 1.0f};
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

void clear_panel_backdrops(const App& app, const Rgba& background) {
    const Rgba colour = backdrop_colour(background);
    glClearColor(colour.r, colour.g, colour.b, 1.0f);
    for (const PixelRect& r : app.panel_backdrops) {
        const PixelBox box = backdrop_box(r, app.pixel_ratio);
        if (box.empty()) continue;
        for_each_pass(box.x0, app.framebuffer_height - box.y1, box.x1 - box.x0, box.y1 - box.y0,
                      [](const PixelBox&) { glClear(GL_COLOR_BUFFER_BIT); });
    }
    glDisable(GL_SCISSOR_TEST);
}

void describe_panel_backdrops(const App& app, const Rgba& background,
                              std::vector<Primitive>& out) {
    const Rgba colour = backdrop_colour(background);
    for (const PixelRect& r : app.panel_backdrops) {
        const PixelBox box = backdrop_box(r, app.pixel_ratio);
        if (box.empty()) continue;
        const std::uint32_t words[] = {static_cast<std::uint32_t>(box.x0),
                                       static_cast<std::uint32_t>(box.y0),
                                       static_cast<std::uint32_t>(box.x1),
                                       static_cast<std::uint32_t>(box.y1), float_word(colour.r),
                                       float_word(colour.g), float_word(colour.b)};
        out.push_back({hash_words(words), box});
    }
}

}  // namespace astar::app
