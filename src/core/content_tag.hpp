// A number that names what a value holds, so that comparing two copies of a big value can
// stop at once. Every tag made is new, every renew() gives a number never given before, and a
// copy keeps its source's number: two tags are equal only if one value was copied from the
// other with no change since. The owner renews its tag on every change of its contents.
//
// Why: the app keeps copies of its grid (the scene, the comparison's scene, the scenario
// list's grid) and compares them each frame or each edit to see whether the map changed. On a
// 1024 x 1024 map each comparison read every cell, about 5 ms in WebAssembly, three of them
// per move of a dragged goal (bench/browser/drag.mjs --cpu-profile).
//
// How to use (see Grid):
//     ContentTag tag_;                          // a member, renewed by every mutator
//     tag_.renew();
//     a.tag_ == b.tag_ || <compare the contents>
#pragma once

#include <atomic>
#include <cstdint>

namespace astar {

class ContentTag {
public:
    ContentTag() : value_(fresh()) {}
    ContentTag(const ContentTag&) = default;
    ContentTag& operator=(const ContentTag&) = default;
    // A moved-from value has lost its contents, so it must not keep the number either.
    ContentTag(ContentTag&& other) noexcept : value_(other.value_) { other.renew(); }
    ContentTag& operator=(ContentTag&& other) noexcept {
        value_ = other.value_;
        other.renew();  // after the copy: a self-move leaves a new number, which is safe
        return *this;
    }

    void renew() { value_ = fresh(); }

    friend bool operator==(const ContentTag&, const ContentTag&) = default;

private:
    static std::uint64_t fresh() {
        static std::atomic<std::uint64_t> next{1};
        return next.fetch_add(1, std::memory_order_relaxed);
    }

    std::uint64_t value_;
};

}  // namespace astar
