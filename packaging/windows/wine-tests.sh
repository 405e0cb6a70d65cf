#!/usr/bin/env bash
# The whole test suite on Windows: cross-builds every test binary for
# x86_64-pc-windows-gnu and runs each under Wine, in a prefix with a
# Windows desktop's fonts (packaging/windows/wine-prefix.sh).
#
#   apt-get install -y wine64 gcc-mingw-w64-x86-64 binutils-mingw-w64-x86-64 \
#       fonts-noto-cjk fonts-noto-core fonts-dejavu-core
#   rustup target add x86_64-pc-windows-gnu
#   packaging/windows/wine-tests.sh [-- TEST-ARGS…]   # e.g. -- windows_
#
# CARGO_TARGET_DIR is honoured (CI: target/win). The tests find the
# repository and podsheet.exe by the Linux paths they were built with,
# which Wine reads on its Z: drive (the whole Linux file system). Each
# binary's output goes to $CARGO_TARGET_DIR/wine-tests/NAME.log; the
# script prints each one's summary line and fails if any test failed.
# Tests that cannot pass under Wine are ignored on Windows in the code,
# each with the reason (`#[cfg_attr(windows, ignore = "…")]`).
set -euo pipefail
cd "$(dirname "$0")/../.."

target=x86_64-pc-windows-gnu
export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER="${CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER:-x86_64-w64-mingw32-gcc}"
target_dir="${CARGO_TARGET_DIR:-target}"
logs="$target_dir/wine-tests"
mkdir -p "$logs"
test_args=()
if [ "${1:-}" = "--" ]; then
    shift
    test_args=("$@")
fi

# The build lists the test binaries it made (one JSON line per artifact).
echo "wine-tests: [${SECONDS}s] cross-building the tests for $target"
cargo test --no-run --locked --target "$target" --message-format=json-render-diagnostics \
    >"$logs/build.json" 2>"$logs/build.log" || { cat "$logs/build.log"; exit 1; }
mapfile -t exes < <(python3 - "$logs/build.json" <<'PY'
import json, sys
for line in open(sys.argv[1]):
    try:
        m = json.loads(line)
    except ValueError:
        continue
    if m.get("reason") == "compiler-artifact" and m.get("profile", {}).get("test") and m.get("executable"):
        print(m["executable"])
PY
)
[ "${#exes[@]}" -gt 0 ] || { echo "wine-tests: the build made no test binary" >&2; exit 1; }
echo "wine-tests: [${SECONDS}s] built ${#exes[@]} test binaries"
# Code built for Windows alone (cfg(windows)) is not seen by the Linux
# clippy: the compiler's warnings on it fail here as clippy's do there.
if grep -q '^warning' "$logs/build.log"; then
    grep -A12 '^warning' "$logs/build.log"
    echo "wine-tests: the Windows build has warnings" >&2
    exit 1
fi

export WINEPREFIX="${WINEPREFIX:-$(realpath -m "$target_dir/wine-prefix")}"
export WINEDEBUG="${WINEDEBUG:--all}"
# No window may open on a desktop: the app's tests are headless
# (egui_kittest), and the few that start the real app need none.
unset DISPLAY WAYLAND_DISPLAY
packaging/windows/wine-prefix.sh "$WINEPREFIX"
wine64=/usr/lib/wine/wine64
[ -x "$wine64" ] || wine64=wine

failed=0
for exe in "${exes[@]}"; do
    name="$(basename "$exe" .exe)"
    log="$logs/$name.log"
    start=$SECONDS
    set +e
    # The web tests hold many sockets open at once.
    (ulimit -n 8192 2>/dev/null; LANGUAGE=en "$wine64" "$exe" "${test_args[@]}") >"$log" 2>&1
    code=$?
    set -e
    summary="$(grep -a '^test result:' "$log" | tail -n 1 || true)"
    echo "wine-tests: [${SECONDS}s] $name ($((SECONDS - start))s, exit $code): ${summary:-no summary}"
    if [ "$code" -ne 0 ] || [ -z "$summary" ]; then
        failed=1
        grep -a -E '^test .* FAILED$|^failures:$|panicked at' "$log" | head -n 40 || true
    fi
done
/usr/lib/wine/wineserver -k 2>/dev/null || wineserver -k 2>/dev/null || true
exit "$failed"
