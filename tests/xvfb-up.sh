# Sourced by the scripts that draw in a real window under Xvfb. `xvfb_up
# [WxHxD]` starts Xvfb on a display it finds free itself (-displayfd: no
# clash with a display left over or held by another test), sets XVFB_PID and
# exports DISPLAY once the server accepts connections. It waits up to 60 s
# on a busy machine, then stops the script with what Xvfb said (its output
# is in $XVFB_LOG), never starting the app blind.
# Needs: apt-get install -y xvfb x11-utils

xvfb_up() {
    local screen=${1:-1600x1000x24} number_file
    XVFB_LOG=${XVFB_LOG:-$(mktemp)}
    number_file=$(mktemp)
    # Xvfb writes the display number to the file once it is ready.
    Xvfb -displayfd 3 -screen 0 "$screen" -nolisten tcp 3>"$number_file" >"$XVFB_LOG" 2>&1 &
    XVFB_PID=$!
    for _ in $(seq 600); do
        if [[ -s "$number_file" ]]; then
            export DISPLAY=":$(tr -dc 0-9 <"$number_file")"
            rm -f "$number_file"
            xdpyinfo >/dev/null 2>&1 && return 0
        fi
        if ! kill -0 "$XVFB_PID" 2>/dev/null; then
            echo "$0: Xvfb stopped:" >&2
            cat "$XVFB_LOG" >&2
            exit 1
        fi
        sleep 0.1
    done
    echo "$0: Xvfb did not answer in 60 s:" >&2
    cat "$XVFB_LOG" >&2
    exit 1
}

# xvfb_down: stops the Xvfb xvfb_up started and waits until it is gone, so
# the next one never meets its socket being removed.
xvfb_down() {
    [[ -n "${XVFB_PID:-}" ]] || return 0
    kill "$XVFB_PID" 2>/dev/null || true
    wait "$XVFB_PID" 2>/dev/null || true
}
