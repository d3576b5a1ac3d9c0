// The vocabulary of a search: which algorithm, how ties are broken, what one step reports.
// Shared by the search engine (search_engine.hpp), the grid front door (grid_search.hpp), the
// command-line tool and the app.
#pragma once

#include <array>
#include <cstdint>

namespace astar {

enum class Algorithm {
    kAStar,            // f = g + weight * h
    kDijkstra,         // f = g (h is not computed)
    kGreedyBestFirst,  // f = h: fast, not optimal
    kBreadthFirst,     // f = number of steps from the start, first come first served
    // Not A*: the walk some tutorials call A*. It moves to the unvisited neighbour closest to
    // the goal (by the heuristic), leaves footprints, and backs up at dead ends. It finds a path
    // if there is one, rarely the shortest. Kept to show the difference.
    kDepthFirstWalk,
};

inline constexpr int kAlgorithmCount = 5;

// Which of several open cells with the same f is expanded first. Every mode ends with the push
// order, so the expansion order is always fully determined by the inputs.
enum class TieBreak {
    kPreferLargerG,   // deeper cells first: heads for the goal, fewest expansions (default)
    kPreferSmallerG,  // shallower cells first: spreads out, many more expansions
    kFifo,            // the cell pushed (or improved) first
    kLifo,            // the cell pushed (or improved) last
};

inline constexpr int kTieBreakCount = 4;

enum class SearchStatus {
    kSearching,  // more steps to go
    kFound,      // the goal was expanded; the path is ready
    kNoPath,     // the open list ran dry: the goal cannot be reached
    kStepLimit,  // SearchOptions::max_expansions reached first
    kInvalid,    // the problem itself is wrong (start on a wall, ...); see error()
};

enum class CellState : std::uint8_t {
    kUnseen,  // never pushed
    kOpen,    // in the open list (the frontier); for the depth-first walk: on the current trail
    kClosed,  // expanded; for the depth-first walk: a footprint it backed out of
};

// The largest weight a grid problem takes (GridSearch refuses more). The app's slider, the
// share link and the command line all keep to it, so that every scene one of them makes, the
// others accept; and at about 1e306, g + weight * h overflows and every f ties.
inline constexpr double kMaxWeight = 1000.0;

struct SearchOptions {
    Algorithm algorithm = Algorithm::kAStar;
    double weight = 1.0;  // A* only; values below 0 count as 0
    TieBreak tie_break = TieBreak::kPreferLargerG;  // breadth-first always uses kFifo
    int max_expansions = 0;                         // 0: no limit
    // Keep an undo log so that seek() backwards is cheap (the app). Without it, seeking
    // backwards replays from the start. Costs about 20 bytes per expansion.
    bool record_history = false;

    friend bool operator==(const SearchOptions&, const SearchOptions&) = default;
};

// What happened to one neighbour of the expanded cell.
enum class NeighborOutcome : std::uint8_t {
    kPushed,         // first seen: entered the open list
    kImproved,       // already open, reached more cheaply now: g, f and parent updated
    kNotImproved,    // already open, and this way is not cheaper
    kAlreadyClosed,  // already expanded (closed cells are final)
    kBlocked,        // a wall, or water entered from land
    kCornerRule,     // a diagonal step the diagonal rule forbids
    kNotChosen,      // depth-first walk: free, but another neighbour is closer to the goal
    kOnTrail,        // depth-first walk: already on the current trail (open, never re-entered)
};

inline constexpr int kMaxNeighbors = 8;

struct NeighborReport {
    int node = -1;
    NeighborOutcome outcome = NeighborOutcome::kBlocked;
    double g = 0;  // the neighbour's g and f after this step (0 where it has none)
    double f = 0;
    double old_g = 0;  // kImproved: its g before this step, which the cheaper way replaced
};

// Everything one call of step() changed. No allocation: the neighbours sit in a fixed array.
struct StepResult {
    SearchStatus status = SearchStatus::kSearching;  // after this step
    int step = 0;        // number of this expansion, counting from 1; 0 if nothing was expanded
    int expanded = -1;   // the expanded cell, or -1 when the search was already over
    double g = 0, h = 0, f = 0;
    bool backtracked = false;  // depth-first walk: this step backed up from a dead end
    // True when step() made this report: the neighbours below are all of them. False after
    // run() or seek(), which name the last expanded cell but keep no neighbour reports.
    bool complete = false;
    int neighbor_count = 0;
    std::array<NeighborReport, kMaxNeighbors> neighbors{};
};

struct SearchCounters {
    int expansions = 0;        // cells taken off the open list (steps taken)
    long long pushes = 0;      // cells put on the open list, the start included
    long long improvements = 0;  // open cells whose g went down (decrease-key)
    int open_size = 0;
    int peak_open_size = 0;
};

}  // namespace astar
