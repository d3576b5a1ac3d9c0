#!/usr/bin/env bash
# Compares two builds of the native benchmark by their Boost ratio: runs A, B, A, B, ... and
# prints, for each, the overall median ratio against Boost's astar_search_no_init of every run
# and the median of those runs; then the same for first solves (each scenario's first
# repetition, the report's First solves table). The fastest repetition replays a search the
# branch predictors have just learnt, which on the small maps hides what a branch costs a
# user's search (bench/README.md).
#
# Why the ratio: on this shared VM one build's ns per expansion moves +-20% from run to run, and
# neither instruction counts nor simulated cache misses predict wall time (see bench/README.md).
# Boost is timed in the same process, on the same scenarios and interleaved with ours, so the
# ratio cancels most of the machine's swings: a change of a few percent shows.
#
# Usage: bench/native/ab_ratio.sh BENCH_A BENCH_B [RUNS] [MAPS]
#   BENCH_A, BENCH_B  two astar_bench binaries (copy build/native/astar_bench before a change)
#   RUNS              runs of each, alternating (default 4)
#   MAPS              --maps list (default: a mix of small and 512 x 512 maps)
# Each run: --max-scenarios 60 --reps 3; about 8 s per run with the default maps.
set -euo pipefail

if [ $# -lt 2 ]; then
    sed -n '2,/^set /p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
    exit 2
fi
a=$1
b=$2
runs=${3:-4}
maps=${4:-random-64-64-20,maze-32-32-4,room-32-32-4,AR0011SR,8room_000,lak303d,random512-10-0}
for bin in "$a" "$b"; do
    [ -x "$bin" ] || { echo "ab_ratio: $bin is not an executable" >&2; exit 2; }
done

# The overall rows of astar_bench's native table (column 10, the median no_init ratio) and of
# its First solves table (column 5), as "FASTEST FIRST" (FIRST empty for a build older than
# that table). Its progress on stderr is kept out of sight, unless the run gives no ratio (an
# unknown map): then its last lines and exit 2 (the run failed without a word: benchmark
# review).
ratio_of() {
    local err ratio
    err=$(mktemp)
    ratio=$("$1" --maps "$maps" --max-scenarios 60 --reps 3 2>"$err" | awk -F'|' '
        /^\| \*\*all\*\*/ { ++rows; v = rows == 1 ? $10 : $5; gsub(/ /, "", v); out = out v " " }
        rows == 2 { print out; exit }
        END { if (rows == 1) print out }') || true
    if [ -z "$ratio" ]; then
        echo "ab_ratio: $1 --maps $maps gave no ratio:" >&2
        tail -n 5 "$err" >&2
        rm -f "$err"
        return 2
    fi
    rm -f "$err"
    echo "$ratio"
}
median() { tr ' ' '\n' | sed '/^$/d' | sort -g | awk '{v[NR] = $1} END {
    print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }

ratios_a=""
ratios_b=""
firsts_a=""
firsts_b=""
for ((i = 1; i <= runs; ++i)); do
    out_a=$(ratio_of "$a")
    out_b=$(ratio_of "$b")
    read -r ra fa <<<"$out_a"
    read -r rb fb <<<"$out_b"
    ratios_a="$ratios_a $ra"
    ratios_b="$ratios_b $rb"
    firsts_a="$firsts_a $fa"
    firsts_b="$firsts_b $fb"
    echo "run $i/$runs: A$ra B$rb (first solves: A$fa B$fb)" >&2
done
echo "A $a:$ratios_a  median $(echo "$ratios_a" | median)"
echo "B $b:$ratios_b  median $(echo "$ratios_b" | median)"
echo "first solves A:$firsts_a  median $(echo "$firsts_a" | median)"
echo "first solves B:$firsts_b  median $(echo "$firsts_b" | median)"
