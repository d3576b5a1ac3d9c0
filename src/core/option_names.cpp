#include "core/option_names.hpp"

namespace astar {

namespace {

constexpr NamedOption<Heuristic> kHeuristics[] = {
    {Heuristic::kManhattan, "manhattan", "Manhattan"},
    {Heuristic::kEuclidean, "euclidean", "Euclidean"},
    {Heuristic::kChebyshev, "chebyshev", "Chebyshev"},
    {Heuristic::kOctile, "octile", "Octile"},
    {Heuristic::kZero, "zero", "Zero (Dijkstra)"},
};

constexpr NamedOption<Algorithm> kAlgorithms[] = {
    {Algorithm::kAStar, "astar", "A*"},
    {Algorithm::kDijkstra, "dijkstra", "Dijkstra"},
    {Algorithm::kGreedyBestFirst, "greedy", "Greedy best-first"},
    {Algorithm::kBreadthFirst, "bfs", "Breadth-first"},
    {Algorithm::kDepthFirstWalk, "dfs-walk", "Depth-first walk (not A*)"},
};

constexpr NamedOption<TieBreak> kTieBreaks[] = {
    {TieBreak::kPreferLargerG, "larger-g", "Prefer larger g"},
    {TieBreak::kPreferSmallerG, "smaller-g", "Prefer smaller g"},
    {TieBreak::kFifo, "fifo", "First in, first out"},
    {TieBreak::kLifo, "lifo", "Last in, first out"},
};

constexpr NamedOption<Moves> kMoves[] = {
    {Moves::kEight, "8", "8 directions"},
    {Moves::kFour, "4", "4 directions"},
};

constexpr NamedOption<DiagonalRule> kDiagonalRules[] = {
    {DiagonalRule::kNoCornerCut, "no-corner-cut", "No corner cutting"},
    {DiagonalRule::kAtMostOneBlocked, "at-most-one", "At most one side blocked"},
    {DiagonalRule::kAlways, "corner-cut", "Cut corners"},
    {DiagonalRule::kNever, "never", "Never"},
};

constexpr NamedOption<DiagonalCost> kDiagonalCosts[] = {
    {DiagonalCost::kSqrt2, "sqrt2", "sqrt(2)"},
    {DiagonalCost::kOne, "1", "1"},
};

constexpr NamedOption<SearchStatus> kSearchStatuses[] = {
    {SearchStatus::kSearching, "searching", "searching"},
    {SearchStatus::kFound, "found", "found"},
    {SearchStatus::kNoPath, "no_path", "no path"},
    {SearchStatus::kStepLimit, "step_limit", "step limit"},
    {SearchStatus::kInvalid, "invalid", "invalid"},
};

constexpr NamedOption<CellState> kCellStates[] = {
    {CellState::kUnseen, "unseen", "unseen"},
    {CellState::kOpen, "open", "open"},
    {CellState::kClosed, "closed", "closed"},
};

constexpr NamedOption<NeighborOutcome> kNeighborOutcomes[] = {
    {NeighborOutcome::kPushed, "pushed", "pushed"},
    {NeighborOutcome::kImproved, "improved", "improved"},
    {NeighborOutcome::kNotImproved, "not_improved", "not improved"},
    {NeighborOutcome::kAlreadyClosed, "already_closed", "already closed"},
    {NeighborOutcome::kBlocked, "blocked", "blocked"},
    {NeighborOutcome::kCornerRule, "corner_rule", "corner rule"},
    {NeighborOutcome::kNotChosen, "not_chosen", "not chosen"},
    {NeighborOutcome::kOnTrail, "on_trail", "on the trail"},
};

}  // namespace

template <>
std::span<const NamedOption<Heuristic>> option_table<Heuristic>() {
    return kHeuristics;
}
template <>
std::span<const NamedOption<Algorithm>> option_table<Algorithm>() {
    return kAlgorithms;
}
template <>
std::span<const NamedOption<TieBreak>> option_table<TieBreak>() {
    return kTieBreaks;
}
template <>
std::span<const NamedOption<Moves>> option_table<Moves>() {
    return kMoves;
}
template <>
std::span<const NamedOption<DiagonalRule>> option_table<DiagonalRule>() {
    return kDiagonalRules;
}
template <>
std::span<const NamedOption<DiagonalCost>> option_table<DiagonalCost>() {
    return kDiagonalCosts;
}
template <>
std::span<const NamedOption<SearchStatus>> option_table<SearchStatus>() {
    return kSearchStatuses;
}
template <>
std::span<const NamedOption<CellState>> option_table<CellState>() {
    return kCellStates;
}
template <>
std::span<const NamedOption<NeighborOutcome>> option_table<NeighborOutcome>() {
    return kNeighborOutcomes;
}

}  // namespace astar
