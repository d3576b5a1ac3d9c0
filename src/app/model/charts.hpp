// The numbers behind the comparison charts: each pane's open list size and expansions over the
// lockstep timeline, squeezed into as many points as the chart has pixels.
//
// How to use:
//     const int per = steps_per_point(cmp.end() + 1, chart_width_in_pixels);
//     std::vector<float> open = bucket_max(cmp.open_size_over_time(i), per);
//     std::vector<float> done = bucket_max(expansions_over_time(summary.expansions, t), per);
//     // point k stands for the steps k * per .. k * per + per - 1 (the last run may be shorter)
#pragma once

#include <vector>

namespace astar::app {

// How many steps one point covers so that `steps` fit in at most `points` points: a power of
// two (>= 1), so that it changes seldom while a search plays (the steps grow every frame) and
// SeriesBuckets can merge its points in pairs instead of going over the whole curve again.
// The chart then has between half and all of `points`.
int steps_per_point(int steps, int points);

// `series` cut into consecutive runs of `per` values (the last may be shorter), each reduced
// to its largest value, so a peak never falls between two points. Empty if per < 1.
std::vector<float> bucket_max(const std::vector<int>& series, int per);

// A pane's expansions after lockstep step t, for t = 0 .. position: min(t, expansions), where
// `expansions` is its count now (a pane stops counting when it finishes).
std::vector<int> expansions_over_time(int expansions, int position);

// The same as bucket_max(expansions_over_time(expansions, position), per), without making the
// series: the largest value of a run is its last.
std::vector<float> expansion_points(int expansions, int position, int per);

// bucket_max of a series that mostly grows at its end (a curve while the search plays), kept
// up to date in time proportional to what changed: only the runs from the first changed value
// on are recomputed.
//
//     SeriesBuckets b;
//     const std::vector<float>& points = b.update(curve, per, version);
class SeriesBuckets {
public:
    // `version` must change whenever values before the end of the series may have changed
    // other than by cutting it short (a new search, an edit); then everything is recomputed,
    // as for a new `per`, unless it is twice the last one: then the points merge in pairs.
    const std::vector<float>& update(const std::vector<int>& series, int per,
                                     unsigned long long version);

private:
    std::vector<float> points_;
    std::size_t complete_ = 0;  // values summed up in complete runs (a multiple of per_)
    int per_ = 0;
    unsigned long long version_ = 0;
};

}  // namespace astar::app
