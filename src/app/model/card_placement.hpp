// Where the Look tool's card goes: beside the cell it describes, over the panes, and off the
// cell's eight neighbours. A student who looks at a cell compares it with its neighbours (their
// arrows, colours and numbers), and zoomed in on a tablet held upright the card sat on them:
// it was placed a fixed 12 pixels off the cell's corner, which is inside the diagonal
// neighbour once cells are larger than that, and pushed back over the cell's row when the
// narrow panes could not hold it at the side.
//
// How to use:
//     PixelRect card = place_card({cell_x, cell_y, cell_px, cell_px}, card_w, card_h,
//                                 pane_area, display_w, display_h);
#pragma once

#include "app/model/view.hpp"

namespace astar::app {

// The gap between the card and the cells it keeps clear.
inline constexpr float kCardGap = 12.0f;

// The area two rectangles share (0 if they do not overlap).
float overlap_area(const PixelRect& a, const PixelRect& b);

// The card's rectangle (its size is card_width x card_height) for the cell drawn at `cell`.
// Tried in turn, each kept inside `panes` when it fits there: diagonally off the cell's 3 x 3
// neighbourhood toward the middle of the screen (where there is more room), then beside it,
// then below or above it, then the same on the far side. The first that covers none of the
// neighbourhood wins; if none does (cells so large that three of them fill the panes), the one
// that covers least of the cell itself, then least of its neighbours. A card too wide for the
// panes sits flush with their right edge (over as little of the sidebar to their left as it
// can); too tall, it stays inside the display.
PixelRect place_card(const PixelRect& cell, float card_width, float card_height,
                     const PixelRect& panes, float display_width, float display_height);

}  // namespace astar::app
