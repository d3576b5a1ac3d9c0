#include "app/model/json_text.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

namespace astar::app {
namespace {

TEST(JsonText, PlainTextIsQuoted) { EXPECT_EQ(json_string("octile"), "\"octile\""); }

TEST(JsonText, QuotesAndBackslashesAreEscaped) {
    EXPECT_EQ(json_string("a \"b\" c:\\d"), "\"a \\\"b\\\" c:\\\\d\"");
}

TEST(JsonText, ControlCharactersBecomeUnicodeEscapes) {
    EXPECT_EQ(json_string("line 1\nline 2\t\x01"), "\"line 1\\u000aline 2\\u0009\\u0001\"");
    EXPECT_EQ(json_string(std::string("a\0b", 3)), "\"a\\u0000b\"");
}

TEST(JsonText, Utf8PassesThrough) { EXPECT_EQ(json_string("g \xe2\x89\xa4 f"), "\"g \xe2\x89\xa4 f\""); }

TEST(JsonText, NumbersReadBackExactly) {
    EXPECT_EQ(json_number(4.0), "4");
    EXPECT_EQ(std::stod(json_number(0.1)), 0.1);
    EXPECT_EQ(std::stod(json_number(3 + std::sqrt(2.0))), 3 + std::sqrt(2.0));
}

TEST(JsonText, NumbersJsonCannotHoldAreNull) {
    EXPECT_EQ(json_number(std::numeric_limits<double>::infinity()), "null");
    EXPECT_EQ(json_number(-std::numeric_limits<double>::infinity()), "null");
    EXPECT_EQ(json_number(std::numeric_limits<double>::quiet_NaN()), "null");
}

}  // namespace
}  // namespace astar::app
