#include "app/model/pane_index.hpp"

#include <algorithm>
#include <cstddef>

namespace astar::app {

namespace {

// The first place where the two lists differ (the shorter one's length if one starts the other).
std::size_t first_difference(const std::vector<PaneSettings>& a,
                             const std::vector<PaneSettings>& b) {
    const std::size_t n = std::min(a.size(), b.size());
    std::size_t i = 0;
    while (i < n && a[i] == b[i]) ++i;
    return i;
}

}  // namespace

int pane_after_change(const std::vector<PaneSettings>& before, int place,
                      const std::vector<PaneSettings>& after) {
    if (after.empty()) return 0;
    const int last = static_cast<int>(after.size()) - 1;
    const auto changed = static_cast<int>(first_difference(before, after));
    if (after.size() + 1 == before.size()) {  // one removed, at `changed`
        return std::min(place > changed ? place - 1 : place, last);
    }
    if (after.size() == before.size() + 1) {  // one inserted, at `changed`
        return std::min(place >= changed ? place + 1 : place, last);
    }
    return std::clamp(place, 0, last);
}

}  // namespace astar::app
