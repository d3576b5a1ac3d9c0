#!/usr/bin/env bash
# Builds and tests everything: the native build (every GoogleTest test is its own ctest test),
# the wasm build (the same unit tests compiled with em++, run under node) and the browser app
# (driven in headless Chromium by tests/browser/run.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."

section() { printf '\n==== %s ====\n' "$*"; }

section "Dependencies"
# Boost.Graph for the tests that check our search against Boost's A* (tests/peers).
./scripts/install-deps.sh libboost-graph-dev
# SDL2 and Dear ImGui for the browser app: built once, then reused from the cache.
web_deps=$(./scripts/build-web-deps.sh)
sdl2_dir=$(sed -n 's/^ASTAR_SDL2_DIR=//p' <<<"$web_deps")
imgui_dir=$(sed -n 's/^ASTAR_IMGUI_DIR=//p' <<<"$web_deps")
# playwright-core for the browser tests: `npm ci` only when node_modules is missing or older
# than package-lock.json (a copy of the lock it was made from is kept inside it).
if ! cmp -s package-lock.json node_modules/.astar-installed-package-lock.json; then
    npm ci --no-audit --no-fund
    cp package-lock.json node_modules/.astar-installed-package-lock.json
fi

section "Native: configure and build"
cmake --preset native
cmake --build --preset native

section "WebAssembly: configure and build"
cmake --preset wasm -DASTAR_SDL2_DIR="$sdl2_dir" -DASTAR_IMGUI_DIR="$imgui_dir"
cmake --build --preset wasm

section "Native: tests"
ctest --preset native -j2

section "WebAssembly: tests (node)"
ctest --preset wasm

section "Browser: tests (headless Chromium)"
node tests/browser/run.mjs

section "All tests passed"
