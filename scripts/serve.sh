#!/usr/bin/env bash
# Builds everything and shows how to run it. There is no browser app yet, so for now this
# points at the command-line tool.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

./scripts/install-deps.sh
cmake --preset native
cmake --build --preset native
cmake --preset wasm
cmake --build --preset wasm

# Later: once the browser app exists, serve its page and the built .js/.wasm here on
# 127.0.0.1 (file:// URLs cannot load .wasm).

cli="$root/build/native/astar"
if [ ! -x "$cli" ]; then
    echo "serve: $cli was not built (src/cli has no sources yet)" >&2
    exit 1
fi
map=$(cd "$root/.." && pwd)/shared/movingai/arena.map
cat <<MSG

The browser app does not exist yet. The command-line tool is:
    $cli
For example:
    $cli solve $map
MSG
