#include "app/model/scene_files.hpp"

#include <gtest/gtest.h>

#include "core/ascii_map.hpp"
#include "core/map_generators.hpp"
#include "core/movingai_map.hpp"

namespace astar::app {
namespace {

// A scene that differs from the default in everything a new map must keep.
Scene edited_scene() {
    Scene s = default_scene();
    s.rules.moves = Moves::kFour;
    s.tie_break = TieBreak::kFifo;
    s.panes = {{Algorithm::kGreedyBestFirst, Heuristic::kEuclidean, 1.0},
               {Algorithm::kAStar, Heuristic::kOctile, 2.5}};
    return s;
}

std::string map_text(int width, int height, const std::vector<std::string>& rows) {
    std::string text = "type octile\nheight " + std::to_string(height) + "\nwidth " +
                       std::to_string(width) + "\nmap\n";
    for (const std::string& row : rows) text += row + "\n";
    return text;
}

TEST(SceneFromMapText, MalformedTextGivesTheParserErrorAndNoScene) {
    //   row 2 is one character short
    const std::string text = map_text(4, 3, {"....", "...", "...."});
    const SceneLoadResult r = scene_from_map_text(edited_scene(), text, "broken.map");
    EXPECT_FALSE(r.scene);
    EXPECT_EQ(r.error.rfind("broken.map:6: ", 0), 0u) << r.error;
}

TEST(SceneFromMapText, EmptyTextIsAnError) {
    const SceneLoadResult r = scene_from_map_text(edited_scene(), "", "empty.map");
    EXPECT_FALSE(r.scene);
    EXPECT_EQ(r.error.rfind("empty.map:", 0), 0u) << r.error;
}

TEST(SceneFromMapText, ReadsTerrainWithTheAppsSwampAndWaterCosts) {
    //   .S@
    //   TWW
    //   ...
    const std::string text = map_text(3, 3, {".S@", "TWW", "..."});
    const SceneLoadResult r = scene_from_map_text(edited_scene(), text, "terrain.map");
    ASSERT_TRUE(r.scene) << r.error;
    const Grid& g = r.scene->grid;
    EXPECT_EQ(g.cost({0, 0}), kPlainGround);
    EXPECT_EQ(g.cost({1, 0}), kSwampCost);
    EXPECT_EQ(g.cost({2, 0}), kWall);
    EXPECT_EQ(g.cost({0, 1}), kWall);
    EXPECT_EQ(g.cost({1, 1}), kWaterCost);
    EXPECT_TRUE(g.water({1, 1}));
    EXPECT_FALSE(g.water({1, 0}));
}

TEST(SceneFromMapText, KeepsRulesTieBreakAndPanes) {
    const Scene before = edited_scene();
    const std::string text = map_text(5, 5, std::vector<std::string>(5, "....."));
    const SceneLoadResult r = scene_from_map_text(before, text, "room.map");
    ASSERT_TRUE(r.scene) << r.error;
    EXPECT_EQ(r.scene->rules, before.rules);
    EXPECT_EQ(r.scene->tie_break, before.tie_break);
    EXPECT_EQ(r.scene->panes, before.panes);
    EXPECT_EQ(r.scene->grid.width(), 5);
}

TEST(SceneFromMapText, RefusesMapsLargerThanTheAppShows) {
    const int too_wide = kMaxSceneSide + 1;
    const std::string text =
        map_text(too_wide, 5, std::vector<std::string>(5, std::string(too_wide, '.')));
    const SceneLoadResult r = scene_from_map_text(edited_scene(), text, "huge.map");
    EXPECT_FALSE(r.scene);
    EXPECT_NE(r.error.find("huge.map"), std::string::npos) << r.error;
    EXPECT_NE(r.error.find("2048 on a side"), std::string::npos) << r.error;
}

// The most cells, as a square and as the widest map: a benchmark map that is not square
// (orz900d, 1491 x 656) was refused while the app took 1024 x 1024.
TEST(SceneFromMapText, AcceptsTheLargestMapsTheAppShows) {
    for (const auto& [width, height] : {std::pair{1024, 1024}, std::pair{kMaxSceneSide, 512}}) {
        ASSERT_EQ(static_cast<long long>(width) * height, kMaxSceneCells);
        const std::string text =
            map_text(width, height, std::vector<std::string>(height, std::string(width, '.')));
        const SceneLoadResult r = scene_from_map_text(edited_scene(), text, "big.map");
        ASSERT_TRUE(r.scene) << r.error;
        EXPECT_EQ(r.scene->grid.width(), width);
        EXPECT_EQ(r.scene->grid.height(), height);
    }
}

TEST(SceneFromMapText, RefusesMoreCellsThanTheAppShowsBeforeReadingThem) {
    // 1025 x 1024 is within 2048 on a side but one row of cells too many; no rows follow the
    // header, so the refusal cannot come from reading them.
    const SceneLoadResult r = scene_from_map_text(
        edited_scene(), "type octile\nheight 1024\nwidth 1025\nmap\n", "many.map");
    EXPECT_FALSE(r.scene);
    EXPECT_EQ(r.error, "many.map:2: the map is 1025 x 1024 cells; at most 1048576 cells (1024 x "
                       "1024), and at most 2048 on a side, are accepted here");
}

TEST(SceneFromMapText, RefusesAMapWithoutAFreeCell) {
    const SceneLoadResult r =
        scene_from_map_text(edited_scene(), map_text(3, 2, {"@@T", "TT@"}), "solid.map");
    EXPECT_FALSE(r.scene);
    EXPECT_NE(r.error.find("no free cell"), std::string::npos) << r.error;
}

TEST(SceneFromMapText, LoadsTheArenaBenchmarkMap) {
    MapParseResult file = read_movingai_map(std::string(ASTAR_MOVINGAI_DIR) + "/arena.map");
    ASSERT_TRUE(file.map) << file.error;
    const std::string text = format_movingai_map(*file.map);
    const SceneLoadResult r = scene_from_map_text(default_scene(), text, "arena.map");
    ASSERT_TRUE(r.scene) << r.error;
    EXPECT_EQ(r.scene->grid.width(), 49);
    EXPECT_EQ(r.scene->grid.height(), 49);
    EXPECT_TRUE(r.scene->grid.passable(r.scene->start));
    EXPECT_TRUE(r.scene->grid.passable(r.scene->goal));
}

TEST(SceneWithGrid, PutsStartAndGoalNearOppositeCorners) {
    const std::optional<Scene> s = scene_with_grid(edited_scene(), Grid(20, 10));
    ASSERT_TRUE(s);
    EXPECT_EQ(s->start, (Cell{1, 1}));
    EXPECT_EQ(s->goal, (Cell{18, 8}));
}

TEST(SceneWithGrid, PutsStartAndGoalInTheLargestRegionSoTheyAreJoined) {
    //   the corners are sealed pockets; the big room is in the middle
    const AsciiMap m = parse_ascii_map({
        ".#.......#",
        "##.......#",
        "#........#",
        "#........#",
        "#.......##",
        "#.......#.",
    });
    ASSERT_EQ(m.error, "");
    const std::optional<Scene> s = scene_with_grid(edited_scene(), m.grid);
    ASSERT_TRUE(s);
    EXPECT_EQ(s->start, (Cell{2, 1}));
    EXPECT_EQ(s->goal, (Cell{8, 3}));
    GridSearch search;
    GridProblem problem = pane_problem(*s, 0);
    ASSERT_TRUE(search.begin(s->grid, problem)) << search.error();
    search.run();
    EXPECT_EQ(search.status(), SearchStatus::kFound);
}

TEST(SceneWithGrid, KeepsStartAndGoalApartOnATinyMap) {
    // On 3 x 3 both corners' nearest free cell was (1, 1): start and goal on one cell.
    std::optional<Scene> s = scene_with_grid(edited_scene(), Grid(3, 3));
    ASSERT_TRUE(s);
    EXPECT_EQ(s->start, (Cell{1, 1}));
    EXPECT_EQ(s->goal, (Cell{0, 0}));  // farthest from (1, 1), the first of the four corners
    s = scene_with_grid(edited_scene(), Grid(1, 3));
    ASSERT_TRUE(s);
    EXPECT_EQ(s->start, (Cell{0, 1}));
    EXPECT_EQ(s->goal, (Cell{0, 0}));
    // One free cell: nothing else to choose.
    Grid one(3, 3, kWall);
    one.set_cost({1, 1}, kPlainGround);
    s = scene_with_grid(edited_scene(), one);
    ASSERT_TRUE(s);
    EXPECT_EQ(s->start, s->goal);
}

TEST(SceneWithGrid, UsesWaterWhenThereIsNoLand) {
    Grid g(4, 4, kWall);
    g.set_cost({2, 2}, kWaterCost);
    g.set_water({2, 2}, true);
    const std::optional<Scene> s = scene_with_grid(edited_scene(), g);
    ASSERT_TRUE(s);
    EXPECT_EQ(s->start, (Cell{2, 2}));
    EXPECT_EQ(s->goal, (Cell{2, 2}));
}

TEST(SceneWithGrid, GivesNothingForAllWalls) {
    EXPECT_FALSE(scene_with_grid(edited_scene(), Grid(6, 6, kWall)));
}

TEST(MapFile, SavedTextParsesBackToTheSameGrid) {
    Grid g = depth_first_maze(21, 15, 4);
    g.set_cost({1, 1}, kSwampCost);
    g.set_cost({3, 1}, kWaterCost);
    g.set_water({3, 1}, true);
    ASSERT_EQ(lossy_cell_count(g), 0);
    const SceneLoadResult r = scene_from_map_text(default_scene(), map_file_text(g), "saved.map");
    ASSERT_TRUE(r.scene) << r.error;
    EXPECT_EQ(r.scene->grid, g);
}

// A Moving AI map opened and saved again is the same file: its trees 'T', out-of-bounds 'O'
// and 'G' ground are not rewritten as '@' and '.'. Cells edited in between take the canonical
// characters.
TEST(MapFile, AnOpenedMapIsSavedWithItsOwnCharacters) {
    const std::string text = map_text(5, 3, {"TT.GO", "T.SW@", "..WWO"});
    const SceneLoadResult r = scene_from_map_text(default_scene(), text, "trees.map");
    ASSERT_TRUE(r.scene) << r.error;
    ASSERT_NE(r.file, nullptr);
    EXPECT_EQ(map_file_text(r.scene->grid, r.file.get()), text);
    EXPECT_EQ(map_file_text(r.scene->grid), map_text(5, 3, {"@@..@", "@.SW@", "..WW@"}));
    Grid edited = r.scene->grid;
    edited.set_cost({0, 0}, kPlainGround);  // a tree cut down
    edited.set_cost({3, 0}, kWall);         // 'G' ground walled
    EXPECT_EQ(map_file_text(edited, r.file.get()), map_text(5, 3, {".T.@O", "T.SW@", "..WWO"}));
}

TEST(MapFile, CostsAFileCannotHoldBecomeSwamp) {
    Grid g(6, 5);
    g.set_cost({1, 1}, kSandCost);
    g.set_cost({2, 1}, kWaterCost);  // the water brush: cost only, no water rule
    EXPECT_EQ(lossy_cell_count(g), 2);
    const SceneLoadResult r = scene_from_map_text(default_scene(), map_file_text(g), "saved.map");
    ASSERT_TRUE(r.scene) << r.error;
    EXPECT_EQ(r.scene->grid.cost({1, 1}), kSwampCost);
    EXPECT_EQ(r.scene->grid.cost({2, 1}), kSwampCost);
}

TEST(MapFile, NameGivesTheSize) { EXPECT_EQ(map_file_name(Grid(64, 48)), "astar-map-64x48.map"); }

// A map loaded from a file is saved under that file's name, as an editor would; a name that is
// not a plain .map file name is not reused.
TEST(MapFile, NameKeepsTheLoadedFilesName) {
    EXPECT_EQ(map_file_name(Grid(7, 2), "mine.map"), "mine.map");
    EXPECT_EQ(map_file_name(Grid(7, 2), "MINE.MAP"), "MINE.MAP");
    EXPECT_EQ(map_file_name(Grid(7, 2), "mine.txt"), "astar-map-7x2.map");
    EXPECT_EQ(map_file_name(Grid(7, 2), ".map"), "astar-map-7x2.map");
    EXPECT_EQ(map_file_name(Grid(7, 2), "../up.map"), "astar-map-7x2.map");
}

TEST(SceneFromLink, RoundTripsTheScene) {
    const Scene s = edited_scene();
    const SceneLinkResult r = scene_from_link("#" + encode_scene_link(s));
    ASSERT_TRUE(r.scene) << r.error;
    EXPECT_EQ(*r.scene, s);
}

TEST(SceneFromLink, RefusesAStartOnAWall) {
    Scene s = edited_scene();
    s.grid.set_cost(s.start, kWall);
    const SceneLinkResult r = scene_from_link(encode_scene_link(s));
    EXPECT_FALSE(r.scene);
    EXPECT_NE(r.error.find("start"), std::string::npos) << r.error;
}

TEST(SceneFromLink, RefusesAHostileSize) {
    const SceneLinkResult r =
        scene_from_link("#v1;w=99999999;h=99999999;s=0,0;g=1,1;p=astar.octile.1;map=AAAA");
    EXPECT_FALSE(r.scene);
    EXPECT_EQ(r.error.rfind("share link: ", 0), 0u) << r.error;
}

TEST(LinkLengthNote, WarnsAboutLongLinks) {
    EXPECT_EQ(link_length_note(120), "Link: 120 characters.");
    EXPECT_NE(link_length_note(50000).find("long"), std::string::npos);
    EXPECT_NE(link_length_note(3000000).find("too long"), std::string::npos);
}

}  // namespace
}  // namespace astar::app
