#include "app/fonts.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "imgui_impl_opengl3.h"

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
    const bool had_texture = ImGui::GetIO().Fonts->TexID != nullptr;
    if (had_texture) ImGui_ImplOpenGL3_DestroyFontsTexture();
    load_fonts(scale);
    // Without a texture yet, the backend's first NewFrame makes it from the new atlas.
    if (had_texture) ImGui_ImplOpenGL3_CreateFontsTexture();
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
