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
// sorted run"). A push that lands deeper turns it into a heap (`heap_`, "spilled") until the
// bucket is used up.
//
// The order is exactly OpenList's (f, tie key, cell number), whatever the keys: each bucket
// index covers a range of f; every entry of the current bucket has an index at or below
// `current_`, the buckets hold the kBuckets - 1 indexes above it, and `far_`, a second heap,
// everything beyond. An entry whose f is below the current bucket (an inconsistent heuristic,
// greedy search, a weight) simply goes into the current bucket. The bucket width only decides
// the speed.
//
// Heap-only mode: after clear() every entry goes into a heap without slots (`heap_`, see
// OpenList's kTracksSlots) until it first holds more than kBucketsFrom entries; then pop()
// spreads them into buckets. A short list is fastest as a heap, and fastest without slots: a
// decrease-key (push_again) walks at most kBucketsFrom entries, where a pop and a push wrote
// the slot of every entry they moved, each a store into the record of a cell far from the
// others. On maze512-1-0, whose corridors keep the list at about 48 entries, the Boost ratio
// rose from 2.78x to 2.93x and the wasm build took 8% less time per expansion
// (bench/EXPERIMENTS.md, "Kept: no slots while the list is short").
//
// A cell pushed again (push_again, the search's decrease-key): in heap-only mode its entry
// changes in place. In buckets the list keeps no slots at all and never looks a cell up: the
// new entry goes where its key says, and the older one stays where it is. The owner's
// IsCurrent tells whether an entry is its cell's latest and the cell still waits (bool
// operator()(const HeapEntry&) const), and more cheaply whether a cell still waits at all
// (bool waits(int node) const): peek() and pop() drop the entries that are not current when
// they reach them, and a bucket drops those of cells that no longer wait before it is sorted.
// Why: the slots cost a store for every entry a bucket, the run or the far heap took in,
// moved or sorted, and a decrease-key had to find the entry and take it out of its bucket; the
// older entries cost a push and a check each. Boost ratio 3.79x -> 4.16x on the five 512 x 512
// maps (bench/EXPERIMENTS.md, "Kept: no slots in the buckets"). The order of the current
// entries is unchanged, whatever the keys, as long as IsCurrent is exact. size() and empty()
// count every entry held, older ones included: the search counts its open cells itself.
//
// Callers that never want buckets (the search's loops that keep an undo log or report each
// step) use heap() directly: a heap with slots (`slotted_`), and the list stays in heap-only
// mode with every entry there. A caller that then goes on with the list's own functions calls
// take_over_heap() first; one that goes back to heap() after them, gather_into_heap(), which
// keeps the current entries only and writes their slots.
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

template <class SlotOf, class IsCurrent, int kArity = 2>
class BucketedOpenList {
public:
    static constexpr int kBuckets = 64;  // one bit each in `occupied_`
    // Heap-only until the heap holds more than this many entries.
    static constexpr int kBucketsFrom = 128;

    explicit BucketedOpenList(SlotOf slot_of = {}, IsCurrent is_current = {})
        : is_current_(is_current), slotted_(slot_of) {}
    BucketedOpenList(const BucketedOpenList&) = delete;
    BucketedOpenList& operator=(const BucketedOpenList&) = delete;

    void set_slot_of(SlotOf slot_of) { slotted_.set_slot_of(slot_of); }
    void set_is_current(IsCurrent is_current) { is_current_ = is_current; }
    // The band of f that the kBuckets buckets cover together (the current bucket and the
    // others). Entries beyond it wait in the far heap.
    void set_window(double width) {
        inverse_width_ = width > 0.0 ? kBuckets / width : 1.0;
    }

    // The heap alone, for callers that never use the buckets (see the top of this file).
    OpenList<SlotOf, kArity>& heap() {
        assert(heap_holds_all());
        return slotted_;
    }
    // Moves what heap() holds to where the list's own functions look for it. Call it before
    // them when heap() may have been used since clear().
    void take_over_heap() {
        if (slotted_.empty() || in_buckets()) return;
        spread_.clear();
        slotted_.copy_entries(spread_);
        slotted_.clear();
        assert(heap_.empty());  // heap() was used, so the list's own functions were not
        heap_.assign(spread_.data(), spread_.data() + spread_.size());
    }

    // The other way: moves every current entry, wherever it waits (the heap, the buckets, the
    // far heap), into heap(), with its slot, and the list goes back to heap-only mode as
    // clear() leaves it. For a caller that goes on with heap() alone after the list's own
    // functions (BasicSearch::retarget after a run() that used the buckets).
    void gather_into_heap() {
        if (heap_holds_all()) return;
        spread_.clear();
        copy_entries(spread_);
        clear();
        slotted_.assign(spread_.data(), spread_.data() + spread_.size());
    }

    // Whether the list has left heap-only mode since clear().
    bool in_buckets() const { return !heap_only_; }
    // Whether the current bucket is a heap now rather than a sorted run (in buckets; for tests).
    bool current_bucket_spilled() const { return spilled_; }
    // Whether heap() holds every entry: nothing has gone through the list's own functions
    // since clear() (without take_over_heap()).
    bool heap_holds_all() const { return heap_only_ && heap_.empty(); }

    // Every entry held, older entries of cells pushed again included (see the top of this
    // file).
    bool empty() const {
        return heap_.empty() && slotted_.empty() && run_.empty() && occupied_ == 0 &&
               far_.empty();
    }
    int size() const {
        int in_buckets = 0;
        for (std::uint64_t left = occupied_; left != 0; left &= left - 1) {
            in_buckets += buckets_[static_cast<std::size_t>(std::countr_zero(left))].count;
        }
        return heap_.size() + slotted_.size() + run_.size() + in_buckets + far_.size();
    }
    // Every current entry once. In heap-only mode: the heaps' (in OpenList::copy_entries
    // order), where every entry is current (push_again changes it in place). In buckets, in
    // the order of the keys: a cell pushed again with the key it had is there twice, both
    // current until one is popped.
    void copy_entries(std::vector<HeapEntry>& out) const {
        heap_.copy_entries(out);
        slotted_.append_entries(out);
        if (heap_only_) return;
        out.insert(out.end(), run_.begin(), run_.end());
        for (const auto& bucket : buckets_) out.insert(out.end(), bucket.begin(), bucket.end());
        far_.append_entries(out);
        std::erase_if(out, [this](const HeapEntry& e) { return !is_current_(e); });
        std::sort(out.begin(), out.end(), comes_before);
        out.erase(std::unique(out.begin(), out.end()), out.end());
    }
    void clear() {
        heap_.clear();
        slotted_.clear();
        run_.clear();
        spilled_ = false;
        far_.clear();
        for (std::uint64_t left = occupied_; left != 0; left &= left - 1) {
            buckets_[static_cast<std::size_t>(std::countr_zero(left))].clear();
        }
        occupied_ = 0;
        heap_only_ = true;
    }

    // A cell that is not in the list.
    [[gnu::always_inline]] void push(const HeapEntry& entry) {
        if (heap_only_) {
            heap_.push(entry);
        } else {
            place(entry, index_of(entry));
        }
    }

    // A cell already in the list, with a new key (see the top of this file): in heap-only mode
    // its entry changes in place; in buckets the older entry stays behind.
    [[gnu::always_inline]] void push_again(const HeapEntry& entry) {
        if (heap_only_) {
            heap_.update_entry(entry);
        } else {
            place(entry, index_of(entry));
        }
    }

    // The best current entry, taken out. The list must hold one.
    [[gnu::always_inline]] HeapEntry pop() {
        if (settle()) return heap_.pop();
        if (spilled_) [[unlikely]] return heap_.pop();
        return run_.pop();
    }

    // The entry pop() would take next (the list must hold a current entry). Not const: it may
    // drop older entries and bring the next bucket in first.
    [[gnu::always_inline]] const HeapEntry& peek() {
        if (settle()) return heap_.peek();
        if (spilled_) [[unlikely]] return heap_.peek();
        return run_.best();
    }

    // pop() straight after a peek(), which has found the entry: it is not checked again (the
    // search peeks for its prefetch before every pop).
    [[gnu::always_inline]] HeapEntry pop_peeked() {
        if (heap_only_ || spilled_) [[unlikely]] return heap_.pop();
        return run_.pop();
    }

private:
    // A bucket's entries, unsorted. Not a std::vector: GCC stopped inlining its push_back into
    // the search loop once the run came in.
    struct Bucket {
        std::vector<HeapEntry> storage;
        std::int32_t count = 0;
        // storage.size(), kept as a count: the check of a push then reads one word, not two
        // pointers.
        std::int32_t capacity = 0;

        bool empty() const { return count == 0; }
        std::size_t size() const { return static_cast<std::size_t>(count); }
        const HeapEntry* begin() const { return storage.data(); }
        const HeapEntry* end() const { return storage.data() + count; }
        void clear() { count = 0; }
        [[gnu::always_inline]] void push_back(const HeapEntry& entry) {
            if (count == capacity) [[unlikely]] grow();
            storage[size()] = entry;
            ++count;
        }
        // Keeps the entries `keep` says yes to, in their order.
        template <class Keep>
        void filter(Keep&& keep) {
            std::int32_t kept = 0;
            for (std::int32_t i = 0; i < count; ++i) {
                const HeapEntry entry = storage[static_cast<std::size_t>(i)];
                storage[static_cast<std::size_t>(kept)] = entry;
                kept += keep(entry) ? 1 : 0;
            }
            count = kept;
        }
        [[gnu::noinline]] void grow() {
            storage.resize(2 * storage.size() + 16);
            capacity = static_cast<std::int32_t>(storage.size());
        }
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

    [[gnu::always_inline]] void place(const HeapEntry& entry, std::int64_t index) {
        if (index <= current_) {
            if (spilled_ || !run_.insert(entry)) [[unlikely]] {
                spill();
                heap_.push(entry);
            }
        } else if (index < current_ + kBuckets) {
            append_to_bucket(entry, bucket_of(index));
        } else {
            far_.push(entry);
        }
    }

    [[gnu::always_inline]] void append_to_bucket(const HeapEntry& entry, int bucket) {
        buckets_[static_cast<std::size_t>(bucket)].push_back(entry);
        occupied_ |= std::uint64_t{1} << bucket;
    }

    // The bucket of current_ becomes the current bucket's run (the current bucket is empty),
    // without the entries of cells that no longer wait: fewer to sort. (Whether an entry is
    // current needs the cell's record, a read per entry; pops check that.)
    void enter_current_bucket() {
        spilled_ = false;
        const int bucket = bucket_of(current_);
        auto& entries = buckets_[static_cast<std::size_t>(bucket)];
        if (entries.empty()) return;
        occupied_ &= ~(std::uint64_t{1} << bucket);
        entries.filter([this](const HeapEntry& e) { return is_current_.waits(e.node()); });
        run_.assign(entries.begin(), entries.end());
        entries.clear();
    }

    // Before a pop or a peek: leaves heap-only mode when the heap has grown past kBucketsFrom;
    // in buckets, drops the entries that are no longer current from the front of the current
    // bucket and brings the next bucket in while it is used up. True if the list is (still)
    // in heap-only mode, where the heap holds every entry.
    [[gnu::always_inline]] bool settle() {
        if (heap_only_) {
            if (heap_.size() <= kBucketsFrom) [[likely]] return true;
            spread_into_buckets();
        }
        for (;;) {
            if (spilled_) [[unlikely]] {
                if (heap_.empty()) {
                    advance();
                } else if (is_current_(heap_.peek())) {
                    return false;
                } else {
                    heap_.pop();
                }
            } else if (run_.empty()) [[unlikely]] {
                advance();
            } else if (is_current_(run_.best())) [[likely]] {
                return false;
            } else {
                run_.pop();
            }
        }
    }

    // The current bucket becomes a heap (if it is not one yet), its run moved there.
    [[gnu::noinline]] void spill() {
        if (spilled_) return;
        heap_.assign(run_.begin(), run_.end());
        run_.clear();
        spilled_ = true;
    }

    // Leaves heap-only mode: the window starts at the best entry's index, whose entries become
    // the current bucket.
    [[gnu::noinline]] void spread_into_buckets() {
        spread_.clear();
        heap_.copy_entries(spread_);
        heap_.clear();
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

    // The current bucket is empty (and the list holds a current entry): moves the window to
    // the next index that has entries, brings the far entries that now fall inside it into the
    // buckets, and that index's bucket in as the current one.
    [[gnu::noinline]] void advance() {
        assert(occupied_ != 0 || !far_.empty());
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

    IsCurrent is_current_;
    // Without slots: every entry in heap-only mode; the current bucket once it has spilled.
    OpenList<SlotOf, kArity, false> heap_;
    OpenList<SlotOf, kArity> slotted_;  // heap(): see the top of this file
    SortedRun run_;  // the current bucket, until it spills
    bool spilled_ = false;
    OpenList<SlotOf, kArity, false> far_;  // what lies beyond the buckets, without slots
    std::array<Bucket, kBuckets> buckets_;
    std::uint64_t occupied_ = 0;  // bit b: buckets_[b] has entries
    bool heap_only_ = true;             // see the top of this file
    std::int64_t current_ = kMaxIndex;  // the index of the current bucket (in buckets)
    double inverse_width_ = 1.0;
    std::vector<HeapEntry> spread_;  // spread_into_buckets()'s copy, kept to allocate once
};

}  // namespace astar
