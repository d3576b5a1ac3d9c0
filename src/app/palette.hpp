// Colours of the grid: one RGBA per palette slot (see cell_visual.hpp for the slots).
//
// How to use:
//     renderer.set_palette(astar::app::palette(astar::app::PaletteId::kHighContrast));
//
// Terrain slots are opaque. A search mark's alpha says how much of it covers the terrain
// (0 = terrain shows through, as for kUnseen; 1 = the mark hides it, as for start and goal).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "app/model/cell_visual.hpp"

namespace astar::app {

struct Rgba {
    float r = 0, g = 0, b = 0, a = 1;
};

static_assert(sizeof(Rgba) == 4 * sizeof(float), "slots are uploaded as a float array");

// What the overlays draw over the grid (ui_overlays.cpp), and the panes' colours in the
// titles, the comparison table and the chart.
struct OverlayColours {
    Rgba text;            // g and h in the cells
    Rgba text_f;          // f, the number that decides
    Rgba arrow;           // came-from arrows
    Rgba path_line;       // the found path through cell centres...
    Rgba path_halo;       // ...over a wider line of this, so it stands out on any cell
    Rgba smoothed_line;   // the path with line-of-sight shortcuts
    Rgba current_ring;    // around the cell being expanded
    Rgba next_ring;       // around the cell the open list gives next
    Rgba hover_ring;      // around the cell under the mouse, in every pane
    Rgba marker_outline;  // around start and goal, and their letters
    std::array<Rgba, 4> panes;  // pane 1..4 (on the dark UI background)
};

struct Palette {
    const char* name = "";
    // The start's and the goal's colours in words, for texts that point at them before the
    // cells are large enough to carry their letters.
    const char* start_colour = "";
    const char* goal_colour = "";
    Rgba background;   // around the grid
    Rgba grid_line;    // between cells, when they are large enough
    std::array<Rgba, kPaletteSize> slots{};
    OverlayColours overlay;

    const Rgba& terrain(Terrain t) const { return slots[static_cast<int>(t)]; }
    const Rgba& mark(SearchMark m) const { return slots[(1 << kTerrainBits) + static_cast<int>(m)]; }
};

enum class PaletteId {
    kClassic,       // soft colours
    kHighContrast,  // Okabe-Ito hues, safe for the common colour-vision deficiencies
    kCount
};

const Palette& palette(PaletteId id);

// The outline of pane `pane`'s expanded cells drawn in the other panes (App::show_outlines):
// its colour, darker, so that it shows over the light closed and open cells it runs along
// (pane 2's orange on orange closed cells, pane 3's green on green open ones).
Rgba outline_colour(const Palette& palette, std::size_t pane);

// The colour the grid shows for a cell code: the terrain with the mark blended over it by the
// mark's alpha. The first row of the grid renderer's colour table is made of these (the second
// of frame_colour below), and the overlays pick their text colour from them.
inline Rgba displayed_colour(const Palette& p, std::uint8_t code) {
    const Rgba& t = p.slots[code & kTerrainMask];
    const Rgba& m = p.slots[(1u << kTerrainBits) + (code >> kTerrainBits)];
    return {t.r + (m.r - t.r) * m.a, t.g + (m.g - t.g) * m.a, t.b + (m.b - t.b) * m.a, 1.0f};
}

// Whether a cell with `code` keeps its terrain's own colour along its edges when cells are
// large enough: a search mark (open, closed, being expanded, path) over sand, swamp or water.
// The tint alone can turn one terrain into the look of another (closed water in Classic comes
// out the tan of swamp), so the frame says what the search went through.
inline bool keeps_terrain_frame(std::uint8_t code) {
    const auto terrain = static_cast<Terrain>(code & kTerrainMask);
    const auto mark = static_cast<SearchMark>(code >> kTerrainBits);
    const bool costed = terrain == Terrain::kCostLow || terrain == Terrain::kCostMedium ||
                        terrain == Terrain::kCostHigh || terrain == Terrain::kWater;
    const bool tinted = mark == SearchMark::kOpen || mark == SearchMark::kClosed ||
                        mark == SearchMark::kCurrent || mark == SearchMark::kPath;
    return costed && tinted;
}

// The colour of a cell's edge band (the grid renderer's second table row): the plain terrain
// where keeps_terrain_frame(), else the same as the rest of the cell.
inline Rgba frame_colour(const Palette& p, std::uint8_t code) {
    if (!keeps_terrain_frame(code)) return displayed_colour(p, code);
    const Rgba& t = p.slots[code & kTerrainMask];
    return {t.r, t.g, t.b, 1.0f};
}

}  // namespace astar::app
