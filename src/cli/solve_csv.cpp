#include "cli/solve_csv.hpp"

#include <cerrno>
#include <cstring>

namespace astar::cli {

namespace {

// %.10g, as the report prints costs; empty for nothing.
std::string number(const std::optional<double>& value) {
    if (!value) return {};
    char text[32];
    std::snprintf(text, sizeof text, "%.10g", *value);
    return text;
}

}  // namespace

SolveCsv::~SolveCsv() {
    if (file_ != nullptr && file_ != stdout) std::fclose(file_);
}

std::optional<std::string> SolveCsv::open(const std::string& path) {
    path_ = path;
    // Not /dev/stdout opened again: where stdout is a file, that would empty it.
    file_ = path == "-" ? stdout : std::fopen(path.c_str(), "w");
    if (file_ == nullptr) return "cannot write " + path + ": " + std::strerror(errno);
    std::fputs("line,bucket,start_x,start_y,goal_x,goal_y,file_length,optimum,cost,expansions,"
               "verdict\n",
               file_);
    return std::nullopt;
}

void SolveCsv::write(const Scenario& s, const ScenarioOutcome& outcome) {
    if (file_ == nullptr) return;
    std::fprintf(file_, "%d,%d,%d,%d,%d,%d,%s,%s,%s,%lld,%s\n", s.line, s.bucket, s.start.x,
                 s.start.y, s.goal.x, s.goal.y, number(s.optimal_length).c_str(),
                 number(outcome.optimum).c_str(), number(outcome.cost).c_str(),
                 outcome.expansions, outcome.verdict);
}

std::optional<std::string> SolveCsv::close() {
    if (file_ == nullptr) return std::nullopt;
    const bool failed = std::ferror(file_) != 0;
    const bool closed = file_ == stdout || std::fclose(file_) == 0;
    file_ = nullptr;
    if (failed || !closed) return "could not write all of " + path_;
    return std::nullopt;
}

}  // namespace astar::cli
