// Native benchmark: our A* (astar::GridSearch, run()) against Boost.Graph's astar_search, on the
// Moving AI maps and their scenarios.
//
// How to use:
//     astar_bench                                  every .scen in the default Moving AI folder
//     astar_bench --dir D --max-scenarios 200 --reps 3 --markdown out.md --goals goals.md
//                  (maps of at most 64 x 64 cells run every scenario, bigger ones at most 200;
//                  --sample-all caps the small maps too)
//     astar_bench --maps random512-10-0 --only ours --reps 1    (for valgrind --tool=callgrind)
//
// Both searches solve the same problems under the same rules: 8 moves, a diagonal costs sqrt(2),
// no corner cutting, the octile heuristic. Boost gets an explicit graph (a compressed sparse row
// graph with one edge per allowed move) built once per map outside the timing, and a visitor
// that counts examine_vertex events and throws when the goal is examined (Boost's documented
// way to stop early). Timed, per scenario:
//   ours           GridSearch::begin + run + path_cost (run also builds the path)
//   astar_search   the named-parameter call with preallocated maps (it initialises every vertex,
//                  as Boost always does) + catching the throw + walking the predecessors back
//   no_init        astar_search_no_init on maps kept initialised between searches: after each
//                  search the vertices it discovered are reset (timed too); Boost at its fastest
// Each scenario runs --reps times per search, interleaved; its time is the minimum of those,
// measured as the thread's CPU time (--clock wall: elapsed time). After the timed runs, untimed:
// the expansions below the optimal cost of ours and Boost's, which must agree, and Boost given
// our engine's order (engine_order.hpp), which must expand the same cells in the same order.
// Progress goes to stderr; the Markdown report to stdout (and --markdown), the goal rows to
// --goals.
#include <boost/graph/astar_search.hpp>
#include <boost/property_map/property_map.hpp>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <limits>
#include <numbers>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "core/grid.hpp"
#include "core/grid_search.hpp"
#include "core/movingai_map.hpp"
#include "core/movingai_scenario.hpp"
#include "boost_grid.hpp"
#include "engine_order.hpp"

#ifndef ASTAR_MOVINGAI_DIR
#define ASTAR_MOVINGAI_DIR "../shared/movingai"
#endif

namespace {

using Clock = std::chrono::steady_clock;

struct Options {
    std::string dir = ASTAR_MOVINGAI_DIR;
    int max_scenarios = 200;
    int reps = 3;
    std::string markdown_path;
    std::string goals_path;
    std::vector<std::string> maps;  // map names without .map; empty = all
    bool run_ours = true;
    bool run_boost = true;
    bool wall_clock = false;
    bool sample_small = false;  // --sample-all: the cap applies to the small maps too
};

// ---- Boost.Graph side ------------------------------------------------------------------------

using astar_bench::BoostGraph;
using astar_bench::build_boost_graph;
using astar_bench::FoundGoal;
using astar_bench::OctileHeuristic;
using astar_bench::Step;
using astar_bench::Vertex;

// Counts expansions (examine_vertex), stops at the goal, and optionally lists the vertices the
// search discovered so that no_init can reset just those.
class GoalVisitor : public boost::default_astar_visitor {
public:
    GoalVisitor(Vertex goal, long long* examined, std::vector<Vertex>* discovered)
        : goal_(goal), examined_(examined), discovered_(discovered) {}
    void examine_vertex(Vertex u, const BoostGraph&) {
        ++*examined_;
        if (u == goal_) throw FoundGoal{};
    }
    void discover_vertex(Vertex u, const BoostGraph&) {
        if (discovered_ != nullptr) discovered_->push_back(u);
    }

private:
    Vertex goal_;
    long long* examined_;
    std::vector<Vertex>* discovered_;
};

struct BoostResult {
    double cost = -1;  // -1: no path
    long long expansions = 0;
};

// Predecessor, distance, rank (f) and colour maps, one entry per vertex. Vertex numbers are
// the indexes, so plain pointers serve as Boost's property maps.
struct BoostMaps {
    explicit BoostMaps(std::size_t n)
        : pred(n), dist(n, kInf), rank(n, kInf), color(n, boost::white_color) {}
    static constexpr double kInf = std::numeric_limits<double>::infinity();
    std::vector<Vertex> pred;
    std::vector<double> dist;
    std::vector<double> rank;
    std::vector<boost::default_color_type> color;
};

class BoostSearch {
public:
    explicit BoostSearch(const astar::Grid& grid)
        : width_(grid.width()), graph_(build_boost_graph(grid)),
          full_(static_cast<std::size_t>(grid.cell_count())),
          lazy_(static_cast<std::size_t>(grid.cell_count())) {
        path_.reserve(static_cast<std::size_t>(grid.cell_count()));
        discovered_.reserve(static_cast<std::size_t>(grid.cell_count()));
    }

    std::size_t edge_count() const { return boost::num_edges(graph_); }

    // The documented call: astar_search initialises all of its maps for every vertex.
    BoostResult astar_search(Vertex start, Vertex goal) {
        BoostResult r;
        try {
            boost::astar_search(graph_, start, OctileHeuristic(width_, goal),
                                boost::weight_map(boost::get(&Step::length, graph_))
                                    .predecessor_map(full_.pred.data())
                                    .distance_map(full_.dist.data())
                                    .rank_map(full_.rank.data())
                                    .color_map(full_.color.data())
                                    .visitor(GoalVisitor(goal, &r.expansions, nullptr)));
        } catch (const FoundGoal&) {
            r.cost = finish(full_, start, goal);
        }
        return r;
    }

    // After astar_search (whose maps describe the last search until the next one): how many
    // vertices it expanded whose f = g + h lies below `bound`. Expanded vertices are the black
    // ones (finished after their examine_vertex; the goal, which threw, stays grey), and their
    // distances are final.
    long long expanded_below(Vertex goal, double bound) const {
        const OctileHeuristic h(width_, goal);
        long long count = 0;
        for (Vertex v = 0; v < full_.color.size(); ++v) {
            count += full_.color[v] == boost::black_color && full_.dist[v] + h(v) < bound;
        }
        return count;
    }

    // astar_search_no_init on maps of its own, which every search leaves as it found them:
    // white, infinitely far.
    BoostResult no_init(Vertex start, Vertex goal) {
        BoostResult r;
        const OctileHeuristic h(width_, goal);
        discovered_.clear();
        lazy_.dist[start] = 0.0;
        lazy_.rank[start] = h(start);
        lazy_.pred[start] = start;
        try {
            boost::astar_search_no_init(
                graph_, start, h, GoalVisitor(goal, &r.expansions, &discovered_),
                lazy_.pred.data(), lazy_.rank.data(), lazy_.dist.data(),
                boost::get(&Step::length, graph_), lazy_.color.data(),
                boost::get(boost::vertex_index, graph_), std::less<double>(),
                boost::closed_plus<double>(BoostMaps::kInf), BoostMaps::kInf, 0.0);
        } catch (const FoundGoal&) {
            r.cost = finish(lazy_, start, goal);
        }
        for (Vertex v : discovered_) {  // the start is discovered too
            lazy_.color[v] = boost::white_color;
            lazy_.dist[v] = BoostMaps::kInf;
            lazy_.rank[v] = BoostMaps::kInf;
        }
        return r;
    }

    // Not timed: Boost's search in our engine's order (engine_order.hpp).
    double in_engine_order(Vertex start, Vertex goal, std::vector<Vertex>& expanded) const {
        return astar_bench::search_in_engine_order(graph_, OctileHeuristic(width_, goal),
                                                   astar::TieBreak::kPreferLargerG, start, goal,
                                                   expanded);
    }

private:
    // The path, goal back to start, as our search builds it too.
    double finish(const BoostMaps& maps, Vertex start, Vertex goal) {
        path_.clear();
        for (Vertex v = goal; v != start; v = maps.pred[v]) path_.push_back(v);
        path_.push_back(start);
        return maps.dist[goal];
    }

    int width_;
    BoostGraph graph_;
    BoostMaps full_;
    BoostMaps lazy_;
    std::vector<Vertex> path_;
    std::vector<Vertex> discovered_;
};

// ---- The benchmark ---------------------------------------------------------------------------

// Below this margin under the optimal cost C*, an f counts as below C*. Path costs here are
// a + b sqrt(2) with whole a and b, so two of them that differ at all differ by far more
// (about 1 / (2.8 b) for b diagonals: 2e-4 at 1 500), while sums of the same steps taken in
// another order differ by rounding only (1e-12).
constexpr double kBelowOptimumMargin = 1e-7;

// Our expansions in the last search whose f = g + h lies below `bound`.
long long expanded_below(const astar::GridSearch& ours, double bound) {
    long long count = 0;
    for (int n = 0; n < ours.graph().node_count(); ++n) {
        count += ours.state(n) == astar::CellState::kClosed && ours.g(n) + ours.h(n) < bound;
    }
    return count;
}

struct Sample {
    double ours_us = 0, boost_us = 0, no_init_us = 0;
    // The first repetition's times (ours and no_init): the search has not just run, so neither
    // its data in the caches nor its branches in the predictors come from itself.
    double ours_first_us = 0, no_init_first_us = 0;
    long long ours_expansions = 0, boost_expansions = 0, no_init_expansions = 0;
    bool ours_optimal = false, boost_optimal = false, no_init_optimal = false;
    // Expansions with f below the optimal cost (counted by run_map after the timed runs); -1
    // when not counted (--only).
    long long ours_below = -1, boost_below = -1;
    // Boost's search in our engine's order (run_map, after the timed runs): 1 if it expanded
    // the cells ours did in the same order and found the same cost, 0 if not, -1 not checked.
    int same_order = -1;
};

struct MapReport {
    std::string name;
    int width = 0, height = 0;
    int scenario_total = 0;
    std::size_t boost_edges = 0;
    double boost_build_ms = 0;
    std::vector<Sample> samples;
    // What one search costs that stops at once (goal = start), median over the scenarios'
    // starts: each side's cost per call whatever the search (0 when not measured, --only).
    double ours_fixed_us = 0, no_init_fixed_us = 0;
};

double median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 == 1 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

// Every scenario of a map of at most 64 x 64 cells; on bigger maps at most `cap`, evenly spaced
// over the file (which is sorted by length bucket): indexes floor(i * n / cap).
std::vector<int> sample_indexes(int n, int cap, bool small_map) {
    std::vector<int> out;
    if (small_map || cap <= 0 || n <= cap) {
        for (int i = 0; i < n; ++i) out.push_back(i);
    } else {
        for (int i = 0; i < cap; ++i) {
            out.push_back(static_cast<int>(static_cast<long long>(i) * n / cap));
        }
    }
    return out;
}

// The timer: the thread's CPU time by default, so that the time the scheduler gives to other
// jobs on a busy machine is not counted; --clock wall for elapsed time. What reading it twice
// costs is measured once and taken off every reading.
clockid_t g_clock = CLOCK_THREAD_CPUTIME_ID;
double g_timer_overhead_us = 0;

double now_us() {
    timespec ts{};
    clock_gettime(g_clock, &ts);
    return static_cast<double>(ts.tv_sec) * 1e6 + static_cast<double>(ts.tv_nsec) * 1e-3;
}

void calibrate_timer() {
    std::vector<double> empty;
    for (int i = 0; i < 2000; ++i) {
        const double t0 = now_us();
        empty.push_back(now_us() - t0);
    }
    g_timer_overhead_us = *std::min_element(empty.begin(), empty.end());
}

template <class F>
double time_us(F&& f) {
    const double t0 = now_us();
    f();
    const double t1 = now_us();
    return std::max(t1 - t0 - g_timer_overhead_us, 0.001);
}


[[noreturn]] void fail(const std::string& message) {
    std::fprintf(stderr, "astar_bench: %s\n", message.c_str());
    std::exit(2);
}

MapReport run_map(const std::string& scen_path, const Options& options) {
    astar::ScenarioParseResult parsed = astar::read_movingai_scenarios(scen_path);
    if (!parsed.scenarios) fail(parsed.error);
    const std::vector<astar::Scenario>& scenarios = *parsed.scenarios;
    if (scenarios.empty()) fail(scen_path + " has no scenarios");
    const std::string map_path =
        (std::filesystem::path(scen_path).parent_path() / scenarios.front().map_name).string();
    astar::MapParseResult map = astar::read_movingai_map(map_path);
    if (!map.map) fail(map.error);
    if (auto error = astar::check_scenarios_fit_map(scenarios, *map.map, scen_path)) fail(*error);
    const astar::Grid grid = astar::to_grid(*map.map);

    MapReport report;
    report.name = std::filesystem::path(map_path).stem().string();
    report.width = grid.width();
    report.height = grid.height();
    report.scenario_total = static_cast<int>(scenarios.size());

    // Boost's graph, built only when Boost runs (--only ours is for profiling our search).
    std::optional<BoostSearch> boost_search;
    if (options.run_boost) {
        const auto build_start = Clock::now();
        boost_search.emplace(grid);
        report.boost_build_ms =
            std::chrono::duration<double, std::milli>(Clock::now() - build_start).count();
        report.boost_edges = boost_search->edge_count();
    }

    astar::GridSearch ours;
    astar::GridProblem problem;  // Moving AI rules, octile, record_history = false
    problem.heuristic = astar::Heuristic::kOctile;
    problem.options.record_history = false;

    auto solve_ours = [&](const astar::Scenario& s, Sample& out) {
        problem.start = s.start;
        problem.goal = s.goal;
        double cost = -1;
        if (ours.begin(grid, problem) && ours.run() == astar::SearchStatus::kFound) {
            cost = ours.path_cost();
        }
        out.ours_expansions = ours.counters().expansions;
        out.ours_optimal = s.is_optimal_length(cost);
    };
    auto vertex = [&](astar::Cell c) { return static_cast<Vertex>(grid.index(c)); };

    const bool small_map = grid.cell_count() <= 4096 && !options.sample_small;
    const std::vector<int> picked = sample_indexes(static_cast<int>(scenarios.size()),
                                                   options.max_scenarios, small_map);
    // Warm-up, untimed: first-touch of the search records and Boost's maps.
    for (std::size_t i = 0; i < std::min<std::size_t>(picked.size(), 5); ++i) {
        const astar::Scenario& s = scenarios[static_cast<std::size_t>(picked[i])];
        Sample ignored;
        if (options.run_ours) solve_ours(s, ignored);
        if (options.run_boost) {
            boost_search->astar_search(vertex(s.start), vertex(s.goal));
            boost_search->no_init(vertex(s.start), vertex(s.goal));
        }
    }

    const double inf = std::numeric_limits<double>::infinity();
    for (int index : picked) {
        const astar::Scenario& s = scenarios[static_cast<std::size_t>(index)];
        Sample sample;
        sample.ours_us = sample.boost_us = sample.no_init_us = inf;
        for (int rep = 0; rep < options.reps; ++rep) {
            if (options.run_ours) {
                const double t = time_us([&] { solve_ours(s, sample); });
                if (rep == 0) sample.ours_first_us = t;
                sample.ours_us = std::min(sample.ours_us, t);
            }
            if (options.run_boost) {
                // no_init first: its first repetition is then a first solve, like ours. After
                // astar_search, which runs the same search code on the same scenario and graph,
                // it found the branch predictors trained and its data in the caches.
                BoostResult full, lazy;
                const double t = time_us([&] {
                    lazy = boost_search->no_init(vertex(s.start), vertex(s.goal));
                });
                if (rep == 0) sample.no_init_first_us = t;
                sample.no_init_us = std::min(sample.no_init_us, t);
                sample.boost_us = std::min(sample.boost_us, time_us([&] {
                    full = boost_search->astar_search(vertex(s.start), vertex(s.goal));
                }));
                sample.boost_expansions = full.expansions;
                sample.boost_optimal = s.is_optimal_length(full.cost);
                sample.no_init_expansions = lazy.expansions;
                sample.no_init_optimal = s.is_optimal_length(lazy.cost);
            }
        }
        report.samples.push_back(sample);
    }

    // Each side's cost per call, apart from the search: a search whose goal is its start. Ours:
    // begin() (the stamps, the open list), one expansion, the path. Boost's no_init: the heap
    // index map that it allocates (and grows to the vertex numbers it meets) on every call,
    // the heap, one examine_vertex, and the exception its visitor throws to stop, which is how
    // Boost's documentation stops a search at its goal. Every time above includes its side's;
    // the report says how much, and what the ratios would be without (benchmark review: the
    // throw alone costs about 1 µs, and the lowest map's ratio hinged on it).
    if (options.run_ours && options.run_boost) {
        std::vector<double> ours_fixed, boost_fixed;
        for (int index : picked) {
            const astar::Scenario& s = scenarios[static_cast<std::size_t>(index)];
            astar::Scenario at_start = s;
            at_start.goal = s.start;
            double o = inf, b = inf;
            for (int rep = 0; rep < options.reps; ++rep) {
                Sample ignored;
                o = std::min(o, time_us([&] { solve_ours(at_start, ignored); }));
                b = std::min(b, time_us([&] {
                    boost_search->no_init(vertex(s.start), vertex(s.start));
                }));
            }
            ours_fixed.push_back(o);
            boost_fixed.push_back(b);
        }
        report.ours_fixed_us = median(ours_fixed);
        report.no_init_fixed_us = median(boost_fixed);
    }

    // Do the two searches expand the same cells? Not the same number: among the cells whose f
    // equals the optimal cost C*, ours takes the larger g first (the engine's tie-break) and
    // Boost's heap has no tie-break, so each expands a different share of them before the goal.
    // But with a consistent heuristic (octile under these rules is) every A* expands every
    // cell whose f is below C* and no cell whose f is above it, whatever its tie-break, so
    // those counts must be equal scenario by scenario. And given our engine's order
    // (engine_order.hpp), Boost's search must expand the very cells ours does, in the same
    // order: checked against our search run again with its undo log (record_history), which
    // notes when each cell was expanded, and against the timed search's count. Counted in a
    // pass of its own after the timed runs, so that its scans over every cell change nothing
    // the timed runs see.
    if (options.run_ours && options.run_boost) {
        astar::GridSearch history;
        astar::GridProblem history_problem = problem;
        history_problem.options.record_history = true;
        std::vector<Vertex> boost_order;
        for (std::size_t i = 0; i < picked.size(); ++i) {
            const astar::Scenario& s = scenarios[static_cast<std::size_t>(picked[i])];
            Sample& sample = report.samples[i];
            Sample ignored;
            solve_ours(s, ignored);
            const bool found = ours.status() == astar::SearchStatus::kFound;
            const double ours_cost = found ? ours.path_cost() : -1.0;
            if (found) {
                sample.ours_below = expanded_below(ours, ours_cost - kBelowOptimumMargin);
            }
            const double ordered_cost =
                boost_search->in_engine_order(vertex(s.start), vertex(s.goal), boost_order);
            history_problem.start = s.start;
            history_problem.goal = s.goal;
            if (history.begin(grid, history_problem)) history.run();
            sample.same_order =
                std::abs(ordered_cost - ours_cost) <= kBelowOptimumMargin &&
                static_cast<long long>(boost_order.size()) == ours.counters().expansions &&
                astar_bench::first_expansion_apart(history, boost_order) < 0;
            const BoostResult full = boost_search->astar_search(vertex(s.start), vertex(s.goal));
            if (full.cost >= 0) {
                sample.boost_below = boost_search->expanded_below(
                    vertex(s.goal), full.cost - kBelowOptimumMargin);
            }
        }
    }
    return report;
}

// ---- Report ----------------------------------------------------------------------------------

struct Summary {
    double ours_median = 0, boost_median = 0, no_init_median = 0;
    double ratio_median = 0, no_init_ratio_median = 0;  // per-scenario Boost time / ours
    double total_ratio = 0, no_init_total_ratio = 0;    // sum of Boost times / sum of ours
    double ns_per_expansion = 0;                        // sum of our times / our expansions
    // The same from each scenario's first repetition (Sample::ours_first_us).
    double first_ours_median = 0, first_no_init_median = 0, first_ratio_median = 0;
    double first_ns_per_expansion = 0;
    double ours_expansions = 0, boost_expansions = 0;   // mean per scenario
    int ours_optimal = 0, boost_optimal = 0, no_init_optimal = 0;
    double ours_below = 0;  // mean per scenario of our expansions with f below C*
    int below_counted = 0;  // scenarios where both counts were taken
    int below_same = 0;     // ... and were equal
    int order_checked = 0;  // scenarios where Boost ran in our engine's order (Sample::same_order)
    int order_same = 0;     // ... and expanded the same cells in the same order
    int count = 0;
};

Summary summarize(const std::vector<const Sample*>& samples) {
    Summary s;
    std::vector<double> ours, boost, no_init, ratio, no_init_ratio;
    std::vector<double> first_ours, first_no_init, first_ratio;
    double ours_sum = 0, boost_sum = 0, no_init_sum = 0, first_ours_sum = 0;
    long long ours_exp = 0, boost_exp = 0;
    for (const Sample* p : samples) {
        ours.push_back(p->ours_us);
        boost.push_back(p->boost_us);
        no_init.push_back(p->no_init_us);
        ratio.push_back(p->boost_us / p->ours_us);
        no_init_ratio.push_back(p->no_init_us / p->ours_us);
        first_ours.push_back(p->ours_first_us);
        first_no_init.push_back(p->no_init_first_us);
        first_ratio.push_back(p->no_init_first_us / p->ours_first_us);
        first_ours_sum += p->ours_first_us;
        ours_sum += p->ours_us;
        boost_sum += p->boost_us;
        no_init_sum += p->no_init_us;
        ours_exp += p->ours_expansions;
        boost_exp += p->boost_expansions;
        s.ours_optimal += p->ours_optimal;
        s.boost_optimal += p->boost_optimal;
        s.no_init_optimal += p->no_init_optimal;
        if (p->ours_below >= 0 || p->boost_below >= 0) {
            ++s.below_counted;
            s.below_same += p->ours_below == p->boost_below;
            s.ours_below += static_cast<double>(std::max(p->ours_below, 0LL));
        }
        if (p->same_order >= 0) {
            ++s.order_checked;
            s.order_same += p->same_order;
        }
    }
    if (s.below_counted > 0) s.ours_below /= s.below_counted;
    s.count = static_cast<int>(samples.size());
    s.ours_median = median(ours);
    s.boost_median = median(boost);
    s.no_init_median = median(no_init);
    s.ratio_median = median(ratio);
    s.no_init_ratio_median = median(no_init_ratio);
    s.total_ratio = boost_sum / ours_sum;
    s.no_init_total_ratio = no_init_sum / ours_sum;
    s.ns_per_expansion = ours_exp > 0 ? 1000.0 * ours_sum / static_cast<double>(ours_exp) : 0;
    s.first_ours_median = median(first_ours);
    s.first_no_init_median = median(first_no_init);
    s.first_ratio_median = median(first_ratio);
    s.first_ns_per_expansion =
        ours_exp > 0 ? 1000.0 * first_ours_sum / static_cast<double>(ours_exp) : 0;
    s.ours_expansions = s.count ? static_cast<double>(ours_exp) / s.count : 0;
    s.boost_expansions = s.count ? static_cast<double>(boost_exp) / s.count : 0;
    return s;
}

std::string format(const char* fmt, double value) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, fmt, value);
    return buffer;
}

std::string fixed(double value) {
    if (value >= 100) return format("%.0f", value);
    if (value >= 10) return format("%.1f", value);
    return format("%.2f", value);
}

std::string of(int good, int count) {
    return std::to_string(good) + "/" + std::to_string(count);
}

// The two "below C*" columns: our mean count, and on how many scenarios Boost's was the same.
std::string below(const Summary& s) {
    if (s.below_counted == 0) return "- | -";
    return format("%.0f", s.ours_below) + " | " + of(s.below_same, s.below_counted);
}

// The "same order" column: on how many scenarios Boost, given our engine's order, expanded
// the same cells in the same order.
std::string same_order(const Summary& s) {
    return s.order_checked == 0 ? "-" : of(s.order_same, s.order_checked);
}

// What throwing and catching the visitor's FoundGoal costs, per throw.
double throw_catch_us() {
    constexpr int kCount = 4000;
    volatile int caught = 0;
    const double total = time_us([&] {
        for (int i = 0; i < kCount; ++i) {
            try {
                throw FoundGoal{};
            } catch (const FoundGoal&) {
                caught = caught + 1;
            }
        }
    });
    return total / kCount;
}

void write_report(const std::vector<MapReport>& maps, const Options& options, std::ostream& md,
                  std::ostream& goals) {
    md << "## Native: our A* against Boost.Graph " << BOOST_VERSION / 100000 << "."
       << BOOST_VERSION / 100 % 1000 << " astar_search\n\n"
       << "Rules: 8 moves, diagonal sqrt(2), no corner cutting, octile heuristic. Each scenario "
          "is solved "
       << options.reps << (options.reps == 1 ? " time" : " times")
       << " by each search, interleaved; its time is the fastest of those, measured as "
       << (options.wall_clock ? "elapsed (wall-clock) time" : "the thread's CPU time")
       << " (timer overhead " << format("%.2f", g_timer_overhead_us)
       << " µs, taken off). Medians are "
          "over scenarios; *ratio* is the median over scenarios of (Boost's time / ours) on the "
          "same scenario, *total* the ratio of summed times. Timed: ours = `GridSearch::begin` + "
          "`run()` + `path_cost()` (path built); Boost = the search call with preallocated "
          "maps, the throw at the goal, walking the predecessors; `astar_search` initialises "
          "every vertex per call, `no_init` (= `astar_search_no_init`) resets only the vertices "
          "the search discovered (reset timed). Not timed: loading, Boost's CSR graph build "
          "(column *build ms*). ns/exp = summed time / summed expansions (ours). Expansions are "
          "means per scenario (Boost's: examine_vertex events). They differ because the "
          "tie-breaks do: among the cells whose f equals the optimal cost C*, ours expands the "
          "larger g first and Boost's heap has no tie-break. With a consistent heuristic every "
          "A* expands all the cells whose f is below C*, whatever its tie-break, so those "
          "counts must agree: *exp/scen below C\\** is ours, *same below C\\** the scenarios "
          "where Boost's `astar_search` expanded exactly as many (counted after the timed "
          "runs, from each search's final g and colours). *Boost in our order* (untimed, "
          "after the timed runs): the scenarios where Boost's `astar_search_no_init`, given "
          "cost values that order like our engine's heap entries (f rounded, larger g first, "
          "cell number), expanded the same cells as ours in the same order and found the same "
          "cost: an independent A* checking ours, tie-break included. Optimal = length within "
          "the scenario's printed precision.\n\n";
    md << "| map | size | scenarios | ours µs | Boost astar_search µs | ratio | total | "
          "Boost no_init µs | ratio | total | ours ns/exp | ours exp/scen | Boost exp/scen | "
          "exp/scen below C* | same below C* | Boost in our order | optimal ours | "
          "optimal Boost (both) | build ms |\n"
       << "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---|---|"
          "---:|\n";
    std::vector<const Sample*> all, big;
    std::vector<std::pair<std::string, Summary>> big_maps;
    std::vector<Summary> per_map;  // maps[i]'s summary, for the sections below
    for (const MapReport& m : maps) {
        std::vector<const Sample*> ptrs;
        for (const Sample& s : m.samples) ptrs.push_back(&s);
        all.insert(all.end(), ptrs.begin(), ptrs.end());
        const Summary s = summarize(ptrs);
        per_map.push_back(s);
        if (m.width == 512 && m.height == 512) {
            big.insert(big.end(), ptrs.begin(), ptrs.end());
            big_maps.emplace_back(m.name, s);
        }
        const int boost_ok = std::min(s.boost_optimal, s.no_init_optimal);
        md << "| " << m.name << " | " << m.width << "x" << m.height << " | " << s.count;
        if (s.count < m.scenario_total) md << " of " << m.scenario_total;
        md << " | " << fixed(s.ours_median) << " | " << fixed(s.boost_median) << " | "
           << format("%.2f", s.ratio_median) << " | " << format("%.2f", s.total_ratio) << " | "
           << fixed(s.no_init_median) << " | " << format("%.2f", s.no_init_ratio_median) << " | "
           << format("%.2f", s.no_init_total_ratio) << " | " << fixed(s.ns_per_expansion)
           << " | " << format("%.0f", s.ours_expansions) << " | "
           << format("%.0f", s.boost_expansions) << " | " << below(s) << " | "
           << same_order(s) << " | " << of(s.ours_optimal, s.count) << " | "
           << of(boost_ok, s.count) << " | " << format("%.1f", m.boost_build_ms) << " |\n";
    }
    const Summary total = summarize(all);
    md << "| **all** | | " << total.count << " | " << fixed(total.ours_median) << " | "
       << fixed(total.boost_median) << " | " << format("%.2f", total.ratio_median) << " | "
       << format("%.2f", total.total_ratio) << " | " << fixed(total.no_init_median) << " | "
       << format("%.2f", total.no_init_ratio_median) << " | "
       << format("%.2f", total.no_init_total_ratio) << " | " << fixed(total.ns_per_expansion)
       << " | " << format("%.0f", total.ours_expansions) << " | "
       << format("%.0f", total.boost_expansions) << " | " << below(total) << " | "
       << same_order(total) << " | " << of(total.ours_optimal, total.count)
       << " | " << of(std::min(total.boost_optimal, total.no_init_optimal), total.count)
       << " | |\n\n";

    // Each side's cost per call apart from the search (run_map), and the no_init ratio with
    // both taken off: how much of a ratio is the calls' and how much the searches'.
    const bool fixed_measured = !maps.empty() && maps.front().no_init_fixed_us > 0;
    double worst_bare = std::numeric_limits<double>::infinity();
    std::string worst_bare_map;
    if (fixed_measured) {
        md << "### Cost per call\n\n"
              "What a search costs that stops at once (its goal is its start), the fastest of "
           << options.reps
           << " runs, median over the scenarios' starts; every time above includes it. Ours: "
              "`begin` (stamps and open list), one expansion, the path. Boost's "
              "`astar_search_no_init`: the heap index map it allocates on every call (and grows "
              "to the vertex numbers it meets), its heap, one `examine_vertex`, and the exception "
              "the visitor throws to stop the search, which is how Boost's documentation stops "
              "one at its goal (a throw and catch alone: "
           << format("%.2f", throw_catch_us())
           << " µs, measured now). *Ratio without* = median over scenarios of (Boost no_init's "
              "time − its cost per call) / (our time − ours): the searches alone.\n\n"
              "| map | ours µs | Boost no_init µs | ratio | ratio without |\n"
              "|---|---:|---:|---:|---:|\n";
        for (std::size_t i = 0; i < maps.size(); ++i) {
            const MapReport& m = maps[i];
            std::vector<double> bare;
            for (const Sample& s : m.samples) {
                bare.push_back((s.no_init_us - m.no_init_fixed_us) /
                               std::max(s.ours_us - m.ours_fixed_us, 0.01));
            }
            const double r = median(bare);
            if (r < worst_bare) {
                worst_bare = r;
                worst_bare_map = m.name;
            }
            md << "| " << m.name << " | " << format("%.2f", m.ours_fixed_us) << " | "
               << format("%.2f", m.no_init_fixed_us) << " | "
               << format("%.2f", per_map[i].no_init_ratio_median) << " | "
               << format("%.2f", r) << " |\n";
        }
        md << "\n";
    }

    // The first repetitions alone (Sample::ours_first_us): how much of the figures above is
    // each search finding itself in the caches and the branch predictors.
    const bool first_shown = options.reps > 1 && options.run_ours && options.run_boost;
    if (first_shown) {
        md << "### First solves\n\n"
              "The same runs, counting only each scenario's first repetition instead of the "
              "fastest of "
           << options.reps
           << ": the search has not just run, so the caches hold the other library's search "
              "(of the scenario before, for ours; of this one, for Boost's no_init, which runs "
              "before its astar_search) and the branch predictors have not seen this "
              "search's branches. A later repetition replays the same search, whose branches the "
              "predictors have learnt: on the small maps, where every array of both libraries "
              "fits in the caches anyway, the fastest repetition can take half the first's "
              "time or less, for both libraries (compare the two tables; bench/README.md). A "
              "user's searches are first "
              "solves; the goals above are judged on the fastest repetition, as benchmarks "
              "usually are, and this table says how far that is from a first solve.\n\n"
              "| map | ours µs | Boost no_init µs | ratio | ours ns/exp |\n"
              "|---|---:|---:|---:|---:|\n";
        for (std::size_t i = 0; i < maps.size(); ++i) {
            const Summary& s = per_map[i];
            md << "| " << maps[i].name << " | " << fixed(s.first_ours_median) << " | "
               << fixed(s.first_no_init_median) << " | " << format("%.2f", s.first_ratio_median)
               << " | " << fixed(s.first_ns_per_expansion) << " |\n";
        }
        md << "| **all** | " << fixed(total.first_ours_median) << " | "
           << fixed(total.first_no_init_median) << " | "
           << format("%.2f", total.first_ratio_median) << " | "
           << fixed(total.first_ns_per_expansion) << " |\n\n";
    }

    // Goals, judged against Boost at its fastest (no_init) and on the 512 x 512 maps.
    // The lowest map median, from the fastest repetitions and from the first ones.
    double worst_ratio = std::numeric_limits<double>::infinity();
    double first_worst_ratio = std::numeric_limits<double>::infinity();
    std::string worst_map, first_worst_map;
    for (std::size_t i = 0; i < maps.size(); ++i) {
        if (per_map[i].no_init_ratio_median < worst_ratio) {
            worst_ratio = per_map[i].no_init_ratio_median;
            worst_map = maps[i].name;
        }
        if (per_map[i].first_ratio_median < first_worst_ratio) {
            first_worst_ratio = per_map[i].first_ratio_median;
            first_worst_map = maps[i].name;
        }
    }
    const bool speed_met = total.no_init_ratio_median >= 2.0 && worst_ratio >= 2.0;
    goals << "| at least 2x faster than Boost.Graph natively | median ratio over all "
          << total.count << " scenarios " << format("%.2f", total.no_init_ratio_median)
          << "x against `astar_search_no_init` (" << format("%.2f", total.ratio_median)
          << "x against `astar_search`); lowest map median " << format("%.2f", worst_ratio)
          << "x (" << worst_map << ")";
    if (fixed_measured) {
        goals << "; with each side's cost per call taken off (Boost's includes the throw that "
                 "stops it), lowest map median "
              << format("%.2f", worst_bare) << "x (" << worst_bare_map << ")";
    }
    if (first_shown) {
        goals << "; first solves only: " << format("%.2f", total.first_ratio_median)
              << "x, lowest map median " << format("%.2f", first_worst_ratio)
              << "x (" << first_worst_map << ")";
    }
    goals << " | " << (speed_met ? "met" : "**not met**") << " |\n";
    if (!big.empty()) {
        const Summary b = summarize(big);
        double worst_ns = 0;
        std::string worst_big;
        for (const auto& [name, s] : big_maps) {
            if (s.ns_per_expansion > worst_ns) {
                worst_ns = s.ns_per_expansion;
                worst_big = name;
            }
        }
        goals << "| under 50 ns per expansion natively on the 512 x 512 maps | "
              << format("%.1f", b.ns_per_expansion) << " ns over " << big_maps.size()
              << " maps; slowest map " << format("%.1f", worst_ns) << " ns (" << worst_big
              << ")";
        if (first_shown) {
            goals << "; first solves only: " << format("%.1f", b.first_ns_per_expansion)
                  << " ns over the " << big_maps.size() << " maps";
        }
        goals << " | " << (worst_ns < 50.0 ? "met" : "**not met**") << " |\n";
    }
}

// A whole number of at least `least` (atoi read "abc" as 0, which means every scenario:
// benchmark review).
int count_arg(const std::string& arg, const std::string& text, int least) {
    int n = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (ec != std::errc() || end != text.data() + text.size() || n < least) {
        fail(arg + " takes a whole number of at least " + std::to_string(least) + ", not '" +
             text + "'");
    }
    return n;
}

Options parse_args(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) fail(arg + " needs a value");
            return argv[++i];
        };
        if (arg == "--dir") {
            o.dir = value();
        } else if (arg == "--max-scenarios") {
            o.max_scenarios = count_arg(arg, value(), 0);
        } else if (arg == "--reps") {
            o.reps = count_arg(arg, value(), 1);
        } else if (arg == "--markdown") {
            o.markdown_path = value();
        } else if (arg == "--goals") {
            o.goals_path = value();
        } else if (arg == "--maps") {
            std::stringstream list(value());
            for (std::string name; std::getline(list, name, ',');) o.maps.push_back(name);
        } else if (arg == "--only") {
            const std::string which = value();
            if (which != "ours" && which != "boost") fail("--only takes ours or boost");
            o.run_ours = which == "ours";
            o.run_boost = which == "boost";
        } else if (arg == "--sample-all") {
            o.sample_small = true;
        } else if (arg == "--clock") {
            const std::string which = value();
            if (which != "cpu" && which != "wall") fail("--clock takes cpu or wall");
            o.wall_clock = which == "wall";
        } else if (arg == "--help" || arg == "-h") {
            std::printf(
                "usage: astar_bench [--dir DIR] [--max-scenarios N (0 = all)] [--reps R]\n"
                "                   [--sample-all] [--maps NAME,...] [--only ours|boost]\n"
                "                   [--clock cpu|wall]\n"
                "                   [--markdown FILE] [--goals FILE]\n");
            std::exit(0);
        } else {
            fail("unknown argument " + arg + " (see --help)");
        }
    }
    return o;
}

}  // namespace

int main(int argc, char** argv) {
    const Options options = parse_args(argc, argv);
    if (options.wall_clock) g_clock = CLOCK_MONOTONIC;
    calibrate_timer();
    std::vector<std::string> scen_files;
    std::vector<bool> map_found(options.maps.size(), false);
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(options.dir, ec)) {
        if (entry.path().extension() != ".scen") continue;
        const std::string stem = entry.path().filename().string();
        bool wanted = options.maps.empty();
        for (std::size_t m = 0; m < options.maps.size(); ++m) {
            const std::string& name = options.maps[m];
            if (stem.rfind(name + ".map", 0) == 0 || stem.rfind(name + "-", 0) == 0) {
                wanted = true;
                map_found[m] = true;
            }
        }
        if (wanted) scen_files.push_back(entry.path().string());
    }
    if (ec) fail("cannot list " + options.dir + ": " + ec.message());
    // A map asked for by name and not there is an error, not left out without a word.
    for (std::size_t m = 0; m < options.maps.size(); ++m) {
        if (!map_found[m]) {
            fail("no .scen file for map '" + options.maps[m] + "' in " + options.dir);
        }
    }
    if (scen_files.empty()) fail("no .scen files in " + options.dir);

    std::sort(scen_files.begin(), scen_files.end());
    std::vector<MapReport> maps;
    const auto started = Clock::now();
    for (const std::string& path : scen_files) {
        const auto t0 = Clock::now();
        maps.push_back(run_map(path, options));
        const MapReport& m = maps.back();
        std::fprintf(stderr, "astar_bench: %-20s %4dx%-4d %5zu scenarios  %.1f s\n",
                     m.name.c_str(), m.width, m.height, m.samples.size(),
                     std::chrono::duration<double>(Clock::now() - t0).count());
    }
    std::stable_sort(maps.begin(), maps.end(), [](const MapReport& a, const MapReport& b) {
        return static_cast<long long>(a.width) * a.height <
               static_cast<long long>(b.width) * b.height;
    });
    std::ostringstream md, goals;
    write_report(maps, options, md, goals);
    md << "Native benchmark time: "
       << format("%.0f", std::chrono::duration<double>(Clock::now() - started).count())
       << " s.\n";
    std::fputs(md.str().c_str(), stdout);
    if (!options.markdown_path.empty()) std::ofstream(options.markdown_path) << md.str();
    if (!options.goals_path.empty()) std::ofstream(options.goals_path) << goals.str();
    return 0;
}
