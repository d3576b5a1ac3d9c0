#!/usr/bin/env bash
# Runs every benchmark and writes the report to bench/results.md (and prints it):
#   native: build/native/astar_bench — our A* against Boost.Graph's astar_search
#   node:   bench/node/bench.mjs — our core as wasm against PathFinding.js, EasyStar.js and
#           l1-path-finder, and the step API's overhead
#   browser: bench/browser/frames.mjs — the built app in headless Chromium (software WebGL):
#           frame times while playing, time to the first frame, download size; and
#           bench/browser/floor.mjs — the same browser with a page that does almost nothing;
#           bench/browser/drag.mjs — how long the app takes to follow a dragged goal
#           on a 512 x 512 maze and a 1024 x 1024 random map, and how long the page stands
#           still meanwhile
# Installs what is missing first (apt: the project's tools and libboost-graph-dev; npm ci; SDL2
# and Dear ImGui for the app through scripts/build-web-deps.sh) and builds the two benchmark
# targets and the app. bench/README.md says what each benchmark times.
#
# Usage: scripts/bench.sh [--quick] [--callgrind] [--browser-only]
#   --quick         a few scenarios per map, one repetition, shorter browser runs: checks that
#                   everything runs (the numbers are not worth keeping; the report goes to
#                   build/bench/results-quick.md)
#   --callgrind     also counts instructions of our search under valgrind (build/bench-profile,
#                   -O3 -g) and writes the annotated profile to build/bench/callgrind.txt
#   --browser-only  only the browser part (about 2 minutes with the app built): its report goes
#                   to build/bench/results-browser.md (build/bench/results-browser-quick.md with
#                   --quick); bench/results.md is left as it is
# Benchmarks print numbers; none of them fails on a slow result.
set -euo pipefail
cd "$(dirname "$0")/.."

quick=false
callgrind=false
browser_only=false
for arg in "$@"; do
    case $arg in
        --quick) quick=true ;;
        --callgrind) callgrind=true ;;
        --browser-only) browser_only=true ;;
        *) echo "usage: scripts/bench.sh [--quick] [--callgrind] [--browser-only]" >&2; exit 2 ;;
    esac
done
if $browser_only && $callgrind; then
    echo "bench: --callgrind and --browser-only do not go together" >&2
    exit 2
fi

started=$(date +%s)
load_at_start=$(cut -d' ' -f1-3 /proc/loadavg)
section() { printf '\n==== %s ====\n' "$*" >&2; }

section "Dependencies"
bench_pkgs=()
$browser_only || bench_pkgs+=(libboost-graph-dev)
$callgrind && bench_pkgs+=(valgrind)
./scripts/install-deps.sh "${bench_pkgs[@]}" >&2
# The JavaScript peers: `npm ci` only when node_modules is missing or older than the lock file
# (scripts/test.sh keeps the same marker).
if ! cmp -s package-lock.json node_modules/.astar-installed-package-lock.json; then
    npm ci --no-audit --no-fund >&2
    cp package-lock.json node_modules/.astar-installed-package-lock.json
fi
# SDL2 and Dear ImGui for the browser app: built once, then reused from the cache.
web_deps=$(./scripts/build-web-deps.sh)
sdl2_dir=$(sed -n 's/^ASTAR_SDL2_DIR=//p' <<<"$web_deps")
imgui_dir=$(sed -n 's/^ASTAR_IMGUI_DIR=//p' <<<"$web_deps")

if ! $browser_only; then
    section "Build: native benchmark"
    cmake --preset native >&2
    cmake --build --preset native --target astar_bench >&2
fi
section "Build: wasm core for node and the browser app"
cmake --preset wasm -DASTAR_SDL2_DIR="$sdl2_dir" -DASTAR_IMGUI_DIR="$imgui_dir" >&2
if $browser_only; then
    cmake --build --preset wasm --target astar_app >&2
else
    cmake --build --preset wasm --target astar_bench_core astar_app >&2
fi

out=bench
native_args=()
node_args=()
browser_args=()
floor_args=()
drag_args=()
if $quick; then
    out=build/bench
    native_args=(--max-scenarios 5 --reps 1 --sample-all)
    node_args=(--max-scenarios 3 --reps 1 --sample-all)
    browser_args=(--seconds 1 --warmup 0.5 --first-frame-runs 2)
    floor_args=(--seconds 1 --work 0,8)
    drag_args=(--moves 2)
fi
$browser_only && out=build/bench
mkdir -p build/bench "$out"
results=$out/results.md
if $browser_only; then
    results=$out/results-browser.md
    $quick && results=$out/results-browser-quick.md
elif $quick; then
    results=$out/results-quick.md
fi

native_s=0
node_s=0
if ! $browser_only; then
    section "Native: our A* against Boost.Graph"
    native_started=$(date +%s)
    # When the measuring begins (after the builds), once: the node part overwrote it, and the
    # report gave the node part's load as the run's (benchmark review).
    load_at_start=$(cut -d' ' -f1-3 /proc/loadavg)
    build/native/astar_bench "${native_args[@]}" \
        --markdown build/bench/native.md --goals build/bench/native-goals.md >/dev/null
    native_s=$(( $(date +%s) - native_started ))

    section "Node: our core (wasm) against JavaScript path finders"
    node_started=$(date +%s)
    node --no-experimental-fetch --expose-gc --single-threaded-gc bench/node/bench.mjs \
        "${node_args[@]}" --core build/wasm/bench/astar_bench_core.js \
        --markdown build/bench/node.md --goals build/bench/node-goals.md >/dev/null
    node_s=$(( $(date +%s) - node_started ))
fi

section "Browser: the app in headless Chromium (SwiftShader)"
browser_started=$(date +%s)
$browser_only && load_at_start=$(cut -d' ' -f1-3 /proc/loadavg)
node bench/browser/frames.mjs "${browser_args[@]}" --site build/wasm/site \
    --markdown build/bench/browser.md --goals build/bench/browser-goals.md >/dev/null
# The same browser with a page that does almost nothing: the floor under the whole frame.
node bench/browser/floor.mjs "${floor_args[@]}" --markdown build/bench/browser-floor.md \
    >/dev/null
# The app following a dragged goal on big maps: every pane replayed to its end per move.
node bench/browser/drag.mjs "${drag_args[@]}" --site build/wasm/site \
    --markdown build/bench/browser-drag.md >/dev/null
browser_s=$(( $(date +%s) - browser_started ))

if $callgrind; then
    section "Callgrind: instructions per expansion of our search"
    cmake -S . -B build/bench-profile -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_CXX_FLAGS=-g >&2
    cmake --build build/bench-profile --target astar_bench >&2
    valgrind --tool=callgrind --callgrind-out-file=build/bench/callgrind.out \
        build/bench-profile/astar_bench --maps random512-10-0 --max-scenarios 30 --reps 1 \
        --only ours >build/bench/callgrind-run.md 2>build/bench/callgrind-valgrind.txt
    callgrind_annotate --auto=yes build/bench/callgrind.out >build/bench/callgrind.txt
    echo "bench: annotated profile in build/bench/callgrind.txt" >&2
fi

cpu_field() { sed -n "s/^$1[[:space:]]*: //p" /proc/cpuinfo | head -n 1; }
cpu="$(cpu_field 'model name') (family $(cpu_field 'cpu family'), model $(cpu_field model), \
$(cpu_field 'cpu MHz') MHz, $(cpu_field 'cache size') cache)"
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
[ -z "$(git status --porcelain 2>/dev/null)" ] || commit="$commit + uncommitted changes"
command="scripts/bench.sh${*:+ $*}"
boost=$(dpkg-query -W -f='${Version}' libboost-graph-dev 2>/dev/null || echo "not installed")
chromium=$(dpkg-query -W -f='${Version}' chromium 2>/dev/null || echo "not installed")
peers=$(node -p "['pathfinding', 'easystarjs', 'l1-path-finder'].map((p) =>
    p + ' ' + require('./node_modules/' + p + '/package.json').version).join(', ')")
total_s=$(( $(date +%s) - started ))
{
    echo "# Benchmark results"
    echo
    echo "Produced by \`$command\` on $(date -u '+%Y-%m-%d %H:%M UTC') (commit $commit)."
    echo
    echo "| machine | |"
    echo "|---|---|"
    echo "| CPU | $cpu |"
    echo "| cores | $(nproc) (load average when the measuring began: $load_at_start; at the end:" \
         "$(cut -d' ' -f1-3 /proc/loadavg)) |"
    echo "| memory | $(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo) |"
    $browser_only || echo "| native compiler | $(g++ --version | head -n 1) |"
    echo "| wasm compiler | $(em++ --version 2>/dev/null | head -n 1) |"
    echo "| node | $(node --version) |"
    $browser_only || echo "| Boost | libboost-graph-dev $boost |"
    $browser_only || echo "| JavaScript peers | $peers |"
    echo "| browser | Debian chromium $chromium, headless, WebGL2 in software (SwiftShader) |"
    if $browser_only; then
        echo "| elapsed | browser ${browser_s} s, total with builds ${total_s} s |"
    else
        echo "| elapsed | native ${native_s} s, node ${node_s} s, browser ${browser_s} s," \
             "total with builds ${total_s} s |"
    fi
    echo
    if ! $browser_only; then
        echo "Times are CPU time, so that other jobs on a shared machine count less; they still"
        echo "move from run to run: compare the ratios, measured in the same run, more than the"
        echo "absolute times. The browser part is the exception: its times are wall-clock times."
        echo "See bench/README.md for what each number means and what is timed."
    else
        echo "The browser part alone (\`scripts/bench.sh --browser-only\`): wall-clock times. See"
        echo "bench/README.md for what each number means and what is timed."
    fi
    echo
    echo "## Goals"
    echo
    echo "| goal | measured | verdict |"
    echo "|---|---|---|"
    $browser_only || cat build/bench/node-goals.md build/bench/native-goals.md
    cat build/bench/browser-goals.md
    echo
    if ! $browser_only; then
        cat build/bench/native.md
        echo
        cat build/bench/node.md
        echo
    fi
    cat build/bench/browser.md
    echo
    cat build/bench/browser-floor.md
    echo
    cat build/bench/browser-drag.md
} >"$results"

section "Report: $results"
cat "$results"
