#include "app/palette.hpp"

namespace astar::app {
namespace {

constexpr Rgba rgb(int hex, float alpha = 1.0f) {
    return {static_cast<float>((hex >> 16) & 0xff) / 255.0f,
            static_cast<float>((hex >> 8) & 0xff) / 255.0f,
            static_cast<float>(hex & 0xff) / 255.0f, alpha};
}

Palette make(const char* name, Rgba background, Rgba grid_line,
             const std::array<Rgba, static_cast<int>(Terrain::kCount)>& terrain,
             const std::array<Rgba, static_cast<int>(SearchMark::kCount)>& marks) {
    Palette p;
    p.name = name;
    p.background = background;
    p.grid_line = grid_line;
    // Unused slots stay magenta, so a bad code is obvious on screen.
    p.slots.fill(rgb(0xff00ff));
    for (std::size_t i = 0; i < terrain.size(); ++i) p.slots[i] = terrain[i];
    for (std::size_t i = 0; i < marks.size(); ++i) p.slots[(1u << kTerrainBits) + i] = marks[i];
    return p;
}

const Palette kClassic = make(
    "Classic", rgb(0x1e1f24), rgb(0x000000, 0.18f),
    // wall, ground, low, medium, high, water
    {rgb(0x2f3542), rgb(0xf1f2f6), rgb(0xd8e2c2), rgb(0xb8c98f), rgb(0x8e9f5c), rgb(0x7fb3e0)},
    // unseen, open, closed, current, path, start, goal
    {rgb(0, 0.0f), rgb(0x7bed9f, 0.75f), rgb(0xffa502, 0.45f), rgb(0xff4757, 0.9f),
     rgb(0x5352ed, 0.9f), rgb(0x2ed573), rgb(0xff6348)});

const Palette kHighContrast = make(
    "High contrast", rgb(0x3a3a3a), rgb(0x000000, 0.35f),
    {rgb(0x000000), rgb(0xffffff), rgb(0xd9d9d9), rgb(0xa6a6a6), rgb(0x737373), rgb(0x56b4e9)},
    {rgb(0, 0.0f), rgb(0x009e73, 0.8f), rgb(0xe69f00, 0.6f), rgb(0xd55e00, 1.0f),
     rgb(0x0072b2, 1.0f), rgb(0xcc79a7), rgb(0xf0e442)});

}  // namespace

const Palette& palette(PaletteId id) {
    return id == PaletteId::kHighContrast ? kHighContrast : kClassic;
}

}  // namespace astar::app
