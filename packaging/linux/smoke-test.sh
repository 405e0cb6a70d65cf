#!/usr/bin/env bash
# Smoke test of the Linux package, as a user gets it: install the .deb with
# dpkg, check what it registered (binary, menu entry, icon, .podsheet MIME
# type), then start the installed program the way a double-click does (the
# desktop file's Exec line with an event file) under Xvfb, wait for its
# window, take a screenshot and check it is not blank.
#
#   packaging/linux/smoke-test.sh [path/to/podsheet_*.deb]
#
# Needs root (dpkg -i) and: xvfb x11-utils (xdpyinfo, xprop) x11-apps (xwd)
# xdotool imagemagick; desktop-file-utils to check the MIME handler too.
# Writes the screenshot to $SMOKE_OUT (default target/smoke/podsheet.png).
set -euo pipefail
cd "$(dirname "$0")/../.."

deb="${1:-$(ls -t target/debian/podsheet_*.deb 2>/dev/null | head -n1)}"
[ -n "$deb" ] && [ -f "$deb" ] || { echo "smoke: no .deb given or in target/debian/" >&2; exit 1; }
out="${SMOKE_OUT:-target/smoke}"
mkdir -p "$out"
fail() { echo "smoke: FAIL: $*" >&2; exit 1; }

# What the package declares it needs, from the distribution (this also
# checks that every name in Depends exists there), then the package itself.
deps="$(dpkg-deb -f "$deb" Depends | sed 's/([^)]*)//g; s/,/ /g')"
echo "smoke: apt-get install $deps"
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $deps >/dev/null
echo "smoke: dpkg -i $deb"
dpkg -i "$deb"

desktop=/usr/share/applications/io.github.podsheet.Podsheet.desktop
[ -x /usr/bin/podsheet ] || fail "/usr/bin/podsheet missing"
[ -f "$desktop" ] || fail "$desktop missing"
[ -f /usr/share/icons/hicolor/256x256/apps/podsheet.png ] || fail "icon missing"
[ -f /usr/share/metainfo/io.github.podsheet.Podsheet.metainfo.xml ] || fail "metainfo missing"
grep -q '^MimeType=application/x-podsheet;' "$desktop" || fail "desktop file has no MimeType"
# dpkg triggers ran update-mime-database / update-desktop-database if the
# tools are there; run them here so the check does not depend on that.
command -v update-mime-database >/dev/null && update-mime-database /usr/share/mime
command -v update-desktop-database >/dev/null && update-desktop-database /usr/share/applications
if [ -f /usr/share/mime/globs2 ]; then
    grep -q 'application/x-podsheet:\*\.podsheet' /usr/share/mime/globs2 \
        || fail ".podsheet glob not registered in /usr/share/mime/globs2"
    echo "smoke: *.podsheet -> application/x-podsheet registered"
fi
if [ -f /usr/share/applications/mimeinfo.cache ]; then
    grep -q '^application/x-podsheet=.*io.github.podsheet.Podsheet.desktop' \
        /usr/share/applications/mimeinfo.cache || fail "no handler for application/x-podsheet"
    echo "smoke: application/x-podsheet opens with io.github.podsheet.Podsheet.desktop"
fi

# The command line of the installed binary.
standings="$(podsheet standings assets/demo-8.podsheet)" || fail "podsheet standings failed"
printf '%s\n' "$standings" | sed -n 1,4p

# A double-click: the desktop file's Exec line with %f = an event file.
work="$(mktemp -d)"
cp assets/demo-8.podsheet "$work/Friday draft.podsheet"
exec_line="$(sed -n 's/^Exec=//p' "$desktop" | head -n1)"
prog="${exec_line%% *}"
[ "${exec_line#* }" = "%f" ] || fail "unexpected Exec line: $exec_line"

# Xvfb on a display it finds free, waited for until it answers (up to 60 s
# on a busy machine; it stops the script with Xvfb's words otherwise).
XVFB_LOG="$out/xvfb.log"
# shellcheck source=tests/xvfb-up.sh
source tests/xvfb-up.sh
app_pid=""
cleanup() {
    [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
    xvfb_down
    rm -rf "$work"
}
trap cleanup EXIT
xvfb_up 1400x900x24
display="$DISPLAY"

echo "smoke: starting: $prog \"$work/Friday draft.podsheet\""
# A fresh HOME: no last-file memory, nothing from this machine.
HOME="$work" DISPLAY="$display" LIBGL_ALWAYS_SOFTWARE=1 WAYLAND_DISPLAY= \
    "$prog" "$work/Friday draft.podsheet" >"$out/app.log" 2>&1 &
app_pid=$!

window=""
for _ in $(seq 60); do
    kill -0 "$app_pid" 2>/dev/null || { cat "$out/app.log" >&2; fail "podsheet exited early"; }
    window="$(DISPLAY="$display" xdotool search --name 'Podsheet' 2>/dev/null | head -n1 || true)"
    [ -n "$window" ] && break
    sleep 0.5
done
[ -n "$window" ] || { cat "$out/app.log" >&2; fail "no Podsheet window within 30 s"; }
# The window opens titled "Podsheet"; the first frame names the file (on a
# busy machine a few seconds later).
for _ in $(seq 60); do
    title="$(DISPLAY="$display" xdotool getwindowname "$window" 2>/dev/null || true)"
    case "$title" in *"Friday draft"*) break ;; esac
    sleep 0.5
done
echo "smoke: window $window: \"$title\""
# The title names the file: the Exec line's %f reached the app.
case "$title" in
    *"Friday draft"*"Podsheet"*) ;;
    *) fail "window title does not name the file and the app: $title" ;;
esac
# The window carries the app icon (set from assets/icons via with_icon).
icon="$(DISPLAY="$display" xprop -id "$window" _NET_WM_ICON 2>/dev/null | head -c 80 || true)"
case "$icon" in
    *"Icon (128 x 128)"*) echo "smoke: window icon (128x128) set" ;;
    *) fail "window has no 128x128 _NET_WM_ICON: ${icon:-none}" ;;
esac
sleep 3   # let it draw a few frames

xwd -root -display "$display" -silent >"$out/screen.xwd"
convert "xwd:$out/screen.xwd" "$out/podsheet.png"
rm -f "$out/screen.xwd"
colours="$(convert "$out/podsheet.png" -format '%k' info:)"
echo "smoke: screenshot $out/podsheet.png ($colours colours)"
[ "$colours" -gt 50 ] || fail "screenshot is blank ($colours colours)"
echo "smoke: OK"
