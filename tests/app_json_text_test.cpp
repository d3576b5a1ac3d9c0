#include "app/model/json_text.hpp"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace astar::app
