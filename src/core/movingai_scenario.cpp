#include "core/movingai_scenario.hpp"

#include "core/decimal_text.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <utility>

namespace astar {

namespace {

using movingai_detail::is_blank;
using movingai_detail::located_error;
using movingai_detail::quoted;
using movingai_detail::split_fields;
using movingai_detail::LineList;

// The largest scenario files published are a few MB; this only stops a wrong path to a huge file.
constexpr std::size_t kMaxScenarioFileBytes = std::size_t{64} << 20;

constexpr int kFieldCount = 9;
constexpr const char* kFieldNames[kFieldCount] = {"bucket",     "map",     "map width",
                                                  "map height", "start x", "start y",
                                                  "goal x",     "goal y",  "optimal length"};

// Reads field `index` (0-based) of a scenario line as a non-negative int (or positive, for the
// map size). Returns the problem, or nothing.
std::optional<std::string> parse_int_field(std::string_view text, int index, int& value) {
    const std::string name = kFieldNames[index];
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec == std::errc::invalid_argument || end != text.data() + text.size()) {
        return name + " " + quoted(text) + " is not a number";
    }
    if (ec == std::errc::result_out_of_range) return name + " " + quoted(text) + " is out of range";
    const bool is_size = index == 2 || index == 3;
    if (is_size && value < 1) return name + " must be positive, got " + std::to_string(value);
    if (value < 0) return name + " is negative: " + std::to_string(value);
    return std::nullopt;
}

std::optional<std::string> parse_length_field(std::string_view text, double& value) {
    std::optional<double> parsed = parse_decimal(text);
    if (!parsed || !std::isfinite(*parsed)) {
        return "optimal length " + quoted(text) + " is not a finite decimal number";
    }
    value = *parsed;
    if (value < 0) return "optimal length is negative: " + std::string(text);
    return std::nullopt;
}

// Reads one problem line. Returns the problem, or nothing.
std::optional<std::string> parse_scenario(std::string_view line, Scenario& s) {
    std::size_t count = 0;
    const auto wanted = static_cast<std::size_t>(kFieldCount);
    const std::vector<std::string_view> fields = split_fields(line, wanted, &count);
    if (count != wanted) {
        return "expected 9 fields (bucket map map-width map-height start-x start-y goal-x "
               "goal-y optimal-length), got " +
               std::to_string(count);
    }
    int* ints[kFieldCount] = {&s.bucket,  nullptr,   &s.map_width, &s.map_height, &s.start.x,
                              &s.start.y, &s.goal.x, &s.goal.y,    nullptr};
    for (int i = 0; i < kFieldCount; ++i) {
        if (ints[i] == nullptr) continue;
        if (auto problem = parse_int_field(fields[i], i, *ints[i])) return problem;
    }
    // A line whose start or goal lies outside the map size it gives contradicts itself: the
    // file is at fault, whatever map it is checked against (the app blamed the map, QA pass).
    for (auto [name, c] : {std::pair{"start", s.start}, std::pair{"goal", s.goal}}) {
        if (c.x >= s.map_width || c.y >= s.map_height) {
            return std::string(name) + " (" + std::to_string(c.x) + ", " + std::to_string(c.y) +
                   ") is outside the " + std::to_string(s.map_width) + "x" +
                   std::to_string(s.map_height) + " map this line gives";
        }
    }
    std::string_view map = fields[1];
    std::size_t slash = map.find_last_of("/\\");
    if (slash != std::string_view::npos) map.remove_prefix(slash + 1);
    if (map.empty()) return "map " + quoted(fields[1]) + " has no file name";
    // A NUL would cut the path short when the file is opened (and the name in every message),
    // so that "good.map<NUL>junk" opened good.map; other control bytes garble a terminal.
    for (char c : map) {
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
            return "map " + quoted(fields[1]) + " has a control character in its name";
        }
    }
    s.map_name = std::string(map);
    if (auto problem = parse_length_field(fields[8], s.optimal_length)) return problem;
    s.tolerance = length_tolerance(fields[8]);
    return std::nullopt;
}

}  // namespace

ScenarioParseResult parse_movingai_scenarios(std::string_view text, std::string_view source_name) {
    text = movingai_detail::without_byte_order_mark(text);
    const LineList lines(text);
    auto fail = [&](int line, const std::string& problem) {
        return ScenarioParseResult{std::nullopt, located_error(source_name, line, problem)};
    };
    if (movingai_detail::has_old_mac_line_endings(text)) {
        return fail(1, movingai_detail::kLoneCrProblem);
    }
    std::size_t i = 0;
    while (i < lines.size() && is_blank(lines[i])) ++i;
    if (i == lines.size()) return fail(1, "empty file");

    std::size_t version_fields = 0;
    const std::vector<std::string_view> version = split_fields(lines[i], 2, &version_fields);
    const int version_line = static_cast<int>(i) + 1;
    if (version[0] != "version") {
        return fail(version_line, "missing version line (expected 'version 1' first)");
    }
    if (version_fields != 2 || (version[1] != "1" && version[1] != "1.0")) {
        return fail(version_line, "unsupported version line " + quoted(lines[i]) +
                                      " (expected 'version 1' or 'version 1.0')");
    }

    std::vector<Scenario> scenarios;
    for (++i; i < lines.size(); ++i) {
        if (is_blank(lines[i])) continue;
        Scenario s;
        s.line = static_cast<int>(i) + 1;
        if (auto problem = parse_scenario(lines[i], s)) return fail(s.line, *problem);
        scenarios.push_back(std::move(s));
    }
    return {std::move(scenarios), ""};
}

ScenarioParseResult read_movingai_scenarios(const std::string& path) {
    std::string text;
    if (auto error = movingai_detail::read_text_file(path, kMaxScenarioFileBytes, text)) {
        return {std::nullopt, *error};
    }
    return parse_movingai_scenarios(text, path);
}

// The benchmark files print lengths in three ways: a fixed number of decimals ("%.2f" in
// AR0011SR, 8 decimals in the MAPF files), and C's "%g" (6 significant digits, trailing zeros
// and a trailing point dropped) in the other hog2 files. With digits after a decimal point, the
// last one printed is the precision. Without any ("4787", or "4787." with its point kept), "%g"
// still rounded to 6 significant digits and then dropped the zeros: "7" stands for 7.00000 and
// "4787" for 4787.00, so the precision is the 6th significant digit (5e-6 for "7", 0.005 for
// "4787"). The 6th significant digit can lie to the left of the units only if "%g" would have
// switched to an exponent, so an integer with more digits was printed some other way and its
// units digit is the precision. An exponent ("1.5e+06") shifts all of this.
//
// Half a unit is not quite enough for the hog2 files: their generator priced a diagonal step
// at the float constant 1.414213562f, 2.42e-8 short of sqrt(2). Each of their 29,414 lines
// prints exactly a + b * 1.414213562f for a path of a straight and b diagonal steps, and 60 of
// them round to the other side of the exact length (brc202d.map.scen line 948 prints 378.764 for
// 243 + 96 sqrt(2) = 378.7645020). A path of length L has fewer than L diagonal steps, so 2.5e-8 *
// L covers it.
//
// The 1e-4 floor keeps 8-decimal values comparable when the search and the generator summed
// sqrt(2) in a different order; the 1e-9 covers our own floating point at the boundary. Text
// that is not a finite number gets the floor.
double length_tolerance(std::string_view printed_length) {
    constexpr double kFloor = 1e-4;
    constexpr double kSlack = 1e-9;
    constexpr double kGeneratorSqrt2Error = 2.5e-8;  // per unit of length, see above
    constexpr int kSignificantDigits = 6;
    std::string_view text = printed_length;
    std::optional<double> value = parse_decimal(text);
    if (!value || !std::isfinite(*value)) return kFloor + kSlack;
    // parse_decimal accepted it, so the text is [-]digits[.digits][e[+-]digits].
    if (text[0] == '-') text.remove_prefix(1);

    int exponent = 0;
    std::size_t e = text.find_first_of("eE");
    if (e != std::string_view::npos) {
        std::string_view exp_text = text.substr(e + 1);
        if (!exp_text.empty() && exp_text[0] == '+') exp_text.remove_prefix(1);
        auto [end, ec] =
            std::from_chars(exp_text.data(), exp_text.data() + exp_text.size(), exponent);
        if (ec != std::errc() || end != exp_text.data() + exp_text.size()) return kFloor + kSlack;
        text = text.substr(0, e);
    }
    // Zero is zero whatever the exponent: "0e300" is as precise as "0", not a length give or
    // take 1e295.
    if (*value == 0.0) exponent = 0;
    // A trailing point prints no digit: "500." is as precise as "500", not half a unit.
    if (text.back() == '.') text.remove_suffix(1);
    std::size_t point = text.find('.');
    std::string_view whole = text.substr(0, point);
    std::string_view decimals = point == std::string_view::npos ? "" : text.substr(point + 1);

    // In 64 bits: an exponent near INT_MIN or INT_MAX with a few more digits overflows an int.
    long long last_digit_power = 0;  // power of ten of the last digit that counts
    if (point != std::string_view::npos) {
        last_digit_power = exponent - static_cast<long long>(decimals.size());
    } else {
        std::size_t first_nonzero = whole.find_first_not_of('0');
        long long digits = first_nonzero == std::string_view::npos
                               ? 1
                               : static_cast<long long>(whole.size() - first_nonzero);
        long long leading_digit_power = exponent + digits - 1;
        last_digit_power = std::min(leading_digit_power - (kSignificantDigits - 1),
                                    static_cast<long long>(exponent));
    }
    // The value is finite, so a last digit far above the units means a mantissa of many zeros
    // after the point ("0.000...01e400"); anything past 10^308 is no tolerance at all.
    last_digit_power = std::clamp(last_digit_power, -400LL, 308LL);
    return std::max(0.5 * std::pow(10.0, static_cast<double>(last_digit_power)), kFloor) +
           kGeneratorSqrt2Error * std::abs(*value) + kSlack;
}

namespace {

// The check behind both overloads: `is_wall` tells a wall of the width x height map.
template <class IsWall>
std::optional<std::string> check_scenarios_fit(const std::vector<Scenario>& scenarios, int width,
                                               int height, IsWall is_wall,
                                               std::string_view scen_source) {
    const std::string map_size = std::to_string(width) + "x" + std::to_string(height);
    auto where = [](Cell c) {
        return "(" + std::to_string(c.x) + ", " + std::to_string(c.y) + ")";
    };
    for (const Scenario& s : scenarios) {
        if (s.map_width != width || s.map_height != height) {
            return located_error(scen_source, s.line,
                                 "scenario is for a " + std::to_string(s.map_width) + "x" +
                                     std::to_string(s.map_height) + " map, but the map is " +
                                     map_size);
        }
        // Start and goal lie inside the size the line gives (parse_scenario), so inside the map.
        for (auto [name, c] : {std::pair{"start", s.start}, std::pair{"goal", s.goal}}) {
            if (is_wall(c)) {
                return located_error(scen_source, s.line,
                                     std::string(name) + " " + where(c) + " is a wall on the map");
            }
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<std::string> check_scenarios_fit_map(const std::vector<Scenario>& scenarios,
                                                   const MovingAiMap& map,
                                                   std::string_view scen_source) {
    return check_scenarios_fit(
        scenarios, map.width, map.height, [&](Cell c) { return map.is_wall(c); }, scen_source);
}

std::optional<std::string> check_scenarios_fit_grid(const std::vector<Scenario>& scenarios,
                                                    const Grid& grid,
                                                    std::string_view scen_source) {
    return check_scenarios_fit(
        scenarios, grid.width(), grid.height(), [&](Cell c) { return !grid.passable(c); },
        scen_source);
}

}  // namespace astar
