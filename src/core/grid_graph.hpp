// The grid as the search sees it: numbered nodes (index = y * width + x), the moves out of each
// one with their costs, and the distance estimate to the goal.
//
// This is the search's main neighbour provider (the interface is in neighbor_graph.hpp).
//
// A GridGraph is a view: it points at a Grid that must outlive it and must not change while a
// search uses it.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstdlib>

#include "core/grid.hpp"
#include "core/heuristic.hpp"
#include "core/movement.hpp"
#include "core/neighbor_graph.hpp"

namespace astar {

class GridGraph {
public:
    static constexpr int kMaxDegree = 8;

    GridGraph() = default;
    GridGraph(const Grid& grid, const MovementRules& rules, Heuristic heuristic)
        : grid_(&grid), rules_(rules), heuristic_(heuristic),
          diagonal_rule_(rules.moves == Moves::kEight ? rules.diagonal : DiagonalRule::kNever),
          plain_ground_only_(grid.plain_ground_only()), has_water_(grid.has_water()),
          plain_(plain_ground_only_ && !has_water_), width_(grid.width()),
          height_(grid.height()), node_count_(grid.cell_count()),
          // Division by the width is the slowest instruction of an expansion, and it is
          // needed for every estimate. For node < 2^24 and width <= 2^12, multiplying by
          // ceil(2^36 / width) and shifting by 36 gives the exact quotient.
          row_magic_(grid.width() > 0 ? ((std::uint64_t{1} << 36) + grid.width() - 1) /
                                            static_cast<std::uint64_t>(grid.width())
                                      : 0),
          weights_(heuristic_weights(heuristic)) {
        for (int d = 0; d < 8; ++d) {
            offsets_[d] = kNeighborDy[d] * width_ + kNeighborDx[d];
            lengths_[d] = d < 4 ? 1.0 : rules.diagonal_length();
        }
        // Diagonal d (0 NE, 1 SE, 2 SW, 3 NW) passes the corner of cardinals d and d + 1 mod 4.
        for (unsigned cardinal = 0; cardinal < 16; ++cardinal) {
            const unsigned next = ((cardinal >> 1) | (cardinal << 3)) & 0xF;
            unsigned ok = 0;
            switch (diagonal_rule_) {
                case DiagonalRule::kNever: ok = 0; break;
                case DiagonalRule::kAlways: ok = 0xF; break;
                case DiagonalRule::kNoCornerCut: ok = cardinal & next; break;
                case DiagonalRule::kAtMostOneBlocked: ok = cardinal | next; break;
            }
            corner_ok_[cardinal] = static_cast<std::uint8_t>(ok);
        }
    }

    const Grid& grid() const { return *grid_; }
    const MovementRules& rules() const { return rules_; }
    Heuristic heuristic() const { return heuristic_; }

    int node_count() const { return node_count_; }

    int row_of(int node) const {
        return static_cast<int>((static_cast<std::uint64_t>(node) * row_magic_) >> 36);
    }

    // heuristic_distance(heuristic(), dx, dy), bit for bit (see HeuristicWeights). Forced
    // inline: with run()'s second loop GCC made it a call.
    [[gnu::always_inline]] double estimate(int node, int goal) const {
        const int dy = row_of(node) - row_of(goal);
        const int dx = node - goal - dy * width_;  // the column difference
#if defined(__EMSCRIPTEN__)
        return weights_.integer_distance(std::abs(dx), std::abs(dy));
#else
        return weights_.distance(std::abs(dx), std::abs(dy));
#endif
    }

    // Neighbour order: kNeighborDx/Dy (grid.hpp), north, east, south, west, then the
    // diagonals. The order only matters for breaking exact ties, and it never changes.
    template <bool kWithRejected, class Visit>
    [[gnu::always_inline]] void visit_neighbors(int node, Visit&& visit) const {
        visit_moves<kWithRejected>(node, nullptr, visit);
    }

    // visit_neighbors<false> without the moves into cells that `closed` marks (see
    // neighbor_graph.hpp): reading eight stamps next to each other costs less than reading the
    // search records of the closed cells, which are most of the neighbours. Measured no faster
    // (bench/EXPERIMENTS.md): reading the diagonal stamps only when a
    // diagonal is allowed, and also leaving out the neighbours the parent reaches for less.
    //
    // kPlain: the caller has checked plain(), so the loop has no check for water or terrain
    // (the search's lean loop, see BasicSearch::run_with).
    template <bool kPlain = false, class Visit>
    [[gnu::always_inline]] void visit_open_neighbors(int node, const ClosedCells& closed,
                                                     Visit&& visit) const {
        visit_moves<false, kPlain>(node, &closed, visit);
    }

    // Every passable cell is plain ground and none is water: a move costs its length, and a
    // passable neighbour can always be entered. (The grid's, when the view was made.)
    bool plain() const { return plain_; }

    int row_stride() const { return width_; }
    // The largest cost of one move on plain ground.
    double longest_step() const { return std::max(lengths_[0], lengths_[4]); }
    void prefetch(int node) const { __builtin_prefetch(grid_->passable_neighbors_data() + node); }

private:
    template <bool kWithRejected, bool kPlain = false, class Visit>
    [[gnu::always_inline]] void visit_moves(int node, const ClosedCells* closed,
                                            Visit&& visit) const {
        const CellCost* cost = grid_->costs().data();
        // One bit per direction, in neighbour order: which targets are inside the grid and can
        // be entered (kept by the grid), and which of those `closed` marks. Then the diagonal
        // rule is a few bit operations on the four cardinal bits, with no branch per direction.
        const unsigned open = grid_->passable_neighbors(node);
        unsigned shut = 0;
        if (closed != nullptr) {
            const CellStamp* t = closed->stamps + node;
            const CellStamp k = closed->stamp;
            const int w = width_;
            if (node > w && node + w + 1 < node_count_) {
                // All eight reads fall inside the array. In the first and last column some
                // wrap around to the other side of the grid; `open` has no bit for those.
                // Written out: the loop form reloads offsets_ for every direction.
                shut = unsigned{t[-w] == k} | unsigned{t[1] == k} << 1 |
                       unsigned{t[w] == k} << 2 | unsigned{t[-1] == k} << 3 |
                       unsigned{t[1 - w] == k} << 4 | unsigned{t[1 + w] == k} << 5 |
                       unsigned{t[w - 1] == k} << 6 | unsigned{t[-1 - w] == k} << 7;
            } else {
                for (unsigned left = open; left != 0; left &= left - 1) {
                    const int d = std::countr_zero(left);
                    shut |= unsigned{t[offsets_[d]] == k} << d;
                }
            }
        }
        unsigned enterable = open;
        if (!kPlain && has_water_ && !grid_->water_at(node)) {
            // Water is entered only from water.
            for (int d = 0; d < 8; ++d) {
                if (enterable >> d & 1 && grid_->water_at(node + offsets_[d])) {
                    enterable &= ~(1u << d);
                }
            }
        }
        // Which diagonals the rule lets pass, from the four cardinal bits (see corner_ok_).
        const unsigned corner_ok = corner_ok_[open & 0xF];
        unsigned allowed = (enterable & 0xF) | (enterable & corner_ok << 4);
        allowed &= ~shut;  // after the corner rule, which looks at walls only

        if constexpr (kWithRejected) {
            // Every candidate inside the grid, in neighbour order, with its verdict.
            const int y = row_of(node);
            const int x = node - y * width_;
            const bool n = y > 0, e = x + 1 < width_, s = y + 1 < height_, w = x > 0;
            const unsigned inside = unsigned{n} | unsigned{e} << 1 | unsigned{s} << 2 |
                                    unsigned{w} << 3 | unsigned{n && e} << 4 |
                                    unsigned{s && e} << 5 | unsigned{s && w} << 6 |
                                    unsigned{n && w} << 7;
            const unsigned candidates = diagonal_rule_ == DiagonalRule::kNever ? inside & 0xF
                                                                               : inside;
            for (int d = 0; d < 8; ++d) {
                if (!(candidates >> d & 1)) continue;
                const int target = node + offsets_[d];
                const MoveCheck check = allowed >> d & 1   ? MoveCheck::kAllowed
                                        : enterable >> d & 1 ? MoveCheck::kCornerRule
                                                             : MoveCheck::kBlocked;
                visit(target, check == MoveCheck::kAllowed ? cost[target] * lengths_[d] : 0.0,
                      check);
            }
        } else {
            while (allowed != 0) {
                const int d = std::countr_zero(allowed);
                allowed &= allowed - 1;
                const int target = node + offsets_[d];
                // Without terrain costs the cost byte is not read: one cache line less per
                // expansion, and no conversion and multiplication per move.
                visit(target,
                      kPlain || plain_ground_only_ ? lengths_[d] : cost[target] * lengths_[d],
                      MoveCheck::kAllowed);
            }
        }
    }

    const Grid* grid_ = nullptr;
    MovementRules rules_;
    Heuristic heuristic_ = Heuristic::kOctile;
    DiagonalRule diagonal_rule_ = DiagonalRule::kNever;  // kNever for 4 moves
    bool plain_ground_only_ = true;  // the grid's, when the view was made
    bool has_water_ = false;         // likewise
    bool plain_ = true;              // see plain()
    int width_ = 0;
    int height_ = 0;
    int node_count_ = 0;
    std::uint64_t row_magic_ = 0;
    HeuristicWeights weights_;
    int offsets_[8] = {};     // node number difference per direction, in neighbour order
    double lengths_[8] = {};  // step length per direction
    // The diagonal rule as a table: for the four cardinal bits of `open` (which of N, E, S, W
    // are passable), the diagonals whose corners the rule lets a move pass. One load instead
    // of a switch on the rule per expansion.
    std::uint8_t corner_ok_[16] = {};
};

}  // namespace astar
