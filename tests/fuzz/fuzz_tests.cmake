# Fuzz targets (tests/fuzz/fuzz_*.cpp, each a LLVMFuzzerTestOneInput over text a user or a link
# hands the app) and their corpus (tests/fuzz/corpus/<target>/). Natively, CTest replays every
# input of the corpus through its target with AddressSanitizer and UndefinedBehaviorSanitizer,
# core and app model included: an input that once found a bug stays a test, and a check of the
# target (a link that does not round-trip, a search that does not replay) fails it.
# scripts/fuzz.sh builds the same targets with clang's libFuzzer to look for new inputs.
set(_fuzz_sanitizers -fsanitize=address,undefined -fno-sanitize-recover=all
                     -fno-omit-frame-pointer)
# The core and the app model again, sanitized: UndefinedBehaviorSanitizer checks only the code
# compiled with it. With them the command-line tool but its main() (fuzz_cli_args).
set(ASTAR_FUZZ_CLI_SOURCES ${ASTAR_CLI_SOURCES})
list(FILTER ASTAR_FUZZ_CLI_SOURCES EXCLUDE REGEX "/main[.]cpp$")  # the tool's own main()
add_library(astar_fuzz_code STATIC ${ASTAR_CORE_SOURCES} ${ASTAR_APP_MODEL_SOURCES}
                                   ${ASTAR_FUZZ_CLI_SOURCES})
target_include_directories(astar_fuzz_code PUBLIC src)
target_compile_options(astar_fuzz_code PUBLIC ${_fuzz_sanitizers} -O0 -g)
target_link_options(astar_fuzz_code PUBLIC ${_fuzz_sanitizers})
target_link_libraries(astar_fuzz_code PRIVATE astar_warnings)

file(GLOB _fuzz_targets CONFIGURE_DEPENDS tests/fuzz/fuzz_*.cpp)
foreach(_source IN LISTS _fuzz_targets)
    get_filename_component(_name "${_source}" NAME_WE)  # fuzz_scene_link
    string(REGEX REPLACE "^fuzz_" "" _corpus "${_name}")
    add_executable(${_name}_replay "${_source}" tests/fuzz/replay_main.cpp)
    target_link_libraries(${_name}_replay PRIVATE astar_fuzz_code astar_warnings)
    add_test(NAME ${_name}_corpus
             COMMAND ${_name}_replay "${PROJECT_SOURCE_DIR}/tests/fuzz/corpus/${_corpus}")
endforeach()
