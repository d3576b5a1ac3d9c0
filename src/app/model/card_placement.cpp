#include "app/model/card_placement.hpp"

#include <algorithm>
#include <array>

namespace astar::app {

float overlap_area(const PixelRect& a, const PixelRect& b) {
    const float w = std::min(a.x + a.width, b.x + b.width) - std::max(a.x, b.x);
    const float h = std::min(a.y + a.height, b.y + b.height) - std::max(a.y, b.y);
    return w > 0 && h > 0 ? w * h : 0.0f;
}

PixelRect place_card(const PixelRect& cell, float card_width, float card_height,
                     const PixelRect& panes, float display_width, float display_height) {
    const float w = card_width, h = card_height;
    const PixelRect around{cell.x - cell.width, cell.y - cell.height, 3 * cell.width,
                           3 * cell.height};
    // Toward the middle of the screen from the cell, where there is more room.
    const bool on_left = 2 * cell.x + cell.width > display_width;
    const bool above = 2 * cell.y + cell.height > display_height;
    const float right_of = around.x + around.width + kCardGap, left_of = around.x - kCardGap - w;
    const float below = around.y + around.height + kCardGap, over = around.y - kCardGap - h;
    const float toward_x = on_left ? left_of : right_of, far_x = on_left ? right_of : left_of;
    const float toward_y = above ? over : below, far_y = above ? below : over;
    // Level with the cell, the card reaching toward the middle.
    const float level_x = on_left ? cell.x + cell.width - w : cell.x;
    const float level_y = above ? cell.y + cell.height - h : cell.y;
    const std::array<std::array<float, 2>, 8> tries{{
        {toward_x, toward_y},  // diagonally off the neighbourhood
        {toward_x, level_y},   // beside it
        {level_x, toward_y},   // below or above it
        {far_x, level_y},      // the same on the far side
        {level_x, far_y},
        {far_x, toward_y},
        {toward_x, far_y},
        {far_x, far_y},
    }};

    const float right = panes.x + panes.width, bottom = panes.y + panes.height;
    const auto keep_on_screen = [&](float x, float y) {
        // Too wide for the panes: flush with their right edge; too tall: inside the display
        // (over the comparison, under the panes).
        const float cx = w <= panes.width ? std::clamp(x, panes.x, right - w)
                                          : std::max(right - w, 0.0f);
        const float cy = h <= panes.height ? std::clamp(y, panes.y, bottom - h)
                                           : std::clamp(y, 0.0f, std::max(display_height - h, 0.0f));
        return PixelRect{cx, cy, w, h};
    };

    PixelRect best{};
    float best_on_cell = 0, best_on_around = 0;
    for (std::size_t i = 0; i < tries.size(); ++i) {
        const PixelRect card = keep_on_screen(tries[i][0], tries[i][1]);
        const float on_around = overlap_area(card, around);
        if (on_around == 0) return card;
        const float on_cell = overlap_area(card, cell);
        if (i == 0 || on_cell < best_on_cell ||
            (on_cell == best_on_cell && on_around < best_on_around)) {
            best = card;
            best_on_cell = on_cell;
            best_on_around = on_around;
        }
    }
    return best;
}

}  // namespace astar::app
