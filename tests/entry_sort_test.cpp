// sort_entries(): the same order as std::stable_sort for every length up to a few hundred, with
// keys drawn from few values (many ties on the primary key, whole duplicates) and from many,
// already sorted and reversed input; the input is left as it was.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "core/entry_sort.hpp"
#include "core/open_list.hpp"

namespace astar {
namespace {

// Sorts `in` both ways and compares, entry by entry; the input must not change.
void expect_sorted_like_std(const std::vector<HeapEntry>& in, bool worst_first) {
    const auto less = [worst_first](const HeapEntry& a, const HeapEntry& b) {
        return worst_first ? comes_before(b, a) : comes_before(a, b);
    };
    const std::vector<HeapEntry> before = in;
    std::vector<HeapEntry> expected = in;
    std::stable_sort(expected.begin(), expected.end(), less);
    const int n = static_cast<int>(in.size());
    // One more entry at each end of the output, to see that nothing is written outside it.
    const HeapEntry guard{0xDEADBEEFu, 0xFEEDFACEu};
    std::vector<HeapEntry> out(in.size() + 2, guard);
    std::vector<HeapEntry> tmp(in.size());
    sort_entries(in.data(), n, out.data() + 1, tmp.data(), less);
    ASSERT_TRUE(out.front() == guard) << "n " << n;
    ASSERT_TRUE(out.back() == guard) << "n " << n;
    for (int i = 0; i < n; ++i) {
        ASSERT_TRUE(out[static_cast<std::size_t>(i) + 1] == expected[static_cast<std::size_t>(i)])
            << "n " << n << ", position " << i;
    }
    for (int i = 0; i < n; ++i) {
        ASSERT_TRUE(in[static_cast<std::size_t>(i)] == before[static_cast<std::size_t>(i)]);
    }
}

std::vector<HeapEntry> random_entries(int n, int primaries, int secondaries, std::mt19937& random) {
    std::uniform_int_distribution<int> primary(0, primaries - 1);
    std::uniform_int_distribution<int> secondary(0, secondaries - 1);
    std::vector<HeapEntry> entries;
    for (int i = 0; i < n; ++i) {
        // Keys that differ in the high bits too, as f's bits and the tie key do.
        entries.push_back({std::uint64_t(primary(random)) << 40 | 7,
                           std::uint64_t(secondary(random)) << 32 | std::uint64_t(i % 5)});
    }
    return entries;
}

TEST(EntrySortTest, EveryLengthSortsLikeStableSort) {
    std::mt19937 random(2026);
    for (int n = 0; n <= 300; ++n) {
        for (const bool worst_first : {true, false}) {
            // Few keys: whole duplicates and long ties on the primary key.
            expect_sorted_like_std(random_entries(n, 3, 2, random), worst_first);
            // Many keys: every entry different.
            expect_sorted_like_std(random_entries(n, 1 << 20, 1 << 20, random), worst_first);
        }
    }
}

TEST(EntrySortTest, SortedReversedAndEqualInputs) {
    std::mt19937 random(7);
    for (const int n : {5, 16, 17, 63, 64, 65, 1000}) {
        std::vector<HeapEntry> entries = random_entries(n, 50, 50, random);
        std::sort(entries.begin(), entries.end(), comes_before);
        expect_sorted_like_std(entries, false);
        expect_sorted_like_std(entries, true);
        std::vector<HeapEntry> equal(static_cast<std::size_t>(n), HeapEntry{3, 4});
        expect_sorted_like_std(equal, true);
    }
}

}  // namespace
}  // namespace astar
