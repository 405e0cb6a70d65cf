#!/usr/bin/env bash
# Renders every kind of PDF for the fixtures, then each page to PNG, so a
# person can look at them. Needs pdftoppm (apt-get install poppler-utils).
# Usage: tests/render-pdfs.sh [OUT_DIR] [DPI]     (default target/pdf-review, 60)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-target/pdf-review}
dpi=${2:-60}
command -v pdftoppm >/dev/null || { echo "pdftoppm missing: apt-get install -y poppler-utils" >&2; exit 1; }
cargo build -q --bin podsheet
bin=target/debug/podsheet
mkdir -p "$out"
rm -f "$out"/*.pdf "$out"/*.png
# The blank paper sheet of every template (no event at all).
for t in round-robin-7 swiss-8 swiss-10 single-elimination-8 round-robin-6-double swiss-9; do
  "$bin" pdf --template "$t" -o "$out/blank-$t.pdf" >/dev/null
done
for f in assets/demo-8.podsheet tests/fixtures/*.podsheet tests/fixtures/*.csv; do
  name=$(basename "${f%.*}")
  case "$f" in
    *.podsheet) "$bin" pdf "$f" --blank -o "$out/$name-blank.pdf" >/dev/null
                "$bin" pdf "$f" --kind sheet -o "$out/$name-sheet.pdf" >/dev/null
                "$bin" pdf "$f" --kind sheet --paper a4 -o "$out/$name-sheet-a4.pdf" >/dev/null ;;
  esac
  for k in pairings slips standings; do
    "$bin" pdf "$f" --kind "$k" -o "$out/$name-$k.pdf" >/dev/null
  done
done
rm -f "$out"/*.bak "$out"/*.podsheet
for p in "$out"/*.pdf; do
  pdftoppm -r "$dpi" -png "$p" "${p%.pdf}"
done
ls "$out"
