# ctest tests of the `astar` command-line tool (native only). Each test runs the real binary
# through tests/cli/expect.sh, which checks the exit status and the output.
#
#     astar_cli_test(NAME EXIT [CHECK PATTERN]... -- ARG...)
# runs `astar ARG...` and expects exit status EXIT; the checks are expect.sh's (--stdout,
# --stderr, --last-line, --stderr-lines). The tests are named cli.NAME and labelled `cli`.

find_program(ASTAR_BASH bash REQUIRED)
set(ASTAR_CLI_TEST_DIR "${CMAKE_CURRENT_LIST_DIR}")

function(astar_cli_test name exit_status)
    set(args ${ARGN})
    list(FIND args "--" separator)
    if(separator EQUAL -1)
        message(FATAL_ERROR "astar_cli_test(${name}): no -- before the arguments")
    endif()
    math(EXPR after "${separator} + 1")
    list(INSERT args ${after} "$<TARGET_FILE:astar>")
    add_test(NAME cli.${name}
             COMMAND "${ASTAR_BASH}" "${ASTAR_CLI_TEST_DIR}/expect.sh" ${exit_status} ${args})
    set_tests_properties(cli.${name} PROPERTIES LABELS cli)
endfunction()

set(_data "${ASTAR_CLI_TEST_DIR}/data")
set(_arena_scen "${ASTAR_MOVINGAI_DIR}/arena.map.scen")
set(_arena_map "${ASTAR_MOVINGAI_DIR}/arena.map")
# A usage error: one line naming the problem, then the pointer to the help.
set(_solve_usage --stderr-lines 2 --stderr "^try 'astar solve --help'$")
set(_print_usage --stderr-lines 2 --stderr "^try 'astar print --help'$")

# --- Help ---
astar_cli_test(help 0 --stdout "^  solve " --stdout "^  print " --stdout "default: octile"
               -- --help)
# The version and the commit it was built from (12 hex digits, "-dirty" with edits not
# committed; "unknown" only outside a git checkout, which a test build never is).
astar_cli_test(version 0 --stdout "^astar [0-9]+\\.[0-9]+\\.[0-9]+ \\(commit [0-9a-f]{12}(-dirty)?\\)$"
               -- --version)
astar_cli_test(solve_help 0 --stdout "--scen FILE" --stdout "--map FILE"
               --stdout "default: no-corner-cut" --stdout "--tie-break NAME"
               -- solve --help)
astar_cli_test(print_help 0 --stdout "--from X,Y" --stdout "--max-steps N"
               --stdout "default: sqrt2" -- print --help)

# --- solve ---
# The map is looked up next to the .scen file.
astar_cli_test(solve_arena_all_optimal 0
               --last-line "scenarios: 160 optimal: 160 shorter: 0 suboptimal: 0 unsolved: 0"
               --stdout "^time: .* s searching \\(wall clock. .* s loading\\), .* scenarios/s, [0-9]+ expansions, .* ns/expansion$"
               -- solve --scen ${_arena_scen})
astar_cli_test(solve_arena_option_equals_value_form 0
               --last-line "scenarios: 160 optimal: 160 shorter: 0 suboptimal: 0 unsolved: 0"
               -- solve --scen=${_arena_scen} --map=${_arena_map} --heuristic=octile --weight=1
                  --moves=8 --diagonal=no-corner-cut --diagonal-cost=sqrt2 --tie-break=fifo)
astar_cli_test(solve_arena_dijkstra_all_optimal 0
               --last-line "scenarios: 160 optimal: 160 shorter: 0 suboptimal: 0 unsolved: 0"
               -- solve --scen ${_arena_scen} --algorithm dijkstra)
# Under rules other than the benchmark's the file's lengths do not apply (corner cutting is
# shorter, 4 moves longer): each path is held to Dijkstra's under the same rules.
astar_cli_test(solve_corner_cut_is_checked_against_dijkstra 0
               --stdout "^note: the file's lengths assume the benchmark's rules"
               --last-line "scenarios: 160 optimal: 160 shorter: 0 suboptimal: 0 unsolved: 0"
               -- solve --scen ${_arena_scen} --diagonal corner-cut)
astar_cli_test(solve_four_moves_is_checked_against_dijkstra 0
               --last-line "scenarios: 160 optimal: 160 shorter: 0 suboptimal: 0 unsolved: 0"
               -- solve --scen ${_arena_scen} --moves 4 --heuristic manhattan)
# A scenario with no path under the rules asked for (only a diagonal joins start and goal, and
# water is entered only from water) is shown as unsolved, not called optimal, nor a failure.
astar_cli_test(solve_no_path_under_other_rules_is_shown 0
               --stdout "diagonal-only\\.map\\.scen:2: scenario 1: unsolved \\(no path under these rules, nor for Dijkstra\\)"
               --stdout "^no path under these rules: 1 "
               --last-line "scenarios: 2 optimal: 1 shorter: 0 suboptimal: 0 unsolved: 1"
               -- solve --scen ${_data}/diagonal-only.map.scen --moves 4)
# ...so a setting that does not promise shortest paths under those rules still shows.
astar_cli_test(solve_unit_diagonals_octile_overestimates 0
               --stdout "arena\\.map\\.scen:[0-9]+: scenario [0-9]+: suboptimal: start "
               --stdout "^not a failure: "
               --last-line "scenarios: 160 optimal: [0-9]+ shorter: 0 suboptimal: [1-9][0-9]* unsolved: 0"
               -- solve --scen ${_arena_scen} --diagonal-cost 1)
# The scenarios of one map against another of the same size: said up front; the paths
# shorter than the file's length are not called a bug of the search, since Dijkstra finds the
# same optimum on this map, and are held to that instead. A file that does not fit its map is
# a failure.
astar_cli_test(solve_other_map_is_noted 1
               --stdout "^note: the scenarios name 'tiny\\.map', --map gives 'tiny-open\\.map'$"
               --stdout "^solving 1 scenario from "
               --stdout "tiny-open\\.scen:2: scenario 1: the file's length does not fit this map: start \\(2, 2\\) goal \\(9, 5\\) expected 9\\.41421356 got 8\\.242640687 \\(Dijkstra on this map finds 8\\.242640687\\)$"
               --stdout "^failure: 1 scenario where the file's length is not the optimum Dijkstra finds on 'tiny-open\\.map': is it the map these scenarios were made for\\?"
               --last-line "scenarios: 1 optimal: 1 shorter: 0 suboptimal: 0 unsolved: 0"
               -- solve --scen ${_data}/tiny-open.scen --map ${_data}/tiny-open.map)
# The map the scenarios name, edited after they were made (stale-lengths.scen names
# tiny-open.map; two of its three lengths are wrong for it, one too short, one too long):
# the lines say the file does not fit, neither is called shorter or suboptimal, and no
# "bug" or "promise" is blamed on the search.
astar_cli_test(solve_stale_lengths_point_at_the_file 1
               --stdout "stale-lengths\\.scen:3: scenario 2: the file's length does not fit this map: start \\(0, 0\\) goal \\(0, 1\\) expected 0\\.5 got 1 "
               --stdout "stale-lengths\\.scen:4: scenario 3: the file's length does not fit this map: start \\(0, 0\\) goal \\(1, 1\\) expected 3 got 1\\.414213562 "
               --stdout "^failure: 2 scenarios where the file's length is not the optimum"
               --not-stdout "a bug" --not-stdout "promise"
               --last-line "scenarios: 3 optimal: 3 shorter: 0 suboptimal: 0 unsolved: 0"
               -- solve --scen ${_data}/stale-lengths.scen)
# Under settings that do not promise shortest paths the file is checked all the same: line 3's
# path, longer than the file's too-short length, was called suboptimal by 2x and the run
# passed (fuzz pass).
astar_cli_test(solve_stale_lengths_point_at_the_file_under_a_weight 1
               --stdout "stale-lengths\\.scen:3: scenario 2: the file's length does not fit this map: start \\(0, 0\\) goal \\(0, 1\\) expected 0\\.5 got 1 \\(Dijkstra on this map finds 1\\)$"
               --stdout "^failure: 2 scenarios where the file's length is not the optimum"
               --not-stdout "suboptimal: start"
               --last-line "scenarios: 3 optimal: 3 shorter: 0 suboptimal: 0 unsolved: 0"
               -- solve --scen ${_data}/stale-lengths.scen --weight 2)
astar_cli_test(solve_manhattan_suboptimal_is_not_a_failure 0
               --stdout "arena\\.map\\.scen:[0-9]+: scenario [0-9]+: suboptimal: start "
               --stdout "^path cost / optimum: worst 1\\.0*[1-9][0-9]* \\(.*arena\\.map\\.scen:[0-9]+, scenario [0-9]+\\), mean 1\\.[0-9]+ over 160 scenarios with a known optimum$"
               --stdout "^not a failure: "
               --last-line "scenarios: 160 optimal: [0-9]+ shorter: 0 suboptimal: [1-9][0-9]* unsolved: 0"
               -- solve --scen ${_arena_scen} --heuristic manhattan)
# split.map.scen gives (0, 0) -> (4, 0) a path of 4 across a wall that splits the map: no
# search finds one, Dijkstra neither, and the file and the map disagree, which is a failure
# whatever the settings promise about lengths.
astar_cli_test(solve_path_the_map_lacks_fails_under_optimal_settings 1
               --stdout "split\\.map\\.scen:2: scenario 1: unsolved. the file gives a path, Dijkstra finds none"
               --stdout "^failure: 1 scenario where the file gives a path and Dijkstra finds none: is 'split\\.map' the map"
               --last-line "scenarios: 1 optimal: 0 shorter: 0 suboptimal: 0 unsolved: 1"
               -- solve --scen ${_data}/split.map.scen)
# Its CSV row: no optimum on this map, and a misfit, not the file's length as the optimum.
astar_cli_test(solve_csv_row_of_a_path_the_map_lacks_is_a_misfit_without_optimum 1
               --stdout "^1,2,[0-9]+,0,0,4,0,4,,,[0-9]+,misfit$"
               -- solve --scen ${_data}/split.map.scen --csv -)
astar_cli_test(solve_path_the_map_lacks_fails_under_greedy_too 1
               --stdout "^failure: 1 scenario where the file gives a path and Dijkstra finds none"
               --last-line "scenarios: 1 optimal: 0 shorter: 0 suboptimal: 0 unsolved: 1"
               -- solve --scen ${_data}/split.map.scen --algorithm greedy)
astar_cli_test(solve_path_the_map_lacks_fails_under_other_rules 1
               --stdout "^failure: 1 scenario where the file gives a path and Dijkstra finds none"
               -- solve --scen ${_data}/split.map.scen --moves 4 --heuristic manhattan)
# (In these patterns '.' stands for ';', which CMake would take as a list separator.)
# --csv -: a header, then one line per scenario, alone on stdout; the report goes to stderr.
# Each row starts with the scenario's number, which the app's Scenario field takes, then its
# line in the file (the last of arena's 160 is on line 161: the line alone sent a user to the
# wrong scenario in the app, game-dev pass).
astar_cli_test(solve_csv_lists_every_scenario 0
               --stdout "^scenario,line,bucket,start_x,start_y,goal_x,goal_y,file_length,optimum,cost,expansions,verdict$"
               --stdout "^1,2,0,1,11,1,12,1,1,1,[0-9]+,optimal$"
               --stdout "^3,4,0,1,13,4,12,3\\.41421,3\\.41421,3\\.414213562,[0-9]+,optimal$"
               --not-stdout ",(suboptimal|shorter|misfit|unsolved|error)$"
               --not-stdout "^(solving|settings|time|scenarios):"
               --last-line "160,161,15,1,7,47,46,62\\.1543,62\\.1543,62\\.15432893,[0-9]+,optimal"
               --stderr "^scenarios: 160 optimal: 160 shorter: 0 suboptimal: 0 unsolved: 0$"
               -- solve --scen ${_arena_scen} --csv -)
astar_cli_test(solve_csv_says_suboptimal 0
               --stdout "^[0-9]+,[0-9]+,[0-9]+,[0-9]+,[0-9]+,[0-9]+,[0-9]+,[0-9.]+,[0-9.]+,[0-9.]+,[0-9]+,suboptimal$"
               -- solve --scen ${_arena_scen} --diagonal-cost 1 --csv -)
# No path under these rules: no optimum, no cost.
astar_cli_test(solve_csv_leaves_an_unsolved_cost_empty 0
               --stdout "^1,2,[0-9]+,[0-9]+,[0-9]+,[0-9]+,[0-9]+,[0-9.]+,,,[0-9]+,unsolved$"
               -- solve --scen ${_data}/diagonal-only.map.scen --moves 4 --csv -)
# A file whose length is not this map's optimum: the row holds the path to Dijkstra's optimum
# and says misfit.
astar_cli_test(solve_csv_says_where_the_file_does_not_fit 1
               --stdout "^1,2,[0-9]+,2,2,9,5,9\\.41421356,8\\.242640687,8\\.242640687,[0-9]+,misfit$"
               -- solve --scen ${_data}/tiny-open.scen --map ${_data}/tiny-open.map --csv -)
# The error comes before any of the report, and the CSV never replaces an input file.
astar_cli_test(solve_csv_to_an_unwritable_place_is_an_error 2
               --stderr "^astar solve: cannot write .*/no-such-folder/out\\.csv: "
               --not-stdout "."
               -- solve --scen ${_arena_scen} --csv ${_data}/no-such-folder/out.csv)
# A full disk (Linux's /dev/full) shows at the last write: an input error with the reason.
astar_cli_test(solve_csv_on_a_full_disk_says_so 2
               --stderr "^astar solve: could not write all of the CSV to /dev/full: No space left on device$"
               -- solve --scen ${_arena_scen} --csv /dev/full)
# (The project's own test file, named another way: never the shared benchmark files.)
astar_cli_test(solve_csv_over_an_input_file_is_an_error 2
               --stderr "^astar solve: --csv .*tiny-open\\.scen would overwrite the input file "
               --not-stdout "."
               -- solve --scen ${_data}/tiny-open.scen --map ${_data}/tiny-open.map
                  --csv ${_data}/../data/tiny-open.scen)
# A file with no scenarios solves nothing, so it cannot pass.
astar_cli_test(solve_empty_scenario_file_is_an_error 2
               --stderr "^astar solve: .*empty\\.scen has no scenarios$"
               -- solve --scen ${_data}/empty.scen --map ${_data}/tiny-open.map)
# A start or goal on a wall means the scenarios are for another map: a bad file, before solving.
astar_cli_test(solve_start_on_wall_is_a_bad_file 2
               --stderr "^astar solve: .*tiny\\.map\\.scen:3: start \\(1, 1\\) is a wall on the map$"
               -- solve --scen ${_data}/tiny.map.scen)

# Terrain costs other than the benchmark's: said, and the paths held to Dijkstra's under them
# (through the swamp row costs 6 at swamp 5; the file's 2 is for swamp at 1).
astar_cli_test(solve_takes_terrain_costs 0
               --stdout "^terrain: swamp S costs 5, water W costs 1 \\(0: a wall\\)$"
               --stdout "^note: the file's lengths assume the benchmark's rules \\(8 moves, no-corner-cut, diagonal cost sqrt2, swamp and water costing 1\\)"
               --last-line "scenarios: 1 optimal: 1 shorter: 0 suboptimal: 0 unsolved: 0"
               -- solve --scen ${_data}/swamp.map.scen --swamp-cost 5)
astar_cli_test(solve_refuses_a_bad_terrain_cost 2 ${_solve_usage}
               --stderr "^astar solve: --water-cost '256' is not a whole number from 0 to 255$"
               -- solve --scen ${_data}/swamp.map.scen --water-cost 256)
# A start on swamp that --swamp-cost 0 makes a wall: said so, as `print` says it (it read only
# "is a wall", where the file has an S; fuzz pass).
astar_cli_test(solve_names_swamp_made_a_wall 1
               --stdout "swamp-start\\.scen:2: scenario 1: error: start \\(1, 1\\) is a wall \\(the start is swamp 'S', which --swamp-cost 0 makes a wall\\) \\(counted as unsolved\\)$"
               -- solve --scen ${_data}/swamp-start.scen --swamp-cost 0)

# --- print ---
astar_cli_test(print_draws_path 0
               --stdout "^\\.#S\\*\\*\\*\\*#\\.\\.$" --stdout "^\\.\\.\\.###\\+\\*\\*G$"
               --stdout "^legend: "
               --stdout "^expansions: 11  pushes: 16  peak open: 6  status: found$"
               --stdout "^path: cost 9\\.414213562, 10 cells$" --stdout "^smoothed path: 4 points, "
               -- print --map ${_data}/tiny.map --from 2,2 --to 9,5)
# A start that is its goal is drawn, as X (a G alone hid the start; QA pass).
astar_cli_test(print_start_that_is_the_goal 0
               --stdout "^\\.#X\\.\\.\\.\\.#\\.\\.$" --stdout "^legend: X start and goal  \\* path "
               --stdout "^path: cost 0, 1 cell$"
               -- print --map ${_data}/tiny.map --from 2,2 --to 2,2)
astar_cli_test(print_stops_at_max_steps 0
               --stdout "^\\.#Soo\\+\\.#\\.\\.$" --stdout "^expansions: 3 "
               --stdout "^stopped after 3 expansions"
               -- print --map ${_data}/tiny.map --from 2,2 --to 9,5 --max-steps 3)
# Options the settings do not use are named, not silently dropped.
astar_cli_test(print_names_ignored_options 0
               --stdout "^settings: dijkstra, 8 moves"
               --stdout "^note: --heuristic is ignored: dijkstra uses no heuristic$"
               --stdout "^note: --weight is ignored: only astar weighs its heuristic$"
               -- print --map ${_data}/tiny.map --from 2,2 --to 9,5 --algorithm dijkstra
                  --heuristic manhattan --weight 7)
# A weight on the zero heuristic multiplies 0 (QA pass: it went without a word).
astar_cli_test(print_says_a_weight_on_zero_changes_nothing 0
               --stdout "^note: --weight changes nothing: the zero heuristic is 0, and w x 0 is 0$"
               -- print --map ${_data}/tiny.map --from 2,2 --to 9,5 --heuristic zero --weight 5)
astar_cli_test(solve_names_ignored_options 0
               --stdout "^note: --tie-break is ignored: bfs takes cells first in, first out$"
               --stdout "^note: --diagonal is ignored: 4 moves have no diagonals$"
               -- solve --scen ${_data}/tiny-open.scen --map ${_data}/tiny-open.map
                  --algorithm bfs --tie-break lifo --moves 4 --diagonal corner-cut)
astar_cli_test(print_names_unused_diagonal_cost 0
               --stdout "^note: --diagonal-cost is ignored: --diagonal never allows none$"
               -- print --map ${_data}/tiny.map --from 2,2 --to 9,5 --diagonal never
                  --diagonal-cost 1)
astar_cli_test(print_reports_no_path 1 --stdout "^no path from \\(2, 2\\) to \\(4, 4\\)$"
               -- print --map ${_data}/tiny.map --from 2,2 --to 4,4)
# Water ('W') is entered only from water: a land start cannot reach a water goal, and the
# message says why. The other way a path may leave the water.
astar_cli_test(print_says_a_water_goal_needs_a_water_start 1
               --stdout "^no path from \\(0, 0\\) to \\(2, 1\\) \\(the goal is water, which is entered only from water\\)$"
               -- print --map ${_data}/water-edge.map --from 0,0 --to 2,1)
astar_cli_test(print_lets_a_path_leave_water 0 --stdout "^path: cost 2\\.414213562, 3 cells$"
               -- print --map ${_data}/water-edge.map --from 2,0 --to 0,1)
astar_cli_test(print_start_on_water_made_a_wall 2
               --stderr "^astar print: start \\(2, 3\\) is a wall \\(the start is water 'W', which --water-cost 0 makes a wall\\)$"
               -- print --map ${_data}/swamp.map --from 2,3 --to 6,0 --water-cost 0)
astar_cli_test(print_start_on_wall 2 --stderr "^astar print: start \\(1, 1\\) is a wall$"
               -- print --map ${_data}/tiny.map --from 1,1 --to 9,5)
astar_cli_test(print_goal_outside_map 2
               --stderr "^astar print: goal \\(10, 0\\) is outside the 10x6 map$"
               -- print --map ${_data}/tiny.map --from 0,0 --to 10,0)
# Swamp and water cost 1 unless told (the benchmark rule); the app's 5 and 9 on request.
astar_cli_test(print_swamp_costs_one_by_default 0 --stdout "^S\\*\\*\\*\\*\\*G$"
               --stdout "^path: cost 6, 7 cells$"
               -- print --map ${_data}/swamp.map --from 0,1 --to 6,1)
astar_cli_test(print_swamp_cost 0 --stdout "^terrain: swamp S costs 5, water W costs 9 "
               --stdout "^legend: .* \\. cost 1  2-8 cost 2 to 8  9 cost 9 or more" --stdout "^\\.\\.~~~\\.\\.$"
               --stdout "^path: cost 6\\.828427125, 7 cells$"
               -- print --map ${_data}/swamp.map --from 0,1 --to 6,1 --swamp-cost 5
                  --water-cost 9)
astar_cli_test(print_swamp_as_wall 0 --stdout "^S#####G$" --stdout "^path: cost 8, 9 cells$"
               -- print --map ${_data}/swamp.map --from 0,1 --to 6,1 --swamp-cost 0)
astar_cli_test(print_bad_terrain_cost 2 ${_print_usage}
               --stderr "--water-cost '256' is not a whole number from 0 to 255"
               -- print --map ${_data}/swamp.map --from 0,1 --to 6,1 --water-cost 256)

# --- Bad arguments: exit 2, one line and the pointer to the help ---
astar_cli_test(missing_command 2 --stderr-lines 2 --stderr "^astar: missing command"
               --stderr "^try 'astar --help'$" --)
astar_cli_test(unknown_command 2 --stderr-lines 2 --stderr "^astar: unknown command 'frob'"
               --stderr "^try 'astar --help'$" -- frob)
astar_cli_test(unknown_option 2 ${_solve_usage} --stderr "unknown option '--bogus'"
               -- solve --scen ${_arena_scen} --bogus 1)
astar_cli_test(missing_value 2 ${_solve_usage} --stderr "--weight needs a value"
               -- solve --scen ${_arena_scen} --weight)
astar_cli_test(number_with_junk 2 ${_solve_usage} --stderr "--weight '12abc' is not"
               -- solve --scen ${_arena_scen} --weight 12abc)
# Too close to 0 for a double: it used to run as weight 0 without a word.
astar_cli_test(underflowing_weight 2 ${_solve_usage} --stderr "--weight '1e-400' is not"
               -- solve --scen ${_arena_scen} --weight 1e-400)
astar_cli_test(negative_weight 2 ${_solve_usage} --stderr "--weight '-1' is not"
               -- solve --scen ${_arena_scen} --weight -1)
astar_cli_test(minus_zero_weight_is_zero 0 --stdout "^settings: astar, heuristic octile, weight 0, "
               -- print --map ${_data}/tiny.map --from 2,2 --to 9,5 --weight -0)
astar_cli_test(huge_weight 2 ${_solve_usage} --stderr "--weight '1e308' is not a number from 0 to 1000"
               -- solve --scen ${_arena_scen} --weight 1e308)
astar_cli_test(nan_weight 2 ${_solve_usage} --stderr "--weight 'nan' is not"
               -- solve --scen ${_arena_scen} --weight nan)
astar_cli_test(unknown_heuristic 2 ${_solve_usage} --stderr "unknown --heuristic 'foo'"
               -- solve --scen ${_arena_scen} --heuristic foo)
astar_cli_test(missing_scen 2 ${_solve_usage} --stderr "missing --scen" -- solve)
astar_cli_test(missing_map 2 ${_print_usage} --stderr "missing --map"
               -- print --from 0,0 --to 1,1)
astar_cli_test(unknown_diagonal_rule 2 ${_print_usage} --stderr "unknown --diagonal 'sometimes'"
               -- print --map ${_data}/tiny.map --from 0,0 --to 1,0 --diagonal sometimes)
astar_cli_test(bad_cell 2 ${_print_usage} --stderr "--from '2\\.2' is not a cell X,Y"
               -- print --map ${_data}/tiny.map --from 2.2 --to 9,5)
astar_cli_test(bad_max_steps 2 ${_print_usage} --stderr "--max-steps '3x' is not"
               -- print --map ${_data}/tiny.map --from 2,2 --to 9,5 --max-steps 3x)

# --- Bad files: exit 2, naming file and line ---
astar_cli_test(malformed_map_print 2 --stderr "malformed\\.map:6: unknown terrain character"
               -- print --map ${_data}/malformed.map --from 0,0 --to 1,0)
astar_cli_test(malformed_map_solve 2 --stderr "malformed\\.map:6: "
               -- solve --scen ${_data}/tiny.map.scen --map ${_data}/malformed.map)
astar_cli_test(malformed_scen 2 --stderr "malformed\\.scen:2: optimal length"
               -- solve --scen ${_data}/malformed.scen)
astar_cli_test(missing_scen_file 2 --stderr "no-such\\.scen"
               -- solve --scen ${_data}/no-such.scen)
