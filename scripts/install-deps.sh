#!/usr/bin/env bash
# Installs the build and test tools with apt-get, only those that are missing, and enables
# Debian's source packages (SDL2 and Dear ImGui for the web app come from there, see
# scripts/build-web-deps.sh).
# Safe to run again and again: with everything present it does nothing and needs no network.
# Works on a fresh Debian 12 as root (or as a user with sudo).
#
#     scripts/install-deps.sh [PACKAGE...]   # also these Debian packages (scripts/test.sh and
#                                            # scripts/bench.sh add Boost.Graph this way)
set -euo pipefail

# Debian packages: compiler, build tools, GoogleTest (headers + libs for native, sources in
# /usr/src/googletest for the wasm build), Emscripten (pulls clang/lld/binaryen/node-acorn),
# dpkg-dev for `apt-get source`, xz-utils to unpack ImGui's sources, python3 to serve the page,
# chromium for the browser tests.
wanted=(g++ cmake ninja-build libgtest-dev googletest emscripten git
        dpkg-dev xz-utils python3 chromium)
# node runs the wasm tests and the browser tests; keep whatever node and npm are installed
# (they need not be Debian's).
command -v node >/dev/null 2>&1 || wanted+=(nodejs)
command -v npm >/dev/null 2>&1 || wanted+=(npm)
wanted+=("$@")

missing=()
for pkg in "${wanted[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null || true)
    [ "$status" = installed ] || missing+=("$pkg")
done

# Source packages need a deb-src entry and its index (the *_Sources lists). The entry copies
# the binary one: debian.sources (deb822, Debian 12's default) or else sources.list.
deb_src_dir=/etc/apt/sources.list.d
need_deb_src=false
if ! grep -qsE '^[[:space:]]*(deb-src[[:space:]]|Types:.*deb-src)' \
        /etc/apt/sources.list "$deb_src_dir"/*.list "$deb_src_dir"/*.sources; then
    need_deb_src=true
fi
need_update=$need_deb_src
if ! compgen -G '/var/lib/apt/lists/*_Sources*' >/dev/null; then
    need_update=true
fi

if [ ${#missing[@]} -eq 0 ] && [ "$need_update" = false ]; then
    echo "install-deps: everything is installed"
    exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
else
    echo "install-deps: missing ${missing[*]:-} (or deb-src); run as root or install sudo" >&2
    exit 1
fi

if [ "$need_deb_src" = true ]; then
    if [ -f "$deb_src_dir/debian.sources" ]; then
        deb_src_file=$deb_src_dir/astar-visualizer-deb-src.sources
        deb_src=$(sed -E 's/^([[:space:]]*Types:).*/\1 deb-src/' "$deb_src_dir/debian.sources")
    else
        deb_src_file=$deb_src_dir/astar-visualizer-deb-src.list
        deb_src=$(sed -nE 's/^[[:space:]]*deb[[:space:]]/deb-src /p' /etc/apt/sources.list)
    fi
    printf '%s\n' "$deb_src" | "${as_root[@]}" tee "$deb_src_file.tmp" >/dev/null
    "${as_root[@]}" mv "$deb_src_file.tmp" "$deb_src_file"
    echo "install-deps: enabled Debian source packages in $deb_src_file"
fi

"${as_root[@]}" apt-get update
if [ ${#missing[@]} -gt 0 ]; then
    echo "install-deps: installing ${missing[*]}"
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y --no-install-recommends "${missing[@]}"
fi
