// Text for the JSON the app hands to the page (web_bridge.cpp) and to the browser tests
// (exports.cpp): the escaping rules live here once.
#pragma once

#include <string>
#include <string_view>

namespace astar::app {

// `text` as a JSON string literal: quotes, backslashes and control characters escaped, other
// bytes (UTF-8 included) as they are.
std::string json_string(std::string_view text);

// `value` as a JSON number that reads back exactly; null for infinities and NaN, which JSON
// cannot hold.
std::string json_number(double value);

}  // namespace astar::app
