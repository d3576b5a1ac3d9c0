#include "core/scene.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <ostream>

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

TEST(SceneLink, WritesAWeightWithTheDigitsItNeedsAndReadsItBackExactly) {
    Scene scene = default_scene();
    scene.panes[0].weight = 0.7;
    scene.panes[1].weight = 1.0 / 3.0;
    const std::string link = encode_scene_link(scene);
    EXPECT_NE(link.find(".0.7,"), std::string::npos) << link;
    const SceneLinkResult back = decode_scene_link(link);
    ASSERT_TRUE(back.scene) << back.error;
    EXPECT_EQ(back.scene->panes[0].weight, 0.7);
    EXPECT_EQ(back.scene->panes[1].weight, 1.0 / 3.0);
}

TEST(SceneLink, AWeightOfMinusZeroIsZero) {
    std::string link = encode_scene_link(default_scene());
    const std::size_t at = link.find("astar.manhattan.1,");
    ASSERT_NE(at, std::string::npos) << link;
    link.replace(at, 18, "astar.manhattan.-0,");
    const SceneLinkResult r = decode_scene_link(link);
    ASSERT_TRUE(r.scene) << r.error;
    EXPECT_FALSE(std::signbit(r.scene->panes[0].weight));
    EXPECT_NE(encode_scene_link(*r.scene).find("astar.manhattan.0,"), std::string::npos);
}

TEST(SceneLink, RoundTripsAPaneWeightAtTheLimit) {
    Scene scene = default_scene();
    scene.panes[0].weight = kMaxWeight;
    const SceneLinkResult r = decode_scene_link(encode_scene_link(scene));
    ASSERT_TRUE(r.scene) << r.error;
    EXPECT_EQ(*r.scene, scene);
}

TEST(SceneLink, RefusesAPaneWeightJustPastTheLimit) {
    Scene scene = default_scene();
    scene.panes[0].weight = std::nextafter(kMaxWeight, 2 * kMaxWeight);
    const SceneLinkResult r = decode_scene_link(encode_scene_link(scene));
    EXPECT_FALSE(r.scene);
    EXPECT_NE(r.error.find("bad pane"), std::string::npos) << r.error;
}

TEST(SceneLink, RoundTripsAMapWhoseWaterWasPaintedAndErased) {
    Scene scene = default_scene();
    scene.grid.set_water({1, 1}, true);
    scene.grid.set_water({1, 1}, false);
    const SceneLinkResult r = decode_scene_link(encode_scene_link(scene));
    ASSERT_TRUE(r.scene) << r.error;
    EXPECT_EQ(*r.scene, scene);
}

TEST(SceneLink, DecodesTheSmallestMaps) {
    // The good twins of the padding-bit cases below: the check must not refuse them.
    for (const char* link : {"v1;w=1;h=1;s=0,0;g=0,0;p=astar.octile.1;map=AQEA",
                             "v1;w=200;h=1;s=0,0;g=199,0;p=astar.octile.1;map=yAEBAA",
                             "v1;w=128;h=128;s=0,0;g=9,9;p=astar.octile.1;map=gIABAQA"}) {
        const SceneLinkResult r = decode_scene_link(link);
        EXPECT_TRUE(r.scene) << link << ": " << r.error;
    }
}

// "Open this at step 150": the step rides along as k, only when it is not 0.
TEST(SceneLink, CarriesTheStepToOpenAt) {
    const std::string at_150 = encode_scene_link(default_scene(), 150);
    EXPECT_NE(at_150.find(";k=150;map="), std::string::npos) << at_150;
    const SceneLinkResult r = decode_scene_link(at_150);
    ASSERT_TRUE(r.scene) << r.error;
    EXPECT_EQ(r.step, 150);
    EXPECT_EQ(*r.scene, default_scene());
    const std::string at_0 = encode_scene_link(default_scene(), 0);
    EXPECT_EQ(at_0.find(";k="), std::string::npos) << at_0;
    EXPECT_EQ(decode_scene_link(at_0).step, 0);
}

// Every field of a good link, given a second time, is refused by name.
TEST(SceneLink, RefusesEveryFieldGivenTwice) {
    const std::string good = encode_scene_link(default_scene(), 7);
    std::size_t start = good.find(';') + 1;  // after "v1"
    int fields = 0;
    while (start < good.size()) {
        const std::size_t end = std::min(good.find(';', start), good.size());
        const std::string field = good.substr(start, end - start);
        const std::string key = field.substr(0, field.find('='));
        const SceneLinkResult r = decode_scene_link(good + ";" + field);
        EXPECT_FALSE(r.scene) << field;
        EXPECT_NE(r.error.find("field '" + key + "' given twice"), std::string::npos) << r.error;
        ++fields;
        start = end + 1;
    }
    EXPECT_EQ(fields, 11);  // w h s g m d c t p k map
}

// Each broken link gives a message that starts with "share link:" and no scene.
struct BrokenLink {
    const char* name;
    std::string text;
    const char* message_part;
};

// Names the case in a failure, instead of gtest's dump of the struct's bytes.
void PrintTo(const BrokenLink& link, std::ostream* out) { *out << link.name; }

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
        BrokenLink{"HugeWidth", replace(kGood, "w=40", "w=99999999"), "outside 1..2048"},
        BrokenLink{"NegativeHeight", replace(kGood, "h=24", "h=-5"), "outside 1..2048"},
        BrokenLink{"TooManyCells", replace(replace(kGood, "w=40", "w=2048"), "h=24", "h=513"),
                   "2048x513 has more than 1048576 cells"},
        BrokenLink{"NotANumber", replace(kGood, "w=40", "w=4x"), "bad width"},
        BrokenLink{"StartOutside", replace(kGood, "s=4,8", "s=40,8"), "start is outside"},
        BrokenLink{"GoalMalformed", replace(kGood, "g=33,10", "g=33"), "bad goal"},
        // The message names the pane at fault and what is wrong in it, not the whole list.
        BrokenLink{"UnknownHeuristic", replace(kGood, "manhattan", "taxicab"),
                   "bad pane 1 'astar.taxicab.1': unknown heuristic"},
        BrokenLink{"UnknownAlgorithmInASecondPane",
                   replace(kGood, "astar.euclidean", "astra.euclidean"),
                   "bad pane 2 'astra.euclidean.1': unknown algorithm"},
        BrokenLink{"NegativeWeight", replace(kGood, "manhattan.1", "manhattan.-1"),
                   "bad pane 1 'astar.manhattan.-1': the weight must be a number from 0 to 1000"},
        BrokenLink{"NanWeight", replace(kGood, "manhattan.1", "manhattan.nan"), "bad pane 1"},
        BrokenLink{"PaneWithoutWeight", replace(kGood, "manhattan.1", "manhattan"),
                   "bad pane 1 'astar.manhattan': expected algorithm.heuristic.weight"},
        BrokenLink{"FivePanes",
                   replace(kGood, "p=", "p=astar.zero.1,astar.zero.1,"), "1 to 4 panes"},
        BrokenLink{"UnknownField", kGood + ";x=1", "unknown field"},
        BrokenLink{"NegativeStep", kGood + ";k=-1", "bad step '-1'"},
        BrokenLink{"StepNotANumber", kGood + ";k=1.5", "bad step '1.5'"},
        BrokenLink{"MissingMap", replace(kGood, ";map=", ";junk"), "field without '='"},
        BrokenLink{"MapNotBase64", replace(kGood, "map=", "map=@@"), "not base64url"},
        BrokenLink{"MapTooShort", replace(kGood, "w=40", "w=41"), "expected 984"},
        BrokenLink{"MapTooLong", replace(kGood, "w=40", "w=39"), "more cells than"},
        BrokenLink{"TooLong", "v1;map=" + std::string(9 << 20, 'A'), "too long"},
        // Two p fields used to append: six panes for an app with room for four.
        BrokenLink{"TwoPaneFields",
                   "v1;w=1;h=1;s=0,0;g=0,0;p=astar.octile.1,astar.octile.1,astar.octile.1;"
                   "p=dijkstra.zero.1,bfs.zero.1,greedy.zero.1;map=AQEA",
                   "field 'p' given twice"},
        // ... and a second w used to win over the first.
        BrokenLink{"TwoWidths", "v1;w=5;h=1;s=0,0;g=0,0;p=astar.octile.1;map=AQEA;w=1",
                   "field 'w' given twice"},
        // 81 80 80 80 10 is the run length 2^32 + 1, which 32 bits used to wrap to 1.
        BrokenLink{"RunLengthPast32Bits", "v1;w=1;h=1;s=0,0;g=0,0;p=astar.octile.1;map=gYCAgBABAA",
                   "more cells than"},
        // 81 00 is a run length of 1 spelled in two bytes: the encoder never writes that.
        BrokenLink{"RunLengthWithAZeroByte", "v1;w=1;h=1;s=0,0;g=0,0;p=astar.octile.1;map=gQABAA",
                   "overlong run length"},
        // The last character carries bits past the data: four here (yAEBAA is the good one) ...
        BrokenLink{"MapWithFourPaddingBitsSet",
                   "v1;w=200;h=1;s=0,0;g=199,0;p=astar.octile.1;map=yAEBAB", "not base64url"},
        // ... and two here (gIABAQA is the good one).
        BrokenLink{"MapWithTwoPaddingBitsSet",
                   "v1;w=128;h=128;s=0,0;g=9,9;p=astar.octile.1;map=gIABAQB", "not base64url"}),
    [](const auto& test) { return std::string(test.param.name); });

}  // namespace
}  // namespace astar
