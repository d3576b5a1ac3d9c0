#!/usr/bin/env bash
# Builds what the browser app needs beyond Debian's Emscripten, from Debian's source packages:
#   SDL 2 (built with em++ as a static library, installed into the cache)
#   Dear ImGui (sources only: the app compiles them itself)
# Everything lives in a cache outside the build tree, keyed by version, and is reused when
# present: the first run takes a few minutes (SDL), later runs do nothing and need no network.
#
# Usage: scripts/build-web-deps.sh            prints the two paths, one "NAME=path" a line:
#            ASTAR_SDL2_DIR=<SDL2 install prefix>
#            ASTAR_IMGUI_DIR=<Dear ImGui sources>
# Env:   ASTAR_CACHE_DIR   cache root (default ~/.cache/astar-visualizer)
# Needs: scripts/install-deps.sh run first (emscripten, dpkg-dev, a deb-src entry).
set -euo pipefail

sdl_version=2.26.5
imgui_version=1.86

cache=${ASTAR_CACHE_DIR:-$HOME/.cache/astar-visualizer}
emscripten_version=$(emcc --version | sed -nE '1s/.* ([0-9]+\.[0-9]+\.[0-9]+).*/\1/p')
[ -n "$emscripten_version" ] || { echo "build-web-deps: cannot read emcc's version" >&2; exit 1; }
sdl_prefix=$cache/sdl2-$sdl_version-emscripten-$emscripten_version
imgui_dir=$cache/imgui-$imgui_version

log() { echo "build-web-deps: $*" >&2; }

mkdir -p "$cache/src"
# One run at a time: a second one waits, then finds the results in place.
exec 9>"$cache/.lock"
flock 9
# Left by a run that was killed: never a result, only a temporary directory.
rm -rf "$cache"/.sdl2-build.* "$cache"/.imgui.*

# Downloads a source package's files into $cache/src unless its orig tarball is already there.
fetch_source() {  # package, orig tarball glob
    if ! compgen -G "$cache/src/$2" >/dev/null; then
        log "downloading Debian source package $1"
        (cd "$cache/src" && apt-get source --download-only "$1" >&2)
    fi
    compgen -G "$cache/src/$2" | head -n 1
}

# Each result is made in a temporary directory inside the cache and renamed into place at the
# end, so an interrupted run leaves no half-made result that a later run would take as done.
if [ ! -f "$sdl_prefix/lib/cmake/SDL2/SDL2Config.cmake" ]; then
    tarball=$(fetch_source libsdl2 "libsdl2_${sdl_version}+*.orig.tar.*")
    work=$(mktemp -d "$cache/.sdl2-build.XXXXXX")
    trap 'rm -rf "$work"' EXIT
    log "building SDL $sdl_version with Emscripten $emscripten_version (a few minutes)"
    tar -xf "$tarball" -C "$work"
    src=$(find "$work" -mindepth 1 -maxdepth 1 -type d | head -n 1)
    export NODE_PATH=/usr/share/nodejs
    emcmake cmake -S "$src" -B "$work/build" -G Ninja \
        -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$sdl_prefix" \
        -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF >&2
    cmake --build "$work/build" -j "$(nproc)" >&2
    # DESTDIR stages the install under $work while every installed path still names $sdl_prefix.
    DESTDIR="$work/stage" cmake --install "$work/build" >&2
    rm -rf "$sdl_prefix"
    mv "$work/stage$sdl_prefix" "$sdl_prefix"
    rm -rf "$work"
    trap - EXIT
    log "SDL installed in $sdl_prefix"
fi

if [ ! -f "$imgui_dir/imgui.cpp" ]; then
    tarball=$(fetch_source imgui "imgui_${imgui_version}+*.orig.tar.*")
    work=$(mktemp -d "$cache/.imgui.XXXXXX")
    trap 'rm -rf "$work"' EXIT
    tar -xf "$tarball" -C "$work"
    src=$(dirname "$(find "$work" -maxdepth 2 -name imgui.cpp | head -n 1)")
    grep -q "#define IMGUI_VERSION *\"$imgui_version\"" "$src/imgui.h" ||
        { log "$tarball is not Dear ImGui $imgui_version"; exit 1; }
    rm -rf "$imgui_dir"
    mv "$src" "$imgui_dir"
    rm -rf "$work"
    trap - EXIT
    log "Dear ImGui sources in $imgui_dir"
fi

echo "ASTAR_SDL2_DIR=$sdl_prefix"
echo "ASTAR_IMGUI_DIR=$imgui_dir"
