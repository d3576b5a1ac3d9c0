#include "app/fonts.hpp"

#include <array>

namespace astar::app {

namespace {

ImFont* g_small = nullptr;

// Copies for the numbers, at 1x (the fonts above), 2x and 3x: ProggyClean is drawn on a pixel
// grid, so whole multiples stay sharp. kMaxNumberScale (overlay_layout.hpp) is 3.
constexpr std::array<float, 3> kNumberScales = {1, 2, 3};
std::array<ImFont*, kNumberScales.size()> g_f_copies{};
std::array<ImFont*, kNumberScales.size()> g_gh_copies{};

constexpr float kDefaultPixels = 13;
constexpr float kSmallPixels = 10;

// Only what the numbers are made of: digits, the point, signs, "g h f", "inf" and "nan".
constexpr ImWchar kNumberGlyphs[] = {0x20, 0x20, '+', '.', '0', '9',
                                     'a', 'a', 'f', 'i', 'n', 'n', 0};

ImFont* add_default_font(float pixels, bool numbers_only) {
    ImFontConfig config;
    config.SizePixels = pixels;
    config.OversampleH = 2;
    config.OversampleV = 2;
    if (numbers_only) config.GlyphRanges = kNumberGlyphs;
    return ImGui::GetIO().Fonts->AddFontDefault(&config);
}

}  // namespace

void load_fonts() {
    ImGuiIO& io = ImGui::GetIO();
    if (io.Fonts->Fonts.empty()) io.Fonts->AddFontDefault();  // the first font is the default
    g_small = add_default_font(kSmallPixels, false);
    g_f_copies[0] = io.Fonts->Fonts[0];
    g_gh_copies[0] = g_small;
    for (std::size_t i = 1; i < kNumberScales.size(); ++i) {
        g_f_copies[i] = add_default_font(kDefaultPixels * kNumberScales[i], true);
        g_gh_copies[i] = add_default_font(kSmallPixels * kNumberScales[i], true);
    }
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
        if (font->FontSize >= pixels - 0.01f) break;
    }
    if (chosen != nullptr) return chosen;
    return kind == NumberFont::kF ? ImGui::GetFont() : small_font();
}

}  // namespace astar::app
