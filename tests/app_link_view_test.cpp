#include "app/model/link_view.hpp"

#include <gtest/gtest.h>

#include <string>

#include "app/model/session.hpp"

namespace astar::app {
namespace {

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

ViewState zoomed(float zoom, float x, float y) {
    ViewState v;
    v.zoom = zoom;
    v.center_x = x;
    v.center_y = y;
    v.centered = true;
    return v;
}

// A view a teacher sets up: zoomed on a corner, high contrast, 40 steps a second, pane 2
// explained, the smoothed path and the other panes' outlines shown. Its link opens the same
// way, and the scene's own fields reach the scene's decoder untouched.
TEST(LinkView, RoundTripsWhatDiffersFromANewPage) {
    const Scene scene = default_scene();  // 40 x 24
    const LinkView shown =
        shown_link_view(zoomed(4.5f, 12.25f, 20.0f), 40, 24, 1, 40.0, 1, {true, true, true, true});
    const std::string fields = link_view_fields(shown);
    // Plain decimals, no "2e+01": a '+' is a space to anything that decodes a form.
    EXPECT_EQ(fields,
              ";z=4.5,12.25,20;pal=contrast;sp=40;o=2;show=numbers,arrows,smoothed,outlines");

    const std::string link = encode_scene_link(scene, 150) + fields;
    LinkParts parts = split_link_view(link);
    EXPECT_TRUE(parts.left_out.empty());
    EXPECT_EQ(parts.scene_link, encode_scene_link(scene, 150));
    const SceneLinkResult r = decode_scene_link(parts.scene_link);
    ASSERT_TRUE(r.scene) << r.error;
    EXPECT_EQ(r.step, 150);
    fit_link_view(parts, *r.scene);
    EXPECT_TRUE(parts.left_out.empty());
    ASSERT_TRUE(parts.view.view);
    EXPECT_EQ(parts.view.view->zoom, 4.5f);
    EXPECT_EQ(parts.view.view->center_x, 12.25f);
    EXPECT_EQ(parts.view.view->center_y, 20.0f);
    EXPECT_TRUE(parts.view.view->centered);
    EXPECT_EQ(parts.view.palette, 1);
    EXPECT_EQ(parts.view.speed, 40.0);
    EXPECT_EQ(parts.view.open_list_pane, 1);
    EXPECT_EQ(parts.view.show, (ShowOptions{true, true, true, true}));
}

// How a new page looks adds nothing: links stay as short as they were, and one made before
// these fields reads the same.
TEST(LinkView, ANewPagesViewAddsNoField) {
    EXPECT_EQ(link_view_fields(
                  shown_link_view(ViewState{}, 40, 24, 0, Session::kDefaultSpeed, 0, {})),
              "");
    // Centred at zoom 1, where zoom_at leaves the view when it zooms out.
    EXPECT_EQ(link_view_fields(shown_link_view(zoomed(1, 20, 12), 40, 24, 0,
                                               Session::kDefaultSpeed, 0, {})),
              "");
    const std::string link = encode_scene_link(default_scene(), 0);
    const LinkParts parts = split_link_view("#" + link);
    EXPECT_TRUE(parts.left_out.empty());
    EXPECT_EQ(parts.scene_link, "#" + link);
    EXPECT_FALSE(parts.view.view || parts.view.palette || parts.view.speed ||
                 parts.view.open_list_pane || parts.view.show);
}

// A map moved at zoom 1 (a pan) is a view too (it was left out); a centre beside the map goes
// onto its edge, where the reader would put it.
TEST(LinkView, APanAtZoomOneAndACentreOffTheMapAreWrittenAsTheyOpen) {
    EXPECT_EQ(link_view_fields(shown_link_view(zoomed(1, 30, 12), 40, 24, 0,
                                               Session::kDefaultSpeed, 0, {})),
              ";z=1,30,12");
    EXPECT_EQ(link_view_fields(shown_link_view(zoomed(8.916104f, -1.6985347f, 12), 40, 24, 0,
                                               Session::kDefaultSpeed, 0, {})),
              ";z=8.916104,0,12");
    EXPECT_EQ(link_view_fields(shown_link_view(ViewState{}, 40, 24, 0, 3.7, 0,
                                               {false, true, false})),
              ";sp=3.7;show=arrows");
    EXPECT_EQ(link_view_fields(shown_link_view(ViewState{}, 40, 24, 0, 20, 0,
                                               {false, false, false})),
              ";show=none");
}

// A view field that cannot be read is left out with a note saying which and why; the scene's
// fields and the other view fields are kept (QA pass: "pal=Contrast" cost the whole scene).
TEST(LinkView, LeavesOutAFieldItCannotReadAndKeepsTheRest) {
    const std::string scene = encode_scene_link(default_scene(), 0);
    const std::pair<const char*, const char*> cases[] = {
        {";z=4,12", "z=4,12 (not zoom,x,y"},
        {";z=4,12,nan", "(not zoom,x,y"},
        {";z=0.5,12,8", "(the zoom must be 1 to 256)"},
        {";z=1e9,12,8", "(the zoom must be 1 to 256)"},
        {";z=4,0,1.76e46", "(the centre is off any map)"},  // past a float: infinity
        {";pal=pink", "pal=pink (unknown palette: classic or contrast)"},
        {";sp=0", "(the speed must be 1 to 1000000 steps a second)"},
        {";sp=2e6", "(the speed must be 1 to 1000000 steps a second)"},
        {";o=0", "(the Open list's pane must be 1 to 4)"},
        {";o=1.5", "(the Open list's pane must be 1 to 4)"},
        {";o=2;o=3", "o=3 (given twice: the first is kept)"},
        {";show=numbers,grid", "(not a list of numbers, arrows, smoothed, outlines (or none))"},
    };
    for (const auto& [fields, note] : cases) {
        // Another view field beside it, which is kept.
        const bool show = has(fields, "show");
        const LinkParts parts = split_link_view(scene + (show ? ";sp=50" : ";show=arrows") + fields);
        ASSERT_EQ(parts.left_out.size(), 1u) << fields;
        EXPECT_TRUE(has(parts.left_out[0], note)) << fields << ": " << parts.left_out[0];
        EXPECT_EQ(parts.scene_link, scene) << fields;
        EXPECT_TRUE(show ? parts.view.speed == 50.0
                         : parts.view.show == (ShowOptions{false, true, false}))
            << fields;
    }
}

// What a hand may type: capitals in a name, spaces around a number, a ';' at the end or two in
// a row.
TEST(LinkView, ReadsWhatAHandTypes) {
    const std::string scene = encode_scene_link(default_scene(), 0);
    const LinkParts parts = split_link_view(scene + ";pal=Contrast;;z=4, 20,12;show=Smoothed;");
    EXPECT_TRUE(parts.left_out.empty()) << parts.left_out.front();
    EXPECT_EQ(parts.scene_link, scene);
    EXPECT_EQ(parts.view.palette, 1);
    ASSERT_TRUE(parts.view.view);
    EXPECT_EQ(parts.view.view->center_x, 20.0f);
    EXPECT_EQ(parts.view.show, (ShowOptions{false, false, true}));
}

// Fields that parse but do not fit the scene they came with: a centre off the map goes onto
// its edge; a pane the scene has not is left out, with a note.
TEST(LinkView, FitsTheViewToTheScene) {
    const Scene scene = default_scene();  // 40 x 24, three panes
    LinkParts parts;
    parts.view.view = zoomed(2.0f, 41.0f, -3.0f);
    parts.view.open_list_pane = 3;
    fit_link_view(parts, scene);
    EXPECT_EQ(parts.view.view->center_x, 40.0f);
    EXPECT_EQ(parts.view.view->center_y, 0.0f);
    EXPECT_FALSE(parts.view.open_list_pane);
    ASSERT_EQ(parts.left_out.size(), 1u);
    EXPECT_EQ(parts.left_out[0], "o=4 (the scene has 3 panes)");
}

}  // namespace
}  // namespace astar::app
