// `astar solve --csv FILE`: one line per scenario, for a spreadsheet or a script, after a
// header line:
//     scenario,line,bucket,start_x,start_y,goal_x,goal_y,file_length,optimum,cost,expansions,
//     verdict
// scenario is its number among the file's scenarios, from 1 (what the app's Scenario field
// takes), line its line in the file.
// optimum is the cost the path was held to: the file's length, or Dijkstra's under other rules
// or costs, or where the file's length does not fit the map; empty where nothing is known (no
// path). cost is empty without a path. verdict: optimal, suboptimal, shorter (than the optimum
// it is held to), misfit (the file's length is not this map's optimum, so the path was held to
// Dijkstra's), unsolved, error.
#pragma once

#include <cstdio>
#include <optional>
#include <string>

#include "core/movingai_scenario.hpp"

namespace astar::cli {

struct ScenarioOutcome {
    const char* verdict = "error";
    std::optional<double> optimum;
    std::optional<double> cost;
    long long expansions = 0;
};

class SolveCsv {
public:
    SolveCsv() = default;
    SolveCsv(const SolveCsv&) = delete;
    SolveCsv& operator=(const SolveCsv&) = delete;
    ~SolveCsv();

    // Creates (or empties) `path` and writes the header; the problem if it cannot. "-" is
    // stdout, and from then on the report printed to stdout goes to stderr, so that stdout
    // holds the CSV alone.
    std::optional<std::string> open(const std::string& path);
    bool is_open() const { return file_ != nullptr; }
    // `number`: the scenario's among the file's, from 1 (the app's Scenario field).
    void write(const Scenario& s, int scenario_number, const ScenarioOutcome& outcome);
    // Closes the file; the problem if a write failed (a full disk, say).
    std::optional<std::string> close();

private:
    std::FILE* file_ = nullptr;
    std::string path_;
};

}  // namespace astar::cli
