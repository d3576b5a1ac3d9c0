// The open list: a binary min-heap of cells keyed by (f, tie, cell number), where each cell
// knows its position in the heap so that a cheaper path can move it up (decrease-key) instead
// of pushing a duplicate.
//
// How to use:
//     OpenList<SlotOf> open(SlotOf{...});     // SlotOf(node) -> std::int32_t&: where node sits
//     open.push({primary, secondary});        // the node is the low half of secondary
//     HeapEntry best = open.pop();            // slot of best.node() is set to kNotInOpenList
//
// The order is total: a cell is in the heap at most once and its number is the last key, so
// two heaps holding the same entries pop them in the same order however they are arranged
// inside. That is what lets the search undo a step by removing and re-inserting entries
// instead of restoring the heap's exact layout.
#pragma once

#include <cstdint>
#include <vector>

namespace astar {

// An open cell as the search shows it (BasicSearch::open_in_order).
struct OpenEntry {
    double f;
    double tie;          // second key, from the tie-break mode (for example -g)
    std::uint32_t seq;   // when it was pushed or last improved (the tie key of FIFO and LIFO)
    std::int32_t node;
};

// The heap's entry: two integers that order like (f, tie, cell number), so comparing two
// entries is two integer comparisons and picking the better child needs no branch. `primary`
// is the bit pattern of f (non-negative doubles order like their bits); `secondary` holds the
// tie key in its high half (see BasicSearch::heap_entry) and the cell number in its low half.
// 16 bytes: four entries per cache line, and a move is one 16-byte copy.
struct HeapEntry {
    std::uint64_t primary;
    std::uint64_t secondary;

    int node() const { return static_cast<int>(static_cast<std::uint32_t>(secondary)); }
};

inline bool comes_before(const HeapEntry& a, const HeapEntry& b) {
    return (a.primary < b.primary) | ((a.primary == b.primary) & (a.secondary < b.secondary));
}

inline constexpr std::int32_t kNotInOpenList = -1;

template <class SlotOf>
class OpenList {
public:
    explicit OpenList(SlotOf slot_of = {}) : slot_of_(slot_of) {}

    void set_slot_of(SlotOf slot_of) { slot_of_ = slot_of; }
    bool empty() const { return heap_.empty(); }
    int size() const { return static_cast<int>(heap_.size()); }
    const HeapEntry& top() const { return heap_.front(); }
    // The entries in heap order (not sorted).
    const std::vector<HeapEntry>& entries() const { return heap_; }
    const HeapEntry& at(std::int32_t slot) const { return heap_[static_cast<std::size_t>(slot)]; }
    void clear() { heap_.clear(); }
    void reserve(std::size_t n) { heap_.reserve(n); }

    void push(const HeapEntry& entry) {
        heap_.push_back(entry);
        sift_up(static_cast<std::int32_t>(heap_.size()) - 1);
    }

    HeapEntry pop() {
        const HeapEntry best = heap_.front();
        slot_of_(best.node()) = kNotInOpenList;
        const HeapEntry last = heap_.back();
        heap_.pop_back();
        if (!heap_.empty()) {
            // Bottom-up: walk the hole at the root down along the better child to a leaf (one
            // comparison per level instead of two), then let the last entry rise from there.
            // The last entry belongs near the bottom, so it rarely rises more than a level.
            const auto n = static_cast<std::int32_t>(heap_.size());
            std::int32_t hole = 0;
            while (true) {
                std::int32_t child = 2 * hole + 1;
                if (child >= n) break;
                // Arithmetic, not a branch: which child is better is a coin flip.
                if (child + 1 < n) {
                    child += static_cast<std::int32_t>(comes_before(at(child + 1), at(child)));
                }
                place(hole, at(child));
                hole = child;
            }
            place(hole, last);
            sift_up(hole);
        }
        return best;
    }

    // Replaces the entry at `slot` with `entry` (same node, new key) and restores heap order.
    void update(std::int32_t slot, const HeapEntry& entry) {
        const bool earlier = comes_before(entry, at(slot));
        heap_[static_cast<std::size_t>(slot)] = entry;
        if (earlier) {
            sift_up(slot);  // a cheaper path: the usual case
        } else {
            sift_down(slot);
        }
    }

    // Takes the entry at `slot` out of the heap.
    void remove(std::int32_t slot) {
        slot_of_(heap_[static_cast<std::size_t>(slot)].node()) = kNotInOpenList;
        const HeapEntry last = heap_.back();
        heap_.pop_back();
        if (static_cast<std::size_t>(slot) < heap_.size()) {
            heap_[static_cast<std::size_t>(slot)] = last;
            sift_down(sift_up(slot));
        }
    }

private:
    // Moves the entry at `slot` up while it comes before its parent. Returns where it ends.
    std::int32_t sift_up(std::int32_t slot) {
        const HeapEntry entry = heap_[static_cast<std::size_t>(slot)];
        while (slot > 0) {
            const std::int32_t parent = (slot - 1) / 2;
            const HeapEntry& above = heap_[static_cast<std::size_t>(parent)];
            if (!comes_before(entry, above)) break;
            place(slot, above);
            slot = parent;
        }
        place(slot, entry);
        return slot;
    }

    void sift_down(std::int32_t slot) {
        const HeapEntry entry = heap_[static_cast<std::size_t>(slot)];
        const auto n = static_cast<std::int32_t>(heap_.size());
        while (true) {
            std::int32_t child = 2 * slot + 1;
            if (child >= n) break;
            if (child + 1 < n && comes_before(heap_[static_cast<std::size_t>(child) + 1],
                                              heap_[static_cast<std::size_t>(child)])) {
                ++child;
            }
            const HeapEntry& below = heap_[static_cast<std::size_t>(child)];
            if (!comes_before(below, entry)) break;
            place(slot, below);
            slot = child;
        }
        place(slot, entry);
    }

    void place(std::int32_t slot, const HeapEntry& entry) {
        heap_[static_cast<std::size_t>(slot)] = entry;
        slot_of_(entry.node()) = slot;
    }

    std::vector<HeapEntry> heap_;
    SlotOf slot_of_;
};

}  // namespace astar
