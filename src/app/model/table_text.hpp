// The comparison table's cells in words: what its Optimal? and Time columns show, and one
// pane's whole row as a sentence for a screen reader (T reads the table aloud). The table
// (ui_compare.cpp) draws the short forms; the sentence uses the same facts, so the two never
// disagree.
//
// How to use:
//     const PaneSummary s = comparison.summary(i, Comparison::OptimumCheck::kIfKnown);
//     OptimalWord w = optimal_word(comparison, s);     // w.shown "NO, +2.828", w.tone kBad
//     std::string row = spoken_row(comparison, s, shown_time(times, i, s.finished));
#pragma once

#include <string>

#include "app/model/search_timing.hpp"
#include "core/comparison.hpp"

namespace astar::app {

// How a cell of the table reads: its colour, in the UI.
enum class TableTone { kPlain, kDim, kGood, kBad, kWarning };

struct OptimalWord {
    std::string shown;   // "yes", "NO, +2.828", "NO", "(!) not promised", "promised", "-", "checking"
    TableTone tone = TableTone::kPlain;
    bool warning = false;  // a finished pane whose setting promised nothing: "(!)" after `shown`
    std::string spoken;    // the same in words: "optimal: no, 0.343 more than the cheapest,
                           // 34.799", "optimal path promised", ...
};

// The Optimal? column of a pane's summary (taken with OptimumCheck::kIfKnown): before the end,
// whether an optimal path is promised; after, whether the path costs what Dijkstra's does.
OptimalWord optimal_word(const Comparison& comparison, const PaneSummary& summary);

// "850 us", "1.25 ms", "2.10 s"; in words ("850 microseconds") when `spoken`.
std::string duration_text(double seconds, bool spoken = false);

// The line under the table once the optimum is known (Comparison::optimal_cost, -1 for no
// path): "Optimal cost (Dijkstra): 34.799" or "Dijkstra finds no path: the goal cannot be
// reached." T says it after the rows.
std::string optimum_text(double optimal_cost);

// A pane's row as the table shows it, column by column in words, for a screen reader:
// "searching, 12 expanded, optimal path promised, 5 open, peak 7, 17 pushes" or "found, 40
// expanded, cost 34.799, optimal: yes, 0 open, peak 20, 60 pushes, 30 cells on the path,
// timed at 12 microseconds". `timing`: the Time column's measurement, or nullptr.
std::string spoken_row(const Comparison& comparison, const PaneSummary& summary,
                       const SearchTiming* timing);

}  // namespace astar::app
