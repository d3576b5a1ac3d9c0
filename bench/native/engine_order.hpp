// Boost.Graph's astar_search made to take cells in our engine's order, so that the two
// searches can be compared expansion for expansion.
//
// Boost's heap orders vertices by their cost map ("rank", f) with the compare it is given, and
// among equal f it has no tie-break of its own: whatever its 4-ary heap makes of them. Our
// engine orders its open list by (f rounded, tie key, cell number), a total order (see
// BasicSearch::heap_entry in src/core/search_engine.hpp), and a list under a total order pops
// its entries in one sequence however it is arranged inside. So if Boost's cost values are
// the engine's heap entries, its heap pops what ours pops, one expansion after another, and the
// two searches must expand the same number of cells on every scenario: an independent A*
// (Boost's own relaxation, graph and queue) checking ours, including its tie-break.
//
// How: the heuristic returns the vertex with its estimate (EstimateOf), the combine function
// makes the heap entry from g and that (g + h, g for the tie-break, the cell number), and
// the compare orders entries as the engine does. Boost uses the same combine and compare for
// g + edge length and for comparing distances, so both functors also take plain doubles.
//
// How to use:
//     std::vector<astar_bench::Vertex> expanded;
//     double cost = astar_bench::search_in_engine_order(
//         graph, astar_bench::GridHeuristic(astar::Heuristic::kOctile, width, goal),
//         astar::TieBreak::kPreferLargerG, start, goal, expanded);
//     // expanded: Boost's expansions in order; cost: the path's, -1 without one
//
// For A* with a consistent heuristic (octile, Euclidean, Chebyshev or zero under the Moving AI
// rules) and the tie-breaks on g (larger or smaller g first). Not for FIFO and LIFO, whose tie
// key is our push order, which Boost does not know; nor for Manhattan, which overestimates a
// diagonal: then Boost reopens closed vertices and our engine does not.
#pragma once

#include <boost/graph/astar_search.hpp>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

#include "boost_grid.hpp"
#include "core/grid_search.hpp"
#include "core/open_list.hpp"

namespace astar_bench {

// A vertex's estimate, with the vertex: the combine function needs the cell number for the
// last key.
struct EstimateOf {
    double h = 0.0;
    std::uint32_t vertex = 0;
};

// A cost-map value: the engine's heap entry for a cell with this g and h. Default: after every
// entry (Boost's maps start at "infinitely far").
struct EngineOrderCost {
    astar::HeapEntry entry{~std::uint64_t{0}, ~std::uint64_t{0}};

    EngineOrderCost() = default;
    EngineOrderCost(double g, EstimateOf estimate, bool larger_g_first)
        : entry(make(g, estimate, larger_g_first)) {}
    // Boost sets the start's rank to h(start), g being 0 there. Its tie key does not matter:
    // the start is alone in the heap.
    EngineOrderCost(EstimateOf estimate)  // NOLINT(google-explicit-constructor): Boost assigns it
        : entry(make(0.0, estimate, true)) {}

private:
    // BasicSearch::heap_entry for A* with a tie-break on g: f = g + h rounded, then g as a
    // float (inverted for larger g first), then the cell.
    static astar::HeapEntry make(double g, EstimateOf estimate, bool larger_g_first) {
        const std::uint32_t tie = larger_g_first ? ~astar::g_tie_bits(g) : astar::g_tie_bits(g);
        return {astar::priority_key(g + estimate.h), std::uint64_t{tie} << 32 | estimate.vertex};
    }
};

// Wraps a heuristic that returns a double (operator()(Vertex)).
template <class Heuristic>
struct EngineOrderHeuristic {
    Heuristic heuristic;
    template <class Vertex>
    EstimateOf operator()(Vertex v) const {
        return {heuristic(v), static_cast<std::uint32_t>(v)};
    }
};

struct EngineOrderCombine {
    bool larger_g_first = true;
    // g + an edge's length, as boost::closed_plus<double> does it.
    double operator()(double a, double b) const {
        constexpr double kInf = std::numeric_limits<double>::infinity();
        if (a == kInf || b == kInf) return kInf;
        return a + b;
    }
    // g and h to a rank.
    EngineOrderCost operator()(double g, EstimateOf estimate) const {
        return {g, estimate, larger_g_first};
    }
};

struct EngineOrderCompare {
    // Distances: a is shorter than b by more than the rounding of a sum. Our engine never
    // reopens a closed cell (with a consistent heuristic no shorter path can reach one), and
    // Boost does when a new g compares less: 3.8284271247461898 (1 + sqrt(2) + sqrt(2)) against
    // 3.8284271247461903 (sqrt(2) + sqrt(2) + 1), the same length summed in another order,
    // made Boost expand a closed cell a second time. Two path lengths made of 1s and sqrt(2)s
    // that differ at all differ by far more than 2^-40 of themselves (2e-4 at 1 500 moves).
    // An open cell improved by such noise in our engine keeps its place in the heap (its key
    // rounds f to 2^-32 and g to a float), so ignoring it here changes no order.
    bool operator()(double a, double b) const {
        if (b == std::numeric_limits<double>::infinity()) return a < b;
        return a < b - b * 0x1p-40;
    }
    bool operator()(const EngineOrderCost& a, const EngineOrderCost& b) const {
        return astar::comes_before(a.entry, b.entry);
    }
    // Boost's check for a negative edge compares a length with the cost type's zero.
    bool operator()(double length, const EngineOrderCost&) const { return length < 0.0; }
};

// Lists the vertices in the order they are expanded, and stops at the goal.
class ExpansionRecorder : public boost::default_astar_visitor {
public:
    ExpansionRecorder(Vertex goal, std::vector<Vertex>* expanded)
        : goal_(goal), expanded_(expanded) {}
    void examine_vertex(Vertex u, const BoostGraph&) {
        expanded_->push_back(u);
        if (u == goal_) throw FoundGoal{};
    }

private:
    Vertex goal_;
    std::vector<Vertex>* expanded_;
};

// Boost's astar_search_no_init in our engine's order, on maps made afresh for the call (so
// slower than the benchmark's timed calls, and never timed). `expanded` gets the vertices in
// the order Boost expanded them, the goal last; returns the path's cost, -1 without a path.
// `tie_break`: kPreferLargerG or kPreferSmallerG (see the top of this file).
template <class Heuristic>
double search_in_engine_order(const BoostGraph& graph, Heuristic heuristic,
                              astar::TieBreak tie_break, Vertex start, Vertex goal,
                              std::vector<Vertex>& expanded) {
    const std::size_t n = boost::num_vertices(graph);
    constexpr double kInf = std::numeric_limits<double>::infinity();
    std::vector<Vertex> pred(n);
    std::vector<double> dist(n, kInf);
    std::vector<EngineOrderCost> ranks(n);
    std::vector<boost::default_color_type> color(n, boost::white_color);
    const EngineOrderHeuristic<Heuristic> h{heuristic};
    const EngineOrderCombine combine{tie_break == astar::TieBreak::kPreferLargerG};
    dist[start] = 0.0;
    ranks[start] = h(start);
    pred[start] = start;
    expanded.clear();
    try {
        boost::astar_search_no_init(graph, start, h, ExpansionRecorder(goal, &expanded),
                                    pred.data(), ranks.data(), dist.data(),
                                    boost::get(&Step::length, graph), color.data(),
                                    boost::get(boost::vertex_index, graph), EngineOrderCompare{},
                                    combine, kInf, EngineOrderCost{});
    } catch (const FoundGoal&) {
        return dist[goal];
    }
    return -1.0;
}

// Where `order` (Boost's expansions) and `history` (our search run to its end with
// record_history, whose expanded_at() numbers every expansion) part: the index of the first
// expansion that differs, the shorter length if one is the other's beginning, or -1 if the two
// are the same cells in the same order.
inline long long first_expansion_apart(const astar::GridSearch& history,
                                       const std::vector<Vertex>& order) {
    const auto count = static_cast<long long>(order.size());
    for (long long k = 0; k < count; ++k) {
        if (history.expanded_at(static_cast<int>(order[static_cast<std::size_t>(k)])) != k + 1) {
            return k;
        }
    }
    const long long ours = history.counters().expansions;
    return ours == count ? -1 : std::min(ours, count);
}

}  // namespace astar_bench
