// The bucketed open list on its own: whatever the keys and the sequence of pushes, pops and
// pushes again (new keys both ways), it peeks and pops exactly what a sorted set of the
// latest entries would, never returns an older entry, and lists every latest entry once.
// The keys are real f values (priority_key), so that entries land in the heap, in the buckets
// and in the far heap, and cross between them: f below the current bucket, f past the window,
// a bucket bigger than the heap's first storage brought in at once, NaN-free huge values.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include "core/bucketed_open_list.hpp"
#include "support/open_list_reference.hpp"

namespace astar {
namespace {

// An entry keyed by f as the search keys it.
HeapEntry entry(double f, std::uint32_t tie, int node) {
    return test::heap_entry(priority_key(f), tie, node);
}

template <class Arity>
class BucketedOpenListTest
    : public ::testing::Test,
      public test::ReferencedOpenList<
          BucketedOpenList<test::SlotTable, test::CurrentTable, Arity::value>> {
protected:
    using List = BucketedOpenList<test::SlotTable, test::CurrentTable, Arity::value>;
    static constexpr int kNodes = 2000;

    BucketedOpenListTest() : test::ReferencedOpenList<List>(kNodes) {
        this->list().set_window(4.0);  // 64 buckets of 1/16
    }

    // Cells 0 to count - 1 with f 10 (one bucket, ordered by their tie keys 100 + cell), 200
    // more behind them, and the pop of cell 0, which leaves heap-only mode: the bucket of f 10
    // is then the current one. Returns the next free cell.
    int enter_buckets_at_f10(int count) {
        int node = 0;
        for (int i = 0; i < count; ++i) {
            this->push(entry(10.0, static_cast<std::uint32_t>(100 + i), node++));
        }
        for (int i = 0; i < 200; ++i) this->push(entry(10.5 + 0.01 * i, 0, node++));
        EXPECT_EQ(this->pop_and_check().node(), 0);
        EXPECT_TRUE(this->list().in_buckets());
        return node;
    }
};

TYPED_TEST_SUITE(BucketedOpenListTest, test::Arities, test::ArityName);

// A short list stays one heap; past kBucketsFrom entries the first pop spreads it into buckets.
TYPED_TEST(BucketedOpenListTest, LeavesHeapOnlyModeOnceTheListIsLong) {
    constexpr int kFrom = TestFixture::List::kBucketsFrom;
    for (int node = 0; node < kFrom; ++node) {
        this->push(entry(10.0 + 0.01 * node, 0, node));
    }
    this->pop_and_check();
    EXPECT_FALSE(this->list().in_buckets());
    for (int node = kFrom; node < 3 * kFrom; ++node) {
        this->push(entry(10.0 + 0.01 * node, 0, node));
    }
    this->pop_and_check();
    EXPECT_TRUE(this->list().in_buckets());
    this->check_keys();
    this->drain();
    this->clear();
    EXPECT_FALSE(this->list().in_buckets());
}

// In heap-only mode the list writes no slots (the search's stamps say which cells are open): a
// cell pushed again is found by walking the heap, and its entry changes in place, in both
// directions, the front entry included; the order stays the sorted set's, and the list holds
// exactly the set's entries.
TYPED_TEST(BucketedOpenListTest, AShortListKeepsItsOrderWithoutSlots) {
    constexpr int kFrom = TestFixture::List::kBucketsFrom;
    std::mt19937 rng(29112026);
    std::uniform_int_distribution<int> pick_node(0, kFrom - 1);
    std::uniform_int_distribution<int> pick_step(0, 40);
    std::uniform_int_distribution<int> pick_op(0, 9);
    double base = 10.0;
    for (int round = 0; round < 20000; ++round) {
        const int node = pick_node(rng);  // at most kFrom cells: the list stays short
        const HeapEntry e = entry(base + pick_step(rng) / 8.0, 0, node);
        const int op = pick_op(rng);
        this->apply(test::list_operation(op, 4, 6, 10), e);
        if (round % 101 == 0) {
            this->check_keys();
            EXPECT_EQ(this->list().size(), static_cast<int>(this->check_keys().size()));
        }
        if (round % 1000 == 999) base += 1.0;
    }
    ASSERT_FALSE(this->list().in_buckets());
    for (int node = 0; node < kFrom; ++node) {
        EXPECT_EQ(this->slot(node), kNotInOpenList) << "node " << node << ": a slot was written";
    }
    this->drain();
}

// Entries far beyond the window wait in the far heap and come back in order; one bucket of
// 600 entries (more than the heap's first 64 slots, several times over) enters the heap at once.
TYPED_TEST(BucketedOpenListTest, FarEntriesAndABigBucketComeBackInOrder) {
    int node = 0;
    for (int i = 0; i < 300; ++i) this->push(entry(5.0 + 0.001 * i, 0, node++));
    for (int i = 0; i < 600; ++i) this->push(entry(7.5, static_cast<std::uint32_t>(i % 7), node++));
    for (int i = 0; i < 200; ++i) this->push(entry(1000.0 + 3.0 * i, 0, node++));
    this->push(entry(1e300, 0, node++));
    this->push(entry(std::numeric_limits<double>::infinity(), 0, node++));
    this->check_keys();
    for (int i = 0; i < 350; ++i) this->pop_and_check();
    EXPECT_TRUE(this->list().in_buckets());
    this->check_keys();
    this->drain();
}

// The current bucket is a sorted run: pushes that come before all of it are appended, and it
// stays a run. A push that would pass SortedRun::kShiftLimit entries or more turns it into a
// heap for the rest of that bucket; the next bucket is a run again. The order never changes.
TYPED_TEST(BucketedOpenListTest, TheCurrentBucketIsARunUntilAPushLandsDeepInIt) {
    constexpr int kLimit = SortedRun::kShiftLimit;
    int node = this->enter_buckets_at_f10(3 * kLimit);
    EXPECT_FALSE(this->list().current_bucket_spilled());
    // New bests, as a search's pushes mostly are: f 10 with smaller tie keys, then below 10.
    for (int i = 0; i < 20; ++i) {
        this->push(entry(10.0, static_cast<std::uint32_t>(99 - i), node++));
        this->push(entry(9.99 - 0.001 * i, 0, node++));
        if (i % 3 == 0) this->pop_and_check();
    }
    EXPECT_FALSE(this->list().current_bucket_spilled());
    this->check_keys();
    // Behind every entry of the bucket: it would pass all of them.
    this->push(entry(10.0, 1000, node++));
    EXPECT_TRUE(this->list().current_bucket_spilled());
    this->check_keys();
    // Pops go on in order through the heap; the next bucket (f 10.5 on, which peek() brings
    // in once the one of f 10 is used up) is a run again.
    while (this->list().peek().primary <= priority_key(10.0)) this->pop_and_check();
    EXPECT_FALSE(this->list().current_bucket_spilled());
    this->check_keys();
    this->drain();
}

// In buckets a cell pushed again leaves its older entry where it was: pop() and peek() never
// return it, a bucket drops it before it becomes current, and size() counts it until then.
TYPED_TEST(BucketedOpenListTest, ACellPushedAgainLeavesAnOlderEntryThatIsNeverReturned) {
    constexpr int kLimit = SortedRun::kShiftLimit;
    const int node = this->enter_buckets_at_f10(3 * kLimit);
    const int held = this->list().size();
    // Into the run, in front of it: an append, no heap.
    this->update(3, entry(10.0, 50, 3));
    EXPECT_FALSE(this->list().current_bucket_spilled());
    EXPECT_EQ(this->list().size(), held + 1);
    // 24 cells of the buckets of f 10.5 and on (cells 3 kLimit to 3 kLimit + 23, f 10.5 to
    // 10.73) pushed again into the bucket of f 10.25, and five of them again, to f 10.2. Those
    // five entries of f 10.25 have the larger tie key: behind the others there, where only
    // the bucket's own check can drop them.
    const int first = 3 * kLimit;
    for (int i = 0; i < 24; ++i) {
        this->update(first + i, entry(10.25, i < 5 ? 5 : 0, first + i));
    }
    for (int i = 0; i < 5; ++i) this->update(first + i, entry(10.2, 0, first + i));
    EXPECT_EQ(this->list().size(), held + 1 + 24 + 5);
    this->check_keys();
    const auto older_entries = [this] {
        return this->list().size() - static_cast<int>(this->check_keys().size());
    };
    // Through f 10: the older entry of cell 3 is dropped on the way.
    while (this->list().peek().primary <= priority_key(10.0)) this->pop_and_check();
    EXPECT_EQ(older_entries(), 24 + 5);
    // Through f 10.2: then the bucket of f 10.25 comes in without the five cells' entries
    // there, which are not current.
    while (this->list().peek().primary <= priority_key(10.2)) this->pop_and_check();
    EXPECT_EQ(older_entries(), 24);
    // Deep in the run (behind its 19 entries of f 10.25): the run becomes a heap, and the
    // cell's older entry in that heap is dropped too.
    this->update(first + 7, entry(10.25, 1000, first + 7));
    EXPECT_TRUE(this->list().current_bucket_spilled());
    EXPECT_EQ(older_entries(), 25);
    this->check_keys();
    this->drain();
    EXPECT_EQ(node, 3 * kLimit + 200);
}

// Keys below the current bucket (an inconsistent heuristic, a weight, greedy search) go into the
// heap and still come first; a cell pushed again may move from anywhere to anywhere.
TYPED_TEST(BucketedOpenListTest, KeysBelowTheWindowAndUpdatesAcrossIt) {
    int node = 0;
    for (int i = 0; i < 400; ++i) this->push(entry(50.0 + 0.05 * i, 0, node++));
    for (int i = 0; i < 10; ++i) this->pop_and_check();
    ASSERT_TRUE(this->list().in_buckets());
    this->push(entry(1.0, 0, node++));  // far below the current bucket
    this->push(entry(500.0, 0, node++));  // in the far heap
    EXPECT_EQ(this->pop_and_check().node(), node - 2);
    this->update(node - 1, entry(49.0, 0, node - 1));  // far heap -> heap, below the window
    this->update(200, entry(53.0, 3, 200));             // bucket -> another bucket
    this->update(201, entry(900.0, 0, 201));            // bucket -> far heap
    this->update(202, entry(60.0 + 0.05 * 202 - 10.0, 1, 202));  // same bucket, new tie key
    this->check_keys();
    EXPECT_EQ(this->pop_and_check().node(), node - 1);
    this->update(300, entry(55.0, 0, 300));  // bucket -> an earlier bucket
    this->update(201, entry(51.0, 0, 201));  // far heap -> a bucket
    this->update(200, entry(70.0, 0, 200));  // bucket -> a later bucket (a worse key)
    this->check_keys();
    this->drain();
}

// gather_into_heap() brings every current entry back from the buckets and the far heap into
// heap(), with its slot, and leaves the older ones behind: a decrease-key there through the
// slot, and the pops of heap() alone, keep the order of the sorted set (what
// BasicSearch::retarget does after a bucketed run).
TYPED_TEST(BucketedOpenListTest, GatheredIntoTheHeapEveryEntryKeepsItsOrderAndSlot) {
    int node = 0;
    for (int i = 0; i < 300; ++i) this->push(entry(5.0 + 0.001 * i, 0, node++));
    for (int i = 0; i < 600; ++i) this->push(entry(7.5, static_cast<std::uint32_t>(i % 7), node++));
    for (int i = 0; i < 200; ++i) this->push(entry(1000.0 + 3.0 * i, 0, node++));
    for (int i = 0; i < 350; ++i) this->pop_and_check();
    ASSERT_TRUE(this->list().in_buckets());
    for (int cell = 400; cell < 1100; cell += 50) this->update(cell, entry(7.0, 9, cell));
    this->list().gather_into_heap();
    EXPECT_EQ(this->list().size(), 750);
    EXPECT_FALSE(this->list().in_buckets());
    EXPECT_TRUE(this->list().heap_holds_all());
    std::vector<HeapEntry> left = this->check_keys();  // each entry listed once
    ASSERT_EQ(left.size(), 750u);
    // Decrease-keys through the slots, in what were the buckets and the far heap: a slot that
    // still named a bucket or the far heap would move another entry, or none.
    auto& heap = this->list().heap();
    for (HeapEntry& e : left) {
        if (e.node() % 5 != 0) continue;
        const HeapEntry lower = entry(6.0 - 0.001 * e.node(), 0, e.node());
        heap.update(this->slot(e.node()), lower);
        e = lower;
    }
    std::sort(left.begin(), left.end(), comes_before);
    for (const HeapEntry& expected : left) {
        ASSERT_FALSE(heap.empty());
        const HeapEntry got = heap.pop();
        ASSERT_EQ(got.node(), expected.node());
        EXPECT_EQ(this->slot(got.node()), kNotInOpenList);
    }
    EXPECT_TRUE(heap.empty());
}

// Random sequences against the sorted reference, with f drawn so that some land in the heap,
// most in the buckets and some in the far heap, with many exact ties, rising slowly as a
// search's f does, and sometimes falling.
TYPED_TEST(BucketedOpenListTest, RandomOperationsMatchASortedSet) {
    std::mt19937 rng(20261129);
    std::uniform_int_distribution<int> pick_node(0, TestFixture::kNodes - 1);
    std::uniform_int_distribution<int> pick_step(0, 40);  // f in steps of 1/8: ties are common
    std::uniform_int_distribution<int> pick_tie(0, 3);
    std::uniform_int_distribution<int> pick_op(0, 19);
    double base = 0.0;
    for (int round = 0; round < 60000; ++round) {
        const int op = pick_op(rng);
        const int node = pick_node(rng);
        const int step = pick_step(rng);
        const double f = op == 19 ? base + 20.0 + step  // past the window
                         : op == 18 ? std::max(0.0, base - 3.0)  // below it
                                    : base + step / 8.0;
        const HeapEntry e = entry(f, static_cast<std::uint32_t>(pick_tie(rng)), node);
        using Op = test::ListOperation;
        const auto got = this->apply(op < 9 ? Op::kPush : op < 14 ? Op::kPop : Op::kUpdate, e);
        if (got) {
            double popped_f;
            std::memcpy(&popped_f, &got->primary, sizeof popped_f);
            base = std::max(base, popped_f);
        }
        if (round % 997 == 0) this->check_keys();
        if (round % 20011 == 20010) {
            this->drain();
            this->clear();
            base = 0.0;
        }
    }
    this->check_keys();
    this->drain();
}

}  // namespace
}  // namespace astar
