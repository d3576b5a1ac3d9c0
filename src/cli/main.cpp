// The `astar` command-line tool: `astar solve` checks a Moving AI benchmark, `astar print` draws
// one search. This file only picks the command; each lives in its own file.
#include <cstdio>
#include <exception>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "build_info.hpp"  // generated at build time: ASTAR_VERSION, ASTAR_COMMIT
#include "cli/args.hpp"
#include "cli/print_command.hpp"
#include "cli/search_settings.hpp"
#include "cli/solve_command.hpp"

namespace {

void print_help() {
    std::string text =
        "usage: astar <command> [options]\n"
        "\n"
        "commands:\n"
        "  solve   solve every problem of a Moving AI .scen file and check the path lengths\n"
        "          astar solve --scen FILE [--map FILE] [options]\n"
        "  print   draw one search on a Moving AI .map file as ASCII\n"
        "          astar print --map FILE --from X,Y --to X,Y [--max-steps N] [options]\n"
        "  --version   the version and the commit this program was built from\n"
        "\n"
        "'astar solve --help' and 'astar print --help' list every option. The search options\n"
        "both commands take (also --name=value):\n";
    text += astar::cli::format_options(astar::cli::search_option_specs());
    std::fputs(text.c_str(), stdout);
}

int run(std::span<const std::string_view> args) {
    if (args.empty()) return astar::cli::usage_error("", "missing command (solve or print)");
    const std::string_view command = args.front();
    const std::span<const std::string_view> rest = args.subspan(1);
    if (command == "--help" || command == "-h" || command == "help") {
        print_help();
        return 0;
    }
    if (command == "--version" || command == "version") {
        std::printf("astar %s (commit %s)\n", ASTAR_VERSION, ASTAR_COMMIT);
        return 0;
    }
    if (command == "solve") return astar::cli::run_solve(rest);
    if (command == "print") return astar::cli::run_print(rest);
    if (command.starts_with("-")) {
        return astar::cli::usage_error("", "missing command (solve or print) before '" +
                                               std::string(command) + "'");
    }
    return astar::cli::usage_error("", "unknown command '" + std::string(command) +
                                           "' (solve or print)");
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string_view> args(argv + 1, argv + argc);
    try {
        return run(args);
    } catch (const std::exception& e) {
        // Out of memory or the like: still one line and the input-error status.
        return astar::cli::input_error("", std::string("unexpected failure: ") + e.what());
    }
}
