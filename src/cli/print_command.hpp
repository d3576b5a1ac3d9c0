// `astar print`: one search on a map, drawn as ASCII (path, expanded and open cells), with its
// counters and the smoothed path.
//
// How to use (from main):
//     return astar::cli::run_print(arguments_after_the_word_print);
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "cli/args.hpp"

namespace astar::cli {

// The options `astar print` takes (its own, the terrain costs, the search options).
std::vector<OptionSpec> print_specs();

// Runs the command and returns the exit status: 0 a path (or the step limit) was reached,
// 1 no path, 2 bad arguments, a bad map file or a start/goal that cannot be searched.
int run_print(std::span<const std::string_view> args);

}  // namespace astar::cli
