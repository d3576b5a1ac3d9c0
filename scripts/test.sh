#!/usr/bin/env bash
# Builds and tests everything: the native build (every GoogleTest test is its own ctest test)
# and the wasm build (the same unit tests compiled with em++, run under node).
set -euo pipefail
cd "$(dirname "$0")/.."

section() { printf '\n==== %s ====\n' "$*"; }

section "Dependencies"
./scripts/install-deps.sh

section "Native: configure and build"
cmake --preset native
cmake --build --preset native

section "WebAssembly: configure and build"
cmake --preset wasm
cmake --build --preset wasm

section "Native: tests"
ctest --preset native -j2

section "WebAssembly: tests (node)"
ctest --preset wasm

section "All tests passed"
