// Fuzz target: the view's fields of a share link (split_link_view), read before the scene's
// own decoder sees the rest. Whatever the text, the split either refuses it with a message or
// gives the scene's fields back in order with the view's taken out; a view it accepts writes
// back (link_view_fields) to fields that read back to the same view.
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
    return a.palette == b.palette && a.speed == b.speed && a.open_list_pane == b.open_list_pane;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const astar::app::LinkParts parts = astar::app::split_link_view(text);
    if (!parts.error.empty()) {
        require(parts.error.rfind("share link: ", 0) == 0);
        return 0;
    }
    require(parts.scene_link.size() <= text.size());
    const std::string fields = astar::app::link_view_fields(parts.view);
    const astar::app::LinkParts again = astar::app::split_link_view(parts.scene_link + fields);
    require(again.error.empty() && again.scene_link == parts.scene_link);
    require(same(again.view, parts.view));
    // Checked against a scene: a message or nothing, never a crash.
    const std::string problem = astar::app::check_link_view(parts.view, astar::default_scene());
    require(problem.empty() || problem.rfind("share link: ", 0) == 0);
    return 0;
}
