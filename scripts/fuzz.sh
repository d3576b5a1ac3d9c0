#!/usr/bin/env bash
# Looks for inputs that crash or trip a check: builds each fuzz target in tests/fuzz with clang's
# libFuzzer, AddressSanitizer and UndefinedBehaviorSanitizer, and runs it for SECONDS (60 by
# default) on a copy of its corpus. Not part of the tests (a fuzz run is open-ended); CTest
# replays the committed corpus in every build (tests/fuzz/fuzz_tests.cmake).
#
#   ./scripts/fuzz.sh [SECONDS] [TARGET...]     targets: scene_link link_view movingai_files
#                                                 scenario_list cli_args (all by default)
#   ./scripts/fuzz.sh --merge [TARGET...]       adds the inputs found by earlier runs that reach
#                                                 new code to tests/fuzz/corpus (then commit them)
#
# An input that fails is saved as build/fuzz/crash-* (its path is printed); add it to
# tests/fuzz/corpus/<target>/ with the fix, so that CTest keeps it.
set -euo pipefail
cd "$(dirname "$0")/.."

merge=false
seconds=60
if [ "${1:-}" = --merge ]; then
    merge=true
    shift
elif [[ "${1:-}" =~ ^[0-9]+$ ]]; then
    seconds=$1
    shift
fi
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    for f in tests/fuzz/fuzz_*.cpp; do
        name=$(basename "$f" .cpp)
        targets+=("${name#fuzz_}")
    done
fi

# clang with libFuzzer's runtime (Debian: clang-14 and libclang-rt-14-dev).
if ! command -v clang++ >/dev/null 2>&1 ||
   ! compgen -G '/usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a' >/dev/null; then
    as_root=()
    [ "$(id -u)" -eq 0 ] || as_root=(sudo)
    "${as_root[@]}" apt-get install -y clang libclang-rt-14-dev
fi

out=build/fuzz
mkdir -p "$out"
sources=(src/core/*.cpp src/app/model/*.cpp)
for f in src/cli/*.cpp; do [ "$f" = src/cli/main.cpp ] || sources+=("$f"); done  # not its main()
status=0
for target in "${targets[@]}"; do
    source=tests/fuzz/fuzz_$target.cpp
    corpus=tests/fuzz/corpus/$target
    [ -f "$source" ] || { echo "fuzz: no target $target ($source)" >&2; exit 1; }
    binary=$out/fuzz_$target
    echo "fuzz: building $binary"
    clang++ -std=c++20 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
        -Isrc "$source" "${sources[@]}" -o "$binary"
    found=$out/found_$target  # what the runs found, kept between runs
    mkdir -p "$found"
    if $merge; then
        # Edges only, not hit counts: a corpus of a few hundred small files, not thousands.
        "$binary" -merge=1 -use_counters=0 "$corpus" "$found"
        continue
    fi
    echo "fuzz: $target for $seconds s (inputs found go to $found)"
    if ! "$binary" -max_total_time="$seconds" -max_len=16384 -timeout=10 -rss_limit_mb=4096 \
            -artifact_prefix="$out/" "$found" "$corpus" 2>"$out/$target.log"; then
        status=1
        echo "fuzz: $target FAILED, see $out/$target.log:" >&2
        grep -E 'ERROR|SUMMARY|Test unit written' "$out/$target.log" >&2 || tail -20 "$out/$target.log" >&2
    else
        tail -1 "$out/$target.log"
    fi
done
exit $status
