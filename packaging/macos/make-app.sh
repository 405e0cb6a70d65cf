#!/usr/bin/env bash
# Builds Podsheet.app (and Podsheet-VERSION.dmg) on a Mac.
#
#   packaging/macos/make-app.sh            # -> target/macos/Podsheet.app + .dmg
#   NO_DMG=1 packaging/macos/make-app.sh   # only the .app
#   TARGET=aarch64-apple-darwin packaging/macos/make-app.sh
#   BIN=path/to/podsheet OUT=dir NO_DMG=1 packaging/macos/make-app.sh
#                                          # lays out the bundle around a
#                                          # binary built before (no cargo);
#                                          # the tests do so on Linux
#
# Needs Xcode's command-line tools (hdiutil, plutil are part of macOS).
# The bundle is unsigned: on first start use right-click > Open, or sign it
# with `codesign --deep -s "Developer ID Application: ..." Podsheet.app`.
set -euo pipefail
cd "$(dirname "$0")/../.."

version="$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n1)"
target_dir="${CARGO_TARGET_DIR:-target}"
if [ -n "${BIN:-}" ]; then
    bin="$BIN"
elif [ -n "${TARGET:-}" ]; then
    cargo build --release --locked --target "$TARGET"
    bin="$target_dir/$TARGET/release/podsheet"
else
    cargo build --release --locked
    bin="$target_dir/release/podsheet"
fi

out="${OUT:-$target_dir/macos}"
app="$out/Podsheet.app"
rm -rf "$app"
mkdir -p "$app/Contents/MacOS" "$app/Contents/Resources"
cp "$bin" "$app/Contents/MacOS/podsheet"
cp assets/icons/podsheet.icns "$app/Contents/Resources/podsheet.icns"
sed "s/@VERSION@/$version/g" packaging/macos/Info.plist >"$app/Contents/Info.plist"
printf 'APPL????' >"$app/Contents/PkgInfo"
if command -v plutil >/dev/null 2>&1; then
    plutil -lint "$app/Contents/Info.plist"
fi
# Ad-hoc signature: Apple-silicon Macs refuse to run unsigned arm64 code.
if command -v codesign >/dev/null 2>&1; then
    codesign --force --deep -s - "$app"
fi
echo "built $app"

if [ -z "${NO_DMG:-}" ] && command -v hdiutil >/dev/null 2>&1; then
    stage="$out/dmg"
    rm -rf "$stage"
    mkdir -p "$stage"
    cp -R "$app" "$stage/"
    ln -s /Applications "$stage/Applications"
    dmg="$out/Podsheet-$version.dmg"
    rm -f "$dmg"
    hdiutil create -volname "Podsheet $version" -srcfolder "$stage" -ov -format UDZO "$dmg"
    rm -rf "$stage"
    echo "built $dmg"
fi
