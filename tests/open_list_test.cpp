// The open list on its own: whatever the sequence of pushes, pops, updates (both ways) and
// removals, it peeks and pops exactly what a sorted set of the same entries would, keeps every
// cell's slot pointing at where the cell is, and lists every entry. The front entry (held
// outside the heap) is exercised on purpose: pushes that beat it, pops where the heap's root
// beats it, updates and removals of the front cell.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <set>
#include <utility>
#include <vector>

#include "core/open_list.hpp"

namespace astar {
namespace {

struct SlotTable {
    std::vector<std::int32_t>* slots;
    std::int32_t& operator()(int node) const { return (*slots)[static_cast<std::size_t>(node)]; }
};

using Key = std::pair<std::uint64_t, std::uint64_t>;

Key key_of(const HeapEntry& e) { return {e.primary, e.secondary}; }

HeapEntry entry(std::uint64_t f, std::uint32_t tie, int node) {
    return {f, std::uint64_t{tie} << 32 | static_cast<std::uint32_t>(node)};
}

class OpenListTest : public ::testing::Test {
protected:
    static constexpr int kNodes = 64;

    OpenListTest() : slots_(kNodes, kNotInOpenList), open_(SlotTable{&slots_}) {}

    void push(const HeapEntry& e) {
        open_.push(e);
        reference_.insert(key_of(e));
        current_[static_cast<std::size_t>(e.node())] = e;
    }

    HeapEntry pop_and_check() {
        EXPECT_FALSE(reference_.empty());
        const HeapEntry peeked = open_.peek();  // what the search prefetches for
        EXPECT_EQ(key_of(peeked), *reference_.begin());
        const HeapEntry got = open_.pop();
        EXPECT_EQ(key_of(got), key_of(peeked));
        EXPECT_EQ(key_of(got), *reference_.begin());
        reference_.erase(reference_.begin());
        EXPECT_EQ(slots_[static_cast<std::size_t>(got.node())], kNotInOpenList);
        return got;
    }

    void update(int node, const HeapEntry& e) {
        reference_.erase(key_of(current_[static_cast<std::size_t>(node)]));
        open_.update(slots_[static_cast<std::size_t>(node)], e);
        reference_.insert(key_of(e));
        current_[static_cast<std::size_t>(node)] = e;
    }

    void remove(int node) {
        reference_.erase(key_of(current_[static_cast<std::size_t>(node)]));
        open_.remove(slots_[static_cast<std::size_t>(node)]);
        EXPECT_EQ(slots_[static_cast<std::size_t>(node)], kNotInOpenList);
    }

    // Every entry listed once, and every cell's slot agrees with where the list holds it.
    void check_contents() {
        std::vector<HeapEntry> all;
        open_.copy_entries(all);
        std::vector<Key> keys;
        for (const HeapEntry& e : all) keys.push_back(key_of(e));
        std::sort(keys.begin(), keys.end());
        EXPECT_EQ(keys, std::vector<Key>(reference_.begin(), reference_.end()));
        EXPECT_EQ(open_.size(), static_cast<int>(reference_.size()));
        EXPECT_EQ(open_.empty(), reference_.empty());
        int in_front = 0;
        for (int node = 0; node < kNodes; ++node) {
            const std::int32_t slot = slots_[static_cast<std::size_t>(node)];
            const bool listed = reference_.count(key_of(current_[static_cast<std::size_t>(node)]));
            EXPECT_EQ(slot != kNotInOpenList, listed) << "node " << node;
            if (slot == kInFront) ++in_front;
            if (slot >= 0) {
                // Heap slots count from 1; copy_entries lists slot 1 first.
                ASSERT_GE(slot, 1);
                ASSERT_LE(static_cast<std::size_t>(slot), all.size());
                EXPECT_EQ(all[static_cast<std::size_t>(slot - 1)].node(), node);
            }
        }
        EXPECT_LE(in_front, 1);
    }

    bool listed(int node) const { return slots_[static_cast<std::size_t>(node)] != kNotInOpenList; }

    std::vector<std::int32_t> slots_;
    OpenList<SlotTable> open_;
    std::set<Key> reference_;
    std::vector<HeapEntry> current_ = std::vector<HeapEntry>(kNodes);
};

TEST_F(OpenListTest, PopsInKeyOrderThenIsEmpty) {
    push(entry(5, 0, 1));
    push(entry(3, 0, 2));
    push(entry(3, 0, 0));  // same f and tie: the lower cell number first
    push(entry(3, 1, 3));
    push(entry(9, 0, 4));
    check_contents();
    EXPECT_EQ(pop_and_check().node(), 0);
    EXPECT_EQ(pop_and_check().node(), 2);
    EXPECT_EQ(pop_and_check().node(), 3);
    EXPECT_EQ(pop_and_check().node(), 1);
    EXPECT_EQ(pop_and_check().node(), 4);
    EXPECT_TRUE(open_.empty());
    check_contents();
}

// The first push waits in front; a better push takes its place and sends it into the heap.
TEST_F(OpenListTest, FrontHoldsTheBestRecentPush) {
    push(entry(7, 0, 1));
    EXPECT_EQ(slots_[1], kInFront);
    push(entry(4, 0, 2));
    EXPECT_EQ(slots_[2], kInFront);
    EXPECT_GE(slots_[1], 0);
    push(entry(6, 0, 3));
    EXPECT_GE(slots_[3], 0);
    check_contents();
    EXPECT_EQ(pop_and_check().node(), 2);
}

// A front entry that is not the best stays behind while the heap's better root is popped.
TEST_F(OpenListTest, HeapRootBeatsAWorseFront) {
    push(entry(1, 0, 1));
    open_.pop();  // leaves the front empty, the heap empty
    reference_.clear();
    push(entry(8, 0, 2));  // front
    push(entry(9, 0, 3));  // heap
    update(3, entry(2, 0, 3));
    EXPECT_EQ(slots_[2], kInFront);
    EXPECT_EQ(pop_and_check().node(), 3);
    EXPECT_EQ(pop_and_check().node(), 2);
}

TEST_F(OpenListTest, UpdateAndRemoveTheFrontEntry) {
    push(entry(5, 0, 1));
    push(entry(6, 0, 2));
    ASSERT_EQ(slots_[1], kInFront);
    update(1, entry(9, 0, 1));  // worse: must now come after node 2
    check_contents();
    EXPECT_EQ(pop_and_check().node(), 2);
    push(entry(3, 0, 4));
    ASSERT_EQ(slots_[4], kInFront);
    remove(4);
    check_contents();
    EXPECT_EQ(pop_and_check().node(), 1);
    EXPECT_TRUE(open_.empty());
}

TEST_F(OpenListTest, ClearForgetsTheFront) {
    push(entry(5, 0, 1));
    push(entry(6, 0, 2));
    open_.clear();
    EXPECT_TRUE(open_.empty());
    EXPECT_EQ(open_.size(), 0);
    std::vector<HeapEntry> all;
    open_.copy_entries(all);
    EXPECT_TRUE(all.empty());
}

// Random sequences against the sorted reference; few distinct f values, so ties on f (and on
// the tie key) are common and the cell number has to decide.
TEST_F(OpenListTest, RandomOperationsMatchASortedSet) {
    std::mt19937 rng(20261122);
    std::uniform_int_distribution<int> pick_node(0, kNodes - 1);
    std::uniform_int_distribution<int> pick_f(0, 12);
    std::uniform_int_distribution<int> pick_tie(0, 2);
    std::uniform_int_distribution<int> pick_op(0, 9);
    for (int round = 0; round < 4000; ++round) {
        const int op = pick_op(rng);
        const int node = pick_node(rng);
        const HeapEntry e = entry(static_cast<std::uint64_t>(pick_f(rng)),
                                  static_cast<std::uint32_t>(pick_tie(rng)), node);
        if (op < 4) {
            if (!listed(node)) push(e);
        } else if (op < 7) {
            if (!reference_.empty()) pop_and_check();
        } else if (op < 9) {
            if (listed(node)) update(node, e);
        } else if (listed(node)) {
            remove(node);
        }
        if (round % 50 == 0) check_contents();
    }
    while (!reference_.empty()) pop_and_check();
    check_contents();
}

}  // namespace
}  // namespace astar
