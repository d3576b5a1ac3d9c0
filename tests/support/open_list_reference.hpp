// An open list (OpenList or BucketedOpenList) driven side by side with a sorted set of the same
// entries: every operation is applied to both, every pop is checked against the set's first
// entry, and check_keys() compares everything the list holds with the set. While the list
// keeps slots (keeps_slots()), each cell's slot is checked too: set exactly for the cells in
// the set, cleared by a pop or a removal.
//
// BucketedOpenList takes an update as push_again() and keeps a cell's older entries until it
// drops them (see bucketed_open_list.hpp): its IsCurrent here is CurrentTable, which says
// whether an entry is its cell's latest and the cell is in the set. It has no removal.
//
//     test::ReferencedOpenList<OpenList<test::SlotTable, 2>> r(160);
//     r.push(test::heap_entry(5, 0, 1));
//     r.pop_and_check();   // EXPECTs that it is the set's first entry
//     r.check_keys();
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/open_list.hpp"

namespace astar {
namespace test {

struct SlotTable {
    std::vector<std::int32_t>* slots;
    std::int32_t& operator()(int node) const { return (*slots)[static_cast<std::size_t>(node)]; }
};

using OpenKey = std::pair<std::uint64_t, std::uint64_t>;

inline OpenKey key_of(const HeapEntry& e) { return {e.primary, e.secondary}; }

// BucketedOpenList's IsCurrent in these tests: the entry is its cell's latest, and the cell is
// in the set.
struct CurrentTable {
    const std::vector<HeapEntry>* current = nullptr;
    const std::vector<bool>* listed = nullptr;
    bool operator()(const HeapEntry& e) const {
        const auto node = static_cast<std::size_t>(e.node());
        return (*listed)[node] && key_of((*current)[node]) == key_of(e);
    }
    bool waits(int node) const { return (*listed)[static_cast<std::size_t>(node)]; }
};

// An entry with the given primary key and tie key.
inline HeapEntry heap_entry(std::uint64_t primary, std::uint32_t tie, int node) {
    return {primary, std::uint64_t{tie} << 32 | static_cast<std::uint32_t>(node)};
}

// The typed tests run each list with two and with four children per heap slot (the native and
// the wasm build's), named so in the test names.
struct ArityName {
    template <class Arity>
    static std::string GetName(int) {
        return Arity::value == 4 ? "FourChildren" : "TwoChildren";
    }
};
using Arities = ::testing::Types<std::integral_constant<int, 2>, std::integral_constant<int, 4>>;

// What ReferencedOpenList::apply does to the list.
enum class ListOperation { kPush, kPop, kUpdate, kRemove };

// A random roll as an operation: a push below `pushes_below`, then a pop below `pops_below`, an
// update below `updates_below`, a removal from there on.
inline ListOperation list_operation(int roll, int pushes_below, int pops_below,
                                    int updates_below) {
    return roll < pushes_below    ? ListOperation::kPush
           : roll < pops_below    ? ListOperation::kPop
           : roll < updates_below ? ListOperation::kUpdate
                                  : ListOperation::kRemove;
}

template <class List>
class ReferencedOpenList {
public:
    explicit ReferencedOpenList(int nodes)
        : slots_(static_cast<std::size_t>(nodes), kNotInOpenList), open_(SlotTable{&slots_}),
          current_(static_cast<std::size_t>(nodes)), listed_(static_cast<std::size_t>(nodes)) {
        if constexpr (kPushesAgain) open_.set_is_current(CurrentTable{&current_, &listed_});
    }

    void push(const HeapEntry& e) {
        ASSERT_FALSE(listed(e.node()));
        open_.push(e);
        reference_.insert(key_of(e));
        current_[static_cast<std::size_t>(e.node())] = e;
        listed_[static_cast<std::size_t>(e.node())] = true;
    }

    // Pops (after a peek, which the search uses to prefetch) and checks both against the set.
    HeapEntry pop_and_check() {
        EXPECT_FALSE(reference_.empty());
        const HeapEntry peeked = open_.peek();
        EXPECT_EQ(key_of(peeked), *reference_.begin());
        const HeapEntry got = open_.pop();
        EXPECT_EQ(key_of(got), key_of(peeked));
        EXPECT_EQ(key_of(got), *reference_.begin());
        reference_.erase(reference_.begin());
        listed_[static_cast<std::size_t>(got.node())] = false;
        if (keeps_slots()) {
            EXPECT_EQ(slot(got.node()), kNotInOpenList);
        }
        return got;
    }

    void update(int node, const HeapEntry& e) {
        reference_.erase(key_of(current_[static_cast<std::size_t>(node)]));
        if constexpr (kPushesAgain) {
            open_.push_again(e);
        } else {
            open_.update(slot(node), e);
        }
        reference_.insert(key_of(e));
        current_[static_cast<std::size_t>(node)] = e;
    }

    void remove(int node) {
        if constexpr (kPushesAgain) {
            ADD_FAILURE() << "BucketedOpenList has no removal";
        } else {
            reference_.erase(key_of(current_[static_cast<std::size_t>(node)]));
            open_.remove(slot(node));
            listed_[static_cast<std::size_t>(node)] = false;
            EXPECT_EQ(slot(node), kNotInOpenList);
        }
    }

    // The list lists every entry of the set once, its size and emptiness agree (a list that
    // keeps older entries holds at least the set's), and a cell has a slot exactly when it is
    // in the set. Returns the list's entries, in its order.
    std::vector<HeapEntry> check_keys() {
        std::vector<HeapEntry> all;
        open_.copy_entries(all);
        std::vector<OpenKey> keys;
        for (const HeapEntry& e : all) keys.push_back(key_of(e));
        std::sort(keys.begin(), keys.end());
        EXPECT_EQ(keys, std::vector<OpenKey>(reference_.begin(), reference_.end()));
        if constexpr (kPushesAgain) {
            EXPECT_GE(open_.size(), static_cast<int>(reference_.size()));
            if (!reference_.empty()) {
                EXPECT_FALSE(open_.empty());
            }
        } else {
            EXPECT_EQ(open_.size(), static_cast<int>(reference_.size()));
            EXPECT_EQ(open_.empty(), reference_.empty());
        }
        for (int node = 0; node < static_cast<int>(slots_.size()); ++node) {
            const bool in_set = reference_.count(key_of(current_[static_cast<std::size_t>(node)]));
            EXPECT_EQ(listed(node), in_set) << "node " << node;
            // A cell taken out before the list kept slots may still hold an old one.
            if (keeps_slots() && in_set) {
                EXPECT_NE(slot(node), kNotInOpenList) << "node " << node;
            }
        }
        return all;
    }

    // One operation of a random sequence, on the cell of `e`: a push of `e` if the cell is not
    // listed, a pop (checked) if the list is not empty, an update to `e` or a removal if the
    // cell is listed; otherwise nothing. Returns the entry a pop took.
    std::optional<HeapEntry> apply(ListOperation operation, const HeapEntry& e) {
        const int node = e.node();
        switch (operation) {
            case ListOperation::kPush:
                if (!listed(node)) push(e);
                break;
            case ListOperation::kPop:
                if (!empty()) return pop_and_check();
                break;
            case ListOperation::kUpdate:
                if (listed(node)) update(node, e);
                break;
            case ListOperation::kRemove:
                if (listed(node)) remove(node);
                break;
        }
        return std::nullopt;
    }

    // Pops everything, checking the order.
    void drain() {
        while (!reference_.empty()) pop_and_check();
        if constexpr (!kPushesAgain) {
            EXPECT_TRUE(open_.empty());
        }
        check_keys();
    }

    // Empties both, as a new search does.
    void clear() {
        open_.clear();
        reference_.clear();
        std::fill(slots_.begin(), slots_.end(), kNotInOpenList);
        std::fill(listed_.begin(), listed_.end(), false);
    }

    std::int32_t slot(int node) const { return slots_[static_cast<std::size_t>(node)]; }
    // Whether the list writes slots: OpenList with kTracksSlots; BucketedOpenList never does
    // through its own functions.
    bool keeps_slots() const {
        if constexpr (kPushesAgain) {
            return false;
        } else {
            return open_.keeps_slots();
        }
    }
    bool listed(int node) const { return listed_[static_cast<std::size_t>(node)]; }
    bool empty() const { return reference_.empty(); }
    List& list() { return open_; }

private:
    static constexpr bool kPushesAgain = requires(List& list) { list.push_again(HeapEntry{}); };

    std::vector<std::int32_t> slots_;
    List open_;
    std::set<OpenKey> reference_;
    std::vector<HeapEntry> current_;  // each cell's latest entry
    std::vector<bool> listed_;        // whether the cell is in the set
};

}  // namespace test
}  // namespace astar
