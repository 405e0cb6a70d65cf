#!/usr/bin/env bash
# Makes a Wine prefix that runs Podsheet as a Windows desktop would:
#
#   packaging/windows/wine-prefix.sh DIR     # DIR: the prefix (made if missing)
#
# - Rust's standard library (1.78+) takes its random numbers from
#   ProcessPrng in bcryptprimitives.dll, which every supported Windows has
#   but Wine before 9.0 (Debian 12 ships 8.0) does not. For such a Wine
#   this builds a two-line stand-in DLL with mingw-w64 (ProcessPrng over
#   BCryptGenRandom) into the prefix. The programs run are unchanged.
# - A Windows desktop has fonts for every script (Yu Gothic, Malgun
#   Gothic, Microsoft YaHei and JhengHei, Segoe UI); a new prefix has
#   none. The machine's Noto CJK, Noto core and DejaVu fonts (Debian's
#   fonts-noto-cjk, fonts-noto-core, fonts-dejavu-core) are linked into
#   the prefix's C:\windows\Fonts in their place.
#
# Needs wine64 and gcc-mingw-w64-x86-64. Prints nothing on success but
# what it added.
set -euo pipefail

prefix="${1:?usage: wine-prefix.sh DIR}"
mkdir -p "$(dirname "$prefix")"
export WINEPREFIX="$prefix"
export WINEDEBUG="${WINEDEBUG:--all}"
wine64=/usr/lib/wine/wine64
[ -x "$wine64" ] || wine64=wine

sys32="$prefix/drive_c/windows/system32"
if [ ! -d "$sys32" ]; then
    # No desktop integration (menus, file types) on the Linux side.
    WINEDLLOVERRIDES="winemenubuilder.exe=d;mscoree=d;mshtml=d" \
        "$wine64" wineboot -i >/dev/null 2>&1 || true
    /usr/lib/wine/wineserver -w 2>/dev/null || wineserver -w 2>/dev/null || true
fi
[ -d "$sys32" ] || { echo "wine-prefix: wineboot made no $sys32" >&2; exit 1; }

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
    echo "wine-prefix: Wine lacks bcryptprimitives.dll; added a ProcessPrng stand-in" >&2
fi

fonts="$prefix/drive_c/windows/Fonts"
mkdir -p "$fonts"
linked=0
for f in /usr/share/fonts/opentype/noto/NotoSansCJK-*.ttc \
    /usr/share/fonts/truetype/noto/NotoSans-*.ttf \
    /usr/share/fonts/truetype/noto/NotoSans{Arabic,Hebrew,Thai}-*.ttf \
    /usr/share/fonts/truetype/noto/NotoNaskhArabic-*.ttf \
    /usr/share/fonts/truetype/dejavu/DejaVuSans*.ttf; do
    [ -f "$f" ] || continue
    [ -e "$fonts/$(basename "$f")" ] && continue
    ln -s "$f" "$fonts/$(basename "$f")"
    linked=$((linked + 1))
done
[ "$linked" -eq 0 ] || echo "wine-prefix: linked $linked fonts into C:\\windows\\Fonts" >&2
