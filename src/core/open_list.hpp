// The open list: the cells waiting to be expanded, taken out in the order (f, tie, cell number).
// A binary min-heap where each cell knows its position, so that a cheaper path can move it up
// (decrease-key) instead of pushing a duplicate, plus one entry held in front of the heap.
//
// How to use:
//     OpenList<SlotOf> open(SlotOf{...});     // SlotOf(node) -> std::int32_t&: where node sits
//     open.push({primary, secondary});        // the node is the low half of secondary
//     HeapEntry best = open.pop();            // slot of best.node() is set to kNotInOpenList
//
// The front entry: an A* expansion often pushes a neighbour that is the very next cell to
// expand (the straight line toward the goal keeps f and, with "larger g first", wins the tie).
// The best entry pushed since the front was last taken waits outside the heap; pop() compares
// it with the heap's root and takes the better. When the front wins, that cell never enters
// the heap, which saves a sift up and, above all, the sift down of a heap pop. On the Moving AI
// maps (octile, larger g first) it wins between 4% (AR0011SR) and 46% (arena) of the pops.
//
// Layout: heap slots count from 1 and slot 0 starts a cache line, so the two children of a
// slot share one line and a pop waits for one memory access per level. Measured with
// bench/native/ab_ratio.sh (wall time follows neither instruction counts nor simulated cache
// misses here): Boost ratio 2.05x -> 2.24x on its mix of seven maps. Tried the same way and no
// better: a 4-ary heap with the four children of a slot on one line (1.79x -> 1.64x on the
// large maps), a sorted front of 2 or 4 entries, the slots in an array of their own instead of
// the search's 32-byte records, prefetching the grandchildren's line, and lazy deletion (a
// duplicate pushed instead of a decrease-key, no slot writes: 1.87x -> 1.50x on the large maps).
//
// The order is total: a cell is in the list at most once and its number is the last key, so
// two lists holding the same entries pop them in the same order however they are arranged
// inside (heap layout, which entry is in front). That is what lets the search undo a step by
// removing and re-inserting entries instead of restoring the exact layout.
#pragma once

#include <algorithm>
#include <cstdint>
#include <utility>
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
// entries is one 128-bit integer comparison and picking the better child needs no branch. `primary`
// is the bit pattern of f (non-negative doubles order like their bits); `secondary` holds the
// tie key in its high half (see BasicSearch::heap_entry) and the cell number in its low half.
// 16 bytes: four entries per cache line, and a move is one 16-byte copy.
struct HeapEntry {
    std::uint64_t primary;
    std::uint64_t secondary;

    int node() const { return static_cast<int>(static_cast<std::uint32_t>(secondary)); }
};

inline bool comes_before(const HeapEntry& a, const HeapEntry& b) {
#if defined(__SIZEOF_INT128__)
    // One 128-bit comparison: a compare and a subtract with borrow, no branch.
    __extension__ typedef unsigned __int128 Key;
    return (Key{a.primary} << 64 | a.secondary) < (Key{b.primary} << 64 | b.secondary);
#else
    return (a.primary < b.primary) | ((a.primary == b.primary) & (a.secondary < b.secondary));
#endif
}

inline constexpr std::int32_t kNotInOpenList = -1;
inline constexpr std::int32_t kInFront = -2;  // the slot of the entry held in front of the heap

template <class SlotOf>
class OpenList {
public:
    explicit OpenList(SlotOf slot_of = {}) : slot_of_(slot_of) { allocate(64); }
    OpenList(const OpenList&) = delete;  // heap_ points into storage_
    OpenList& operator=(const OpenList&) = delete;

    void set_slot_of(SlotOf slot_of) { slot_of_ = slot_of; }
    bool empty() const { return heap_size() == 0 && !has_front_; }
    int size() const { return heap_size() + int{has_front_}; }
    // Every entry, in no particular order.
    void copy_entries(std::vector<HeapEntry>& out) const {
        out.assign(heap_ + 1, heap_ + 1 + count_);
        if (has_front_) out.push_back(front_);
    }
    void clear() {
        count_ = 0;
        heap_[1] = kSentinel;  // the storage stays: a new search allocates nothing
        has_front_ = false;
    }

    // push() and pop() (and their heap halves) are forced inline into the search loop: GCC
    // inlines them anyway, Clang (em++ builds the wasm with it) made calls, which cost 4% more
    // instructions per search.
    [[gnu::always_inline]] void push(const HeapEntry& entry) {
        if (!has_front_) {
            set_front(entry);
        } else if (comes_before(entry, front_)) {
            heap_push(front_);
            set_front(entry);
        } else {
            heap_push(entry);
        }
    }

    [[gnu::always_inline]] HeapEntry pop() {
        // An empty heap's root is the sentinel, which every entry comes before.
        if (has_front_ && comes_before(front_, heap_[1])) return take_front();
        return heap_pop();
    }

    // The entry pop() would take next, without taking it (the list must not be empty).
    [[gnu::always_inline]] const HeapEntry& peek() const {
        return has_front_ && comes_before(front_, heap_[1]) ? front_ : heap_[1];
    }

    // Replaces the entry at `slot` with `entry` (same node, new key) and restores the order.
    void update(std::int32_t slot, const HeapEntry& entry) {
        if (slot == kInFront) {
            front_ = entry;  // pop() compares the front with the heap anyway
            return;
        }
        if (comes_before(entry, at(slot))) {
            rise(slot, entry);  // a cheaper path: the usual case
        } else {
            heap_[slot] = entry;
            sift_down(slot);
        }
    }

    // Takes the entry at `slot` out of the list.
    void remove(std::int32_t slot) {
        if (slot == kInFront) {
            take_front();
            return;
        }
        slot_of_(at(slot).node()) = kNotInOpenList;
        const std::int32_t last_slot = count_;
        const HeapEntry last = at(last_slot);
        drop_last();
        if (slot < last_slot) sift_down(rise(slot, last));
    }

private:
    // After the last entry sits one that every entry comes before, so that the sift down of a
    // pop can always compare two children without checking that the right one exists.
    static constexpr HeapEntry kSentinel{~std::uint64_t{0}, ~std::uint64_t{0}};
    // Before the root sits one that comes before no entry, so that an entry rising to the root
    // stops there without a check of the slot number.
    static constexpr HeapEntry kFloor{0, 0};

    std::int32_t heap_size() const { return count_; }
    const HeapEntry& at(std::int32_t slot) const { return heap_[slot]; }
    // Removes the last entry; the sentinel moves into its place.
    void drop_last() {
        heap_[count_--] = kSentinel;
    }

    void set_front(const HeapEntry& entry) {
        front_ = entry;
        has_front_ = true;
        slot_of_(entry.node()) = kInFront;
    }

    HeapEntry take_front() {
        has_front_ = false;
        slot_of_(front_.node()) = kNotInOpenList;
        return front_;
    }

    [[gnu::always_inline]] void heap_push(const HeapEntry& entry) {
        // `entry` is never an element of heap_ (the callers pass the search's new entry or
        // front_), so the grow() below cannot move it.
        const std::int32_t hole = ++count_;  // where the sentinel is
        if (count_ + 1 == room_) grow();
        heap_[count_ + 1] = kSentinel;
        rise(hole, entry);
    }

    [[gnu::always_inline]] HeapEntry heap_pop() {
        const HeapEntry best = heap_[1];
        slot_of_(best.node()) = kNotInOpenList;
        const HeapEntry last = at(count_);
        drop_last();
        const std::int32_t n = count_;
        if (n > 0) {
            // Bottom-up: walk the hole at the root down along the better child to a leaf (one
            // comparison per level instead of two), then let the last entry rise from there.
            // The last entry belongs near the bottom, so it rarely rises more than a level.
            std::int32_t hole = 1;
            for (std::int32_t child = 2; child <= n; child = 2 * hole) {
                // Arithmetic, not a branch: which child is better is a coin flip. When only
                // the left child exists, the right one is the sentinel and loses.
                child += static_cast<std::int32_t>(comes_before(at(child + 1), at(child)));
                place(hole, at(child));
                hole = child;
            }
            rise(hole, last);
        }
        return best;
    }

    // Puts `entry` into the free `slot`, or higher up: parents it comes before move down into
    // the hole. Returns where it ends.
    std::int32_t rise(std::int32_t slot, const HeapEntry entry) {
        for (;;) {
            const HeapEntry& above = at(slot / 2);  // kFloor above the root
            if (!comes_before(entry, above)) break;
            place(slot, above);
            slot /= 2;
        }
        place(slot, entry);
        return slot;
    }

    void sift_down(std::int32_t slot) {
        const HeapEntry entry = at(slot);
        const std::int32_t n = count_;
        for (std::int32_t child = 2 * slot; child <= n; child = 2 * slot) {
            child += static_cast<std::int32_t>(comes_before(at(child + 1), at(child)));
            const HeapEntry& below = at(child);
            if (!comes_before(below, entry)) break;
            place(slot, below);
            slot = child;
        }
        place(slot, entry);
    }

    // Doubles the storage (rarely: it is kept from search to search).
    [[gnu::noinline]] void grow() {
        const std::vector<HeapEntry> old = std::move(storage_);  // heap_ still points into it
        const HeapEntry* const old_heap = heap_;
        allocate(2 * room_);
        std::copy(old_heap, old_heap + count_ + 1, heap_);
    }

    // Room for `room` entries, slot 0 (kFloor) at the start of a cache line: then the two
    // children of a slot (2i and 2i + 1) always share a line, and picking the better one
    // waits for one memory access, not two.
    void allocate(std::int32_t room) {
        constexpr std::size_t kPerLine = 64 / sizeof(HeapEntry);
        storage_.assign(static_cast<std::size_t>(room) + kPerLine, kSentinel);
        const auto address = reinterpret_cast<std::uintptr_t>(storage_.data());
        heap_ = storage_.data() + (-address / sizeof(HeapEntry)) % kPerLine;
        room_ = room;
        heap_[0] = kFloor;
    }

    void place(std::int32_t slot, const HeapEntry& entry) {
        heap_[slot] = entry;
        slot_of_(entry.node()) = slot;
    }

    // Slot 0 holds kFloor, slots 1..count_ the heap's entries (the children of slot i are 2i
    // and 2i + 1), slot count_ + 1 kSentinel; the slots after it are spare room. The count is
    // kept apart from any vector's size, which would cost a subtraction and a shift at every
    // use.
    std::vector<HeapEntry> storage_;
    HeapEntry* heap_ = nullptr;  // slot 0, inside storage_
    std::int32_t room_ = 0;      // slots from heap_ to the end of storage_
    std::int32_t count_ = 0;
    HeapEntry front_{};
    bool has_front_ = false;
    SlotOf slot_of_;
};

}  // namespace astar
