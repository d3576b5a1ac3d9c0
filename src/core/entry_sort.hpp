// Sorts open-list entries (HeapEntry) without branches that depend on the entries: the sort
// of a bucket when it becomes the current one (SortedRun::assign, see bucketed_open_list.hpp).
//
// Why not std::sort: a bucket's entries arrive in no useful order, and each comparison of
// std::sort's partitions and final insertion sort is a branch the processor guesses wrong about
// half the time. `perf record -e cpu-clock` of 8room_000 (150 scenarios, `--only ours`) put 22%
// of the search's time in `advance` and std::sort, for 13% of its instructions (callgrind).
//
// How: a merge sort. Runs of up to four entries are sorted by sorting networks, and two sorted
// halves are merged from both ends at once (the front takes the smaller entry, the back the
// larger), which gives the processor two independent chains of loads and compares. Every pick
// is a select on the comparison's result, not a jump. The halves are split in the middle, which
// is what lets the two ends run without bounds checks: with a strict weak order, k steps from
// each end of 2k or 2k + 1 entries never take an entry twice (the merge of Rust's driftsort
// rests on the same argument).
//
// It takes more instructions than std::sort (callgrind on 8room_000: the whole program 199.3 M
// -> 214.2 M) and less time: `advance` and the sort 15% of the search's time instead of 22%,
// the Boost ratio on the five 512 x 512 maps 4.195x -> 4.53x (bench/native/ab_ratio.sh, 4 runs
// each, every run higher), WebAssembly 0.84-1.04 times the time per expansion on those maps
// (bench/EXPERIMENTS.md, "Kept: the buckets sorted without branches").
#pragma once

#include <cstdint>

#include "core/open_list.hpp"

namespace astar {

namespace entry_sort_detail {

// `take_first ? first : second`, as masks rather than a jump.
[[gnu::always_inline]] inline HeapEntry select(bool take_first, const HeapEntry& first,
                                               const HeapEntry& second) {
    const std::uint64_t mask = std::uint64_t{0} - std::uint64_t{take_first};
    return {(first.primary & mask) | (second.primary & ~mask),
            (first.secondary & mask) | (second.secondary & ~mask)};
}

// a, b in order (a first on a tie).
template <class Less>
[[gnu::always_inline]] inline void sort_pair(HeapEntry& a, HeapEntry& b, Less less) {
    const bool swap = less(b, a);
    const HeapEntry low = select(swap, b, a);
    b = select(swap, a, b);
    a = low;
}

// 1 to 4 entries from `in`, sorted, to `out`. Written out for each count: a loop over n would
// be a branch that the leaves' varying sizes make the processor guess wrong.
template <class Less>
[[gnu::always_inline]] inline void sort_small(const HeapEntry* in, HeapEntry* out, int n,
                                              Less less) {
    if (n == 4) {
        HeapEntry a = in[0], b = in[1], c = in[2], d = in[3];
        sort_pair(a, b, less);
        sort_pair(c, d, less);
        sort_pair(a, c, less);
        sort_pair(b, d, less);
        sort_pair(b, c, less);
        out[0] = a;
        out[1] = b;
        out[2] = c;
        out[3] = d;
    } else if (n == 3) {
        HeapEntry a = in[0], b = in[1], c = in[2];
        sort_pair(a, b, less);
        sort_pair(b, c, less);
        sort_pair(a, b, less);
        out[0] = a;
        out[1] = b;
        out[2] = c;
    } else if (n == 2) {
        HeapEntry a = in[0], b = in[1];
        sort_pair(a, b, less);
        out[0] = a;
        out[1] = b;
    } else if (n == 1) {
        out[0] = in[0];
    }
}

// A comparison's result as 0 or 1 in a register. The empty asm hides where it came from, so
// that GCC neither compares the entries again for each use nor turns a use into a jump (it
// made a jump of the merge's back half, which the processor guesses wrong half the time).
[[gnu::always_inline]] inline std::uintptr_t taken(bool result) {
    std::uintptr_t value = result;
    __asm__("" : "+r"(value));
    return value;
}

// `take_first ? first : second` for pointers, take_first 0 or 1, without a jump.
template <class T>
[[gnu::always_inline]] inline T* pick(std::uintptr_t take_first, T* first, T* second) {
    const std::uintptr_t mask = std::uintptr_t{0} - take_first;
    const auto a = reinterpret_cast<std::uintptr_t>(first);
    const auto b = reinterpret_cast<std::uintptr_t>(second);
    return reinterpret_cast<T*>(b + ((a - b) & mask));
}

// Merges the sorted runs in[0, half) and in[half, n), half = n / 2, into out[0, n). Each pick
// selects the pointer to copy from, and copies the entry whole.
template <class Less>
inline void merge_halves(const HeapEntry* in, int n, HeapEntry* out, Less less) {
    const int half = n / 2;
    const HeapEntry* left = in;
    const HeapEntry* right = in + half;
    const HeapEntry* left_back = in + half - 1;
    const HeapEntry* right_back = in + n - 1;
    HeapEntry* front = out;
    HeapEntry* back = out + n - 1;
    for (int step = 0; step < half; ++step) {
        // The front takes the smaller, the left one on a tie (a stable merge); the back the
        // larger, the right one on a tie.
        const std::uintptr_t r = taken(less(*right, *left));
        *front++ = *pick(r, right, left);
        right += r;
        left += 1 - r;
        const std::uintptr_t l = taken(less(*right_back, *left_back));
        *back-- = *pick(l, left_back, right_back);
        left_back -= l;
        right_back -= 1 - l;
    }
    if (n % 2 != 0) {
        // One entry is left, in one of the two runs.
        *front = *pick(taken(left <= left_back), left, right);
    }
}

// in[0, n) sorted into out[0, n); tmp[0, n) is scratch. `in` is only read.
template <class Less>
void sort_into(const HeapEntry* in, HeapEntry* out, HeapEntry* tmp, int n, Less less) {
    if (n <= 4) {
        sort_small(in, out, n, less);
        return;
    }
    const int half = n / 2;
    // The halves go to tmp, with out's halves as their scratch, and merge back into out.
    sort_into(in, tmp, out, half, less);
    sort_into(in + half, tmp + half, out + half, n - half, less);
    merge_halves(tmp, n, out, less);
}

}  // namespace entry_sort_detail

// in[0, n) sorted by `less` (a strict weak order) into out[0, n), using tmp[0, n) as scratch.
// The three must not overlap; `in` is left as it was.
template <class Less>
void sort_entries(const HeapEntry* in, int n, HeapEntry* out, HeapEntry* tmp, Less less) {
    if (n > 0) entry_sort_detail::sort_into(in, out, tmp, n, less);
}

}  // namespace astar
