#include "core/heuristic.hpp"

#include <cstdio>

namespace astar {

namespace {

// The verdict for weight 1: does h ever exceed the shortest path on an empty grid, and is it
// exact there? Consistency follows for every case we accept as admissible: each of these
// distances changes by at most the length of one step when the unit takes that step (a step of
// (1,0) changes max/sum/norm by at most 1; a diagonal step (1,1) changes octile by at most
// sqrt(2), Chebyshev by at most 1, Euclidean by at most sqrt(2)), and terrain costs are >= 1.
HeuristicVerdict unweighted(Heuristic heuristic, const MovementRules& rules) {
    const bool diagonals = rules.allows_diagonals();
    const bool unit_diagonal = rules.diagonal_cost == DiagonalCost::kOne;
    HeuristicVerdict v;
    auto ok = [&](bool exact, const char* why) {
        v.admissible = v.consistent = true;
        v.exact_on_open_grid = exact;
        v.suboptimality_bound = 1.0;
        v.explanation = why;
        return v;
    };
    auto overestimates = [&](const char* why) {
        v.admissible = v.consistent = false;
        v.exact_on_open_grid = false;
        v.suboptimality_bound = 0.0;
        v.explanation = why;
        return v;
    };
    switch (heuristic) {
        case Heuristic::kZero:
            return ok(false,
                      "Zero never overestimates, but it gives no direction: A* expands like "
                      "Dijkstra, in rings around the start.");
        case Heuristic::kManhattan:
            if (!diagonals) {
                return ok(true,
                          "With 4 moves every path needs at least dx + dy steps, so Manhattan is "
                          "exact on an open grid: the best possible estimate.");
            }
            return overestimates(
                "Manhattan counts a diagonal step as 2 straight steps, but the unit can move "
                "diagonally for less: it overestimates, so A* may return a longer path.");
        case Heuristic::kEuclidean:
            if (diagonals && unit_diagonal) {
                return overestimates(
                    "When a diagonal step costs 1, a diagonal path is shorter than the straight "
                    "line measured in cells (Chebyshev distance): Euclidean overestimates.");
            }
            return ok(false,
                      diagonals ? "The straight line is never longer than a grid path, but it "
                                  "underestimates: A* expands more cells than with Octile."
                                : "The straight line is never longer than a grid path, but with 4 "
                                  "moves it underestimates a lot: many more expansions than "
                                  "Manhattan.");
        case Heuristic::kChebyshev:
            if (diagonals && unit_diagonal) {
                return ok(true,
                          "When a diagonal step costs 1, the shortest open path takes max(dx, dy) "
                          "steps: Chebyshev is exact on an open grid.");
            }
            return ok(false,
                      "max(dx, dy) never overestimates, but it prices diagonal steps at 1: it "
                      "underestimates and A* expands more cells than it needs to.");
        case Heuristic::kOctile:
            if (diagonals && unit_diagonal) {
                return overestimates(
                    "Octile prices a diagonal step at sqrt(2), but here it costs 1: Octile "
                    "overestimates, so A* may return a longer path.");
            }
            if (!diagonals) {
                return ok(false,
                          "Octile assumes diagonal shortcuts that 4 moves cannot take: it "
                          "underestimates and expands more cells than Manhattan.");
            }
            return ok(true,
                      "Octile is the length of the shortest 8-move path with diagonals at "
                      "sqrt(2): exact on an open grid.");
    }
    return v;
}

std::string format_weight(double weight) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", weight);
    return text;
}

}  // namespace

HeuristicVerdict judge_heuristic(Heuristic heuristic, const MovementRules& rules, double weight) {
    weight = std::max(weight, 0.0);
    HeuristicVerdict v = unweighted(heuristic, rules);
    if (heuristic == Heuristic::kZero || weight == 1.0) return v;
    const std::string w = format_weight(weight);
    if (weight == 0.0) {
        return {true, true, false, 1.0,
                "Weight 0 switches the heuristic off: A* becomes Dijkstra, optimal but blind."};
    }
    if (weight < 1.0) {
        // A smaller admissible (consistent) estimate stays admissible (consistent).
        v.exact_on_open_grid = false;
        if (v.admissible) {
            v.explanation += " Weight " + w +
                             " shrinks the estimate further: still optimal, more expansions.";
        } else {
            v.explanation += " Weight " + w + " shrinks it, but not enough to guarantee optimality.";
        }
        return v;
    }
    // weight > 1: optimality is traded for speed. Weighted A* with an admissible h returns a path
    // at most `weight` times the optimum (Pohl 1970).
    v.consistent = false;
    v.exact_on_open_grid = false;
    if (v.admissible) {
        v.admissible = false;
        v.suboptimality_bound = weight;
        v.explanation += " Weight " + w + " inflates it: the path may be up to " + w +
                         " times the optimal cost, in exchange for fewer expansions.";
    } else {
        v.explanation += " Weight " + w + " inflates it further.";
    }
    return v;
}

HeuristicVerdict judge_search(Algorithm algorithm, Heuristic heuristic, const MovementRules& rules,
                              double weight, bool uniform_terrain) {
    HeuristicVerdict v;
    switch (algorithm) {
        case Algorithm::kAStar: return judge_heuristic(heuristic, rules, weight);
        case Algorithm::kDijkstra:
            return {true, true, false, 1.0,
                    "Dijkstra ignores the heuristic and grows outward by cost: always optimal, "
                    "never fast."};
        case Algorithm::kBreadthFirst: {
            const bool equal_steps = uniform_terrain && (!rules.allows_diagonals() ||
                                                         rules.diagonal_cost == DiagonalCost::kOne);
            v.admissible = v.consistent = equal_steps;
            v.suboptimality_bound = equal_steps ? 1.0 : 0.0;
            v.explanation = equal_steps
                                ? "Breadth-first counts steps; here every step costs the same, "
                                  "so the fewest steps is also the cheapest path."
                                : "Breadth-first counts steps, not cost: with terrain or sqrt(2) "
                                  "diagonals the fewest steps need not be the cheapest path.";
            return v;
        }
        case Algorithm::kGreedyBestFirst:
            v.suboptimality_bound = 0.0;
            v.explanation =
                "Greedy best-first looks only at the estimate to the goal and ignores the cost "
                "so far: often fast, but it can walk into traps and return long paths.";
            return v;
        case Algorithm::kDepthFirstWalk:
            v.suboptimality_bound = 0.0;
            v.explanation =
                "Not A*: this walk steps to the free neighbour closest to the goal and backs up "
                "at dead ends. It finds a path if there is one, rarely the shortest.";
            return v;
    }
    return v;
}

}  // namespace astar
