// Helpers shared by the search tests: ASCII fixtures, movement rules by name, a full snapshot of
// a search's state (to compare two searches cell by cell), and seeded random maps.
//
// How to use:
//     const AsciiMap m = fixture({"S.#",
//                                 "..G"});
//     GridSearch search;
//     ASSERT_TRUE(search.begin(m.grid, problem_for(m, eight_moves(DiagonalRule::kNever))));
//     std::vector<Cell> order = expansion_order(search);
//     EXPECT_EQ(describe_difference(snapshot(a), snapshot(b)), "");
//
// Random maps draw from std::mt19937 (whose output the standard fixes) through the small
// helpers below, not std::uniform_int_distribution (whose output differs between libstdc++ and
// the libc++ of the wasm build), so a seed gives the same map in both builds.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <initializer_list>
#include <numbers>
#include <optional>
#include <ostream>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "core/ascii_map.hpp"
#include "core/grid.hpp"
#include "core/grid_search.hpp"
#include "core/heuristic.hpp"
#include "core/movement.hpp"
#include "core/option_names.hpp"
#include "core/search_engine.hpp"
#include "core/option_names.hpp"
#include "core/search_types.hpp"

namespace astar {

// GoogleTest prints these by name in failure messages.
inline void PrintTo(const Cell& c, std::ostream* os) { *os << "(" << c.x << ", " << c.y << ")"; }
inline void PrintTo(SearchStatus s, std::ostream* os) { *os << option_label(s); }
inline void PrintTo(CellState s, std::ostream* os) { *os << option_label(s); }
inline void PrintTo(NeighborOutcome o, std::ostream* os) { *os << option_label(o); }

namespace test {

inline constexpr double kSqrt2 = std::numbers::sqrt2;

// --- fixtures ---------------------------------------------------------------------------------

// parse_ascii_map, failing the test if the text does not parse.
AsciiMap fixture(std::initializer_list<std::string_view> rows);

inline MovementRules four_moves() {
    return {Moves::kFour, DiagonalRule::kNoCornerCut, DiagonalCost::kSqrt2};
}
inline MovementRules eight_moves(DiagonalRule rule = DiagonalRule::kNoCornerCut,
                                 DiagonalCost cost = DiagonalCost::kSqrt2) {
    return {Moves::kEight, rule, cost};
}

// A problem with default rules, heuristic and options. (Designated initializers that leave the
// other fields out trip -Wmissing-field-initializers.)
inline GridProblem make_problem(Cell start, Cell goal) {
    GridProblem p;
    p.start = start;
    p.goal = goal;
    return p;
}

// The problem start -> goal of `map`.
GridProblem problem_for(const AsciiMap& map, const MovementRules& rules,
                        Heuristic heuristic = Heuristic::kOctile,
                        const SearchOptions& options = {});

// The depth-first walk's dead end, shared by the walk's tests:
//   x 0 1 2 3 4 5
// y0   . . . . . .      with 4 moves and Manhattan, the walk from S heads east into the
// y1   . . . # # .      pocket (3,2), whose other three sides are walls, and backs up.
// y2   S . . . # G
// y3   . . . # # .
// y4   . . . . . .
// Starts `search` on that map (which lives as long as the program) with the walk.
bool begin_pocket_walk(GridSearch& search);

// Steps `search` to the end and returns the expanded cells in order.
std::vector<Cell> expansion_order(GridSearch& search);

// Runs start -> goal with `options` and returns the search's final status and cost.
struct Outcome {
    SearchStatus status = SearchStatus::kInvalid;
    double cost = 0;
    int expansions = 0;
    std::vector<Cell> path;
};
Outcome solve(const Grid& grid, const GridProblem& problem);

// The cells of a path written as a string "(x, y) (x, y) ...", for readable failures.
std::string cells_text(const std::vector<Cell>& cells);

// --- an independent reference ----------------------------------------------------------------

// The cost of the single move from `from` to its neighbour `to` under `rules`, worked out from
// the definitions in grid.hpp and movement.hpp (not from GridGraph), or nothing if the move is
// not allowed.
std::optional<double> reference_step_cost(const Grid& grid, const MovementRules& rules, Cell from,
                                          Cell to);

// The cheapest cost from `start` to every cell (infinity where unreachable), by a plain
// Dijkstra over reference_step_cost.
std::vector<double> reference_distances(const Grid& grid, const MovementRules& rules, Cell start);

// --- full state -------------------------------------------------------------------------------

struct NodeSnapshot {
    CellState state = CellState::kUnseen;
    double g = 0;
    double f = 0;
    int parent = -1;
    int expanded_at = 0;
    friend bool operator==(const NodeSnapshot&, const NodeSnapshot&) = default;
};

// Everything a reader of a search can see between steps.
struct SearchSnapshot {
    SearchStatus status = SearchStatus::kInvalid;
    SearchCounters counters;
    std::vector<NodeSnapshot> nodes;
    std::vector<OpenEntry> open;  // open_in_order, all of it
    std::vector<int> path;
    double path_cost = 0;
};

template <class Graph>
SearchSnapshot snapshot(const BasicSearch<Graph>& search) {
    SearchSnapshot s;
    s.status = search.status();
    s.counters = search.counters();
    const int n = search.graph().node_count();
    s.nodes.reserve(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        s.nodes.push_back({search.state(i), search.g(i), search.f(i), search.parent(i),
                           search.expanded_at(i)});
    }
    search.open_in_order(s.open, n + 1);
    s.path = search.path();
    s.path_cost = search.path_cost();
    return s;
}

// "" if the snapshots are equal (every double compared exactly), else the first differences.
std::string describe_difference(const SearchSnapshot& expected, const SearchSnapshot& actual);

// The node numbers whose NodeSnapshot differs between two snapshots of the same graph.
std::vector<int> changed_nodes(const SearchSnapshot& before, const SearchSnapshot& after);

// --- seeded random maps -----------------------------------------------------------------------

// An integer in [0, n), n >= 1. Plain modulo: the bias is negligible for the small n used here.
inline int random_below(std::mt19937& rng, int n) {
    return static_cast<int>(rng() % static_cast<std::uint32_t>(n));
}
inline int random_between(std::mt19937& rng, int lo, int hi) {  // [lo, hi]
    return lo + random_below(rng, hi - lo + 1);
}
// A number in [0, 1).
inline double random_unit(std::mt19937& rng) { return rng() / 4294967296.0; }

struct RandomMapSpec {
    int min_side = 2;
    int max_side = 40;
    double max_wall_fraction = 0.4;  // each map draws its own fraction in [0, this]
    bool terrain = true;             // passable cells draw a cost in 1..9 (half of maps) or 1
    bool always_costly = false;      // with terrain: every map draws costs 1..9
    bool far_apart = false;          // start and goal: the first and last free cells
};

// A random problem: a grid, a free start and goal (possibly equal), and random movement rules.
struct RandomCase {
    std::uint32_t seed = 0;
    Grid grid;
    Cell start;
    Cell goal;
    MovementRules rules;
    std::string description;  // seed, size, rules: for failure messages
};

RandomCase random_case(std::uint32_t seed, const RandomMapSpec& spec = {});

}  // namespace test
}  // namespace astar
