#include "app/palette.hpp"

namespace astar::app {
namespace {

constexpr Rgba rgb(int hex, float alpha = 1.0f) {
    return {static_cast<float>((hex >> 16) & 0xff) / 255.0f,
            static_cast<float>((hex >> 8) & 0xff) / 255.0f,
            static_cast<float>(hex & 0xff) / 255.0f, alpha};
}

Palette make(const char* name, const char* start_colour, const char* goal_colour,
             Rgba background, Rgba grid_line,
             const std::array<Rgba, static_cast<int>(Terrain::kCount)>& terrain,
             const std::array<Rgba, static_cast<int>(SearchMark::kCount)>& marks,
             const OverlayColours& overlay) {
    Palette p;
    p.name = name;
    p.start_colour = start_colour;
    p.goal_colour = goal_colour;
    p.background = background;
    p.grid_line = grid_line;
    // Unused slots stay magenta, so a bad code is obvious on screen.
    p.slots.fill(rgb(0xff00ff));
    for (std::size_t i = 0; i < terrain.size(); ++i) p.slots[i] = terrain[i];
    for (std::size_t i = 0; i < marks.size(); ++i) p.slots[(1u << kTerrainBits) + i] = marks[i];
    p.overlay = overlay;
    return p;
}

// Soft colours for a screen. Terrain reads as what it is: pale sand, muddy swamp, blue water
// (Moving AI water a deeper blue); the search marks are tints over it, so a closed swamp cell
// still looks like swamp: open green, closed orange, the cell being expanded violet, the path
// blue, start green and goal red.
const Palette kClassic = make(
    "Classic", "green", "red", rgb(0x1e1f24), rgb(0x000000, 0.18f),
    // wall, ground, sand (2-3), swamp (4-7), water (8+), Moving AI water
    {rgb(0x2f3542), rgb(0xf1f2f6), rgb(0xefe3b4), rgb(0x8f7a55), rgb(0x6f9fd6), rgb(0x3f7ea6)},
    // unseen, open, closed, current, path, start, goal
    {rgb(0, 0.0f), rgb(0x3ccf7e, 0.75f), rgb(0xf59a23, 0.55f), rgb(0xc026d3, 0.95f),
     rgb(0x3f51e0, 0.92f), rgb(0x15803d), rgb(0xdc2626)},
    {.text = rgb(0x1b1e28, 0.85f),
     .text_f = rgb(0x000000),
     .arrow = rgb(0x1b1e28, 0.6f),
     .path_line = rgb(0x1e2aa8),
     .path_halo = rgb(0xffffff, 0.85f),
     .smoothed_line = rgb(0xff2d95),
     .current_ring = rgb(0x6b0f80),
     .next_ring = rgb(0x0b6b37),
     .hover_ring = rgb(0x111111),
     .marker_outline = rgb(0xffffff),
     .panes = {rgb(0x5b9bd5), rgb(0xf28e2b), rgb(0x59c26b), rgb(0xd080c8)}});

// For projectors and colour-blind viewers: Okabe-Ito hues for the marks, chosen and checked
// (simulated protanopia, deuteranopia and tritanopia, CIELAB distances) so that every search
// state stays distinct from every other on every terrain. Lightness carries the order too:
// ground white, closed light (L* 85), open middle (61), path darker (54, and vermilion), start
// darkest (blue). Terrain darkens as it costs more: sand (86), swamp brown (49), water blue
// (44); Moving AI water is a light blue (77). Goal is yellow with a black ring and letter.
// Sand is a pale, greyish beige: a yellower one (#eadcb0) read at a glance like the closed
// cells around it, which are orange over white (QA pass: CIELAB distance 21, 13 for
// tritanopes; now 31 and 16).
// Costly terrain (cost 8 and up: the Water 9 brush) is a deep indigo: a steel blue
// (#3e6c9a) looked like the start's blue to tritanopes (CIELAB distance 4.5, QA pass; now 9+).
const Palette kHighContrast = make(
    "High contrast", "blue", "yellow", rgb(0x3a3a3a), rgb(0x000000, 0.35f),
    {rgb(0x000000), rgb(0xffffff), rgb(0xe0d6bf), rgb(0x8a7152), rgb(0x43407a), rgb(0x8cc4e6)},
    {rgb(0, 0.0f), rgb(0x009e73, 0.9f), rgb(0xe69f00, 0.5f), rgb(0xcc79a7, 1.0f),
     rgb(0xd55e00, 1.0f), rgb(0x0072b2), rgb(0xf0e442)},
    {.text = rgb(0x000000),
     .text_f = rgb(0x000000),
     .arrow = rgb(0x000000, 0.8f),
     .path_line = rgb(0x000000),
     .path_halo = rgb(0xffffff),
     .smoothed_line = rgb(0x56b4e9),
     .current_ring = rgb(0x000000),
     .next_ring = rgb(0x000000),
     .hover_ring = rgb(0x000000),
     .marker_outline = rgb(0x000000),
     .panes = {rgb(0x56b4e9), rgb(0xe69f00), rgb(0x009e73), rgb(0xcc79a7)}});

}  // namespace

const Palette& palette(PaletteId id) {
    return id == PaletteId::kHighContrast ? kHighContrast : kClassic;
}

Rgba outline_colour(const Palette& palette, std::size_t pane) {
    const Rgba& c = palette.overlay.panes[pane % palette.overlay.panes.size()];
    constexpr float kShade = 0.6f;
    return {c.r * kShade, c.g * kShade, c.b * kShade, 1.0f};
}

}  // namespace astar::app
