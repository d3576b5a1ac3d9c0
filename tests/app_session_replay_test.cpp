// An edit's replay spread over frames (Session::advance with a time budget): however the work
// is sliced, what the session ends up showing is what update() gives at once, and each frame in
// between shows a consistent state. A zero budget makes the slices deterministic: one slice of
// the replay, or of the Dijkstra check, per advance() call.
#include <gtest/gtest.h>

#include "app/model/session.hpp"
#include "support/scene_support.hpp"

namespace astar::app {
namespace {

// Big enough that a replay to the end takes several slices (kReplaySlice steps each).
Scene big_scene() {
    Scene s = test::corner_scene(240, 180, 0.2, 11);
    s.grid.set_cost({120, 90}, 4);  // terrain too: the replay is not the plain-ground loop
    return s;
}

void expect_same_as_fresh_visuals(const Session& session) {
    for (int i = 0; i < session.pane_count(); ++i) {
        PaneVisuals fresh;
        fresh.rebuild(session.scene(), session.comparison().pane(i));
        ASSERT_EQ(session.visuals(i).codes(), fresh.codes()) << "pane " << i;
    }
}

void expect_same_state(const Session& a, const Session& b) {
    ASSERT_EQ(a.position(), b.position());
    ASSERT_EQ(a.pane_count(), b.pane_count());
    for (int i = 0; i < a.pane_count(); ++i) {
        const PaneSummary sa = a.comparison().summary(i), sb = b.comparison().summary(i);
        EXPECT_EQ(sa.status, sb.status) << "pane " << i;
        EXPECT_EQ(sa.expansions, sb.expansions) << "pane " << i;
        EXPECT_EQ(sa.pushes, sb.pushes) << "pane " << i;
        EXPECT_EQ(sa.path_cost, sb.path_cost) << "pane " << i;
        EXPECT_EQ(sa.optimal, sb.optimal) << "pane " << i;
        EXPECT_EQ(a.visuals(i).codes(), b.visuals(i).codes()) << "pane " << i;
        EXPECT_EQ(a.comparison().open_size_over_time(i), b.comparison().open_size_over_time(i));
    }
}

// Frames of advance() (nothing playing) until the replay under way is done; checks that each
// frame shows the searches as they are, and that they only move forward. The frames it took.
int frames_until_replayed(Session& session) {
    int frames = 0;
    int last_position = -1;
    while (session.replaying()) {
        EXPECT_EQ(session.advance(1.0 / 60, 0.0, 0.0), 0);  // nothing plays
        ++frames;
        expect_same_as_fresh_visuals(session);
        EXPECT_GT(session.position(), last_position);
        last_position = session.position();
        if (frames >= 1000) {
            ADD_FAILURE() << "no end to the replay";
            break;
        }
    }
    return frames;
}

TEST(SessionReplay, ADraggedGoalIsReplayedASliceAtATimeToWhatUpdateGives) {
    Session sliced(big_scene());
    sliced.run_to_end();
    const int end_before = sliced.position();
    ASSERT_GT(end_before, 3 * 4096) << "the map is too easy to need slices";
    Session at_once(sliced.scene());
    at_once.run_to_end();

    ASSERT_TRUE(sliced.move_goal({238, 178}));
    ASSERT_TRUE(at_once.move_goal({238, 178}));
    at_once.update();

    ASSERT_TRUE(sliced.replaying());  // from the edit on
    EXPECT_GT(frames_until_replayed(sliced), 2);
    EXPECT_TRUE(sliced.comparison().all_finished());
    expect_same_state(sliced, at_once);
}

TEST(SessionReplay, TheDijkstraCheckComesInSlicesAfterTheReplayAndUpdateSettlesIt) {
    Session session(big_scene());
    session.run_to_end();
    EXPECT_TRUE(session.comparison().optimum_known());  // a sync call leaves nothing to check
    // A moved start: the check is a new Dijkstra search (a moved goal's goes on from the last
    // one's, see the next test).
    Cell start{1, 0};
    while (!session.scene().grid.passable(start)) ++start.x;
    ASSERT_TRUE(session.move_start(start));
    while (session.replaying()) session.advance(0.0, 0.0, 0.0);
    ASSERT_TRUE(session.comparison().all_finished());
    // Finished, but not yet checked: the summary says so instead of guessing.
    const auto if_known = Comparison::OptimumCheck::kIfKnown;
    ASSERT_FALSE(session.comparison().optimum_known());
    EXPECT_TRUE(session.comparison().summary(0, if_known).finished);
    EXPECT_FALSE(session.comparison().summary(0, if_known).checked);
    int frames = 0;
    while (!session.comparison().optimum_known()) {
        session.advance(0.0, 0.0, 0.0);
        ASSERT_LT(++frames, 1000);
    }
    EXPECT_GT(frames, 1);
    EXPECT_TRUE(session.comparison().summary(0, if_known).checked);

    // update() does the whole replay and the check at once.
    ASSERT_TRUE(session.move_goal({238, 179}));
    session.advance(0.0, 0.0, 0.0);
    ASSERT_TRUE(session.replaying());
    session.update();
    EXPECT_FALSE(session.replaying());
    EXPECT_TRUE(session.comparison().all_finished());
    EXPECT_TRUE(session.comparison().optimum_known());
}

TEST(SessionReplay, AMovedGoalIsCheckedWithoutANewDijkstraSearch) {
    // Dijkstra's expansions do not depend on the goal: the check of a dragged goal goes on from
    // the last one's search (Comparison::reset, GridSearch::retarget). A goal moved to a cell
    // that search had expanded is checked as soon as the replay ends, with the optimum of a
    // fresh check.
    Session session(big_scene());
    session.run_to_end();
    ASSERT_TRUE(session.comparison().optimum_known());
    for (Cell goal : {Cell{238, 179}, Cell{237, 179}, Cell{236, 178}}) {
        if (!session.scene().grid.passable(goal)) continue;
        ASSERT_TRUE(session.move_goal(goal));
        while (session.replaying()) session.advance(0.0, 0.0, 0.0);
        ASSERT_TRUE(session.comparison().all_finished());
        EXPECT_TRUE(session.comparison().optimum_known());
        Comparison fresh;
        fresh.reset(session.scene());
        EXPECT_EQ(session.comparison().optimal_cost(), fresh.optimal_cost());
    }
}

TEST(SessionReplay, AnEditDuringAReplayGoesWhereThatReplayWasGoing) {
    Session session(big_scene());
    session.run_to_end();
    ASSERT_TRUE(session.move_goal({238, 178}));
    session.advance(0.0, 0.0, 0.0);
    ASSERT_TRUE(session.replaying());
    ASSERT_FALSE(session.comparison().all_finished());
    // Mid-replay the comparison is not at its end; the next move must still go to the end.
    ASSERT_TRUE(session.move_goal({237, 178}));
    while (session.replaying()) session.advance(0.0, 0.0, 0.0);
    EXPECT_TRUE(session.comparison().all_finished());

    // Likewise to a position that is not the end.
    session.seek(5000);
    ASSERT_TRUE(session.move_goal({238, 178}));
    session.advance(0.0, 0.0, 0.0);
    ASSERT_TRUE(session.replaying());
    ASSERT_TRUE(session.move_goal({237, 178}));
    while (session.replaying()) session.advance(0.0, 0.0, 0.0);
    EXPECT_EQ(session.position(), 5000);
}

TEST(SessionReplay, StepsDuringAReplayCountFromWhereItGoesNotFromWhereItHasGot) {
    // N, B and the arrow keys mid-replay sent the searches back to the half-replayed step
    // (QA pass).
    Session session(big_scene());
    session.run_to_end();
    ASSERT_TRUE(session.move_goal({238, 178}));
    Session at_once(session.scene());
    at_once.run_to_end();
    const int end = at_once.position();
    session.advance(0.0, 0.0, 0.0);
    ASSERT_TRUE(session.replaying());
    ASSERT_LT(session.position(), end);
    EXPECT_TRUE(session.all_finished());  // it goes to the end: Play would start over
    session.step_by(1);
    EXPECT_EQ(session.position(), end);
    EXPECT_TRUE(session.comparison().all_finished());

    ASSERT_TRUE(session.move_goal({238, 179}));
    at_once.move_goal({238, 179});
    at_once.update();
    session.advance(0.0, 0.0, 0.0);
    ASSERT_TRUE(session.replaying());
    session.step_back();
    EXPECT_EQ(session.position(), at_once.position() - 1);

    // A replay to a step that is not the end: not finished, and steps count from that step.
    session.seek(5000);
    ASSERT_TRUE(session.move_goal({238, 178}));
    EXPECT_FALSE(session.all_finished());
    session.advance(0.0, 0.0, 0.0);
    ASSERT_TRUE(session.replaying());
    EXPECT_FALSE(session.all_finished());
    session.step_by(3);
    EXPECT_EQ(session.position(), 5003);
}

TEST(SessionReplay, PlayingWaitsForTheReplayThenGoesOnFromWhereItWas) {
    Session session(big_scene());
    session.run_to_end();
    ASSERT_GT(session.position(), 10200);
    session.seek(10000);
    session.set_speed(100);
    session.set_playing(true);
    ASSERT_TRUE(session.move_goal({238, 178}));
    // A second of playing asks for 100 steps, but the replay comes first: the frame that
    // finishes it may play them, no frame before.
    EXPECT_EQ(session.advance(1.0, 1.0, 0.0), 0);
    ASSERT_TRUE(session.replaying());
    int played = 0;
    while (session.replaying()) {
        ASSERT_LE(session.position(), 10000);
        played += session.advance(1.0, 1.0, 0.0);
    }
    EXPECT_LE(played, 100);
    EXPECT_EQ(session.position(), 10000 + played);
    EXPECT_TRUE(session.playing());
    EXPECT_EQ(session.advance(1.0, 1.0, 0.0), 100);
    EXPECT_EQ(session.position(), 10100 + played);
}

// advance() plays in slices of seek() without step reports, its cells from the undo log; a
// session stepped one step() at a time must show the same, frame by frame, to the end.
void expect_playing_shows_what_stepping_shows(const Scene& scene) {
    Session played(scene);
    Session stepped(scene);
    played.set_speed(1000);
    played.play();
    const double frames[] = {0.001, 0.007, 0.064, 0.065, 0.2, 1.5, 0.003};
    for (int frame = 0; played.playing(); ++frame) {
        ASSERT_LT(frame, 1000);
        const int taken = played.advance(frames[frame % 7], 1.0, 0.0);
        for (int k = 0; k < taken; ++k) stepped.step();
        ASSERT_NO_FATAL_FAILURE(expect_same_state(played, stepped)) << "frame " << frame;
    }
    EXPECT_TRUE(played.comparison().all_finished());
    EXPECT_GT(played.position(), 500);  // many frames' worth, slices cut short at the end
    for (int i = 0; i < played.pane_count(); ++i) {
        EXPECT_EQ(played.comparison().pane(i).status(), SearchStatus::kFound) << "pane " << i;
    }
    expect_same_as_fresh_visuals(played);
}

TEST(SessionReplay, PlayingShowsWhatSteppingShows) {
    expect_playing_shows_what_stepping_shows(big_scene());
}

TEST(SessionReplay, PlayingShowsWhatSteppingShowsForEveryAlgorithm) {
    Scene scene = test::corner_scene(120, 90, 0.15, 7,
                                     {{Algorithm::kDepthFirstWalk, Heuristic::kOctile, 1.0},
                                      {Algorithm::kBreadthFirst, Heuristic::kZero, 1.0},
                                      {Algorithm::kGreedyBestFirst, Heuristic::kEuclidean, 1.0},
                                      {Algorithm::kAStar, Heuristic::kOctile, 3.0}});
    scene.grid.set_cost({60, 45}, 4);
    expect_playing_shows_what_stepping_shows(scene);
}

TEST(SessionReplay, TheOptimumIsWorkedOutWhileTheSearchesPlayBeforeAnyEnds) {
    // A scenario's note compares the file's optimal length with the app's from the start.
    Session session(big_scene());
    ASSERT_FALSE(session.comparison().optimum_known());
    session.set_speed(60);
    session.play();
    int frames = 0;
    while (!session.comparison().optimum_known()) {
        session.advance(1.0 / 60, 1.0, 0.0);  // one step a frame, then a slice of Dijkstra
        ASSERT_LT(++frames, 1000);
    }
    EXPECT_GT(frames, 1);
    EXPECT_NEAR(session.position(), frames, 1);  // playing went on meanwhile
    for (int i = 0; i < session.pane_count(); ++i) {
        EXPECT_EQ(session.comparison().pane(i).status(), SearchStatus::kSearching) << "pane " << i;
    }
    EXPECT_TRUE(session.playing());
}

// The step report that a fresh search of pane i's problem makes at that pane's expansion.
StepResult fresh_report(const Session& session, int i) {
    const GridSearch& pane = session.comparison().pane(i);
    GridSearch fresh;
    EXPECT_TRUE(fresh.begin(pane.graph().grid(), pane.problem()));
    StepResult last;
    while (fresh.counters().expansions < pane.counters().expansions) last = fresh.step();
    return last;
}

void expect_latest_expansion_in_full(Session& session) {
    for (int i = 0; i < session.pane_count(); ++i) {
        const StepResult want = fresh_report(session, i);
        const StepResult* got = session.latest_expansion(i);
        ASSERT_NE(got, nullptr) << "pane " << i;
        EXPECT_TRUE(got->complete) << "pane " << i;
        EXPECT_EQ(got->step, want.step) << "pane " << i;
        EXPECT_EQ(got->expanded, want.expanded) << "pane " << i;
        ASSERT_EQ(got->neighbor_count, want.neighbor_count) << "pane " << i;
        for (std::size_t n = 0; n < static_cast<std::size_t>(want.neighbor_count); ++n) {
            EXPECT_EQ(got->neighbors[n].node, want.neighbors[n].node) << "pane " << i;
            EXPECT_EQ(got->neighbors[n].outcome, want.neighbors[n].outcome) << "pane " << i;
        }
    }
}

// The Open list section explains the latest expansion in every frame, mid-replay too: asking
// for it neither moves the searches nor changes what the panes show.
TEST(SessionReplay, TheLatestExpansionIsExplainedMidReplayWithoutMovingTheSearches) {
    Session session(big_scene());
    EXPECT_EQ(session.latest_expansion(0), nullptr);  // step 0: nothing expanded yet
    session.run_to_end();
    expect_latest_expansion_in_full(session);
    ASSERT_TRUE(session.move_goal({238, 178}));
    session.advance(0.0, 0.0, 0.0);
    ASSERT_TRUE(session.replaying());
    const int position = session.position();
    expect_latest_expansion_in_full(session);
    EXPECT_EQ(session.position(), position);
    EXPECT_TRUE(session.replaying());
    expect_same_as_fresh_visuals(session);

    Session at_once(session.scene());
    at_once.run_to_end();
    while (session.replaying()) session.advance(0.0, 0.0, 0.0);
    expect_latest_expansion_in_full(session);
    expect_same_state(session, at_once);
    session.step_by(-1);  // and after a step back
    expect_latest_expansion_in_full(session);
}

// Run to end from the UI goes a slice per frame, as a replay does, and ends where
// run_to_end() does at once; an edit on the way replays to the end, in an edit's words.
TEST(SessionReplay, RunToEndFromTheUiGoesASliceAtATimeToWhatRunToEndGives) {
    Session sliced(big_scene());
    sliced.step_by(5);
    Session at_once(sliced.scene());
    at_once.run_to_end();

    sliced.run_to_end_in_slices();
    EXPECT_TRUE(sliced.running_to_end());
    EXPECT_TRUE(sliced.replaying());
    EXPECT_TRUE(sliced.all_finished());  // Play would start over, as at the end
    EXPECT_GT(frames_until_replayed(sliced), 2);
    EXPECT_FALSE(sliced.running_to_end());
    while (!sliced.comparison().optimum_known()) sliced.advance(0.0, 0.0, 0.0);
    expect_same_state(sliced, at_once);

    // Started again from step 0, and the goal moved on the way: an edit's replay, to the end.
    sliced.restart();
    sliced.run_to_end_in_slices();
    sliced.advance(0.0, 0.0, 0.0);
    ASSERT_TRUE(sliced.running_to_end());
    ASSERT_TRUE(sliced.move_goal({238, 178}));
    sliced.advance(0.0, 0.0, 0.0);
    EXPECT_TRUE(sliced.replaying());
    EXPECT_FALSE(sliced.running_to_end());
    while (sliced.replaying()) sliced.advance(0.0, 0.0, 0.0);
    EXPECT_TRUE(sliced.comparison().all_finished());
}

TEST(SessionReplay, ANewMapCancelsAReplay) {
    Session session(big_scene());
    session.run_to_end();
    ASSERT_TRUE(session.move_goal({238, 178}));
    session.advance(0.0, 0.0, 0.0);
    ASSERT_TRUE(session.replaying());
    session.replace_scene(default_scene());
    EXPECT_FALSE(session.replaying());
    EXPECT_EQ(session.position(), 0);
    session.advance(0.0, 0.0, 0.0);
    EXPECT_EQ(session.position(), 0);
    expect_same_as_fresh_visuals(session);
}

}  // namespace
}  // namespace astar::app
