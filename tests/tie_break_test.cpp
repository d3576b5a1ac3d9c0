// Tie-breaking: which of several open cells with the same f is expanded first. Each mode gives
// one fixed expansion order, worked out by hand below on two tiny maps.
#include <gtest/gtest.h>

#include <cmath>
#include <ostream>
#include <string>
#include <vector>

#include "core/ascii_map.hpp"
#include "core/grid_search.hpp"
#include "support/search_test_support.hpp"

namespace astar {
namespace {

using test::eight_moves;
using test::fixture;
using test::four_moves;
using test::problem_for;

std::vector<Cell> order_with(const AsciiMap& m, TieBreak tie, const MovementRules& rules,
                             Heuristic h, Algorithm algorithm = Algorithm::kAStar) {
    SearchOptions options;
    options.tie_break = tie;
    options.algorithm = algorithm;
    GridSearch search;
    EXPECT_TRUE(search.begin(m.grid, problem_for(m, rules, h, options)));
    std::vector<Cell> order = test::expansion_order(search);
    EXPECT_EQ(search.status(), SearchStatus::kFound);
    return order;
}

// The open square, 4 moves, Manhattan. Every cell has g = x + y on its first push and
// h = 4 - x - y, so f = 4 everywhere: the order is decided by the tie-break alone. Neighbour
// order is N, E, S, W, so a cell's east neighbour is pushed before its south neighbour.
//     S . .
//     . . .
//     . . G
AsciiMap open_square() {
    return fixture({"S..",
                    "...",
                    "..G"});
}

// The costly cell: 4 moves, Manhattan, (1,0) costs 3. From S: (1,0) gets g 3, f 4 (seq 1);
// (0,1) gets g 1, f 4 (seq 2). Both routes to G cost 4, so f = 4 on both of them.
//     S 3 G
//     . . .
//     . . .
AsciiMap costly_cell() {
    return fixture({"S3G",
                    "...",
                    "..."});
}

struct TieCase {
    TieBreak tie;
    std::vector<Cell> open_square_order;
    std::vector<Cell> costly_cell_order;
};

void PrintTo(const TieCase& c, std::ostream* os) { *os << option_name(c.tie); }

class TieBreakOrder : public testing::TestWithParam<TieCase> {};

TEST_P(TieBreakOrder, MatchesTheHandWorkedOrderOnTheOpenSquare) {
    EXPECT_EQ(order_with(open_square(), GetParam().tie, four_moves(), Heuristic::kManhattan),
              GetParam().open_square_order);
}

TEST_P(TieBreakOrder, MatchesTheHandWorkedOrderOnTheCostlyCellMap) {
    EXPECT_EQ(order_with(costly_cell(), GetParam().tie, four_moves(), Heuristic::kManhattan),
              GetParam().costly_cell_order);
}

INSTANTIATE_TEST_SUITE_P(
    EveryMode, TieBreakOrder,
    testing::Values(
        // Larger g. Open square: S pushes (1,0) and (0,1), both g 1: the lower cell number, (1,0),
        // goes first; it pushes (2,0) and (1,1) with g 2, deeper than (0,1): (2,0); then (2,1) g 3; then G g 4.
        // Costly cell: (1,0) (g 3) before (0,1) (g 1); it pushes G with g 4, f 4: G next.
        TieCase{TieBreak::kPreferLargerG,
                {{0, 0}, {1, 0}, {2, 0}, {2, 1}, {2, 2}},
                {{0, 0}, {1, 0}, {2, 0}}},
        // Smaller g. Open square: ring by ring (g 0, 1, 1, 2, 2, 2, 3, 3, 4), within a ring by
        // cell number (row by row, left to right).
        // Costly cell: (0,1) g 1 first, pushes (1,1) g 2 f 4; (1,1) next (g 2 < 3), pushes
        // (2,1) g 3 f 4; then (1,0) and (2,1) both g 3: (1,0) has the lower cell number; it pushes G
        // with g 4; (2,1) g 3 next (it finds G at g 4, no better); then G.
        TieCase{TieBreak::kPreferSmallerG,
                {{0, 0}, {1, 0}, {0, 1}, {2, 0}, {1, 1}, {0, 2}, {2, 1}, {1, 2}, {2, 2}},
                {{0, 0}, {0, 1}, {1, 1}, {1, 0}, {2, 1}, {2, 0}}},
        // First in, first out. Open square: push order is ring order here, so the same order
        // as smaller g. Costly cell: (1,0) s1 first, pushes G (s3) and (1,1) (g 4, f 6);
        // then (0,1) s2, which improves (1,1) to g 2, f 4 (s5); then G (s3 < s5).
        TieCase{TieBreak::kFifo,
                {{0, 0}, {1, 0}, {0, 1}, {2, 0}, {1, 1}, {0, 2}, {2, 1}, {1, 2}, {2, 2}},
                {{0, 0}, {1, 0}, {0, 1}, {2, 0}}},
        // Last in, first out. Open square: (0,1) (s2) first, pushes (1,1) s3, (0,2) s4; then
        // (0,2), pushes (1,2) s5; then (1,2), pushes G s6; then G.
        // Costly cell: (0,1) s2 first, pushes (1,1) s3 f 4 and (0,2) f 6; (1,1) pushes (2,1)
        // s5 f 4; (2,1) pushes G s7 f 4; G, newer than the waiting (1,0) s1.
        TieCase{TieBreak::kLifo,
                {{0, 0}, {0, 1}, {0, 2}, {1, 2}, {2, 2}},
                {{0, 0}, {0, 1}, {1, 1}, {2, 1}, {2, 0}}}),
    [](const testing::TestParamInfo<TieCase>& param_info) {
        std::string name(option_name(param_info.param.tie));
        std::erase(name, '-');
        return name;
    });

// A 10x10 open map, 4 moves, Manhattan: f = 18 on every cell. Larger g walks the 19 cells of one
// path; smaller g expands every cell with g < 18 first, which is all 99 others, then G.
TEST(TieBreak, LargerGExpandsFewerCellsThanSmallerGOnAnOpenMap) {
    AsciiMap m = fixture({"S.........", "..........", "..........", "..........", "..........",
                          "..........", "..........", "..........", "..........", ".........G"});
    EXPECT_EQ(order_with(m, TieBreak::kPreferLargerG, four_moves(), Heuristic::kManhattan).size(),
              19u);
    EXPECT_EQ(order_with(m, TieBreak::kPreferSmallerG, four_moves(), Heuristic::kManhattan).size(),
              100u);
}

// The same with 8 moves, diagonals of sqrt(2) and the octile distance, where f is a sum of 1s
// and sqrt(2)s: cells on different shortest paths have the same f in exact arithmetic but not
// always in their doubles, because their sums were added up in different orders. The open
// list rounds that noise away (priority_key), so the tie-break decides between them, and with
// larger g first A* expands the cells of one path and no other. (Before the rounding it
// expanded 69 cells for the 37-cell path from (1, 2) to (37, 25).)
TEST(TieBreak, LargerGExpandsOnlyThePathOnAnOpenMapWithDiagonals) {
    Grid grid(40, 30);
    GridProblem p = test::make_problem({1, 2}, {37, 25});
    p.rules = eight_moves();
    p.heuristic = Heuristic::kOctile;
    for (const Cell goal : {Cell{37, 25}, Cell{39, 0}, Cell{20, 29}, Cell{0, 28}, Cell{30, 3}}) {
        p.goal = goal;
        const test::Outcome out = test::solve(grid, p);
        ASSERT_EQ(out.status, SearchStatus::kFound);
        EXPECT_EQ(out.expansions, static_cast<int>(out.path.size()))
            << "to (" << goal.x << ", " << goal.y << ")";
    }
}

// What the rounding merges and what it keeps apart.
TEST(TieBreak, PriorityKeyTiesOnlyValuesEqualButForTheirLastBits) {
    const double f = 45.52691193458119;
    EXPECT_EQ(priority_key(f), priority_key(std::nextafter(f, 100.0)));
    EXPECT_EQ(priority_key(f), priority_key(f + f * 1e-12));
    EXPECT_LT(priority_key(f), priority_key(f + f * 1e-9));  // beyond 2^-32 of f
    EXPECT_LT(priority_key(f), priority_key(f + 1e-4));
    EXPECT_LT(priority_key(0.0), priority_key(1e-300));       // tiny, but not zero
    EXPECT_EQ(priority_key(-0.0), priority_key(0.0));
    EXPECT_LT(priority_key(1.0 - 1e-12), priority_key(1.0 + 1e-9));  // across a power of two
    EXPECT_EQ(priority_key(1.0 - 1e-17), priority_key(1.0));          // rounds up into it
}

// Breadth-first always breaks ties first in, first out, whatever the option says.
TEST(TieBreak, BreadthFirstIgnoresTheTieBreakOption) {
    const AsciiMap m = open_square();
    const std::vector<Cell> fifo =
        order_with(m, TieBreak::kFifo, four_moves(), Heuristic::kManhattan,
                   Algorithm::kBreadthFirst);
    for (TieBreak tie : {TieBreak::kPreferLargerG, TieBreak::kPreferSmallerG, TieBreak::kLifo}) {
        EXPECT_EQ(order_with(m, tie, four_moves(), Heuristic::kManhattan,
                             Algorithm::kBreadthFirst),
                  fifo)
            << option_name(tie);
    }
    // And that order is ring by ring, in push order.
    EXPECT_EQ(fifo, (std::vector<Cell>{{0, 0}, {1, 0}, {0, 1}, {2, 0}, {1, 1}, {0, 2}, {2, 1},
                                       {1, 2}, {2, 2}}));
}

// The same inputs always give the same expansion order and the same final state: in a fresh
// search object, and in one reused from another search.
TEST(TieBreak, SameInputsGiveTheSameExpansionOrder) {
    GridSearch reused;
    for (std::uint32_t seed = 100; seed < 130; ++seed) {
        const test::RandomCase c = test::random_case(seed);
        for (const auto& tie : option_table<TieBreak>()) {
            for (const auto& algorithm : option_table<Algorithm>()) {
                SCOPED_TRACE(c.description + ", " + std::string(tie.name) + ", " +
                             std::string(algorithm.name));
                GridProblem p = test::make_problem(c.start, c.goal);
                p.rules = c.rules;
                p.options.tie_break = tie.value;
                p.options.algorithm = algorithm.value;
                GridSearch first, second;
                ASSERT_TRUE(first.begin(c.grid, p));
                ASSERT_TRUE(second.begin(c.grid, p));
                ASSERT_TRUE(reused.begin(c.grid, p));
                const std::vector<Cell> a = test::expansion_order(first);
                EXPECT_EQ(test::expansion_order(second), a);
                EXPECT_EQ(test::expansion_order(reused), a);
                EXPECT_EQ(test::describe_difference(test::snapshot(first), test::snapshot(second)),
                          "");
                EXPECT_EQ(test::describe_difference(test::snapshot(first), test::snapshot(reused)),
                          "");
            }
        }
    }
}

}  // namespace
}  // namespace astar
