#include "core/scene.hpp"

#include <gtest/gtest.h>

#include "core/map_generators.hpp"

namespace astar {
namespace {

Scene busy_scene() {
    Scene scene;
    scene.grid = random_obstacles(37, 23, 0.3, 17);
    scene.grid.set_cost({3, 3}, 5);
    scene.grid.set_cost({4, 3}, 255);
    scene.grid.set_water({5, 5}, true);
    scene.grid.set_cost({5, 5}, 9);
    scene.start = {0, 0};
    scene.goal = {36, 22};
    scene.rules = {Moves::kFour, DiagonalRule::kAtMostOneBlocked, DiagonalCost::kOne};
    scene.tie_break = TieBreak::kLifo;
    scene.panes = {{Algorithm::kGreedyBestFirst, Heuristic::kOctile, 1.0},
                   {Algorithm::kAStar, Heuristic::kEuclidean, 2.75},
                   {Algorithm::kDepthFirstWalk, Heuristic::kZero, 0.1},
                   {Algorithm::kBreadthFirst, Heuristic::kManhattan, 1.0}};
    return scene;
}

TEST(SceneLink, RoundTripsEveryField) {
    const Scene scene = busy_scene();
    const SceneLinkResult r = decode_scene_link(encode_scene_link(scene));
    ASSERT_TRUE(r.scene) << r.error;
    EXPECT_EQ(*r.scene, scene);
}

TEST(SceneLink, RoundTripsTheDefaultSceneWithALeadingHash) {
    const Scene scene = default_scene();
    const SceneLinkResult r = decode_scene_link("#" + encode_scene_link(scene));
    ASSERT_TRUE(r.scene) << r.error;
    EXPECT_EQ(*r.scene, scene);
}

TEST(SceneLink, DefaultSceneComparesManhattanEuclideanChebyshev) {
    const Scene scene = default_scene();
    ASSERT_EQ(scene.panes.size(), 3u);
    EXPECT_EQ(scene.panes[0].heuristic, Heuristic::kManhattan);
    EXPECT_EQ(scene.panes[1].heuristic, Heuristic::kEuclidean);
    EXPECT_EQ(scene.panes[2].heuristic, Heuristic::kChebyshev);
}

TEST(SceneLink, UsesOnlyCharactersThatNeedNoEscapingInAFragment) {
    const std::string link = encode_scene_link(busy_scene());
    for (char c : link) {
        EXPECT_TRUE(std::isalnum(static_cast<unsigned char>(c)) ||
                    std::string_view("-_.,;=").find(c) != std::string_view::npos)
            << "character '" << c << "'";
    }
}

TEST(SceneLink, A1024MapOfAlternatingCellsStaysDecodable) {
    Scene scene = default_scene();
    scene.grid = Grid(1024, 1024);
    for (int i = 0; i < scene.grid.cell_count(); i += 2) scene.grid.set_cost(scene.grid.cell(i), kWall);
    const SceneLinkResult r = decode_scene_link(encode_scene_link(scene));
    ASSERT_TRUE(r.scene) << r.error;
    EXPECT_EQ(r.scene->grid, scene.grid);
}

// Each broken link gives a message that starts with "share link:" and no scene.
struct BrokenLink {
    const char* name;
    std::string text;
    const char* message_part;
};

std::string replace(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    if (at != std::string::npos) text.replace(at, from.size(), to);
    return text;
}

class BrokenLinkTest : public ::testing::TestWithParam<BrokenLink> {};

TEST_P(BrokenLinkTest, IsRejectedWithAMessage) {
    const SceneLinkResult r = decode_scene_link(GetParam().text);
    EXPECT_FALSE(r.scene);
    EXPECT_EQ(r.error.rfind("share link: ", 0), 0u) << r.error;
    EXPECT_NE(r.error.find(GetParam().message_part), std::string::npos) << r.error;
}

const std::string kGood = encode_scene_link(default_scene());

INSTANTIATE_TEST_SUITE_P(
    Cases, BrokenLinkTest,
    ::testing::Values(
        BrokenLink{"Empty", "", "empty"},
        BrokenLink{"JustHash", "#", "empty"},
        BrokenLink{"WrongVersion", replace(kGood, "v1", "v9"), "version"},
        BrokenLink{"Garbage", "<script>alert(1)</script>", "version"},
        BrokenLink{"HugeWidth", replace(kGood, "w=40", "w=99999999"), "outside 1..1024"},
        BrokenLink{"NegativeHeight", replace(kGood, "h=24", "h=-5"), "outside 1..1024"},
        BrokenLink{"NotANumber", replace(kGood, "w=40", "w=4x"), "bad width"},
        BrokenLink{"StartOutside", replace(kGood, "s=4,8", "s=40,8"), "start is outside"},
        BrokenLink{"GoalMalformed", replace(kGood, "g=33,10", "g=33"), "bad goal"},
        BrokenLink{"UnknownHeuristic", replace(kGood, "manhattan", "taxicab"), "bad pane"},
        BrokenLink{"NegativeWeight", replace(kGood, "manhattan.1", "manhattan.-1"), "bad pane"},
        BrokenLink{"NanWeight", replace(kGood, "manhattan.1", "manhattan.nan"), "bad pane"},
        BrokenLink{"FivePanes",
                   replace(kGood, "p=", "p=astar.zero.1,astar.zero.1,"), "1 to 4 panes"},
        BrokenLink{"UnknownField", kGood + ";x=1", "unknown field"},
        BrokenLink{"MissingMap", replace(kGood, ";map=", ";junk"), "field without '='"},
        BrokenLink{"MapNotBase64", replace(kGood, "map=", "map=@@"), "not base64url"},
        BrokenLink{"MapTooShort", replace(kGood, "w=40", "w=41"), "expected 984"},
        BrokenLink{"MapTooLong", replace(kGood, "w=40", "w=39"), "more cells than"},
        BrokenLink{"TooLong", "v1;map=" + std::string(9 << 20, 'A'), "too long"}),
    [](const auto& test) { return std::string(test.param.name); });

}  // namespace
}  // namespace astar
