// The current bucket of BucketedOpenList as a sorted array, best entry last: a pop takes the
// last entry, and a push that comes before every entry (nearly every push, see below) is an
// append. It keeps no slots: the bucketed list never looks a cell up (a cell pushed again
// leaves its older entry behind, see bucketed_open_list.hpp).
//
// Why not a heap: in the bucketed list, a cell pushed into the current bucket comes before
// every entry there on 99% or more of pushes (counted on 8room_000, AR0011SR, Aftershock and
// random512-10-0, octile, larger g first: the neighbours of the cell just expanded keep its f
// and have the larger g). A heap makes such a push rise to the root, and the pop after it walk
// back down; the run appends and pops in place. The bucket's entries are sorted once when it
// becomes current.
//
// With the search's other heuristics (the peer tests' samples of 8room_000 and random512-10-0,
// a throwaway count): Chebyshev never needed more either; with Euclidean, whose f is not a sum
// of 1s and sqrt(2)s, the run became a heap 9 275 times for 64 145 pushes into the current
// bucket on 8room_000, and 8 174 times for 123 713 on random512-10-0. A push that would pass
// kShiftLimit entries or more is not what the run is for (a weight or an inconsistent
// heuristic can put entries anywhere): insert() then declines, and the caller moves the run
// into a heap (BucketedOpenList::spill).
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/entry_sort.hpp"
#include "core/open_list.hpp"

namespace astar {

class SortedRun {
public:
    // How many entries a push may pass before insert() declines.
    static constexpr std::int32_t kShiftLimit = 16;

    bool empty() const { return count_ == 0; }
    int size() const { return count_; }
    const HeapEntry* begin() const { return entries_.data(); }
    const HeapEntry* end() const { return entries_.data() + count_; }
    void clear() { count_ = 0; }

    // Takes `first` to `last` in (the run must be empty), sorted. They must lie outside the
    // run's own storage. The sort has no branches on the entries (entry_sort.hpp).
    void assign(const HeapEntry* first, const HeapEntry* last) {
        count_ = static_cast<std::int32_t>(last - first);
        reserve(count_);
        if (scratch_.size() < entries_.size()) scratch_.resize(entries_.size());
        sort_entries(first, count_, entries_.data(), scratch_.data(),
                     [](const HeapEntry& a, const HeapEntry& b) { return comes_before(b, a); });
    }

    // The entry pop() takes (the run must not be empty).
    [[gnu::always_inline]] const HeapEntry& best() const { return entries_[count_ - 1]; }

    [[gnu::always_inline]] HeapEntry pop() { return entries_[--count_]; }

    // Puts `entry` in its place, unless kShiftLimit entries or more come before it: then it
    // returns false and changes nothing.
    [[gnu::always_inline]] bool insert(const HeapEntry& entry) {
        std::int32_t at = count_;
        while (at > 0 && comes_before(entries_[at - 1], entry)) {
            if (count_ - at + 1 >= kShiftLimit) return false;  // it would pass one more
            --at;
        }
        if (count_ == static_cast<std::int32_t>(entries_.size())) [[unlikely]] {
            reserve(count_ + 1);
        }
        for (std::int32_t i = count_; i > at; --i) entries_[i] = entries_[i - 1];
        entries_[at] = entry;
        ++count_;
        return true;
    }

private:
    void reserve(std::int32_t count) {
        if (static_cast<std::int32_t>(entries_.size()) < count) {
            entries_.resize(std::max<std::size_t>(static_cast<std::size_t>(count),
                                                  2 * entries_.size() + 64));
        }
    }

    std::vector<HeapEntry> entries_;  // the first count_ are the run, worst first
    std::vector<HeapEntry> scratch_;  // assign()'s sort
    std::int32_t count_ = 0;
};

}  // namespace astar
