// The open list on its own: whatever the sequence of pushes, pops, updates (both ways) and
// removals, it peeks and pops exactly what a sorted set of the same entries would, keeps every
// cell's slot pointing at where the cell is, and lists every entry. The front entry (held
// outside the heap) is exercised on purpose: pushes that beat it, pops where the heap's root
// beats it, updates and removals of the front cell. Every test runs with two and with four
// children per heap slot.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include "core/open_list.hpp"
#include "support/open_list_reference.hpp"

namespace astar {
namespace {

HeapEntry entry(std::uint64_t f, std::uint32_t tie, int node) { return test::heap_entry(f, tie, node); }

// Arity: std::integral_constant<int, children per heap slot>.
// More nodes than the list's first storage holds (64 slots), so that it grows.
template <class Arity>
class OpenListTest : public ::testing::Test,
                     public test::ReferencedOpenList<OpenList<test::SlotTable, Arity::value>> {
protected:
    using List = OpenList<test::SlotTable, Arity::value>;
    static constexpr int kNodes = 160;

    OpenListTest() : test::ReferencedOpenList<List>(kNodes) {}

    // check_keys(), and a cell in the heap has the slot where copy_entries lists it.
    void check_contents() {
        const std::vector<HeapEntry> all = this->check_keys();
        int in_front = 0;
        for (int node = 0; node < kNodes; ++node) {
            const std::int32_t slot = this->slot(node);
            if (slot == kInFront) ++in_front;
            if (slot >= 0) {
                // copy_entries lists the heap's slots in order, from kRoot.
                ASSERT_GE(slot, List::kRoot);
                ASSERT_LT(static_cast<std::size_t>(slot - List::kRoot), all.size());
                EXPECT_EQ(all[static_cast<std::size_t>(slot - List::kRoot)].node(), node);
            }
        }
        EXPECT_LE(in_front, 1);
    }
};

TYPED_TEST_SUITE(OpenListTest, test::Arities, test::ArityName);

TYPED_TEST(OpenListTest, PopsInKeyOrderThenIsEmpty) {
    this->push(entry(5, 0, 1));
    this->push(entry(3, 0, 2));
    this->push(entry(3, 0, 0));  // same f and tie: the lower cell number first
    this->push(entry(3, 1, 3));
    this->push(entry(9, 0, 4));
    this->check_contents();
    EXPECT_EQ(this->pop_and_check().node(), 0);
    EXPECT_EQ(this->pop_and_check().node(), 2);
    EXPECT_EQ(this->pop_and_check().node(), 3);
    EXPECT_EQ(this->pop_and_check().node(), 1);
    EXPECT_EQ(this->pop_and_check().node(), 4);
    EXPECT_TRUE(this->list().empty());
    this->check_contents();
}

// The first push waits in front; a better push takes its place and sends it into the heap.
TYPED_TEST(OpenListTest, FrontHoldsTheBestRecentPush) {
    this->push(entry(7, 0, 1));
    EXPECT_EQ(this->slot(1), kInFront);
    this->push(entry(4, 0, 2));
    EXPECT_EQ(this->slot(2), kInFront);
    EXPECT_GE(this->slot(1), 0);
    this->push(entry(6, 0, 3));
    EXPECT_GE(this->slot(3), 0);
    this->check_contents();
    EXPECT_EQ(this->pop_and_check().node(), 2);
}

// A front entry that is not the best stays behind while the heap's better root is popped.
TYPED_TEST(OpenListTest, HeapRootBeatsAWorseFront) {
    this->push(entry(1, 0, 1));
    this->pop_and_check();  // leaves the front empty, the heap empty
    this->push(entry(8, 0, 2));  // front
    this->push(entry(9, 0, 3));  // heap
    this->update(3, entry(2, 0, 3));
    EXPECT_EQ(this->slot(2), kInFront);
    EXPECT_EQ(this->pop_and_check().node(), 3);
    EXPECT_EQ(this->pop_and_check().node(), 2);
}

TYPED_TEST(OpenListTest, UpdateAndRemoveTheFrontEntry) {
    this->push(entry(5, 0, 1));
    this->push(entry(6, 0, 2));
    ASSERT_EQ(this->slot(1), kInFront);
    this->update(1, entry(9, 0, 1));  // worse: must now come after node 2
    this->check_contents();
    EXPECT_EQ(this->pop_and_check().node(), 2);
    this->push(entry(3, 0, 4));
    ASSERT_EQ(this->slot(4), kInFront);
    this->remove(4);
    this->check_contents();
    EXPECT_EQ(this->pop_and_check().node(), 1);
    EXPECT_TRUE(this->list().empty());
}

TYPED_TEST(OpenListTest, ClearForgetsTheFront) {
    this->push(entry(5, 0, 1));
    this->push(entry(6, 0, 2));
    this->list().clear();
    EXPECT_TRUE(this->list().empty());
    EXPECT_EQ(this->list().size(), 0);
    std::vector<HeapEntry> all;
    this->list().copy_entries(all);
    EXPECT_TRUE(all.empty());
}

// Random sequences against the sorted reference; few distinct f values, so ties on f (and on
// the tie key) are common and the cell number has to decide.
TYPED_TEST(OpenListTest, RandomOperationsMatchASortedSet) {
    std::mt19937 rng(20261122);
    std::uniform_int_distribution<int> pick_node(0, TestFixture::kNodes - 1);
    std::uniform_int_distribution<int> pick_f(0, 12);
    std::uniform_int_distribution<int> pick_tie(0, 2);
    std::uniform_int_distribution<int> pick_op(0, 9);
    for (int round = 0; round < 4000; ++round) {
        const int op = pick_op(rng);
        const int node = pick_node(rng);
        const HeapEntry e = entry(static_cast<std::uint64_t>(pick_f(rng)),
                                  static_cast<std::uint32_t>(pick_tie(rng)), node);
        this->apply(test::list_operation(op, 4, 7, 9), e);
        if (round % 50 == 0) this->check_contents();
    }
    this->drain();
    this->check_contents();
}

// The search clears the list between searches, most entries still in it. Whatever the last
// search left behind, the next one starts from an empty list that orders its entries right.
TYPED_TEST(OpenListTest, ClearLeavesNothingBehind) {
    std::mt19937 rng(20261124);
    std::uniform_int_distribution<int> pick_f(0, 40);
    for (int search = 0; search < 6; ++search) {
        this->clear();
        this->check_contents();
        for (int node = 0; node < TestFixture::kNodes; node += 1 + search % 2) {
            this->push(entry(static_cast<std::uint64_t>(pick_f(rng)), 0, node));
        }
        this->check_contents();
        // Leave most of them in the list for the next clear. (With 80 or 160 entries the
        // list outgrows its first storage.)
        for (int i = 0; i < 10; ++i) this->pop_and_check();
        this->check_contents();
    }
}


}  // namespace
}  // namespace astar
