// A .scen file in the app: its scenarios checked against the map shown, placed one at a time
// as edits that undo in one step, and refused with a reason when they do not fit.
#include "app/model/scenario_list.hpp"

#include <gtest/gtest.h>

#include <string>

#include "app/model/scene_files.hpp"

namespace astar::app {
namespace {

//   x: 01234
//   0  .....
//   1  .@@@.
//   2  .....
//   3  ....@
Scene small_scene() {
    const std::string text = "type octile\nheight 4\nwidth 5\nmap\n.....\n.@@@.\n.....\n....@\n";
    SceneLoadResult r = scene_from_map_text(default_scene(), text, "small.map");
    EXPECT_TRUE(r.scene) << r.error;
    return *r.scene;
}

const char* const kScen =
    "version 1\n"
    "0\tsmall.map\t5\t4\t0\t0\t4\t0\t4\n"
    "1\tsmall.map\t5\t4\t4\t2\t0\t3\t4.41421356\n"
    "1\tsmall.map\t5\t4\t0\t3\t4\t2\t4.41421356\n";

TEST(ScenarioList, TellsAScenarioFileFromAMapFile) {
    EXPECT_TRUE(looks_like_scenario_file("version 1\n0\tx.map\t1\t1\t0\t0\t0\t0\t0\n"));
    EXPECT_TRUE(looks_like_scenario_file("\xEF\xBB\xBF\r\n\nversion 1.0\n"));
    EXPECT_FALSE(looks_like_scenario_file("type octile\nheight 1\nwidth 1\nmap\n.\n"));
    EXPECT_FALSE(looks_like_scenario_file(""));
}

TEST(ScenarioList, ReadsTheScenariosOfTheMapShown) {
    const Scene scene = small_scene();
    const ScenarioListResult r = scenario_list_from_text(scene.grid, kScen, "small.map.scen");
    ASSERT_TRUE(r.list) << r.error;
    EXPECT_EQ(r.list->scenarios.size(), 3u);
    EXPECT_EQ(r.list->source, "small.map.scen");
    EXPECT_TRUE(scenario_list_fits(*r.list, scene.grid));
    EXPECT_EQ(scenario_text(*r.list, 1), "Bucket 1, optimal length 4.41421356 (small.map.scen).");
    EXPECT_EQ(scenario_text(*r.list, 0, false), "bucket 0, optimal length 4 (small.map.scen).");
    EXPECT_EQ(scenario_text(*r.list, 3), "");
}

TEST(ScenarioList, PlacesAScenarioAsOneEditThatUndoesInOneStep) {
    Session session(small_scene());
    const Cell start_before = session.scene().start;
    const Cell goal_before = session.scene().goal;
    const ScenarioListResult r =
        scenario_list_from_text(session.scene().grid, kScen, "small.map.scen");
    ASSERT_TRUE(r.list) << r.error;

    session.begin_action();
    ASSERT_TRUE(place_scenario(session, *r.list, 1));
    EXPECT_EQ(session.scene().start, (Cell{4, 2}));
    EXPECT_EQ(session.scene().goal, (Cell{0, 3}));
    // Scenario 3 swaps them: neither can be moved first on its own.
    session.begin_action();
    ASSERT_TRUE(place_scenario(session, *r.list, 2));
    EXPECT_EQ(session.scene().start, (Cell{0, 3}));
    EXPECT_EQ(session.scene().goal, (Cell{4, 2}));

    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.scene().start, (Cell{4, 2}));
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.scene().start, start_before);
    EXPECT_EQ(session.scene().goal, goal_before);
    EXPECT_FALSE(place_scenario(session, *r.list, 3)) << "out of range";
    EXPECT_FALSE(place_scenario(session, *r.list, -1));
}

TEST(ScenarioList, RefusesToPlaceOnACellPaintedOverSince) {
    Session session(small_scene());
    const ScenarioListResult r =
        scenario_list_from_text(session.scene().grid, kScen, "small.map.scen");
    ASSERT_TRUE(r.list) << r.error;
    session.begin_action();
    ASSERT_TRUE(session.paint({4, 0}, {4, 0}, Brush::kWall));  // scenario 1's goal
    const Scene before = session.scene();
    session.begin_action();
    EXPECT_FALSE(place_scenario(session, *r.list, 0));
    EXPECT_EQ(session.scene().start, before.start);
    EXPECT_EQ(session.scene().goal, before.goal);
}

TEST(ScenarioList, RefusesAFileForAnotherMapAndSaysWhichMapItIsFor) {
    const Scene scene = small_scene();
    const ScenarioListResult wrong_size = scenario_list_from_text(
        scene.grid, "version 1\n0\tarena.map\t49\t49\t1\t1\t2\t2\t1.41421356\n", "arena.map.scen");
    EXPECT_FALSE(wrong_size.list);
    EXPECT_EQ(wrong_size.error,
              "arena.map.scen:2: scenario is for a 49x49 map, but the map is 5x4. The file is for "
              "arena.map: open that map first, then this file.");
    // Same size, but the start is on one of this map's walls.
    const ScenarioListResult on_wall = scenario_list_from_text(
        scene.grid, "version 1\n0\tother.map\t5\t4\t2\t1\t0\t0\t2\n", "other.map.scen");
    EXPECT_FALSE(on_wall.list);
    EXPECT_NE(on_wall.error.find("start (2, 1) is a wall on the map"), std::string::npos)
        << on_wall.error;
    const ScenarioListResult empty = scenario_list_from_text(scene.grid, "version 1\n", "e.scen");
    EXPECT_FALSE(empty.list);
    EXPECT_EQ(empty.error, "e.scen has no scenario lines.");
    const ScenarioListResult broken =
        scenario_list_from_text(scene.grid, "version 1\n0\tsmall.map\t5\n", "b.scen");
    EXPECT_FALSE(broken.list);
    EXPECT_EQ(broken.error.rfind("b.scen:2:", 0), 0u) << broken.error;
}

TEST(ScenarioList, FitsOnlyAMapOfItsSize) {
    const Scene scene = small_scene();
    const ScenarioListResult r = scenario_list_from_text(scene.grid, kScen, "small.map.scen");
    ASSERT_TRUE(r.list) << r.error;
    EXPECT_FALSE(scenario_list_fits(*r.list, default_scene().grid));
    Session session;  // the default map: placing refuses without touching it
    const Scene before = session.scene();
    EXPECT_FALSE(place_scenario(session, *r.list, 0));
    EXPECT_EQ(session.scene().start, before.start);
}

}  // namespace
}  // namespace astar::app
