#include "app/model/json_text.hpp"

#include <cmath>
#include <cstdio>

#include "core/decimal_text.hpp"

namespace astar::app {

std::string json_string(std::string_view text) {
    std::string out = "\"";
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += ch;
        } else if (c < 0x20) {
            char escape[8];
            std::snprintf(escape, sizeof escape, "\\u%04x", c);
            out += escape;
        } else {
            out += ch;
        }
    }
    return out + "\"";
}

std::string json_number(double value) {
    return std::isfinite(value) ? format_decimal(value) : "null";
}

}  // namespace astar::app
