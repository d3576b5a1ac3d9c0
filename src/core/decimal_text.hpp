// Strict decimal numbers from text: files, command lines and share links all want "1.5" to be
// 1.5 and "1.5x", "", " 1", "0x10" or "nan" to be an error, never a silent partial read. And
// the way back: a double as text that reads back to exactly the same double. Also the fields
// such text comes in.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace astar {

// The pieces of `text` between the separators, empty ones included: "a;;b" gives "a", "",
// "b", and "" gives one empty piece. Views into `text`.
std::vector<std::string_view> split_fields(std::string_view text, char separator);

// Reads `text` if it is a plain decimal number, [-]digits[.digits][(e|E)[+|-]digits], with at
// least one digit before any exponent; "1e999" gives infinity, and a number too close to 0 for
// a double ("1e-400") is refused rather than read as 0. Not std::from_chars: libc++ before
// LLVM 20, which Emscripten uses, has no floating-point from_chars. strtod rounds
// correctly; the end check turns a non-C locale's decimal comma into an error, not a wrong value.
std::optional<double> parse_decimal(std::string_view text);

// `value` with 17 significant digits ("%.17g"), so that parse_decimal gives back exactly
// `value` when it is finite (infinities and NaN print as "inf" and "nan", which it refuses).
std::string format_decimal(double value);

// `value` with the fewest significant digits (1 to 17) that still read back to exactly `value`:
// "1.5", "0.1", "1.0000001" where "%g" would print "1" and make 1.0000001 look like 1.
std::string format_shortest(double value);

// The fewest decimals, from `least` to `most`, at which "%.*f" of `value` reads back to exactly
// `value`; `most` if none does. A slider's "w = %.2f" showed a typed 0.707 as 0.71.
int decimals_needed(double value, int least, int most);

}  // namespace astar
