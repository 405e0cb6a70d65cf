#!/usr/bin/env bash
# The companion pages in a real headless browser at phone size: serves the
# demo event with `podsheet serve` on the loopback, opens every page in
# Chromium 360 px wide, light and dark, and writes the screenshots to
# target/web-screenshots/ (look at them). Fails if a page does not render
# its content or the dark screenshot is not darker than the light one.
# Needs chromium and imagemagick (`apt-get install chromium imagemagick`).
set -euo pipefail
cd "$(dirname "$0")/.."

bin=${PODSHEET:-target/debug/podsheet}
[ -x "$bin" ] || cargo build --bin podsheet
browser=$(command -v chromium || command -v chromium-browser)
out=target/web-screenshots
rm -rf "$out" && mkdir -p "$out"

server=""
trap 'kill "$server" 2>/dev/null || true' EXIT
serve() { # FILE → serves it (stopping the one before); sets $url
    [ -n "$server" ] && kill "$server" 2>/dev/null || true
    "$bin" serve "$1" --port 0 --stop-after 120 >"$out/serve.log" 2>&1 &
    server=$!
    url=""
    for _ in $(seq 50); do
        url=$(grep -o 'http://[0-9.]*:[0-9]*/' "$out/serve.log" | head -1 || true)
        [ -n "$url" ] && break
        sleep 0.2
    done
    [ -n "$url" ] || { echo "podsheet serve did not start:"; cat "$out/serve.log"; exit 1; }
}
serve assets/demo-8.podsheet

shoot() { # name path scheme(light|dark) → png; prints the DOM to name.html
    local name=$1 path=$2 scheme=$3 profile flags=()
    profile=$(mktemp -d)
    [ "$scheme" = dark ] && flags=(--force-dark-mode --blink-settings=preferredColorScheme=0)
    local common=(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run
        --disable-background-networking --disable-component-update --disable-sync
        --hide-scrollbars --force-device-scale-factor=1 --user-data-dir="$profile"
        --window-size=360,800 "${flags[@]}")
    timeout 60 "$browser" "${common[@]}" --screenshot="$out/$name-$scheme.png" "$url${path#/}" \
        >/dev/null 2>&1
    timeout 60 "$browser" "${common[@]}" --dump-dom "$url${path#/}" 2>/dev/null >"$out/$name.html"
    rm -rf "$profile"
}

passed=0 failed=0
check() { # name expected-text
    local name=$1 want=$2 light dark
    if ! grep -qF "$want" "$out/$name.html"; then
        echo "FAIL $name: \"$want\" not on the page"; failed=$((failed + 1)); return
    fi
    light=$(convert "$out/$name-light.png" -colorspace Gray -format '%[fx:mean]' info:)
    dark=$(convert "$out/$name-dark.png" -colorspace Gray -format '%[fx:mean]' info:)
    if awk "BEGIN { exit !($dark < $light - 0.3) }"; then
        echo "ok   $name (mean brightness light $light, dark $dark)"; passed=$((passed + 1))
    else
        echo "FAIL $name: dark ($dark) is not darker than light ($light)"; failed=$((failed + 1))
    fi
}

for page in "pairings /" "standings /standings" "player-4 /player/4"; do
    set -- $page
    shoot "$1" "$2" light
    shoot "$1" "$2" dark
done
check pairings "Round 3 pairings"
check standings "Roger Clemens"
check player-4 "Compared with the players around you"

# Names in eight scripts, one of them 60 characters long: it wraps inside
# its cell and the result column keeps its width (look at scripts-*.png).
sed 's/"Дмитрий Иванов"/"Дмитрий Александрович Иванов-Петров of the Friday Night Draft"/' \
    tests/fixtures/scripts-8.podsheet >"$out/scripts.podsheet"
serve "$out/scripts.podsheet"
for page in "scripts-pairings /" "scripts-standings /standings" "scripts-player-5 /player/5"; do
    set -- $page
    shoot "$1" "$2" light
    shoot "$1" "$2" dark
done
check scripts-pairings "田中太郎"
check scripts-standings "محمد علي"
check scripts-player-5 "Compared with the players around you"

# A night of three pods: the front page finds every drafter (and ?q=).
{ printf '%s\n' "Zoë Ådahl" 田中太郎 김민준 "محمد علي" "Дмитрий Иванов" "José Núñez"
  seq -f "Drafter %g" 1 17; } >"$out/signups.txt"
"$bin" pods "$out/signups.txt" --seed 7 -o "$out/night.podsheet" >/dev/null
serve "$out/night.podsheet"
for page in "night-find /" "night-search /?q=zoe" "night-standings /standings"; do
    set -- $page
    shoot "$1" "$2" light
    shoot "$1" "$2" dark
done
check night-find "Find your name"
check night-search "Zoë Ådahl"
check night-standings "Tonight has 3 pods"
echo "Screenshots in $out/"
echo "web screenshots: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
