// The Moving AI folder the tests read (ASTAR_MOVINGAI_DIR, see CMakeLists.txt): which maps it
// holds, so that a suite can check it covers every one of them, and a map's name as GoogleTest
// accepts it in a test's name.
#pragma once

#include <cctype>
#include <filesystem>
#include <set>
#include <string>
#include <string_view>

namespace astar::test {

// The file names of the .map files in `dir`.
inline std::set<std::string> movingai_map_files(const std::filesystem::path& dir) {
    std::set<std::string> maps;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        if (entry.path().extension() == ".map") maps.insert(entry.path().filename().string());
    }
    return maps;
}

// "maze-32-32-4.map" -> "maze_32_32_4": the file name without ".map", every character that is
// not a letter or a digit made '_' (GoogleTest's parameterised test names allow no others).
inline std::string map_test_name(std::string_view map_file) {
    std::string name(map_file.substr(0, map_file.size() - 4));  // ".map"
    for (char& c : name) {
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    }
    return name;
}

}  // namespace astar::test
