#!/usr/bin/env bash
# The whole draft night by keyboard only, in a real window under Xvfb:
# 23 sign-ups dealt into pods (Ctrl+Shift+N, Ctrl+Enter), every result of
# every pod typed (Ctrl+E to the first empty box, then the score and Enter,
# Ctrl+Tab to the next pod), a screenshot after each pod in OUT_DIR.
# Needs: apt-get install -y xvfb xdotool imagemagick x11-apps
set -euo pipefail
cd "$(dirname "$0")/.."
OUT_DIR=${1:-target/night-by-keyboard}
mkdir -p "$OUT_DIR"
cargo build --bin podsheet

. tests/xvfb-app.sh
start_app
sleep 2
xdotool windowfocus --sync "$WIN"
key() { xdotool key --window "$WIN" "$@"; sleep 0.25; }
shot() { import -window root "$OUT_DIR/$1.png"; echo "saved $OUT_DIR/$1.png"; }

key ctrl+shift+n
key ctrl+a
xdotool type --delay 20 "Friday draft"
# One Tab a frame: egui moves focus once per frame, so two Tabs sent at
# once can land as one (seen under a German desktop).
key Tab
key Tab
for i in $(seq 1 23); do
    xdotool type --delay 5 "Drafter $i"
    key Return
done
shot 1-signup
key ctrl+Return
sleep 1
shot 2-pods
# Pods of 8, 8 and 7: every match of every pod, then the next pod.
for pod in 1 2 3; do
    key ctrl+e
    for _ in $(seq 1 21); do
        xdotool type --delay 20 "10"
        key Return
    done
    shot "3-pod-$pod-done"
    key ctrl+Tab
done
