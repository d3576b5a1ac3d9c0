// Seeded random maps checked against Dijkstra as the reference search: maps up to 40x40, walls
// 0-40%, terrain costs 1-9 on half of them, some water, 4 and 8 moves, every diagonal rule and
// both diagonal costs (see test::random_case). Whatever judge_heuristic calls admissible must
// give Dijkstra's cost; what it calls consistent must expand cells in order of f.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "core/ascii_map.hpp"
#include "core/grid_search.hpp"
#include "core/heuristic.hpp"
#include "core/path_smoothing.hpp"
#include "support/search_test_support.hpp"

namespace astar {
namespace {

constexpr std::uint32_t kFirstSeed = 1;
constexpr std::uint32_t kMapCount = 300;

bool same_cost(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); }

struct Reference {
    SearchStatus status;
    double cost;
};

Reference dijkstra(const test::RandomCase& c) {
    GridProblem p = test::make_problem(c.start, c.goal);
    p.rules = c.rules;
    p.options.algorithm = Algorithm::kDijkstra;
    const test::Outcome r = test::solve(c.grid, p);
    return {r.status, r.cost};
}

// The case's problem (start, goal, rules) searched with `heuristic`.
GridProblem case_problem(const test::RandomCase& c, Heuristic heuristic) {
    GridProblem p = test::make_problem(c.start, c.goal);
    p.rules = c.rules;
    p.heuristic = heuristic;
    return p;
}

// Checks that `search` (finished) found a path that is legal under its rules, runs from start
// to goal, and whose measured cost is path_cost().
void expect_legal_path(const GridSearch& search, const test::RandomCase& c) {
    const std::vector<Cell> path = search.path_cells();
    ASSERT_FALSE(path.empty());
    EXPECT_EQ(path.front(), c.start);
    EXPECT_EQ(path.back(), c.goal);
    const std::optional<double> measured = measure_path(c.grid, c.rules, path);
    ASSERT_TRUE(measured.has_value()) << "illegal path " << test::cells_text(path);
    EXPECT_TRUE(same_cost(*measured, search.path_cost()))
        << *measured << " measured, " << search.path_cost() << " reported";
}

TEST(RandomMaps, AStarWithAnAdmissibleHeuristicCostsWhatDijkstraCosts) {
    int checked[kHeuristicCount] = {};
    for (std::uint32_t seed = kFirstSeed; seed < kFirstSeed + kMapCount; ++seed) {
        const test::RandomCase c = test::random_case(seed);
        SCOPED_TRACE(c.description);
        const Reference best = dijkstra(c);
        for (const auto& h : option_table<Heuristic>()) {
            if (!judge_heuristic(h.value, c.rules, 1.0).admissible) continue;
            SCOPED_TRACE(std::string(h.name));
            GridProblem p = case_problem(c, h.value);
            p.options.tie_break = option_table<TieBreak>()[seed % kTieBreakCount].value;
            GridSearch search;
            ASSERT_TRUE(search.begin(c.grid, p));
            ASSERT_EQ(search.run(), best.status);
            if (best.status != SearchStatus::kFound) continue;
            EXPECT_TRUE(same_cost(search.path_cost(), best.cost))
                << search.path_cost() << " vs Dijkstra " << best.cost;
            expect_legal_path(search, c);
            ++checked[static_cast<int>(h.value)];
        }
    }
    // Every heuristic is admissible under some of the drawn rules, so each was checked often.
    for (int h = 0; h < kHeuristicCount; ++h) EXPECT_GT(checked[h], 30) << "heuristic " << h;
}

// The engine's Dijkstra agrees with a plain reference Dijkstra written in the test support
// (its own neighbour rules, no GridGraph): same reachability, same cost.
TEST(RandomMaps, DijkstraAgreesWithAnIndependentReference) {
    int found = 0, unreachable = 0;
    for (std::uint32_t seed = kFirstSeed; seed < kFirstSeed + kMapCount; ++seed) {
        const test::RandomCase c = test::random_case(seed);
        SCOPED_TRACE(c.description);
        const std::vector<double> dist = test::reference_distances(c.grid, c.rules, c.start);
        const double want = dist[static_cast<std::size_t>(c.grid.index(c.goal))];
        const Reference got = dijkstra(c);
        if (std::isinf(want)) {
            EXPECT_EQ(got.status, SearchStatus::kNoPath);
            ++unreachable;
        } else {
            ASSERT_EQ(got.status, SearchStatus::kFound);
            EXPECT_TRUE(same_cost(got.cost, want)) << got.cost << " vs reference " << want;
            ++found;
        }
    }
    EXPECT_GT(found, 100);
    EXPECT_GT(unreachable, 5);
}

// A consistent heuristic makes f never decrease along the expansions, and every expanded cell's g
// is already its cheapest cost (the reference distance).
TEST(RandomMaps, ConsistentHeuristicsExpandCellsInOrderOfFWithFinalG) {
    for (std::uint32_t seed = kFirstSeed; seed < kFirstSeed + kMapCount; seed += 3) {
        const test::RandomCase c = test::random_case(seed);
        SCOPED_TRACE(c.description);
        const std::vector<double> dist = test::reference_distances(c.grid, c.rules, c.start);
        for (const auto& h : option_table<Heuristic>()) {
            if (!judge_heuristic(h.value, c.rules, 1.0).consistent) continue;
            SCOPED_TRACE(std::string(h.name));
            GridProblem p = case_problem(c, h.value);
            GridSearch search;
            ASSERT_TRUE(search.begin(c.grid, p));
            double last_f = 0;
            while (search.status() == SearchStatus::kSearching) {
                const StepResult& r = search.step();
                EXPECT_GE(r.f, last_f - 1e-9 * (1 + last_f)) << "step " << r.step;
                last_f = r.f;
                EXPECT_TRUE(same_cost(r.g, dist[static_cast<std::size_t>(r.expanded)]))
                    << "cell " << r.expanded << " expanded with g " << r.g << ", cheapest "
                    << dist[static_cast<std::size_t>(r.expanded)];
            }
        }
    }
}

// With a consistent heuristic, which cells A* expands does not depend on its tie-break except
// among the cells whose f* = (cheapest g) + h equals the optimal cost C*: every cell with f*
// below C* is expanded before the goal, and none with f* above it. (The native benchmark
// relies on this to check that our search and Boost's expand the same cells; their tie-breaks
// differ.) Cells within a rounding margin of C* may go either way and are not judged.
TEST(RandomMaps, ConsistentHeuristicsExpandEveryCellBelowTheOptimumAndNoneAbove) {
    constexpr double kMargin = 1e-7;
    int judged = 0;
    for (std::uint32_t seed = kFirstSeed; seed < kFirstSeed + kMapCount; seed += 2) {
        const test::RandomCase c = test::random_case(seed);
        SCOPED_TRACE(c.description);
        const std::vector<double> dist = test::reference_distances(c.grid, c.rules, c.start);
        const double optimum = dist[static_cast<std::size_t>(c.grid.index(c.goal))];
        if (std::isinf(optimum)) continue;
        for (const auto& h : option_table<Heuristic>()) {
            if (!judge_heuristic(h.value, c.rules, 1.0).consistent) continue;
            for (const auto& tie : option_table<TieBreak>()) {
                SCOPED_TRACE(std::string(h.name) + ", ties " + std::string(tie.name));
                GridProblem p = case_problem(c, h.value);
                p.options.tie_break = tie.value;
                GridSearch search;
                ASSERT_TRUE(search.begin(c.grid, p));
                ASSERT_EQ(search.run(), SearchStatus::kFound);
                int below = 0;
                for (int n = 0; n < c.grid.cell_count(); ++n) {
                    const double g = dist[static_cast<std::size_t>(n)];
                    if (std::isinf(g)) continue;
                    const double f = g + search.h(n);
                    const bool closed = search.state(n) == CellState::kClosed;
                    if (f < optimum - kMargin) {
                        ++below;
                        EXPECT_TRUE(closed) << "cell " << n << " with f* " << f << " below C* "
                                            << optimum << " was not expanded";
                    } else if (f > optimum + kMargin) {
                        EXPECT_FALSE(closed) << "cell " << n << " with f* " << f
                                             << " above C* " << optimum << " was expanded";
                    }
                }
                judged += below > 0;
            }
        }
    }
    // Most cases have cells below C* to judge (not only a start next to its goal).
    EXPECT_GT(judged, 200);
}

// Weighted A* with an admissible heuristic returns a path within judge_heuristic's bound
// (the weight) of the cheapest.
TEST(RandomMaps, WeightedAStarStaysWithinItsBound) {
    int suboptimal = 0;
    for (std::uint32_t seed = kFirstSeed; seed < kFirstSeed + kMapCount; ++seed) {
        const test::RandomCase c = test::random_case(seed);
        SCOPED_TRACE(c.description);
        const Reference best = dijkstra(c);
        if (best.status != SearchStatus::kFound) continue;
        for (double weight : {1.5, 3.0}) {
            for (const auto& h : option_table<Heuristic>()) {
                if (!judge_heuristic(h.value, c.rules, 1.0).admissible) continue;
                const HeuristicVerdict v = judge_heuristic(h.value, c.rules, weight);
                GridProblem p = case_problem(c, h.value);
                p.options.weight = weight;
                GridSearch search;
                ASSERT_TRUE(search.begin(c.grid, p));
                ASSERT_EQ(search.run(), SearchStatus::kFound);
                if (h.value != Heuristic::kZero) {
                    ASSERT_EQ(v.suboptimality_bound, weight);
                }
                EXPECT_LE(search.path_cost(), v.suboptimality_bound * best.cost * (1 + 1e-9))
                    << h.name << " weight " << weight;
                EXPECT_GE(search.path_cost(), best.cost * (1 - 1e-9));
                expect_legal_path(search, c);
                suboptimal += search.path_cost() > best.cost * (1 + 1e-9);
            }
        }
    }
    EXPECT_GT(suboptimal, 0) << "no weighted search was ever suboptimal: the bound went untested";
}

// Every weight, below 1 too, and every heuristic, overestimating ones too: whatever
// judge_heuristic calls admissible costs what Dijkstra costs, and every path stays within the
// bound it gives (w * the factor by which h can overestimate).
TEST(RandomMaps, EveryVerdictHoldsForEveryWeight) {
    int admissible_only_when_weighted = 0;
    int bounded_overestimates = 0;
    const double inverse_sqrt2 = 1.0 / std::sqrt(2.0);
    for (std::uint32_t seed = kFirstSeed; seed < kFirstSeed + kMapCount; seed += 2) {
        const test::RandomCase c = test::random_case(seed);
        SCOPED_TRACE(c.description);
        const Reference best = dijkstra(c);
        if (best.status != SearchStatus::kFound) continue;
        for (const auto& h : option_table<Heuristic>()) {
            for (double weight : {0.4, 0.5, inverse_sqrt2, 0.75, 1.0, 1.5, 3.0}) {
                const HeuristicVerdict v = judge_heuristic(h.value, c.rules, weight);
                GridProblem p = case_problem(c, h.value);
                p.options.weight = weight;
                p.options.tie_break = option_table<TieBreak>()[seed % kTieBreakCount].value;
                GridSearch search;
                ASSERT_TRUE(search.begin(c.grid, p));
                ASSERT_EQ(search.run(), SearchStatus::kFound);
                if (v.admissible) {
                    EXPECT_TRUE(same_cost(search.path_cost(), best.cost))
                        << h.name << " weight " << weight << ": " << search.path_cost()
                        << " vs Dijkstra " << best.cost;
                    admissible_only_when_weighted +=
                        !judge_heuristic(h.value, c.rules, 1.0).admissible;
                }
                ASSERT_GT(v.suboptimality_bound, 0.0) << h.name << " weight " << weight;
                EXPECT_LE(search.path_cost(), v.suboptimality_bound * best.cost * (1 + 1e-9))
                    << h.name << " weight " << weight << ": bound " << v.suboptimality_bound;
                bounded_overestimates += !v.admissible && weight <= 1.0;
            }
        }
    }
    EXPECT_GT(admissible_only_when_weighted, 100);
    EXPECT_GT(bounded_overestimates, 100);
}

// Whatever the heuristic, admissible or not, and whatever the tie-break: the path is legal and
// never cheaper than Dijkstra's (a cheaper one would be a bug in the cost bookkeeping).
TEST(RandomMaps, EveryHeuristicGivesALegalPathNoCheaperThanDijkstra) {
    for (std::uint32_t seed = kFirstSeed; seed < kFirstSeed + kMapCount; seed += 2) {
        const test::RandomCase c = test::random_case(seed);
        SCOPED_TRACE(c.description);
        const Reference best = dijkstra(c);
        for (const auto& h : option_table<Heuristic>()) {
            for (const auto& tie : option_table<TieBreak>()) {
                GridProblem p = case_problem(c, h.value);
                p.options.tie_break = tie.value;
                GridSearch search;
                ASSERT_TRUE(search.begin(c.grid, p));
                ASSERT_EQ(search.run(), best.status) << h.name << ", " << tie.name;
                if (best.status != SearchStatus::kFound) continue;
                EXPECT_GE(search.path_cost(), best.cost * (1 - 1e-9)) << h.name << ", " << tie.name;
                expect_legal_path(search, c);
            }
        }
    }
}

// Manhattan with diagonal moves is not admissible, and seed 342 (no terrain, sides up to 12,
// moves overridden to 8 with no corner cutting and sqrt(2) diagonals) shows it:
//     x 0 1 2 3 4 5
//  y0   # # # . # .
//  y1   # # # . . S
//  y2   . . . . # .
//  y3   # # G . . .
//  y4   # # . . . .
// Cheapest: down 2 to (0,4), diagonally to (1,5) (the corner cells (1,4) and (0,5) are free),
// right to G: 3 + sqrt(2) = 4.414. With Manhattan, S's neighbours E (1,2) and S (0,3) both get
// f = 1 + 4 = 5 and the same g; E (1,2) has the lower cell number and wins the tie; from there
// (2,2), (2,3), (2,4) and G all keep f = 5 and are deeper than (0,3), so A* reaches G with 5
// straight steps before it ever expands (0,3), whose true remaining cost 2 + sqrt(2) < 4 it
// overrated.
TEST(RandomMaps, ManhattanWithDiagonalsCanReturnALongerPath) {
    test::RandomMapSpec spec;
    spec.max_side = 12;
    spec.terrain = false;
    test::RandomCase c = test::random_case(443, spec);
    ASSERT_EQ(render_grid(c.grid),
              "##..\n"
              "..##\n"
              "...#\n"
              ".#..\n"
              "....\n"
              "....\n");
    ASSERT_EQ(c.start, (Cell{0, 2}));
    ASSERT_EQ(c.goal, (Cell{2, 5}));
    c.rules = test::eight_moves();
    ASSERT_FALSE(judge_heuristic(Heuristic::kManhattan, c.rules, 1.0).admissible);
    GridProblem p = case_problem(c, Heuristic::kManhattan);
    GridSearch search;
    ASSERT_TRUE(search.begin(c.grid, p));
    ASSERT_EQ(search.run(), SearchStatus::kFound);
    EXPECT_DOUBLE_EQ(dijkstra(c).cost, 3 + test::kSqrt2);
    EXPECT_DOUBLE_EQ(search.path_cost(), 5.0) << render_search(search);
    EXPECT_NE(search.state(search.node({0, 3})), CellState::kClosed);
}

}  // namespace
}  // namespace astar
