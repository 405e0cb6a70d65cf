#!/usr/bin/env bash
# Runs the cross-built podsheet.exe (a GUI-subsystem program) under Wine:
# the CLI from a shell and from a Windows console (cmd /c), and bad input's
# exit code 2.
#
#   apt-get install -y wine64 mingw-w64
#   packaging/windows/wine-check.sh [path/to/podsheet.exe]
#
# Rust's standard library (1.78+) takes its random numbers from
# ProcessPrng in bcryptprimitives.dll, which every supported Windows has but
# Wine before 9.0 (Debian 12 ships 8.0) does not. For such a Wine this
# script builds a two-line stand-in DLL with mingw-w64 (ProcessPrng over
# BCryptGenRandom) into a throw-away Wine prefix. The .exe is unchanged.
set -euo pipefail
cd "$(dirname "$0")/../.."

exe="${1:-${CARGO_TARGET_DIR:-target}/x86_64-pc-windows-gnu/release/podsheet.exe}"
[ -f "$exe" ] || { echo "wine-check: no $exe (run packaging/windows/cross-build.sh)" >&2; exit 1; }
export WINEPREFIX="${WINEPREFIX:-$(mktemp -d)/wine}"
mkdir -p "$(dirname "$WINEPREFIX")"
export WINEDEBUG="${WINEDEBUG:--all}"
wine64=/usr/lib/wine/wine64
[ -x "$wine64" ] || wine64=wine

if [ ! -f "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" ]; then
    "$wine64" wineboot -i >/dev/null 2>&1 || true
    sys32="$WINEPREFIX/drive_c/windows/system32"
    if [ ! -f "$sys32/bcryptprimitives.dll" ]; then
        src="$(mktemp -d)"
        cat >"$src/shim.c" <<'C'
#include <windows.h>
#include <bcrypt.h>
__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len) {
    return BCryptGenRandom(NULL, data, (ULONG)len, BCRYPT_USE_SYSTEM_PREFERRED_RNG) == 0;
}
C
        x86_64-w64-mingw32-gcc -shared -O2 -o "$sys32/bcryptprimitives.dll" "$src/shim.c" -lbcrypt
        rm -rf "$src"
        echo "wine-check: Wine lacks bcryptprimitives.dll; added a ProcessPrng stand-in to $WINEPREFIX" >&2
    fi
fi

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
