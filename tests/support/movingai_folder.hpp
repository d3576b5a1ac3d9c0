// The Moving AI folder the tests read (ASTAR_MOVINGAI_DIR, see CMakeLists.txt): which maps it
// holds, so that a suite can check it covers every one of them.
#pragma once

#include <filesystem>
#include <set>
#include <string>

namespace astar::test {

// The file names of the .map files in `dir`.
inline std::set<std::string> movingai_map_files(const std::filesystem::path& dir) {
    std::set<std::string> maps;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        if (entry.path().extension() == ".map") maps.insert(entry.path().filename().string());
    }
    return maps;
}

}  // namespace astar::test
