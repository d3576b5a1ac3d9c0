// wrap_lines: lines break at spaces and newlines only, so a number such as 0.7071 is never
// split at its decimal point (Dear ImGui 1.86's own wrapping breaks after '.').
#include "app/model/text_wrap.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace astar::app {
namespace {

// Every character one unit wide: a width of 10 holds 10 characters.
float char_count(std::string_view text) { return static_cast<float>(text.size()); }

std::vector<std::string> wrap(std::string_view text, float width) {
    std::vector<std::string> out;
    for (std::string_view line : wrap_lines(text, width, char_count)) out.emplace_back(line);
    return out;
}

using Lines = std::vector<std::string>;

TEST(TextWrap, NumbersStayWholeWhereImGuiWouldBreakAfterThePoint) {
    // ImGui 1.86 showed "... but not to 0." and "7071 or less" on the next line.
    EXPECT_EQ(wrap("weight down to 0.7071 or less", 18),
              (Lines{"weight down to", "0.7071 or less"}));
    EXPECT_EQ(wrap("2 cells tie at f = 32.41; ties go to", 22),
              (Lines{"2 cells tie at f =", "32.41; ties go to"}));
}

TEST(TextWrap, BreaksAtTheLastSpaceThatFitsAndDropsIt) {
    EXPECT_EQ(wrap("aaa bbb ccc", 7), (Lines{"aaa bbb", "ccc"}));
    EXPECT_EQ(wrap("aaa bbb ccc", 6), (Lines{"aaa", "bbb", "ccc"}));
    EXPECT_EQ(wrap("aaa  bbb", 4), (Lines{"aaa", "bbb"}));
}

TEST(TextWrap, ShortTextIsOneLine) {
    EXPECT_EQ(wrap("fits", 10), (Lines{"fits"}));
    EXPECT_EQ(wrap("", 10), (Lines{""}));
}

TEST(TextWrap, NewlinesAlwaysBreakAndEmptyLinesStay) {
    EXPECT_EQ(wrap("one\n\ntwo three", 5), (Lines{"one", "", "two", "three"}));
}

TEST(TextWrap, AWordTooLongForALineIsCut) {
    EXPECT_EQ(wrap("abcdefghij xy", 4), (Lines{"abcd", "efgh", "ij", "xy"}));
    // However narrow, each line takes at least one character: no endless loop.
    EXPECT_EQ(wrap("abc", 0), (Lines{"a", "b", "c"}));
}

TEST(TextWrap, AMultiByteCharacterIsNeverCut) {
    // "é" is two bytes; cutting between them would draw garbage.
    const Lines lines = wrap("\xC3\xA9\xC3\xA9\xC3\xA9", 3);
    for (const std::string& line : lines) {
        EXPECT_NE(static_cast<unsigned char>(line.front()) & 0xC0, 0x80) << line;
    }
    EXPECT_EQ(lines, (Lines{"\xC3\xA9", "\xC3\xA9", "\xC3\xA9"}));
}

// fit_line: a combo's value in a field too narrow for it.
TEST(FitLine, TextThatFitsIsKept) {
    EXPECT_EQ(fit_line("Prefer larger g", 15, char_count), "Prefer larger g");
}

TEST(FitLine, ARemarkInBracketsGoesFirst) {
    EXPECT_EQ(fit_line("Depth-first walk (not A*)", 20, char_count), "Depth-first walk");
}

TEST(FitLine, ElseAsMuchAsFitsThenDots) {
    // 12 columns: 9 characters and "...", the space at the cut dropped.
    EXPECT_EQ(fit_line("At most one side blocked", 12, char_count), "At most o...");
    EXPECT_EQ(fit_line("At most one side blocked", 11, char_count), "At most...");
    // The bracketed form too long as well.
    EXPECT_EQ(fit_line("Depth-first walk (not A*)", 10, char_count), "Depth-f...");
}

TEST(FitLine, AtLeastOneCharacter) {
    EXPECT_EQ(fit_line("Manhattan", 2, char_count), "M...");
}

}  // namespace
}  // namespace astar::app
