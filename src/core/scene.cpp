#include "core/scene.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>

#include "core/decimal_text.hpp"
#include "core/map_generators.hpp"
#include "core/option_names.hpp"

namespace astar {

Scene default_scene() {
    Preset room = make_preset(PresetId::kTwoWalls);
    Scene scene;
    scene.grid = std::move(room.grid);
    scene.start = room.start;
    scene.goal = room.goal;
    scene.panes = {{Algorithm::kAStar, Heuristic::kManhattan, 1.0},
                   {Algorithm::kAStar, Heuristic::kEuclidean, 1.0},
                   {Algorithm::kAStar, Heuristic::kChebyshev, 1.0}};
    return scene;
}

GridProblem pane_problem(const Scene& scene, int pane) {
    const PaneSettings& settings = scene.panes[static_cast<std::size_t>(pane)];
    GridProblem problem;
    problem.start = scene.start;
    problem.goal = scene.goal;
    problem.rules = scene.rules;
    problem.heuristic = settings.heuristic;
    problem.options.algorithm = settings.algorithm;
    problem.options.weight = settings.weight;
    problem.options.tie_break = scene.tie_break;
    return problem;
}

namespace {

constexpr char kBase64Url[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

std::string base64url_encode(const std::vector<std::uint8_t>& bytes) {
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    for (std::size_t i = 0; i < bytes.size(); i += 3) {
        const std::size_t n = std::min<std::size_t>(3, bytes.size() - i);
        std::uint32_t chunk = static_cast<std::uint32_t>(bytes[i]) << 16;
        if (n > 1) chunk |= static_cast<std::uint32_t>(bytes[i + 1]) << 8;
        if (n > 2) chunk |= bytes[i + 2];
        for (std::size_t k = 0; k < n + 1; ++k) out += kBase64Url[(chunk >> (18 - 6 * k)) & 63];
    }
    return out;
}

std::optional<std::vector<std::uint8_t>> base64url_decode(std::string_view text) {
    if (text.size() % 4 == 1) return std::nullopt;  // no valid encoding has this length
    std::vector<std::uint8_t> out;
    out.reserve(text.size() / 4 * 3 + 2);
    std::uint32_t bits = 0;
    int bit_count = 0;
    for (char ch : text) {
        int value = -1;
        if (ch >= 'A' && ch <= 'Z') value = ch - 'A';
        else if (ch >= 'a' && ch <= 'z') value = ch - 'a' + 26;
        else if (ch >= '0' && ch <= '9') value = ch - '0' + 52;
        else if (ch == '-') value = 62;
        else if (ch == '_') value = 63;
        if (value < 0) return std::nullopt;
        bits = (bits << 6) | static_cast<std::uint32_t>(value);
        bit_count += 6;
        if (bit_count >= 8) {
            bit_count -= 8;
            out.push_back(static_cast<std::uint8_t>((bits >> bit_count) & 0xFF));
        }
    }
    // The bits of the last character past the data are zero in the one encoding of these bytes;
    // with them set, two texts would read as the same map.
    if ((bits & ((1u << bit_count) - 1)) != 0) return std::nullopt;
    return out;
}

void put_varint(std::vector<std::uint8_t>& out, std::uint32_t value) {
    while (value >= 0x80) {
        out.push_back(static_cast<std::uint8_t>(value | 0x80));
        value >>= 7;
    }
    out.push_back(static_cast<std::uint8_t>(value));
}

std::vector<std::uint8_t> encode_cells(const Grid& grid) {
    std::vector<std::uint8_t> out;
    const int n = grid.cell_count();
    for (int i = 0; i < n;) {
        const CellCost cost = grid.cost_at(i);
        const bool water = grid.water_at(i);
        int j = i + 1;
        while (j < n && grid.cost_at(j) == cost && grid.water_at(j) == water) ++j;
        put_varint(out, static_cast<std::uint32_t>(j - i));
        out.push_back(cost);
        out.push_back(water ? 1 : 0);
        i = j;
    }
    return out;
}

}  // namespace

std::string encode_scene_link(const Scene& scene, int step) {
    std::string out = "v1;w=" + std::to_string(scene.grid.width()) +
                      ";h=" + std::to_string(scene.grid.height()) +
                      ";s=" + std::to_string(scene.start.x) + "," + std::to_string(scene.start.y) +
                      ";g=" + std::to_string(scene.goal.x) + "," + std::to_string(scene.goal.y);
    out += ";m=" + std::string(option_name(scene.rules.moves));
    out += ";d=" + std::string(option_name(scene.rules.diagonal));
    out += ";c=" + std::string(option_name(scene.rules.diagonal_cost));
    out += ";t=" + std::string(option_name(scene.tie_break));
    out += ";p=";
    for (std::size_t i = 0; i < scene.panes.size(); ++i) {
        const PaneSettings& p = scene.panes[i];
        if (i > 0) out += ',';
        // The fewest digits that read back exactly: "0.7", not "0.69999999999999996".
        out += std::string(option_name(p.algorithm)) + "." + std::string(option_name(p.heuristic)) +
               "." + format_shortest(p.weight + 0.0);  // + 0.0: "0", never "-0"
    }
    if (step > 0) out += ";k=" + std::to_string(step);
    out += ";map=" + base64url_encode(encode_cells(scene.grid));
    return out;
}

namespace {

// The longest link we read: a 1024 x 1024 map of alternating cells is ~4 MB of runs, ~5.6 MB
// of base64. Anything longer is not ours.
constexpr std::size_t kMaxLinkBytes = std::size_t{8} << 20;

std::optional<int> parse_int(std::string_view text) {
    int value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
    return value;
}

std::optional<Cell> parse_cell(std::string_view text) {
    const std::vector<std::string_view> xy = split_fields(text, ',');
    if (xy.size() != 2) return std::nullopt;
    auto x = parse_int(xy[0]);
    auto y = parse_int(xy[1]);
    if (!x || !y) return std::nullopt;
    return Cell{*x, *y};
}

// Decodes the cell runs into `grid` (already sized). Returns the problem, or nothing.
std::optional<std::string> decode_cells(const std::vector<std::uint8_t>& bytes, Grid& grid) {
    const auto total = static_cast<std::size_t>(grid.cell_count());
    std::size_t filled = 0;
    std::size_t i = 0;
    while (i < bytes.size()) {
        // In 64 bits: five bytes hold 35, so a run of 2^32 + 1 cannot wrap to a run of 1.
        std::uint64_t run = 0;
        int shift = 0;
        while (true) {
            if (i >= bytes.size()) return "map data ends inside a run length";
            if (shift > 28) return "map data has an overlong run length";
            const std::uint8_t b = bytes[i++];
            // A last byte of 0 after the first adds nothing: put_varint never writes it.
            if (b == 0 && shift > 0) return "map data has an overlong run length";
            run |= static_cast<std::uint64_t>(b & 0x7F) << shift;
            shift += 7;
            if ((b & 0x80) == 0) break;
        }
        if (i + 2 > bytes.size()) return "map data ends inside a run";
        const CellCost cost = bytes[i];
        const std::uint8_t water = bytes[i + 1];
        i += 2;
        if (run == 0) return "map data has an empty run";
        if (water > 1) return "map data has a bad water flag";
        if (run > total - filled) return "map data has more cells than width x height";
        for (std::uint64_t k = 0; k < run; ++k) {
            const Cell c = grid.cell(static_cast<int>(filled + k));
            grid.set_cost(c, cost);
            if (water) grid.set_water(c, true);
        }
        filled += static_cast<std::size_t>(run);
    }
    if (filled != total) {
        return "map data has " + std::to_string(filled) + " cells, expected " +
               std::to_string(total);
    }
    return std::nullopt;
}

}  // namespace

SceneLinkResult decode_scene_link(std::string_view text) {
    auto fail = [](std::string problem) {
        return SceneLinkResult{std::nullopt, 0, "share link: " + std::move(problem)};
    };
    if (!text.empty() && text.front() == '#') text.remove_prefix(1);
    if (text.empty()) return fail("empty");
    if (text.size() > kMaxLinkBytes) return fail("too long");
    const std::vector<std::string_view> fields = split_fields(text, ';');
    if (fields.front() != "v1") return fail("unknown version (expected 'v1')");

    std::optional<int> width, height;
    std::optional<Cell> start, goal;
    std::optional<std::string_view> map_data;
    Scene scene;
    int result_step = 0;
    bool have_panes = false;
    // A field given twice is refused rather than read twice: two p fields would add up to more
    // panes than the app has room for, and of two w fields, which one did the writer mean?
    std::vector<std::string_view> seen;
    for (std::size_t i = 1; i < fields.size(); ++i) {
        const std::string_view field = fields[i];
        const std::size_t eq = field.find('=');
        if (eq == std::string_view::npos) return fail("field without '='");
        const std::string_view key = field.substr(0, eq);
        const std::string_view value = field.substr(eq + 1);
        if (std::find(seen.begin(), seen.end(), key) != seen.end()) {
            return fail("field '" + std::string(key.substr(0, 20)) + "' given twice");
        }
        seen.push_back(key);
        auto bad = [&](const char* what) {
            return fail(std::string("bad ") + what + " '" + std::string(value.substr(0, 40)) +
                        "'");
        };
        if (key == "w") {
            if (!(width = parse_int(value))) return bad("width");
        } else if (key == "h") {
            if (!(height = parse_int(value))) return bad("height");
        } else if (key == "s") {
            if (!(start = parse_cell(value))) return bad("start");
        } else if (key == "g") {
            if (!(goal = parse_cell(value))) return bad("goal");
        } else if (key == "m") {
            auto v = parse_option<Moves>(value);
            if (!v) return bad("moves");
            scene.rules.moves = *v;
        } else if (key == "d") {
            auto v = parse_option<DiagonalRule>(value);
            if (!v) return bad("diagonal rule");
            scene.rules.diagonal = *v;
        } else if (key == "c") {
            auto v = parse_option<DiagonalCost>(value);
            if (!v) return bad("diagonal cost");
            scene.rules.diagonal_cost = *v;
        } else if (key == "t") {
            auto v = parse_option<TieBreak>(value);
            if (!v) return bad("tie-break");
            scene.tie_break = *v;
        } else if (key == "p") {
            const std::vector<std::string_view> panes = split_fields(value, ',');
            if (panes.size() < static_cast<std::size_t>(kMinPanes) ||
                panes.size() > static_cast<std::size_t>(kMaxPanes)) {
                return fail("needs " + std::to_string(kMinPanes) + " to " +
                            std::to_string(kMaxPanes) + " panes");
            }
            for (std::size_t n = 0; n < panes.size(); ++n) {
                const std::string_view pane = panes[n];
                // Names the pane and what is wrong in it, not the start of the whole list.
                auto bad_pane = [&](const std::string& why) {
                    return fail("bad pane " + std::to_string(n + 1) + " '" +
                                std::string(pane.substr(0, 40)) + "': " + why);
                };
                const std::vector<std::string_view> parts = split_fields(pane, '.');
                // The weight may itself contain a '.', so it is everything after the second.
                if (parts.size() < 3) return bad_pane("expected algorithm.heuristic.weight");
                const std::size_t weight_at = parts[0].size() + parts[1].size() + 2;
                auto algorithm = parse_option<Algorithm>(parts[0]);
                auto heuristic = parse_option<Heuristic>(parts[1]);
                auto weight = parse_decimal(pane.substr(weight_at));
                if (!algorithm) return bad_pane("unknown algorithm");
                if (!heuristic) return bad_pane("unknown heuristic");
                if (!weight || !std::isfinite(*weight) || *weight < 0 || *weight > kMaxWeight) {
                    return bad_pane("the weight must be a number from 0 to " +
                                    format_shortest(kMaxWeight));
                }
                // + 0.0: a weight of "-0" is 0, and is written back as 0, not "-0".
                scene.panes.push_back({*algorithm, *heuristic, *weight + 0.0});
            }
            have_panes = true;
        } else if (key == "k") {
            const std::optional<int> step = parse_int(value);
            if (!step || *step < 0) return bad("step");
            result_step = *step;
        } else if (key == "map") {
            map_data = value;
        } else {
            return fail("unknown field '" + std::string(key.substr(0, 20)) + "'");
        }
    }
    if (!width || !height || !start || !goal || !map_data || !have_panes) {
        return fail("missing fields (needs w, h, s, g, p and map)");
    }
    if (*width < kMinSceneSide || *height < kMinSceneSide || *width > kMaxSceneSide ||
        *height > kMaxSceneSide) {
        return fail("map size " + std::to_string(*width) + "x" + std::to_string(*height) +
                    " is outside " + std::to_string(kMinSceneSide) + ".." +
                    std::to_string(kMaxSceneSide));
    }
    if (static_cast<long long>(*width) * *height > kMaxSceneCells) {
        return fail("map size " + std::to_string(*width) + "x" + std::to_string(*height) +
                    " has more than " + std::to_string(kMaxSceneCells) + " cells");
    }
    // The work is bounded by the link length (checked above) and the grid size (just checked).
    std::optional<std::vector<std::uint8_t>> bytes = base64url_decode(*map_data);
    if (!bytes) return fail("map data is not base64url");
    scene.grid = Grid(*width, *height);
    if (auto problem = decode_cells(*bytes, scene.grid)) return fail(*problem);
    if (!scene.grid.in_bounds(*start)) return fail("start is outside the map");
    if (!scene.grid.in_bounds(*goal)) return fail("goal is outside the map");
    scene.start = *start;
    scene.goal = *goal;
    return {std::move(scene), result_step, ""};
}

}  // namespace astar
