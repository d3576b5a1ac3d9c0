#include "app/model/edit_history.hpp"

#include <gtest/gtest.h>

namespace astar::app {
namespace {

Scene scene_of_size(int width, int height, int marker) {
    Scene s = default_scene();
    s.grid = Grid(width, height);
    s.start = {0, 0};
    s.goal = {width - 1, height - 1};
    s.grid.set_cost({marker % width, 0}, kWall);  // tells the scenes apart
    return s;
}

int marker_of(const Scene& s) {
    for (int x = 0; x < s.grid.width(); ++x) {
        if (!s.grid.passable({x, 0})) return x;
    }
    return -1;
}

TEST(EditHistory, UndoAndRedoWalkTheSameScenesBackAndForth) {
    EditHistory history;
    Scene current = scene_of_size(20, 10, 1);
    for (int i = 2; i <= 4; ++i) {
        history.record(current, "step " + std::to_string(i), false);
        current = scene_of_size(20, 10, i);
    }
    EXPECT_FALSE(history.let_go_of_undos()) << "three small actions: nothing let go";
    for (int expected = 3; expected >= 1; --expected) {
        auto back = history.undo(current);
        ASSERT_TRUE(back);
        EXPECT_EQ(back->what, "step " + std::to_string(expected + 1));
        current = std::move(back->scene);
        EXPECT_EQ(marker_of(current), expected);
    }
    EXPECT_FALSE(history.undo(current));
    for (int expected = 2; expected <= 4; ++expected) {
        auto again = history.redo(current);
        ASSERT_TRUE(again);
        current = std::move(again->scene);
        EXPECT_EQ(marker_of(current), expected);
    }
    EXPECT_FALSE(history.redo(current));
    EXPECT_EQ(history.undo_name(), "step 4");
    EXPECT_EQ(history.redo_name(), "");
}

TEST(EditHistory, KeepsAtMostTheActionLimitForgettingTheOldest) {
    EditHistory history;
    const int recorded = static_cast<int>(EditHistory::kMaxActions) + 50;
    for (int i = 0; i < recorded; ++i) history.record(scene_of_size(10, 5, i), "edit", false);
    Scene current = scene_of_size(10, 5, 9);
    int undos = 0;
    int last_marker = -1;
    while (auto back = history.undo(current)) {
        last_marker = marker_of(back->scene);
        current = std::move(back->scene);
        ++undos;
    }
    EXPECT_EQ(undos, static_cast<int>(EditHistory::kMaxActions));
    EXPECT_EQ(last_marker, 50 % 10) << "the oldest 50 went";
    EXPECT_TRUE(history.let_go_of_undos()) << "so Nothing to undo can say why";
    history.clear();
    EXPECT_FALSE(history.let_go_of_undos());
}

// Big maps: the cell budget, not the action count, limits the history; the next undo is kept
// even when it alone is over the budget.
TEST(EditHistory, BigMapsAreKeptWithinTheCellBudget) {
    EditHistory history;
    const int side = 1024;
    const auto per_scene = static_cast<std::size_t>(side) * side;
    for (int i = 0; i < 40; ++i) history.record(scene_of_size(side, side, i), "edit", false);
    Scene current = scene_of_size(side, side, 999);
    int undos = 0;
    while (auto back = history.undo(current)) {
        current = std::move(back->scene);
        ++undos;
    }
    // After the undos every scene sits on the redo side, still within the budget.
    EXPECT_EQ(static_cast<std::size_t>(undos), EditHistory::kMaxCells / per_scene);
    EXPECT_EQ(marker_of(current), 40 - undos);

    EditHistory one;
    one.record(scene_of_size(side, side, 1), "edit", false);
    ASSERT_TRUE(one.can_undo());
}

}  // namespace
}  // namespace astar::app
