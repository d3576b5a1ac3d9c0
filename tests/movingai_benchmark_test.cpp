// The Moving AI benchmark scenarios (ASTAR_MOVINGAI_DIR, see CMakeLists.txt and the folder's
// README): with the benchmark's rules (8 moves, no corner cutting, diagonals sqrt(2)) A* must
// return the optimal length of every scenario it is given, within Scenario::tolerance, along a
// legal path whose measured cost is path_cost(). One test per map and heuristic, so ctest -j2
// runs them side by side. The wasm build runs this suite as a ctest entry of its own
// (wasm_movingai_benchmark), since its open list differs from the native build's.
//
// Samples. The small maps run every scenario. The large ones run every k-th scenario, counted
// from 0 in file order, starting at an offset that differs per heuristic (octile 0, euclidean 1,
// chebyshev 2, zero 3, each mod k), so the heuristics cover different lines. k was chosen from
// measured expansion counts (the core does about 200-300 ns per expansion here) so that no test
// needs more than about 21 million expansions (about 5 s of one idle core) and the suite about
// 550 million (2-2.5 minutes of CPU, about 1.2 minutes with ctest -j2 on an idle machine):
//
//   map               scenarios   k: oct   euc   che  zero   checked: oct   euc   che  zero
//   arena               160       1     1     1     1     160   160   160   160
//   maze-32-32-4        395       1     1     1     1     395   395   395   395
//   random-64-64-20    1000       1     1     1     1    1000  1000  1000  1000
//   room-32-32-4        341       1     1     1     1     341   341   341   341
//   lak303d            1060       1     1     1     1    1060  1060  1060  1060
//   AR0011SR           1280       1     1     2     3    1280  1280   640   427
//   random512-10-0     1670       1     2     4    12    1670   835   417   139
//   brc202d            2519       2     2     2     3    1260  1259  1260   840
//   Aftershock         1810       2     3     3     8     905   603   603   226
//   8room_000          1940       4     4     5    12     485   485   388   162
//   orz900d            7015      20    18    18    20     351   390   390   351
//   maze512-1-0       11960      40    40    40    50     299   299   299   240
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <filesystem>
#include <iostream>
#include <ostream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/grid_search.hpp"
#include "core/movingai_map.hpp"
#include "core/movingai_scenario.hpp"
#include "core/path_smoothing.hpp"
#include "support/movingai_folder.hpp"

namespace astar {
namespace {

constexpr Heuristic kHeuristics[] = {Heuristic::kOctile, Heuristic::kEuclidean,
                                     Heuristic::kChebyshev, Heuristic::kZero};
constexpr const char* kHeuristicNames[] = {"octile", "euclidean", "chebyshev", "zero"};

struct BenchmarkMap {
    const char* map;
    const char* scenarios;
    int every[4];  // k per heuristic, in the order of kHeuristics
};

constexpr BenchmarkMap kMaps[] = {
    {"arena.map", "arena.map.scen", {1, 1, 1, 1}},
    {"maze-32-32-4.map", "maze-32-32-4-random-1.scen", {1, 1, 1, 1}},
    {"random-64-64-20.map", "random-64-64-20-random-1.scen", {1, 1, 1, 1}},
    {"room-32-32-4.map", "room-32-32-4-random-1.scen", {1, 1, 1, 1}},
    {"lak303d.map", "lak303d.map.scen", {1, 1, 1, 1}},
    {"AR0011SR.map", "AR0011SR.map.scen", {1, 1, 2, 3}},
    {"random512-10-0.map", "random512-10-0.map.scen", {1, 2, 4, 12}},
    {"brc202d.map", "brc202d.map.scen", {2, 2, 2, 3}},
    {"Aftershock.map", "Aftershock.map.scen", {2, 3, 3, 8}},
    {"8room_000.map", "8room_000.map.scen", {4, 4, 5, 12}},
    {"orz900d.map", "orz900d.map.scen", {20, 18, 18, 20}},
    {"maze512-1-0.map", "maze512-1-0.map.scen", {40, 40, 40, 50}},
};

struct BenchmarkCase {
    const BenchmarkMap* map;
    int heuristic;  // index into kHeuristics
    int every() const { return map->every[heuristic]; }
    int offset() const { return heuristic % every(); }
};

void PrintTo(const BenchmarkCase& c, std::ostream* os) {
    *os << c.map->map << ", " << kHeuristicNames[c.heuristic];
}

std::vector<BenchmarkCase> all_cases() {
    std::vector<BenchmarkCase> cases;
    for (const BenchmarkMap& m : kMaps) {
        for (int h = 0; h < 4; ++h) cases.push_back({&m, h});
    }
    return cases;
}

std::string case_name(const testing::TestParamInfo<BenchmarkCase>& param_info) {
    return test::map_test_name(param_info.param.map->map) + "_" +
           kHeuristicNames[param_info.param.heuristic];
}

std::string describe_sample(const BenchmarkCase& c, std::size_t checked, std::size_t total) {
    std::ostringstream os;
    os << c.map->map << ", " << kHeuristicNames[c.heuristic] << ": ";
    if (c.every() == 1) {
        os << "every scenario";
    } else {
        os << "the scenarios whose index i (from 0, in file order) has i % " << c.every()
           << " == " << c.offset();
    }
    os << " (" << checked << " of " << total << ")";
    return os.str();
}

class MovingAiBenchmark : public testing::TestWithParam<BenchmarkCase> {};

TEST_P(MovingAiBenchmark, FindsTheOptimalLengthOfEverySampledScenario) {
    const BenchmarkCase& c = GetParam();
    const std::filesystem::path dir = ASTAR_MOVINGAI_DIR;
    const MapParseResult map = read_movingai_map((dir / c.map->map).string());
    ASSERT_TRUE(map.map.has_value()) << map.error;
    const std::string scen_path = (dir / c.map->scenarios).string();
    const ScenarioParseResult scenarios = read_movingai_scenarios(scen_path);
    ASSERT_TRUE(scenarios.scenarios.has_value()) << scenarios.error;
    ASSERT_EQ(check_scenarios_fit_map(*scenarios.scenarios, *map.map, scen_path), std::nullopt);
    const Grid grid = to_grid(*map.map);
    ASSERT_GT(grid.cell_count(), 0);

    const MovementRules rules;  // the benchmark's: 8 moves, no corner cutting, sqrt(2)
    ASSERT_EQ(rules.moves, Moves::kEight);
    ASSERT_EQ(rules.diagonal, DiagonalRule::kNoCornerCut);
    ASSERT_EQ(rules.diagonal_cost, DiagonalCost::kSqrt2);

    const auto started = std::chrono::steady_clock::now();
    const std::vector<Scenario>& all = *scenarios.scenarios;
    GridSearch search;
    std::size_t checked = 0;
    long long expansions = 0;
    int failures = 0;
    for (std::size_t i = static_cast<std::size_t>(c.offset()); i < all.size();
         i += static_cast<std::size_t>(c.every())) {
        const Scenario& s = all[i];
        GridProblem problem;
        problem.start = s.start;
        problem.goal = s.goal;
        problem.rules = rules;
        problem.heuristic = kHeuristics[c.heuristic];
        ASSERT_TRUE(search.begin(grid, problem)) << "line " << s.line << ": " << search.error();
        const SearchStatus status = search.run();
        ++checked;
        expansions += search.counters().expansions;
        const std::vector<Cell> path = search.path_cells();
        const std::optional<double> measured = measure_path(grid, rules, path);
        const bool ok = status == SearchStatus::kFound &&
                        std::abs(search.path_cost() - s.optimal_length) <= s.tolerance &&
                        !path.empty() && path.front() == s.start && path.back() == s.goal &&
                        measured.has_value() &&
                        std::abs(*measured - search.path_cost()) <= 1e-9 * (1 + *measured);
        if (!ok && ++failures <= 5) {
            ADD_FAILURE() << scen_path << ":" << s.line << ": (" << s.start.x << ", "
                          << s.start.y << ") -> (" << s.goal.x << ", " << s.goal.y
                          << "): status " << static_cast<int>(status) << ", cost "
                          << search.path_cost() << ", optimal " << s.optimal_length << " +- "
                          << s.tolerance << ", measured "
                          << (measured ? std::to_string(*measured) : "illegal path");
        }
    }
    EXPECT_EQ(failures, 0) << "scenarios that failed (first 5 shown above)";
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    const std::string sample = describe_sample(c, checked, all.size());
    std::cout << "[ sample   ] " << sample << ", " << expansions << " expansions, " << seconds
              << " s\n";
    RecordProperty("sample", sample);
    EXPECT_GT(checked, 0u);
}

INSTANTIATE_TEST_SUITE_P(Scenarios, MovingAiBenchmark, testing::ValuesIn(all_cases()),
                         case_name);

// Every map in the folder is in the table above, so a map added to the folder is not silently
// left out, and every map in the table is in the folder.
TEST(MovingAiBenchmarkCoverage, EveryMapInTheFolderHasASample) {
    std::set<std::string> listed;
    for (const BenchmarkMap& m : kMaps) {
        listed.insert(m.map);
        EXPECT_TRUE(std::filesystem::exists(std::filesystem::path(ASTAR_MOVINGAI_DIR) / m.map))
            << m.map;
        EXPECT_TRUE(
            std::filesystem::exists(std::filesystem::path(ASTAR_MOVINGAI_DIR) / m.scenarios))
            << m.scenarios;
    }
    EXPECT_EQ(listed, test::movingai_map_files(ASTAR_MOVINGAI_DIR))
        << "a map in the folder has no sample in movingai_benchmark_test.cpp, or one listed "
           "there is missing";
    EXPECT_EQ(listed.size(), std::size(kMaps)) << "a map listed twice";
}

}  // namespace
}  // namespace astar
