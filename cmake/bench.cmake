# Benchmarks, run by scripts/bench.sh (bench/README.md says what each one times).
#   native: build/native/astar_bench — our A* against Boost.Graph's astar_search. Needs Boost's
#           graph library (libboost-graph-dev); without it the target is skipped, so the normal
#           build never requires Boost.
#           build/native/astar_dirty_cells_bench — how long the app's DirtyCells takes to give a
#           frame its rectangles (bench/native/dirty_cells_bench.cpp; not run by bench.sh).
#   wasm:   build/wasm/bench/astar_bench_core.js + .wasm — the core as a node module (CommonJS,
#           `createBenchCore()`), compared with JavaScript path finders by bench/node/bench.mjs.
#   both:   astar_play_loop_bench — what playing costs the app's model per step, against run()
#           (bench/native/play_loop_bench.cpp; not run by bench.sh): build/native/ natively,
#           build/wasm/bench/astar_play_loop_bench.js for node.

add_executable(astar_play_loop_bench "${PROJECT_SOURCE_DIR}/bench/native/play_loop_bench.cpp")
target_link_libraries(astar_play_loop_bench PRIVATE astar_app_model astar_warnings)

if(EMSCRIPTEN)
    add_executable(astar_bench_core "${PROJECT_SOURCE_DIR}/bench/wasm/bench_core.cpp")
    target_link_libraries(astar_bench_core PRIVATE astar_core astar_warnings)
    set_target_properties(astar_bench_core PROPERTIES
        SUFFIX ".js"
        RUNTIME_OUTPUT_DIRECTORY "${PROJECT_BINARY_DIR}/bench")
    target_compile_options(astar_bench_core PRIVATE -O3)
    target_link_options(astar_bench_core PRIVATE
        -O3 -sENVIRONMENT=node -sMODULARIZE=1 -sEXPORT_NAME=createBenchCore
        -sALLOW_MEMORY_GROWTH=1 -sEXPORTED_RUNTIME_METHODS=UTF8ToString)
    set_target_properties(astar_play_loop_bench PROPERTIES
        SUFFIX ".js"
        RUNTIME_OUTPUT_DIRECTORY "${PROJECT_BINARY_DIR}/bench")
    target_link_options(astar_play_loop_bench PRIVATE
        -O3 -sENVIRONMENT=node -sALLOW_MEMORY_GROWTH=1)
else()
    set_target_properties(astar_play_loop_bench PROPERTIES
        RUNTIME_OUTPUT_DIRECTORY "${PROJECT_BINARY_DIR}")
    add_executable(astar_dirty_cells_bench
                   "${PROJECT_SOURCE_DIR}/bench/native/dirty_cells_bench.cpp")
    target_link_libraries(astar_dirty_cells_bench PRIVATE astar_app_model astar_warnings)
    set_target_properties(astar_dirty_cells_bench PROPERTIES
        RUNTIME_OUTPUT_DIRECTORY "${PROJECT_BINARY_DIR}")
    find_package(Boost 1.74 CONFIG QUIET COMPONENTS graph)
    if(Boost_FOUND)
        add_executable(astar_bench "${PROJECT_SOURCE_DIR}/bench/native/astar_bench.cpp")
        # Boost::headers is an imported target: its headers count as system headers, so our
        # warnings (and -Werror) apply to the benchmark's own code only.
        target_link_libraries(astar_bench PRIVATE astar_core astar_warnings Boost::headers)
        target_compile_definitions(astar_bench PRIVATE
            ASTAR_MOVINGAI_DIR="${ASTAR_MOVINGAI_DIR}")
        set_target_properties(astar_bench PROPERTIES
            RUNTIME_OUTPUT_DIRECTORY "${PROJECT_BINARY_DIR}")
    else()
        message(STATUS "Boost.Graph not found: astar_bench (the native benchmark against "
                       "Boost.Graph) is skipped; scripts/bench.sh installs libboost-graph-dev")
    endif()
endif()
