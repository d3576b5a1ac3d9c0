#include "app/model/session.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <memory>

#include "core/map_generators.hpp"
#include "core/movingai_map.hpp"
#include "support/scene_support.hpp"

namespace astar::app {
namespace {

Scene random_scene(std::uint64_t seed, std::vector<PaneSettings> panes) {
    Scene s = test::corner_scene(30, 20, 0.25, seed, std::move(panes));
    s.grid.set_cost({2, 2}, 5);
    return s;
}

// A pane for each way the panes search: A*, greedy, breadth-first and the depth-first walk,
// which moves its trail differently.
Scene every_algorithm_scene(std::uint64_t seed) {
    return random_scene(seed, {{Algorithm::kAStar, Heuristic::kOctile, 1.0},
                               {Algorithm::kGreedyBestFirst, Heuristic::kEuclidean, 1.0},
                               {Algorithm::kBreadthFirst, Heuristic::kZero, 1.0},
                               {Algorithm::kDepthFirstWalk, Heuristic::kManhattan, 1.0}});
}

SearchMark mark_of(std::uint8_t code) { return static_cast<SearchMark>(code >> kTerrainBits); }

// The visuals kept up to date step by step must always equal the visuals rebuilt from
// scratch, for every algorithm (the depth-first walk moves its trail differently).
TEST(PaneVisuals, StepByStepUpdatesMatchAFullRebuildAtEveryStep) {
    const Scene scene = every_algorithm_scene(8);
    Session session(scene);
    int steps = 0;
    while (!session.comparison().all_finished() && steps < 2000) {
        session.step();
        ++steps;
        for (int i = 0; i < session.pane_count(); ++i) {
            PaneVisuals fresh;
            fresh.rebuild(session.scene(), session.comparison().pane(i));
            ASSERT_EQ(session.visuals(i).codes(), fresh.codes()) << "pane " << i << " step " << steps;
        }
    }
    EXPECT_TRUE(session.comparison().all_finished());
}

TEST(PaneVisuals, MarksTheCellBeingExpandedAndThePathWhenFound) {
    Session session(random_scene(3, {{Algorithm::kAStar, Heuristic::kOctile, 1.0}}));
    session.step();
    session.step();
    const GridSearch& search = session.comparison().pane(0);
    const int current = search.last_step().expanded;
    EXPECT_EQ(mark_of(session.visuals(0).codes()[static_cast<std::size_t>(current)]),
              SearchMark::kCurrent);
    session.run_to_end();
    ASSERT_EQ(search.status(), SearchStatus::kFound);
    const auto& path = search.path();
    for (std::size_t k = 1; k + 1 < path.size(); ++k) {
        EXPECT_EQ(mark_of(session.visuals(0).codes()[static_cast<std::size_t>(path[k])]),
                  SearchMark::kPath);
    }
    EXPECT_EQ(mark_of(session.visuals(0).codes()[static_cast<std::size_t>(path.front())]),
              SearchMark::kStart);
    EXPECT_EQ(mark_of(session.visuals(0).codes()[static_cast<std::size_t>(path.back())]),
              SearchMark::kGoal);
}

TEST(PaneVisuals, ReportsOnlyTheCellsAStepChanged) {
    Session session(random_scene(4, {{Algorithm::kAStar, Heuristic::kOctile, 1.0}}));
    session.visuals(0).clear_dirty();
    session.step();  // expands the start (0, 0): rows 0 and 1 at most
    const CellRect changed = session.visuals(0).dirty().bounds();
    EXPECT_EQ(changed.y0, 0);
    EXPECT_LE(changed.y1, 2);
    EXPECT_EQ(changed.x0, 0);
}

TEST(Brush, StrokeCellsAreFourConnectedWithoutGaps) {
    for (Cell to : {Cell{9, 4}, Cell{-7, 3}, Cell{3, -11}, Cell{0, 0}, Cell{5, 5}, Cell{-6, -6}}) {
        const std::vector<Cell> cells = stroke_cells({0, 0}, to);
        ASSERT_EQ(cells.front(), (Cell{0, 0}));
        ASSERT_EQ(cells.back(), to);
        EXPECT_EQ(cells.size(), static_cast<std::size_t>(std::abs(to.x) + std::abs(to.y) + 1));
        for (std::size_t k = 1; k < cells.size(); ++k) {
            EXPECT_EQ(std::abs(cells[k].x - cells[k - 1].x) + std::abs(cells[k].y - cells[k - 1].y),
                      1);
        }
    }
}

TEST(Brush, StrokeStaysCloseToTheStraightLine) {
    // From (0, 0) to (10, 5): every cell within about a cell of the line y = x / 2.
    for (Cell c : stroke_cells({0, 0}, {10, 5})) {
        EXPECT_LE(std::abs(2.0 * c.y - c.x), 2.0) << c.x << "," << c.y;
    }
}

// A fast diagonal drag paints a wall that no unit can cross, even one that cuts corners.
TEST(Session, AFastDiagonalWallStrokeBlocksEveryCrossing) {
    Scene scene = default_scene();
    scene.grid = Grid(20, 20);
    scene.start = {0, 19};
    scene.goal = {19, 0};
    scene.rules.diagonal = DiagonalRule::kAlways;
    scene.panes = {{Algorithm::kAStar, Heuristic::kOctile, 1.0}};
    Session session(scene);
    EXPECT_TRUE(session.paint({0, 0}, {19, 19}, Brush::kWall));  // one jump, corner to corner
    session.run_to_end();
    EXPECT_EQ(session.comparison().pane(0).status(), SearchStatus::kNoPath);
}

TEST(Session, PaintingNeverCoversStartOrGoal) {
    Session session;
    const Scene before = session.scene();
    session.paint(before.start, before.goal, Brush::kWall);
    session.update();
    EXPECT_TRUE(session.scene().grid.passable(before.start));
    EXPECT_TRUE(session.scene().grid.passable(before.goal));
}

TEST(Session, AnEditRestartsTheSearchAndReplaysToTheSamePosition) {
    Session session;
    for (int k = 0; k < 30; ++k) session.step();
    const auto rebuilds = session.rebuild_count();
    session.paint({30, 20}, {30, 22}, Brush::kWall);
    session.update();
    EXPECT_EQ(session.position(), 30);
    EXPECT_GT(session.rebuild_count(), rebuilds);
    EXPECT_EQ(session.scene().grid.cost({30, 21}), kWall);
    // What is shown equals a fresh comparison of the edited scene stepped 30 times.
    Comparison fresh;
    fresh.reset(session.scene());
    fresh.seek(30);
    for (int i = 0; i < fresh.pane_count(); ++i) {
        EXPECT_EQ(fresh.pane(i).counters().pushes,
                  session.comparison().pane(i).counters().pushes);
    }
}

// A teacher at step 30 drags the goal past the start: next to it, the searches end at once,
// and the panes show that end. Dragged on, or the drag undone, the searches go back to step 30,
// not to the end of the new searches (QA pass: they were held at their end, step 316).
TEST(Session, AnEditThatEndsTheSearchesSoonerKeepsTheChosenStepForTheNext) {
    Session session;
    session.seek(30);
    const Cell goal = session.scene().goal;
    const Cell beside_start{session.scene().start.x + 1, session.scene().start.y};
    ASSERT_TRUE(session.scene().grid.passable(beside_start));

    session.begin_action();
    ASSERT_TRUE(session.move_goal(beside_start));
    session.update();
    ASSERT_LT(session.position(), 30);
    ASSERT_TRUE(session.comparison().all_finished());
    ASSERT_TRUE(session.move_goal(goal));  // the same drag goes on
    session.update();
    EXPECT_EQ(session.position(), 30);
    EXPECT_FALSE(session.comparison().all_finished());

    session.begin_action();
    ASSERT_TRUE(session.move_goal(beside_start));
    session.update();
    ASSERT_LT(session.position(), 30);
    ASSERT_TRUE(session.undo());
    session.update();
    EXPECT_EQ(session.position(), 30) << "undone, the drag goes back to the chosen step";

    // At the searches' new end, a step asks for the end: edits then replay to it.
    session.begin_action();
    ASSERT_TRUE(session.move_goal(beside_start));
    session.update();
    session.step();
    ASSERT_TRUE(session.move_goal(goal));
    session.update();
    EXPECT_TRUE(session.comparison().all_finished());
    EXPECT_GT(session.position(), 30);
}

TEST(Session, DraggingTheGoalOfAFinishedSearchReplansToTheEnd) {
    Session session;
    session.run_to_end();
    ASSERT_TRUE(session.move_goal({35, 20}));
    session.update();
    for (int i = 0; i < session.pane_count(); ++i) {
        const GridSearch& pane = session.comparison().pane(i);
        EXPECT_EQ(pane.status(), SearchStatus::kFound);
        EXPECT_EQ(pane.cell(pane.path().back()), (Cell{35, 20}));
    }
}

TEST(Session, StartAndGoalCannotMoveOntoAWallOrOffTheMap) {
    Session session;
    const Cell wall{18, 5};  // part of the default scene's wall
    ASSERT_FALSE(session.scene().grid.passable(wall));
    EXPECT_FALSE(session.move_start(wall));
    EXPECT_FALSE(session.move_goal({-1, 3}));
    EXPECT_FALSE(session.move_goal({40, 3}));
}

TEST(Session, StartAndGoalCannotMoveOntoEachOther) {
    Session session;
    const Cell start = session.scene().start, goal = session.scene().goal;
    EXPECT_FALSE(session.move_start(goal));
    EXPECT_FALSE(session.move_goal(start));
    EXPECT_EQ(session.scene().start, start);
    EXPECT_EQ(session.scene().goal, goal);
}

TEST(Session, ANewSceneStartsAtStepZeroWhereAnEditReplays) {
    Session session;
    session.run_to_end();
    ASSERT_GT(session.position(), 0);
    Scene next = default_scene();
    next.grid.set_cost({30, 21}, kWall);  // another map than the one shown
    session.replace_scene(next);
    EXPECT_EQ(session.position(), 0);
    EXPECT_EQ(session.scene().grid.cost({30, 21}), kWall);
    for (int i = 0; i < session.pane_count(); ++i) {
        EXPECT_EQ(session.comparison().pane(i).counters().expansions, 0);
        EXPECT_EQ(session.comparison().pane(i).status(), SearchStatus::kSearching);
    }
}

TEST(Session, PlayAfterTheEndReplaysFromStepZero) {
    Session session;
    session.run_to_end();
    session.set_playing(true);
    EXPECT_FALSE(session.playing()) << "nothing left to play";
    session.play();
    EXPECT_TRUE(session.playing());
    EXPECT_EQ(session.position(), 0);
    session.step();
    session.set_playing(false);
    session.play();  // mid-search: carries on from where it is
    EXPECT_EQ(session.position(), 1);
    EXPECT_TRUE(session.playing());
}

// One drag is one action: every segment of a stroke painted between two begin_action() calls
// is undone together, and redo paints it all again.
TEST(Session, AWholeStrokeIsUndoneAndRedoneAsOneAction) {
    Session session;
    const Scene original = session.scene();
    EXPECT_FALSE(session.can_undo());
    EXPECT_FALSE(session.undo()) << "nothing to undo yet";
    session.begin_action();
    ASSERT_TRUE(session.paint({30, 2}, {30, 6}, Brush::kWall));
    ASSERT_TRUE(session.paint({30, 2}, {34, 2}, Brush::kWall));
    const Scene painted = session.scene();
    ASSERT_TRUE(session.can_undo());
    EXPECT_EQ(session.undo_name(), "painting");

    const auto undone = session.undo();
    ASSERT_TRUE(undone);
    EXPECT_EQ(undone->what, "painting");
    EXPECT_FALSE(undone->new_map);
    EXPECT_EQ(session.scene(), original);
    EXPECT_FALSE(session.can_undo());
    ASSERT_TRUE(session.can_redo());
    EXPECT_EQ(session.redo_name(), "painting");

    ASSERT_TRUE(session.redo());
    EXPECT_EQ(session.scene(), painted);
    EXPECT_FALSE(session.can_redo());
    EXPECT_FALSE(session.redo()) << "nothing left to redo";
}

TEST(Session, EachActionIsUndoneInTurnNewestFirst) {
    Session session;
    const Scene original = session.scene();
    session.begin_action();
    ASSERT_TRUE(session.paint({30, 2}, {30, 6}, Brush::kWall));
    const Scene after_stroke = session.scene();
    session.begin_action();
    ASSERT_TRUE(session.move_goal({31, 2}));
    session.move_goal({32, 2});  // the same drag
    const Scene after_drag = session.scene();
    session.begin_action();
    session.set_pane(1, {Algorithm::kDijkstra, Heuristic::kZero, 1.0});
    session.begin_action();
    session.begin_action();  // a click that changed nothing makes no action
    EXPECT_EQ(session.undo_name(), "changing a pane's search");

    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.scene(), after_drag);
    EXPECT_EQ(session.undo_name(), "moving the goal");
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.scene(), after_stroke) << "the whole drag of the goal, at once";
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.scene(), original);
    EXPECT_FALSE(session.undo());
}

// What could be redone followed a scene that a new edit has replaced.
TEST(Session, ANewEditForgetsWhatCouldBeRedone) {
    Session session;
    session.begin_action();
    ASSERT_TRUE(session.paint({30, 2}, {30, 6}, Brush::kWall));
    ASSERT_TRUE(session.undo());
    ASSERT_TRUE(session.can_redo());
    session.begin_action();
    ASSERT_TRUE(session.paint({32, 2}, {32, 6}, Brush::kSwamp));
    EXPECT_FALSE(session.can_redo());
    EXPECT_EQ(session.scene().grid.cost({30, 4}), kPlainGround) << "the undone stroke stays gone";
}

// Ctrl+Z in the middle of a drag, then the drag goes on: what it paints next is an action of
// its own, not lost and not merged with the one undone.
TEST(Session, ADragThatGoesOnAfterAnUndoIsANewAction) {
    Session session;
    const Scene original = session.scene();
    session.begin_action();
    ASSERT_TRUE(session.paint({30, 2}, {30, 4}, Brush::kWall));
    ASSERT_TRUE(session.undo());
    ASSERT_TRUE(session.paint({30, 4}, {30, 6}, Brush::kWall));  // no begin_action: same drag
    ASSERT_TRUE(session.can_undo());
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.scene(), original);
}

// An edit undone replays to the step shown now, like any edit. A new map undone goes back to
// the step its map was left at, and redone to the step the new map was left at: a preset
// opened by mistake at step 12 and undone went back to step 0 (QA pass).
TEST(Session, UndoingAnEditReplaysWhereUndoingANewMapGoesBackToItsStep) {
    Session session;
    session.seek(12);
    session.update();
    session.begin_action();
    ASSERT_TRUE(session.paint({30, 2}, {30, 6}, Brush::kWall));
    session.update();
    ASSERT_EQ(session.position(), 12);
    ASSERT_TRUE(session.undo());
    session.update();
    EXPECT_EQ(session.position(), 12) << "an edit undone replays, like an edit";

    const Scene original = session.scene();
    Scene next = original;
    next.grid.set_cost({30, 21}, kWall);
    session.replace_scene(next);
    EXPECT_EQ(session.position(), 0) << "a new map opens at step 0";
    session.seek(30);
    session.update();
    const auto undone = session.undo();
    ASSERT_TRUE(undone);
    EXPECT_TRUE(undone->new_map);
    EXPECT_EQ(undone->what, "opening a new map");
    session.update();
    EXPECT_EQ(session.scene(), original);
    EXPECT_EQ(session.position(), 12);

    ASSERT_TRUE(session.redo());
    session.update();
    EXPECT_EQ(session.scene(), next);
    EXPECT_EQ(session.position(), 30);

    // Left at the end, it comes back at the end, however long the searches are.
    session.run_to_end();
    session.update();
    const int end = session.position();
    ASSERT_TRUE(session.undo());
    session.update();
    ASSERT_TRUE(session.redo());
    session.update();
    EXPECT_EQ(session.position(), end);
    EXPECT_TRUE(session.comparison().all_finished());
}

// The name of the file a map came from goes with that map, and so do its characters: kept
// through edits, gone with an undo of its load, back with the redo (Save .map writes them).
TEST(Session, AMapsFileNameComesAndGoesWithIt) {
    Session session;
    EXPECT_EQ(session.map_name(), "");
    EXPECT_EQ(session.map_file(), nullptr);
    Scene loaded = session.scene();
    loaded.grid.set_cost({30, 21}, kWall);
    const auto file = std::make_shared<const MovingAiMap>(from_grid(loaded.grid));
    session.replace_scene(loaded, "mine.map", file);
    EXPECT_EQ(session.map_name(), "mine.map");
    EXPECT_EQ(session.map_file(), file.get());
    session.begin_action();
    ASSERT_TRUE(session.paint({30, 2}, {30, 6}, Brush::kWall));
    EXPECT_EQ(session.map_name(), "mine.map") << "an edit keeps it";
    EXPECT_EQ(session.map_file(), file.get());
    ASSERT_TRUE(session.undo());  // the stroke
    EXPECT_EQ(session.map_name(), "mine.map");
    ASSERT_TRUE(session.undo());  // the load
    EXPECT_EQ(session.map_name(), "");
    EXPECT_EQ(session.map_file(), nullptr);
    ASSERT_TRUE(session.redo());
    EXPECT_EQ(session.map_name(), "mine.map");
    EXPECT_EQ(session.map_file(), file.get());
    ASSERT_TRUE(session.redo());
    EXPECT_EQ(session.map_name(), "mine.map");
    // A map from elsewhere (a preset, a link) has no file; undoing it brings mine.map back.
    session.replace_scene(default_scene());
    EXPECT_EQ(session.map_name(), "");
    EXPECT_EQ(session.map_file(), nullptr);
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.map_name(), "mine.map");
    EXPECT_EQ(session.map_file(), file.get());
}

TEST(Session, AClearIsAnActionOfItsOwn) {
    Session session;
    const Scene original = session.scene();
    session.begin_action();
    ASSERT_TRUE(session.move_start({1, 1}));
    const Scene moved = session.scene();
    ASSERT_TRUE(session.clear_walls());  // no begin_action: the key or button began none
    EXPECT_FALSE(session.clear_walls()) << "nothing left to clear";
    ASSERT_TRUE(session.paint({30, 2}, {30, 6}, Brush::kWall));
    EXPECT_EQ(session.undo_name(), "painting") << "the clear's press ended with the clear";
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.undo_name(), "clearing the map");
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.scene(), moved);
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.scene(), original);
}

TEST(Session, CountsEveryChangeOfTheScene) {
    Session session;
    const auto before = session.scene_changes();
    session.begin_action();
    ASSERT_TRUE(session.paint({30, 2}, {30, 6}, Brush::kWall));
    const auto painted = session.scene_changes();
    EXPECT_GT(painted, before);
    session.step();
    EXPECT_EQ(session.scene_changes(), painted) << "a step changes no scene";
    ASSERT_TRUE(session.undo());
    EXPECT_GT(session.scene_changes(), painted);
}

TEST(Session, PanesAddedOrRemovedAreUndone) {
    Session session;
    const int panes = session.pane_count();
    session.begin_action();
    ASSERT_TRUE(session.add_pane({Algorithm::kDijkstra, Heuristic::kZero, 1.0}));
    session.update();
    ASSERT_EQ(session.pane_count(), panes + 1);
    ASSERT_TRUE(session.undo());
    session.update();
    EXPECT_EQ(session.pane_count(), panes);
    EXPECT_EQ(session.comparison().pane_count(), panes);
    ASSERT_TRUE(session.redo());
    session.update();
    EXPECT_EQ(session.comparison().pane_count(), panes + 1);
}

// A weight typed into the slider can be anything; a pane keeps to what a link can carry.
TEST(Session, PaneWeightsStayWithinWhatALinkCanCarry) {
    Session session;
    session.set_pane(0, {Algorithm::kAStar, Heuristic::kOctile, 1e9});
    EXPECT_EQ(session.scene().panes[0].weight, kMaxWeight);
    session.set_pane(0, {Algorithm::kAStar, Heuristic::kOctile, -3.0});
    EXPECT_EQ(session.scene().panes[0].weight, 0.0);
    session.set_pane(0, {Algorithm::kAStar, Heuristic::kOctile, std::nan("")});
    EXPECT_EQ(session.scene().panes[0].weight, 1.0);
    session.set_pane(0, {Algorithm::kAStar, Heuristic::kOctile, 1e9});
    const SceneLinkResult back = decode_scene_link(encode_scene_link(session.scene()));
    ASSERT_TRUE(back.scene) << back.error;
    EXPECT_EQ(back.scene->panes[0].weight, kMaxWeight);
    // A typed -0 is 0, and a link says "0", not "-0".
    session.set_pane(0, {Algorithm::kAStar, Heuristic::kOctile, -0.0});
    EXPECT_FALSE(std::signbit(session.scene().panes[0].weight));
    EXPECT_NE(encode_scene_link(session.scene()).find("astar.octile.0,"), std::string::npos);
}

// Seeking past the end of finished searches changes nothing: no rebuild, so the app uploads
// no cells again (a link's k past the end, or many steps asked for at once).
TEST(Session, SeekingPastTheEndRebuildsNothing) {
    Session session;
    session.run_to_end();
    const unsigned long long rebuilds = session.rebuild_count();
    const int end = session.position();
    session.seek(end + 5);
    session.seek(end + 100000);
    EXPECT_EQ(session.position(), end);
    EXPECT_EQ(session.rebuild_count(), rebuilds);
}

TEST(Session, SpeedStaysWithinTheSlidersRange) {
    Session session;
    session.set_speed(0.1);
    EXPECT_EQ(session.speed(), Session::kMinSpeed);
    session.set_speed(1e9);
    EXPECT_EQ(session.speed(), Session::kMaxSpeed);
    session.set_speed(250);
    EXPECT_EQ(session.speed(), 250);
}

TEST(Session, PlayingTakesStepsAtTheChosenSpeedAndStopsAtTheEnd) {
    Session session;
    session.set_speed(100);
    session.set_playing(true);
    EXPECT_EQ(session.advance(0.05, 1.0, 1.0), 5);
    EXPECT_EQ(session.advance(0.015, 1.0, 1.0), 1);  // 1.5 steps: one now...
    EXPECT_EQ(session.advance(0.005, 1.0, 1.0), 1);  // ...and the half carried over
    session.set_speed(1e6);
    session.advance(10.0, 5.0, 5.0);
    EXPECT_TRUE(session.comparison().all_finished());
    EXPECT_FALSE(session.playing());
}

TEST(Session, StepBackUndoesExactlyOneStepInEveryPane) {
    Session session;
    for (int k = 0; k < 12; ++k) session.step();
    session.step_back();
    EXPECT_EQ(session.position(), 11);
    for (int i = 0; i < session.pane_count(); ++i) {
        EXPECT_EQ(session.comparison().pane(i).counters().expansions, 11);
        PaneVisuals fresh;
        fresh.rebuild(session.scene(), session.comparison().pane(i));
        EXPECT_EQ(session.visuals(i).codes(), fresh.codes());
    }
}

// Seeks back and forth, long and short, across the ends of the searches: the visuals, kept
// up to date from the undo logs instead of rebuilt, equal a rebuild after each, for every
// algorithm (the depth-first walk backs out of cells), and the found path comes off and back.
TEST(Session, SeekingAnywhereKeepsTheVisualsOfAFullRebuildWithoutOne) {
    const Scene scene = every_algorithm_scene(11);
    Session session(scene);
    session.run_to_end();
    const int end = session.position();
    ASSERT_GT(end, 100);
    std::uint64_t random = 12345;
    for (int k = 0; k < 200; ++k) {
        random = random * 6364136223846793005ULL + 1442695040888963407ULL;
        // Every other seek a short one (Step back, a nudge of the Timeline), else anywhere.
        const int r = static_cast<int>((random >> 33) % static_cast<std::uint64_t>(end + 1));
        const int target = k % 2 == 0 ? std::max(session.position() - 1 - r % 3, 0) : r;
        session.seek(target);
        ASSERT_EQ(session.position(), target);
        for (int i = 0; i < session.pane_count(); ++i) {
            PaneVisuals fresh;
            fresh.rebuild(session.scene(), session.comparison().pane(i));
            ASSERT_EQ(session.visuals(i).codes(), fresh.codes())
                << "pane " << i << ", seek " << k << " to " << target;
        }
    }
    session.seek(end);
    for (int i = 0; i < session.pane_count(); ++i) {
        PaneVisuals fresh;
        fresh.rebuild(session.scene(), session.comparison().pane(i));
        EXPECT_EQ(session.visuals(i).codes(), fresh.codes()) << "pane " << i << " at the end";
    }
    // Moves by a few steps, back or forth, never rebuild.
    const unsigned long long rebuilds = session.rebuild_count();
    session.seek(end / 2);
    session.seek(end / 2 - 3);
    session.step_back();
    session.seek(end / 2 + 40);
    EXPECT_EQ(session.rebuild_count(), rebuilds);
}

TEST(Session, PanesCanBeAddedUpToFourAndRemovedDownToOne) {
    Session session;
    EXPECT_TRUE(session.add_pane({Algorithm::kDijkstra, Heuristic::kZero, 1.0}));
    EXPECT_FALSE(session.add_pane({Algorithm::kDijkstra, Heuristic::kZero, 1.0}));
    session.update();
    EXPECT_EQ(session.pane_count(), 4);
    for (int k = 0; k < 3; ++k) EXPECT_TRUE(session.remove_pane(0));
    EXPECT_FALSE(session.remove_pane(0));
    session.update();
    EXPECT_EQ(session.pane_count(), 1);
}

TEST(SpeedText, StepsPerSecondInThreeDigitsAndOneStepAtTheSlowest) {
    EXPECT_EQ(speed_text(1.0), "1 step/s");
    EXPECT_EQ(speed_text(1.003), "1 step/s");  // the slider's log scale lands near 1
    EXPECT_EQ(speed_text(1.5), "1.5 steps/s");
    EXPECT_EQ(speed_text(20), "20 steps/s");
    EXPECT_EQ(speed_text(160.4), "160 steps/s");
    EXPECT_EQ(speed_text(999.6), "1k steps/s");
    EXPECT_EQ(speed_text(16000), "16k steps/s");
    EXPECT_EQ(speed_text(999.6e3), "1M steps/s");
    EXPECT_EQ(speed_text(1e6), "1M steps/s");
}

TEST(TypedSpeedText, TheWholeNumberThatReadsBackAsTheSpeed) {
    EXPECT_EQ(typed_speed_text(2500), "2500 steps/s");
    EXPECT_EQ(typed_speed_text(1e6), "1000000 steps/s");
    EXPECT_EQ(typed_speed_text(2.5), "2.5 steps/s");
    EXPECT_EQ(typed_speed_text(1), "1 step/s");
    // What the text field reads (the number at the front) is the speed, as the log slider
    // leaves it too.
    for (const double speed : {2500.0, 999.6, 16000.0, std::pow(10.0, 3.0914), 1e6}) {
        const double read = std::strtod(typed_speed_text(speed).c_str(), nullptr);
        EXPECT_NEAR(read, speed, speed * 1e-9) << typed_speed_text(speed);
    }
}

}  // namespace
}  // namespace astar::app

namespace astar::app {
namespace {

// The smoothed path is worked out when asked for, from the searches' own scene: it runs from
// the start to the goal the search reached, also while an edit is pending.
TEST(SmoothedPath, WorkedOutWhenAskedForFromTheSearchesOwnScene) {
    Session session(test::corner_scene(40, 30, 0.2, 5));
    EXPECT_TRUE(session.smoothed_path(0).points.empty());  // nothing found yet
    session.run_to_end();
    const Cell goal = session.scene().goal;
    ASSERT_EQ(session.comparison().pane(0).status(), SearchStatus::kFound);
    ASSERT_FALSE(session.smoothed_path(0).points.empty());
    EXPECT_EQ(session.smoothed_path(0).points.front(), session.scene().start);
    EXPECT_EQ(session.smoothed_path(0).points.back(), goal);

    // A free cell a few steps from the goal.
    Cell moved{-1, -1};
    for (const Cell c : {Cell{37, 29}, Cell{39, 27}, Cell{36, 29}, Cell{39, 26}, Cell{35, 28}}) {
        if (session.scene().grid.passable(c)) {
            moved = c;
            break;
        }
    }
    ASSERT_TRUE(session.move_goal(moved));  // pending: the searches still end at the old goal
    EXPECT_EQ(session.smoothed_path(0).points.back(), goal);
    session.update();
    ASSERT_EQ(session.comparison().pane(0).status(), SearchStatus::kFound);
    EXPECT_EQ(session.smoothed_path(0).points.back(), moved);
}

}  // namespace
}  // namespace astar::app
