// What a share link carries besides the scene: how it was being looked at. A teacher who zooms
// on the corner where greedy goes wrong, picks the high-contrast palette for the projector and
// sets the Open list to pane 2 sends a link that opens the same way (QA pass: the link opened
// at the whole map, in Classic, with pane 1 explained). The scene's own fields are the core's
// (core/scene.hpp); these are the app's, and are split off before the scene is decoded:
//     ...;map=<base64url>;z=4,12.5,8;pal=contrast;sp=40;o=2;show=numbers,smoothed,outlines
//
// They only say how to look at the scene, so a field that cannot be read is left out with a
// note, and the scene still opens (QA pass: "pal=Contrast" cost a teacher's whole scene).
//
// How to use:
//     LinkParts parts = split_link_view(link);                  // parts.left_out: notes
//     SceneLinkResult r = decode_scene_link(parts.scene_link);
//     fit_link_view(parts, *r.scene);                           // centre onto the map...
//     std::string link = encode_scene_link(scene, step) + link_view_fields(shown);
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/model/view.hpp"
#include "core/scene.hpp"

namespace astar::app {

// The palettes' names in links, in the order of PaletteId (app/palette.hpp).
inline constexpr const char* kLinkPaletteNames[] = {"classic", "contrast"};
inline constexpr int kLinkPaletteCount = 2;

// The View section's checkboxes; a new page has these.
struct ShowOptions {
    bool numbers = true;    // g, h, f in cells
    bool arrows = true;     // came-from arrows
    bool smoothed = false;  // the smoothed path
    bool outlines = false;  // the other panes' outlines
    friend bool operator==(const ShowOptions&, const ShowOptions&) = default;
};

// A field that is absent means what a new page has (zoom to fit, 20 steps a second, pane 1,
// numbers and arrows shown), except the palette: without pal= the viewer's own stays (a
// colour-blind student keeps high contrast).
struct LinkView {
    std::optional<ViewState> view;      // z=zoom,x,y: the zoom and the cell coordinate x, y
                                        // at the middle of the panes
    std::optional<int> palette;         // pal=<name>: an index into kLinkPaletteNames
    std::optional<double> speed;        // sp=<steps a second>
    std::optional<int> open_list_pane;  // o=<pane, from 1>: stored from 0
    std::optional<ShowOptions> show;    // show=numbers,arrows,smoothed,outlines (those on), or
                                        // none
};

struct LinkParts {
    std::string scene_link;             // the link without the view's fields
    LinkView view;
    std::vector<std::string> left_out;  // "pal=pink (unknown palette: classic or contrast)"
};

// Takes the view's fields out of a share link. Empty fields (";;", a ';' at the end) go too.
LinkParts split_link_view(std::string_view link);

// Fits the view to the link's scene: a centre off the map onto its nearest edge, an Open list
// pane the scene does not have left out (noted).
void fit_link_view(LinkParts& parts, const Scene& scene);

// The view's fields for a link, each with its leading ';', or "" for how a new page looks.
std::string link_view_fields(const LinkView& view);

// The LinkView of what is shown on a map of columns x rows, with only what differs from a new
// page.
LinkView shown_link_view(const ViewState& view, int columns, int rows, int palette,
                         double speed, int open_list_pane, const ShowOptions& show);

}  // namespace astar::app
