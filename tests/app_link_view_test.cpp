#include "app/model/link_view.hpp"

#include <gtest/gtest.h>

#include <string>

#include "app/model/session.hpp"

namespace astar::app {
namespace {

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// A view a teacher sets up: zoomed on a corner, high contrast, 40 steps a second, pane 2
// explained. Its link opens the same way, and the scene's own fields reach the scene's decoder
// untouched.
TEST(LinkView, RoundTripsWhatDiffersFromANewPage) {
    const Scene scene = default_scene();
    ViewState view;
    view.zoom = 4.5f;
    view.center_x = 12.25f;
    view.center_y = 8.0f;
    view.centered = true;
    const LinkView shown = shown_link_view(view, 1, 40.0, 1);
    const std::string fields = link_view_fields(shown);
    EXPECT_EQ(fields, ";z=4.5,12.25,8;pal=contrast;sp=40;o=2");

    const std::string link = encode_scene_link(scene, 150) + fields;
    const LinkParts parts = split_link_view(link);
    ASSERT_EQ(parts.error, "");
    EXPECT_EQ(parts.scene_link, encode_scene_link(scene, 150));
    const SceneLinkResult r = decode_scene_link(parts.scene_link);
    ASSERT_TRUE(r.scene) << r.error;
    EXPECT_EQ(r.step, 150);
    EXPECT_EQ(check_link_view(parts.view, *r.scene), "");
    ASSERT_TRUE(parts.view.view);
    EXPECT_EQ(parts.view.view->zoom, 4.5f);
    EXPECT_EQ(parts.view.view->center_x, 12.25f);
    EXPECT_EQ(parts.view.view->center_y, 8.0f);
    EXPECT_TRUE(parts.view.view->centered);
    EXPECT_EQ(parts.view.palette, 1);
    EXPECT_EQ(parts.view.speed, 40.0);
    EXPECT_EQ(parts.view.open_list_pane, 1);
}

// How a new page opens adds nothing: links stay as short as they were, and one made before
// these fields reads the same.
TEST(LinkView, ANewPagesViewAddsNoField) {
    ViewState fit;
    EXPECT_EQ(link_view_fields(shown_link_view(fit, 0, Session::kDefaultSpeed, 0)), "");
    const std::string link = encode_scene_link(default_scene(), 0);
    const LinkParts parts = split_link_view("#" + link);
    EXPECT_EQ(parts.error, "");
    EXPECT_EQ(parts.scene_link, "#" + link);
    EXPECT_FALSE(parts.view.view || parts.view.palette || parts.view.speed ||
                 parts.view.open_list_pane);
}

TEST(LinkView, RefusesMalformedOrOutOfRangeFieldsSayingWhich) {
    const std::string scene = encode_scene_link(default_scene(), 0);
    const std::pair<const char*, const char*> cases[] = {
        {";z=4,12", "not zoom,x,y"},
        {";z=4,12,nan", "not zoom,x,y"},
        {";z=4,12,8,1", "not zoom,x,y"},
        {";z=0.5,12,8", "zoom (z) must be 1 to 256"},
        {";z=1e9,12,8", "zoom (z) must be 1 to 256"},
        {";z=4,0,1.76e46", "centre (z) is outside any map"},  // past a float: infinity
        {";pal=pink", "unknown palette (pal)"},
        {";sp=0", "speed (sp) must be 1 to 1000000"},
        {";sp=2e6", "speed (sp) must be 1 to 1000000"},
        {";o=0", "pane (o) must be 1 to 4"},
        {";o=1.5", "pane (o) must be 1 to 4"},
        {";o=2;o=3", "field 'o' given twice"},
    };
    for (const auto& [fields, problem] : cases) {
        const LinkParts parts = split_link_view(scene + fields);
        EXPECT_EQ(parts.error.rfind("share link: ", 0), 0u) << fields << ": " << parts.error;
        EXPECT_TRUE(has(parts.error, problem)) << fields << ": " << parts.error;
    }
}

// Fields that parse but do not fit the scene they came with.
TEST(LinkView, RefusesACentreOffTheMapOrAPaneTheSceneHasNot) {
    const Scene scene = default_scene();  // 40 x 24, three panes
    LinkView view;
    view.view = ViewState{2.0f, 41.0f, 3.0f, true};
    EXPECT_TRUE(has(check_link_view(view, scene), "centre (z) is outside the 40 x 24 map"))
        << check_link_view(view, scene);
    view.view = ViewState{2.0f, 40.0f, 24.0f, true};
    EXPECT_EQ(check_link_view(view, scene), "");
    view.open_list_pane = 3;
    EXPECT_TRUE(has(check_link_view(view, scene), "pane (o) is 4, but the scene has 3 panes"))
        << check_link_view(view, scene);
}

}  // namespace
}  // namespace astar::app
