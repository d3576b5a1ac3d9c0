// Our search against an independent A*: Boost.Graph's astar_search, on its own graph of the
// grid (bench/native/boost_grid.hpp, built from the grid's cells, not from our neighbour code)
// and with its own relaxation and heap, but given cost values that order like our engine's heap
// entries (bench/native/engine_order.hpp). Under a total order every correct A* takes the same
// cell next, so on every scenario Boost must expand exactly the cells ours expands, in the same
// order, and find the same cost. That checks our neighbours, costs, heuristic, decrease-keys and
// open list (the binary heap, the front entry, and on the 512 x 512 maps the buckets of run()'s
// lean loop) against code we did not write, on the Moving AI maps.
//
// Checked for each consistent heuristic of the engine and both tie-breaks on g (kSettings).
// Checked per scenario: the order, against our search with its undo log (record_history, whose
// expanded_at() numbers every expansion); and against the search as the benchmarks time it
// (no undo log, so with larger g first run()'s lean loop) the number of expansions, the set of
// closed cells and the cost.
//
// Native only (Boost is not built for WebAssembly); scripts/test.sh installs libboost-graph-dev.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <ostream>
#include <set>
#include <string>
#include <vector>

#include "boost_grid.hpp"
#include "core/grid_search.hpp"
#include "core/movingai_map.hpp"
#include "core/movingai_scenario.hpp"
#include "engine_order.hpp"
#include "support/movingai_folder.hpp"

namespace astar {
namespace {

struct PeerMap {
    const char* map;
    const char* scenarios;
    int every;  // check every k-th scenario, from the first, in file order
};

// Every map in the Moving AI folder (a test below keeps it so): the small ones in full, the
// large ones an even spread over the file (which is sorted by length), 70 to 360 scenarios,
// so that no map's test takes more than a few seconds (Boost runs here on maps made afresh per
// scenario, and ours twice).
constexpr PeerMap kMaps[] = {
    {"arena.map", "arena.map.scen", 1},
    {"maze-32-32-4.map", "maze-32-32-4-random-1.scen", 1},
    {"random-64-64-20.map", "random-64-64-20-random-1.scen", 1},
    {"room-32-32-4.map", "room-32-32-4-random-1.scen", 1},
    {"lak303d.map", "lak303d.map.scen", 3},
    {"AR0011SR.map", "AR0011SR.map.scen", 6},
    {"random512-10-0.map", "random512-10-0.map.scen", 8},
    {"brc202d.map", "brc202d.map.scen", 12},
    {"Aftershock.map", "Aftershock.map.scen", 12},
    {"8room_000.map", "8room_000.map.scen", 16},
    {"orz900d.map", "orz900d.map.scen", 80},
    {"maze512-1-0.map", "maze512-1-0.map.scen", 160},
};

// The settings checked on every map: the benchmark's (octile, larger g first) at the map's
// sample, the others at a sparser one (`thinner` times; every scenario still on the small maps).
// Each consistent heuristic of the engine and both tie-breaks on g (engine_order.hpp says why
// not FIFO, LIFO or Manhattan). With larger g first run() takes its lean loop (and the buckets
// on the large maps), with smaller g first its general loop.
struct Setting {
    Heuristic heuristic;
    TieBreak tie_break;
    int thinner;
    const char* name;
};
constexpr Setting kSettings[] = {
    {Heuristic::kOctile, TieBreak::kPreferLargerG, 1, "octile"},
    {Heuristic::kOctile, TieBreak::kPreferSmallerG, 4, "octile_smaller_g"},
    {Heuristic::kEuclidean, TieBreak::kPreferLargerG, 4, "euclidean"},
    {Heuristic::kChebyshev, TieBreak::kPreferLargerG, 4, "chebyshev"},
    {Heuristic::kZero, TieBreak::kPreferLargerG, 8, "zero"},  // expands most of the map
};

struct PeerCase {
    const PeerMap* map;
    const Setting* setting;
    int every() const { return map->every == 1 ? 1 : map->every * setting->thinner; }
};

void PrintTo(const PeerCase& c, std::ostream* os) {
    *os << c.map->map << ", " << c.setting->name << ", every " << c.every();
}

std::vector<PeerCase> all_cases() {
    std::vector<PeerCase> cases;
    for (const PeerMap& m : kMaps) {
        for (const Setting& setting : kSettings) cases.push_back({&m, &setting});
    }
    return cases;
}

std::string case_name(const testing::TestParamInfo<PeerCase>& info) {
    return test::map_test_name(info.param.map->map) + "_" + info.param.setting->name;
}

class BoostInEngineOrder : public testing::TestWithParam<PeerCase> {};

TEST_P(BoostInEngineOrder, ExpandsTheSameCellsInTheSameOrder) {
    const PeerMap& m = *GetParam().map;
    const Setting& setting = *GetParam().setting;
    const std::filesystem::path dir = ASTAR_MOVINGAI_DIR;
    const MapParseResult map = read_movingai_map((dir / m.map).string());
    ASSERT_TRUE(map.map.has_value()) << map.error;
    const ScenarioParseResult parsed = read_movingai_scenarios((dir / m.scenarios).string());
    ASSERT_TRUE(parsed.scenarios.has_value()) << parsed.error;
    const Grid grid = to_grid(*map.map);
    const astar_bench::BoostGraph graph = astar_bench::build_boost_graph(grid);

    GridProblem lean_problem;  // Moving AI rules, A*
    lean_problem.heuristic = setting.heuristic;
    lean_problem.options.tie_break = setting.tie_break;
    lean_problem.options.record_history = false;
    GridProblem history_problem = lean_problem;
    history_problem.options.record_history = true;

    GridSearch lean, history;
    std::vector<astar_bench::Vertex> boost_order;
    const std::vector<Scenario>& all = *parsed.scenarios;
    int checked = 0, failures = 0;
    long long expansions = 0;
    for (std::size_t i = 0; i < all.size(); i += static_cast<std::size_t>(GetParam().every())) {
        const Scenario& s = all[i];
        lean_problem.start = history_problem.start = s.start;
        lean_problem.goal = history_problem.goal = s.goal;
        ASSERT_TRUE(lean.begin(grid, lean_problem)) << lean.error();
        ASSERT_TRUE(history.begin(grid, history_problem)) << history.error();
        ASSERT_EQ(lean.run(), SearchStatus::kFound) << "line " << s.line;
        ASSERT_EQ(history.run(), SearchStatus::kFound) << "line " << s.line;
        const auto vertex = [&](Cell c) { return static_cast<astar_bench::Vertex>(grid.index(c)); };
        const double boost_cost = astar_bench::search_in_engine_order(
            graph, astar_bench::GridHeuristic(setting.heuristic, grid.width(), vertex(s.goal)),
            setting.tie_break, vertex(s.start), vertex(s.goal), boost_order);
        ++checked;
        expansions += history.counters().expansions;

        const long long parted = astar_bench::first_expansion_apart(history, boost_order);
        const auto count = static_cast<long long>(boost_order.size());
        int lean_not_closed = 0;
        for (const astar_bench::Vertex v : boost_order) {
            lean_not_closed += lean.state(static_cast<int>(v)) != CellState::kClosed;
        }
        const bool same = parted < 0 && count == lean.counters().expansions && lean_not_closed == 0 &&
                          std::abs(boost_cost - history.path_cost()) <= 1e-9 &&
                          std::abs(boost_cost - lean.path_cost()) <= 1e-9;
        if (!same && ++failures <= 5) {
            ADD_FAILURE() << m.scenarios << ":" << s.line << ": Boost expanded " << count
                          << " cells, ours " << history.counters().expansions
                          << " (with the undo log) and " << lean.counters().expansions
                          << " (run()'s lean loop); the orders part at expansion "
                          << (parted < 0 ? std::string("-") : std::to_string(parted + 1))
                          << "; " << lean_not_closed
                          << " of Boost's cells are not closed in the lean search; cost "
                          << boost_cost << " against " << history.path_cost() << " and "
                          << lean.path_cost();
        }
    }
    EXPECT_EQ(failures, 0) << "scenarios that differ (first 5 shown above)";
    EXPECT_GT(checked, 0);
    RecordProperty("scenarios", checked);
    RecordProperty("expansions", std::to_string(expansions));
}

INSTANTIATE_TEST_SUITE_P(MovingAi, BoostInEngineOrder, testing::ValuesIn(all_cases()),
                         case_name);

// The check can fail: given Boost's own order among equal f (no tie-break: whatever its heap
// makes of them), the orders part on an open map, where many cells tie.
TEST(BoostInEngineOrderCheck, BoostsOwnOrderDiffersOnAnOpenMap) {
    const Grid grid(24, 24);  // no walls: every cell on a straight line ties for f
    const astar_bench::BoostGraph graph = astar_bench::build_boost_graph(grid);
    GridProblem problem;
    problem.start = {2, 3};
    problem.goal = {21, 17};
    problem.options.record_history = true;
    GridSearch ours;
    ASSERT_TRUE(ours.begin(grid, problem));
    ASSERT_EQ(ours.run(), SearchStatus::kFound);

    std::vector<astar_bench::Vertex> engine_order;
    const auto start = static_cast<astar_bench::Vertex>(grid.index(problem.start));
    const auto goal = static_cast<astar_bench::Vertex>(grid.index(problem.goal));
    astar_bench::search_in_engine_order(graph, astar_bench::OctileHeuristic(grid.width(), goal),
                                        TieBreak::kPreferLargerG, start, goal, engine_order);
    EXPECT_EQ(static_cast<long long>(engine_order.size()), ours.counters().expansions);

    // Boost's plain call, f as a double and its heap's own order among ties.
    long long boost_expansions = 0;
    std::vector<double> dist(boost::num_vertices(graph));
    try {
        struct Counter : boost::default_astar_visitor {
            astar_bench::Vertex goal;
            long long* count;
            void examine_vertex(astar_bench::Vertex u, const astar_bench::BoostGraph&) {
                ++*count;
                if (u == goal) throw astar_bench::FoundGoal{};
            }
        };
        Counter counter;
        counter.goal = goal;
        counter.count = &boost_expansions;
        boost::astar_search(graph, start, astar_bench::OctileHeuristic(grid.width(), goal),
                            boost::weight_map(boost::get(&astar_bench::Step::length, graph))
                                .distance_map(dist.data())
                                .visitor(counter));
    } catch (const astar_bench::FoundGoal&) {
    }
    EXPECT_NEAR(dist[goal], ours.path_cost(), 1e-9);
    EXPECT_NE(boost_expansions, ours.counters().expansions);
}

// Every map in the folder is checked, and every map listed is there.
TEST(BoostInEngineOrderCoverage, EveryMapInTheFolderIsChecked) {
    std::set<std::string> listed;
    for (const PeerMap& m : kMaps) listed.insert(m.map);
    EXPECT_EQ(listed, test::movingai_map_files(ASTAR_MOVINGAI_DIR))
        << "a map in the folder is not checked in boost_order_test.cpp, or one listed there is "
           "missing";
    EXPECT_EQ(listed.size(), std::size(kMaps)) << "a map listed twice";
}

}  // namespace
}  // namespace astar
