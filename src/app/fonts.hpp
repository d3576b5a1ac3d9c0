// The fonts: Roboto Medium (fonts/ui-font.ttf, embedded) at 13 px for the interface and the f
// numbers, a 10 px copy for the g and h numbers in the cells, and copies of both at two and
// three times their size for the numbers of large cells (cell_detail().number_scale). Sizes
// are in CSS pixels, as the whole interface is laid out; the glyphs are rasterized for the
// screen's device pixels, so that text stays sharp at a devicePixelRatio of 1.5, 2 or 3 and
// when the browser zooms (which is how a teacher makes everything bigger for the back row).
// ImGui's built-in pixel font, drawn from a 13 px atlas scaled up, was blurred there.
//
// How to use:
//     use_fonts_for(pixel_ratio);   // each frame, before ImGui's NewFrame: (re)builds the
//                                   // atlas and its texture when the ratio changed
//     draw->AddText(small_font(), font_pixels(small_font()), pos, colour, "12.24");
//     ImFont* f = number_font(NumberFont::kF, 26.0f);   // draw it at 26 px
//     draw->AddText(f, 26.0f, pos, colour, "36.3");
#pragma once

#include "imgui.h"

namespace astar::app {

// Rasterizes the fonts for `pixel_ratio` device pixels per CSS pixel (kept within 1-4), unless
// they already are; then remakes the font texture if the OpenGL backend had made one. Call
// between frames (outside NewFrame ... Render): it replaces every ImFont.
void use_fonts_for(float pixel_ratio);

// The scale the fonts are rasterized at (device pixels per CSS pixel), 0 before the first
// use_fonts_for.
float font_raster_scale();

// A font's size in CSS pixels (ImFont::FontSize is its size in the atlas).
float font_pixels(const ImFont* font);

// After ImGui::Render: moves each glyph's quad up or down by less than a device pixel so that
// its top lands on a device pixel. ImGui puts text on whole CSS pixels, which at a ratio of
// 1.25 (a laptop's 125% scaling) fall between device pixels, and the glyphs, rasterized for
// device pixels and one texel high each, were drawn smeared over two rows (bench: the edges
// across a label 0.66-0.69 of its contrast in one pixel's step, against 0.9 at 1x).
// Sideways they stay: the glyphs are rasterized twice as finely across (OversampleH) to be
// drawn at any fraction of a pixel there.
void snap_text_to_device_pixels(ImDrawData* draw_data);

// The 10 px font; the default font if the fonts are not loaded.
ImFont* small_font();

enum class NumberFont {
    kF,      // the 13 px interface font
    kGAndH,  // the 10 px small font
};

// The copy of `kind` to draw at `pixels` CSS pixels high: the smallest one rasterized at
// `pixels` or more (so that ImGui scales its glyphs down, never up, which would blur them), or
// the largest.
ImFont* number_font(NumberFont kind, float pixels);

}  // namespace astar::app
