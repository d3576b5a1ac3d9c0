// The search's open list: the cells about to be expanded in order (a sorted run, or OpenList's
// heap), and unsorted buckets for the cells that wait behind them.
//
// Why: in a grid search almost every push lands far behind the front of the open list (on
// random512-10-0, hundreds to thousands of places), yet a heap makes every entry pay for its
// place among all the others, and every pop walks a path as deep as the whole list. With a
// consistent heuristic the f of a pushed cell is at most twice the step's cost above the f
// being expanded, so the open list spans a narrow band of f. Cut the band into buckets of equal
// width: only the cells of the lowest bucket need to be in order; the others wait unsorted
// until their turn (a push or a decrease-key there is an append or a swap), and then become the
// current bucket all at once. Measured in bench/EXPERIMENTS.md ("Kept: buckets behind the heap").
//
// The current bucket is a sorted array, best last (`run_`, sorted_run.hpp): with a consistent
// heuristic nearly every cell pushed into it comes before all of its entries, so a push is an
// append and a pop takes the last entry (bench/EXPERIMENTS.md, "Kept: the current bucket as a
// sorted run"). A push that lands deeper, or an update or removal that would move many of its
// entries, turns it into OpenList's heap (`near_`, "spilled") until the bucket is used up.
//
// The order is exactly OpenList's (f, tie key, cell number), whatever the keys: each bucket
// index covers a range of f; every entry of the current bucket has an index at or below
// `current_`, the buckets hold the kBuckets - 1 indexes above it, and `far_`, a second heap,
// everything beyond. An entry whose f is below the current bucket (an inconsistent heuristic,
// greedy search, a weight) simply goes into the current bucket. The bucket width only decides
// the speed.
//
// Heap-only mode: after clear() every entry goes into a heap without slots (`short_`, see
// OpenList's kTracksSlots) until it first holds more than kBucketsFrom entries; then pop()
// spreads them into buckets, and the slots are written from then on. A short list is fastest
// as a heap, and fastest without slots: a decrease-key walks at most kBucketsFrom entries,
// where a pop and a push wrote the slot of every entry they moved, each a store into the
// record of a cell far from the others. On maze512-1-0, whose corridors keep the list at about
// 48 entries, the Boost ratio rose from 2.78x to 2.93x and the wasm build took 8% less time per
// expansion (bench/EXPERIMENTS.md, "Kept: no slots while the list is short").
//
// Callers that never want buckets (the search's loops that keep an undo log or report each
// step) use heap() directly: the heap of the buckets, which keeps its slots, and the list stays
// in heap-only mode with every entry there. A caller that then goes on with the list's own
// functions calls take_over_heap() first; one that goes back to heap() after them,
// gather_into_heap().
//
// Slots: the search keeps one int per cell (SlotOf) that says where the cell is, so that a
// decrease-key or a removal finds it: kNotInOpenList; in the current bucket, the run's
// positions (>= 0), or once it has spilled, kInFront and the heap's slots as in OpenList; the
// far heap's slots from kFarBase on, kFarFront for its front entry; bucket b,
// position p as kBucketSlots - (p * kBuckets + b), below kFarFront. In heap-only mode the
// list's own functions leave the slots alone, and what they hold means nothing (the search
// tells open cells from closed ones by its stamps): update() ignores the slot it is given,
// and remove() walks the short heap for the cell.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdint>
#include <cstring>
#include <vector>

#include "core/open_list.hpp"
#include "core/sorted_run.hpp"

namespace astar {

template <class SlotOf, int kArity = 2>
class BucketedOpenList {
public:
    static constexpr int kBuckets = 64;  // one bit each in `occupied_`
    // Heap-only until the heap holds more than this many entries.
    static constexpr int kBucketsFrom = 128;
    static constexpr std::int32_t kFarBase = std::int32_t{1} << 29;
    static constexpr std::int32_t kFarFront = -3;
    static constexpr std::int32_t kBucketSlots = -4;

    explicit BucketedOpenList(SlotOf slot_of = {})
        : slot_of_(slot_of), short_(slot_of), near_(slot_of), run_(slot_of),
          far_(FarSlotOf{slot_of}) {}
    BucketedOpenList(const BucketedOpenList&) = delete;
    BucketedOpenList& operator=(const BucketedOpenList&) = delete;

    void set_slot_of(SlotOf slot_of) {
        slot_of_ = slot_of;
        short_.set_slot_of(slot_of);  // unused (it writes no slots), but never left dangling
        near_.set_slot_of(slot_of);
        run_.set_slot_of(slot_of);
        far_.set_slot_of(FarSlotOf{slot_of});
    }
    // The band of f that the kBuckets buckets cover together (the current bucket and the
    // others). Entries beyond it wait in the far heap.
    void set_window(double width) {
        inverse_width_ = width > 0.0 ? kBuckets / width : 1.0;
    }

    // The heap alone, for callers that never use the buckets (see the top of this file).
    OpenList<SlotOf, kArity>& heap() {
        assert(heap_holds_all());
        return near_;
    }
    // Moves what heap() holds to where the list's own functions look for it. Call it before
    // them when heap() may have been used since clear().
    void take_over_heap() {
        if (near_.empty() || in_buckets()) return;
        spread_.clear();
        near_.copy_entries(spread_);
        near_.clear();
        assert(short_.empty());  // heap() was used, so the list's own functions were not
        short_.assign(spread_.data(), spread_.data() + spread_.size());
    }

    // The other way: moves every entry, wherever it waits (the short heap, the buckets, the far
    // heap), into heap(), with its slot, and the list goes back to heap-only mode as clear()
    // leaves it. For a caller that goes on with heap() alone after the list's own functions
    // (BasicSearch::retarget after a run() that used the buckets).
    void gather_into_heap() {
        if (heap_holds_all()) return;
        spread_.clear();
        copy_entries(spread_);
        clear();
        near_.assign(spread_.data(), spread_.data() + spread_.size());
    }

    // Whether the list has left heap-only mode since clear().
    bool in_buckets() const { return !heap_only_; }
    // Whether the current bucket is a heap now rather than a sorted run (in buckets; for tests).
    bool current_bucket_spilled() const { return spilled_; }
    // Whether heap() holds every entry: nothing has gone through the list's own functions
    // since clear() (without take_over_heap()).
    bool heap_holds_all() const { return heap_only_ && short_.empty(); }

    bool empty() const {
        return short_.empty() && near_.empty() && run_.empty() && in_buckets_ == 0 &&
               far_.empty();
    }
    int size() const {
        return short_.size() + near_.size() + run_.size() + in_buckets_ + far_.size();
    }
    // Every entry: the short heap's and the heap's (in OpenList::copy_entries order), then the
    // run's (worst first), the buckets' and the far heap's.
    void copy_entries(std::vector<HeapEntry>& out) const {
        short_.copy_entries(out);
        near_.append_entries(out);
        out.insert(out.end(), run_.begin(), run_.end());
        for (const auto& bucket : buckets_) out.insert(out.end(), bucket.begin(), bucket.end());
        far_.append_entries(out);
    }
    void clear() {
        short_.clear();
        near_.clear();
        run_.clear();
        spilled_ = false;
        far_.clear();
        for (std::uint64_t left = occupied_; left != 0; left &= left - 1) {
            buckets_[static_cast<std::size_t>(std::countr_zero(left))].clear();
        }
        occupied_ = 0;
        in_buckets_ = 0;
        heap_only_ = true;
    }

    [[gnu::always_inline]] void push(const HeapEntry& entry) {
        if (heap_only_) {
            short_.push(entry);
        } else {
            place(entry, index_of(entry));
        }
    }

    [[gnu::always_inline]] HeapEntry pop() {
        if (settle()) return short_.pop();
        if (spilled_) [[unlikely]] return near_.pop();
        return run_.pop();
    }

    // The entry pop() would take next (the list must not be empty). Not const: it may bring
    // the next bucket in first.
    [[gnu::always_inline]] const HeapEntry& peek() {
        if (settle()) return short_.peek();
        if (spilled_) [[unlikely]] return near_.peek();
        return run_.best();
    }

    // Replaces the entry at `slot` with `entry` (same node, new key). In heap-only mode the
    // slot is not read.
    [[gnu::always_inline]] void update(std::int32_t slot, const HeapEntry& entry) {
        if (heap_only_) {
            short_.update_entry(entry);
            return;
        }
        const std::int64_t index = index_of(entry);
        if (slot >= kFarBase) {
            update_far(slot - kFarBase, entry, index);
        } else if (slot >= kInFront) {  // in the current bucket
            slot = ready_to_take_out(slot, entry.node());
            if (!spilled_) {
                run_.remove(slot);
                place(entry, index);
            } else if (index <= current_) {
                near_.update(slot, entry);
            } else {
                near_.remove(slot);
                place(entry, index);
            }
        } else if (slot == kFarFront) {
            update_far(kInFront, entry, index);
        } else {
            const std::int32_t code = kBucketSlots - slot;
            const int bucket = code & (kBuckets - 1);
            const std::int32_t position = code / kBuckets;
            if (index > current_ && index < current_ + kBuckets && bucket_of(index) == bucket) {
                buckets_[static_cast<std::size_t>(bucket)][static_cast<std::size_t>(position)] =
                    entry;
            } else {
                take_from_bucket(bucket, position);
                place(entry, index);
            }
        }
    }

    // Whether every entry's slot is kept up to date: once the list has left heap-only mode.
    bool keeps_slots() const { return in_buckets(); }

    // Takes the entry of `node` out of the list (it must be in it).
    void remove(int node) {
        if (heap_only_) {
            short_.remove_entry(node);
            return;
        }
        const std::int32_t slot = slot_of_(node);
        if (slot >= kFarBase) {
            far_.remove(slot - kFarBase);
        } else if (slot >= kInFront) {
            const std::int32_t at = ready_to_take_out(slot, node);
            if (spilled_) {
                near_.remove(at);
            } else {
                run_.remove(at);
            }
        } else if (slot == kFarFront) {
            far_.remove(kInFront);
        } else {
            const std::int32_t code = kBucketSlots - slot;
            take_from_bucket(code & (kBuckets - 1), code / kBuckets);
        }
    }

private:
    // A bucket's entries, unsorted. Not a std::vector: GCC stopped inlining its push_back into
    // the search loop once the run came in.
    struct Bucket {
        std::vector<HeapEntry> storage;
        std::int32_t count = 0;

        bool empty() const { return count == 0; }
        std::size_t size() const { return static_cast<std::size_t>(count); }
        const HeapEntry* begin() const { return storage.data(); }
        const HeapEntry* end() const { return storage.data() + count; }
        HeapEntry& operator[](std::size_t i) { return storage[i]; }
        const HeapEntry& back() const { return storage[size() - 1]; }
        void clear() { count = 0; }
        void pop_back() { --count; }
        [[gnu::always_inline]] void push_back(const HeapEntry& entry) {
            if (size() == storage.size()) [[unlikely]] grow();
            storage[size()] = entry;
            ++count;
        }
        [[gnu::noinline]] void grow() { storage.resize(2 * storage.size() + 16); }
    };

    // The far heap writes its slots through this, shifted out of the heap's range.
    struct FarSlot {
        std::int32_t& slot;
        void operator=(std::int32_t value) {
            slot = value >= 0 ? value + kFarBase : value == kInFront ? kFarFront : value;
        }
    };
    struct FarSlotOf {
        SlotOf slot_of;
        FarSlot operator()(int node) const { return FarSlot{slot_of(node)}; }
    };

    // Indexes are clamped here. Adding kBuckets cannot overflow.
    static constexpr std::int64_t kMaxIndex = std::int64_t{1} << 60;

    // The bucket index of an entry: its f (the key is f's bits, rounded; f >= 0) over the
    // bucket width, rounded down. NaN and huge values get kMaxIndex.
    std::int64_t index_of(const HeapEntry& entry) const {
        double f;
        std::memcpy(&f, &entry.primary, sizeof f);
        const double scaled = f * inverse_width_;
        return scaled < static_cast<double>(kMaxIndex) ? static_cast<std::int64_t>(scaled)
                                                       : kMaxIndex;
    }
    static int bucket_of(std::int64_t index) {
        return static_cast<int>(static_cast<std::uint64_t>(index) & (kBuckets - 1));
    }
    static std::int32_t bucket_slot(int bucket, std::size_t position) {
        return kBucketSlots - (static_cast<std::int32_t>(position) * kBuckets + bucket);
    }

    [[gnu::always_inline]] void place(const HeapEntry& entry, std::int64_t index) {
        if (index <= current_) {
            if (spilled_ || !run_.insert(entry)) [[unlikely]] {
                spill();
                near_.push(entry);
            }
        } else if (index < current_ + kBuckets) {
            append_to_bucket(entry, bucket_of(index));
        } else {
            far_.push(entry);
        }
    }

    [[gnu::always_inline]] void append_to_bucket(const HeapEntry& entry, int bucket) {
        auto& entries = buckets_[static_cast<std::size_t>(bucket)];
        slot_of_(entry.node()) = bucket_slot(bucket, entries.size());
        entries.push_back(entry);
        occupied_ |= std::uint64_t{1} << bucket;
        ++in_buckets_;
    }

    // The bucket of current_ becomes the current bucket's run (the current bucket is empty).
    void enter_current_bucket() {
        spilled_ = false;
        const int bucket = bucket_of(current_);
        auto& entries = buckets_[static_cast<std::size_t>(bucket)];
        if (entries.empty()) return;
        run_.assign(entries.begin(), entries.end());
        in_buckets_ -= static_cast<int>(entries.size());
        entries.clear();
        occupied_ &= ~(std::uint64_t{1} << bucket);
    }

    // Removes the entry at `position` (the last one takes its place).
    void take_from_bucket(int bucket, std::int32_t position) {
        auto& entries = buckets_[static_cast<std::size_t>(bucket)];
        const auto at = static_cast<std::size_t>(position);
        slot_of_(entries[at].node()) = kNotInOpenList;
        const HeapEntry last = entries.back();
        entries.pop_back();
        if (at < entries.size()) {
            entries[at] = last;
            slot_of_(last.node()) = bucket_slot(bucket, at);
        }
        if (entries.empty()) occupied_ &= ~(std::uint64_t{1} << bucket);
        --in_buckets_;
    }

    void update_far(std::int32_t far_slot, const HeapEntry& entry, std::int64_t index) {
        if (index >= current_ + kBuckets) {
            far_.update(far_slot, entry);
        } else {
            far_.remove(far_slot);
            place(entry, index);
        }
    }

    // Before a pop or a peek: leaves heap-only mode when the short heap has grown past
    // kBucketsFrom, or brings the next bucket in when the current one is used up. True if the
    // list is (still) in heap-only mode, where the short heap holds every entry.
    [[gnu::always_inline]] bool settle() {
        if (heap_only_) {
            if (short_.size() <= kBucketsFrom) [[likely]] return true;
            spread_into_buckets();
        }
        if (run_.empty() && near_.empty()) [[unlikely]] advance();
        return false;
    }

    // Before the entry of `node` at `slot` in the current bucket is taken out (an update or a
    // removal): a run that would have to move kShiftLimit entries or more for it becomes the
    // heap first. Returns the entry's slot then.
    std::int32_t ready_to_take_out(std::int32_t slot, int node) {
        if (spilled_ || run_.cheap_to_remove(slot)) [[likely]] return slot;
        spill();
        return slot_of_(node);
    }

    // The current bucket becomes a heap (if it is not one yet), its run moved there, with new
    // slots.
    [[gnu::noinline]] void spill() {
        if (spilled_) return;
        near_.assign(run_.begin(), run_.end());
        run_.clear();
        spilled_ = true;
    }

    // Leaves heap-only mode: the window starts at the best entry's index, whose entries become
    // the current bucket. From here on every entry's slot is written.
    [[gnu::noinline]] void spread_into_buckets() {
        spread_.clear();
        short_.copy_entries(spread_);
        short_.clear();
        heap_only_ = false;
        current_ = kMaxIndex;
        for (const HeapEntry& entry : spread_) current_ = std::min(current_, index_of(entry));
        for (const HeapEntry& entry : spread_) {
            const std::int64_t index = index_of(entry);
            // The best index's entries wait in its bucket until they are sorted into the run.
            if (index == current_) {
                append_to_bucket(entry, bucket_of(index));
            } else {
                place(entry, index);
            }
        }
        enter_current_bucket();
    }

    // The current bucket is empty (and the list is not): moves the window to the next index
    // that has entries, brings the far entries that now fall inside it into the buckets, and
    // that index's bucket in as the current one.
    [[gnu::noinline]] void advance() {
        if (occupied_ != 0) {
            // Bit i of the rotated word is the bucket of index current_ + 1 + i.
            current_ += 1 + std::countr_zero(std::rotr(occupied_, bucket_of(current_ + 1)));
        } else {
            current_ = index_of(far_.peek());
        }
        while (!far_.empty()) {
            const HeapEntry entry = far_.peek();
            const std::int64_t index = index_of(entry);
            if (index >= current_ + kBuckets) break;
            far_.pop();
            // index >= current_: the far heap holds what lay beyond every bucket.
            append_to_bucket(entry, bucket_of(index));
        }
        enter_current_bucket();
    }

    SlotOf slot_of_;
    OpenList<SlotOf, kArity, false> short_;  // every entry in heap-only mode, without slots
    // The current bucket: run_, or once it has spilled, near_ (also heap(): see above).
    OpenList<SlotOf, kArity> near_;
    SortedRun<SlotOf> run_;
    bool spilled_ = false;
    OpenList<FarSlotOf, kArity> far_;
    std::array<Bucket, kBuckets> buckets_;
    std::uint64_t occupied_ = 0;  // bit b: buckets_[b] has entries
    int in_buckets_ = 0;
    bool heap_only_ = true;             // see the top of this file
    std::int64_t current_ = kMaxIndex;  // the index of the current bucket (in buckets)
    double inverse_width_ = 1.0;
    std::vector<HeapEntry> spread_;  // spread_into_buckets()'s copy, kept to allocate once
};

}  // namespace astar
