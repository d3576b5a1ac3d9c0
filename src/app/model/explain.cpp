#include "app/model/explain.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <limits>

#include "core/decimal_text.hpp"
#include "core/open_list.hpp"
#include "core/option_names.hpp"

namespace astar::app {

namespace {

bool uses_heuristic(Algorithm a) {
    return a != Algorithm::kDijkstra && a != Algorithm::kBreadthFirst;
}

// Two decimals where a cell's numbers are shown (they fit in a cell), three for a path's cost
// (as the comparison table gives it).
constexpr int kNumberDecimals = 2;
constexpr int kCostDecimals = 3;

std::string num(double v, int decimals = kNumberDecimals) {
    return format_number(v, decimals);
}

// Two f values that differ only by floating-point rounding: equal for a person. The open list
// ties them too, nearly always (priority_key); only where the two fall on either side of its
// rounding does it put the larger after.
bool nearly_equal(double a, double b) {
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(a));
}

// Whether the open list ties two f values (it orders them by the tie-break), as the heap
// compares them.
bool tied(double a, double b) { return priority_key(a) == priority_key(b); }

// Two f values that read the same in the Open list's rows (two decimals).
bool shown_alike(double a, double b) { return num(a) == num(b); }

// `a` and `b` to the fewest decimals (3 to 9) that tell them apart: "29.4327 and 29.4321".
std::string told_apart(double a, double b) {
    int decimals = 3;
    while (decimals < 9 && num(a, decimals) == num(b, decimals)) ++decimals;
    return num(a, decimals) + " against " + num(b, decimals);
}

// Breadth-first's priority: "1 step from the start", "4 steps from the start".
std::string steps_from_start(double steps) {
    return num(steps) + (steps == 1.0 ? " step" : " steps") + " from the start";
}

// "f = g + h = 12.24 + 11 = 23.24" and its kin, for the priority the algorithm uses.
std::string priority_text(const GridSearch& search, double g, double h, double f,
                          int decimals = kNumberDecimals) {
    const SearchOptions& o = search.options();
    const auto n = [decimals](double v) { return num(v, decimals); };
    switch (o.algorithm) {
        case Algorithm::kAStar:
            if (o.weight != 1.0) {
                return "f = g + w * h = " + n(g) + " + " + num(o.weight) + " * " + n(h) + " = " +
                       n(f);
            }
            return "f = g + h = " + n(g) + " + " + n(h) + " = " + n(f);
        case Algorithm::kDijkstra: return "g = " + n(g) + " (Dijkstra ignores h)";
        case Algorithm::kGreedyBestFirst:
            // With Zero every h is 0 and the tie-break decides, by g where it is a g rule: "g
            // is ignored" was then false (QA pass).
            return search.problem().heuristic == Heuristic::kZero
                       ? "h = " + n(h) + " (greedy: with Zero every h is 0; Ties decides)"
                       : "h = " + n(h) + " (greedy: g is ignored)";
        case Algorithm::kDepthFirstWalk: return "h = " + n(h) + " (the walk ignores g)";
        case Algorithm::kBreadthFirst: return steps_from_start(f);
    }
    return "f = " + n(f);
}

// "g = 23.56, f = 31" for A*; for the others their own priority, not an "f" that is not
// g + h (greedy's "f = 8" next to g = 23.56 read as an error to a student who had just learnt
// f = g + h).
// `g` is how g is written: "g = 4", or "g 4.83 -> 4" for an improvement.
std::string g_and_priority(const GridSearch& search, const NeighborReport& r,
                           const std::string& g) {
    switch (search.options().algorithm) {
        case Algorithm::kAStar: return g + ", f = " + num(r.f);
        case Algorithm::kDijkstra: return g + " (its priority)";
        case Algorithm::kGreedyBestFirst:
        case Algorithm::kDepthFirstWalk: return g + ", priority h = " + num(r.f);
        case Algorithm::kBreadthFirst: return g + ", " + steps_from_start(r.f);
    }
    return g;
}

// What the open list's first cell is chosen by, for the sentence's first half.
std::string lowest_text(const GridSearch& search, const OpenRow& first) {
    const SearchOptions& o = search.options();
    switch (o.algorithm) {
        case Algorithm::kAStar:
            return "it has the lowest " + priority_text(search, first.g, first.h, first.f);
        case Algorithm::kDijkstra:
            return "it has the lowest cost so far, g = " + num(first.g) + " (Dijkstra ignores h)";
        case Algorithm::kGreedyBestFirst:
            return search.problem().heuristic == Heuristic::kZero
                       ? "every cell has h = 0 with the Zero heuristic (greedy best-first goes "
                         "by h alone), so Ties decides"
                       : "it has the lowest h = " + num(first.h) + " (greedy best-first ignores g)";
        case Algorithm::kBreadthFirst:
            return "breadth-first takes cells first in, first out, and it is the oldest entry (" +
                   steps_from_start(first.f) + ")";
        case Algorithm::kDepthFirstWalk: break;
    }
    return "it comes first";
}

const char* priority_name(Algorithm a) {
    switch (a) {
        case Algorithm::kDijkstra: return "g";
        case Algorithm::kGreedyBestFirst: return "h";
        case Algorithm::kBreadthFirst: return "step count";
        default: return "f";
    }
}

// Why a cell can be closed before its cheapest way was found (only an inconsistent order does
// that: never Dijkstra, never A* with a consistent heuristic).
std::string why_closed_too_early(const GridSearch& search) {
    switch (search.options().algorithm) {
        case Algorithm::kBreadthFirst:
            return "breadth-first counts steps, not costs, and closed it when it was fewest "
                   "steps away";
        case Algorithm::kGreedyBestFirst:
            return "greedy best-first goes by h alone and ignores what the way here costs";
        default:
            return search.options().weight > 1.0 ? "the weight makes the heuristic overestimate"
                                                 : "the heuristic overestimated";
    }
}

std::string tie_sentence(const GridSearch& search, const std::vector<OpenEntry>& sorted, int ties) {
    const OpenEntry& best = sorted.front();
    const std::string what = priority_name(search.options().algorithm);
    std::string text = " " + std::to_string(ties) + " cells tie at " + what + " = " + num(best.f);
    if (search.options().algorithm == Algorithm::kBreadthFirst) {
        return text + "; it entered the open list first.";
    }
    const double g = search.g(best.node);
    // g as the open list's tie-break compares it (g_tie_bits).
    int same_key = 0;
    for (int i = 0; i < ties; ++i) {
        same_key += g_tie_bits(search.g(sorted[static_cast<std::size_t>(i)].node)) ==
                    g_tie_bits(g);
    }
    const TieBreak tie_break = search.options().tie_break;
    // Where the priority is g itself (Dijkstra, and A* with h = 0 or w = 0), tied cells share
    // their g: the rule has no say.
    const SearchOptions& o = search.options();
    const bool priority_is_g =
        o.algorithm == Algorithm::kDijkstra ||
        (o.algorithm == Algorithm::kAStar &&
         (search.problem().heuristic == Heuristic::kZero || o.weight == 0.0));
    if (priority_is_g &&
        (tie_break == TieBreak::kPreferLargerG || tie_break == TieBreak::kPreferSmallerG)) {
        return text + "; they all have that g, so the larger/smaller-g rule cannot choose, and "
                      "it comes first row by row, left to right.";
    }
    switch (tie_break) {
        case TieBreak::kPreferLargerG:
            // "Toward the goal" holds for A*, where equal f and a larger g mean a smaller h;
            // tied cells of greedy best-first share their h, so for it the rule only breaks
            // the tie.
            text += search.options().algorithm == Algorithm::kAStar
                        ? "; ties go to the larger g (deeper cells first, toward the goal), and "
                          "its g = " + num(g) + " is the largest"
                        : "; ties go to the larger g (the longer way so far: the rule only "
                          "breaks the tie), and its g = " + num(g) + " is the largest";
            break;
        case TieBreak::kPreferSmallerG:
            text += "; ties go to the smaller g (shallower cells first), and its g = " + num(g) +
                    " is the smallest";
            break;
        case TieBreak::kFifo:
            return text +
                   "; ties go to the cell that entered (or was last improved) first: this one.";
        case TieBreak::kLifo:
            return text +
                   "; ties go to the cell that entered (or was last improved) last: this one.";
    }
    // "2 of them share that g too" read as two cells besides this one (QA pass).
    if (same_key > 1) {
        text += "; " + std::to_string(same_key) +
                " of the tied cells have that g, and of those it comes first row by row, left "
                "to right";
    }
    return text + ".";
}

}  // namespace

std::string f_legend(const std::vector<PaneSettings>& panes) {
    // In this order, each once.
    const char* meanings[] = {"g + h (A*)", "g + w h (weighted A*)", "g (Dijkstra)",
                              "h (greedy)", "h (depth-first walk)", "steps (breadth-first)"};
    bool present[std::size(meanings)] = {};
    for (const PaneSettings& p : panes) {
        switch (p.algorithm) {
            case Algorithm::kAStar: present[p.weight == 1.0 ? 0 : 1] = true; break;
            case Algorithm::kDijkstra: present[2] = true; break;
            case Algorithm::kGreedyBestFirst: present[3] = true; break;
            case Algorithm::kDepthFirstWalk: present[4] = true; break;
            case Algorithm::kBreadthFirst: present[5] = true; break;
        }
    }
    bool only_plain_astar = present[0];
    for (std::size_t i = 1; i < std::size(meanings); ++i) only_plain_astar &= !present[i];
    if (only_plain_astar) return "f = g + h";
    std::string text = "f: ";
    for (std::size_t i = 0; i < std::size(meanings); ++i) {
        if (!present[i]) continue;
        if (text.size() > 3) text += ", ";
        text += meanings[i];
    }
    return text;
}

std::string cost_text(double cost) { return format_number(cost, kCostDecimals); }

std::string excess_text(double cost, double best) {
    // The difference of the two as cost_text shows them, so that a reader who subtracts gets
    // the same: 5.828 and 5.243 read "+0.586" (the true excess, 0.5858) beside them (QA pass).
    const double scale = std::pow(10.0, kCostDecimals);
    const double shown = (std::round(cost * scale) - std::round(best * scale)) / scale;
    if (shown > 0) return cost_text(shown);
    // Both show the same: the excess in digits of its own, not "0.000".
    char text[32];
    std::snprintf(text, sizeof text, "%.2g", cost - best);
    return text;
}

std::string format_number(double value, int decimals) {
    if (!std::isfinite(value)) return value > 0 ? "inf" : (value < 0 ? "-inf" : "nan");
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", std::clamp(decimals, 0, 9), value);
    std::string s = text;
    if (s.find('.') != std::string::npos) {
        while (s.back() == '0') s.pop_back();
        if (s.back() == '.') s.pop_back();
    }
    if (s == "-0") s = "0";
    return s;
}

std::string cell_text(Cell cell) {
    return "(" + std::to_string(cell.x) + ", " + std::to_string(cell.y) + ")";
}

std::string size_text(const Grid& grid) {
    return std::to_string(grid.width()) + " x " + std::to_string(grid.height());
}

const char* terrain_label(Terrain terrain) {
    switch (terrain) {
        case Terrain::kWall: return "wall";
        case Terrain::kGround: return "ground";
        case Terrain::kCostLow: return "sand";
        case Terrain::kCostMedium: return "swamp";
        case Terrain::kCostHigh: return "water";
        case Terrain::kWater: return "Moving AI water";
        case Terrain::kCount: break;
    }
    return "?";
}

std::string terrain_text(const Grid& grid, Cell cell) {
    if (!grid.in_bounds(cell)) return "outside the map";
    const CellCost cost = grid.cost(cell);
    const Terrain t = terrain_of(cost, grid.water(cell));
    if (t == Terrain::kWall) return "wall";
    std::string text = std::string(terrain_label(t)) + ", cost " + std::to_string(cost);
    if (t == Terrain::kWater) text += " (entered only from water)";
    return text;
}

const char* state_label(CellState state, Algorithm algorithm) {
    const bool walk = algorithm == Algorithm::kDepthFirstWalk;
    switch (state) {
        case CellState::kUnseen: return "unseen";
        case CellState::kOpen: return walk ? "on the trail" : "open";
        case CellState::kClosed: return walk ? "footprint" : "closed";
    }
    return "?";
}

const char* direction_label(Cell from, Cell to) {
    const int dx = to.x - from.x, dy = to.y - from.y;
    if (std::abs(dx) > 1 || std::abs(dy) > 1 || (dx == 0 && dy == 0)) return "";
    static const char* const kNames[3][3] = {{"NW", "N", "NE"}, {"W", "", "E"}, {"SW", "S", "SE"}};
    return kNames[dy + 1][dx + 1];
}

CellInfo inspect_cell(const GridSearch& search, Cell cell) {
    CellInfo info;
    const Grid& grid = search.graph().grid();
    if (search.graph().node_count() == 0 || !grid.in_bounds(cell)) return info;
    info.inside = true;
    info.cell = cell;
    info.cost = grid.cost(cell);
    info.water = grid.water(cell);
    info.uses_h = uses_heuristic(search.options().algorithm);
    if (search.status() == SearchStatus::kInvalid) return info;
    const int node = search.node(cell);
    info.state = search.state(node);
    info.h = search.h(node);
    info.reached = info.state != CellState::kUnseen;
    if (info.reached) {
        info.g = search.g(node);
        info.f = search.f(node);
        const int parent = search.parent(node);
        if (parent >= 0) info.parent = search.cell(parent);
        info.expanded_at = search.expanded_at(node);
        const std::vector<int>& path = search.path();
        info.on_path = std::find(path.begin(), path.end(), node) != path.end();
    }
    return info;
}

PathCheck path_check(const Comparison& comparison, const PaneSummary& summary) {
    PathCheck check;
    if (summary.status == SearchStatus::kFound && summary.checked) {
        check.known = true;
        check.optimal = summary.optimal;
        check.optimum = comparison.optimal_cost();
    }
    return check;
}

OpenListView open_list_view(const GridSearch& search, int max_rows, bool promises_optimal,
                            PathCheck check) {
    OpenListView view;
    const Algorithm algorithm = search.options().algorithm;
    view.trail = algorithm == Algorithm::kDepthFirstWalk;
    view.size = search.counters().open_size;
    const SearchStatus status = search.status();
    const std::string cells = std::to_string(view.size) + (view.size == 1 ? " cell" : " cells");
    // No rows once the search is over (none of them will be expanded), and none when there was
    // nothing to search: the heading must not promise them.
    if (view.trail) {
        view.heading = "Not A*: a depth-first walk keeps a trail, not an open list.";
        if (status == SearchStatus::kSearching) {
            view.heading += " The trail, tip first (" + cells + "):";
        } else if (status != SearchStatus::kInvalid) {
            view.heading += " The trail had " + cells + " when the walk ended.";
        }
    } else if (status == SearchStatus::kSearching) {
        // "In the order they will be expanded" was not so once a later push went before
        // them (QA pass).
        view.heading = "Open list (frontier): " + cells +
                       ", best first: the order they are expanded in, unless cells added later "
                       "go before them. Hover a row, or hold a finger on it, to find its cell.";
    } else if (status == SearchStatus::kInvalid) {
        view.heading = "Open list (frontier): empty.";
    } else {
        view.heading = "Open list (frontier): " + cells + " left when the search ended.";
    }

    // Enough of the order to count the cells that tie with the first: at least the rows shown,
    // more while every entry fetched still ties.
    std::vector<OpenEntry> sorted;
    if (status == SearchStatus::kSearching) {
        int want = std::max(max_rows, 32);
        for (;;) {
            search.open_in_order(sorted, want);
            const int fetched = static_cast<int>(sorted.size());
            if (view.trail || fetched == 0 || fetched >= view.size ||
                !shown_alike(sorted.back().f, sorted.front().f)) {
                break;
            }
            want *= 4;
        }
    }
    for (std::size_t i = 0; i < sorted.size() && static_cast<int>(i) < max_rows; ++i) {
        const int node = sorted[i].node;
        view.rows.push_back({search.cell(node), search.g(node), search.h(node), sorted[i].f});
    }

    switch (status) {
        case SearchStatus::kFound:
            if (view.trail) {
                view.next = "Done: the walk reached the goal " +
                            cell_text(search.cell(search.goal())) + " at step " +
                            std::to_string(search.counters().expansions) +
                            ". Its path is the trail it walked, cost " +
                            cost_text(search.path_cost()) +
                            ": nothing in the walk makes it the cheapest.";
                return view;
            }
            {
                const std::string taken = "Done: the goal " +
                                          cell_text(search.cell(search.goal())) +
                                          " was taken off the open list at step " +
                                          std::to_string(search.counters().expansions);
                const std::string cost = cost_text(search.path_cost());
                const std::string chain =
                    " The path is the chain of came-from links from the goal back to the start.";
                // "Final" is the argument of a heuristic that never overestimates: said of one
                // that does, it told a class that a longer path was the cheapest.
                // Where it is not, what Dijkstra's check found, once it has: "a cheaper one
                // may exist" stood under a table that had found this one optimal (QA pass).
                std::string promise =
                    ". This setting does not promise the cheapest path, so a cheaper one may "
                    "exist: the table checks it against Dijkstra.";
                if (check.known && check.optimal) {
                    promise = ". This setting does not promise the cheapest path, but Dijkstra's "
                              "check (the table) finds this one is: the optimum costs " +
                              cost_text(check.optimum) + " too.";
                } else if (check.known) {
                    promise = ". This setting does not promise the cheapest path, and this one "
                              "is not: Dijkstra's check (the table) finds one that costs " +
                              cost_text(check.optimum) + ".";
                }
                view.next = promises_optimal
                                ? taken + ", so its g = " + cost + " is final." + chain
                                : taken + " with g = " + cost + promise + chain;
            }
            return view;
        case SearchStatus::kNoPath:
            view.next = view.trail ? "Done: the walk backed up all the way to the start; the goal "
                                     "cannot be reached."
                                   : "Done: the open list is empty and the goal was never reached: "
                                     "there is no path.";
            return view;
        case SearchStatus::kStepLimit:
            view.next = "Stopped: the step limit was reached.";
            return view;
        case SearchStatus::kInvalid:
            view.next = "Nothing to search: " + search.error() + ".";
            return view;
        case SearchStatus::kSearching: break;
    }
    if (sorted.empty()) return view;

    // From the open list, not the rows: with no rows asked for there is none to read.
    const int best = sorted.front().node;
    const OpenRow first{search.cell(best), search.g(best), search.h(best), sorted.front().f};
    if (view.trail) {
        view.ties = 1;
        view.next = "Not A*: this pane is a depth-first walk. It stands on " +
                    cell_text(first.cell) +
                    ", the tip of the trail, and next steps to the free unvisited neighbour "
                    "with the smallest h (the first in neighbour order on a tie); at a dead end it "
                    "backs up one cell and leaves a footprint. It keeps no open list (where other "
                    "panes count open cells, its pane counts the trail), so it never "
                    "reconsiders a cheaper way: the path it finds is rarely the shortest.";
        return view;
    }

    for (const OpenEntry& e : sorted) {
        if (!tied(e.f, sorted.front().f)) break;
        ++view.ties;
    }
    // After the ties, the cells whose f reads the same in the rows, and whether all of them
    // differ only by rounding.
    int near = 0;
    bool rounding = true;
    for (std::size_t i = static_cast<std::size_t>(view.ties); i < sorted.size(); ++i) {
        if (!shown_alike(sorted[i].f, sorted.front().f)) break;
        rounding = rounding && nearly_equal(sorted[i].f, sorted.front().f);
        ++near;
    }
    view.next = cell_text(first.cell) + " goes next: " + lowest_text(search, first);
    if (view.size == 1) {
        view.next += search.counters().expansions == 0 ? " (the start: the only open cell)."
                                                       : " (the only open cell).";
    } else if (view.ties > 1) {
        view.next += ".";
        view.next += tie_sentence(search, sorted, view.ties);
        view.next += " The rows marked = tie with it.";
    } else {
        view.next += ".";
    }
    // A row that shows the same f as the first, maybe below a larger g, without the "=": its f
    // is larger, in the last binary digit or in a decimal the rows do not show (QA passes:
    // "the last bit of rounding puts them behind" explained none of that; four Euclidean rows
    // of "29.43" came with no word at all).
    if (near > 0) {
        const std::string what = priority_name(algorithm);
        const double next = sorted[static_cast<std::size_t>(view.ties)].f;
        view.next += " " + std::to_string(near) +
                     (near == 1 ? " more cell shows" : " more cells show") + " the same " +
                     what + " to the decimals shown, but " + (near == 1 ? "its " : "their ") +
                     what + " is larger" +
                     (rounding ? " in the last binary digit (costs like 1.414 are rounded)"
                               : " (the next: " + told_apart(next, sorted.front().f) + ")") +
                     ", so " + (near == 1 ? "it comes" : "they come") + " after " +
                     (view.ties > 1 ? "the tied cells, without the = mark."
                                    : cell_text(first.cell) + ".");
    }
    return view;
}

ExpansionView expansion_view(const GridSearch& search, const StepResult& step) {
    ExpansionView view;
    if (step.expanded < 0) return view;
    view.valid = true;
    view.step = step.step;
    view.cell = search.cell(step.expanded);
    view.g = step.g;
    view.h = step.h;
    view.f = step.f;
    const Algorithm algorithm = search.options().algorithm;
    const bool walk = algorithm == Algorithm::kDepthFirstWalk;
    const std::string where = cell_text(view.cell);
    // The goal's g is the path's cost: to as many decimals as the "Done" line under it and the
    // table give it (QA pass: 35.14 here above g = 35.142 there).
    const bool goal = step.expanded == search.goal();
    view.summary = "Step " + std::to_string(step.step) + (walk ? " stood on " : " expanded ") +
                   where + ": " +
                   priority_text(search, step.g, step.h, step.f,
                                 goal ? kCostDecimals : kNumberDecimals) +
                   ".";
    if (goal) {
        view.summary += " It is the goal: the search stops, the path is found.";
        return view;
    }
    if (walk && step.backtracked && step.status == SearchStatus::kNoPath) {
        // Back at the start there is nowhere to back up to (QA pass: it said it backs up).
        view.summary +=
            " Dead end at the start: every neighbour is blocked or already visited, and there "
            "is nowhere left to back up to, so the walk ends: no path.";
    } else if (walk && step.backtracked) {
        view.summary +=
            " Dead end: every neighbour is blocked or already visited, so the walk "
            "backs up one cell and leaves a footprint here.";
    }

    const Grid& grid = search.graph().grid();
    const MovementRules& rules = search.graph().rules();
    // The walk's choice, to say whether a neighbour it passed over lost on h or on a tie.
    double chosen_h = 0.0;
    for (int i = 0; walk && i < step.neighbor_count; ++i) {
        const NeighborReport& r = step.neighbors[static_cast<std::size_t>(i)];
        if (r.outcome == NeighborOutcome::kPushed) chosen_h = search.h(r.node);
    }
    for (int i = 0; i < step.neighbor_count; ++i) {
        const NeighborReport& r = step.neighbors[static_cast<std::size_t>(i)];
        NeighborLine line;
        line.cell = search.cell(r.node);
        line.outcome = r.outcome;
        line.direction = direction_label(view.cell, line.cell);
        const bool diagonal = line.cell.x != view.cell.x && line.cell.y != view.cell.y;
        const double via =
            step.g + grid.cost(line.cell) * (diagonal ? rules.diagonal_length() : 1.0);
        std::string text(option_label(r.outcome));
        switch (r.outcome) {
            case NeighborOutcome::kPushed:
                text += walk ? ": the walk steps here next (smallest h, " +
                                   num(search.h(r.node)) + ")"
                             : ": new in the open list, " +
                                   g_and_priority(search, r, "g = " + num(r.g)) + ", came from " +
                                   where;
                break;
            case NeighborOutcome::kImproved:
                // The old g too: the relaxation step is the change from one to the other.
                text += ": already open, but cheaper this way: " +
                        g_and_priority(search, r, "g " + num(r.old_g) + " -> " + num(r.g)) +
                        ", now comes from " + where;
                break;
            case NeighborOutcome::kNotImproved:
                text += ": already open with g = " + num(r.g) + "; this way it would be " +
                        num(via);
                // Breadth-first never changes an open cell, cheaper or not.
                text += via < r.g && !nearly_equal(via, r.g)
                            ? ", cheaper, but breadth-first keeps the first way it found (the "
                              "fewest steps), not the cheapest"
                            : ", not cheaper";
                break;
            case NeighborOutcome::kAlreadyClosed: {
                if (walk) {
                    text = "a footprint: the walk backed out of it and never enters a cell twice";
                    break;
                }
                // The step is known with the undo log, which the app's searches keep.
                const int at = search.expanded_at(r.node);
                if (at > 0) text += " (expanded at step " + std::to_string(at) + ")";
                text += ": skipped";
                if (via < r.g && !nearly_equal(via, r.g)) {
                    text += ". This way costs " + num(via) + ", less than its g = " + num(r.g) +
                            ", but closed cells are never reopened: " +
                            why_closed_too_early(search) + ", so the path can come out too long";
                }
                break;
            }
            case NeighborOutcome::kBlocked:
                text = !grid.passable(line.cell) ? "wall"
                                                 : "blocked: water is entered only from water";
                break;
            case NeighborOutcome::kCornerRule:
                text += ": this diagonal passes a wall corner, which \"" +
                        std::string(option_label(rules.diagonal)) + "\" forbids";
                break;
            case NeighborOutcome::kNotChosen:
                // The walk takes the first neighbour with the smallest h: a later one with the
                // same h loses the tie (h is compared exactly, not as printed).
                if (search.h(r.node) == chosen_h) {
                    text += ": free, with the same h (" + num(chosen_h) +
                            ") as the chosen one, which comes first in neighbour order";
                } else {
                    // Two h that round alike are shown with every digit they need.
                    const bool look_alike = num(search.h(r.node)) == num(chosen_h);
                    const auto shown = [&](double value) {
                        return look_alike ? format_shortest(value) : num(value);
                    };
                    text += ": free, but another neighbour has a smaller h (" +
                            shown(search.h(r.node)) + " here, " + shown(chosen_h) + " there)";
                }
                break;
            case NeighborOutcome::kOnTrail:
                text += ": the walk came this way; it never enters a cell twice";
                break;
        }
        line.text = std::move(text);
        view.neighbors.push_back(std::move(line));
    }
    return view;
}

}  // namespace astar::app
