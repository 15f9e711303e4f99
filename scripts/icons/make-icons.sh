#!/usr/bin/env bash
# Regenerates the install icons in public/icons from the logo (public/favicon.svg) and its maskable variant
# (scripts/icons/maskable.svg: full-bleed background, the mark inside the 80 % safe circle that launchers may crop
# to). Needs rsvg-convert (Debian: apt-get install -y librsvg2-bin). The PNGs are committed, so builds need no tool.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=public/icons
mkdir -p "$out"
for size in 192 512; do
  rsvg-convert -w "$size" -h "$size" public/favicon.svg -o "$out/icon-$size.png"
  rsvg-convert -w "$size" -h "$size" scripts/icons/maskable.svg -o "$out/maskable-$size.png"
done
