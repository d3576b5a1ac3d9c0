#!/usr/bin/env bash
# Builds everything and serves the browser app on http://127.0.0.1:$PORT/ (default 8080).
# file:// URLs cannot load .wasm, hence the local server. Stop it with Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
port=${PORT:-8080}

./scripts/install-deps.sh
web_deps=$(./scripts/build-web-deps.sh)
sdl2_dir=$(sed -n 's/^ASTAR_SDL2_DIR=//p' <<<"$web_deps")
imgui_dir=$(sed -n 's/^ASTAR_IMGUI_DIR=//p' <<<"$web_deps")

cmake --preset native
cmake --build --preset native
cmake --preset wasm -DASTAR_SDL2_DIR="$sdl2_dir" -DASTAR_IMGUI_DIR="$imgui_dir"
cmake --build --preset wasm

site="$root/build/wasm/site"
if [ ! -f "$site/astar_app.js" ]; then
    echo "serve: $site/astar_app.js was not built" >&2
    exit 1
fi

cat <<MSG

The A* visualizer is at
    http://127.0.0.1:$port/
The command-line tool is $root/build/native/astar
MSG
exec python3 -m http.server "$port" --bind 127.0.0.1 --directory "$site"
