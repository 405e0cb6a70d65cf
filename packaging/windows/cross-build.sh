#!/usr/bin/env bash
# Cross-build the Windows podsheet.exe (and, if makensis is there, the
# installer) from Linux with the x86_64-pc-windows-gnu target and mingw-w64.
#
#   apt-get install -y mingw-w64 nsis      # once (Debian/Ubuntu)
#   rustup target add x86_64-pc-windows-gnu
#   packaging/windows/cross-build.sh        # -> target/x86_64-pc-windows-gnu/release/podsheet.exe
#
# CARGO_TARGET_DIR is honoured (e.g. CARGO_TARGET_DIR=/work/target-win).
set -euo pipefail
cd "$(dirname "$0")/../.."

TARGET=x86_64-pc-windows-gnu
export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER="${CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER:-x86_64-w64-mingw32-gcc}"

cargo build --release --locked --target "$TARGET" "$@"

target_dir="${CARGO_TARGET_DIR:-target}"
exe="$target_dir/$TARGET/release/podsheet.exe"
echo "built $exe"

if command -v makensis >/dev/null 2>&1; then
    version="$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n1)"
    out="$target_dir/$TARGET/release/podsheet-$version-setup.exe"
    makensis -V2 -DVERSION="$version" -DEXE="$(realpath "$exe")" \
        -DOUTFILE="$(realpath -m "$out")" packaging/windows/podsheet.nsi
    echo "built $out"
fi
