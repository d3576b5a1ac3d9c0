// Our core as a node module, for bench/node/bench.mjs: load a map and its scenarios from text,
// solve a problem in one call, or step through one from JavaScript.
//
// How to use (JavaScript, after `const core = await createBenchCore()`):
//     const put = (text) => { const bytes = Buffer.from(text);
//                             core.HEAPU8.set(bytes, core._bench_text_buffer(bytes.length));
//                             return bytes.length; };
//     if (!core._bench_load_map(put(mapText))) throw core.UTF8ToString(core._bench_error());
//     const n = core._bench_load_scenarios(put(scenText));     // -1 on error
//     core._bench_set_rules(8, 1);                              // 8 moves (or 4), A* (0 Dijkstra)
//     core._bench_set_undo_log(1);                              // optional: keep the undo log
//     const cost = core._bench_solve(sx, sy, gx, gy);          // -1: no path
//     const expansions = core._bench_expansions();
//     core._bench_begin(sx, sy, gx, gy);                        // the step API
//     while (core._bench_step() === 0) {}                       // 0 searching, 1 found, 2 no path
//     const same = core._bench_cost();                          // (or _bench_run() after begin)
//
// The map and the scenarios are parsed by the core's own Moving AI readers. 8 moves use the
// Moving AI rule (no corner cutting, diagonal sqrt(2)) and the octile heuristic; 4 moves use
// Manhattan. Searches run with record_history off, like the native benchmark, unless
// bench_set_undo_log(1) says otherwise.
#include <emscripten/emscripten.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid.hpp"
#include "core/grid_search.hpp"
#include "core/movingai_map.hpp"
#include "core/movingai_scenario.hpp"

namespace {

struct Bench {
    std::vector<char> text;
    std::optional<astar::MovingAiMap> map;
    astar::Grid grid;
    std::vector<astar::Scenario> scenarios;
    std::string error;
    astar::GridProblem problem;
    astar::GridSearch solver;
    astar::GridSearch stepper;
};

Bench& bench() {
    static Bench b;
    return b;
}

std::string_view text(int bytes) {
    Bench& b = bench();
    if (bytes < 0 || static_cast<std::size_t>(bytes) > b.text.size()) return {};
    return {b.text.data(), static_cast<std::size_t>(bytes)};
}

const astar::Scenario* scenario(int i) {
    const Bench& b = bench();
    if (i < 0 || static_cast<std::size_t>(i) >= b.scenarios.size()) return nullptr;
    return &b.scenarios[static_cast<std::size_t>(i)];
}

void set_problem(int sx, int sy, int gx, int gy) {
    astar::GridProblem& p = bench().problem;
    p.start = {sx, sy};
    p.goal = {gx, gy};
}

}  // namespace

extern "C" {

// A buffer of `bytes` bytes for the text of the next bench_load_map / bench_load_scenarios.
EMSCRIPTEN_KEEPALIVE char* bench_text_buffer(int bytes) {
    bench().text.resize(static_cast<std::size_t>(bytes > 0 ? bytes : 0) + 1);
    return bench().text.data();
}

// Parses the first `bytes` bytes of the text buffer as a .map file. 1 on success, else 0 and
// bench_error() says why.
EMSCRIPTEN_KEEPALIVE int bench_load_map(int bytes) {
    Bench& b = bench();
    astar::MapParseResult r = astar::parse_movingai_map(text(bytes), "map");
    if (!r.map) {
        b.error = r.error;
        return 0;
    }
    b.map = std::move(r.map);
    b.grid = astar::to_grid(*b.map);
    b.scenarios.clear();
    return 1;
}

// Parses the text buffer as a .scen file for the loaded map. The number of scenarios, or -1.
EMSCRIPTEN_KEEPALIVE int bench_load_scenarios(int bytes) {
    Bench& b = bench();
    astar::ScenarioParseResult r = astar::parse_movingai_scenarios(text(bytes), "scen");
    if (!r.scenarios) {
        b.error = r.error;
        return -1;
    }
    if (!b.map) {
        b.error = "load a map first";
        return -1;
    }
    if (auto error = astar::check_scenarios_fit_map(*r.scenarios, *b.map, "scen")) {
        b.error = *error;
        return -1;
    }
    b.scenarios = std::move(*r.scenarios);
    return static_cast<int>(b.scenarios.size());
}

EMSCRIPTEN_KEEPALIVE const char* bench_error() { return bench().error.c_str(); }
EMSCRIPTEN_KEEPALIVE int bench_map_width() { return bench().grid.width(); }
EMSCRIPTEN_KEEPALIVE int bench_map_height() { return bench().grid.height(); }
// The cells, row by row, one byte each: 0 is a wall, anything else is passable.
EMSCRIPTEN_KEEPALIVE const unsigned char* bench_map_cells() {
    return bench().grid.costs().data();
}

EMSCRIPTEN_KEEPALIVE int bench_scenario_start_x(int i) {
    return scenario(i) ? scenario(i)->start.x : -1;
}
EMSCRIPTEN_KEEPALIVE int bench_scenario_start_y(int i) {
    return scenario(i) ? scenario(i)->start.y : -1;
}
EMSCRIPTEN_KEEPALIVE int bench_scenario_goal_x(int i) {
    return scenario(i) ? scenario(i)->goal.x : -1;
}
EMSCRIPTEN_KEEPALIVE int bench_scenario_goal_y(int i) {
    return scenario(i) ? scenario(i)->goal.y : -1;
}
// The optimal length the file states, and how far a computed length may be from it.
EMSCRIPTEN_KEEPALIVE double bench_scenario_length(int i) {
    return scenario(i) ? scenario(i)->optimal_length : -1.0;
}
EMSCRIPTEN_KEEPALIVE double bench_scenario_tolerance(int i) {
    return scenario(i) ? scenario(i)->tolerance : 0.0;
}

// moves: 8 (Moving AI rule, octile) or 4 (Manhattan). astar: 1 for A*, 0 for Dijkstra.
EMSCRIPTEN_KEEPALIVE void bench_set_rules(int moves, int astar) {
    astar::GridProblem& p = bench().problem;
    p.rules = astar::MovementRules{};
    p.rules.moves = moves == 4 ? astar::Moves::kFour : astar::Moves::kEight;
    p.heuristic = moves == 4 ? astar::Heuristic::kManhattan : astar::Heuristic::kOctile;
    p.options = astar::SearchOptions{};
    p.options.algorithm = astar ? astar::Algorithm::kAStar : astar::Algorithm::kDijkstra;
    p.options.record_history = false;
}

// 1: the searches keep the undo log (record_history), as the app's panes do; their run() then
// takes the general loop, not the lean one. bench_set_rules() turns it off again. For
// bench/node/ab_wasm.mjs --undo-log: the loop the app's replays and playing spend their time in.
EMSCRIPTEN_KEEPALIVE void bench_set_undo_log(int on) {
    bench().problem.options.record_history = on != 0;
}

// Solves start -> goal with run(). The path cost, or -1 if there is none (or the problem is
// invalid: bench_error() says why).
EMSCRIPTEN_KEEPALIVE double bench_solve(int sx, int sy, int gx, int gy) {
    Bench& b = bench();
    set_problem(sx, sy, gx, gy);
    if (!b.solver.begin(b.grid, b.problem)) {
        b.error = b.solver.error();
        return -1.0;
    }
    return b.solver.run() == astar::SearchStatus::kFound ? b.solver.path_cost() : -1.0;
}

// Expansions of the last bench_solve.
EMSCRIPTEN_KEEPALIVE int bench_expansions() { return bench().solver.counters().expansions; }

// --- The step API: begin, then one step() per call, as the app drives the search. ---

// 1 if the search started, 0 if the problem is invalid.
EMSCRIPTEN_KEEPALIVE int bench_begin(int sx, int sy, int gx, int gy) {
    Bench& b = bench();
    set_problem(sx, sy, gx, gy);
    if (!b.stepper.begin(b.grid, b.problem)) {
        b.error = b.stepper.error();
        return 0;
    }
    return 1;
}

// One expansion with its full report (StepResult). The status after it: 0 searching, 1 found,
// 2 no path, 3 step limit, 4 invalid.
EMSCRIPTEN_KEEPALIVE int bench_step() {
    return static_cast<int>(bench().stepper.step().status);
}

// run() on the search bench_begin started: the baseline for the step API, on the same search
// object (and so the same warm memory) as the step calls. The final status.
EMSCRIPTEN_KEEPALIVE int bench_run() { return static_cast<int>(bench().stepper.run()); }

// step() in a loop inside wasm until the search ends: the report cost without the calls from
// JavaScript. The final status.
EMSCRIPTEN_KEEPALIVE int bench_step_to_end() {
    astar::GridSearch& s = bench().stepper;
    while (s.step().status == astar::SearchStatus::kSearching) {
    }
    return static_cast<int>(s.status());
}

EMSCRIPTEN_KEEPALIVE int bench_status() { return static_cast<int>(bench().stepper.status()); }
EMSCRIPTEN_KEEPALIVE double bench_cost() {
    const astar::GridSearch& s = bench().stepper;
    return s.status() == astar::SearchStatus::kFound ? s.path_cost() : -1.0;
}
EMSCRIPTEN_KEEPALIVE int bench_step_expansions() {
    return bench().stepper.counters().expansions;
}

}  // extern "C"
