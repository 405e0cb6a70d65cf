#!/usr/bin/env bash
# Runs the cross-built podsheet.exe (a GUI-subsystem program) under Wine:
# the CLI from a shell and from a Windows console (cmd /c), and bad input's
# exit code 2.
#
#   apt-get install -y wine64 mingw-w64
#   packaging/windows/wine-check.sh [path/to/podsheet.exe]
#
# The prefix is made by wine-prefix.sh (a ProcessPrng stand-in for a Wine
# before 9.0, a Windows desktop's fonts); the .exe is unchanged.
set -euo pipefail
cd "$(dirname "$0")/../.."

exe="${1:-${CARGO_TARGET_DIR:-target}/x86_64-pc-windows-gnu/release/podsheet.exe}"
[ -f "$exe" ] || { echo "wine-check: no $exe (run packaging/windows/cross-build.sh)" >&2; exit 1; }
export WINEPREFIX="${WINEPREFIX:-$(mktemp -d)/wine}"
export WINEDEBUG="${WINEDEBUG:--all}"
packaging/windows/wine-prefix.sh "$WINEPREFIX"
wine64=/usr/lib/wine/wine64
[ -x "$wine64" ] || wine64=wine

echo "\$ wine podsheet.exe standings assets/demo-8.podsheet"
"$wine64" "$exe" standings assets/demo-8.podsheet

# The same from a Windows console (cmd.exe as the parent): the GUI-subsystem
# exe attaches to it and prints there; bad input still exits 2.
winpath() { echo "Z:$(realpath "$1" | tr / '\\')"; }
echo "\$ wine cmd /c podsheet.exe standings assets/demo-8.podsheet"
out="$("$wine64" cmd /c "$(winpath "$exe")" standings "$(winpath assets/demo-8.podsheet)")"
printf '%s\n' "$out" | sed -n 1,3p
[ -n "$out" ] || { echo "wine-check: nothing printed in the console" >&2; exit 1; }
bad="$(mktemp -d)/bad.podsheet"
sed 's/"seat": 8/"seat": 0/' assets/demo-8.podsheet > "$bad"
set +e
"$wine64" cmd /c "$(winpath "$exe")" standings "$(winpath "$bad")"
code=$?
set -e
echo "exit $code (2 expected for seat 0)"
[ "$code" -eq 2 ]
