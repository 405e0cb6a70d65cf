# Sourced by the scripts that draw in a real window under Xvfb. `xvfb_up
# DISPLAY` starts Xvfb there (its output in $XVFB_LOG), sets XVFB_PID and
# DISPLAY, and waits until the server answers: up to 30 s on a busy machine,
# then stops the script with what Xvfb said, never starting the app blind.
# Needs: apt-get install -y xvfb x11-utils

xvfb_up() {
    XVFB_LOG=${XVFB_LOG:-$(mktemp)}
    Xvfb "$1" -screen 0 1600x1000x24 -nolisten tcp >"$XVFB_LOG" 2>&1 &
    XVFB_PID=$!
    export DISPLAY=$1
    for _ in $(seq 300); do
        xdpyinfo >/dev/null 2>&1 && return 0
        if ! kill -0 "$XVFB_PID" 2>/dev/null; then
            echo "$0: Xvfb on $1 stopped:" >&2
            cat "$XVFB_LOG" >&2
            exit 1
        fi
        sleep 0.1
    done
    echo "$0: Xvfb on $1 did not answer in 30 s:" >&2
    cat "$XVFB_LOG" >&2
    exit 1
}
