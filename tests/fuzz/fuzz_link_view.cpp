// Fuzz target: the view's fields of a share link (split_link_view), read before the scene's
// own decoder sees the rest. Whatever the text, the split gives the scene's fields back in
// order with the view's taken out, and a note for each view field it could not read; the view
// it read writes back (link_view_fields) to fields that read back to the same view, and fits
// any scene (fit_link_view) with its centre on the map.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_check.hpp"
#include "app/model/link_view.hpp"
#include "core/scene.hpp"

namespace {

using fuzz::require;

bool same(const astar::app::LinkView& a, const astar::app::LinkView& b) {
    if (a.view.has_value() != b.view.has_value()) return false;
    if (a.view && (a.view->zoom != b.view->zoom || a.view->center_x != b.view->center_x ||
                   a.view->center_y != b.view->center_y)) {
        return false;
    }
    return a.palette == b.palette && a.speed == b.speed && a.open_list_pane == b.open_list_pane &&
           a.show == b.show;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    astar::app::LinkParts parts = astar::app::split_link_view(text);
    require(parts.scene_link.size() <= text.size());
    for (const std::string& note : parts.left_out) require(!note.empty() && note.size() < 200);
    const std::string fields = astar::app::link_view_fields(parts.view);
    require(fields.find('+') == std::string::npos && fields.find(' ') == std::string::npos);
    const astar::app::LinkParts again = astar::app::split_link_view(parts.scene_link + fields);
    require(again.left_out.empty() && again.scene_link == parts.scene_link);
    require(same(again.view, parts.view));
    const astar::Scene scene = astar::default_scene();
    astar::app::fit_link_view(parts, scene);
    if (parts.view.view) {
        require(parts.view.view->center_x >= 0 && parts.view.view->center_x <= 40);
        require(parts.view.view->center_y >= 0 && parts.view.view->center_y <= 24);
    }
    require(!parts.view.open_list_pane || *parts.view.open_list_pane < 3);
    return 0;
}
