// Fuzz target: a .scen file opened in the app over the map on screen (a 12 x 8 map with walls
// and terrain). Every scenario the list accepts must be placeable exactly when
// scenario_problem() finds nothing against it, land where the file says, and search.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_check.hpp"
#include "app/model/scenario_list.hpp"
#include "app/model/session.hpp"
#include "core/ascii_map.hpp"
#include "core/scene.hpp"

namespace {

using fuzz::require;

astar::Scene map_on_screen() {
    astar::Scene scene = astar::default_scene();
    const astar::AsciiMap m = astar::parse_ascii_map({
        "S...#.......",
        ".##.#.~~~...",
        "....#.~5~.#.",
        ".#..#.....#.",
        ".#.......##.",
        ".#.####.....",
        "...#....2..G",
        "...#........",
    });
    require(m.error.empty());
    scene.grid = m.grid;
    scene.start = m.start;
    scene.goal = m.goal;
    return scene;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    astar::app::Session session(map_on_screen());
    const astar::app::ScenarioListResult r =
        astar::app::scenario_list_from_text(session, text, "fuzz.scen");
    if (!r.list) {
        require(!r.error.empty());
        return 0;
    }
    const astar::app::ScenarioList& list = *r.list;
    require(!list.scenarios.empty() && astar::app::scenario_list_fits(list, session));
    const int count = std::min<int>(static_cast<int>(list.scenarios.size()), 20);
    for (int i = 0; i < count; ++i) {
        const bool placeable = !astar::app::scenario_problem(session, list, i).has_value();
        require(astar::app::place_scenario(session, list, i) == placeable);
        if (!placeable) continue;
        const astar::Scenario& s = list.scenarios[static_cast<std::size_t>(i)];
        require(session.scene().start == s.start && session.scene().goal == s.goal);
        session.update();
        require(!astar::app::scenario_text(list, i).empty());
    }
    return 0;
}
