#include "app/model/readout_refresh.hpp"

#include <algorithm>

namespace astar::app {

namespace {

// Waiting changes are kept as at most this many boxes (cover_boxes of them when more come):
// bounded work a frame, at the price of drawing a few more pixels when they are drawn.
constexpr int kMaxPendingBoxes = 8;

bool inside_one(const PixelBox& box, std::span<const PixelBox> live) {
    return std::any_of(live.begin(), live.end(),
                       [&](const PixelBox& l) { return l.holds(box); });
}

bool meets_one(const PixelBox& box, std::span<const PixelBox> boxes) {
    return std::any_of(boxes.begin(), boxes.end(),
                       [&](const PixelBox& b) { return !intersection(box, b).empty(); });
}

}  // namespace

std::vector<PixelBox> plan_readout_refresh(ReadoutRefresh& state, std::vector<PixelBox> changed,
                                           std::span<const PixelBox> live,
                                           const PixelBox& canvas, int max_boxes, bool may_wait,
                                           double now) {
    std::erase_if(changed, [](const PixelBox& b) { return b.empty(); });
    const bool due = !may_wait || state.interval <= 0.0 || now - state.last_drawn >= state.interval;
    if (due) {
        const bool readouts = !state.pending.empty() ||
                              std::any_of(changed.begin(), changed.end(),
                                          [&](const PixelBox& b) { return !inside_one(b, live); });
        changed.insert(changed.end(), state.pending.begin(), state.pending.end());
        state.pending.clear();
        if (readouts) {
            state.last_drawn = now;
            ++state.refresh_frames;
        }
        return cover_boxes(changed, canvas, max_boxes);
    }
    // The readouts' changes wait; the live ones are drawn.
    const auto waits = std::stable_partition(
        changed.begin(), changed.end(), [&](const PixelBox& b) { return inside_one(b, live); });
    state.pending.insert(state.pending.end(), waits, changed.end());
    changed.erase(waits, changed.end());
    if (state.pending.size() > static_cast<std::size_t>(kMaxPendingBoxes)) {
        state.pending = cover_boxes(state.pending, canvas, kMaxPendingBoxes);
    }
    std::vector<PixelBox> boxes = cover_boxes(changed, canvas, max_boxes);
    // A drawn box that meets a waiting one would draw part of a readout anew and leave the
    // rest old: that one is drawn whole, with what the boxes become then (each round takes
    // one pending box or more, so this ends).
    for (bool pulled = true; pulled && !state.pending.empty();) {
        const auto met = std::stable_partition(
            state.pending.begin(), state.pending.end(),
            [&](const PixelBox& p) { return !meets_one(p, boxes); });
        pulled = met != state.pending.end();
        if (pulled) {
            changed.insert(changed.end(), met, state.pending.end());
            state.pending.erase(met, state.pending.end());
            boxes = cover_boxes(changed, canvas, max_boxes);
        }
    }
    if (!state.pending.empty()) ++state.waiting_frames;
    return boxes;
}

void drop_pending(ReadoutRefresh& state, double now) {
    state.pending.clear();
    state.last_drawn = now;
    ++state.refresh_frames;
}

}  // namespace astar::app
