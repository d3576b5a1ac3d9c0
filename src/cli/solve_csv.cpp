#include "cli/solve_csv.hpp"

#include <unistd.h>

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
    if (file_ != nullptr) std::fclose(file_);
}

std::optional<std::string> SolveCsv::open(const std::string& path) {
    path_ = path;
    if (path == "-") {
        // The CSV keeps the real stdout (a descriptor of its own); the report's stdout
        // becomes stderr. (Not /dev/stdout opened again: where stdout is a file, that would
        // empty it.)
        std::fflush(stdout);
        const int csv_fd = dup(STDOUT_FILENO);
        file_ = csv_fd < 0 ? nullptr : fdopen(csv_fd, "w");
        if (file_ == nullptr || dup2(STDERR_FILENO, STDOUT_FILENO) < 0) {
            return std::string("cannot write the CSV to stdout: ") + std::strerror(errno);
        }
    } else {
        file_ = std::fopen(path.c_str(), "w");
        if (file_ == nullptr) return "cannot write " + path + ": " + std::strerror(errno);
    }
    std::fputs("scenario,line,bucket,start_x,start_y,goal_x,goal_y,file_length,optimum,cost,"
               "expansions,verdict\n",
               file_);
    return std::nullopt;
}

void SolveCsv::write(const Scenario& s, int scenario_number, const ScenarioOutcome& outcome) {
    if (file_ == nullptr) return;
    std::fprintf(file_, "%d,%d,%d,%d,%d,%d,%d,%s,%s,%s,%lld,%s\n", scenario_number, s.line,
                 s.bucket, s.start.x, s.start.y, s.goal.x, s.goal.y, number(s.optimal_length).c_str(),
                 number(outcome.optimum).c_str(), number(outcome.cost).c_str(),
                 outcome.expansions, outcome.verdict);
}

std::optional<std::string> SolveCsv::close() {
    if (file_ == nullptr) return std::nullopt;
    // A full disk shows at the last flush, or at any write before it (then errno is gone).
    const bool flushed = std::fflush(file_) == 0;
    const int flush_error = errno;
    const bool failed = !flushed || std::ferror(file_) != 0;
    const bool closed = std::fclose(file_) == 0;
    file_ = nullptr;
    if (!failed && closed) return std::nullopt;
    const std::string where = path_ == "-" ? std::string("stdout") : path_;
    return "could not write all of the CSV to " + where +
           (!flushed ? std::string(": ") + std::strerror(flush_error) : std::string());
}

}  // namespace astar::cli
