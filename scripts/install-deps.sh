#!/usr/bin/env bash
# Installs the build and test tools with apt-get, only those that are missing.
# Safe to run again and again: with everything present it does nothing and needs no network.
# Works on a fresh Debian 12 as root (or as a user with sudo).
set -euo pipefail

# Debian packages: compiler, build tools, GoogleTest (headers + libs for native, sources in
# /usr/src/googletest for the wasm build), Emscripten (pulls clang/lld/binaryen/node-acorn).
wanted=(g++ cmake ninja-build libgtest-dev googletest emscripten git)
# node runs the wasm tests; keep whatever node is installed (it need not be Debian's).
command -v node >/dev/null 2>&1 || wanted+=(nodejs)

missing=()
for pkg in "${wanted[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null || true)
    [ "$status" = installed ] || missing+=("$pkg")
done

if [ ${#missing[@]} -eq 0 ]; then
    echo "install-deps: everything is installed"
    exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
else
    echo "install-deps: missing ${missing[*]}; run as root or install sudo" >&2
    exit 1
fi

echo "install-deps: installing ${missing[*]}"
"${as_root[@]}" apt-get update
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y --no-install-recommends "${missing[@]}"
