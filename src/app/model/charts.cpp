#include "app/model/charts.hpp"

#include <algorithm>

namespace astar::app {

int steps_per_point(int steps, int points) {
    if (steps <= 0 || points <= 0) return 1;
    const int needed = (steps + points - 1) / points;
    int per = 1;
    while (per < needed && per < (1 << 30)) per *= 2;
    return per;
}

std::vector<float> bucket_max(const std::vector<int>& series, int per) {
    std::vector<float> out;
    if (per < 1) return out;
    const auto n = series.size();
    const auto step = static_cast<std::size_t>(per);
    out.reserve((n + step - 1) / step);
    for (std::size_t begin = 0; begin < n; begin += step) {
        const auto first = series.begin() + static_cast<std::ptrdiff_t>(begin);
        const auto last = series.begin() + static_cast<std::ptrdiff_t>(std::min(n, begin + step));
        out.push_back(static_cast<float>(*std::max_element(first, last)));
    }
    return out;
}

std::vector<int> expansions_over_time(int expansions, int position) {
    std::vector<int> series(static_cast<std::size_t>(std::max(position, 0)) + 1);
    for (std::size_t t = 0; t < series.size(); ++t) {
        series[t] = std::min(static_cast<int>(t), expansions);
    }
    return series;
}

std::vector<float> expansion_points(int expansions, int position, int per) {
    std::vector<float> out;
    if (per < 1 || position < 0) return out;
    for (int last = per - 1;; last += per) {
        out.push_back(static_cast<float>(std::min(std::min(last, position), expansions)));
        if (last >= position) break;
    }
    return out;
}

const std::vector<float>& SeriesBuckets::update(const std::vector<int>& series, int per,
                                                unsigned long long version) {
    const auto step = static_cast<std::size_t>(std::max(per, 1));
    if (version == version_ && per_ > 0 && per == 2 * per_) {
        // Each new run is two old ones: keep the pairs of complete runs, merged.
        const std::size_t pairs = complete_ / step;
        for (std::size_t k = 0; k < pairs; ++k) {
            points_[k] = std::max(points_[2 * k], points_[2 * k + 1]);
        }
        per_ = per;
        complete_ = pairs * step;
    } else if (per != per_ || version != version_) {
        per_ = per;
        version_ = version;
        points_.clear();
        complete_ = 0;
    }
    // Cut short (stepping back): keep only the runs that are still complete.
    if (series.size() < complete_) complete_ = series.size() / step * step;
    points_.resize(complete_ / step);
    for (std::size_t begin = complete_; begin < series.size(); begin += step) {
        const auto end = std::min(series.size(), begin + step);
        points_.push_back(static_cast<float>(
            *std::max_element(series.begin() + static_cast<std::ptrdiff_t>(begin),
                              series.begin() + static_cast<std::ptrdiff_t>(end))));
        if (end - begin == step) complete_ = end;
    }
    return points_;
}

}  // namespace astar::app
