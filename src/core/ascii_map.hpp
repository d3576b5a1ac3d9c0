// Small maps written as text, for tests and lecture examples, and the classic ASCII printout of
// a search (the maze with its path drawn in).
//
// How to use:
//     astar::AsciiMap m = astar::parse_ascii_map({
//         "S..#....",
//         "..##..~.",
//         "...3..#G",
//     });
//     astar::Grid grid = m.grid;  Cell start = m.start;  Cell goal = m.goal;
//
// Map characters: '.' ground (cost 1), '#' or '@' wall, '2'..'9' ground of that cost, '~' water
// (cost 1, enterable only from water), 'S' start and 'G' goal (both on cost-1 ground).
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid.hpp"
#include "core/grid_search.hpp"

namespace astar {

struct AsciiMap {
    Grid grid;
    Cell start{-1, -1};  // (-1, -1) if the text has no 'S'
    Cell goal{-1, -1};   // (-1, -1) if the text has no 'G'
    std::string error;   // empty on success: rows of unequal length, unknown characters, ...
};

AsciiMap parse_ascii_map(const std::vector<std::string_view>& rows);
AsciiMap parse_ascii_map(std::initializer_list<std::string_view> rows);

// The map with the search drawn over it, one line per row:
//     '#' wall   '.' ground   '2'..'9' costlier ground   '~' water
//     '*' final path   'o' expanded (closed)   '+' open   'S' start   'G' goal
//     'X' start and goal, when they are one cell
std::string render_search(const GridSearch& search);

// The map alone, in parse_ascii_map's characters (costs above 9 print as '9').
std::string render_grid(const Grid& grid);

}  // namespace astar
