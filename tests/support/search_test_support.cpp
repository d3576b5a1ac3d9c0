#include "support/search_test_support.hpp"

#include <cmath>
#include <cstdlib>
#include <functional>
#include <limits>
#include <queue>
#include <sstream>

namespace astar::test {

AsciiMap fixture(std::initializer_list<std::string_view> rows) {
    AsciiMap m = parse_ascii_map(rows);
    EXPECT_EQ(m.error, "") << "the fixture does not parse";
    return m;
}

bool begin_pocket_walk(GridSearch& search) {
    static const AsciiMap m = fixture({"......",
                                       "...##.",
                                       "S...#G",
                                       "...##.",
                                       "......"});
    SearchOptions options;
    options.algorithm = Algorithm::kDepthFirstWalk;
    return search.begin(m.grid, problem_for(m, four_moves(), Heuristic::kManhattan, options));
}

GridProblem problem_for(const AsciiMap& map, const MovementRules& rules, Heuristic heuristic,
                        const SearchOptions& options) {
    GridProblem p = make_problem(map.start, map.goal);
    p.rules = rules;
    p.heuristic = heuristic;
    p.options = options;
    return p;
}

std::vector<Cell> expansion_order(GridSearch& search) {
    std::vector<Cell> order;
    while (search.status() == SearchStatus::kSearching) {
        const StepResult& r = search.step();
        if (r.expanded >= 0) order.push_back(search.cell(r.expanded));
    }
    return order;
}

Outcome solve(const Grid& grid, const GridProblem& problem) {
    GridSearch search;
    Outcome out;
    if (!search.begin(grid, problem)) {
        ADD_FAILURE() << "problem rejected: " << search.error();
        return out;
    }
    out.status = search.run();
    out.cost = search.path_cost();
    out.expansions = search.counters().expansions;
    out.path = search.path_cells();
    return out;
}

std::string cells_text(const std::vector<Cell>& cells) {
    std::ostringstream os;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        os << (i == 0 ? "" : " ") << "(" << cells[i].x << ", " << cells[i].y << ")";
    }
    return os.str();
}

std::optional<double> reference_step_cost(const Grid& grid, const MovementRules& rules, Cell from,
                                          Cell to) {
    const int dx = to.x - from.x, dy = to.y - from.y;
    if (std::abs(dx) > 1 || std::abs(dy) > 1 || (dx == 0 && dy == 0)) return std::nullopt;
    if (!grid.in_bounds(from) || !grid.in_bounds(to) || !grid.passable(to)) return std::nullopt;
    if (grid.water(to) && !grid.water(from)) return std::nullopt;
    if (dx == 0 || dy == 0) return static_cast<double>(grid.cost(to));
    if (rules.moves == Moves::kFour) return std::nullopt;
    const int walls = !grid.passable({from.x + dx, from.y}) + !grid.passable({from.x, from.y + dy});
    switch (rules.diagonal) {
        case DiagonalRule::kNever: return std::nullopt;
        case DiagonalRule::kAlways: break;
        case DiagonalRule::kNoCornerCut:
            if (walls > 0) return std::nullopt;
            break;
        case DiagonalRule::kAtMostOneBlocked:
            if (walls > 1) return std::nullopt;
            break;
    }
    const double length = rules.diagonal_cost == DiagonalCost::kSqrt2 ? kSqrt2 : 1.0;
    return grid.cost(to) * length;
}

std::vector<double> reference_distances(const Grid& grid, const MovementRules& rules, Cell start) {
    std::vector<double> dist(static_cast<std::size_t>(grid.cell_count()),
                             std::numeric_limits<double>::infinity());
    using Item = std::pair<double, int>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
    dist[static_cast<std::size_t>(grid.index(start))] = 0;
    queue.push({0.0, grid.index(start)});
    while (!queue.empty()) {
        const auto [d, node] = queue.top();
        queue.pop();
        if (d > dist[static_cast<std::size_t>(node)]) continue;
        const Cell from = grid.cell(node);
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
                const Cell to{from.x + dx, from.y + dy};
                const std::optional<double> step = reference_step_cost(grid, rules, from, to);
                if (!step) continue;
                const int next = grid.index(to);
                if (d + *step < dist[static_cast<std::size_t>(next)]) {
                    dist[static_cast<std::size_t>(next)] = d + *step;
                    queue.push({d + *step, next});
                }
            }
        }
    }
    return dist;
}

namespace {

std::string node_text(const NodeSnapshot& n) {
    std::ostringstream os;
    os.precision(17);
    os << "{" << option_label(n.state) << " g=" << n.g << " f=" << n.f << " parent=" << n.parent
       << " expanded_at=" << n.expanded_at << "}";
    return os.str();
}

std::string entry_text(const OpenEntry& e) {
    std::ostringstream os;
    os.precision(17);
    os << "{node " << e.node << " f=" << e.f << " tie=" << e.tie << " seq=" << e.seq << "}";
    return os.str();
}

bool same_entry(const OpenEntry& a, const OpenEntry& b) {
    return a.f == b.f && a.tie == b.tie && a.seq == b.seq && a.node == b.node;
}

}  // namespace

std::string describe_difference(const SearchSnapshot& expected, const SearchSnapshot& actual) {
    std::ostringstream os;
    os.precision(17);
    if (expected.status != actual.status) {
        os << "status: expected " << option_label(expected.status) << ", got "
           << option_label(actual.status) << "\n";
    }
    const SearchCounters& a = expected.counters;
    const SearchCounters& b = actual.counters;
    if (a.expansions != b.expansions) os << "expansions " << a.expansions << " vs " << b.expansions << "\n";
    if (a.pushes != b.pushes) os << "pushes " << a.pushes << " vs " << b.pushes << "\n";
    if (a.improvements != b.improvements) {
        os << "improvements " << a.improvements << " vs " << b.improvements << "\n";
    }
    if (a.open_size != b.open_size) os << "open_size " << a.open_size << " vs " << b.open_size << "\n";
    if (a.peak_open_size != b.peak_open_size) {
        os << "peak_open_size " << a.peak_open_size << " vs " << b.peak_open_size << "\n";
    }
    if (expected.nodes.size() != actual.nodes.size()) {
        os << "node count " << expected.nodes.size() << " vs " << actual.nodes.size() << "\n";
    } else {
        int shown = 0;
        for (std::size_t i = 0; i < expected.nodes.size() && shown < 5; ++i) {
            if (expected.nodes[i] == actual.nodes[i]) continue;
            os << "node " << i << ": expected " << node_text(expected.nodes[i]) << ", got "
               << node_text(actual.nodes[i]) << "\n";
            ++shown;
        }
    }
    if (expected.open.size() != actual.open.size()) {
        os << "open list size " << expected.open.size() << " vs " << actual.open.size() << "\n";
    }
    for (std::size_t i = 0; i < std::min(expected.open.size(), actual.open.size()); ++i) {
        if (!same_entry(expected.open[i], actual.open[i])) {
            os << "open list entry " << i << ": expected " << entry_text(expected.open[i])
               << ", got " << entry_text(actual.open[i]) << "\n";
            break;
        }
    }
    if (expected.path != actual.path) os << "paths differ\n";
    if (expected.path_cost != actual.path_cost) {
        os << "path_cost " << expected.path_cost << " vs " << actual.path_cost << "\n";
    }
    return os.str();
}

std::vector<int> changed_nodes(const SearchSnapshot& before, const SearchSnapshot& after) {
    std::vector<int> changed;
    for (std::size_t i = 0; i < before.nodes.size() && i < after.nodes.size(); ++i) {
        if (!(before.nodes[i] == after.nodes[i])) changed.push_back(static_cast<int>(i));
    }
    return changed;
}

RandomCase random_case(std::uint32_t seed, const RandomMapSpec& spec) {
    std::mt19937 rng(seed);
    RandomCase c;
    c.seed = seed;
    const int width = random_between(rng, spec.min_side, spec.max_side);
    const int height = random_between(rng, spec.min_side, spec.max_side);
    const double wall_fraction = random_unit(rng) * spec.max_wall_fraction;
    const bool costly = spec.terrain && (random_below(rng, 2) == 0 || spec.always_costly);
    const bool watery = spec.terrain && random_below(rng, 8) == 0;
    c.grid = Grid(width, height);
    std::vector<Cell> free;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const Cell cell{x, y};
            if (random_unit(rng) < wall_fraction) {
                c.grid.set_cost(cell, kWall);
                continue;
            }
            if (costly) c.grid.set_cost(cell, static_cast<CellCost>(random_between(rng, 1, 9)));
            if (watery && random_below(rng, 6) == 0) c.grid.set_water(cell, true);
            free.push_back(cell);
        }
    }
    if (free.empty()) {
        c.grid.set_cost({0, 0}, kPlainGround);
        free.push_back({0, 0});
    }
    c.start = free[static_cast<std::size_t>(random_below(rng, static_cast<int>(free.size())))];
    c.goal = free[static_cast<std::size_t>(random_below(rng, static_cast<int>(free.size())))];
    if (spec.far_apart) {
        c.start = free.front();
        c.goal = free.back();
    }
    c.rules.moves = random_below(rng, 2) == 0 ? Moves::kFour : Moves::kEight;
    c.rules.diagonal = option_table<DiagonalRule>()[static_cast<std::size_t>(
                                                        random_below(rng, 4))]
                           .value;
    c.rules.diagonal_cost = random_below(rng, 2) == 0 ? DiagonalCost::kSqrt2 : DiagonalCost::kOne;

    std::ostringstream os;
    os << "seed " << seed << ": " << width << "x" << height << ", walls "
       << static_cast<int>(wall_fraction * 100) << "%, " << (costly ? "costs 1-9" : "cost 1")
       << (watery ? ", water" : "") << ", " << option_name(c.rules.moves) << " moves, "
       << option_name(c.rules.diagonal) << ", diagonal " << option_name(c.rules.diagonal_cost)
       << ", start (" << c.start.x << ", " << c.start.y << ") goal (" << c.goal.x << ", "
       << c.goal.y << ")";
    c.description = os.str();
    return c;
}

}  // namespace astar::test
