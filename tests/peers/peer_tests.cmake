# Tests that check our search against Boost.Graph's astar_search (native only): Boost, given
# our engine's order, must expand the same cells in the same order (boost_order_test.cpp).
# They share the benchmark's Boost graph and order (bench/native/boost_grid.hpp,
# engine_order.hpp). Boost.Graph comes from libboost-graph-dev, which scripts/test.sh installs;
# a build without it has no such tests and says so.
find_package(Boost 1.74 CONFIG QUIET COMPONENTS graph)
if(Boost_FOUND)
    add_executable(astar_peer_tests "${PROJECT_SOURCE_DIR}/tests/peers/boost_order_test.cpp")
    target_include_directories(astar_peer_tests PRIVATE
        "${PROJECT_SOURCE_DIR}/src" "${PROJECT_SOURCE_DIR}/tests"
        "${PROJECT_SOURCE_DIR}/bench/native")
    # Boost::headers is imported, so its headers count as system headers: our warnings (and
    # -Werror) apply to our code only.
    target_link_libraries(astar_peer_tests PRIVATE astar_core astar_warnings Boost::headers
                          GTest::gtest_main)
    target_compile_definitions(astar_peer_tests PRIVATE
        ASTAR_MOVINGAI_DIR="${ASTAR_MOVINGAI_DIR}")
    gtest_discover_tests(astar_peer_tests DISCOVERY_TIMEOUT 120)
else()
    message(WARNING "Boost.Graph not found: the tests against Boost's A* (tests/peers) are not "
                    "built; scripts/test.sh installs libboost-graph-dev")
endif()
