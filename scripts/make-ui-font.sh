#!/usr/bin/env bash
# Remakes fonts/ui-font.ttf, the interface font embedded in the browser app, from Debian's
# Roboto: only the characters 0x20-0xFF (what ImGui's built-in font had, and all the app
# writes), without hinting (ImGui's rasterizer ignores it) or OpenType layout tables (ImGui
# neither kerns nor substitutes), which takes the 300 KB font down to about 14 KB.
# The build does not run this: the result is committed. Run it only to change the font.
# Needs: apt-get (installs fonts-roboto-unhinted and python3-fonttools when missing).
set -euo pipefail

cd "$(dirname "$0")/.."
source_font=/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Medium.ttf
for pkg in fonts-roboto-unhinted python3-fonttools; do
    if [ "$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null || true)" != installed ]; then
        if [ "$(id -u)" -eq 0 ]; then apt-get install -y "$pkg"; else sudo apt-get install -y "$pkg"; fi
    fi
done
# Debian's python3, where python3-fonttools lives, whatever python3 comes first on PATH.
/usr/bin/python3 -m fontTools.subset "$source_font" \
    --unicodes=U+0020-00FF --no-hinting --layout-features= \
    --drop-tables+=GDEF,GPOS,GSUB --output-file=fonts/ui-font.ttf
echo "make-ui-font: fonts/ui-font.ttf, $(stat -c %s fonts/ui-font.ttf) bytes"
