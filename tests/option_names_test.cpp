// Option names: every value has a short name that parses back to it and a label; unknown names
// parse to nothing.
#include "core/option_names.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <vector>

namespace astar {
namespace {

// Checks the table of E against the full list of its values: each value appears once, its name
// parses back to it, names are distinct, lowercase and without spaces, labels are not empty.
template <class E>
void expect_round_trip(const std::vector<E>& every_value) {
    EXPECT_EQ(option_table<E>().size(), every_value.size());
    std::set<std::string_view> names;
    for (E v : every_value) {
        const std::string_view name = option_name(v);
        EXPECT_NE(name, "?") << "value " << static_cast<int>(v) << " has no name";
        EXPECT_EQ(parse_option<E>(name), v) << name;
        EXPECT_NE(option_label(v), "?") << name;
        EXPECT_FALSE(option_label(v).empty()) << name;
        EXPECT_TRUE(names.insert(name).second) << "duplicate name " << name;
        EXPECT_FALSE(name.empty());
        for (char c : name) {
            EXPECT_FALSE(std::isupper(static_cast<unsigned char>(c)) || std::isspace(c)) << name;
        }
    }
}

TEST(OptionNames, EveryHeuristicRoundTrips) {
    expect_round_trip<Heuristic>({Heuristic::kManhattan, Heuristic::kEuclidean,
                                  Heuristic::kChebyshev, Heuristic::kOctile, Heuristic::kZero});
}

TEST(OptionNames, EveryAlgorithmRoundTrips) {
    expect_round_trip<Algorithm>({Algorithm::kAStar, Algorithm::kDijkstra,
                                  Algorithm::kGreedyBestFirst, Algorithm::kBreadthFirst,
                                  Algorithm::kDepthFirstWalk});
}

TEST(OptionNames, EveryTieBreakRoundTrips) {
    expect_round_trip<TieBreak>({TieBreak::kPreferLargerG, TieBreak::kPreferSmallerG,
                                 TieBreak::kFifo, TieBreak::kLifo});
}

TEST(OptionNames, EveryMovesValueRoundTrips) {
    expect_round_trip<Moves>({Moves::kFour, Moves::kEight});
}

TEST(OptionNames, EveryDiagonalRuleRoundTrips) {
    expect_round_trip<DiagonalRule>({DiagonalRule::kNever, DiagonalRule::kAlways,
                                     DiagonalRule::kNoCornerCut,
                                     DiagonalRule::kAtMostOneBlocked});
}

TEST(OptionNames, EveryDiagonalCostRoundTrips) {
    expect_round_trip<DiagonalCost>({DiagonalCost::kSqrt2, DiagonalCost::kOne});
}

TEST(OptionNames, EverySearchStatusRoundTrips) {
    expect_round_trip<SearchStatus>({SearchStatus::kSearching, SearchStatus::kFound,
                                     SearchStatus::kNoPath, SearchStatus::kStepLimit,
                                     SearchStatus::kInvalid});
}

TEST(OptionNames, EveryCellStateRoundTrips) {
    expect_round_trip<CellState>({CellState::kUnseen, CellState::kOpen, CellState::kClosed});
}

TEST(OptionNames, EveryNeighborOutcomeRoundTrips) {
    expect_round_trip<NeighborOutcome>(
        {NeighborOutcome::kPushed, NeighborOutcome::kImproved, NeighborOutcome::kNotImproved,
         NeighborOutcome::kAlreadyClosed, NeighborOutcome::kBlocked, NeighborOutcome::kCornerRule,
         NeighborOutcome::kNotChosen, NeighborOutcome::kOnTrail});
}

// The search's states: JSON tokens as names, words as labels.
TEST(OptionNames, SearchStatesHaveTokensAndWords) {
    EXPECT_EQ(option_name(SearchStatus::kNoPath), "no_path");
    EXPECT_EQ(option_label(SearchStatus::kNoPath), "no path");
    EXPECT_EQ(option_name(NeighborOutcome::kAlreadyClosed), "already_closed");
    EXPECT_EQ(option_label(NeighborOutcome::kOnTrail), "on the trail");
}

TEST(OptionNames, CountConstantsMatchTheTables) {
    EXPECT_EQ(option_table<Heuristic>().size(), static_cast<std::size_t>(kHeuristicCount));
    EXPECT_EQ(option_table<Algorithm>().size(), static_cast<std::size_t>(kAlgorithmCount));
    EXPECT_EQ(option_table<TieBreak>().size(), static_cast<std::size_t>(kTieBreakCount));
}

// The names the header documents, which command lines and share links already use.
TEST(OptionNames, DocumentedNamesParse) {
    EXPECT_EQ(parse_option<Heuristic>("octile"), Heuristic::kOctile);
    EXPECT_EQ(option_name(DiagonalRule::kAlways), "corner-cut");
    EXPECT_EQ(parse_option<DiagonalRule>("no-corner-cut"), DiagonalRule::kNoCornerCut);
    EXPECT_EQ(parse_option<Algorithm>("dfs-walk"), Algorithm::kDepthFirstWalk);
}

TEST(OptionNames, UnknownNamesParseToNothing) {
    EXPECT_EQ(parse_option<Heuristic>(""), std::nullopt);
    EXPECT_EQ(parse_option<Heuristic>("Octile"), std::nullopt);  // names are case-sensitive
    EXPECT_EQ(parse_option<Heuristic>("octile "), std::nullopt);
    EXPECT_EQ(parse_option<Heuristic>("astar"), std::nullopt);  // a name of another option
    EXPECT_EQ(parse_option<Algorithm>("a*"), std::nullopt);
    EXPECT_EQ(parse_option<TieBreak>("random"), std::nullopt);
    EXPECT_EQ(parse_option<Moves>("6"), std::nullopt);
    EXPECT_EQ(parse_option<DiagonalRule>("cut"), std::nullopt);
    EXPECT_EQ(parse_option<DiagonalCost>("2"), std::nullopt);
}

TEST(OptionNames, AValueOutsideTheEnumHasNoName) {
    EXPECT_EQ(option_name(static_cast<Heuristic>(99)), "?");
    EXPECT_EQ(option_label(static_cast<TieBreak>(-1)), "?");
}

}  // namespace
}  // namespace astar
