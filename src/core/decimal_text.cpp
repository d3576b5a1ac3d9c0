#include "core/decimal_text.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace astar {

std::optional<double> parse_decimal(std::string_view text) {
    std::size_t i = 0;
    auto skip_digits = [&] {
        std::size_t start = i;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') ++i;
        return i - start;
    };
    if (i < text.size() && text[i] == '-') ++i;
    const std::size_t mantissa_begin = i;
    std::size_t mantissa_digits = skip_digits();
    if (i < text.size() && text[i] == '.') {
        ++i;
        mantissa_digits += skip_digits();
    }
    if (mantissa_digits == 0) return std::nullopt;
    const bool nonzero = text.substr(mantissa_begin, i - mantissa_begin)
                             .find_first_of("123456789") != std::string_view::npos;
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        ++i;
        if (i < text.size() && (text[i] == '+' || text[i] == '-')) ++i;
        if (skip_digits() == 0) return std::nullopt;
    }
    if (i != text.size()) return std::nullopt;
    const std::string copy(text);  // strtod needs a terminating NUL
    char* end = nullptr;
    double value = std::strtod(copy.c_str(), &end);
    if (end != copy.c_str() + copy.size()) return std::nullopt;
    // "1e-400" is not zero, but strtod gives 0: refuse it rather than read a different number.
    if (value == 0.0 && nonzero) return std::nullopt;
    return value;
}

std::string format_decimal(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.17g", value);
    return text;
}

std::string format_shortest(double value) {
    char text[32];
    // "%g" switches to an exponent when the number has more integer digits than the precision
    // ("%.1g" of 1000 is "1e+03"): ask for at least those digits, up to 17.
    int integer_digits = 1;
    for (double v = std::fabs(value); v >= 10.0 && integer_digits < 17; v /= 10.0) {
        ++integer_digits;
    }
    for (int digits = integer_digits; digits < 17; ++digits) {
        std::snprintf(text, sizeof text, "%.*g", digits, value);
        if (std::strtod(text, nullptr) == value) return text;
    }
    return format_decimal(value);  // also infinities and NaN, which equal nothing
}

int decimals_needed(double value, int least, int most) {
    char text[64];
    for (int decimals = least; decimals < most; ++decimals) {
        std::snprintf(text, sizeof text, "%.*f", decimals, value);
        if (std::strtod(text, nullptr) == value) return decimals;
    }
    return most;
}

std::vector<std::string_view> split_fields(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = text.find(separator, start);
        parts.push_back(text.substr(start, end == std::string_view::npos ? end : end - start));
        if (end == std::string_view::npos) return parts;
        start = end + 1;
    }
}

}  // namespace astar
