#!/usr/bin/env bash
# Draws the PNG icons (www/icons/) and assets/favicon.ico from the two SVG sources in www/icons/.
# Run by hand after changing a source (the outputs are committed; builds never run this).
# Needs rsvg-convert (Debian: apt-get install librsvg2-bin) and python3.
set -euo pipefail
cd "$(dirname "$0")/../www"

png() { rsvg-convert --width "$2" --height "$2" "icons/$1.svg" --output "icons/$3"; }
png escaque 192 icon-192.png
png escaque 512 icon-512.png
png escaque-maskable 512 icon-maskable-512.png
# iOS rounds the corners itself and fills transparency with black: give it the full-bleed drawing.
png escaque-maskable 180 apple-touch-icon.png
png escaque 32 favicon-32.png

# favicon.ico: 16, 32 and 48 px PNGs in one ICO container (PNG entries, as Windows Vista+ reads).
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for size in 16 32 48; do rsvg-convert --width "$size" --height "$size" icons/escaque.svg --output "$tmp/$size.png"; done
python3 - "$tmp" ../assets/favicon.ico <<'PY'
import struct, sys
tmp, out = sys.argv[1], sys.argv[2]
images = [(size, open(f"{tmp}/{size}.png", "rb").read()) for size in (16, 32, 48)]
header = struct.pack("<HHH", 0, 1, len(images))
offset = len(header) + 16 * len(images)
entries, data = b"", b""
for size, blob in images:
    entries += struct.pack("<BBBBHHII", size, size, 0, 0, 1, 32, len(blob), offset + len(data))
    data += blob
open(out, "wb").write(header + entries + data)
PY
echo "icons written in www/icons/ and assets/favicon.ico"
