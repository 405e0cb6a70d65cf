#!/usr/bin/env bash
# tools/second_reading.sh LANG [OUT]: the demo pod's tie explanations in
# English and in LANG, paragraph by paragraph ("EN: …" then "LANG: …"), for
# a second reader who checks that each translation says the same thing with
# the same numbers. Covers every sentence kind the demo has: a group step by
# step, two players compared (decided at once, after equal steps, lower
# down), a player tied with no one, the MTR preset's percentages and the
# 7-player round robin (a skipped step, win resistance).
set -euo pipefail
cd "$(dirname "$0")/.."
L=${1:?usage: tools/second_reading.sh LANG [OUT]}
OUT=${2:-/dev/stdout}
cargo build --quiet --bin podsheet
B=target/debug/podsheet
F=assets/demo-8.podsheet
{
  echo "# Demo pod tie explanations: English and $L"
  echo
  for args in "$F" "$F --player Derek --player Mariano" "$F --player Mariano --player Bernie" \
      "$F --player Jorge --player Andy" "$F --player Roger" "$F --rules mtr" \
      "tests/fixtures/pod7.podsheet"; do
    # shellcheck disable=SC2086 # the arguments are split on purpose
    mapfile -t en < <($B explain $args --lang en | sed '/^$/d')
    # shellcheck disable=SC2086
    mapfile -t tr < <($B explain $args --lang "$L" | sed '/^$/d')
    for i in "${!en[@]}"; do
      echo "## $(basename "${args%% *}") ${args#* } — paragraph $((i+1))"
      echo
      echo "EN: ${en[$i]}"
      echo
      echo "$L: ${tr[$i]:-<missing>}"
      echo
    done
  done
} > "$OUT"
