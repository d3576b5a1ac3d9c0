// What playing costs the app per step, without a browser: the app's own Session (src/app/model)
// plays the frame goal's scene, a 1024 x 1024 random map (25% walls, corner to corner) with
// three panes (A* octile, Euclidean, Chebyshev), frame after frame at 100 000 steps a second, as
// frames.mjs makes the page play it, and asks for the first pane's latest expansion in full each
// frame (the sidebar's Open list section). Against that: the same three searches by run(), which
// keeps no undo log and takes the lean loop (what the node and native benchmarks time). Each
// repetition plays a new Session, so the undo log's vectors grow as on the app's first play of
// a map (its later replays reuse them).
//
// Why: a frame of playing is mostly seeks forward that keep the undo log, plus each step's cell
// codes; frames.mjs reports it as µs per lockstep step, but in a page that shares 2 cores with
// SwiftShader. This prints the same figure for the model alone, and ns per expansion, natively
// and (built by the wasm preset) in node, so that a change to the logged loop can be measured
// in seconds (bench/EXPERIMENTS.md).
//
// How to use (nothing fails because it is slow; it exits 1 if the paths disagree):
//     build/native/astar_play_loop_bench [--reps R (3)]
//     node --no-experimental-fetch build/wasm/bench/astar_play_loop_bench.js [--reps R]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "app/model/scene_files.hpp"
#include "app/model/session.hpp"
#include "core/grid_search.hpp"
#include "core/map_generators.hpp"

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kSide = 1024;
constexpr double kWalls = 0.25;
constexpr std::uint64_t kSeed = 7;
constexpr double kSpeed = 1e5;            // steps per second, as frames.mjs plays
constexpr double kFrameSeconds = 1.0 / 60.0;
constexpr double kNoBudget = 1e9;          // every frame takes all the steps it asks for

double seconds_since(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Start and goal where the app puts them on a loaded map (scene_with_grid: near opposite
// corners of the largest open area).
astar::Scene frame_goal_scene() {
    astar::Scene panes;
    for (astar::Heuristic h :
         {astar::Heuristic::kOctile, astar::Heuristic::kEuclidean, astar::Heuristic::kChebyshev}) {
        panes.panes.push_back({astar::Algorithm::kAStar, h, 1.0});
    }
    std::optional<astar::Scene> scene =
        astar::app::scene_with_grid(panes, astar::random_obstacles(kSide, kSide, kWalls, kSeed));
    if (!scene) std::abort();  // a quarter walls leaves free cells
    return *std::move(scene);
}

struct PlayResult {
    double seconds = 0;
    long long lockstep_steps = 0;
    long long expansions = 0;
    int frames = 0;
    std::vector<double> costs;
};

// Plays the scene from step 0 to its end, a frame at a time.
PlayResult play(const astar::Scene& scene) {
    astar::app::Session session(scene);
    // update() also finishes the Dijkstra search that checks the paths, which the app spreads
    // over its first frames: here it is not part of playing.
    session.update();
    session.set_speed(kSpeed);
    PlayResult r;
    const auto started = Clock::now();
    session.play();
    while (session.playing()) {
        r.lockstep_steps += session.advance(kFrameSeconds, kNoBudget, kNoBudget);
        if (session.latest_expansion(0) == nullptr && session.position() > 0) std::abort();
        ++r.frames;
    }
    r.seconds = seconds_since(started);
    for (int p = 0; p < session.pane_count(); ++p) {
        const astar::GridSearch& search = session.comparison().pane(p);
        r.expansions += search.counters().expansions;
        r.costs.push_back(search.path_cost());
    }
    return r;
}

PlayResult run_each(const astar::Scene& scene) {
    PlayResult r;
    for (int p = 0; p < static_cast<int>(scene.panes.size()); ++p) {
        astar::GridSearch search;
        const auto started = Clock::now();
        if (!search.begin(scene.grid, astar::pane_problem(scene, p))) std::abort();
        search.run();
        r.seconds += seconds_since(started);
        r.expansions += search.counters().expansions;
        r.costs.push_back(search.path_cost());
    }
    return r;
}

}  // namespace

int main(int argc, char** argv) {
    int reps = 3;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--reps") == 0 && i + 1 < argc) {
            reps = std::max(1, std::atoi(argv[++i]));
        } else {
            std::fprintf(stderr, "usage: astar_play_loop_bench [--reps R]\n");
            return 2;
        }
    }
    const astar::Scene scene = frame_goal_scene();
    PlayResult best_play, best_run;
    best_play.seconds = best_run.seconds = 1e30;
    for (int rep = 0; rep < reps; ++rep) {  // alternating, the fastest of each kept
        const PlayResult played = play(scene);
        const PlayResult ran = run_each(scene);
        if (played.costs != ran.costs) {
            std::fprintf(stderr, "play loop bench: the played paths differ from run()'s\n");
            return 1;
        }
        if (played.seconds < best_play.seconds) best_play = played;
        if (ran.seconds < best_run.seconds) best_run = ran;
    }
    std::printf("%dx%d random map (%.0f%% walls, seed %llu), 3 panes (A* octile, Euclidean, "
                "Chebyshev), path costs %.4f %.4f %.4f; fastest of %d\n\n",
                kSide, kSide, kWalls * 100, static_cast<unsigned long long>(kSeed),
                best_run.costs[0], best_run.costs[1], best_run.costs[2], reps);
    std::printf("| how | expansions | ms | ns per expansion | µs per lockstep step | frames |\n");
    std::printf("|---|---:|---:|---:|---:|---:|\n");
    std::printf("| played: Session::advance at %.0f steps/s, 60 frames/s, Open list each frame "
                "| %lld | %.1f | %.1f | %.2f | %d |\n",
                kSpeed, best_play.expansions, best_play.seconds * 1e3,
                best_play.seconds * 1e9 / static_cast<double>(best_play.expansions),
                best_play.seconds * 1e6 / static_cast<double>(best_play.lockstep_steps),
                best_play.frames);
    std::printf("| run() of each pane, no undo log | %lld | %.1f | %.1f | | |\n",
                best_run.expansions, best_run.seconds * 1e3,
                best_run.seconds * 1e9 / static_cast<double>(best_run.expansions));
    return 0;
}
