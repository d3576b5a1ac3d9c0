#include "core/movingai_map.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <random>
#include <string>

namespace astar {
namespace {

// A 4 x 3 map with every terrain character, in the layout the benchmark files use.
constexpr const char* kSmallMap =
    "type octile\n"
    "height 3\n"
    "width 4\n"
    "map\n"
    ".G@O\n"
    "TSW.\n"
    "....\n";

// Parses `text` as "test.map" and checks that it fails with "test.map:<line>: ..." and that
// the message mentions `problem`.
void expect_map_error(std::string_view text, int line, std::string_view problem) {
    MapParseResult r = parse_movingai_map(text, "test.map");
    EXPECT_FALSE(r.map.has_value());
    const std::string prefix = "test.map:" + std::to_string(line) + ": ";
    EXPECT_EQ(r.error.rfind(prefix, 0), 0u)
        << "error: " << r.error << "\nexpected prefix: " << prefix;
    EXPECT_NE(r.error.find(problem), std::string::npos)
        << "error: " << r.error << "\nexpected to mention: " << problem;
}

MovingAiMap parse_ok(std::string_view text) {
    MapParseResult r = parse_movingai_map(text, "test.map");
    EXPECT_TRUE(r.map.has_value()) << r.error;
    EXPECT_EQ(r.error, "");
    return r.map.value_or(MovingAiMap{});
}

// ---- the line splitter both readers use ---------------------------------------------------

// A reader keeps the few fields it needs and counts the rest: a 60 MB line of one-letter fields
// made 31 million views (0.6 GB) before its count was checked (fuzz pass).
TEST(MovingAiFields, KeepsTheFirstFewAndCountsThemAll) {
    using movingai_detail::split_fields;
    EXPECT_EQ(split_fields("  width\t 12  "), (std::vector<std::string_view>{"width", "12"}));
    std::string many;
    for (int i = 0; i < 100000; ++i) many += " x";
    std::size_t count = 0;
    const std::vector<std::string_view> kept = split_fields(many, 2, &count);
    EXPECT_EQ(kept, (std::vector<std::string_view>{"x", "x"}));
    EXPECT_EQ(count, 100000u);
    EXPECT_EQ(split_fields(many, 3).size(), 3u);
    EXPECT_TRUE(split_fields("   ", 2, &count).empty());
    EXPECT_EQ(count, 0u);
}

TEST(MovingAiLineList, SplitsOnNewlinesDropsOneCarriageReturnAndNoEmptyLastLine) {
    using movingai_detail::LineList;
    struct Case {
        std::string_view text;
        std::vector<std::string_view> lines;
    };
    const Case cases[] = {
        {"", {}},
        {"\n", {""}},
        {"a", {"a"}},
        {"a\n", {"a"}},
        {"a\nb", {"a", "b"}},
        {"a\r\n\r\nb\r\n", {"a", "", "b"}},
        {"a\r\r\n\n\n", {"a\r", "", ""}},
    };
    for (const Case& c : cases) {
        const LineList lines(c.text);
        ASSERT_EQ(lines.size(), c.lines.size()) << c.text;
        // In order, backwards (each step back starts again from the top), then skipping about.
        for (std::size_t i = 0; i < c.lines.size(); ++i) EXPECT_EQ(lines[i], c.lines[i]);
        for (std::size_t i = c.lines.size(); i-- > 0;) EXPECT_EQ(lines[i], c.lines[i]);
        for (std::size_t i : {std::size_t{2}, std::size_t{0}, std::size_t{1}, std::size_t{2}}) {
            if (i < c.lines.size()) {
                EXPECT_EQ(lines[i], c.lines[i]);
            }
        }
    }
}

// ---- what parses --------------------------------------------------------------------------

TEST(MovingAiMap, ParsesSizeAndTerrainRowMajor) {
    MovingAiMap map = parse_ok(kSmallMap);
    EXPECT_EQ(map.width, 4);
    EXPECT_EQ(map.height, 3);
    ASSERT_EQ(map.terrain.size(), 12u);
    EXPECT_EQ(map.at({0, 0}), '.');
    EXPECT_EQ(map.at({3, 0}), 'O');
    EXPECT_EQ(map.at({0, 1}), 'T');
    EXPECT_EQ(map.at({2, 1}), 'W');
    EXPECT_EQ(map.at({3, 2}), '.');
}

TEST(MovingAiMap, AcceptsHeaderLinesInAnyOrder) {
    MovingAiMap map = parse_ok("width 4\ntype octile\nheight 3\nmap\n.G@O\nTSW.\n....\n");
    EXPECT_EQ(map, parse_ok(kSmallMap));
}

TEST(MovingAiMap, AcceptsCrlfLineEndings) {
    MovingAiMap map =
        parse_ok("type octile\r\nheight 3\r\nwidth 4\r\nmap\r\n.G@O\r\nTSW.\r\n....\r\n");
    EXPECT_EQ(map, parse_ok(kSmallMap));
}

TEST(MovingAiMap, AcceptsAUtf8ByteOrderMark) {
    // Windows Notepad starts a UTF-8 file with one; it was read as part of "type".
    MovingAiMap map = parse_ok("\xEF\xBB\xBF" + std::string(kSmallMap));
    EXPECT_EQ(map, parse_ok(kSmallMap));
    // Only at the very start: elsewhere it is still text that does not belong.
    expect_map_error("type octile\n\xEF\xBB\xBFheight 3\nwidth 4\nmap\n.G@O\nTSW.\n....\n", 2,
                     "height");
}

TEST(MovingAiMap, AcceptsTrailingBlankLines) {
    MovingAiMap map = parse_ok(std::string(kSmallMap) + "\n\r\n  \n\t\n");
    EXPECT_EQ(map, parse_ok(kSmallMap));
}

TEST(MovingAiMap, AcceptsAMissingNewlineAtTheEnd) {
    MovingAiMap map = parse_ok("type octile\nheight 1\nwidth 2\nmap\n..");
    EXPECT_EQ(map.terrain, (std::vector<char>{'.', '.'}));
}

TEST(MovingAiMap, AcceptsSpacesAndTabsAfterARow) {
    MovingAiMap map =
        parse_ok("type octile\nheight 3\nwidth 4\nmap\n.G@O  \nTSW.\t\n.... \t \r\n");
    EXPECT_EQ(map, parse_ok(kSmallMap));
    // Not inside a row, and a short row is still short.
    expect_map_error("type octile\nheight 1\nwidth 4\nmap\n.. .\n", 5,
                     "unknown terrain character ' ' at column 3");
    expect_map_error("type octile\nheight 1\nwidth 4\nmap\n...  \n", 5,
                     "row 1 has 3 characters, expected width 4");
    // Before a row they count, and the message says what is easy to miss.
    expect_map_error("type octile\nheight 1\nwidth 4\nmap\n ....\n", 5,
                     "row 1 has 5 characters, expected width 4 (it starts with a space)");
    expect_map_error("type octile\nheight 1\nwidth 4\nmap\n\t....\n", 5,
                     "row 1 has 5 characters, expected width 4 (it starts with a tab)");
}

TEST(MovingAiMap, AcceptsTabsAndExtraSpacesInTheHeader) {
    MovingAiMap map = parse_ok("type\toctile\nheight   1 \n  width 2\nmap \n..\n");
    EXPECT_EQ(map.width, 2);
}

// ---- what is rejected, and where ----------------------------------------------------------

TEST(MovingAiMap, RejectsAnEmptyFile) {
    expect_map_error("", 1, "empty file");
}

TEST(MovingAiMap, RejectsAFileOfBlankLines) {
    expect_map_error("\n  \r\n\n", 1, "empty file");
}

TEST(MovingAiMap, RejectsAMissingTypeLineAtTheMapLine) {
    expect_map_error("height 1\nwidth 1\nmap\n.\n", 3, "missing 'type'");
}

TEST(MovingAiMap, RejectsAMissingHeightLineAtTheMapLine) {
    expect_map_error("type octile\nwidth 1\nmap\n.\n", 3, "missing 'height'");
}

TEST(MovingAiMap, RejectsAMissingWidthLineAtTheMapLine) {
    expect_map_error("type octile\nheight 1\nmap\n.\n", 3, "missing 'width'");
}

TEST(MovingAiMap, RejectsAnUnknownHeaderKeyword) {
    expect_map_error("type octile\nheigth 1\nwidth 1\nmap\n.\n", 2,
                     "unknown header keyword 'heigth'");
}

// A .scen file given as a map (dropped on the app next to its map, or --map by mistake).
TEST(MovingAiMap, NamesAScenarioFileForWhatItIs) {
    expect_map_error("version 1\n0\tarena.map\t49\t49\t1\t11\t1\t12\t1\n", 1,
                     "this is a Moving AI scenario file (it starts with 'version'), not a map");
}

TEST(MovingAiMap, RejectsADuplicateHeaderKeywordNamingTheFirstLine) {
    expect_map_error("type octile\nheight 1\nwidth 1\nheight 1\nmap\n.\n", 4,
                     "duplicate 'height' line (first on line 2)");
}

TEST(MovingAiMap, RejectsAHeaderLineWithoutAValue) {
    expect_map_error("type octile\nheight\nwidth 1\nmap\n.\n", 2, "expected 'height <value>'");
}

TEST(MovingAiMap, RejectsANonNumericSize) {
    expect_map_error("type octile\nheight 1\nwidth 4x\nmap\n....\n", 3,
                     "width '4x' is not a number");
}

TEST(MovingAiMap, RejectsAZeroSize) {
    expect_map_error("type octile\nheight 0\nwidth 1\nmap\n", 2, "height must be positive, got 0");
}

TEST(MovingAiMap, RejectsANegativeSize) {
    expect_map_error("type octile\nheight 1\nwidth -3\nmap\n", 3, "width must be positive, got -3");
}

TEST(MovingAiMap, RejectsAHeightOverTheLimitOnTheHeightLine) {
    const std::string too_tall = std::to_string(kMaxGridSide + 1);
    expect_map_error("type octile\nheight " + too_tall + "\nwidth 1\nmap\n.\n", 2,
                     "at most 4096 x 4096 are accepted");
}

TEST(MovingAiMap, RejectsAWidthOverTheLimitOnTheWidthLine) {
    const std::string too_wide = std::to_string(kMaxGridSide + 1);
    expect_map_error("type octile\nwidth " + too_wide + "\nheight 1\nmap\n.\n", 2,
                     "at most 4096 x 4096 are accepted");
}

// A caller with a smaller limit (the app: 1024) gets the same words however far a map is over
// it; a 5000-wide map was told the grid's own limit, 4096.
TEST(MovingAiMap, RejectsAMapOverTheCallersLimitInOneWay) {
    for (const char* width : {"1025", "5000"}) {
        const std::string text = "type octile\nheight 1\nwidth " + std::string(width) + "\nmap\n";
        const MapParseResult r = parse_movingai_map(text, "big.map", 1024);
        EXPECT_EQ(r.error, "big.map:3: the map is " + std::string(width) +
                               " x 1 cells; at most 1024 x 1024 are accepted here");
    }
    EXPECT_TRUE(parse_movingai_map("type octile\nheight 1\nwidth 2\nmap\n..\n", "m", 2).map);
}

TEST(MovingAiMap, RejectsANumberTooBigForAnyIntegerType) {
    expect_map_error("type octile\nheight 99999999999999999999\nwidth 1\nmap\n", 2,
                     "height '99999999999999999999' is out of range");
}

// Two sides that fit a long long but whose product does not: the size check multiplied them
// first, which is undefined behaviour (tests/fuzz found it; the sanitized corpus replay in
// CTest has the input). The error is the one for a side too long.
TEST(MovingAiMap, RejectsTwoHugeSidesWithoutMultiplyingThem) {
    expect_map_error("type octile\nheight 6171178737961038314\nwidth 6171178737961038314\nmap\n", 3,
                     "the map is 6171178737961038314 x 6171178737961038314 cells; at most 4096 x "
                     "4096 are accepted");
}

TEST(MovingAiMap, RejectsATypeOtherThanOctile) {
    expect_map_error("type octile-corner\nheight 1\nwidth 1\nmap\n.\n", 1,
                     "map type 'octile-corner' is not supported");
}

TEST(MovingAiMap, RejectsAFileEndingBeforeTheMapLine) {
    expect_map_error("type octile\nheight 1\nwidth 1\n", 4, "file ends before the 'map' line");
}

TEST(MovingAiMap, RejectsRowsWithoutAMapLineAtTheFirstRow) {
    expect_map_error("type octile\nheight 1\nwidth 2\n..\n", 4, "unknown header keyword '..'");
}

TEST(MovingAiMap, RejectsARowShorterThanTheWidth) {
    expect_map_error("type octile\nheight 2\nwidth 4\nmap\n....\n...\n", 6,
                     "row 2 has 3 characters, expected width 4");
}

TEST(MovingAiMap, RejectsARowLongerThanTheWidth) {
    expect_map_error("type octile\nheight 2\nwidth 4\nmap\n.....\n....\n", 5,
                     "row 1 has 5 characters, expected width 4");
}

TEST(MovingAiMap, RejectsAnUnknownTerrainCharacterNamingItsColumn) {
    expect_map_error("type octile\nheight 2\nwidth 4\nmap\n....\n..x.\n", 6,
                     "unknown terrain character 'x' at column 3");
}

// Three accented letters are six bytes: the row was said to have "6 characters".
TEST(MovingAiMap, NamesANonAsciiCharacterRatherThanCountingItsBytes) {
    expect_map_error("type octile\nheight 1\nwidth 3\nmap\n\xC3\xA9\xC3\xA9\xC3\xA9\n", 5,
                     "row 1 has a non-ASCII character at column 1");
    expect_map_error("type octile\nheight 1\nwidth 3\nmap\n..\xC3\xA9\n", 5,
                     "row 1 has a non-ASCII character at column 3");
}

// Classic Mac OS line endings made the whole file one line: "expected 'type <value>', got 3
// values".
TEST(MovingAiMap, NamesLineEndingsOfACarriageReturnAlone) {
    expect_map_error("type octile\rheight 1\rwidth 1\rmap\r.\r", 1,
                     "the lines end in a carriage return alone");
    // A stray CR in an LF file is not blamed on the line endings.
    expect_map_error("type octile\nheight 1\nwidth 2\nmap\n.\r.\n", 5,
                     "row 1 has 3 characters, expected width 2");
}

TEST(MovingAiMap, NamesAnUnprintableTerrainCharacterInHex) {
    using namespace std::string_literals;
    expect_map_error("type octile\nheight 1\nwidth 2\nmap\n.\0\n"s, 5,
                     "unknown terrain character '\\x00' at column 2");
}

TEST(MovingAiMap, RejectsAFileEndingBeforeTheLastRow) {
    expect_map_error("type octile\nheight 3\nwidth 1\nmap\n.\n.\n", 7,
                     "file ends after 2 map rows, expected height 3");
}

TEST(MovingAiMap, RejectsFewerRowsThanTheHeightFollowedByBlankLines) {
    expect_map_error("type octile\nheight 3\nwidth 1\nmap\n.\n\n\n", 6,
                     "map has 1 rows, expected height 3");
}

TEST(MovingAiMap, RejectsABlankLineBetweenRows) {
    expect_map_error("type octile\nheight 2\nwidth 1\nmap\n\n.\n", 5, "row 1 has 0 characters");
}

TEST(MovingAiMap, RejectsTextAfterTheLastRow) {
    expect_map_error("type octile\nheight 1\nwidth 1\nmap\n.\n\n.\n", 7,
                     "unexpected text after the last map row (height is 1)");
}

TEST(MovingAiMap, SurvivesEveryTruncationOfAValidFile) {
    const std::string full = kSmallMap;
    for (std::size_t n = 0; n < full.size(); ++n) {
        MapParseResult r = parse_movingai_map(std::string_view(full).substr(0, n), "cut.map");
        EXPECT_NE(r.map.has_value(), !r.error.empty()) << "cut at " << n;
    }
}

TEST(MovingAiMap, SurvivesRandomBytes) {
    std::mt19937 random(12345);
    std::uniform_int_distribution<int> byte(0, 255);
    for (int round = 0; round < 2000; ++round) {
        std::string junk(static_cast<std::size_t>(round % 300), '\0');
        for (char& c : junk) c = static_cast<char>(byte(random));
        // Half the rounds put a valid header first, so the row checks see junk too.
        if (round % 2 == 0) junk = "type octile\nheight 4\nwidth 4\nmap\n" + junk;
        MapParseResult r = parse_movingai_map(junk, "junk.map");
        EXPECT_NE(r.map.has_value(), !r.error.empty());
        EXPECT_LT(r.error.size(), 300u) << "an error message should stay one short line";
    }
}

// ---- writing ------------------------------------------------------------------------------

TEST(MovingAiMap, FormatWritesTheCanonicalText) {
    EXPECT_EQ(format_movingai_map(parse_ok(kSmallMap)), kSmallMap);
}

TEST(MovingAiMap, RoundTripsThroughFormat) {
    MovingAiMap first =
        parse_ok("width 4\r\nheight 3\r\ntype octile\r\nmap\r\n.G@O\r\nTSW.\r\n....\r\n\r\n");
    MovingAiMap second = parse_ok(format_movingai_map(first));
    EXPECT_EQ(first, second);
}

TEST(MovingAiMap, WriteThenReadGivesTheSameMap) {
    const std::string path =
        (std::filesystem::temp_directory_path() / "astar_movingai_map_test_roundtrip.map").string();
    MovingAiMap map = parse_ok(kSmallMap);
    ASSERT_EQ(write_movingai_map(path, map), std::nullopt);
    MapParseResult r = read_movingai_map(path);
    std::filesystem::remove(path);
    ASSERT_TRUE(r.map.has_value()) << r.error;
    EXPECT_EQ(*r.map, map);
}

TEST(MovingAiMap, ReadNamesAMissingFile) {
    MapParseResult r = read_movingai_map("/nonexistent/dir/missing.map");
    EXPECT_FALSE(r.map.has_value());
    EXPECT_NE(r.error.find("/nonexistent/dir/missing.map"), std::string::npos) << r.error;
}

TEST(MovingAiMap, ReadErrorsNameThePathAsTheSource) {
    const std::string path =
        (std::filesystem::temp_directory_path() / "astar_movingai_map_test_bad.map").string();
    MovingAiMap map = parse_ok(kSmallMap);
    map.terrain[5] = '?';  // written as is, so reading it back must fail on row 2
    ASSERT_EQ(write_movingai_map(path, map), std::nullopt);
    MapParseResult r = read_movingai_map(path);
    std::filesystem::remove(path);
    EXPECT_EQ(r.error.rfind(path + ":6: unknown terrain character '?' at column 2", 0), 0u)
        << r.error;
}

TEST(MovingAiMap, WriteNamesAPathItCannotWrite) {
    std::optional<std::string> error =
        write_movingai_map("/nonexistent/dir/out.map", parse_ok(kSmallMap));
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->find("/nonexistent/dir/out.map"), std::string::npos) << *error;
}

// ---- to_grid / from_grid ------------------------------------------------------------------

TEST(MovingAiMap, ToGridMakesAtOAndTWalls) {
    Grid grid = to_grid(parse_ok(kSmallMap));
    EXPECT_FALSE(grid.passable({2, 0}));  // '@'
    EXPECT_FALSE(grid.passable({3, 0}));  // 'O'
    EXPECT_FALSE(grid.passable({0, 1}));  // 'T'
}

TEST(MovingAiMap, ToGridGivesEveryPassableTerrainCostOneByDefault) {
    Grid grid = to_grid(parse_ok(kSmallMap));
    EXPECT_EQ(grid.width(), 4);
    EXPECT_EQ(grid.height(), 3);
    for (Cell c : {Cell{0, 0}, Cell{1, 0}, Cell{1, 1}, Cell{2, 1}, Cell{3, 2}}) {
        EXPECT_EQ(grid.cost(c), 1) << c.x << "," << c.y;
    }
}

TEST(MovingAiMap, ToGridAppliesTerrainCosts) {
    Grid grid = to_grid(parse_ok(kSmallMap), TerrainCosts{.ground = 2, .swamp = 5, .water = 9});
    EXPECT_EQ(grid.cost({0, 0}), 2);  // '.'
    EXPECT_EQ(grid.cost({1, 0}), 2);  // 'G'
    EXPECT_EQ(grid.cost({1, 1}), 5);  // 'S'
    EXPECT_EQ(grid.cost({2, 1}), 9);  // 'W'
    EXPECT_EQ(grid.cost({2, 0}), kWall);
}

TEST(MovingAiMap, ToGridFlagsOnlyWaterAsWater) {
    Grid grid = to_grid(parse_ok(kSmallMap));
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x) {
            EXPECT_EQ(grid.water({x, y}), x == 2 && y == 1) << x << "," << y;
        }
    }
}

TEST(MovingAiMap, ToGridAddsNoWaterLayerToAMapWithoutWater) {
    Grid grid = to_grid(parse_ok("type octile\nheight 1\nwidth 3\nmap\n.S@\n"));
    EXPECT_FALSE(grid.has_water());
}

TEST(MovingAiMap, ToGridGivesAnEmptyGridForAnInconsistentMap) {
    MovingAiMap map{.width = 3, .height = 2, .terrain = {'.', '.'}};
    EXPECT_EQ(to_grid(map).cell_count(), 0);
}

TEST(MovingAiMap, FromGridWritesWallsWaterGroundAndSwamp) {
    Grid grid(4, 1);
    grid.set_cost({0, 0}, kWall);
    grid.set_water({1, 0}, true);
    grid.set_cost({3, 0}, 7);
    MovingAiMap map = from_grid(grid);
    EXPECT_EQ(map.width, 4);
    EXPECT_EQ(map.height, 1);
    EXPECT_EQ(map.terrain, (std::vector<char>{'@', 'W', '.', 'S'}));
}

TEST(MovingAiMap, FromGridThenToGridKeepsWallsAndWaterButNotCosts) {
    Grid grid(3, 1);
    grid.set_cost({0, 0}, kWall);
    grid.set_cost({1, 0}, 7);
    grid.set_cost({2, 0}, 4);
    grid.set_water({2, 0}, true);
    Grid back = to_grid(from_grid(grid));
    EXPECT_FALSE(back.passable({0, 0}));
    EXPECT_EQ(back.cost({1, 0}), 1);  // 'S' comes back at TerrainCosts::swamp
    EXPECT_TRUE(back.water({2, 0}));
    EXPECT_EQ(back.cost({2, 0}), 1);
}

TEST(MovingAiMap, ToGridThenFromGridGivesTheCanonicalCharacters) {
    MovingAiMap map = from_grid(to_grid(parse_ok(kSmallMap)));
    // 'G' becomes '.', and 'O' and 'T' become '@': the Grid keeps what matters for a search.
    EXPECT_EQ(format_movingai_map(map), "type octile\nheight 3\nwidth 4\nmap\n..@@\n@.W.\n....\n");
}

// Saving a map that was opened from a file keeps its characters where the cells are what the
// file said: 'T' and 'O' stay (they are walls, as '@' is), 'G' stays ground.
TEST(MovingAiMap, FromGridKeepsTheLoadedCharactersOfCellsLeftAlone) {
    const MovingAiMap loaded = parse_ok(kSmallMap);  // ".G@O" / "TSW." / "...."
    // Swamp dearer than ground, as in the app: at the default cost of 1 it is ground.
    const TerrainCosts costs{.ground = 1, .swamp = 5, .water = 9};
    EXPECT_EQ(from_grid(to_grid(loaded, costs), &loaded), loaded);
    EXPECT_NE(from_grid(to_grid(loaded, costs)), loaded);
}

TEST(MovingAiMap, FromGridWritesEditedCellsWithTheCanonicalCharacters) {
    const MovingAiMap loaded = parse_ok(kSmallMap);
    Grid grid = to_grid(loaded, TerrainCosts{.ground = 1, .swamp = 5, .water = 9});
    grid.set_cost({0, 1}, kPlainGround);  // the tree cleared
    grid.set_cost({0, 0}, kWall);         // ground walled
    grid.set_cost({1, 0}, 5);             // 'G' ground made swamp
    grid.set_water({2, 1}, false);        // water made ground
    grid.set_cost({2, 1}, kPlainGround);
    MovingAiMap expected = from_grid(grid);
    expected.terrain[3] = 'O';  // (3,0), untouched: still 'O'
    EXPECT_EQ(from_grid(grid, &loaded), expected);
    EXPECT_EQ(format_movingai_map(from_grid(grid, &loaded)),
              "type octile\nheight 3\nwidth 4\nmap\n@S@O\n.S..\n....\n");
}

// A map of another size (a New map, say) has nothing to keep from the file.
TEST(MovingAiMap, FromGridIgnoresALoadedMapOfAnotherSize) {
    const MovingAiMap loaded = parse_ok(kSmallMap);
    Grid grid(3, 4, kWall);
    EXPECT_EQ(from_grid(grid, &loaded), from_grid(grid));
    MovingAiMap broken = loaded;
    broken.terrain.pop_back();  // the size fields say 12 cells, the characters are 11
    EXPECT_EQ(from_grid(to_grid(loaded), &broken), from_grid(to_grid(loaded)));
}

// ---- the benchmark files in the shared folder ---------------------------------------------

TEST(MovingAiSharedFolder, EveryMapParses) {
    int maps = 0;
    for (const auto& entry : std::filesystem::directory_iterator(ASTAR_MOVINGAI_DIR)) {
        if (entry.path().extension() != ".map") continue;
        MapParseResult r = read_movingai_map(entry.path().string());
        EXPECT_TRUE(r.map.has_value()) << r.error;
        if (r.map) {
            EXPECT_GT(to_grid(*r.map).cell_count(), 0) << entry.path();
        }
        ++maps;
    }
    EXPECT_GT(maps, 0) << "no .map files in " << ASTAR_MOVINGAI_DIR;
}

}  // namespace
}  // namespace astar
