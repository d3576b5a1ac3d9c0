// Fuzz target: share links (decode_scene_link), the text a stranger's URL puts into the app.
// A link that decodes must encode back to a link that decodes to the same scene, and every
// pane's search on it must run, rewind and run again to the same result, and keep what the app
// promises about it: a path whenever Dijkstra finds one, and a cost within the bound the pane's
// verdict states (1 for an admissible heuristic: optimal).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_check.hpp"
#include "core/comparison.hpp"
#include "core/grid_search.hpp"
#include "core/scene.hpp"

namespace {

using fuzz::require;

// Small maps only: a search on a 1024 x 1024 map is correct but slow for a fuzzer.
constexpr int kMaxSearchedCells = 64 * 64;

void search_each_pane(const astar::Scene& scene) {
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

// The panes side by side as the app runs them, against the comparison's Dijkstra.
void check_promises(const astar::Scene& scene) {
    astar::Comparison comparison;
    comparison.reset(scene);
    comparison.run_to_end();
    const double optimal = comparison.optimal_cost();
    for (int pane = 0; pane < comparison.pane_count(); ++pane) {
        const astar::PaneSummary s = comparison.summary(pane);
        if (s.status == astar::SearchStatus::kInvalid) continue;
        // Every algorithm here is complete on a finite grid.
        require((s.status == astar::SearchStatus::kFound) == (optimal >= 0));
        if (s.status != astar::SearchStatus::kFound) continue;
        require(s.path_cost >= optimal * (1 - 1e-9));
        const double bound = s.verdict.suboptimality_bound;
        if (bound > 0) require(s.path_cost <= optimal * bound * (1 + 1e-9) + 1e-9);
        if (s.verdict.admissible) require(s.optimal);
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
    if (r.scene->grid.width() * r.scene->grid.height() > kMaxSearchedCells) return 0;
    search_each_pane(*r.scene);
    check_promises(*r.scene);
    return 0;
}
