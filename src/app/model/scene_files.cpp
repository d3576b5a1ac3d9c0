#include "app/model/scene_files.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <vector>

#include "core/map_generators.hpp"
#include "core/movingai_map.hpp"

namespace astar::app {

namespace {

// Chromium refuses URLs over 2 MB.
constexpr std::size_t kMaxUrlLength = std::size_t{2} << 20;

// The largest region of passable cells that are water (or not), joined by side steps. A side
// step between two such cells is allowed under every movement rule: land to land always, water
// to water always. Ties go to the region found first (top-left first).
std::vector<int> largest_region(const Grid& grid, bool water) {
    const int n = grid.cell_count();
    std::vector<std::uint8_t> seen(static_cast<std::size_t>(n), 0);
    std::vector<int> best, region, stack;
    auto joins = [&](int i) {
        return grid.passable_at(i) && grid.water_at(i) == water &&
               !seen[static_cast<std::size_t>(i)];
    };
    for (int first = 0; first < n; ++first) {
        if (!joins(first)) continue;
        region.clear();
        stack.assign(1, first);
        seen[static_cast<std::size_t>(first)] = 1;
        while (!stack.empty()) {
            const int i = stack.back();
            stack.pop_back();
            region.push_back(i);
            const Cell c = grid.cell(i);
            const Cell sides[] = {{c.x + 1, c.y}, {c.x - 1, c.y}, {c.x, c.y + 1}, {c.x, c.y - 1}};
            for (const Cell s : sides) {
                if (!grid.in_bounds(s)) continue;
                const int k = grid.index(s);
                if (joins(k)) {
                    seen[static_cast<std::size_t>(k)] = 1;
                    stack.push_back(k);
                }
            }
        }
        if (region.size() > best.size()) best.swap(region);
    }
    return best;
}

enum class Pick { kNearest, kFarthest };

// The cell of `region` nearest `target`, or farthest from it (straight-line distance; ties to
// the lower index: regions are listed in index order).
Cell pick_cell(const Grid& grid, const std::vector<int>& region, Cell target, Pick pick) {
    long long best_score = 0;
    int best = -1;
    for (const int i : region) {
        const Cell c = grid.cell(i);
        const long long dx = c.x - target.x, dy = c.y - target.y;
        const long long d = dx * dx + dy * dy;
        const long long score = pick == Pick::kNearest ? d : -d;
        if (best < 0 || score < best_score || (score == best_score && i < best)) {
            best_score = score;
            best = i;
        }
    }
    return grid.cell(best);
}

}  // namespace

std::optional<Scene> scene_with_grid(const Scene& current, Grid grid) {
    std::vector<int> region = largest_region(grid, false);
    if (region.empty()) region = largest_region(grid, true);
    if (region.empty()) return std::nullopt;
    Scene scene = current;
    scene.start = pick_cell(grid, region, {1, 1}, Pick::kNearest);
    scene.goal = pick_cell(grid, region, {grid.width() - 2, grid.height() - 2}, Pick::kNearest);
    if (scene.goal == scene.start && region.size() > 1) {
        // A map so small (3 x 3) or a region so thin that both corners' nearest cell is the
        // same: the goal goes to the region's cell farthest from the start instead.
        scene.goal = pick_cell(grid, region, scene.start, Pick::kFarthest);
    }
    scene.grid = std::move(grid);
    return scene;
}

SceneLoadResult scene_from_map_text(const Scene& current, std::string_view text,
                                    std::string_view source_name) {
    const std::string source(source_name);
    MapParseResult parsed = parse_movingai_map(text, source_name, kMaxSceneSide, kMaxSceneCells);
    if (!parsed.map) return {std::nullopt, parsed.error, nullptr};
    auto map = std::make_shared<const MovingAiMap>(std::move(*parsed.map));
    std::optional<Scene> scene = scene_with_grid(
        current, to_grid(*map, TerrainCosts{kPlainGround, kSwampCost, kWaterCost}));
    if (!scene) {
        return {std::nullopt, source + ": the map has no free cell for the start and the goal",
                nullptr};
    }
    return {std::move(scene), {}, std::move(map)};
}

bool has_extension(std::string_view name, std::string_view extension) {
    if (name.size() < extension.size()) return false;
    const std::string_view end = name.substr(name.size() - extension.size());
    return std::equal(end.begin(), end.end(), extension.begin(), [](char a, char b) {
        return std::tolower(static_cast<unsigned char>(a)) ==
               std::tolower(static_cast<unsigned char>(b));
    });
}

std::string map_file_text(const Grid& grid, const MovingAiMap* loaded_from) {
    return format_movingai_map(from_grid(grid, loaded_from));
}

std::string map_file_name(const Grid& grid, std::string_view loaded_from) {
    constexpr std::string_view kExtension = ".map";
    // In any case: a map opened as "ARENA.MAP" is saved under that name (QA pass).
    if (loaded_from.size() > kExtension.size() && has_extension(loaded_from, kExtension) &&
        loaded_from.find_first_of("/\\") == std::string_view::npos) {
        return std::string(loaded_from);
    }
    return "astar-map-" + std::to_string(grid.width()) + "x" + std::to_string(grid.height()) +
           ".map";
}

int lossy_cell_count(const Grid& grid) {
    int lossy = 0;
    for (int i = 0; i < grid.cell_count(); ++i) {
        const CellCost cost = grid.cost_at(i);
        if (grid.water_at(i)) {
            lossy += cost != kWaterCost;
        } else {
            lossy += cost != kWall && cost != kPlainGround && cost != kSwampCost;
        }
    }
    return lossy;
}

SceneLinkResult scene_from_link(std::string_view link) {
    SceneLinkResult r = decode_scene_link(link);
    if (!r.scene) return r;
    auto on_wall = [&](const char* what, Cell c) {
        return SceneLinkResult{std::nullopt, 0, std::string("share link: the ") + what + " (" +
                                                 std::to_string(c.x) + ", " + std::to_string(c.y) +
                                                 ") is on a wall"};
    };
    if (!r.scene->grid.passable(r.scene->start)) return on_wall("start", r.scene->start);
    if (!r.scene->grid.passable(r.scene->goal)) return on_wall("goal", r.scene->goal);
    return r;
}

std::string link_length_note(std::size_t length) {
    std::string note = "Link: " + std::to_string(length) + " characters";
    if (length <= kShortLinkLength) return note + ".";
    if (length <= kMaxUrlLength) {
        return note + ": long. Some chat and e-mail programs cut links this long; Save .map "
                      "is safer for big maps.";
    }
    return note + ": too long for a browser's address bar (2 MB). Share the .map file instead.";
}

}  // namespace astar::app
