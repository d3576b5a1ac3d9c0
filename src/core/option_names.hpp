// Names of every search option: the short name the command line and share links use
// ("no-corner-cut"), and the label a person reads ("No corner cutting"). The search's own
// states have them too (status, cell state, neighbour outcome): there the name is the token the
// app's JSON uses ("no_path") and the label the words the UI, the CLI and test messages show
// ("no path").
//
// How to use:
//     std::optional<astar::Heuristic> h = astar::parse_option<astar::Heuristic>("octile");
//     std::string_view n = astar::option_name(astar::DiagonalRule::kAlways);   // "corner-cut"
//     std::string_view l = astar::option_label(astar::Algorithm::kDepthFirstWalk);
//     for (const auto& o : astar::option_table<astar::TieBreak>()) list(o.name);
#pragma once

#include <optional>
#include <span>
#include <string_view>

#include "core/heuristic.hpp"
#include "core/movement.hpp"
#include "core/search_types.hpp"

namespace astar {

template <class E>
struct NamedOption {
    E value;
    std::string_view name;   // lowercase, no spaces
    std::string_view label;  // for people
};

// Every value of E with its names, in the order a menu shows them. Specialised for Heuristic,
// Algorithm, TieBreak, Moves, DiagonalRule, DiagonalCost, SearchStatus, CellState and
// NeighborOutcome.
template <class E>
std::span<const NamedOption<E>> option_table();
template <> std::span<const NamedOption<Heuristic>> option_table<Heuristic>();
template <> std::span<const NamedOption<Algorithm>> option_table<Algorithm>();
template <> std::span<const NamedOption<TieBreak>> option_table<TieBreak>();
template <> std::span<const NamedOption<Moves>> option_table<Moves>();
template <> std::span<const NamedOption<DiagonalRule>> option_table<DiagonalRule>();
template <> std::span<const NamedOption<DiagonalCost>> option_table<DiagonalCost>();
template <> std::span<const NamedOption<SearchStatus>> option_table<SearchStatus>();
template <> std::span<const NamedOption<CellState>> option_table<CellState>();
template <> std::span<const NamedOption<NeighborOutcome>> option_table<NeighborOutcome>();

template <class E>
std::optional<E> parse_option(std::string_view name) {
    for (const NamedOption<E>& o : option_table<E>()) {
        if (o.name == name) return o.value;
    }
    return std::nullopt;
}

template <class E>
std::string_view option_name(E value) {
    for (const NamedOption<E>& o : option_table<E>()) {
        if (o.value == value) return o.name;
    }
    return "?";
}

template <class E>
std::string_view option_label(E value) {
    for (const NamedOption<E>& o : option_table<E>()) {
        if (o.value == value) return o.label;
    }
    return "?";
}

}  // namespace astar
