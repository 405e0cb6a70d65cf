#!/usr/bin/env bash
# The app for real under Xvfb on a desktop with no file-chooser service (no
# session bus, no zenity): Save As (Ctrl+Shift+S) must show Podsheet's own
# dialog in the user's Documents with the event's name and date selected;
# a name typed and Enter save there, and the saved file is the open event. Screenshots of the
# dialog go to $OUT_DIR (default: a temp folder) for a look.
# Needs: apt-get install -y xvfb x11-utils xdotool imagemagick x11-apps
#   tests/no-portal.sh [path/to/podsheet]
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=$(realpath "${1:-target/debug/podsheet}")
OUT_DIR=${OUT_DIR:-$(mktemp -d)}
PROFILE=$(mktemp -d)
mkdir -p "$PROFILE/Documents" "$OUT_DIR"
# shellcheck source=tests/xvfb-up.sh
source tests/xvfb-up.sh
cleanup() {
    [[ -n "${APP_PID:-}" ]] && kill "$APP_PID" 2>/dev/null || true
    xvfb_down
    rm -rf "$PROFILE"
}
trap cleanup EXIT
fail() { echo "no-portal.sh: $*" >&2; exit 1; }

xvfb_up

# No session bus and a PATH without zenity: no dialog service at all.
env -u DBUS_SESSION_BUS_ADDRESS -u PODSHEET_FILE_DIALOG \
    HOME="$PROFILE" XDG_DATA_HOME="$PROFILE/data" XDG_CONFIG_HOME="$PROFILE/config" \
    XDG_RUNTIME_DIR="$PROFILE/run" PATH=/nonexistent \
    WAYLAND_DISPLAY= LIBGL_ALWAYS_SOFTWARE=1 "$BIN" &
APP_PID=$!

WIN=""
for _ in $(seq 300); do
    WIN=$(xdotool search --name "Podsheet" 2>/dev/null | head -n1 || true)
    [[ -n "$WIN" ]] && break
    kill -0 "$APP_PID" 2>/dev/null || fail "the app stopped before its window appeared"
    sleep 0.1
done
[[ -n "$WIN" ]] || fail "the window did not appear"
sleep 2
xdotool windowfocus --sync "$WIN"
xdotool key --clearmodifiers ctrl+shift+s
sleep 2
import -window root "$OUT_DIR/no-portal-dialog.png"
# The cursor is in the file-name field with the name selected: type, Enter.
xdotool type --delay 30 "friday night"
xdotool key --clearmodifiers Return
saved="$PROFILE/Documents/friday night.podsheet"
for _ in $(seq 50); do [[ -f "$saved" ]] && break; sleep 0.1; done
sleep 0.5
import -window root "$OUT_DIR/no-portal-saved.png"
[[ -f "$saved" ]] || fail "nothing was saved in $PROFILE/Documents (screenshots in $OUT_DIR)"
# The demo event unchanged: the file is the demo file, byte for byte (the
# app ends its files with a newline; the shipped demo may not).
demo() { cat assets/demo-8.podsheet; [[ -z "$(tail -c1 assets/demo-8.podsheet)" ]] || echo; }
cmp "$saved" <(demo) || fail "the saved file differs from the open (demo) event"
"$BIN" standings "$saved" >/dev/null || fail "the saved file does not load"
echo "no-portal.sh: saved $saved through the in-app dialog; it is the event, and it loads. Screenshots in $OUT_DIR"
