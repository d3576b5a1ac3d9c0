// Runs a fuzz target's LLVMFuzzerTestOneInput on saved inputs, without libFuzzer: every file in
// the directories (or the files) named on the command line. This is how CTest replays the
// committed corpus (tests/fuzz/corpus) in every build; scripts/fuzz.sh builds the same targets
// with clang's libFuzzer to look for new inputs.
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

// Each input is named before it runs: a sanitizer or a failed check of the target ends the
// process at once, and the last name printed is the input that did it (CTest shows the output
// of a failed test only).
void run_file(const std::filesystem::path& path) {
    std::fprintf(stderr, "replay: %s\n", path.string().c_str());
    std::ifstream in(path, std::ios::binary);
    const std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::filesystem::path> files;
    for (int i = 1; i < argc; ++i) {
        const std::filesystem::path path(argv[i]);
        if (std::filesystem::is_directory(path)) {
            for (const auto& entry : std::filesystem::directory_iterator(path)) {
                if (entry.is_regular_file()) files.push_back(entry.path());
            }
        } else if (std::filesystem::is_regular_file(path)) {
            files.push_back(path);
        } else {
            std::fprintf(stderr, "replay: no such file or directory: %s\n", argv[i]);
            return 1;
        }
    }
    if (files.empty()) {
        std::fprintf(stderr, "replay: no inputs\n");
        return 1;
    }
    for (const auto& file : files) run_file(file);
    std::printf("replay: %zu inputs ran\n", files.size());
    return 0;
}
