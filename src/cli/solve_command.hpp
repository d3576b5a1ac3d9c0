// `astar solve`: every problem of a Moving AI scenario file, checked against its optimal length.
//
// How to use (from main):
//     return astar::cli::run_solve(arguments_after_the_word_solve);
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "cli/args.hpp"

namespace astar::cli {

// The options `astar solve` takes (its own, the terrain costs, the search options).
std::vector<OptionSpec> solve_specs();

// Runs the command and returns the exit status: 0 all as expected, 1 wrong path lengths (see
// the help text), 2 bad arguments or files.
int run_solve(std::span<const std::string_view> args);

}  // namespace astar::cli
