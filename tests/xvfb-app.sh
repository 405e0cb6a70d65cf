# Sourced by the scripts that run the app in a real window under Xvfb
# (screenshot.sh, night-by-keyboard.sh): starts Xvfb on a free display, the
# app on a fresh profile (no recent files, no recovery file), waits for its
# window and sizes it to the screen; everything stops on exit. Sets WIN.
# Needs: apt-get install -y xvfb x11-utils xdotool imagemagick x11-apps

# shellcheck source=tests/xvfb-up.sh
source "$(dirname "${BASH_SOURCE[0]}")/xvfb-up.sh"
PROFILE=$(mktemp -d)
cleanup() {
    [[ -n "${APP_PID:-}" ]] && kill "$APP_PID" 2>/dev/null || true
    xvfb_down
    rm -rf "$PROFILE"
}
trap cleanup EXIT

# start_app [FILE]: the dev build of the app, in its window under Xvfb.
start_app() {
    xvfb_up
    HOME="$PROFILE" XDG_DATA_HOME="$PROFILE/data" XDG_CONFIG_HOME="$PROFILE/config" \
        WAYLAND_DISPLAY= LIBGL_ALWAYS_SOFTWARE=1 target/debug/podsheet "$@" &
    APP_PID=$!
    WIN=""
    for _ in $(seq 300); do
        WIN=$(xdotool search --name "Podsheet" 2>/dev/null | head -n1 || true)
        [[ -n "$WIN" ]] && break
        sleep 0.1
    done
    if [[ -z "$WIN" ]]; then
        echo "$0: the window did not appear" >&2
        exit 1
    fi
    # No window manager under Xvfb: place and size the window ourselves.
    xdotool windowmove --sync "$WIN" 0 0 || true
    xdotool windowsize --sync "$WIN" 1600 1000 || true
    xdotool windowfocus --sync "$WIN" || true
}
