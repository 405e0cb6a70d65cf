#!/usr/bin/env bash
# The Windows installer, installed and removed under Wine, as a store's
# counter PC gets it:
#
#   packaging/windows/installer-check.sh PODSHEET.EXE [all]
#
# 1. builds the installer (packaging/windows/podsheet.nsi) around
#    PODSHEET.EXE with the 64-bit stub (-DAMD64, in Debian's nsis) that a
#    64-bit-only Wine runs; `all` builds the all-users one (-DALLUSERS),
#    else the download's per-user one;
# 2. installs it silently (/S) into a fresh Wine prefix
#    (packaging/windows/wine-prefix.sh);
# 3. checks the files, the Start-menu shortcut, the Apps entry and the
#    .podsheet association in the registry (".podsheet" -> Podsheet.Event ->
#    "…\podsheet.exe" "%1");
# 4. runs the installed podsheet.exe on the installed demo: it must print
#    the demo's standings as README.md's example has them;
# 5. opens an event through the association (`start`, as a double-click
#    does) under Xvfb, waits for the window naming the file and writes a
#    screenshot ($OUT/window.png);
# 6. uninstalls silently and checks that the files, the shortcut and every
#    registry key are gone.
#
# Needs wine64, nsis, gcc-mingw-w64-x86-64, xvfb, x11-utils, x11-apps,
# xdotool, imagemagick. OUT defaults to target/windows-installer.
set -euo pipefail
cd "$(dirname "$0")/../.."

exe="$(realpath "${1:?usage: installer-check.sh PODSHEET.EXE [all]}")"
scope="${2:-user}"
out="$(realpath -m "${OUT:-target/windows-installer}")/$scope"
rm -rf "$out"
mkdir -p "$out"
fail() { echo "installer: FAIL: $*" >&2; exit 1; }
say() { echo "installer ($scope): $*"; }

version="$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n1)"
setup="$out/podsheet-$version-setup.exe"
flags=(-V2 -DAMD64 -DVERSION="$version" -DEXE="$exe" -DOUTFILE="$setup")
[ "$scope" = all ] && flags+=(-DALLUSERS)
makensis "${flags[@]}" packaging/windows/podsheet.nsi >"$out/makensis.log" 2>&1 \
    || { cat "$out/makensis.log"; fail "makensis"; }
say "built $(basename "$setup") ($(du -h "$setup" | cut -f1))"

export WINEPREFIX="$out/prefix"
export WINEDEBUG="${WINEDEBUG:--all}"
export WINEDLLOVERRIDES="winemenubuilder.exe=d;mscoree=d;mshtml=d"
unset DISPLAY WAYLAND_DISPLAY
packaging/windows/wine-prefix.sh "$WINEPREFIX"
wine64=/usr/lib/wine/wine64
[ -x "$wine64" ] || wine64=wine
wineserver=/usr/lib/wine/wineserver
[ -x "$wineserver" ] || wineserver=wineserver
# A Windows folder or variable as Linux sees it.
winvar() { "$wine64" cmd /c echo "%$1%" 2>/dev/null | tr -d '\r'; }
unix() { "$wine64" winepath -u "$1" 2>/dev/null | tr -d '\r'; }
# A registry value ("" for the default one), empty when missing.
reg_value() {
    local args=(/ve)
    [ -n "$2" ] && args=(/v "$2")
    "$wine64" reg query "$1" "${args[@]}" 2>/dev/null | tr -d '\r' \
        | sed -n 's/^ *[^ ]\{1,\} *REG_[A-Z_]* *//p' | head -n1
}
reg_exists() { "$wine64" reg query "$1" >/dev/null 2>&1; }

if [ "$scope" = all ]; then
    root=HKLM
    instdir="$(winvar ProgramFiles)\\Podsheet"
    menu="$(winvar ProgramData)\\Microsoft\\Windows\\Start Menu\\Programs"
else
    root=HKCU
    instdir="$(winvar LOCALAPPDATA)\\Programs\\Podsheet"
    menu="$(winvar APPDATA)\\Microsoft\\Windows\\Start Menu\\Programs"
fi
uninst_key="$root\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\Podsheet"
keys=("$root\\Software\\Classes\\.podsheet" "$root\\Software\\Classes\\Podsheet.Event"
    "$root\\Software\\Classes\\Applications\\podsheet.exe" "$root\\Software\\Podsheet"
    "$uninst_key")

# --- install ----------------------------------------------------------
start=$SECONDS
"$wine64" "$setup" /S || fail "the installer exited $?"
"$wineserver" -w
say "installed silently in $((SECONDS - start))s: $instdir"
dir="$(unix "$instdir")"
for f in podsheet.exe uninstall.exe podsheet.ico demo-8.podsheet; do
    [ -f "$dir/$f" ] || fail "$instdir\\$f missing"
done
cmp -s "$exe" "$dir/podsheet.exe" || fail "the installed podsheet.exe is not the one built"
lnk="$(unix "$menu\\Podsheet.lnk")"
[ -f "$lnk" ] || fail "no Start-menu shortcut $menu\\Podsheet.lnk"
say "files and the Start-menu shortcut are there"

progid="$(reg_value "$root\\Software\\Classes\\.podsheet" "")"
[ "$progid" = Podsheet.Event ] || fail ".podsheet is '$progid', not Podsheet.Event"
command="$(reg_value "$root\\Software\\Classes\\Podsheet.Event\\shell\\open\\command" "")"
want="\"$instdir\\podsheet.exe\" \"%1\""
[ "$command" = "$want" ] || fail "Podsheet.Event opens with '$command', not '$want'"
name="$(reg_value "$uninst_key" DisplayName)"
uninstall="$(reg_value "$uninst_key" UninstallString)"
[ "$name" = Podsheet ] || fail "no Apps entry ($uninst_key DisplayName: '$name')"
[ "$uninstall" = "\"$instdir\\uninstall.exe\"" ] || fail "UninstallString is '$uninstall'"
say ".podsheet -> Podsheet.Event -> $command; Apps entry '$name'"

# --- the installed program --------------------------------------------
"$wine64" "$dir/podsheet.exe" standings "$instdir\\demo-8.podsheet" >"$out/standings.txt" \
    || fail "the installed podsheet.exe standings exited $?"
tr -d '\r' <"$out/standings.txt" >"$out/standings.unix.txt"
sed -n 1,3p "$out/standings.unix.txt"
grep -q 'Rank' "$out/standings.unix.txt" || fail "no standings printed"
# The README's example, which tests/integration/docs.rs runs on Linux.
python3 - README.md >"$out/standings.readme.txt" <<'PY'
import sys
lines, out = open(sys.argv[1], encoding="utf-8").read().splitlines(), None
for line in lines:
    if out is not None:
        if line.startswith("$ ") or line.startswith("```"):
            break
        out.append(line)
    elif line == "$ podsheet standings assets/demo-8.podsheet":
        out = []
print("\n".join(out or ["(no example in README.md)"]))
PY
sed 's/ *$//' "$out/standings.unix.txt" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' >"$out/standings.trimmed.txt"
diff -u "$out/standings.readme.txt" "$out/standings.trimmed.txt" \
    || fail "the installed podsheet.exe prints other standings than README.md's example"
say "the installed podsheet.exe prints the demo's standings, as README.md's example"

# --- a double-click: the association opens the app's window -----------
# shellcheck source=tests/xvfb-up.sh
source tests/xvfb-up.sh
XVFB_LOG="$out/xvfb.log"
trap '"$wineserver" -k 2>/dev/null || true; xvfb_down' EXIT
xvfb_up 1400x900x24
# Wine's desktop (explorer.exe) was started without a display by the steps
# above: end it, so that the next one starts on Xvfb's.
"$wineserver" -k 2>/dev/null || true
"$wineserver" -w 2>/dev/null || true
event="$(winvar USERPROFILE)\\Documents\\Friday draft.podsheet"
mkdir -p "$(dirname "$(unix "$event")")"
cp assets/demo-8.podsheet "$(unix "$event")"
# Settings and recovery live in %APPDATA%\Podsheet\data: what an earlier
# run left unsaved there (the event renamed) must be offered back.
data="$(unix "$(winvar APPDATA)\\Podsheet\\data")"
mkdir -p "$data"
python3 - "$event" assets/demo-8.podsheet "$data/recovery.json" <<'PY'
import json, sys
path, demo, out = sys.argv[1:]
text = open(demo, encoding="utf-8").read().replace(
    '"name": "8-player pod (filled sheet example)"', '"name": "Friday draft, unsaved"', 1)
json.dump({"path": path, "event": text}, open(out, "w", encoding="utf-8"))
PY
# All users: `start` opens a document as Explorer does (ShellExecute: the
# file's type, then its open command). Per user: Wine 8 does not read
# HKEY_CURRENT_USER\Software\Classes into HKEY_CLASSES_ROOT as Windows
# does, so the registered open command is run as Explorer would run it,
# "%1" replaced by the file.
if [ "$scope" = all ]; then
    LIBGL_ALWAYS_SOFTWARE=1 "$wine64" start "$event" >"$out/app.log" 2>&1 &
else
    LIBGL_ALWAYS_SOFTWARE=1 "$wine64" "$dir/podsheet.exe" "$event" >"$out/app.log" 2>&1 &
    [ "$command" = "\"$instdir\\podsheet.exe\" \"%1\"" ] || fail "unexpected open command: $command"
fi
window=""
title=""
for _ in $(seq 240); do
    window="$(xdotool search --name 'Podsheet' 2>/dev/null | head -n1 || true)"
    [ -n "$window" ] && break
    sleep 0.5
done
[ -n "$window" ] || { cat "$out/app.log" >&2; fail "no Podsheet window within 120 s"; }
# The first frames name the file in the title.
for _ in $(seq 60); do
    title="$(xdotool getwindowname "$window" 2>/dev/null || true)"
    case "$title" in *"Friday draft"*) break ;; esac
    sleep 0.5
done
say "window $window: \"$title\""
case "$title" in *"Friday draft"*"Podsheet"*) ;; *) fail "the title names not the file and the app: $title" ;; esac
sleep 5 # a few frames
xwd -root -silent >"$out/screen.xwd"
convert "xwd:$out/screen.xwd" "$out/window.png"
rm -f "$out/screen.xwd"
colours="$(convert "$out/window.png" -format '%k' info:)"
say "screenshot $out/window.png ($colours colours)"
[ "$colours" -gt 50 ] || fail "the screenshot is blank ($colours colours)"
# The recent files, in the app's settings, name the event opened.
grep -a -q "Friday draft.podsheet" "$data/app.ron" 2>/dev/null \
    || fail "no settings naming the event in %APPDATA%\\Podsheet\\data\\app.ron"
say "settings in %APPDATA%\\Podsheet\\data\\app.ron name the event; the recovery offer is on the screenshot"
"$wineserver" -k 2>/dev/null || true
"$wineserver" -w 2>/dev/null || true
xvfb_down
trap - EXIT

# --- uninstall --------------------------------------------------------
start=$SECONDS
# The uninstaller copies itself to %TEMP% and runs from there: wait for
# every Wine process to end.
"$wine64" "$dir/uninstall.exe" /S || fail "the uninstaller exited $?"
"$wineserver" -w
say "uninstalled silently in $((SECONDS - start))s"
[ ! -e "$dir" ] || fail "$instdir is still there: $(ls "$dir")"
[ ! -e "$lnk" ] || fail "the Start-menu shortcut is still there"
for key in "${keys[@]}"; do
    ! reg_exists "$key" || fail "$key is still in the registry"
done
[ -f "$(unix "$event")" ] || fail "the uninstaller took the owner's event file"
say "OK: files, shortcut and keys gone; the owner's event file kept"
