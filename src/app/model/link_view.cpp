#include "app/model/link_view.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "app/model/session.hpp"
#include "core/decimal_text.hpp"

namespace astar::app {

namespace {

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    std::size_t from = 0;
    while (true) {
        const std::size_t at = text.find(separator, from);
        parts.push_back(text.substr(from, at == std::string_view::npos ? at : at - from));
        if (at == std::string_view::npos) return parts;
        from = at + 1;
    }
}

// Cell coordinates beyond this are off every map (2048 cells a side at most).
constexpr double kFarOff = 1e6;

std::optional<double> finite_number(std::string_view text) {
    const std::optional<double> value = parse_decimal(text);
    if (!value || !std::isfinite(*value)) return std::nullopt;
    return value;
}

// "2.5" for 2.5f: the shortest text that reads back to the float (a link is read by people).
std::string float_text(float value) {
    char text[32];
    for (int digits = 1; digits <= 9; ++digits) {
        std::snprintf(text, sizeof text, "%.*g", digits, static_cast<double>(value));
        if (static_cast<float>(std::strtod(text, nullptr)) == value) break;
    }
    return text;
}

}  // namespace

LinkParts split_link_view(std::string_view link) {
    LinkParts parts;
    const auto fail = [&parts](std::string problem) {
        parts.error = "share link: " + std::move(problem);
        return parts;
    };
    bool seen[4] = {};
    for (std::string_view field : split(link, ';')) {
        const std::size_t eq = field.find('=');
        const std::string_view key = field.substr(0, eq);
        const std::string_view value =
            eq == std::string_view::npos ? std::string_view() : field.substr(eq + 1);
        const int which = key == "z" ? 0 : key == "pal" ? 1 : key == "sp" ? 2 : key == "o" ? 3 : -1;
        if (which < 0 || eq == std::string_view::npos) {
            // The scene's (or not a field at all, which the scene's decoder refuses).
            if (!parts.scene_link.empty()) parts.scene_link += ';';
            parts.scene_link += field;
            continue;
        }
        if (seen[which]) return fail("field '" + std::string(key) + "' given twice");
        seen[which] = true;
        switch (which) {
            case 0: {
                const std::vector<std::string_view> numbers = split(value, ',');
                std::optional<double> zoom, x, y;
                if (numbers.size() == 3) {
                    zoom = finite_number(numbers[0]);
                    x = finite_number(numbers[1]);
                    y = finite_number(numbers[2]);
                }
                if (!zoom || !x || !y) {
                    return fail("the view (z) is not zoom,x,y (three numbers, as z=4,12.5,8)");
                }
                if (*zoom < 1 || *zoom > kMaxZoom) {
                    return fail("the zoom (z) must be 1 to " +
                                std::to_string(static_cast<int>(kMaxZoom)));
                }
                // Far outside any map (and past what a float holds: 1e46 became infinity).
                if (std::abs(*x) > kFarOff || std::abs(*y) > kFarOff) {
                    return fail("the view's centre (z) is outside any map");
                }
                ViewState v;
                v.zoom = static_cast<float>(*zoom);
                v.center_x = static_cast<float>(*x);
                v.center_y = static_cast<float>(*y);
                v.centered = true;
                parts.view.view = v;
                break;
            }
            case 1: {
                for (int i = 0; i < kLinkPaletteCount; ++i) {
                    if (value == kLinkPaletteNames[i]) parts.view.palette = i;
                }
                if (!parts.view.palette) {
                    return fail("unknown palette (pal): classic or contrast");
                }
                break;
            }
            case 2: {
                const std::optional<double> speed = finite_number(value);
                if (!speed || *speed < Session::kMinSpeed || *speed > Session::kMaxSpeed) {
                    return fail("the speed (sp) must be 1 to 1000000 steps a second");
                }
                parts.view.speed = *speed;
                break;
            }
            default: {
                const std::optional<double> pane = finite_number(value);
                if (!pane || *pane != std::floor(*pane) || *pane < 1 || *pane > kMaxPanes) {
                    return fail("the Open list's pane (o) must be 1 to " +
                                std::to_string(kMaxPanes));
                }
                parts.view.open_list_pane = static_cast<int>(*pane) - 1;
                break;
            }
        }
    }
    return parts;
}

std::string check_link_view(const LinkView& view, const Scene& scene) {
    if (view.view) {
        const ViewState& v = *view.view;
        if (v.center_x < 0 || v.center_y < 0 || v.center_x > static_cast<float>(scene.grid.width()) ||
            v.center_y > static_cast<float>(scene.grid.height())) {
            return "share link: the view's centre (z) is outside the " +
                   std::to_string(scene.grid.width()) + " x " +
                   std::to_string(scene.grid.height()) + " map";
        }
    }
    if (view.open_list_pane && *view.open_list_pane >= static_cast<int>(scene.panes.size())) {
        return "share link: the Open list's pane (o) is " +
               std::to_string(*view.open_list_pane + 1) + ", but the scene has " +
               std::to_string(scene.panes.size()) + " panes";
    }
    return "";
}

std::string link_view_fields(const LinkView& view) {
    std::string fields;
    if (view.view) {
        fields += ";z=" + float_text(view.view->zoom) + "," + float_text(view.view->center_x) +
                  "," + float_text(view.view->center_y);
    }
    if (view.palette) fields += std::string(";pal=") + kLinkPaletteNames[*view.palette];
    if (view.speed) fields += ";sp=" + format_shortest(*view.speed);
    if (view.open_list_pane) fields += ";o=" + std::to_string(*view.open_list_pane + 1);
    return fields;
}

LinkView shown_link_view(const ViewState& view, int palette, double speed, int open_list_pane) {
    LinkView shown;
    if (view.zoom > 1.0f && view.centered) shown.view = view;
    if (palette > 0 && palette < kLinkPaletteCount) shown.palette = palette;
    if (speed != Session::kDefaultSpeed) shown.speed = speed;
    if (open_list_pane > 0) shown.open_list_pane = open_list_pane;
    return shown;
}

}  // namespace astar::app
