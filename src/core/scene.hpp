// What the app shows: one map with a start and a goal, the movement rules, and two to four
// panes that search it side by side, each with its own algorithm, heuristic and weight.
//
// How to use:
//     astar::Scene scene = astar::default_scene();   // Manhattan | Euclidean | Chebyshev
//     astar::GridProblem p = astar::pane_problem(scene, 1);
//     std::string link = astar::encode_scene_link(scene);      // for the URL fragment
//     astar::SceneLinkResult r = astar::decode_scene_link(link);
//     if (!r.scene) show(r.error);                                // "share link: ..."
//
// The link is plain text that survives a URL fragment unescaped:
//     v1;w=40;h=24;s=4,8;g=33,10;m=8;d=no-corner-cut;c=sqrt2;t=larger-g;
//     p=astar.manhattan.1,astar.euclidean.1,astar.chebyshev.1;k=150;map=<base64url>
// k, the step the panes are shown at, is there only when it is not 0 (a teacher sends "open
// this at step 150").
// The map is run-length encoded (run length as a varint, then the cell's cost byte, then 1 for
// water or 0), then base64url without padding. Decoding checks everything: sizes, counts,
// names, numbers, that no field is given twice, that the runs add up to exactly width * height
// cells, that start and goal are inside. A hostile link gets an error message, never a huge
// allocation or a crash.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid.hpp"
#include "core/grid_search.hpp"

namespace astar {

struct PaneSettings {
    Algorithm algorithm = Algorithm::kAStar;
    Heuristic heuristic = Heuristic::kOctile;
    double weight = 1.0;

    friend bool operator==(const PaneSettings&, const PaneSettings&) = default;
};

inline constexpr int kMinPanes = 1;
inline constexpr int kMaxPanes = 4;
// The app's limits on a map's size, the same for a new map, a file and a link: at most
// kMaxSceneCells cells (1024 x 1024), which keeps four panes of search state comfortable in a
// browser tab, and at most kMaxSceneSide on a side, the largest texture every WebGL 2 offers.
// So the Moving AI maps that are not square fit too (orz900d is 1491 x 656).
inline constexpr int kMinSceneSide = 1;
inline constexpr int kMaxSceneSide = 2048;
inline constexpr long long kMaxSceneCells = 1024 * 1024;

struct Scene {
    Grid grid;
    Cell start;
    Cell goal;
    MovementRules rules;
    TieBreak tie_break = TieBreak::kPreferLargerG;
    std::vector<PaneSettings> panes;

    friend bool operator==(const Scene&, const Scene&) = default;
};

// The scene the page opens with: the two-walls preset and three A* panes with Manhattan,
// Euclidean and Chebyshev.
Scene default_scene();

// The search problem of pane `pane` (0-based). Precondition: pane < scene.panes.size().
GridProblem pane_problem(const Scene& scene, int pane);

// Writes every weight as it is: a weight outside 0..kMaxWeight makes a link that
// decode_scene_link refuses, so callers keep to the limit before encoding. `step` (>= 0) is
// the lockstep step to open at.
std::string encode_scene_link(const Scene& scene, int step = 0);

struct SceneLinkResult {
    std::optional<Scene> scene;
    int step = 0;       // the step to open at (0 when the link has no k field)
    std::string error;  // "share link: ..." when scene is empty
};

// Accepts the text with or without a leading '#'.
SceneLinkResult decode_scene_link(std::string_view text);

}  // namespace astar
