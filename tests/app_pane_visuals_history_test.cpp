// PaneVisuals from a search's undo log: rebuild() reads only the cells the log names, and
// apply_steps_since() only the cells changed since a step. Both must give exactly the codes of a
// rebuild that looks at every cell (what a search without an undo log gets), for every
// algorithm, after steps forward and back.
#include <gtest/gtest.h>

#include "app/model/pane_visuals.hpp"
#include "support/scene_support.hpp"

namespace astar::app {
namespace {

Scene scene_with(Algorithm algorithm, Heuristic heuristic) {
    Scene s = test::corner_scene(36, 24, 0.25, 5, {{algorithm, heuristic, 1.0}});
    s.grid.set_cost({10, 10}, 3);
    s.grid.set_water({20, 5}, true);
    return s;
}

// Begins the scene's one pane, with or without the undo log.
void begin(GridSearch& search, const Scene& scene, bool record_history) {
    GridProblem problem = pane_problem(scene, 0);
    problem.options.record_history = record_history;
    ASSERT_TRUE(search.begin(scene.grid, problem));
}

// The codes of a rebuild that looks at every cell: the search state at `step` without a log.
std::vector<std::uint8_t> every_cell_codes(const Scene& scene, int step) {
    GridSearch search;
    begin(search, scene, false);
    search.seek(step);
    PaneVisuals v;
    v.rebuild(scene, search);
    return v.codes();
}

class VisualsFromTheUndoLog : public testing::TestWithParam<Algorithm> {};

TEST_P(VisualsFromTheUndoLog, RebuildMatchesALookAtEveryCell) {
    const Scene scene = scene_with(GetParam(), Heuristic::kEuclidean);
    GridSearch search;
    begin(search, scene, true);
    // Forward, then back by undoing steps (the log shrinks), then forward again.
    for (int step : {0, 1, 7, 60, 250, 100, 3, 400, 9999}) {
        search.seek(step);
        PaneVisuals v;
        v.rebuild(scene, search);
        ASSERT_EQ(v.codes(), every_cell_codes(scene, search.counters().expansions))
            << "at step " << search.counters().expansions;
    }
}

TEST_P(VisualsFromTheUndoLog, StepsSinceMatchARebuild) {
    const Scene scene = scene_with(GetParam(), Heuristic::kManhattan);
    GridSearch search;
    begin(search, scene, true);
    PaneVisuals v;
    v.rebuild(scene, search);
    int since = 0;
    for (int chunk : {1, 2, 13, 40, 1, 200, 5000}) {
        v.clear_dirty();
        search.seek(since + chunk);
        v.apply_steps_since(scene, search, since);
        PaneVisuals fresh;
        fresh.rebuild(scene, search);
        ASSERT_EQ(v.codes(), fresh.codes()) << "from step " << since << " by " << chunk;
        ASSERT_EQ(v.codes(), every_cell_codes(scene, search.counters().expansions));
        since = search.counters().expansions;
    }
    EXPECT_NE(search.status(), SearchStatus::kSearching);
}

INSTANTIATE_TEST_SUITE_P(AllAlgorithms, VisualsFromTheUndoLog,
                         testing::Values(Algorithm::kAStar, Algorithm::kDijkstra,
                                         Algorithm::kGreedyBestFirst, Algorithm::kBreadthFirst,
                                         Algorithm::kDepthFirstWalk));

}  // namespace
}  // namespace astar::app
