#include <gtest/gtest.h>

#include "app/model/card_placement.hpp"

namespace astar::app {
namespace {

TEST(OverlapArea, SharedPartOnly) {
    EXPECT_FLOAT_EQ(overlap_area({0, 0, 10, 10}, {5, 6, 10, 10}), 5 * 4);
    EXPECT_FLOAT_EQ(overlap_area({0, 0, 10, 10}, {10, 0, 10, 10}), 0);  // touching edges
}

PixelRect neighbourhood(const PixelRect& cell) {
    return {cell.x - cell.width, cell.y - cell.height, 3 * cell.width, 3 * cell.height};
}

bool inside(const PixelRect& card, const PixelRect& area) {
    return card.x >= area.x && card.y >= area.y && card.x + card.width <= area.x + area.width &&
           card.y + card.height <= area.y + area.height;
}

TEST(PlaceCard, SmallCellsDiagonallyOffTheNeighboursTowardTheMiddle) {
    // A laptop: panes right of the sidebar, 11-pixel cells, a cell in the top-left quarter.
    const PixelRect panes{350, 0, 1016, 550};
    const PixelRect cell{400, 200, 11, 11};
    const PixelRect card = place_card(cell, 340, 140, panes, 1366, 768);
    EXPECT_FLOAT_EQ(card.x, 400 + 2 * 11 + kCardGap);
    EXPECT_FLOAT_EQ(card.y, 200 + 2 * 11 + kCardGap);
    EXPECT_FLOAT_EQ(card.width, 340);
    EXPECT_FLOAT_EQ(card.height, 140);

    // In the bottom-right quarter it goes above and to the left.
    const PixelRect low{1000, 500, 11, 11};
    const PixelRect card2 = place_card(low, 340, 140, panes, 1366, 768);
    EXPECT_FLOAT_EQ(card2.x + card2.width, 1000 - 11 - kCardGap);
    EXPECT_FLOAT_EQ(card2.y + card2.height, 500 - 11 - kCardGap);
}

TEST(PlaceCard, ZoomedInOnATabletHeldUprightTheNeighboursStayInSight) {
    // 820 x 1180 with the controls shown: panes 459 wide, a card 339 wide, 34-pixel cells. The
    // card used to be pushed back over the cell's row below it; each of these cells now keeps
    // its eight neighbours clear.
    const PixelRect panes{356, 0, 459, 960};
    for (float x : {380.0f, 484.0f, 560.0f, 700.0f, 780.0f}) {
        for (float y : {20.0f, 140.0f, 500.0f, 900.0f}) {
            const PixelRect cell{x, y, 34, 34};
            const PixelRect card = place_card(cell, 339, 139, panes, 820, 1180);
            EXPECT_EQ(overlap_area(card, neighbourhood(cell)), 0.0f) << x << ", " << y;
            EXPECT_TRUE(inside(card, panes)) << x << ", " << y;
        }
    }
}

TEST(PlaceCard, WhenNoPlaceKeepsTheNeighboursClearTheCellItselfStaysInSight) {
    // Cells so large that three of them fill the panes.
    const PixelRect panes{0, 0, 400, 400};
    const PixelRect cell{100, 100, 200, 200};
    const PixelRect card = place_card(cell, 150, 80, panes, 800, 800);
    EXPECT_GT(overlap_area(card, neighbourhood(cell)), 0.0f);
    EXPECT_EQ(overlap_area(card, cell), 0.0f);
    EXPECT_TRUE(inside(card, panes));
}

TEST(PlaceCard, ACardWiderThanThePanesIsFlushWithTheirRightEdge) {
    // A phone held upright: the card is wider than the panes.
    const PixelRect panes{100, 0, 290, 600};
    const PixelRect card = place_card({100, 100, 10, 10}, 360, 150, panes, 390, 844);
    EXPECT_FLOAT_EQ(card.x + card.width, 390);
    EXPECT_GE(card.x, 0.0f);
}

TEST(PlaceCard, ACardTallerThanThePanesStaysInsideTheDisplay) {
    const PixelRect panes{300, 0, 700, 200};
    const PixelRect card = place_card({500, 150, 10, 10}, 300, 260, panes, 1000, 700);
    EXPECT_GE(card.y, 0.0f);
    EXPECT_LE(card.y + card.height, 700.0f);
    EXPECT_EQ(overlap_area(card, neighbourhood({500, 150, 10, 10})), 0.0f);
}

}  // namespace
}  // namespace astar::app
