// Distance estimates from a cell to the goal, and what each one guarantees.
//
// How to use:
//     double h = astar::heuristic_distance(astar::Heuristic::kOctile, dx, dy);
//     astar::HeuristicVerdict v = astar::judge_heuristic(astar::Heuristic::kManhattan, rules, 1.0);
//     if (!v.admissible) show(v.explanation);   // "Manhattan counts a diagonal step as 2 ..."
//
// Every heuristic measures distance in plain-ground units (a straight step on cost-1 ground
// costs 1). Terrain costs are at least 1, so a heuristic that never overestimates on an empty
// grid never overestimates on any grid of ours: terrain only makes real paths longer.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <numbers>
#include <string>

#include "core/movement.hpp"
#include "core/search_types.hpp"

namespace astar {

enum class Heuristic {
    kManhattan,  // dx + dy: exact for 4 moves on an empty grid
    kEuclidean,  // straight-line distance
    kChebyshev,  // max(dx, dy): exact for 8 moves when a diagonal step costs 1
    kOctile,     // max + (sqrt(2) - 1) * min: exact for 8 moves when a diagonal costs sqrt(2)
    kZero,       // 0: A* becomes Dijkstra
};

inline constexpr int kHeuristicCount = 5;

// The distance for a displacement of (dx, dy) cells; the signs do not matter.
inline double heuristic_distance(Heuristic heuristic, int dx, int dy) {
    const double ax = std::abs(dx);
    const double ay = std::abs(dy);
    switch (heuristic) {
        case Heuristic::kManhattan: return ax + ay;
        case Heuristic::kEuclidean: return std::sqrt(ax * ax + ay * ay);
        case Heuristic::kChebyshev: return std::max(ax, ay);
        case Heuristic::kOctile:
            return std::max(ax, ay) + (std::numbers::sqrt2 - 1.0) * std::min(ax, ay);
        case Heuristic::kZero: return 0.0;
    }
    return 0.0;
}

// heuristic_distance in the form the search's hot loop uses: every heuristic but Euclidean is
// long_weight * max(|dx|, |dy|) + short_weight * min(|dx|, |dy|), where a weight of 1 or 0
// changes nothing in floating point, so distance() equals heuristic_distance bit for bit (the
// search's order depends on every bit of f). One predictable branch instead of a switch.
struct HeuristicWeights {
    double long_weight = 0.0;
    double short_weight = 0.0;
    bool euclidean = false;

    // ax = |dx|, ay = |dy|.
    double distance(double ax, double ay) const {
        if (euclidean) return std::sqrt(ax * ax + ay * ay);
        return long_weight * std::max(ax, ay) + short_weight * std::min(ax, ay);
    }
    // The same from whole numbers, with the larger and the smaller picked as integers (exact,
    // so the same doubles). For WebAssembly: V8 (node 20, Chromium) compiles a select of two
    // doubles to a branch, which the two picks mispredict, and a select of two integers to a
    // conditional move (seen in `perf annotate` of the search's wasm code). With it,
    // bench/node/ab_wasm.mjs (29 November 2026, 5 rounds, three runs) measured 2-9% less time
    // per expansion on the small maps (B / A 0.91-0.97 on room-32-32-4, maze-32-32-4 and
    // random-64-64-20) and about the same on the large ones (0.98-1.00 over 7 rounds on
    // lak303d, AR0011SR, random512-10-0 and 8room_000; 0.91-1.06 in shorter runs). Natively
    // GCC's code for it lost 2.5% (bench/native/ab_ratio.sh, 5 runs each: 2.37x -> 2.31x), so
    // the native build keeps distance() on doubles (GridGraph::estimate).
    double integer_distance(int ax, int ay) const {
        const double hi = std::max(ax, ay), lo = std::min(ax, ay);
        if (euclidean) return std::sqrt(hi * hi + lo * lo);  // + is commutative, bit for bit
        return long_weight * hi + short_weight * lo;
    }
};

inline HeuristicWeights heuristic_weights(Heuristic heuristic) {
    switch (heuristic) {
        case Heuristic::kManhattan: return {1.0, 1.0, false};
        case Heuristic::kEuclidean: return {0.0, 0.0, true};
        case Heuristic::kChebyshev: return {1.0, 0.0, false};
        case Heuristic::kOctile: return {1.0, std::numbers::sqrt2 - 1.0, false};
        case Heuristic::kZero: return {0.0, 0.0, false};
    }
    return {};
}

// What a heuristic (scaled by `weight`, f = g + weight * h) promises under some movement rules.
struct HeuristicVerdict {
    bool admissible = false;  // never overestimates: A* returns an optimal path
    bool consistent = false;  // h(a) <= step(a, b) + h(b): no cell is ever expanded twice
    bool exact_on_open_grid = false;  // equals the true distance when there are no walls
    // How far from optimal the path can be, as a factor (1 = optimal, 0 = no bound at all).
    double suboptimality_bound = 1.0;
    std::string explanation;  // one or two sentences for a student, naming the reason
};

// Judges `heuristic` * `weight` for `rules` on a grid whose cells all cost at least 1.
// Weights below 0 are treated as 0.
HeuristicVerdict judge_heuristic(Heuristic heuristic, const MovementRules& rules, double weight);

// Judges a whole search setting: A* is judged by its heuristic and weight; Dijkstra is always
// optimal; breadth-first is optimal only when every step costs the same (`uniform_terrain`:
// every cell a path may enter on its way costs the same, and no diagonal costs more than a
// straight step); greedy best-first promises nothing, but with the Zero heuristic and ties to
// the smaller g, where it orders by g as Dijkstra does, as long as no path can cost 2^24 or more
// (`path_cost_ceiling`, from path_cost_ceiling() in grid_search.hpp; left out, no promise): the
// tie key compares g rounded to a float, which keeps costs 1 apart apart only below that; the
// depth-first walk promises nothing.
HeuristicVerdict judge_search(Algorithm algorithm, Heuristic heuristic, const MovementRules& rules,
                              double weight, bool uniform_terrain,
                              TieBreak tie_break = TieBreak::kPreferLargerG,
                              double path_cost_ceiling = std::numeric_limits<double>::infinity());

}  // namespace astar
