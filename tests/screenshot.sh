#!/usr/bin/env bash
# Builds the app (dev profile), starts it under Xvfb on a fresh profile (so
# it opens the built-in demo pod), waits for its window and saves a
# screenshot to assets/screenshots/app.png.
# Needs: apt-get install -y xvfb xdotool imagemagick x11-apps
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-assets/screenshots/app.png}
FILE=${FILE:-}

cargo build --bin podsheet

. tests/xvfb-app.sh
# shellcheck disable=SC2086 # FILE is empty or one path
start_app $FILE
sleep 3
mkdir -p "$(dirname "$OUT")"
import -window root "$OUT"
echo "saved $OUT"
