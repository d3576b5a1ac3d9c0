#include "app/fonts.hpp"

namespace astar::app {

namespace {

ImFont* g_small = nullptr;

}  // namespace

void load_fonts() {
    ImGuiIO& io = ImGui::GetIO();
    if (io.Fonts->Fonts.empty()) io.Fonts->AddFontDefault();  // the first font is the default
    ImFontConfig small;
    small.SizePixels = 10.0f;
    small.OversampleH = 2;
    small.OversampleV = 2;
    g_small = io.Fonts->AddFontDefault(&small);
}

ImFont* small_font() {
    return g_small != nullptr ? g_small : ImGui::GetFont();
}

}  // namespace astar::app
