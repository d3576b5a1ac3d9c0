#include "app/model/table_text.hpp"

#include <cstdio>

#include "app/model/explain.hpp"
#include "core/option_names.hpp"

namespace astar::app {

OptimalWord optimal_word(const Comparison& comparison, const PaneSummary& s) {
    if (s.finished && s.status == SearchStatus::kNoPath && s.optimal) {
        // Right, but "yes" to "optimal?" about a path that does not exist confused a class; the
        // Status column already says "no path" in the colour of a right answer. Any of these
        // searches finds that out on a finite map, so no (!) either.
        return {"-", TableTone::kDim, false, "Dijkstra agrees there is none"};
    }
    if (s.finished && !s.checked) {
        // A replay or a big map's Dijkstra run is spread over frames (Session::advance).
        return {"checking", TableTone::kDim, false, "being checked against Dijkstra"};
    }
    const bool warning = !s.verdict.admissible;
    if (s.finished && s.optimal) return {"yes", TableTone::kGood, warning, "optimal: yes"};
    if (s.finished && s.status == SearchStatus::kFound) {
        const std::string more = excess_text(s.path_cost, comparison.optimal_cost());
        return {"NO, +" + more, TableTone::kBad, warning,
                "optimal: no, " + more + " more than the cheapest, " +
                    cost_text(comparison.optimal_cost())};
    }
    if (s.finished) return {"NO", TableTone::kBad, warning, "optimal: no"};
    if (warning) {
        return {"(!) not promised", TableTone::kWarning, false, "optimal path not promised"};
    }
    return {"promised", TableTone::kGood, false, "optimal path promised"};
}

std::string duration_text(double seconds, bool spoken) {
    char text[48];
    if (seconds < 1e-3) {
        std::snprintf(text, sizeof text, "%.0f %s", seconds * 1e6,
                      spoken ? "microseconds" : "\u00b5s");  // the font has the micro sign
    } else if (seconds < 1.0) {
        std::snprintf(text, sizeof text, "%.2f %s", seconds * 1e3,
                      spoken ? "milliseconds" : "ms");
    } else {
        std::snprintf(text, sizeof text, "%.2f %s", seconds, spoken ? "seconds" : "s");
    }
    return text;
}

std::string optimum_text(double optimal_cost) {
    return optimal_cost >= 0 ? "Optimal cost (Dijkstra): " + cost_text(optimal_cost)
                             : std::string("Dijkstra finds no path: the goal cannot be reached.");
}

std::string spoken_row(const Comparison& comparison, const PaneSummary& s,
                       const SearchTiming* timing) {
    std::string text(option_label(s.status));
    if (!s.error.empty()) text += " (" + s.error + ")";
    text += ", " + std::to_string(s.expansions) + " expanded";
    const bool found = s.status == SearchStatus::kFound;
    if (found) text += ", cost " + cost_text(s.path_cost);
    const OptimalWord optimal = optimal_word(comparison, s);
    text += ", " + optimal.spoken;
    if (optimal.warning) text += " (its setting promised none)";
    text += s.trail ? ", " + std::to_string(s.open_size) + " on the trail, longest trail " +
                          std::to_string(s.peak_open_size)
                    : ", " + std::to_string(s.open_size) + " open, peak " +
                          std::to_string(s.peak_open_size);
    text += ", " + std::to_string(s.pushes) + (s.pushes == 1 ? " push" : " pushes");
    if (found) text += ", " + std::to_string(s.path_cells) + " cells on the path";
    if (timing != nullptr) text += ", timed at " + duration_text(timing->seconds, true);
    return text;
}

}  // namespace astar::app
