// What a share link carries besides the scene: how it was being looked at. A teacher who zooms
// on the corner where greedy goes wrong, picks the high-contrast palette for the projector and
// sets the Open list to pane 2 sends a link that opens the same way (QA pass: the link opened
// at the whole map, in Classic, with pane 1 explained). The scene's own fields are the core's
// (core/scene.hpp); these are the app's, and are split off before the scene is decoded:
//     ...;map=<base64url>;z=4,12.5,8;pal=contrast;sp=40;o=2
//
// How to use:
//     LinkParts parts = split_link_view(link);                 // parts.error if a field is bad
//     SceneLinkResult r = decode_scene_link(parts.scene_link);
//     std::string problem = check_link_view(parts.view, *r.scene);   // "" if it fits
//     std::string link = encode_scene_link(scene, step) + link_view_fields(shown);
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "app/model/view.hpp"
#include "core/scene.hpp"

namespace astar::app {

// The palettes' names in links, in the order of PaletteId (app/palette.hpp).
inline constexpr const char* kLinkPaletteNames[] = {"classic", "contrast"};
inline constexpr int kLinkPaletteCount = 2;

struct LinkView {
    std::optional<ViewState> view;      // z=zoom,x,y: zoomed in, centred on cell coordinate x, y
    std::optional<int> palette;         // pal=<name>: an index into kLinkPaletteNames
    std::optional<double> speed;        // sp=<steps a second>
    std::optional<int> open_list_pane;  // o=<pane, from 1>: stored from 0
};

struct LinkParts {
    std::string scene_link;  // the link without the view's fields
    LinkView view;
    std::string error;       // "share link: ..." if a view field is malformed
};

// Takes the view's fields (z, pal, sp, o) out of a share link, each at most once.
LinkParts split_link_view(std::string_view link);

// "" if `view` fits `scene` (a centre inside the map, an Open list pane the scene has), else
// "share link: ...".
std::string check_link_view(const LinkView& view, const Scene& scene);

// The view's fields for a link, each with its leading ';', or "" for how a page opens anyway
// (zoom 1, Classic, 20 steps a second, pane 1).
std::string link_view_fields(const LinkView& view);

// The LinkView of what is shown, with only what differs from how a page opens.
LinkView shown_link_view(const ViewState& view, int palette, double speed, int open_list_pane);

}  // namespace astar::app
