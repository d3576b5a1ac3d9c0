#include <gtest/gtest.h>

#include <vector>

#include "app/model/pane_index.hpp"

namespace astar::app {
namespace {

const PaneSettings kManhattan{Algorithm::kAStar, Heuristic::kManhattan, 1.0};
const PaneSettings kEuclidean{Algorithm::kAStar, Heuristic::kEuclidean, 1.0};
const PaneSettings kChebyshev{Algorithm::kAStar, Heuristic::kChebyshev, 1.0};
const PaneSettings kGreedy{Algorithm::kGreedyBestFirst, Heuristic::kOctile, 1.0};

const std::vector<PaneSettings> kFour{kManhattan, kEuclidean, kChebyshev, kGreedy};

TEST(PaneAfterChange, ARemovedPaneMovesTheOnesAfterItUpAPlace) {
    const std::vector<PaneSettings> without_first{kEuclidean, kChebyshev, kGreedy};
    EXPECT_EQ(pane_after_change(kFour, 2, without_first), 1);  // Chebyshev
    EXPECT_EQ(pane_after_change(kFour, 3, without_first), 2);  // Greedy
    EXPECT_EQ(pane_after_change(kFour, 0, without_first), 0);  // removed: the one after it
    const std::vector<PaneSettings> without_third{kManhattan, kEuclidean, kGreedy};
    EXPECT_EQ(pane_after_change(kFour, 1, without_third), 1);  // before it: stays
    EXPECT_EQ(pane_after_change(kFour, 3, without_third), 2);
    const std::vector<PaneSettings> without_last{kManhattan, kEuclidean, kChebyshev};
    EXPECT_EQ(pane_after_change(kFour, 3, without_last), 2);  // removed, and last: the last
}

// An undo of a removal brings the pane back at its place.
TEST(PaneAfterChange, AnInsertedPaneMovesTheOnesFromItsPlaceDownAPlace) {
    const std::vector<PaneSettings> without_first{kEuclidean, kChebyshev, kGreedy};
    EXPECT_EQ(pane_after_change(without_first, 1, kFour), 2);  // Chebyshev
    EXPECT_EQ(pane_after_change(without_first, 0, kFour), 1);  // Euclidean
    const std::vector<PaneSettings> three{kManhattan, kEuclidean, kChebyshev};
    EXPECT_EQ(pane_after_change(three, 2, kFour), 2);  // added at the end: nothing moves
}

TEST(PaneAfterChange, OtherChangesKeepThePlaceWithinTheList) {
    std::vector<PaneSettings> changed = kFour;
    changed[1] = kGreedy;  // a pane changed in place
    EXPECT_EQ(pane_after_change(kFour, 1, changed), 1);
    EXPECT_EQ(pane_after_change(kFour, 3, changed), 3);
    const std::vector<PaneSettings> two{kGreedy, kGreedy};  // a new scene's panes
    EXPECT_EQ(pane_after_change(kFour, 3, two), 1);
    EXPECT_EQ(pane_after_change(kFour, 3, {}), 0);
}

}  // namespace
}  // namespace astar::app
