// Fuzz target: share links (decode_scene_link), the text a stranger's URL puts into the app.
// A link that decodes must encode back to a link that decodes to the same scene, and every
// pane's search on it must run, rewind and run again to the same result.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/grid_search.hpp"
#include "core/scene.hpp"

namespace {

void require(bool ok) {
    if (!ok) std::abort();  // the fuzzer reports the input
}

// Small maps only: a search on a 1024 x 1024 map is correct but slow for a fuzzer.
constexpr int kMaxSearchedCells = 64 * 64;

void search_each_pane(const astar::Scene& scene) {
    if (scene.grid.width() * scene.grid.height() > kMaxSearchedCells) return;
    for (int pane = 0; pane < static_cast<int>(scene.panes.size()); ++pane) {
        astar::GridSearch search;
        if (!search.begin(scene.grid, astar::pane_problem(scene, pane))) continue;
        const astar::SearchStatus status = search.run();
        const int expansions = search.counters().expansions;
        const double cost = status == astar::SearchStatus::kFound ? search.path_cost() : -1.0;
        // Back to half way, then on to the end: the same search.
        search.seek(expansions / 2);
        require(search.counters().expansions == expansions / 2);
        require(search.run() == status);
        require(search.counters().expansions == expansions);
        if (status == astar::SearchStatus::kFound) {
            require(search.path_cost() == cost);
            const auto cells = search.path_cells();
            require(!cells.empty() && cells.front() == scene.start && cells.back() == scene.goal);
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const astar::SceneLinkResult r = astar::decode_scene_link(text);
    if (!r.scene) {
        require(!r.error.empty());
        return 0;
    }
    const astar::SceneLinkResult again =
        astar::decode_scene_link(astar::encode_scene_link(*r.scene, r.step));
    require(again.scene.has_value() && *again.scene == *r.scene && again.step == r.step);
    search_each_pane(*r.scene);
    return 0;
}
