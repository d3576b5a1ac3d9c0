#include "app/model/link_view.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "app/model/session.hpp"
#include "core/decimal_text.hpp"

namespace astar::app {

namespace {

// Cell coordinates beyond this are off every map (2048 cells a side at most).
constexpr double kFarOff = 1e6;

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    return text;
}

// A number, spaces around it allowed ("z=4, 20,12" was typed by hand).
std::optional<double> finite_number(std::string_view text) {
    const std::optional<double> value = parse_decimal(trimmed(text));
    if (!value || !std::isfinite(*value)) return std::nullopt;
    return value;
}

bool same_letters(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}

// Below this a cell coordinate is 0 (and takes no 40 decimals to write).
constexpr double kTiny = 1e-6;

// The shortest plain decimal that reads back to `value` as a T (float or double): "20",
// "12.25", not "2e+01" (QA pass: a '+' in a link is a space to anything that decodes a form).
// For values of kTiny to kFarOff.
template <class T>
std::string plain_text(T value) {
    if (value == T(0)) return "0";  // and not "-0"
    char text[64];
    for (int decimals = 0; decimals <= 24; ++decimals) {
        std::snprintf(text, sizeof text, "%.*f", decimals, static_cast<double>(value));
        if (static_cast<T>(std::strtod(text, nullptr)) == value) break;
    }
    return text;
}

// A coordinate as the reader keeps it: a float, 0 when tiny (as a float: the writer sees
// only the float).
float coordinate(double value) {
    const auto f = static_cast<float>(value);
    return std::abs(static_cast<double>(f)) < kTiny ? 0.0f : f;
}

// Reads one view field into `view`; returns why it cannot be read, or "".
std::string read_field(std::string_view key, std::string_view value, LinkView& view) {
    if (key == "z") {
        const std::vector<std::string_view> numbers = split_fields(value, ',');
        std::optional<double> zoom, x, y;
        if (numbers.size() == 3) {
            zoom = finite_number(numbers[0]);
            x = finite_number(numbers[1]);
            y = finite_number(numbers[2]);
        }
        if (!zoom || !x || !y) return "not zoom,x,y: three numbers, as z=4,12.5,8";
        if (*zoom < 1 || *zoom > kMaxZoom) {
            return "the zoom must be 1 to " + std::to_string(static_cast<int>(kMaxZoom));
        }
        // Past what a float holds, 1e46 became infinity.
        if (std::abs(*x) > kFarOff || std::abs(*y) > kFarOff) return "the centre is off any map";
        ViewState v;
        v.zoom = static_cast<float>(*zoom);
        v.center_x = coordinate(*x);
        v.center_y = coordinate(*y);
        v.centered = true;
        view.view = v;
        return "";
    }
    if (key == "pal") {
        for (int i = 0; i < kLinkPaletteCount; ++i) {
            if (same_letters(trimmed(value), kLinkPaletteNames[i])) view.palette = i;
        }
        return view.palette ? "" : "unknown palette: classic or contrast";
    }
    if (key == "sp") {
        const std::optional<double> speed = finite_number(value);
        if (!speed || *speed < Session::kMinSpeed || *speed > Session::kMaxSpeed) {
            return "the speed must be 1 to 1000000 steps a second";
        }
        view.speed = *speed;
        return "";
    }
    if (key == "o") {
        const std::optional<double> pane = finite_number(value);
        if (!pane || *pane != std::floor(*pane) || *pane < 1 || *pane > kMaxPanes) {
            return "the Open list's pane must be 1 to " + std::to_string(kMaxPanes);
        }
        view.open_list_pane = static_cast<int>(*pane) - 1;
        return "";
    }
    // show=: the View checkboxes that are on.
    ShowOptions show{false, false, false, false};
    if (trimmed(value) != "none") {
        for (std::string_view name : split_fields(value, ',')) {
            name = trimmed(name);
            if (same_letters(name, "numbers")) {
                show.numbers = true;
            } else if (same_letters(name, "arrows")) {
                show.arrows = true;
            } else if (same_letters(name, "smoothed")) {
                show.smoothed = true;
            } else if (same_letters(name, "outlines")) {
                show.outlines = true;
            } else {
                return "not a list of numbers, arrows, smoothed, outlines (or none)";
            }
        }
    }
    view.show = show;
    return "";
}

}  // namespace

LinkParts split_link_view(std::string_view link) {
    LinkParts parts;
    const char* const keys[] = {"z", "pal", "sp", "o", "show"};
    bool seen[std::size(keys)] = {};
    for (std::string_view field : split_fields(link, ';')) {
        if (field.empty()) continue;  // ";;" or a ';' at the end: nothing to read
        const std::size_t eq = field.find('=');
        const std::string_view key = field.substr(0, eq);
        int which = -1;
        for (std::size_t i = 0; i < std::size(keys); ++i) {
            if (key == keys[i]) which = static_cast<int>(i);
        }
        if (which < 0 || eq == std::string_view::npos) {
            // The scene's (or not a field at all, which the scene's decoder refuses).
            if (!parts.scene_link.empty()) parts.scene_link += ';';
            parts.scene_link += field;
            continue;
        }
        const std::string shown(field.substr(0, 40));
        if (seen[which]) {
            parts.left_out.push_back(shown + " (given twice: the first is kept)");
            continue;
        }
        seen[which] = true;
        if (std::string problem = read_field(key, field.substr(eq + 1), parts.view);
            !problem.empty()) {
            parts.left_out.push_back(shown + " (" + problem + ")");
        }
    }
    return parts;
}

void fit_link_view(LinkParts& parts, const Scene& scene) {
    LinkView& view = parts.view;
    if (view.view) {
        view.view->center_x = std::clamp(view.view->center_x, 0.0f,
                                         static_cast<float>(scene.grid.width()));
        view.view->center_y = std::clamp(view.view->center_y, 0.0f,
                                         static_cast<float>(scene.grid.height()));
    }
    if (view.open_list_pane && *view.open_list_pane >= static_cast<int>(scene.panes.size())) {
        parts.left_out.push_back("o=" + std::to_string(*view.open_list_pane + 1) +
                                 " (the scene has " + std::to_string(scene.panes.size()) +
                                 " panes)");
        view.open_list_pane.reset();
    }
}

std::string link_view_fields(const LinkView& view) {
    std::string fields;
    if (view.view) {
        fields += ";z=" + plain_text(view.view->zoom) + "," +
                  plain_text(coordinate(view.view->center_x)) + "," +
                  plain_text(coordinate(view.view->center_y));
    }
    if (view.palette) fields += std::string(";pal=") + kLinkPaletteNames[*view.palette];
    if (view.speed) fields += ";sp=" + plain_text(*view.speed);
    if (view.open_list_pane) fields += ";o=" + std::to_string(*view.open_list_pane + 1);
    if (view.show) {
        std::string on;
        for (const auto& [shown, name] : {std::pair{view.show->numbers, "numbers"},
                                          std::pair{view.show->arrows, "arrows"},
                                          std::pair{view.show->smoothed, "smoothed"},
                                          std::pair{view.show->outlines, "outlines"}}) {
            if (shown) on += std::string(on.empty() ? "" : ",") + name;
        }
        fields += ";show=" + (on.empty() ? std::string("none") : on);
    }
    return fields;
}

LinkView shown_link_view(const ViewState& view, int columns, int rows, int palette,
                         double speed, int open_list_pane, const ShowOptions& show) {
    LinkView shown;
    // Zoomed in, or moved at zoom 1 (a pan at zoom 1 was left out, QA pass); its centre on the
    // map, as the reader puts it.
    const float middle_x = static_cast<float>(columns) / 2, middle_y = static_cast<float>(rows) / 2;
    if (view.centered &&
        (view.zoom > 1.0f || view.center_x != middle_x || view.center_y != middle_y)) {
        ViewState v = view;
        v.center_x = std::clamp(v.center_x, 0.0f, static_cast<float>(columns));
        v.center_y = std::clamp(v.center_y, 0.0f, static_cast<float>(rows));
        shown.view = v;
    }
    if (palette > 0 && palette < kLinkPaletteCount) shown.palette = palette;
    if (speed != Session::kDefaultSpeed) shown.speed = speed;
    if (open_list_pane > 0) shown.open_list_pane = open_list_pane;
    if (!(show == ShowOptions{})) shown.show = show;
    return shown;
}

}  // namespace astar::app
