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
    // By name too, so that a broken version line gets the scenario reader's error.
    EXPECT_TRUE(has_scenario_file_name("arena.map.scen"));
    EXPECT_TRUE(has_scenario_file_name("ARENA.SCEN"));
    EXPECT_FALSE(has_scenario_file_name("arena.map"));
    EXPECT_FALSE(has_scenario_file_name("scen"));
}

TEST(ScenarioList, ReadsTheScenariosOfTheMapShown) {
    const Session session(small_scene());
    const ScenarioListResult r = scenario_list_from_text(session, kScen, "small.map.scen");
    ASSERT_TRUE(r.list) << r.error;
    EXPECT_EQ(r.list->scenarios.size(), 3u);
    EXPECT_EQ(r.list->source, "small.map.scen");
    EXPECT_TRUE(scenario_list_fits(*r.list, session));
    EXPECT_EQ(scenario_text(*r.list, 1), "Bucket 1, optimal length 4.41421356 (small.map.scen).");
    EXPECT_EQ(scenario_text(*r.list, 0, false), "bucket 0, optimal length 4 (small.map.scen).");
    EXPECT_EQ(scenario_text(*r.list, 3), "");
}

TEST(ScenarioList, PlacesAScenarioAsOneEditThatUndoesInOneStep) {
    Session session(small_scene());
    const Cell start_before = session.scene().start;
    const Cell goal_before = session.scene().goal;
    const ScenarioListResult r =
        scenario_list_from_text(session, kScen, "small.map.scen");
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

TEST(ScenarioList, RefusesToPlaceOnACellPaintedOverSinceAndSaysWhy) {
    Session session(small_scene());
    const ScenarioListResult r = scenario_list_from_text(session, kScen, "small.map.scen");
    ASSERT_TRUE(r.list) << r.error;
    EXPECT_FALSE(scenario_problem(session, *r.list, 0));
    session.begin_action();
    ASSERT_TRUE(session.paint({4, 0}, {4, 0}, Brush::kWall));  // scenario 1's goal
    EXPECT_TRUE(scenario_list_fits(*r.list, session)) << "an edit keeps the map";
    EXPECT_EQ(scenario_problem(session, *r.list, 0),
              "its goal (4, 0) is a wall now: the map was edited");
    const Scene before = session.scene();
    session.begin_action();
    EXPECT_FALSE(place_scenario(session, *r.list, 0));
    EXPECT_EQ(session.scene().start, before.start);
    EXPECT_EQ(session.scene().goal, before.goal);
    EXPECT_EQ(scenario_problem(session, *r.list, 3), "there is no scenario 4");
}

// Moving AI files may hold a problem whose start is its goal (length 0); the app keeps start
// and goal on different cells, and says so instead of blaming a wall.
TEST(ScenarioList, SaysWhyAProblemWithStartOnGoalCannotBePlaced) {
    Session session(small_scene());
    const ScenarioListResult r = scenario_list_from_text(
        session, "version 1\n0\tsmall.map\t5\t4\t2\t2\t2\t2\t0\n", "same.scen");
    ASSERT_TRUE(r.list) << r.error;
    EXPECT_EQ(scenario_problem(session, *r.list, 0),
              "its start and goal are the same cell (2, 2), and the app keeps them apart");
    const Scene before = session.scene();
    EXPECT_FALSE(place_scenario(session, *r.list, 0));
    EXPECT_EQ(session.scene().start, before.start);
}

TEST(ScenarioList, RefusesAFileForAnotherMapAndSaysWhatToDo) {
    const Session session(small_scene());
    const ScenarioListResult wrong_size = scenario_list_from_text(
        session, "version 1\n0\tarena.map\t49\t49\t1\t1\t2\t2\t1.41421356\n", "arena.map.scen");
    EXPECT_FALSE(wrong_size.list);
    EXPECT_EQ(wrong_size.error,
              "arena.map.scen:2: scenario is for a 49x49 map, but the map is 5x4. The file is for "
              "arena.map: open that map first, then this file.");
    // Same size, but the start is on one of this map's walls.
    const ScenarioListResult on_wall = scenario_list_from_text(
        session, "version 1\n0\tother.map\t5\t4\t2\t1\t0\t0\t2\n", "other.map.scen");
    EXPECT_FALSE(on_wall.list);
    EXPECT_NE(on_wall.error.find("start (2, 1) is a wall on the map"), std::string::npos)
        << on_wall.error;
    const ScenarioListResult empty = scenario_list_from_text(session, "version 1\n", "e.scen");
    EXPECT_FALSE(empty.list);
    EXPECT_EQ(empty.error, "e.scen has no scenario lines.");
    const ScenarioListResult broken =
        scenario_list_from_text(session, "version 1\n0\tsmall.map\t5\n", "b.scen");
    EXPECT_FALSE(broken.list);
    EXPECT_EQ(broken.error.rfind("b.scen:2:", 0), 0u) << broken.error;
    EXPECT_EQ(broken.error.back(), '.');
}

// With the file's own map open (by name), "open that map first" cannot be followed: the map
// shown must differ from the one the file was made for.
TEST(ScenarioList, WithItsOwnMapOpenSaysTheMapDiffers) {
    Session session;
    session.replace_scene(small_scene(), "small.map");
    const ScenarioListResult r = scenario_list_from_text(
        session, "version 1\n0\tsmall.map\t5\t4\t2\t1\t0\t0\t2\n", "small.map.scen");
    EXPECT_FALSE(r.list);
    EXPECT_EQ(r.error,
              "small.map.scen:2: start (2, 1) is a wall on the map. The file is for small.map, "
              "and the small.map shown differs from it: edited, or another version.");
}

// The list belongs to the map it was read for: not to the default map, and not to another map
// of the same size that an undo brings back; a redo of its own map brings it back.
TEST(ScenarioList, BelongsToTheMapItWasReadForThroughUndoAndRedo) {
    Session session;
    EXPECT_EQ(session.map_id(), 0u);
    Scene other = small_scene();  // the same size, other walls
    other.grid.set_cost({2, 1}, kPlainGround);
    session.replace_scene(other, "other.map");
    session.replace_scene(small_scene(), "small.map");
    const ScenarioListResult r = scenario_list_from_text(session, kScen, "small.map.scen");
    ASSERT_TRUE(r.list) << r.error;
    EXPECT_TRUE(scenario_list_fits(*r.list, session));
    ASSERT_TRUE(session.undo());  // back to other.map, 5 x 4 like small.map
    EXPECT_EQ(session.map_name(), "other.map");
    EXPECT_FALSE(scenario_list_fits(*r.list, session));
    EXPECT_FALSE(place_scenario(session, *r.list, 1));
    ASSERT_TRUE(session.redo());
    EXPECT_TRUE(scenario_list_fits(*r.list, session));
    session.begin_action();
    EXPECT_TRUE(place_scenario(session, *r.list, 1));
}

// What was true of the file's map when it was read decides: a wrong length in an unedited map
// is the file's fault (QA pass: it was blamed on edits nobody made), and swamp and water cost
// more here than in the file.
TEST(ScenarioList, SaysWhichCauseMakesTheOptimumDiffer) {
    const Session session(small_scene());
    const ScenarioListResult read = scenario_list_from_text(session, kScen, "small.map.scen");
    ASSERT_TRUE(read.list) << read.error;
    Scene scene = small_scene();
    EXPECT_EQ(why_optimum_differs(scene, *read.list),
              "the file does not fit this map: it is wrong, or made for another version of the "
              "map");
    // Nothing differs: an optimum that agrees with the file is a check that passed.
    EXPECT_EQ(how_scene_differs_from_file(scene, *read.list), std::nullopt);
    scene.grid.set_cost({0, 2}, kWall);
    EXPECT_EQ(how_scene_differs_from_file(scene, *read.list),
              "the map was edited since the file was read");
    EXPECT_EQ(why_optimum_differs(scene, *read.list), "the map was edited since the file was read");
    scene.rules.moves = Moves::kFour;
    EXPECT_EQ(why_optimum_differs(scene, *read.list),
              "the file's lengths are for 8 moves, no corner cutting, diagonal 1.414; here: "
              "4 moves");
    scene.rules.moves = Moves::kEight;
    scene.rules.diagonal = DiagonalRule::kAlways;
    scene.rules.diagonal_cost = DiagonalCost::kOne;
    EXPECT_EQ(why_optimum_differs(scene, *read.list),
              "the file's lengths are for 8 moves, no corner cutting, diagonal 1.414; here: "
              "cut corners, diagonal 1");
    EXPECT_EQ(how_scene_differs_from_file(scene, *read.list),
              "the file's lengths are for 8 moves, no corner cutting, diagonal 1.414; here: "
              "cut corners, diagonal 1");
    scene.rules.diagonal = DiagonalRule::kNever;
    EXPECT_EQ(why_optimum_differs(scene, *read.list),
              "the file's lengths are for 8 moves, no corner cutting, diagonal 1.414; here: "
              "no diagonal steps");

    // Swamp (and water) as the file gave them, with the file's rules.
    const auto cause_on = [](const std::string& rows) {
        const std::string map = "type octile\nheight 2\nwidth 3\nmap\n" + rows;
        SceneLoadResult loaded = scene_from_map_text(default_scene(), map, "wet.map");
        EXPECT_TRUE(loaded.scene) << loaded.error;
        const Session wet(*loaded.scene);
        const ScenarioListResult r = scenario_list_from_text(
            wet, "version 1\n0\twet.map\t3\t2\t0\t0\t0\t1\t1\n", "wet.map.scen");
        EXPECT_TRUE(r.list) << r.error;
        return why_optimum_differs(wet.scene(), *r.list);
    };
    EXPECT_EQ(cause_on(".S.\n...\n"),
              "here swamp costs 5 to enter; the file's lengths count it as plain ground");
    EXPECT_EQ(cause_on(".WW\n.S.\n"),
              "here swamp costs 5 and water 9 to enter, and a path may leave water; the file's "
              "lengths count them as plain ground, and HOG2, which made the file, keeps a path in "
              "water");
}

}  // namespace
}  // namespace astar::app
