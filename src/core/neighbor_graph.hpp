// What the search needs from a map: numbered nodes, the moves out of each, a distance
// estimate. The search (search_engine.hpp) knows nothing else about where its nodes come from;
// GridGraph (grid_graph.hpp) is the main provider, and the tests also run the search on a
// small hand-made graph.
//
// A neighbour provider is any type with these members:
//     static constexpr int kMaxDegree;                   // at most kMaxNeighbors
//     int node_count() const;
//     double estimate(int node, int goal) const;         // the heuristic
//     template <bool kWithRejected> int neighbors(int node, Neighbor* out) const;
//         // writes the moves out of `node` to out[0..n) and returns n, in a fixed order; with
//         // kWithRejected also the candidate moves that are not allowed, and why. Without it,
//         // every move written must be allowed (the search does not look at `check` then).
//
#pragma once

#include <cstdint>

namespace astar {

enum class MoveCheck : std::uint8_t {
    kAllowed,
    kBlocked,     // the target cannot be entered (a wall, or water from land)
    kCornerRule,  // a diagonal that the diagonal rule forbids
};

struct Neighbor {
    int node;
    MoveCheck check;
    double cost;  // of the step, when allowed
};

}  // namespace astar
