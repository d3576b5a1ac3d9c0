// The search, one expansion at a time: A*, weighted A*, Dijkstra, greedy best-first,
// breadth-first, and (for contrast, not A*) a depth-first walk toward the goal.
//
// How to use:
//     BasicSearch<GridGraph> search;
//     search.reset(graph, start, goal, options);
//     while (search.status() == SearchStatus::kSearching) {
//         const StepResult& r = search.step();   // one expansion, and what it changed
//         draw(r);                               // or read any cell: state(), g(), parent()...
//     }
//     search.seek(10);                           // back to the state after 10 expansions
//     search.run();                              // the rest, without reports
//
// The A* loop itself is expand_best() below: pop the cell with the lowest f, stop if it is the
// goal, otherwise push or improve each neighbour. Per-cell state (g, parent, where it sits in
// the open list) lives in one flat array; a stamp per cell marks which entries belong to the
// current search, so reset() clears nothing and steps allocate nothing.
//
// Graph is a neighbour provider, see neighbor_graph.hpp for the interface.
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

#include "core/neighbor_graph.hpp"
#include "core/bucketed_open_list.hpp"
#include "core/open_list.hpp"
#include "core/search_types.hpp"

namespace astar {

template <class Graph>
class BasicSearch {
    static_assert(Graph::kMaxDegree <= kMaxNeighbors);

public:
    BasicSearch() : open_(SlotOf{nullptr}) {}
    BasicSearch(const BasicSearch&) = delete;  // the open list points into records_
    BasicSearch& operator=(const BasicSearch&) = delete;

    // Starts a new search. `graph` is copied (it is a small view). Node numbers outside the
    // graph give status kInvalid; the caller checks walls and other problem-level errors.
    void reset(const Graph& graph, int start, int goal, const SearchOptions& options);

    // One expansion. After the search has ended it changes nothing and returns a result with
    // expanded == -1 and the final status.
    const StepResult& step();

    // Steps until the search ends, without filling step reports.
    SearchStatus run();

    // Dijkstra only, whose order of expansion does not depend on the goal: makes `goal` this
    // search's goal, as if it had begun with it, and keeps what it has done. If the search
    // has expanded `goal` already, it ends there (kFound), with the g, path and status that a
    // fresh search for `goal` ends with, since that search makes the same expansions before it;
    // otherwise the search goes on as a fresh one would (if it had ended at an old goal, that
    // cell goes back into the open list as it was before its expansion), or ends with kNoPath
    // if it has expanded every cell it reaches. Only the counters differ: they keep counting
    // from where they were. For the app's check of a dragged goal, which then asks for a few
    // expansions instead of a whole search. Returns false and changes nothing for another
    // algorithm, an undo log, a step limit or a node outside the graph. An open list that a
    // bucketed run() left in its buckets goes back into the heap first (the loops that seek
    // and step take the heap alone; see bucketed_open_list.hpp).
    bool retarget(int goal);

    // Moves to the state after `expansions` expansions (clamped to where the search ends), back
    // or forward. Every cell, the counters, the open list, the status and the path are exactly
    // what a fresh search stepped that many times would have (last_step() differs: see there).
    void seek(int expansions);

    // --- Reading the state between steps ---
    const Graph& graph() const { return graph_; }
    const SearchOptions& options() const { return options_; }
    int start() const { return start_; }
    int goal() const { return goal_; }
    SearchStatus status() const { return status_; }
    // What the last step() did. After run() or seek() it names the last expanded cell (with its
    // g, h, f and the step number) but lists no neighbours: those calls keep no reports (until
    // last_step_in_full() makes one).
    const StepResult& last_step() const { return result_; }
    // What the last expansion did, neighbours included, also after run() or seek(): then the
    // search takes that expansion back through its undo log and again with step(), which leaves
    // every cell, counter and the open list as they were. O(1): the app's Open list section
    // asks for it every frame, where replaying the search to the step before in a copy took
    // as long as the whole search after a dragged goal on a big map. Needs
    // options().record_history; without it, or before the first expansion, it is last_step().
    const StepResult& last_step_in_full();
    const SearchCounters& counters() const { return counters_; }
    // counters().open_size as it was after `step` expansions, for 0 <= step <= the expansions
    // so far, from the undo log: so a caller that ran many steps at once (run(), seek()) can
    // still chart the open list step by step. Needs options().record_history; -1 without it
    // or for a step outside that range.
    int open_size_after(int step) const;
    // Calls visit(node) for every cell whose state() may have changed after the first `step`
    // expansions (0 <= step <= counters().expansions): the cells expanded since and the cells
    // discovered since, some of them twice. A caller that moved the search forward with run()
    // or seek() redraws just those instead of every cell. Needs options().record_history;
    // without it, it visits nothing.
    template <class Visit>
    void visit_changed_since(int step, Visit&& visit) const;

    CellState state(int node) const;
    double g(int node) const { return fresh(node) ? records_[node].g : 0.0; }
    // Not stored but for breadth-first: priority() of g and h gives the very double the open
    // list was keyed by (same expression, same inputs).
    double f(int node) const;
    // The heuristic value the search uses for `node` (0 for Dijkstra and breadth-first).
    double h(int node) const { return uses_heuristic() ? graph_.estimate(node, goal_) : 0.0; }
    int parent(int node) const { return fresh(node) ? records_[node].parent : -1; }
    // The step that expanded `node` (for the depth-first walk: that entered it), 0 if none.
    int expanded_at(int node) const;

    // The open cells in the order they would be expanded, best first, at most `max_count`.
    // For the depth-first walk: the trail, its tip first.
    void open_in_order(std::vector<OpenEntry>& out, int max_count) const;

    // Whether run() kept the open list in buckets (on big plain grids; for tests).
    bool open_list_in_buckets() const { return open_.in_buckets(); }

    // Start ... node along parent links (empty if node was never reached).
    void path_to(int node, std::vector<int>& out) const;
    // The final path, start to goal, once status() is kFound; empty otherwise.
    const std::vector<int>& path() const { return path_; }
    double path_cost() const { return status_ == SearchStatus::kFound ? records_[goal_].g : 0.0; }

private:
    // 16 bytes, four per cache line: what an expansion reads and writes of a cell. f is
    // computed when asked (f()), the push order lives in seqs_ and whether the record belongs
    // to this search in stamps_, so that a cell first seen costs a quarter of a line. (The
    // 32-byte record before, with f, the push order and a generation number, measured a 6%
    // lower Boost ratio on the 512 x 512 maps; bench/EXPERIMENTS.md.)
    struct alignas(16) NodeRecord {
        double g;
        std::int32_t parent;
        std::int32_t slot;  // position in the open list (kInFront or a heap index), or on the
                            // trail; kNotInOpenList when in neither. Not kept by the bucketed
                            // run's list (BucketedOpenList): the stamps say which cells are
                            // open, and is_current() which entry is a cell's.
    };
    struct SlotOf {
        NodeRecord* records;
        std::int32_t& operator()(int node) const { return records[node].slot; }
    };
    // The open list's IsCurrent (bucketed_open_list.hpp): whether an entry is its cell's latest.
    struct CurrentEntry {
        const BasicSearch* search = nullptr;
        [[gnu::always_inline]] bool operator()(const HeapEntry& entry) const {
            return search->is_current(entry);
        }
        [[gnu::always_inline]] bool waits(int node) const {
            return search->stamps_[node] == search->open_stamp_;
        }
    };
    // The undo log of one step: the cells it discovered and the open cells it improved are the
    // ranges [discovered_begin, next step's discovered_begin) and likewise for improved.
    struct StepRecord {
        std::int32_t expanded;
        std::uint32_t discovered_begin;
        std::uint32_t improved_begin;
        std::int32_t peak_before;
        std::uint32_t seq_before;
        std::int32_t open_before;  // counters().open_size before the step
    };
    struct ImprovedRecord {
        std::int32_t node;
        std::int32_t old_parent;
        double old_g;
        std::uint32_t old_seq;  // 0 unless keeps_seq_
    };

    // Whether the cell's record belongs to this search: it was reached (and not taken back).
    bool fresh(int node) const {
        // Open or closed: the stamp is open_stamp_ or the next value, closed_stamp_.
        const auto since_open = static_cast<std::uint8_t>(static_cast<std::uint8_t>(stamps_[node]) -
                                                          static_cast<std::uint8_t>(open_stamp_));
        return since_open < 2;
    }
    // Whether seqs_ is kept: the tie-break reads it (FIFO and LIFO). Without it a push writes
    // one cache line less. The undo log needs no push order for the other tie-breaks either:
    // their heap key comes from g, which it restores. (It kept one for every search that has
    // an undo log until 1 December 2026: the app's panes wrote 4 bytes into a fourth array of
    // cells per push, 4 MB each on a 1024 x 1024 map, that nothing read; bench/EXPERIMENTS.md.)
    static bool keeps_seq(TieBreak tie_break) {
        return tie_break == TieBreak::kFifo || tie_break == TieBreak::kLifo;
    }
    std::uint32_t seq(int node) const { return keeps_seq_ ? seqs_[node] : 0; }
    // The heap's tie key (heap_entry) is the push order for FIFO and LIFO, g's bits as a float
    // otherwise, inverted for "larger g first" and LIFO so that the smaller key comes first.
    static constexpr bool tie_from_seq(TieBreak tie_break) {
        return tie_break == TieBreak::kFifo || tie_break == TieBreak::kLifo;
    }
    static constexpr std::uint32_t tie_flip(TieBreak tie_break) {
        return tie_break == TieBreak::kPreferLargerG || tie_break == TieBreak::kLifo
                   ? ~std::uint32_t{0}
                   : 0;
    }
    // Whether `entry` is the latest entry of an open cell: the bucketed open list keeps the
    // older entry of a cell pushed again (an improvement), and drops it when this says no.
    // Only the tie key is compared with the record's, which is exact because an improvement
    // lowers g: the new entry's f is at most the old one's and, where the two round to the same
    // key, the tie-break puts the new one first (smaller g first, LIFO), or the old one first
    // with another tie key (larger g first, FIFO: g as a float, the push order), or the two
    // entries are the same. So an older entry reached while its cell is open has another tie
    // key, and one reached later finds its cell closed.
    //
    // The tie key as heap_entry() makes it, from tie_from_seq_ and tie_flip_ (set by reset()
    // from the tie-break) rather than from the tie-break itself: this runs for every pop.
    [[gnu::always_inline]] bool is_current(const HeapEntry& entry) const {
        const int node = entry.node();
        const std::uint32_t tie =
            (tie_from_seq_ ? seqs_[node] : g_tie_bits(records_[node].g)) ^ tie_flip_;
        return stamps_[node] == open_stamp_ &&
               static_cast<std::uint32_t>(entry.secondary >> 32) == tie;
    }
    static bool uses_heuristic(Algorithm algorithm) {
        return algorithm != Algorithm::kDijkstra && algorithm != Algorithm::kBreadthFirst;
    }
    static bool may_improve(Algorithm algorithm) {
        return algorithm != Algorithm::kBreadthFirst && algorithm != Algorithm::kDepthFirstWalk;
    }
    bool uses_heuristic() const { return uses_heuristic(options_.algorithm); }
    // The priority and the heap key depend on the algorithm and the tie-break. The loops take
    // them as template arguments (an Algorithm and a TieBreak as int) when run() knows them, so
    // that plain A*'s inner loop has no switch per neighbour; kFromOptions reads them each time.
    static constexpr int kFromOptions = -1;
    template <int kAlgorithm>
    Algorithm algorithm_for() const {
        return kAlgorithm == kFromOptions ? options_.algorithm : static_cast<Algorithm>(kAlgorithm);
    }
    template <int kTieBreak>
    TieBreak tie_break_for() const {
        return kTieBreak == kFromOptions ? tie_break_ : static_cast<TieBreak>(kTieBreak);
    }
    template <int kAlgorithm = kFromOptions>
    double priority(double g, double h, double parent_f) const;
    // The f of a cell pushed with g_next from a cell whose f is parent_f; stored for
    // breadth-first, where it cannot be computed again from g and h.
    template <int kAlgorithm>
    [[gnu::always_inline]] double push_priority(int node, double g_next, double parent_f);
    // f() of a cell this search has reached (fresh): inlined into the step reports, which
    // give it for every neighbour.
    template <int kAlgorithm = kFromOptions>
    [[gnu::always_inline]] double reached_f(int node) const;
    double tie_key(double g, std::uint32_t seq) const;
    template <int kTieBreak = kFromOptions>
    HeapEntry heap_entry(double f, double g, std::uint32_t seq, int node) const;
    HeapEntry entry_for(int node) const;
    OpenEntry open_entry_for(int node) const;

    // Steps until the search ends or has made `until` expansions (run() and seek() forward).
    void run_until(int until);
    template <int kAlgorithm, int kTieBreak, bool kLean, bool kBuckets = false>
    void run_with(int until);
    // The step is inlined into its loops (run_with, step, seek): no call, prologue and
    // epilogue per expansion (2% of run()'s instructions).
    // kLean: the graph is plain() and there is no undo log (checked by the caller), see
    // run_with().
    template <bool kReport, int kAlgorithm = kFromOptions, int kTieBreak = kFromOptions,
              bool kLean = false, bool kBuckets = false>
    [[gnu::always_inline]] void step_once();
    template <bool kReport, int kAlgorithm, int kTieBreak, bool kLean, bool kBuckets>
    [[gnu::always_inline]] void expand_best();
    // The open list as a loop uses it: with its buckets (kBuckets, the lean loop on a big
    // graph), or its heap alone, which then holds every entry (see bucketed_open_list.hpp).
    template <bool kBuckets>
    [[gnu::always_inline]] auto& open_list() {
        if constexpr (kBuckets) {
            return open_;
        } else {
            return open_.heap();
        }
    }
    template <bool kReport> void walk_one();
    template <int kAlgorithm, bool kBuckets> [[gnu::always_inline]] void finish_step();
    [[gnu::always_inline]] void prefetch_neighborhood(int node) const;
    void undo_last_step();
    void summarize_last_step();
    void describe_expansion(int node);
    template <bool kReport, bool kLean = false> void note_expansion(int node);
    void build_path();

    Graph graph_{};
    int start_ = -1;
    int goal_ = -1;
    SearchOptions options_;
    TieBreak tie_break_ = TieBreak::kPreferLargerG;
    double weight_ = 1.0;
    int stop_at_ = 0;  // the step limit, or the largest int when there is none
    SearchStatus status_ = SearchStatus::kInvalid;
    // Whether the A* family's loop ended by popping the goal, which it does not expand: the
    // last expanded cell (retarget() takes that pop back).
    bool stopped_at_goal_ = false;
    SearchCounters counters_;
    StepResult result_;
    int last_expanded_ = -1;

    // Whether expand_best() asks for the next cell's neighbourhood before the pop: the cell
    // that pop() takes is known before its sift down, so the misses on that cell's stamps,
    // grid bits and neighbours' records overlap with the sift instead of following it. On a
    // 512 x 512 map, whose records (8 MB) leave the caches between searches, that took the
    // Boost ratio on maze512-1-0 from 1.90x to 2.52x and its ns per expansion from 82 to 62
    // (bench/native/ab_ratio.sh, bench/EXPERIMENTS.md). On a graph whose records stay in the cache
    // the prefetches are pure cost (lak303d, 37 632 cells: 1.98x -> 1.95x), hence a size limit.
    // Off in WebAssembly, which has no prefetch.
    static constexpr int kPrefetchMinNodes = 1 << 16;
    bool prefetch_ = false;
    // Whether run()'s lean loop uses the open list's buckets (bucketed_open_list.hpp): on a
    // graph big enough for its open list to outgrow the caches as a heap. On small maps the
    // bucket code's instructions cost more than they save (with buckets in every lean loop:
    // 25 more per expansion on maze-32-32-4 and arena, whose searches make 32-219 expansions,
    // and a Boost ratio 0-8% lower; bench/EXPERIMENTS.md).
    static constexpr int kBucketsMinNodes = 1 << 16;
    bool buckets_ = false;
    std::vector<NodeRecord> records_;
    // When each cell was expanded: read for drawing, written once per expansion, so it stays
    // out of NodeRecord, which the hot loop keeps at 16 bytes (four per cache line). Valid for
    // the cells that are fresh and closed; an open cell's entry may be left from an earlier
    // search (the A* family does not write it on a push: one cache line less per push).
    std::vector<std::int32_t> expanded_at_;
    // When each cell was last pushed or improved (the FIFO and LIFO tie keys), for the fresh
    // cells; written only while keeps_seq_.
    std::vector<std::uint32_t> seqs_;
    bool keeps_seq_ = false;
    // tie_from_seq() and tie_flip() of the search's tie-break, for is_current().
    bool tie_from_seq_ = false;
    std::uint32_t tie_flip_ = 0;
    // Breadth-first only: each cell's f, its number of steps from the start (see f()).
    std::vector<double> depths_;
    // Which cells this search has reached, one byte each: stamps_[i] == open_stamp_ or
    // closed_stamp_ (fresh()); any other value means the record is left from an earlier search.
    // The A* family marks a cell open when it is pushed and closed when it is expanded; the
    // depth-first walk marks the cells it enters open. The graph skips the closed cells
    // without reading their records (ClosedCells), and the loop tells a new neighbour from an
    // open one without reading its record: on a cell it has never seen, that read was the
    // search's commonest cache miss, and the push only writes the record (maze512-1-0: Boost
    // ratio 1.48x -> 1.95x with bench/native/ab_ratio.sh). Each search takes the next two
    // values; 0 never marks a cell, and when the values run out the stamps are cleared and
    // counting starts over.
    std::vector<CellStamp> stamps_;
    CellStamp open_stamp_{};
    CellStamp closed_stamp_{};
    std::uint32_t next_seq_ = 0;
    // Children per heap slot: four in WebAssembly, two natively (see open_list.hpp).
#if defined(__EMSCRIPTEN__)
    static constexpr int kOpenListArity = 4;
#else
    static constexpr int kOpenListArity = 2;
#endif
    BucketedOpenList<SlotOf, CurrentEntry, kOpenListArity> open_;
    std::vector<std::int32_t> trail_;  // depth-first walk: start ... current cell

    std::vector<StepRecord> steps_;
    std::vector<std::int32_t> discovered_;
    std::vector<ImprovedRecord> improved_;

    std::vector<int> path_;
};

// ---------------------------------------------------------------------------------------------

template <class Graph>
void BasicSearch<Graph>::reset(const Graph& graph, int start, int goal,
                               const SearchOptions& options) {
    graph_ = graph;
    start_ = start;
    goal_ = goal;
    options_ = options;
    weight_ = options.algorithm == Algorithm::kAStar ? std::max(options.weight, 0.0) : 1.0;
    stop_at_ = options.max_expansions > 0 ? options.max_expansions
                                          : std::numeric_limits<int>::max();
    tie_break_ =
        options.algorithm == Algorithm::kBreadthFirst ? TieBreak::kFifo : options.tie_break;
    counters_ = {};
    result_ = {};
    last_expanded_ = -1;
    stopped_at_goal_ = false;
    open_.clear();
    open_.set_is_current(CurrentEntry{this});
    tie_from_seq_ = tie_from_seq(tie_break_);
    tie_flip_ = tie_flip(tie_break_);
    trail_.clear();
    steps_.clear();
    discovered_.clear();
    improved_.clear();
    path_.clear();
    next_seq_ = 0;

    const int n = graph_.node_count();
#if defined(__EMSCRIPTEN__)
    prefetch_ = false;
#else
    prefetch_ = n >= kPrefetchMinNodes && requires { graph_.row_stride(); };
#endif
    buckets_ = n >= kBucketsMinNodes;
    if (buckets_) {
        // A pushed cell's f is at most (1 + weight) times the step's cost above the f being
        // expanded, when the heuristic is consistent (|h(a) - h(b)| <= the step's cost); the
        // buckets' window spans twice that, for the largest step.
        double step = 1.0;
        if constexpr (requires { graph_.longest_step(); }) step = graph_.longest_step();
        open_.set_window(2.0 * step * (1.0 + std::max(weight_, 1.0)));
    }
    if (records_.size() != static_cast<std::size_t>(n)) {
        records_.assign(static_cast<std::size_t>(n), NodeRecord{});
        expanded_at_.assign(static_cast<std::size_t>(n), 0);
        stamps_.assign(static_cast<std::size_t>(n), CellStamp{});
        seqs_.clear();
        depths_.clear();
        closed_stamp_ = CellStamp{};
        open_.set_slot_of(SlotOf{records_.data()});
    }
    // The arrays that not every search needs are made by the first that does.
    keeps_seq_ = keeps_seq(tie_break_);
    if (keeps_seq_ && seqs_.size() != static_cast<std::size_t>(n)) {
        seqs_.assign(static_cast<std::size_t>(n), 0);
    }
    if (options.algorithm == Algorithm::kBreadthFirst &&
        depths_.size() != static_cast<std::size_t>(n)) {
        depths_.assign(static_cast<std::size_t>(n), 0.0);
    }
    auto last = static_cast<std::uint8_t>(closed_stamp_);
    if (last >= 254) {
        std::fill(stamps_.begin(), stamps_.end(), CellStamp{});
        last = 0;
    }
    open_stamp_ = static_cast<CellStamp>(last + 1);
    closed_stamp_ = static_cast<CellStamp>(last + 2);
    if (start < 0 || goal < 0 || start >= n || goal >= n) {
        status_ = SearchStatus::kInvalid;
        result_.status = status_;
        return;
    }
    status_ = SearchStatus::kSearching;
    result_.status = status_;

    NodeRecord& s = records_[start];
    s.g = 0.0;
    s.parent = -1;
    stamps_[start] = open_stamp_;
    if (keeps_seq_) seqs_[start] = next_seq_;
    ++next_seq_;
    expanded_at_[start] = 0;
    if (options_.algorithm == Algorithm::kBreadthFirst) depths_[start] = 0.0;
    if (options_.algorithm == Algorithm::kDepthFirstWalk) {
        s.slot = 0;
        trail_.push_back(start);
    } else {
        s.slot = kNotInOpenList;
        open_.heap().push(entry_for(start));
    }
    counters_.pushes = 1;
    counters_.open_size = counters_.peak_open_size = 1;
}

template <class Graph>
template <int kAlgorithm>
double BasicSearch<Graph>::priority(double g, double h, double parent_f) const {
    switch (algorithm_for<kAlgorithm>()) {
        case Algorithm::kAStar: return g + weight_ * h;
        case Algorithm::kDijkstra: return g;
        case Algorithm::kGreedyBestFirst:
        case Algorithm::kDepthFirstWalk: return h;
        case Algorithm::kBreadthFirst: return parent_f + 1.0;  // the start has f = 0
    }
    return g;
}

template <class Graph>
double BasicSearch<Graph>::f(int node) const {
    return fresh(node) ? reached_f(node) : 0.0;
}

template <class Graph>
template <int kAlgorithm>
inline double BasicSearch<Graph>::reached_f(int node) const {
    const Algorithm algorithm = algorithm_for<kAlgorithm>();
    if (algorithm == Algorithm::kBreadthFirst) return depths_[node];
    return priority<kAlgorithm>(
        records_[node].g, uses_heuristic(algorithm) ? graph_.estimate(node, goal_) : 0.0, 0.0);
}

template <class Graph>
template <int kAlgorithm>
inline double BasicSearch<Graph>::push_priority(int node, double g_next, double parent_f) {
    const Algorithm algorithm = algorithm_for<kAlgorithm>();
    const double f = priority<kAlgorithm>(
        g_next, uses_heuristic(algorithm) ? graph_.estimate(node, goal_) : 0.0, parent_f);
    if (algorithm == Algorithm::kBreadthFirst) depths_[node] = f;
    return f;
}

template <class Graph>
double BasicSearch<Graph>::tie_key(double g, std::uint32_t seq) const {
    switch (tie_break_) {
        case TieBreak::kPreferLargerG: return -g;
        case TieBreak::kPreferSmallerG: return g;
        case TieBreak::kFifo: return 0.0;
        case TieBreak::kLifo: return -static_cast<double>(seq);
    }
    return 0.0;
}

// The heap orders by (f, tie key, cell number) as integers. f is rounded to 32 of its 52
// mantissa bits (priority_key in open_list.hpp, a relative precision of 2^-32); the tie key is
// g rounded to a float (its bit pattern orders like the value, and inverted for "larger g
// first"), or the push order for FIFO and LIFO. Cells whose f and g tie (g within float
// precision) go by cell number, lowest first (row by row, left to right): a total,
// deterministic order, and the cell number doubles as the entry's node, which keeps entries
// at 16 bytes.
//
// Why f is rounded: two cells with the same true f often differ in the last bits of their
// doubles, because their g were summed from 1s and sqrt(2)s in different orders, and h is
// computed another way again. Unrounded, that noise ordered them before the tie-break could:
// of the pairs of entries the heap compared whose f agreed to 28 bits, 34% on lak303d and 42%
// on random512-10-0 differed in the last bits (29 November 2026, a throwaway count). Rounded,
// the tie-break decides, as it says it does: on a map without walls A* with "larger g first"
// expands just the cells of its path (it expanded 69 for a 37-cell path before), and on the
// Moving AI maps arena expands 32 cells a scenario instead of 62, random512-10-0 8 757
// instead of 11 220 (bench/EXPERIMENTS.md). What the rounding may cost: a popped goal's f is
// within one unit of the last kept bit (2^-32 of f) of every open cell's, so a path found is
// longer than the optimum by at most that: a relative 2.3e-10, under the 1e-9 the comparison
// table allows, and far under the smallest difference between two path lengths made of 1s and
// sqrt(2)s on the maps the benchmarks use. The double sums themselves are off by about 2^-43
// of f on a path of 1 000 moves, so the rounding sees through them.
template <class Graph>
template <int kTieBreak>
HeapEntry BasicSearch<Graph>::heap_entry(double f, double g, std::uint32_t seq, int node) const {
    const TieBreak tie_break = tie_break_for<kTieBreak>();
    const std::uint32_t tie = (tie_from_seq(tie_break) ? seq : g_tie_bits(g)) ^ tie_flip(tie_break);
    return {priority_key(f), std::uint64_t{tie} << 32 | static_cast<std::uint32_t>(node)};
}

template <class Graph>
HeapEntry BasicSearch<Graph>::entry_for(int node) const {
    return heap_entry(f(node), records_[node].g, seq(node), node);
}

template <class Graph>
OpenEntry BasicSearch<Graph>::open_entry_for(int node) const {
    const double g = records_[node].g;
    return {f(node), tie_key(g, seq(node)), seq(node), node};
}

template <class Graph>
int BasicSearch<Graph>::expanded_at(int node) const {
    if (!fresh(node)) return 0;
    // The A* family keeps the step with the undo log only, and an open cell is not expanded
    // yet (see expanded_at_). On the depth-first walk's trail every cell's entry is kept: the
    // cells it stands on were entered.
    if (options_.algorithm != Algorithm::kDepthFirstWalk &&
        (!options_.record_history || stamps_[node] == open_stamp_)) {
        return 0;
    }
    return expanded_at_[node];
}

template <class Graph>
int BasicSearch<Graph>::open_size_after(int step) const {
    if (!options_.record_history || step < 0 || step > counters_.expansions) return -1;
    // The record of step k + 1 keeps the open list's size before it, that is after step k.
    if (step == counters_.expansions) return counters_.open_size;
    return steps_[static_cast<std::size_t>(step)].open_before;
}

template <class Graph>
CellState BasicSearch<Graph>::state(int node) const {
    if (!fresh(node)) return CellState::kUnseen;
    // The A* family's stamps tell open from closed (an undone discovery is no longer fresh);
    // its slots do not always (BucketedOpenList writes none while the list is short). The
    // depth-first walk marks every cell it enters open, and its trail keeps the slots: a cell
    // it backed out of has none.
    if (options_.algorithm != Algorithm::kDepthFirstWalk) {
        return stamps_[node] == open_stamp_ ? CellState::kOpen : CellState::kClosed;
    }
    if (records_[node].slot != kNotInOpenList) return CellState::kOpen;
    return expanded_at_[node] > 0 ? CellState::kClosed : CellState::kUnseen;
}

template <class Graph>
const StepResult& BasicSearch<Graph>::step() {
    step_once<true>();
    return result_;
}

template <class Graph>
const StepResult& BasicSearch<Graph>::last_step_in_full() {
    const int expansions = counters_.expansions;
    // A step() made after the end reports nothing; the last expansion is still the one wanted.
    const bool in_full = result_.complete && result_.expanded >= 0 && result_.step == expansions;
    if (in_full || expansions == 0 || !options_.record_history) return result_;
    if (status_ == SearchStatus::kFound) {
        // The goal's expansion has no neighbour report: the search stops there. Taking it back
        // would drop the path, which step() then builds again link by link, O(path) in every
        // frame: 5.8 ms on a 1023 x 1023 maze while the other panes played (code review).
        summarize_last_step();
        result_.complete = true;
        return result_;
    }
    seek(expansions - 1);
    return step();
}

template <class Graph>
SearchStatus BasicSearch<Graph>::run() {
    run_until(std::numeric_limits<int>::max());
    summarize_last_step();
    return status_;
}

template <class Graph>
void BasicSearch<Graph>::run_until(int until) {
    // The loops are functions of their own, called through a pointer so that no compiler
    // merges them into one: V8 compiles one big WebAssembly function with every loop inlined
    // into it worse than each loop alone (bench/EXPERIMENTS.md).
    // A* has a lean loop for the default tie-break only (larger g first, what the benchmarks
    // and the app's Time column mostly run): each loop adds about 3 KB to the app's download.
    using Loop = void (BasicSearch::*)(int);
    constexpr int kAStar = static_cast<int>(Algorithm::kAStar);
    constexpr Loop kAStarLoops[3][kTieBreakCount] = {
        {&BasicSearch::run_with<kAStar, 0, false>, &BasicSearch::run_with<kAStar, 1, false>,
         &BasicSearch::run_with<kAStar, 2, false>, &BasicSearch::run_with<kAStar, 3, false>},
        {&BasicSearch::run_with<kAStar, 0, true>, &BasicSearch::run_with<kAStar, 1, false>,
         &BasicSearch::run_with<kAStar, 2, false>, &BasicSearch::run_with<kAStar, 3, false>},
        {&BasicSearch::run_with<kAStar, 0, true, true>, &BasicSearch::run_with<kAStar, 1, false>,
         &BasicSearch::run_with<kAStar, 2, false>, &BasicSearch::run_with<kAStar, 3, false>},
    };
    static_assert(static_cast<int>(TieBreak::kPreferLargerG) == 0 &&
                  static_cast<int>(TieBreak::kLifo) == kTieBreakCount - 1);
    // The lean loop (see run_with) for a graph without water or terrain costs (see
    // GridGraph::plain()), no undo log to keep, and no limit (run(), as the benchmarks time
    // it).
    bool lean = false;
    if constexpr (requires { graph_.plain(); }) {
        lean = graph_.plain() && !options_.record_history &&
               until == std::numeric_limits<int>::max();
    }
    const bool buckets = lean && buckets_;
    Loop loop = buckets ? &BasicSearch::run_with<kFromOptions, kFromOptions, true, true>
                : lean  ? &BasicSearch::run_with<kFromOptions, kFromOptions, true>
                        : &BasicSearch::run_with<kFromOptions, kFromOptions, false>;
    if (options_.algorithm == Algorithm::kAStar) {
        loop = kAStarLoops[int{lean} + int{buckets}][static_cast<int>(tie_break_)];
    }
    (this->*loop)(until);
}

// kLean: a loop of its own that has no checks for water, terrain costs or the undo log, for
// the cases run_until() names.
template <class Graph>
template <int kAlgorithm, int kTieBreak, bool kLean, bool kBuckets>
void BasicSearch<Graph>::run_with(int until) {
    if constexpr (kLean) {
        // begin() pushed the start into the heap, and step() may have gone on from there.
        if constexpr (kBuckets) open_.take_over_heap();
        while (status_ == SearchStatus::kSearching) {
            step_once<false, kAlgorithm, kTieBreak, true, kBuckets>();
        }
    } else {
        while (status_ == SearchStatus::kSearching && counters_.expansions < until) {
            step_once<false, kAlgorithm, kTieBreak>();
        }
    }
}

template <class Graph>
template <class Visit>
void BasicSearch<Graph>::visit_changed_since(int step, Visit&& visit) const {
    if (!options_.record_history || step < 0 || step >= counters_.expansions) return;
    const auto first = static_cast<std::size_t>(step);
    for (std::size_t t = first; t < steps_.size(); ++t) visit(steps_[t].expanded);
    for (std::size_t i = steps_[first].discovered_begin; i < discovered_.size(); ++i) {
        visit(discovered_[i]);
    }
}

template <class Graph>
void BasicSearch<Graph>::summarize_last_step() {
    result_ = {};
    result_.status = status_;
    if (last_expanded_ >= 0) describe_expansion(last_expanded_);
}

template <class Graph>
void BasicSearch<Graph>::describe_expansion(int node) {
    result_.step = counters_.expansions;
    result_.expanded = node;
    result_.g = records_[node].g;
    result_.h = h(node);
    result_.f = f(node);
}

// Counts the expansion of `node` and notes it in the undo log and the report.
template <class Graph>
template <bool kReport, bool kLean>
void BasicSearch<Graph>::note_expansion(int node) {
    last_expanded_ = node;
    ++counters_.expansions;
    if (!kLean && options_.record_history) steps_.back().expanded = node;
    if constexpr (kReport) describe_expansion(node);
}

template <class Graph>
template <bool kReport, int kAlgorithm, int kTieBreak, bool kLean, bool kBuckets>
inline void BasicSearch<Graph>::step_once() {
    if constexpr (kReport) {
        result_.expanded = -1;
        result_.step = 0;
        result_.neighbor_count = 0;
        result_.backtracked = false;
        result_.complete = true;
        result_.g = result_.h = result_.f = 0.0;
    }
    if (status_ != SearchStatus::kSearching) {
        result_.status = status_;
        return;
    }
    if (!kLean && options_.record_history) {
        steps_.push_back({-1, static_cast<std::uint32_t>(discovered_.size()),
                          static_cast<std::uint32_t>(improved_.size()), counters_.peak_open_size,
                          next_seq_, counters_.open_size});
    }
    if (algorithm_for<kAlgorithm>() == Algorithm::kDepthFirstWalk) {
        walk_one<kReport>();
    } else {
        expand_best<kReport, kAlgorithm, kTieBreak, kLean, kBuckets>();
    }
    finish_step<kAlgorithm, kBuckets>();
    if constexpr (kReport) result_.status = status_;
}

template <class Graph>
template <bool kReport, int kAlgorithm, int kTieBreak, bool kLean, bool kBuckets>
inline void BasicSearch<Graph>::expand_best() {
    auto& open = open_list<kBuckets>();
    HeapEntry best;
    if (!kReport && prefetch_) {
        prefetch_neighborhood(open.peek().node());
        best = open.pop_peeked();
    } else {
        best = open.pop();
    }
    const int current = best.node();
    NodeRecord& cur = records_[current];
    stamps_[current] = closed_stamp_;
    note_expansion<kReport, kLean>(current);
    const bool record_history = !kLean && options_.record_history;
    if (record_history) expanded_at_[current] = counters_.expansions;
    if (current == goal_) {
        status_ = SearchStatus::kFound;
        stopped_at_goal_ = true;  // see retarget()
        return;
    }
    const double g_here = cur.g;
    // Read once: the compiler cannot tell that the record writes below leave them alone, and
    // would load them again for every neighbour.
    const Algorithm algorithm = algorithm_for<kAlgorithm>();
    const double f_here = algorithm == Algorithm::kBreadthFirst ? depths_[current] : 0.0;
    const bool improve = may_improve(algorithm);
    NodeRecord* const records = records_.data();
    CellStamp* const stamps = stamps_.data();
    const CellStamp open_stamp = open_stamp_;
    const CellStamp closed_stamp = closed_stamp_;
    // The push order is stored only where the tie-break reads it (see keeps_seq): where the
    // loop has the tie-break as a template argument, the store is compiled out.
    const bool store_seq = keeps_seq(tie_break_for<kTieBreak>());
    std::uint32_t* const seqs = seqs_.data();
    // Without reports, a closed neighbour needs nothing (a closed cell is never reopened), so a
    // graph that can leave closed cells out does; a fresh neighbour is then an open one.
    constexpr bool kSkipsClosed =
        !kReport && requires(const ClosedCells& closed) {
            graph_.visit_open_neighbors(0, closed, [](int, double, MoveCheck) {});
        };
    // Forced inline: GCC inlines it anyway, Clang (em++ builds the wasm with it) made a call
    // per move, with the captured locals in memory: 13% more instructions per search.
    auto visit = [&](int next, double step_cost, MoveCheck check) __attribute__((always_inline)) {
        // Without reports the graph visits allowed moves only.
        if (kReport && check != MoveCheck::kAllowed) {
            result_.neighbors[static_cast<std::size_t>(result_.neighbor_count++)] = {
                next,
                check == MoveCheck::kBlocked ? NeighborOutcome::kBlocked
                                             : NeighborOutcome::kCornerRule,
                0.0, 0.0};
            return;
        }
        const double g_next = g_here + step_cost;
        NeighborOutcome outcome;
        [[maybe_unused]] double old_g = 0.0;  // for the report of an improvement
        [[maybe_unused]] double f_reported = 0.0;
        NodeRecord& nr = records[next];
        const CellStamp stamp = stamps[next];
        // Without the closed cells (kSkipsClosed) a neighbour is new or open (see stamps_).
        if (kSkipsClosed ? stamp != open_stamp : stamp != open_stamp && stamp != closed_stamp) {
            // First time seen: push.
            stamps[next] = open_stamp;
            nr.g = g_next;
            nr.parent = current;
            const std::uint32_t seq = next_seq_++;
            if (store_seq) seqs[next] = seq;
            const double f_next = push_priority<kAlgorithm>(next, g_next, f_here);
            open.push(heap_entry<kTieBreak>(f_next, g_next, seq, next));
            ++counters_.pushes;
            if (record_history) discovered_.push_back(next);
            outcome = NeighborOutcome::kPushed;
            if constexpr (kReport) f_reported = f_next;
        } else if (!kSkipsClosed && stamp == closed_stamp) {
            outcome = NeighborOutcome::kAlreadyClosed;
            if constexpr (kReport) f_reported = reached_f<kAlgorithm>(next);
        } else if (improve && g_next < nr.g) {
            if (record_history) {
                improved_.push_back({next, nr.parent, nr.g, seq(next)});
            }
            if constexpr (kReport) old_g = nr.g;
            nr.g = g_next;
            nr.parent = current;
            const std::uint32_t seq = next_seq_++;
            if (store_seq) seqs[next] = seq;
            const double f_next = push_priority<kAlgorithm>(next, g_next, f_here);
            if constexpr (kBuckets) {
                open.push_again(heap_entry<kTieBreak>(f_next, g_next, seq, next));
            } else {
                open.update(nr.slot, heap_entry<kTieBreak>(f_next, g_next, seq, next));
            }
            ++counters_.improvements;
            outcome = NeighborOutcome::kImproved;
            if constexpr (kReport) f_reported = f_next;
        } else {
            outcome = NeighborOutcome::kNotImproved;
            if constexpr (kReport) f_reported = reached_f<kAlgorithm>(next);
        }
        if constexpr (kReport) {
            result_.neighbors[static_cast<std::size_t>(result_.neighbor_count++)] = {
                next, outcome, nr.g, f_reported, old_g};
        }
    };
    if constexpr (kSkipsClosed) {
        graph_.template visit_open_neighbors<kLean>(
            current, ClosedCells{stamps_.data(), closed_stamp_}, visit);
    } else {
        graph_.template visit_neighbors<kReport>(current, visit);
    }
    // An empty list ends the search with kNoPath: finish_step() tells it from the list's size,
    // which it counts anyway.
}

template <class Graph>
inline void BasicSearch<Graph>::prefetch_neighborhood(int node) const {
    if constexpr (requires { graph_.row_stride(); }) {
        // Addresses as integers: the rows above the first and below the last row of the grid
        // lie outside the arrays, which a prefetch may name (it never faults) but pointer
        // arithmetic may not.
        const auto records = reinterpret_cast<std::uintptr_t>(records_.data());
        const auto stamps = reinterpret_cast<std::uintptr_t>(stamps_.data());
        const auto stride = static_cast<std::intptr_t>(graph_.row_stride());
        for (std::intptr_t row = -stride; row <= stride; row += stride) {
            // Three records, node - 1 to node + 1 of the row: one cache line or two, whose
            // first and last records these are.
            const auto first = static_cast<std::uintptr_t>(node + row - 1);
            __builtin_prefetch(reinterpret_cast<const void*>(records + first * sizeof(NodeRecord)),
                               1);
            __builtin_prefetch(
                reinterpret_cast<const void*>(records + (first + 2) * sizeof(NodeRecord)), 1);
            __builtin_prefetch(reinterpret_cast<const void*>(stamps + first + 1));
        }
        graph_.prefetch(node);
    }
}

// The depth-first walk: stand on the tip of the trail; step to the free, unvisited neighbour
// with the smallest estimate (the first in neighbour order on a tie); back up if there is none.
template <class Graph>
template <bool kReport>
void BasicSearch<Graph>::walk_one() {
    const int current = trail_.back();
    NodeRecord& cur = records_[current];
    note_expansion<kReport>(current);
    if (expanded_at_[current] == 0) expanded_at_[current] = counters_.expansions;
    if (current == goal_) {
        status_ = SearchStatus::kFound;
        return;
    }
    int chosen = -1;
    double chosen_h = std::numeric_limits<double>::infinity();
    double chosen_cost = 0.0;
    int chosen_report = -1;
    graph_.template visit_neighbors<kReport>(current, [&](int next, double step_cost,
                                                         MoveCheck check) {
        NeighborOutcome outcome = NeighborOutcome::kNotChosen;
        if (check != MoveCheck::kAllowed) {
            outcome = check == MoveCheck::kBlocked ? NeighborOutcome::kBlocked
                                                   : NeighborOutcome::kCornerRule;
        } else if (fresh(next)) {
            outcome = records_[next].slot != kNotInOpenList ? NeighborOutcome::kOnTrail
                                                            : NeighborOutcome::kAlreadyClosed;
        } else {
            const double estimate = graph_.estimate(next, goal_);
            if (estimate < chosen_h) {
                chosen = next;
                chosen_h = estimate;
                chosen_cost = step_cost;
                if constexpr (kReport) chosen_report = result_.neighbor_count;
            }
        }
        if constexpr (kReport) {
            result_.neighbors[static_cast<std::size_t>(result_.neighbor_count++)] = {next, outcome,
                                                                                     0.0, 0.0};
        }
    });
    if (chosen >= 0) {
        NodeRecord& nr = records_[chosen];
        stamps_[chosen] = open_stamp_;
        nr.g = cur.g + chosen_cost;
        nr.parent = current;
        if (keeps_seq_) seqs_[chosen] = next_seq_;
        ++next_seq_;
        expanded_at_[chosen] = 0;
        nr.slot = static_cast<std::int32_t>(trail_.size());
        trail_.push_back(chosen);
        ++counters_.pushes;
        if (options_.record_history) discovered_.push_back(chosen);
        if constexpr (kReport) {
            result_.neighbors[static_cast<std::size_t>(chosen_report)] = {
                chosen, NeighborOutcome::kPushed, nr.g, chosen_h};
        }
        return;
    }
    // Dead end: leave a footprint and back up.
    cur.slot = kNotInOpenList;
    trail_.pop_back();
    if constexpr (kReport) result_.backtracked = true;
    // An empty trail ends the walk with kNoPath (see finish_step()).
}

template <class Graph>
template <int kAlgorithm, bool kBuckets>
inline void BasicSearch<Graph>::finish_step() {
    // The bucketed list also holds the older entries of cells pushed again (see
    // is_current()), so its size is not the open cells': each push adds one, each expansion
    // takes one.
    counters_.open_size = algorithm_for<kAlgorithm>() == Algorithm::kDepthFirstWalk
                              ? static_cast<int>(trail_.size())
                          : kBuckets ? counters_.pushes - counters_.expansions
                                     : open_list<kBuckets>().size();
    counters_.peak_open_size = std::max(counters_.peak_open_size, counters_.open_size);
    if (status_ == SearchStatus::kFound) {
        build_path();
    } else if (status_ == SearchStatus::kSearching) {
        if (counters_.open_size == 0) {
            status_ = SearchStatus::kNoPath;
        } else if (counters_.expansions >= stop_at_) {
            status_ = SearchStatus::kStepLimit;
        }
    }
}

template <class Graph>
void BasicSearch<Graph>::build_path() {
    path_to(goal_, path_);
}

template <class Graph>
void BasicSearch<Graph>::path_to(int node, std::vector<int>& out) const {
    out.clear();
    if (node < 0 || node >= static_cast<int>(records_.size()) || !fresh(node)) return;
    for (int at = node; at != -1; at = records_[at].parent) out.push_back(at);
    std::reverse(out.begin(), out.end());
}

template <class Graph>
void BasicSearch<Graph>::open_in_order(std::vector<OpenEntry>& out, int max_count) const {
    out.clear();
    if (max_count <= 0) return;
    if (options_.algorithm == Algorithm::kDepthFirstWalk) {
        for (auto it = trail_.rbegin(); it != trail_.rend() && static_cast<int>(out.size()) <
                                                                   max_count;
             ++it) {
            out.push_back(open_entry_for(*it));
        }
        return;
    }
    // Sorted by the heap's own keys, so the list is exactly the order of expansion.
    std::vector<HeapEntry> heap;
    open_.copy_entries(heap);
    const auto keep = std::min<std::size_t>(heap.size(), static_cast<std::size_t>(max_count));
    std::partial_sort(heap.begin(), heap.begin() + static_cast<std::ptrdiff_t>(keep), heap.end(),
                      [](const HeapEntry& a, const HeapEntry& b) { return comes_before(a, b); });
    out.reserve(keep);
    for (std::size_t i = 0; i < keep; ++i) out.push_back(open_entry_for(heap[i].node()));
}

template <class Graph>
bool BasicSearch<Graph>::retarget(int goal) {
    if (options_.algorithm != Algorithm::kDijkstra || options_.record_history ||
        options_.max_expansions > 0 || goal < 0 || goal >= graph_.node_count() ||
        status_ == SearchStatus::kInvalid) {
        return false;
    }
    // A run() on a big map may have left the list in its buckets (Comparison::optimal_cost
    // runs the check to its end at once); what follows takes the heap alone.
    open_.gather_into_heap();
    if (stopped_at_goal_) {
        // The loop popped its goal and stopped there without expanding it (the goal of then,
        // which an earlier retarget may have replaced since): that pop is taken back (the
        // record is as the pop left it), so that the next step makes the expansion in full.
        const int popped = last_expanded_;
        stamps_[popped] = open_stamp_;
        open_.heap().push(entry_for(popped));
        --counters_.expansions;
        counters_.open_size = open_.heap().size();
        stopped_at_goal_ = false;
    }
    // Now the search is where its loop left it, short of any goal: it goes on, or it has
    // expanded every cell it reaches (the loop's own test: an empty open list after a step),
    // or it has expanded `goal` already.
    goal_ = goal;
    path_.clear();
    result_ = {};
    status_ = open_.heap().empty() ? SearchStatus::kNoPath : SearchStatus::kSearching;
    if (state(goal) == CellState::kClosed) {
        status_ = SearchStatus::kFound;
        build_path();
    }
    result_.status = status_;
    return true;
}

template <class Graph>
void BasicSearch<Graph>::seek(int expansions) {
    if (status_ == SearchStatus::kInvalid) return;
    expansions = std::max(expansions, 0);
    if (expansions < counters_.expansions) {
        // Undoing a step costs about as much as taking it, so replay from the start when that
        // is shorter (or when there is no undo log).
        if (!options_.record_history || expansions < counters_.expansions - expansions) {
            reset(Graph(graph_), start_, goal_, options_);
        } else {
            while (counters_.expansions > expansions) undo_last_step();
        }
    }
    // The templated loop of run(): a seek forward of thousands of steps (Comparison::seek, an
    // edit replayed a slice per frame) goes as fast as run().
    if (expansions > counters_.expansions) run_until(expansions);
    summarize_last_step();
}

template <class Graph>
void BasicSearch<Graph>::undo_last_step() {
    const StepRecord step = steps_.back();
    const int current = step.expanded;
    NodeRecord& cur = records_[current];
    if (options_.algorithm == Algorithm::kDepthFirstWalk) {
        if (step.discovered_begin < discovered_.size()) {
            // It stepped forward: take the new tip off the trail.
            stamps_[trail_.back()] = CellStamp{};
            trail_.pop_back();
            --counters_.pushes;
        } else if (cur.slot == kNotInOpenList) {
            // It backed out of `current`: put it back on the trail.
            cur.slot = static_cast<std::int32_t>(trail_.size());
            trail_.push_back(current);
        }
        if (expanded_at_[current] == counters_.expansions) expanded_at_[current] = 0;
    } else {
        for (std::size_t i = improved_.size(); i-- > step.improved_begin;) {
            const ImprovedRecord& r = improved_[i];
            NodeRecord& nr = records_[r.node];
            nr.g = r.old_g;
            nr.parent = r.old_parent;
            if (keeps_seq_) seqs_[r.node] = r.old_seq;
            open_.heap().update(nr.slot, entry_for(r.node));
            --counters_.improvements;
        }
        for (std::size_t i = discovered_.size(); i-- > step.discovered_begin;) {
            const int node = discovered_[i];
            open_.heap().remove(records_[node].slot);
            stamps_[node] = CellStamp{};
            --counters_.pushes;
        }
        expanded_at_[current] = 0;
        stamps_[current] = open_stamp_;
        open_.heap().push(entry_for(current));
    }
    discovered_.resize(step.discovered_begin);
    improved_.resize(step.improved_begin);
    steps_.pop_back();
    last_expanded_ = steps_.empty() ? -1 : steps_.back().expanded;
    --counters_.expansions;
    next_seq_ = step.seq_before;
    counters_.peak_open_size = step.peak_before;
    counters_.open_size = options_.algorithm == Algorithm::kDepthFirstWalk
                              ? static_cast<int>(trail_.size())
                              : open_.size();
    status_ = SearchStatus::kSearching;
    path_.clear();
}

}  // namespace astar
