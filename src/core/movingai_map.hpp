// Moving AI Lab `.map` files (https://movingai.com/benchmarks/formats.html): read, write, and
// convert to and from our Grid.
//
// How to use:
//     astar::MapParseResult r = astar::read_movingai_map("maps/arena.map");
//     if (!r.map) { log(r.error); return; }          // "maps/arena.map:7: row is 48 ..."
//     astar::Grid grid = astar::to_grid(*r.map);
//
// The format is four header lines and the rows:
//     type octile
//     height H
//     width W
//     map
//     <H rows of exactly W terrain characters>
// The header lines may come in any order before `map` (copies in the wild swap height and width).
// LF and CRLF both work, and blank lines after the last row are ignored. Anything else that is
// off is rejected with "<source>:<line>: <problem>" and no map: a benchmark that silently loaded a
// damaged map would report wrong path lengths as if they were right.
#pragma once

#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid.hpp"

namespace astar {

// A map as the file describes it, one Moving AI terrain character per cell, before any decision
// about costs. Keeping the characters lets a map be written back unchanged.
struct MovingAiMap {
    int width = 0;
    int height = 0;
    std::vector<char> terrain;  // row-major, width * height characters

    // Precondition: c is inside the map.
    char at(Cell c) const { return terrain[static_cast<std::size_t>(c.y) * width + c.x]; }
    // '@', 'O' or 'T': a wall whatever the terrain costs. Precondition: c is inside the map.
    bool is_wall(Cell c) const;

    friend bool operator==(const MovingAiMap&, const MovingAiMap&) = default;
};

struct MapParseResult {
    std::optional<MovingAiMap> map;  // set on success only: never a partial map
    std::string error;               // empty on success
};

// Parses the text of a `.map` file. `source_name` (usually the path) starts every error message.
// A map wider or taller than `max_side` (at most kMaxGridSide), or with more than `max_cells`
// cells when that is above 0, is refused before its rows are read.
MapParseResult parse_movingai_map(std::string_view text, std::string_view source_name,
                                  int max_side = kMaxGridSide, long long max_cells = 0);

// Reads and parses a `.map` file. An unreadable file gives an error naming the path.
MapParseResult read_movingai_map(const std::string& path);

// The file text for `map` (type octile, LF line endings). parse_movingai_map gives the map back.
std::string format_movingai_map(const MovingAiMap& map);

// Writes format_movingai_map(map) to `path`. Returns an error naming the path, or nothing.
std::optional<std::string> write_movingai_map(const std::string& path, const MovingAiMap& map);

// What entering each passable terrain costs. The benchmark lengths assume every passable cell
// costs 1, so the defaults reproduce them; raise `swamp` or `water` to make a weighted map.
// A cost of kWall (0) makes that terrain a wall.
struct TerrainCosts {
    CellCost ground = 1;  // '.' and 'G'
    CellCost swamp = 1;   // 'S'
    CellCost water = 1;   // 'W'
};

// The Grid for a map: '.' 'G' ground, 'S' swamp, 'W' water (its cost plus Grid::set_water),
// '@' 'O' 'T' walls. A map that did not come from parse_movingai_map or from_grid and whose size
// or terrain does not add up gives an empty Grid.
Grid to_grid(const MovingAiMap& map, const TerrainCosts& costs = {});

// The map for a Grid: wall -> '@', water -> 'W', cost 1 -> '.', any other cost -> 'S'.
// Lossy: a `.map` file has no costs, so every cost other than 1 becomes 'S' (which to_grid turns
// into TerrainCosts::swamp), and a water cell's cost is dropped.
//
// `loaded_from`: the map the grid was made from, if any. Where it has the grid's size and its
// character at a cell is of the same kind as the one above (a wall, ground, swamp or water),
// its character is kept: trees stay 'T', out-of-bounds 'O' and 'G' ground 'G', so a map that
// was opened, edited and saved differs from its file only in the cells that were edited.
MovingAiMap from_grid(const Grid& grid, const MovingAiMap* loaded_from = nullptr);

// Text helpers shared by the `.map` and `.scen` readers. Not part of the format API.
namespace movingai_detail {

// The lines of `text`: split on '\n', one trailing '\r' dropped from each (CRLF files), and no
// empty last line for the newline that ends the file. Line n of the file is lines[n - 1].
// Nothing is stored per line: a file of 64 MB of newlines once took a 16-byte view per line
// (1.1 GB). Reading the lines in order costs one pass over the text; going back to an earlier
// line starts again from the top.
class LineList {
public:
    explicit LineList(std::string_view text);
    std::size_t size() const { return count_; }
    std::string_view operator[](std::size_t index) const;  // precondition: index < size()

private:
    std::string_view text_;
    std::size_t count_ = 0;
    mutable std::size_t cached_index_ = 0;   // a line whose start is known...
    mutable std::size_t cached_offset_ = 0;  // ...and where it starts
};

// `text` without a UTF-8 byte order mark at its start (Windows Notepad writes one).
std::string_view without_byte_order_mark(std::string_view text);

// True if `text` has classic Mac OS line endings (a carriage return alone ends its lines, and
// no line feed appears anywhere), which the readers would otherwise take as one long line.
bool has_old_mac_line_endings(std::string_view text);
inline constexpr const char* kLoneCrProblem =
    "the lines end in a carriage return alone (old Mac line endings): save the file with LF "
    "or CRLF line endings";

// The fields of `line`, split on runs of spaces and tabs: the first `keep` of them, and in
// `count` (if given) how many there are. A caller that takes a few fields keeps those and
// checks the count: a 60 MB line of one-letter fields made 31 million views (0.6 GB) before
// its count was checked (fuzz pass).
std::vector<std::string_view> split_fields(
    std::string_view line, std::size_t keep = std::numeric_limits<std::size_t>::max(),
    std::size_t* count = nullptr);

// True if `line` holds nothing but spaces and tabs.
bool is_blank(std::string_view line);

// Reads the whole file at `path` into `contents`. Returns an error naming the path, or nothing.
// Files over `max_bytes` are refused before they are read, so a wrong path to a huge file cannot
// exhaust memory.
std::optional<std::string> read_text_file(const std::string& path, std::size_t max_bytes,
                                          std::string& contents);

// Text from a file quoted for an error message: `'abc'`, with bytes outside printable ASCII
// written as \xNN and long text cut short, so a message stays one readable line.
std::string quoted(std::string_view text);

// "<source>:<line>: <problem>", the form of every parse error.
std::string located_error(std::string_view source, int line, std::string_view problem);

}  // namespace movingai_detail

}  // namespace astar
