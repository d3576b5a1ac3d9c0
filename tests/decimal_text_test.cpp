// Decimal text: parse_decimal reads only plain decimal numbers, and format_decimal writes text
// that parse_decimal reads back to the very same double.
#include "core/decimal_text.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

namespace astar {
namespace {

TEST(DecimalText, PlainNumbersParse) {
    EXPECT_EQ(parse_decimal("1.5"), 1.5);
    EXPECT_EQ(parse_decimal("-2"), -2.0);
    EXPECT_EQ(parse_decimal("1e3"), 1000.0);
}

TEST(DecimalText, AnythingElseIsAnError) {
    for (const char* text : {"", " 1", "1.5x", "0x10", "nan", "inf", "1e", ".", "1,5"}) {
        EXPECT_EQ(parse_decimal(text), std::nullopt) << '"' << text << '"';
    }
}

// A number a double cannot hold but 0 would stand in for, silently: --weight 1e-400 ran as
// weight 0. Zeros are still zeros, and the smallest subnormal still reads.
TEST(DecimalText, NonZeroNumbersTooSmallForADoubleAreErrors) {
    for (const char* text : {"1e-400", "-1e-400", "0.0001e-330", "4e-325"}) {
        EXPECT_EQ(parse_decimal(text), std::nullopt) << '"' << text << '"';
    }
    EXPECT_EQ(parse_decimal("0e-400"), 0.0);
    EXPECT_EQ(parse_decimal("0.000"), 0.0);
    EXPECT_EQ(parse_decimal("5e-324"), 5e-324);
}

TEST(DecimalText, FormattedNumbersReadBackExactly) {
    for (double v : {0.0, 1.0, 0.1, 1.0 / 3.0, 3 + std::sqrt(2.0), 1e-7, 123456789.125, -2.5,
                     std::numeric_limits<double>::max(), std::numeric_limits<double>::min()}) {
        EXPECT_EQ(parse_decimal(format_decimal(v)), v) << format_decimal(v);
    }
    EXPECT_EQ(format_decimal(4.0), "4");
}

TEST(DecimalText, ShortestFormUsesOnlyTheDigitsNeeded) {
    EXPECT_EQ(format_shortest(1.5), "1.5");
    EXPECT_EQ(format_shortest(0.1), "0.1");
    EXPECT_EQ(format_shortest(1.0000001), "1.0000001");  // "%g" gave "1"
    EXPECT_EQ(format_shortest(1000.0), "1000");
    for (double v : {0.1 + 0.2, 1.0 / 3.0, 1e-300, 123456789.125, 0.70710678118654757}) {
        EXPECT_EQ(parse_decimal(format_shortest(v)), v) << format_shortest(v);
    }
}

TEST(DecimalsNeeded, TheFewestThatReadBackExactlyWithinTheBounds) {
    EXPECT_EQ(decimals_needed(1.0, 2, 6), 2);      // "1.00"
    EXPECT_EQ(decimals_needed(0.8, 2, 6), 2);
    EXPECT_EQ(decimals_needed(0.707, 2, 6), 3);    // "%.2f" showed 0.71 next to "Optimal."
    EXPECT_EQ(decimals_needed(0.7075, 2, 6), 4);
    EXPECT_EQ(decimals_needed(1000.0, 2, 6), 2);
    EXPECT_EQ(decimals_needed(1.0 / std::sqrt(2.0), 2, 6), 6);  // none does: the most
    EXPECT_EQ(decimals_needed(0.25, 0, 6), 2);
    EXPECT_EQ(decimals_needed(3.0, 0, 6), 0);
}

TEST(SplitFields, KeepsEmptyPiecesAndViewsIntoTheText) {
    using Pieces = std::vector<std::string_view>;
    EXPECT_EQ(split_fields("a;b", ';'), (Pieces{"a", "b"}));
    EXPECT_EQ(split_fields("a;;b;", ';'), (Pieces{"a", "", "b", ""}));
    EXPECT_EQ(split_fields("", ';'), (Pieces{""}));
    EXPECT_EQ(split_fields("1,2", ';'), (Pieces{"1,2"}));
    const std::string_view text = "x=1;y=2";
    EXPECT_EQ(split_fields(text, ';')[1].data(), text.data() + 4);
}

}  // namespace
}  // namespace astar
