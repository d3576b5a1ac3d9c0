// The open list's heap: the cells waiting to be expanded, taken out in the order (f, tie, cell
// number). A min-heap where each cell knows its position, so that a cheaper path can move it up
// (decrease-key) instead of pushing a duplicate, plus one entry held in front of the heap.
// The search holds it inside a BucketedOpenList (bucketed_open_list.hpp), which on big maps
// keeps the lowest band of f in a sorted run (sorted_run.hpp) and uses this heap, without
// slots, for that band only when the run does not suit it, and for the entries beyond its
// buckets; everywhere else the heap is the whole open list.
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
// Two or four children per heap slot (kArity). A pop walks from the root to a leaf, one
// dependent load and pick per level; four children halve the levels but pick among four.
// Measured on 24 November 2026 with bench/node/ab_wasm.mjs (5-7 rounds), four children took
// 4-8% less time per expansion in WebAssembly: B / A 0.92-0.96 on room-32-32-4,
// maze-32-32-4, random-64-64-20, lak303d, AR0011SR, maze512-1-0 and 8room_000. So the wasm
// build uses four (kOpenListArity in search_engine.hpp). Natively it was no better
// (bench/native/ab_ratio.sh, per map, 3-5 runs each): with `? b : a` for the last pick, which
// GCC compiles to a branch, lak303d lost 9% (the map nearest the 2x Boost goal); with that
// pick made arithmetic, lak303d gained 1% and maze-32-32-4 and random-64-64-20 lost 8%; the
// 512 x 512 maps lost 4% either way (there the search prefetches before the pop, and the
// binary heap's longer walk is what those misses overlap with). So the native build keeps two.
//
// Layout: a slot's children are consecutive and start at a multiple of kArity, so they share
// a cache line and picking the best waits for one memory access. The root is slot kArity - 1,
// and the slot above it holds an entry that comes before all others, which ends a rise without
// a slot check: for two children, slot 1 with children 2 and 3 under slot 0; for four, slot 3
// with children 4 to 7 under slot 2. The binary layout measured 2.05x -> 2.24x on seven maps
// against a heap counting from 0 (bench/native/ab_ratio.sh; wall time here follows neither
// instruction counts nor simulated cache misses). Tried and no better: a sorted front of 2 or
// 4 entries, the slots in an array of their own instead of the search's 32-byte records,
// prefetching the grandchildren's line, and lazy deletion (a duplicate pushed instead of a
// decrease-key, no slot writes: 1.87x -> 1.50x on the large maps).
//
// The order is total: a cell is in the list at most once and its number is the last key, so
// two lists holding the same entries pop them in the same order however they are arranged
// inside (heap layout, which entry is in front). That is what lets the search undo a step by
// removing and re-inserting entries instead of restoring the exact layout.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <utility>
#include <vector>

namespace astar {

// An open cell as the search shows it (BasicSearch::open_in_order).
struct OpenEntry {
    double f;
    double tie;          // second key, from the tie-break mode (for example -g)
    std::uint32_t seq;   // when it was pushed or last improved (the tie key of FIFO and LIFO);
                         // 0 under the other tie-breaks, which keep no push order
    std::int32_t node;
};

// The heap's entry: two integers that order like (f, tie, cell number), so comparing two
// entries is one 128-bit integer comparison and picking the better child needs no branch. `primary`
// is priority_key(f), the bit pattern of f rounded; `secondary` holds the
// tie key in its high half (see BasicSearch::heap_entry) and the cell number in its low half.
// 16 bytes: four entries per cache line, and a move is one 16-byte copy.
struct HeapEntry {
    std::uint64_t primary;
    std::uint64_t secondary;

    int node() const { return static_cast<int>(static_cast<std::uint32_t>(secondary)); }
    friend bool operator==(const HeapEntry&, const HeapEntry&) = default;
};

// The primary key of a priority f >= 0: the bits of f rounded to nearest at 32 of its 52
// mantissa bits, so that values equal but for the rounding noise of their sums tie (why: see
// BasicSearch::heap_entry). Non-negative doubles order like their bits; adding half a unit
// before masking rounds, and a carry into the exponent is the next power of two, as it should
// be. + 0.0 turns a -0.0 into +0.0, whose bits come first.
inline constexpr int kPriorityDropBits = 20;
inline std::uint64_t priority_key(double f) {
    std::uint64_t bits;
    const double value = f + 0.0;
    std::memcpy(&bits, &value, sizeof bits);
    constexpr std::uint64_t kUnit = std::uint64_t{1} << kPriorityDropBits;
    return (bits + kUnit / 2) & ~(kUnit - 1);
}

// The tie key's g, for "larger g first" and "smaller g first": g rounded to a float, as its
// bits (which order like the value for g >= 0; + 0.0 turns a -0.0 into +0.0). Two cells whose
// g gives the same key tie for the tie-break too, and go by cell number.
inline std::uint32_t g_tie_bits(double g) {
    const float value = static_cast<float>(g + 0.0);
    std::uint32_t bits;
    std::memcpy(&bits, &value, sizeof bits);
    return bits;
}

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

// kArity: children per heap slot, 2 or 4 (see the top of this file).
//
// kTracksSlots = false: the list writes no slots at all, and update_entry() finds the cell by
// walking the heap. For short lists with few decrease-keys: every move of an entry in a pop's
// walk or a push's rise wrote the moved cell's slot, a store to a record far from the others.
// BucketedOpenList keeps its short lists this way (see there).
template <class SlotOf, int kArity = 2, bool kTracksSlots = true>
class OpenList {
    static_assert(kArity == 2 || kArity == 4);

public:
    // The root's slot; the heap's entries fill the slots from here on, in the order
    // copy_entries() lists them.
    static constexpr std::int32_t kRoot = kArity - 1;

    explicit OpenList(SlotOf slot_of = {}) : slot_of_(slot_of) { allocate(64); }
    OpenList(const OpenList&) = delete;  // heap_ points into storage_
    OpenList& operator=(const OpenList&) = delete;

    void set_slot_of(SlotOf slot_of) { slot_of_ = slot_of; }
    bool empty() const { return count_ == 0 && !has_front_; }
    int size() const { return count_ + int{has_front_}; }
    // Every entry: the heap's in slot order, then the front entry.
    void copy_entries(std::vector<HeapEntry>& out) const {
        out.clear();
        append_entries(out);
    }
    // The same entries added at the end of `out`.
    void append_entries(std::vector<HeapEntry>& out) const {
        out.insert(out.end(), heap_ + kRoot, heap_ + kRoot + count_);
        if (has_front_) out.push_back(front_);
    }
    void clear() {
        // The storage stays: a new search allocates nothing. Its entries become sentinels
        // again, which every slot after the heap must be.
        std::fill(heap_ + kRoot, heap_ + kRoot + count_, kSentinel);
        count_ = 0;
        has_front_ = false;
    }

    // push() and pop() (and their heap halves) are forced inline into the search loop: GCC
    // inlines them anyway, Clang (em++ builds the wasm with it) made calls, which cost 4% more
    // instructions per search. So are update() and rise(): GCC made calls of them once run()
    // had two loops (lak303d against Boost: 1.88x with those calls, 2.0-2.08x without).
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
        if (has_front_ && comes_before(front_, heap_[kRoot])) return take_front();
        return heap_pop();
    }

    // The entry pop() would take next, without taking it (the list must not be empty).
    [[gnu::always_inline]] const HeapEntry& peek() const {
        return has_front_ && comes_before(front_, heap_[kRoot]) ? front_ : heap_[kRoot];
    }
    // pop() after a peek(), as BucketedOpenList has it (which saves its second check there);
    // here the same as pop().
    [[gnu::always_inline]] HeapEntry pop_peeked() { return pop(); }

    // Whether the list keeps every entry's slot (SlotOf) up to date.
    static constexpr bool keeps_slots() { return kTracksSlots; }

    // update() for a list without slots: finds the entry of entry.node() first, which must be
    // in the list.
    [[gnu::always_inline]] void update_entry(const HeapEntry& entry) {
        static_assert(!kTracksSlots, "a list with slots takes update(slot, entry)");
        move_entry(slot_by_search(entry.node()), entry);
    }

    // Replaces the entry at `slot` with `entry` (same node, new key) and restores the order.
    [[gnu::always_inline]] void update(std::int32_t slot, const HeapEntry& entry) {
        move_entry(slot, entry);
    }

    // Fills an empty list with `entries` at once: a heap built bottom-up, which costs less
    // than pushing them one by one.
    void assign(const HeapEntry* begin, const HeapEntry* end) {
        const auto count = static_cast<std::int32_t>(end - begin);
        while (kFloorSlot + count + kArity >= room_) grow();  // the list is empty: copies nothing
        count_ = count;
        std::copy(begin, end, heap_ + kRoot);
        for (std::int32_t slot = parent(last_slot()); slot >= kRoot; --slot) sift_down(slot);
        if constexpr (kTracksSlots) {
            for (std::int32_t slot = kRoot; slot <= last_slot(); ++slot) {
                slot_of_(heap_[slot].node()) = slot;
            }
        }
    }

    // Takes the entry at `slot` out of the list.
    void remove(std::int32_t slot) {
        static_assert(kTracksSlots, "a list without slots cannot say where an entry is");
        if (slot == kInFront) {
            take_front();
            return;
        }
        slot_of_(at(slot).node()) = kNotInOpenList;
        remove_at(slot);
    }

    // remove() for a list without slots: takes out the entry of `node`, which must be in the
    // list.
    void remove_entry(int node) {
        static_assert(!kTracksSlots, "a list with slots takes remove(slot)");
        const std::int32_t slot = slot_by_search(node);
        if (slot == kInFront) {
            take_front();
        } else {
            remove_at(slot);
        }
    }

private:
    // Where `node` is, found by walking the heap (for a list without slots).
    std::int32_t slot_by_search(int node) const {
        if (has_front_ && front_.node() == node) return kInFront;
        std::int32_t slot = kRoot;
        while (heap_[slot].node() != node) ++slot;
        return slot;
    }

    // The heap entry at `slot` taken out (its slot, if kept, already cleared).
    void remove_at(std::int32_t slot) {
        const std::int32_t end = last_slot();
        const HeapEntry last = at(end);
        drop_last();
        if (slot < end) sift_down(rise(slot, last));
    }

    // The heap entry at `slot` replaced with `entry` (the same cell), moved up or down to its
    // place; kInFront: the front entry replaced.
    [[gnu::always_inline]] void move_entry(std::int32_t slot, const HeapEntry& entry) {
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

    // Every slot after the last entry holds one that every entry comes before, so that a pop's
    // walk down can always compare all the children of a slot without checking that they
    // exist.
    static constexpr HeapEntry kSentinel{~std::uint64_t{0}, ~std::uint64_t{0}};
    // Above the root sits one that comes before no entry, so that an entry rising to the root
    // stops there without a check of the slot number.
    static constexpr HeapEntry kFloor{0, 0};
    static constexpr std::int32_t kFloorSlot = kArity - 2;

    // The children of slot s are the kArity slots from kArity * (s - kFloorSlot): 2s and
    // 2s + 1 for two, 4s - 8 to 4s - 5 for four. The root's parent is the floor.
    static std::int32_t first_child(std::int32_t slot) { return kArity * (slot - kFloorSlot); }
    static std::int32_t parent(std::int32_t slot) { return slot / kArity + kFloorSlot; }
    std::int32_t last_slot() const { return kFloorSlot + count_; }

    // The best of the children that start at `first`. Arithmetic, not branches, for each
    // pair: which child is better is a coin flip. Missing children are sentinels and lose.
    std::int32_t best_child(std::int32_t first) const {
        const std::int32_t a = first + static_cast<std::int32_t>(
                                           comes_before(at(first + 1), at(first)));
        if constexpr (kArity == 2) {
            return a;
        } else {
            const std::int32_t b = first + 2 + static_cast<std::int32_t>(
                                                   comes_before(at(first + 3), at(first + 2)));
            return comes_before(at(b), at(a)) ? b : a;
        }
    }

    const HeapEntry& at(std::int32_t slot) const { return heap_[slot]; }

    // Removes the last entry; a sentinel takes its place.
    void drop_last() {
        heap_[last_slot()] = kSentinel;
        --count_;
    }

    void set_front(const HeapEntry& entry) {
        front_ = entry;
        has_front_ = true;
        if constexpr (kTracksSlots) slot_of_(entry.node()) = kInFront;
    }

    HeapEntry take_front() {
        has_front_ = false;
        if constexpr (kTracksSlots) slot_of_(front_.node()) = kNotInOpenList;
        return front_;
    }

    [[gnu::always_inline]] void heap_push(const HeapEntry& entry) {
        // `entry` is never an element of heap_ (the callers pass the search's new entry or
        // front_), so the grow() below cannot move it.
        ++count_;
        const std::int32_t hole = last_slot();  // a sentinel until now
        if (hole + kArity >= room_) grow();     // the sentinels after the hole must fit
        rise(hole, entry);
    }

    [[gnu::always_inline]] HeapEntry heap_pop() {
        const HeapEntry best = heap_[kRoot];
        if constexpr (kTracksSlots) slot_of_(best.node()) = kNotInOpenList;
        const HeapEntry last = at(last_slot());
        drop_last();
        const std::int32_t end = last_slot();
        if (count_ > 0) {
            // Bottom-up: walk the hole at the root down along the best child to a leaf (no
            // comparison with the entry to place), then let the last entry rise from there.
            // The last entry belongs near the bottom, so it rarely rises more than a level.
            std::int32_t hole = kRoot;
            for (std::int32_t first = first_child(hole); first <= end;
                 first = first_child(hole)) {
                const std::int32_t child = best_child(first);
                place(hole, at(child));
                hole = child;
            }
            rise(hole, last);
        }
        return best;
    }

    // Puts `entry` into the free `slot`, or higher up: parents it comes before move down into
    // the hole. Returns where it ends.
    [[gnu::always_inline]] std::int32_t rise(std::int32_t slot, const HeapEntry entry) {
        for (;;) {
            const HeapEntry& above = at(parent(slot));  // kFloor above the root
            if (!comes_before(entry, above)) break;
            place(slot, above);
            slot = parent(slot);
        }
        place(slot, entry);
        return slot;
    }

    void sift_down(std::int32_t slot) {
        const HeapEntry entry = at(slot);
        const std::int32_t end = last_slot();
        for (std::int32_t first = first_child(slot); first <= end; first = first_child(slot)) {
            const std::int32_t child = best_child(first);
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
        std::copy(old_heap, old_heap + last_slot() + 1, heap_);
    }

    // Room for `room` slots, slot 0 at the start of a cache line: then the children of a slot
    // (which start at a multiple of kArity) always share a line, and picking the best waits
    // for one memory access. Every slot is a sentinel but the floor.
    void allocate(std::int32_t room) {
        constexpr std::size_t kPerLine = 64 / sizeof(HeapEntry);
        storage_.assign(static_cast<std::size_t>(room) + kPerLine, kSentinel);
        const auto address = reinterpret_cast<std::uintptr_t>(storage_.data());
        heap_ = storage_.data() + (-address / sizeof(HeapEntry)) % kPerLine;
        room_ = room;
        heap_[kFloorSlot] = kFloor;
    }

    void place(std::int32_t slot, const HeapEntry& entry) {
        heap_[slot] = entry;
        if constexpr (kTracksSlots) slot_of_(entry.node()) = slot;
    }

    // The slots before kFloorSlot are unused, kFloorSlot holds kFloor, the count_ slots from
    // kRoot the heap's entries, and every slot after them kSentinel. The count is kept apart
    // from any vector's size, which would cost a subtraction and a shift at every use.
    std::vector<HeapEntry> storage_;
    HeapEntry* heap_ = nullptr;  // slot 0, inside storage_
    std::int32_t room_ = 0;      // slots from heap_ to the end of storage_
    std::int32_t count_ = 0;
    HeapEntry front_{};
    bool has_front_ = false;
    SlotOf slot_of_;
};

}  // namespace astar
