// The sorted run on its own (the current bucket of BucketedOpenList): it pops in the order of
// comes_before, appends a push that comes first, and declines a push that would pass
// kShiftLimit entries or more, changing nothing.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "core/sorted_run.hpp"
#include "support/open_list_reference.hpp"

namespace astar {
namespace {

using test::heap_entry;
constexpr std::int32_t kLimit = SortedRun::kShiftLimit;

class SortedRunTest : public ::testing::Test {
protected:
    // Where the run holds `node`: its position, worst first, or -1.
    std::int32_t position(int node) const {
        const auto at = std::find_if(run_.begin(), run_.end(),
                                     [node](const HeapEntry& e) { return e.node() == node; });
        return at == run_.end() ? -1 : static_cast<std::int32_t>(at - run_.begin());
    }
    std::vector<test::OpenKey> keys() const {
        std::vector<test::OpenKey> out;
        for (const HeapEntry& e : run_) out.push_back(test::key_of(e));
        return out;
    }

    // The run's entries are in order, worst first.
    void expect_consistent() const {
        const std::vector<HeapEntry> entries(run_.begin(), run_.end());
        for (std::size_t i = 1; i < entries.size(); ++i) {
            EXPECT_TRUE(comes_before(entries[i], entries[i - 1])) << "position " << i;
        }
    }

    SortedRun run_;
};

TEST_F(SortedRunTest, AssignSortsBestLast) {
    std::vector<HeapEntry> entries;
    for (int node = 0; node < 50; ++node) {
        entries.push_back(heap_entry(static_cast<std::uint64_t>((node * 37) % 11), 0, node));
    }
    run_.assign(entries.data(), entries.data() + entries.size());
    ASSERT_EQ(run_.size(), 50);
    expect_consistent();
    std::sort(entries.begin(), entries.end(), comes_before);
    for (const HeapEntry& expected : entries) {
        ASSERT_EQ(run_.best().node(), expected.node());
        EXPECT_EQ(run_.pop().node(), expected.node());
    }
    EXPECT_TRUE(run_.empty());
}

TEST_F(SortedRunTest, APushThatComesFirstIsAppendedAndMovesNoOtherEntry) {
    for (int node = 0; node < 40; ++node) {
        ASSERT_TRUE(run_.insert(heap_entry(static_cast<std::uint64_t>(100 - node), 0, node)));
        EXPECT_EQ(position(node), node);  // each one the new best: at the end
    }
    expect_consistent();
    // Equal primary keys (node 39's is 61, tie key 0): the tie key, then the cell number,
    // decide.
    ASSERT_TRUE(run_.insert(heap_entry(61, 5, 40)));
    ASSERT_TRUE(run_.insert(heap_entry(61, 5, 41)));
    ASSERT_TRUE(run_.insert(heap_entry(61, 4, 42)));
    expect_consistent();
    EXPECT_EQ(run_.pop().node(), 39);
    EXPECT_EQ(run_.pop().node(), 42);
    EXPECT_EQ(run_.pop().node(), 40);
    EXPECT_EQ(run_.pop().node(), 41);
    EXPECT_EQ(run_.pop().node(), 38);
}

TEST_F(SortedRunTest, APushMayPassFewerThanTheLimitAndNoMore) {
    for (int node = 0; node < 2 * kLimit; ++node) {
        ASSERT_TRUE(run_.insert(heap_entry(static_cast<std::uint64_t>(1000 - 10 * node), 0, node)));
    }
    // Node p sits at position p. key_behind(p) lies between the keys of nodes p - 1 and p, so
    // its entry goes to position p, behind the 2 kLimit - p better ones.
    const auto key_behind = [](int p) { return static_cast<std::uint64_t>(1000 - 10 * p + 5); };
    const int p = kLimit + 1;  // kLimit - 1 better entries: allowed
    ASSERT_TRUE(run_.insert(heap_entry(key_behind(p), 0, 500)));
    EXPECT_EQ(position(500), p);
    expect_consistent();

    // The same key with a larger cell number also comes after node 500: kLimit better
    // entries, one too many. Declined, and nothing moved.
    const std::vector<test::OpenKey> before = keys();
    EXPECT_FALSE(run_.insert(heap_entry(key_behind(p), 0, 501)));
    EXPECT_EQ(keys(), before);
}

// Random pushes and pops against a sorted copy; a declined push goes nowhere.
TEST_F(SortedRunTest, RandomOperationsKeepTheOrder) {
    std::mt19937 rng(30112026);
    std::uniform_int_distribution<int> pick_key(0, 60);
    std::uniform_int_distribution<int> pick_spread(0, 600);
    std::uniform_int_distribution<int> pick_op(0, 9);
    std::vector<HeapEntry> reference;  // sorted best first
    int declined = 0;
    int node = 0;
    for (int round = 0; round < 20000; ++round) {
        if (pick_op(rng) < 6) {
            // Keys fall, as a search's pushes come before what it holds, but not always.
            const auto key = static_cast<std::uint64_t>(100000 - round * 3 + pick_spread(rng));
            const HeapEntry e = heap_entry(key, static_cast<std::uint32_t>(pick_key(rng) % 3),
                                           node++);
            const auto at = std::lower_bound(reference.begin(), reference.end(), e,
                                             comes_before);
            const bool fits = at - reference.begin() < kLimit;
            ASSERT_EQ(run_.insert(e), fits) << "round " << round;
            if (fits) {
                reference.insert(at, e);
            } else {
                ++declined;
            }
        } else if (!reference.empty()) {
            ASSERT_EQ(run_.best().node(), reference.front().node()) << "round " << round;
            ASSERT_EQ(run_.pop().node(), reference.front().node()) << "round " << round;
            reference.erase(reference.begin());
        }
        if (round % 499 == 0) expect_consistent();
    }
    EXPECT_GT(declined, 0);
    expect_consistent();
    EXPECT_EQ(run_.size(), static_cast<int>(reference.size()));
}

}  // namespace
}  // namespace astar
