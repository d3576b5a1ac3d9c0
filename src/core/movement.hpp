// How a unit may move on the grid: which neighbours count, when a diagonal step is allowed,
// and how long a diagonal step is.
//
// How to use:
//     astar::MovementRules rules;                    // Moving AI: 8 moves, no corner cutting, sqrt(2)
//     rules.moves = astar::Moves::kFour;             // 4-connected: diagonal settings are ignored
//     double len = rules.diagonal_length();          // 1.41421356... or 1
//
// A diagonal step from (x, y) to (x+dx, y+dy) passes the corner shared by the two cardinal
// cells (x+dx, y) and (x, y+dy). The diagonal rule says how many of those may be walls.
#pragma once

#include <cmath>
#include <numbers>

namespace astar {

enum class Moves { kFour, kEight };

enum class DiagonalRule {
    kNever,             // no diagonal steps at all (8 moves behave as 4)
    kAlways,            // cuts corners: allowed even between two walls
    kNoCornerCut,       // both cardinal cells must be free (the Moving AI benchmark rule)
    kAtMostOneBlocked,  // allowed unless both cardinal cells are walls
};

enum class DiagonalCost { kSqrt2, kOne };

struct MovementRules {
    Moves moves = Moves::kEight;
    DiagonalRule diagonal = DiagonalRule::kNoCornerCut;
    DiagonalCost diagonal_cost = DiagonalCost::kSqrt2;

    // True if some diagonal step can ever be taken under these rules.
    bool allows_diagonals() const {
        return moves == Moves::kEight && diagonal != DiagonalRule::kNever;
    }
    double diagonal_length() const {
        return diagonal_cost == DiagonalCost::kSqrt2 ? std::numbers::sqrt2 : 1.0;
    }

    friend bool operator==(const MovementRules&, const MovementRules&) = default;
};

}  // namespace astar
