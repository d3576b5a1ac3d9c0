// What the search needs from a map: numbered nodes, the moves out of each, a distance
// estimate. The search (search_engine.hpp) knows nothing else about where its nodes come from;
// GridGraph (grid_graph.hpp) is the main provider, and the tests also run the search on a
// small hand-made graph.
//
// A neighbour provider is any type with these members:
//     static constexpr int kMaxDegree;                   // at most kMaxNeighbors
//     int node_count() const;
//     double estimate(int node, int goal) const;         // the heuristic
//     template <bool kWithRejected, class Visit>
//     void visit_neighbors(int node, Visit&& visit) const;
//         // calls visit(int neighbor, double step_cost, MoveCheck check) for each move out of
//         // `node`, in a fixed order; with kWithRejected also for the candidate moves that are
//         // not allowed, and why (step_cost 0). Without it, every move visited must be allowed
//         // (the search does not look at `check` then). Call `visit` from one place only: the
//         // search's visitor is large, and the compiler inlines it only at a single call site.
//
// Optionally also (GridGraph has it; the search uses it when running without reports):
//     template <bool kPlain, class Visit>
//     void visit_open_neighbors(int node, const ClosedCells& closed, Visit&& visit) const;
//         // the same as visit_neighbors<false>, but leaving out every neighbour that `closed`
//         // marks, which the search would only look at to find it closed; kPlain = true only
//         // when plain() (below) is true
//     bool plain() const;
//         // every move costs its length and every passable neighbour can be entered: run()
//         // then takes a lean loop with kPlain (without the undo log)
//     int row_stride() const;
//         // the node number difference between a node and the ones above and below it (the
//         // grid's width): node +- 1 and node +- row_stride +- 1 are its neighbours
//     void prefetch(int node) const;
//         // asks the memory system early for the graph's own data about `node`
//         // (the search prefetches its records of those neighbours on big graphs, see
//         // BasicSearch::prefetch_)
//
// collect_neighbors() below turns that into an array, for callers outside the hot loop.
//
#pragma once

#include <cstdint>

namespace astar {

enum class MoveCheck : std::uint8_t {
    kAllowed,
    kBlocked,     // the target cannot be entered (a wall, or water from land)
    kCornerRule,  // a diagonal that the diagonal rule forbids
};

// A search's mark on a cell (BasicSearch::stamps_): which search reached it, and whether it is
// open or closed there. An enum rather than std::uint8_t, which is a character type: a store
// through one may change any object, so after each stamp the search wrote, GCC loaded again
// every member its loop reads (the open list's, the counters). An enum's stores alias only
// its own type.
enum class CellStamp : std::uint8_t {};

// The cells a search has closed: node i is closed when stamps[i] == stamp.
struct ClosedCells {
    const CellStamp* stamps;
    CellStamp stamp;
};

struct Neighbor {
    int node;
    MoveCheck check;
    double cost;  // of the step, when allowed
};

// The moves out of `node` in visiting order, written to out[0..n); returns n. `out` holds at
// least Graph::kMaxDegree entries.
template <bool kWithRejected, class Graph>
int collect_neighbors(const Graph& graph, int node, Neighbor* out) {
    int count = 0;
    graph.template visit_neighbors<kWithRejected>(
        node, [&](int next, double cost, MoveCheck check) { out[count++] = {next, check, cost}; });
    return count;
}

}  // namespace astar
