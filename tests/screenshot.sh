#!/usr/bin/env bash
# Builds the app (dev profile), starts it under Xvfb on a fresh profile (so
# it opens the built-in demo pod), waits for its window and saves a
# screenshot to assets/screenshots/app.png.
# Needs: apt-get install -y xvfb xdotool imagemagick x11-apps
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-assets/screenshots/app.png}
DISPLAY_NUM=${DISPLAY_NUM:-:97}
FILE=${FILE:-}

cargo build --bin podsheet

PROFILE=$(mktemp -d)
cleanup() {
    [[ -n "${APP_PID:-}" ]] && kill "$APP_PID" 2>/dev/null || true
    [[ -n "${XVFB_PID:-}" ]] && kill "$XVFB_PID" 2>/dev/null || true
    rm -rf "$PROFILE"
}
trap cleanup EXIT

Xvfb "$DISPLAY_NUM" -screen 0 1600x1000x24 -nolisten tcp &
XVFB_PID=$!
export DISPLAY=$DISPLAY_NUM
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done

# A fresh profile: no recent files, no recovery file.
HOME="$PROFILE" XDG_DATA_HOME="$PROFILE/data" XDG_CONFIG_HOME="$PROFILE/config" \
    WAYLAND_DISPLAY= LIBGL_ALWAYS_SOFTWARE=1 \
    target/debug/podsheet $FILE &
APP_PID=$!

WIN=""
for _ in $(seq 300); do
    WIN=$(xdotool search --name "Podsheet" 2>/dev/null | head -n1 || true)
    [[ -n "$WIN" ]] && break
    sleep 0.1
done
if [[ -z "$WIN" ]]; then
    echo "screenshot.sh: the window did not appear" >&2
    exit 1
fi
# No window manager under Xvfb: place and size the window ourselves.
xdotool windowmove --sync "$WIN" 0 0 || true
xdotool windowsize --sync "$WIN" 1600 1000 || true
xdotool windowfocus --sync "$WIN" || true
sleep 3
mkdir -p "$(dirname "$OUT")"
import -window root "$OUT"
echo "saved $OUT"
