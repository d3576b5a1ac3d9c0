// Strict decimal numbers from text: files, command lines and share links all want "1.5" to be
// 1.5 and "1.5x", "", " 1", "0x10" or "nan" to be an error, never a silent partial read.
#pragma once

#include <optional>
#include <string_view>

namespace astar {

// Reads `text` if it is a plain decimal number, [-]digits[.digits][(e|E)[+|-]digits], with at
// least one digit before any exponent; "1e999" gives infinity. Not std::from_chars: libc++
// before LLVM 20, which Emscripten uses, has no floating-point from_chars. strtod rounds
// correctly; the end check turns a non-C locale's decimal comma into an error, not a wrong value.
std::optional<double> parse_decimal(std::string_view text);

}  // namespace astar
