// Fuzz target: Moving AI files as a user opens them (a .map, or the .scen that goes with it).
// The first byte picks which. A map that parses must format back to a text that parses to the
// same map; the app's loader must place a start and a goal that can be searched.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_check.hpp"
#include "app/model/scene_files.hpp"
#include "core/grid_search.hpp"
#include "core/movingai_map.hpp"
#include "core/movingai_scenario.hpp"
#include "core/scene.hpp"

namespace {

using fuzz::require;

void fuzz_map(std::string_view text) {
    const astar::MapParseResult r = astar::parse_movingai_map(text, "fuzz.map", 256, 65536);
    if (!r.map) {
        require(!r.error.empty());
    } else {
        const astar::MapParseResult again =
            astar::parse_movingai_map(astar::format_movingai_map(*r.map), "again.map");
        require(again.map.has_value() && *again.map == *r.map);
    }
    const astar::app::SceneLoadResult loaded =
        astar::app::scene_from_map_text(astar::default_scene(), text, "fuzz.map");
    if (!loaded.scene) {
        require(!loaded.error.empty());
        return;
    }
    const astar::Scene& scene = *loaded.scene;
    require(scene.grid.passable(scene.start) && scene.grid.passable(scene.goal));
    if (scene.grid.width() * scene.grid.height() > 64 * 64) return;
    astar::GridSearch search;
    require(search.begin(scene.grid, astar::pane_problem(scene, 0)));
    // The loader promises a start and a goal that are joined under any rules.
    require(search.run() == astar::SearchStatus::kFound);
}

void fuzz_scenarios(std::string_view text) {
    const astar::ScenarioParseResult r = astar::parse_movingai_scenarios(text, "fuzz.scen");
    require(r.scenarios.has_value() || !r.error.empty());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
    if (data[0] & 1) {
        fuzz_scenarios(text);
    } else {
        fuzz_map(text);
    }
    return 0;
}
