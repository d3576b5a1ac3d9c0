// Scenes in and out of the app: a new map for the current scene, a Moving AI `.map` file's text
// read into a scene or written from one, and the words the UI says about share links. No UI and
// no browser in here (web_bridge.cpp does the page's side), so the unit tests call the same
// functions the buttons do.
//
// How to use:
//     std::optional<Scene> s = scene_with_grid(current, random_obstacles(64, 48, 0.3, seed));
//     SceneLoadResult r = scene_from_map_text(current, file_text, "arena.map");
//     if (!r.scene) show(r.error);            // "arena.map:7: row is 48 characters, ..."
//     download(map_file_name(grid), map_file_text(grid));
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/movingai_map.hpp"
#include "core/scene.hpp"

namespace astar::app {

// The page refuses larger files before reading them: a 1024 x 1024 map is about 1 MB.
inline constexpr std::size_t kMaxMapFileBytes = std::size_t{64} << 20;

// `current` with `grid` instead of its map, keeping the rules, tie-break and panes. Start and
// goal go on the free cells nearest the top-left and bottom-right corners of the largest region
// of land that 4-connected steps can cross (so the two are always joined under any rules), or
// of water if the map has no land. Nothing if the grid has no passable cell.
std::optional<Scene> scene_with_grid(const Scene& current, Grid grid);

struct SceneLoadResult {
    std::optional<Scene> scene;  // set on success only
    std::string error;           // "<source>:<line>: <problem>", or why the map cannot be used
    // The file's characters (with the scene only), for map_file_text to keep.
    std::shared_ptr<const MovingAiMap> file;
};

// The scene for the text of a Moving AI `.map` file, as scene_with_grid places it. Swamp ('S')
// and water ('W') get the app's swamp and water costs; water stays enterable only from water.
// Maps over kMaxSceneCells cells or kMaxSceneSide on a side, and maps without a free cell,
// are refused.
SceneLoadResult scene_from_map_text(const Scene& current, std::string_view text,
                                    std::string_view source_name);

// Whether a file's name ends with `extension` (".map"), in any case: "ARENA.MAP" does.
bool has_extension(std::string_view name, std::string_view extension);

// The `.map` file for `grid`: walls '@', water 'W', cost 1 '.', any other cost 'S', except
// that the cells left as `loaded_from` (the file the map was opened from, if any) has them keep
// its characters: its trees stay 'T' (from_grid).
std::string map_file_text(const Grid& grid, const MovingAiMap* loaded_from = nullptr);

// The name a saved map gets: the file it was loaded from if that is a .map name ("mine.map"),
// or else one after its size ("astar-map-64x48.map").
std::string map_file_name(const Grid& grid, std::string_view loaded_from = {});

// Cells that a `.map` file cannot keep as they are: costs other than 1 and kSwampCost (saved
// as swamp), and water painted without the water rule. Zero means a save and load round-trips.
int lossy_cell_count(const Grid& grid);

// The scene of a share link (with or without '#'), as decode_scene_link reads it, refused also
// when the start or the goal is on a wall (the app would have nothing to search).
SceneLinkResult scene_from_link(std::string_view link);

// Links up to this long survive e-mail and most chat programs.
inline constexpr std::size_t kShortLinkLength = 2000;

// What the UI says about a share link of `length` characters: plain for short links, a warning
// for links that chat programs may cut, and one for links too long for an address bar.
std::string link_length_note(std::size_t length);

}  // namespace astar::app
