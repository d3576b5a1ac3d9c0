// The grid as Boost.Graph sees it in the benchmarks and the tests that check our search against
// Boost's astar_search: an explicit graph with one edge per move the Moving AI rules allow (8
// moves, a diagonal costs sqrt(2), no corner cutting), and the octile heuristic.
//
// How to use:
//     const astar_bench::BoostGraph graph = astar_bench::build_boost_graph(grid);
//     astar_bench::OctileHeuristic h(grid.width(), goal);   // h(v): octile distance to goal
//     astar_bench::GridHeuristic any(astar::Heuristic::kEuclidean, grid.width(), goal);
#pragma once

#include <boost/graph/astar_search.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <numbers>
#include <utility>
#include <vector>

#include "core/grid.hpp"
#include "core/heuristic.hpp"

namespace astar_bench {

struct Step {
    double length;
};
using BoostGraph = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, Step,
                                                      boost::no_property, std::uint32_t,
                                                      std::uint32_t>;
using Vertex = boost::graph_traits<BoostGraph>::vertex_descriptor;

// One edge per move the Moving AI rule allows, written from the grid alone (not from our
// GridGraph), so the two searches do not share neighbour code.
inline BoostGraph build_boost_graph(const astar::Grid& grid) {
    const int w = grid.width(), h = grid.height();
    std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
    std::vector<Step> steps;
    auto free = [&](int x, int y) {
        return x >= 0 && y >= 0 && x < w && y < h && grid.passable({x, y});
    };
    // North, east, south, west, then the diagonals.
    constexpr int kDx[8] = {0, 1, 0, -1, 1, 1, -1, -1};
    constexpr int kDy[8] = {-1, 0, 1, 0, -1, 1, 1, -1};
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            if (!free(x, y)) continue;
            for (int d = 0; d < 8; ++d) {
                const int nx = x + kDx[d], ny = y + kDy[d];
                if (!free(nx, ny)) continue;
                if (d >= 4 && !(free(nx, y) && free(x, ny))) continue;  // no corner cutting
                edges.emplace_back(static_cast<std::uint32_t>(y * w + x),
                                   static_cast<std::uint32_t>(ny * w + nx));
                steps.push_back({d < 4 ? 1.0 : std::numbers::sqrt2});
            }
        }
    }
    return BoostGraph(boost::edges_are_sorted, edges.begin(), edges.end(), steps.begin(),
                      static_cast<std::uint32_t>(grid.cell_count()));
}

// |dx| and |dy| from a vertex to the goal. It finds a vertex's row by the same
// multiply-and-shift as our GridGraph, so neither side pays a division per estimate.
class GoalOffset {
public:
    GoalOffset(int width, Vertex goal)
        : width_(width),
          magic_(((std::uint64_t{1} << 36) + static_cast<std::uint64_t>(width) - 1) /
                 static_cast<std::uint64_t>(width)),
          goal_x_(static_cast<int>(goal) - row(goal) * width),
          goal_y_(row(goal)) {}

    std::pair<double, double> operator()(Vertex v) const {
        const int y = row(v);
        return {std::abs(static_cast<int>(v) - y * width_ - goal_x_), std::abs(y - goal_y_)};
    }

private:
    int row(Vertex v) const { return static_cast<int>((std::uint64_t{v} * magic_) >> 36); }
    int width_;
    std::uint64_t magic_;
    int goal_x_;
    int goal_y_;
};

// The octile distance for offsets dx, dy >= 0, as our heuristic.hpp computes it, bit for bit.
inline double octile_distance(double dx, double dy) {
    return std::max(dx, dy) + (std::numbers::sqrt2 - 1.0) * std::min(dx, dy);
}

// The octile distance to the goal: the benchmark's heuristic.
class OctileHeuristic : public boost::astar_heuristic<BoostGraph, double> {
public:
    OctileHeuristic(int width, Vertex goal) : offset_(width, goal) {}
    double operator()(Vertex v) const {
        const auto [dx, dy] = offset_(v);
        return octile_distance(dx, dy);
    }

private:
    GoalOffset offset_;
};

// Any of the heuristics our engine offers for a grid, written out here from their definitions
// (src/core/heuristic.hpp has ours), each giving the same doubles as ours: for the untimed
// checks, which compare expansions one by one.
class GridHeuristic : public boost::astar_heuristic<BoostGraph, double> {
public:
    GridHeuristic(astar::Heuristic kind, int width, Vertex goal)
        : kind_(kind), offset_(width, goal) {}
    double operator()(Vertex v) const {
        const auto [dx, dy] = offset_(v);
        switch (kind_) {
            case astar::Heuristic::kOctile: return octile_distance(dx, dy);
            case astar::Heuristic::kEuclidean: return std::sqrt(dx * dx + dy * dy);
            case astar::Heuristic::kChebyshev: return std::max(dx, dy);
            case astar::Heuristic::kManhattan: return dx + dy;
            case astar::Heuristic::kZero: return 0.0;
        }
        return 0.0;
    }

private:
    astar::Heuristic kind_;
    GoalOffset offset_;
};

// Thrown by a visitor when the goal is examined: Boost's documented way to stop a search early.
struct FoundGoal {};

}  // namespace astar_bench
