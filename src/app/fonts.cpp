#include "app/fonts.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "app/imgui_renderer.hpp"

namespace astar::embedded {
extern const unsigned char ui_font[];  // fonts/ui-font.ttf, by cmake/embed_binary.cmake
extern const unsigned ui_font_size;
}  // namespace astar::embedded

namespace astar::app {

namespace {

ImFont* g_small = nullptr;
float g_raster_scale = 0;

// Copies for the numbers, at 1x (the interface and small fonts themselves), 2x and 3x, so that
// big numbers in big cells are drawn from glyphs rasterized near their size. kMaxNumberScale
// (overlay_layout.hpp) is 3.
constexpr std::array<float, 3> kNumberScales = {1, 2, 3};
std::array<ImFont*, kNumberScales.size()> g_f_copies{};
std::array<ImFont*, kNumberScales.size()> g_gh_copies{};

constexpr float kDefaultPixels = 13;
constexpr float kSmallPixels = 10;

// Past 4 device pixels per CSS pixel (a phone's browser zoomed in) the glyphs are scaled up
// rather than rasterized bigger: the atlas stays at 512 x 1024 texels (2 MB of RGBA texture;
// 512 x 256 at a ratio of 1).
constexpr float kMaxRasterScale = 4;

// Glyphs under this many device pixels are rasterized at two horizontal positions per pixel,
// so that text placed at a fraction of a pixel keeps its spacing; bigger ones need no more
// than one (and would double the atlas).
constexpr float kOversampleBelowPixels = 24;

// Only what the numbers are made of: digits, the point, signs, "g h f", "inf" and "nan".
constexpr ImWchar kNumberGlyphs[] = {0x20, 0x20, '+', '.', '0', '9',
                                     'a', 'a', 'f', 'i', 'n', 'n', 0};

// The interface font (fonts/ui-font.ttf, Roboto Medium) `pixels` CSS pixels high, rasterized at
// `scale` device pixels per CSS pixel. ImFont::Scale takes the size back to CSS pixels for
// ImGui's layout.
ImFont* add_font(float pixels, float scale, bool numbers_only) {
    ImFontConfig config;
    config.FontDataOwnedByAtlas = false;  // the bytes are the program's, not to be freed
    config.OversampleH = pixels * scale < kOversampleBelowPixels ? 2 : 1;
    config.OversampleV = 1;  // ImGui puts text on whole pixels vertically
    ImFont* font = ImGui::GetIO().Fonts->AddFontFromMemoryTTF(
        const_cast<unsigned char*>(embedded::ui_font), static_cast<int>(embedded::ui_font_size),
        pixels * scale, &config, numbers_only ? kNumberGlyphs : nullptr);
    font->Scale = 1.0f / scale;
    return font;
}

void load_fonts(float scale) {
    ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
    atlas.Clear();
    add_font(kDefaultPixels, scale, false);  // the first font is the default
    g_small = add_font(kSmallPixels, scale, false);
    g_f_copies[0] = atlas.Fonts[0];
    g_gh_copies[0] = g_small;
    for (std::size_t i = 1; i < kNumberScales.size(); ++i) {
        g_f_copies[i] = add_font(kDefaultPixels * kNumberScales[i], scale, true);
        g_gh_copies[i] = add_font(kSmallPixels * kNumberScales[i], scale, true);
    }
    g_raster_scale = scale;
}

}  // namespace

void use_fonts_for(float pixel_ratio) {
    const float scale = std::clamp(std::isfinite(pixel_ratio) ? pixel_ratio : 1.0f, 1.0f,
                                   kMaxRasterScale);
    // The ratio comes from whole numbers of pixels (drawable / window width), so it wavers in
    // its fourth digit as the window is resized; only a real change rebuilds.
    if (g_raster_scale > 0 && std::fabs(scale - g_raster_scale) < 0.01f) return;
    // The renderer makes the new atlas's texture before the next ImGui::NewFrame.
    drop_imgui_font_texture();
    load_fonts(scale);
}

float font_raster_scale() {
    return g_raster_scale;
}

float font_pixels(const ImFont* font) {
    return font->FontSize * font->Scale;
}

ImFont* small_font() {
    return g_small != nullptr ? g_small : ImGui::GetFont();
}

void snap_text_to_device_pixels(ImDrawData* draw_data) {
    const float scale = draw_data->FramebufferScale.y;
    // At a whole ratio, whole CSS pixels are whole device pixels already.
    if (!(scale > 0) || std::fabs(scale - std::round(scale)) < 0.01f) return;
    const ImTextureID font_texture = ImGui::GetIO().Fonts->TexID;
    const float top = draw_data->DisplayPos.y;
    for (int l = 0; l < draw_data->CmdListsCount; ++l) {
        ImDrawList* list = draw_data->CmdLists[l];
        ImDrawVert* vertices = list->VtxBuffer.Data;
        const ImDrawIdx* indices = list->IdxBuffer.Data;
        for (const ImDrawCmd& cmd : list->CmdBuffer) {
            if (cmd.UserCallback != nullptr || cmd.TextureId != font_texture) continue;
            // A glyph is a quad of its own (ImDrawList::PrimRectUV, as ImFont::RenderText
            // writes it): indices a, a+1, a+2, a, a+2, a+3 over the corners top left, top
            // right, bottom right, bottom left, its texels spanning both ways (a filled
            // rectangle's four corners share the atlas's white texel). The lists are triangles,
            // so the search moves by three indices.
            const unsigned end = cmd.IdxOffset + cmd.ElemCount;
            for (unsigned i = cmd.IdxOffset; i + 6 <= end;) {
                const unsigned a = indices[i];
                if (indices[i + 1] != a + 1 || indices[i + 2] != a + 2 || indices[i + 3] != a ||
                    indices[i + 4] != a + 2 || indices[i + 5] != a + 3) {
                    i += 3;
                    continue;
                }
                ImDrawVert* q = vertices + cmd.VtxOffset + a;
                const bool glyph = q[0].pos.y == q[1].pos.y && q[2].pos.y == q[3].pos.y &&
                                   q[0].pos.x == q[3].pos.x && q[1].pos.x == q[2].pos.x &&
                                   q[0].uv.y == q[1].uv.y && q[2].uv.y == q[3].uv.y &&
                                   q[0].uv.x != q[1].uv.x && q[0].uv.y != q[3].uv.y;
                if (!glyph) {
                    i += 3;
                    continue;
                }
                const float y = (q[0].pos.y - top) * scale;
                const float shift = (std::round(y) - y) / scale;
                for (int c = 0; c < 4; ++c) q[c].pos.y += shift;
                i += 6;
            }
        }
    }
}

ImFont* number_font(NumberFont kind, float pixels) {
    const auto& copies = kind == NumberFont::kF ? g_f_copies : g_gh_copies;
    ImFont* chosen = nullptr;
    for (ImFont* font : copies) {
        if (font == nullptr) continue;
        chosen = font;
        if (font_pixels(font) >= pixels - 0.01f) break;
    }
    if (chosen != nullptr) return chosen;
    return kind == NumberFont::kF ? ImGui::GetFont() : small_font();
}

}  // namespace astar::app
