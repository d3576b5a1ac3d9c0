#include "core/movingai_scenario.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <map>
#include <random>
#include <string>

namespace astar {
namespace {

// Two problems on a 49 x 49 map, tab-separated as in the hog2 files.
constexpr const char* kTwoScenarios =
    "version 1\n"
    "0\tmaps/dao/arena.map\t49\t49\t1\t11\t1\t12\t1\n"
    "15\tmaps/dao/arena.map\t49\t49\t44\t2\t3\t45\t62.1543\n";

// Parses `text` as "test.scen" and checks that it fails with "test.scen:<line>: ..." and that
// the message mentions `problem`.
void expect_scen_error(std::string_view text, int line, std::string_view problem) {
    ScenarioParseResult r = parse_movingai_scenarios(text, "test.scen");
    EXPECT_FALSE(r.scenarios.has_value());
    const std::string prefix = "test.scen:" + std::to_string(line) + ": ";
    EXPECT_EQ(r.error.rfind(prefix, 0), 0u)
        << "error: " << r.error << "\nexpected prefix: " << prefix;
    EXPECT_NE(r.error.find(problem), std::string::npos)
        << "error: " << r.error << "\nexpected to mention: " << problem;
}

std::vector<Scenario> parse_ok(std::string_view text) {
    ScenarioParseResult r = parse_movingai_scenarios(text, "test.scen");
    EXPECT_TRUE(r.scenarios.has_value()) << r.error;
    EXPECT_EQ(r.error, "");
    return r.scenarios.value_or(std::vector<Scenario>{});
}

// A `width` x `height` map of plain ground.
MovingAiMap open_map(int width, int height) {
    return MovingAiMap{width, height,
                       std::vector<char>(static_cast<std::size_t>(width) * height, '.')};
}

// ---- what parses --------------------------------------------------------------------------

TEST(MovingAiScenario, ParsesEveryField) {
    std::vector<Scenario> s = parse_ok(kTwoScenarios);
    ASSERT_EQ(s.size(), 2u);
    EXPECT_EQ(s[1].line, 3);
    EXPECT_EQ(s[1].bucket, 15);
    EXPECT_EQ(s[1].map_name, "arena.map");
    EXPECT_EQ(s[1].map_width, 49);
    EXPECT_EQ(s[1].map_height, 49);
    EXPECT_EQ(s[1].start, (Cell{44, 2}));
    EXPECT_EQ(s[1].goal, (Cell{3, 45}));
    EXPECT_DOUBLE_EQ(s[1].optimal_length, 62.1543);
    EXPECT_DOUBLE_EQ(s[1].tolerance, length_tolerance("62.1543"));
}

TEST(MovingAiScenario, AcceptsVersionOnePointZeroAndSpaces) {
    std::vector<Scenario> s =
        parse_ok("version 1.0\n61 maps/bgmaps/AR0011SR.map 512 512 210 395 87 201 244.95\n");
    ASSERT_EQ(s.size(), 1u);
    EXPECT_EQ(s[0].map_name, "AR0011SR.map");
    EXPECT_DOUBLE_EQ(s[0].optimal_length, 244.95);
}

TEST(MovingAiScenario, KeepsABareMapNameAsIs) {
    std::vector<Scenario> s =
        parse_ok("version 1\n0\tmaze-32-32-4.map\t32\t32\t28\t13\t27\t15\t2.41421356\n");
    ASSERT_EQ(s.size(), 1u);
    EXPECT_EQ(s[0].map_name, "maze-32-32-4.map");
}

TEST(MovingAiScenario, KeepsTheBasenameOfAWindowsPath) {
    std::vector<Scenario> s = parse_ok("version 1\n0 C:\\maps\\x.map 4 4 0 0 1 1 1.41421\n");
    ASSERT_EQ(s.size(), 1u);
    EXPECT_EQ(s[0].map_name, "x.map");
}

TEST(MovingAiScenario, SkipsBlankLinesAnywhereAndKeepsLineNumbers) {
    std::vector<Scenario> s =
        parse_ok("\n\nversion 1\n\n0 a.map 4 4 0 0 1 0 1\n   \n0 a.map 4 4 0 0 2 0 2\n\n");
    ASSERT_EQ(s.size(), 2u);
    EXPECT_EQ(s[0].line, 5);
    EXPECT_EQ(s[1].line, 7);
}

TEST(MovingAiScenario, AcceptsCrlfLineEndings) {
    std::vector<Scenario> s = parse_ok("version 1\r\n0\ta.map\t4\t4\t0\t0\t1\t0\t1\r\n");
    ASSERT_EQ(s.size(), 1u);
    EXPECT_DOUBLE_EQ(s[0].optimal_length, 1.0);
}

TEST(MovingAiScenario, NamesLineEndingsOfACarriageReturnAlone) {
    expect_scen_error("version 1\r0\tm.map\t2\t2\t0\t0\t1\t1\t1.41421356\r", 1,
                      "the lines end in a carriage return alone");
}

TEST(MovingAiScenario, AcceptsLengthsWithAnyNumberOfDecimals) {
    std::vector<Scenario> s = parse_ok(
        "version 1\n0 a.map 9 9 0 0 1 0 7\n0 a.map 9 9 0 0 1 0 2.5\n"
        "0 a.map 9 9 0 0 1 0 446.00\n0 a.map 9 9 0 0 1 0 92.08333333\n");
    ASSERT_EQ(s.size(), 4u);
    EXPECT_DOUBLE_EQ(s[0].optimal_length, 7.0);
    EXPECT_DOUBLE_EQ(s[1].optimal_length, 2.5);
    EXPECT_DOUBLE_EQ(s[2].optimal_length, 446.0);
    EXPECT_DOUBLE_EQ(s[3].optimal_length, 92.08333333);
}

TEST(MovingAiScenario, AcceptsAVersionLineWithNoProblems) {
    EXPECT_TRUE(parse_ok("version 1\n").empty());
}

// ---- what is rejected, and where ----------------------------------------------------------

TEST(MovingAiScenario, RejectsAnEmptyFile) {
    expect_scen_error("", 1, "empty file");
}

TEST(MovingAiScenario, RejectsAFileOfBlankLines) {
    expect_scen_error("\n \t\n\r\n", 1, "empty file");
}

TEST(MovingAiScenario, RejectsAMissingVersionLine) {
    expect_scen_error("\n0\ta.map\t4\t4\t0\t0\t1\t0\t1\n", 2, "missing version line");
}

TEST(MovingAiScenario, RejectsAnUnknownVersion) {
    expect_scen_error("version 2\n", 1, "unsupported version line 'version 2'");
}

TEST(MovingAiScenario, RejectsAVersionLineWithoutANumber) {
    expect_scen_error("version\n", 1, "unsupported version line 'version'");
}

TEST(MovingAiScenario, RejectsTooFewFieldsSayingHowMany) {
    expect_scen_error("version 1\n0 a.map 4 4 0 0 1 0 1\n0 a.map 4 4 0 0 1 0\n", 3,
                      "expected 9 fields");
    expect_scen_error("version 1\n0 a.map 4 4 0 0 1 0\n", 2, "got 8");
}

TEST(MovingAiScenario, RejectsTooManyFieldsSayingHowMany) {
    expect_scen_error("version 1\n0 my map.map 4 4 0 0 1 0 1\n", 2, "got 10");
    std::string many = "version 1\n";
    for (int i = 0; i < 100000; ++i) many += "0 ";
    expect_scen_error(many + "\n", 2, "got 100000");
}

TEST(MovingAiScenario, RejectsANonNumericCoordinate) {
    expect_scen_error("version 1\n0 a.map 4 4 0 zero 1 0 1\n", 2, "start y 'zero' is not a number");
}

TEST(MovingAiScenario, RejectsANonNumericBucket) {
    expect_scen_error("version 1\nb a.map 4 4 0 0 1 0 1\n", 2, "bucket 'b' is not a number");
}

TEST(MovingAiScenario, RejectsACoordinateWithTrailingJunk) {
    expect_scen_error("version 1\n0 a.map 4 4 0 0 1.5 0 1\n", 2, "goal x '1.5' is not a number");
}

TEST(MovingAiScenario, RejectsANonNumericLength) {
    expect_scen_error("version 1\n0 a.map 4 4 0 0 1 0 one\n", 2,
                      "optimal length 'one' is not a finite decimal number");
}

TEST(MovingAiScenario, RejectsNegativeCoordinates) {
    expect_scen_error("version 1\n0 a.map 4 4 0 0 -1 0 1\n", 2, "goal x is negative: -1");
}

TEST(MovingAiScenario, RejectsAZeroMapWidth) {
    expect_scen_error("version 1\n0 a.map 0 4 0 0 1 0 1\n", 2, "map width must be positive, got 0");
}

// The line gives its map's size, so a start or goal outside it is the file's own mistake.
TEST(MovingAiScenario, RejectsAStartOrGoalOutsideTheSizeItsLineGives) {
    expect_scen_error("version 1\n0 a.map 4 4 0 0 1 1 1.414\n0 a.map 49 49 100 11 1 12 5\n", 3,
                      "start (100, 11) is outside the 49x49 map this line gives");
    expect_scen_error("version 1\n0 a.map 4 3 0 0 1 3 3\n", 2,
                      "goal (1, 3) is outside the 4x3 map this line gives");
}

TEST(MovingAiScenario, RejectsACoordinateTooBigForAnInt) {
    expect_scen_error("version 1\n0 a.map 4 4 99999999999999999999 0 1 0 1\n", 2,
                      "start x '99999999999999999999' is out of range");
}

TEST(MovingAiScenario, RejectsANegativeLength) {
    expect_scen_error("version 1\n0 a.map 4 4 0 0 1 0 -1.5\n", 2,
                      "optimal length is negative: -1.5");
}

TEST(MovingAiScenario, RejectsAnInfiniteLength) {
    expect_scen_error("version 1\n0 a.map 4 4 0 0 1 0 inf\n", 2,
                      "optimal length 'inf' is not a finite decimal number");
}

TEST(MovingAiScenario, RejectsANanLength) {
    expect_scen_error("version 1\n0 a.map 4 4 0 0 1 0 nan\n", 2,
                      "optimal length 'nan' is not a finite decimal number");
}

TEST(MovingAiScenario, RejectsALengthTooBigForADouble) {
    expect_scen_error("version 1\n0 a.map 4 4 0 0 1 0 1e999\n", 2,
                      "'1e999' is not a finite decimal number");
}

TEST(MovingAiScenario, RejectsAMapFieldWithNoFileName) {
    expect_scen_error("version 1\n0 maps/ 4 4 0 0 1 0 1\n", 2, "map 'maps/' has no file name");
}

TEST(MovingAiScenario, AcceptsAUtf8ByteOrderMark) {
    const std::vector<Scenario> plain = parse_ok(kTwoScenarios);
    const std::vector<Scenario> marked = parse_ok("\xEF\xBB\xBF" + std::string(kTwoScenarios));
    ASSERT_EQ(marked.size(), plain.size());
    for (std::size_t i = 0; i < plain.size(); ++i) {
        EXPECT_EQ(marked[i].start, plain[i].start);
        EXPECT_EQ(marked[i].goal, plain[i].goal);
        EXPECT_EQ(marked[i].optimal_length, plain[i].optimal_length);
    }
}

TEST(MovingAiScenario, RejectsAControlCharacterInTheMapName) {
    // With a NUL, "good.map<NUL>junk" used to open good.map and cut every message short.
    using namespace std::string_view_literals;
    expect_scen_error("version 1\n0 good.map\0junk 4 4 0 0 1 0 1\n"sv, 2,
                      "map 'good.map\\x00junk' has a control character in its name");
    expect_scen_error("version 1\n0 a\x1b[31m.map 4 4 0 0 1 0 1\n", 2,
                      "has a control character in its name");
}

TEST(MovingAiScenario, SurvivesRandomBytes) {
    std::mt19937 random(54321);
    std::uniform_int_distribution<int> byte(0, 255);
    for (int round = 0; round < 2000; ++round) {
        std::string junk(static_cast<std::size_t>(round % 300), '\0');
        for (char& c : junk) c = static_cast<char>(byte(random));
        if (round % 2 == 0) junk = "version 1\n" + junk;
        ScenarioParseResult r = parse_movingai_scenarios(junk, "junk.scen");
        EXPECT_NE(r.scenarios.has_value(), !r.error.empty());
        EXPECT_LT(r.error.size(), 300u) << "an error message should stay one short line";
    }
}

TEST(MovingAiScenario, SurvivesEveryTruncationOfAValidFile) {
    const std::string full = kTwoScenarios;
    for (std::size_t n = 0; n < full.size(); ++n) {
        ScenarioParseResult r =
            parse_movingai_scenarios(std::string_view(full).substr(0, n), "cut.scen");
        EXPECT_NE(r.scenarios.has_value(), !r.error.empty()) << "cut at " << n;
    }
}

TEST(MovingAiScenario, ReadNamesAMissingFile) {
    ScenarioParseResult r = read_movingai_scenarios("/nonexistent/dir/missing.scen");
    EXPECT_FALSE(r.scenarios.has_value());
    EXPECT_NE(r.error.find("/nonexistent/dir/missing.scen"), std::string::npos) << r.error;
}

// ---- length tolerance ---------------------------------------------------------------------

// Every tolerance also carries 2.5e-8 per unit of length for the float sqrt(2) of the hog2
// generator, and 1e-9 of slack; `expected` adds both to the precision part.
double expected(double precision, double length) {
    return precision + 2.5e-8 * length + 1e-9;
}

TEST(MovingAiScenario, ToleranceIsHalfAUnitInTheLastDecimalPrinted) {
    EXPECT_NEAR(length_tolerance("2835.85"), expected(0.005, 2835.85), 1e-12);  // %g
    EXPECT_NEAR(length_tolerance("244.95"), expected(0.005, 244.95), 1e-12);    // %.2f
    EXPECT_NEAR(length_tolerance("446.00"), expected(0.005, 446.0), 1e-12);
    EXPECT_NEAR(length_tolerance("0.5"), expected(0.05, 0.5), 1e-12);
}

TEST(MovingAiScenario, ToleranceIsAtLeastOneTenThousandth) {
    EXPECT_NEAR(length_tolerance("92.08333333"), expected(1e-4, 92.08333333), 1e-12);
    EXPECT_NEAR(length_tolerance("3.41421"), expected(1e-4, 3.41421), 1e-12);  // 5e-6 raised
}

TEST(MovingAiScenario, ToleranceOfAnIntegerIsTheSixthSignificantDigit) {
    EXPECT_NEAR(length_tolerance("4787"), expected(0.005, 4787), 1e-12);  // %g of 4787.00
    EXPECT_NEAR(length_tolerance("7"), expected(1e-4, 7), 1e-12);         // 5e-6 raised
    EXPECT_NEAR(length_tolerance("123456"), expected(0.5, 123456), 1e-12);
}

TEST(MovingAiScenario, ToleranceIgnoresATrailingPoint) {
    // "500." prints no digit more than "500": both stand for 500.000 under %g.
    EXPECT_NEAR(length_tolerance("500."), expected(5e-4, 500), 1e-12);
    EXPECT_DOUBLE_EQ(length_tolerance("500."), length_tolerance("500"));
    EXPECT_DOUBLE_EQ(length_tolerance("500."), length_tolerance("5e2"));
    EXPECT_DOUBLE_EQ(length_tolerance("5.e2"), length_tolerance("5e2"));
    EXPECT_DOUBLE_EQ(length_tolerance("1234567."), length_tolerance("1234567"));
}

TEST(MovingAiScenario, ToleranceOfALongIntegerIsHalfAUnit) {
    // %g would have printed 1234567 as 1.23457e+06, so these digits came from something else.
    EXPECT_NEAR(length_tolerance("1234567"), expected(0.5, 1234567), 1e-12);
}

TEST(MovingAiScenario, ToleranceFollowsAnExponent) {
    EXPECT_NEAR(length_tolerance("1e+06"), expected(5.0, 1e6), 1e-9);  // %g of 1.00000e+06
    EXPECT_NEAR(length_tolerance("1.23457e+06"), expected(5.0, 1.23457e6), 1e-9);
}

TEST(MovingAiScenario, ToleranceAcceptsALengthTheHog2GeneratorRoundedTheOtherWay) {
    // brc202d.map.scen line 948 prints 378.764; the exact length is 243 + 96 sqrt(2) = 378.76450,
    // more than half a unit away because the generator's sqrt(2) was a float.
    const double exact = 243 + 96 * std::sqrt(2.0);
    EXPECT_GT(std::abs(exact - 378.764), 0.0005);
    EXPECT_LE(std::abs(exact - 378.764), length_tolerance("378.764"));
    EXPECT_LT(length_tolerance("378.764"), 0.00052) << "still well under a unit in the last digit";
}

TEST(MovingAiScenario, ToleranceOfZeroIgnoresTheExponent) {
    // "0e10" is exactly 0, not 0 give or take 0.5e5: a path of any length would have passed.
    EXPECT_NEAR(length_tolerance("0e10"), expected(1e-4, 0), 1e-12);
    EXPECT_NEAR(length_tolerance("0e300"), expected(1e-4, 0), 1e-12);
    EXPECT_NEAR(length_tolerance("0.00e+8"), expected(0.005, 0), 1e-12);
}

TEST(MovingAiScenario, ToleranceOfAnExtremeExponentStaysFinite) {
    // Exponents at the ends of int: the digit arithmetic once overflowed (undefined behaviour)
    // and gave an infinite tolerance. A zero's exponent is ignored: the precision is that of
    // the digits alone. A non-zero number too small for a double is no number (parse_decimal),
    // so it gets the floor, like any text that is not a number.
    for (const char* text : {"0e2147483647", "0e-2147483648", "4e-2147483648",
                             "0.5e-2147483648"}) {
        EXPECT_NEAR(length_tolerance(text), expected(1e-4, 0), 1e-12) << text;
    }
    EXPECT_NEAR(length_tolerance("-0.0e2147483647"), expected(0.05, 0), 1e-12);
}

TEST(MovingAiScenario, ToleranceOfTextThatIsNotANumberIsTheFloor) {
    EXPECT_NEAR(length_tolerance("abc"), expected(1e-4, 0), 1e-12);
    EXPECT_NEAR(length_tolerance(""), expected(1e-4, 0), 1e-12);
    EXPECT_NEAR(length_tolerance("1e99999"), expected(1e-4, 0), 1e-12);
}

// ---- scenarios against their map ----------------------------------------------------------

TEST(MovingAiScenario, FitsAMapOfTheRightSize) {
    EXPECT_EQ(check_scenarios_fit_map(parse_ok(kTwoScenarios), open_map(49, 49), "test.scen"),
              std::nullopt);
}

TEST(MovingAiScenario, RejectsAMapOfAnotherSizeAtTheScenarioLine) {
    std::optional<std::string> error =
        check_scenarios_fit_map(parse_ok(kTwoScenarios), open_map(49, 48), "test.scen");
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(*error, "test.scen:2: scenario is for a 49x49 map, but the map is 49x48");
}

TEST(MovingAiScenario, RejectsAStartOrGoalOnAWall) {
    MovingAiMap map = open_map(4, 4);
    map.terrain[1 * 4 + 2] = '@';  // (2, 1)
    map.terrain[3 * 4 + 0] = 'T';  // (0, 3)
    std::optional<std::string> error = check_scenarios_fit_map(
        parse_ok("version 1\n0 a.map 4 4 0 0 1 0 1\n0 a.map 4 4 2 1 1 0 3\n"), map, "t.scen");
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(*error, "t.scen:3: start (2, 1) is a wall on the map");
    error = check_scenarios_fit_map(parse_ok("version 1\n0 a.map 4 4 1 1 0 3 3\n"), map, "t.scen");
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(*error, "t.scen:2: goal (0, 3) is a wall on the map");
    // Swamp and water are not walls.
    map.terrain[0] = 'S';
    map.terrain[1] = 'W';
    EXPECT_EQ(check_scenarios_fit_map(parse_ok("version 1\n0 a.map 4 4 0 0 1 0 1\n"), map,
                                      "t.scen"),
              std::nullopt);
}

// ---- the benchmark files in the shared folder ---------------------------------------------

// Every scenario file parses and fits the map its lines name, looked up by basename in the same
// folder. The README of that folder lists 31,150 problems in all; counting them catches lines
// dropped by mistake.
TEST(MovingAiSharedFolder, EveryScenarioFileParsesAndFitsItsMap) {
    const std::filesystem::path dir = ASTAR_MOVINGAI_DIR;
    std::map<std::string, MovingAiMap> maps;
    std::size_t files = 0;
    std::size_t problems = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        if (entry.path().extension() != ".scen") continue;
        const std::string scen_path = entry.path().string();
        ScenarioParseResult r = read_movingai_scenarios(scen_path);
        ASSERT_TRUE(r.scenarios.has_value()) << r.error;
        ASSERT_FALSE(r.scenarios->empty()) << scen_path;
        ++files;
        problems += r.scenarios->size();

        // A file's lines could name several maps, so each line is checked against its own.
        std::map<std::string, std::vector<Scenario>> by_map;
        for (const Scenario& s : *r.scenarios) by_map[s.map_name].push_back(s);
        for (const auto& [name, scenarios] : by_map) {
            if (!maps.count(name)) {
                MapParseResult m = read_movingai_map((dir / name).string());
                ASSERT_TRUE(m.map.has_value()) << scen_path << " names " << name << ": " << m.error;
                maps[name] = std::move(*m.map);
            }
            EXPECT_EQ(check_scenarios_fit_map(scenarios, maps[name], scen_path), std::nullopt);
        }
    }
    EXPECT_GT(files, 0u) << "no .scen files in " << dir;
    EXPECT_EQ(problems, 31150u);
}

}  // namespace
}  // namespace astar
