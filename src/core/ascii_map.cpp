#include "core/ascii_map.hpp"

#include <algorithm>

namespace astar {

AsciiMap parse_ascii_map(const std::vector<std::string_view>& rows) {
    AsciiMap out;
    auto fail = [&](std::string problem) {
        out.grid = Grid();
        out.error = std::move(problem);
        return out;
    };
    if (rows.empty()) return fail("no rows");
    const auto width = static_cast<long long>(rows.front().size());
    if (auto problem = Grid::validate_size(width, static_cast<long long>(rows.size()))) {
        return fail(*problem);
    }
    out.grid = Grid(static_cast<int>(width), static_cast<int>(rows.size()));
    for (int y = 0; y < out.grid.height(); ++y) {
        const std::string_view row = rows[static_cast<std::size_t>(y)];
        if (static_cast<long long>(row.size()) != width) {
            return fail("row " + std::to_string(y) + " has " + std::to_string(row.size()) +
                        " characters, row 0 has " + std::to_string(width));
        }
        for (int x = 0; x < out.grid.width(); ++x) {
            const Cell c{x, y};
            const char ch = row[static_cast<std::size_t>(x)];
            if (ch == '.') continue;
            if (ch == '#' || ch == '@') {
                out.grid.set_cost(c, kWall);
            } else if (ch >= '2' && ch <= '9') {
                out.grid.set_cost(c, static_cast<CellCost>(ch - '0'));
            } else if (ch == '~') {
                out.grid.set_water(c, true);
            } else if (ch == 'S' || ch == 'G') {
                Cell& slot = ch == 'S' ? out.start : out.goal;
                if (slot.x >= 0) return fail(std::string("more than one '") + ch + "'");
                slot = c;
            } else {
                return fail(std::string("unknown map character '") + ch + "' at (" +
                            std::to_string(x) + ", " + std::to_string(y) + ")");
            }
        }
    }
    return out;
}

AsciiMap parse_ascii_map(std::initializer_list<std::string_view> rows) {
    return parse_ascii_map(std::vector<std::string_view>(rows));
}

namespace {

char terrain_char(const Grid& grid, int index) {
    if (!grid.passable_at(index)) return '#';
    if (grid.water_at(index)) return '~';
    const CellCost cost = grid.cost_at(index);
    if (cost == kPlainGround) return '.';
    return static_cast<char>('0' + std::min<int>(cost, 9));
}

}  // namespace

std::string render_grid(const Grid& grid) {
    std::string out;
    out.reserve(static_cast<std::size_t>(grid.width() + 1) * grid.height());
    for (int i = 0; i < grid.cell_count(); ++i) {
        out += terrain_char(grid, i);
        if ((i + 1) % grid.width() == 0) out += '\n';
    }
    return out;
}

std::string render_search(const GridSearch& search) {
    const Grid& grid = search.graph().grid();
    std::string out = render_grid(grid);
    auto put = [&](int node, char ch) {
        const int x = node % grid.width();
        const int y = node / grid.width();
        out[static_cast<std::size_t>(y) * (grid.width() + 1) + x] = ch;
    };
    if (search.status() == SearchStatus::kInvalid) return out;
    for (int i = 0; i < grid.cell_count(); ++i) {
        switch (search.state(i)) {
            case CellState::kOpen: put(i, '+'); break;
            case CellState::kClosed: put(i, 'o'); break;
            case CellState::kUnseen: break;
        }
    }
    for (int node : search.path()) put(node, '*');
    put(search.start(), 'S');
    put(search.goal(), 'G');
    // One cell both: 'G' alone drew a map without its start (QA pass).
    if (search.start() == search.goal()) put(search.start(), 'X');
    return out;
}

}  // namespace astar
