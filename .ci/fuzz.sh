#!/usr/bin/env bash
# .ci/fuzz.sh — build the libFuzzer targets of fuzz/ with clang and run
# each for a bounded time (FUZZ_SECONDS, default 60) from its seed corpus
# and the project's test data.  Exits nonzero when a target crashes,
# leaks, trips a sanitizer or does not build; the input that did it is
# kept in build-fuzz/artifacts/ (add it to fuzz/corpus/<target>/ with the fix).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${FUZZ_SECONDS:-60}
build=${FUZZ_BUILD_DIR:-build-fuzz}

if ! command -v clang >/dev/null; then
  echo "fuzz: clang is not installed (.ci/packages.txt lists it)" >&2
  exit 1
fi

# Only the core is needed: no GTK, no tests.  -Dfuzzing=enabled fails the
# setup when libFuzzer is missing instead of quietly building the driver.
export CC=clang
setup_args=(-Dapp=false -Dtests=false -Dfuzzing=enabled --buildtype=debugoptimized)
meson setup "$build" "${setup_args[@]}" --wipe >/dev/null 2>&1 ||
  meson setup "$build" "${setup_args[@]}"
# Only the fuzz targets (one per corpus folder), not the app or the CLI.
# Each target's seeds: fuzz/corpus/<target>/, or a game's own in
# src/games/<game>/fuzz/corpus/<target>/ for the games of the build.
corpora=(fuzz/corpus/*/)
for game in $(grep -o 'X([a-z0-9_]*)' "$build/phl-games.h" | sed 's/X(\(.*\))/\1/'); do
  for dir in src/games/"$game"/fuzz/corpus/*/; do
    [ -d "$dir" ] && corpora+=("$dir")
  done
done
targets=$(for dir in "${corpora[@]}"; do basename "$dir"; done)
meson compile -C "$build" $targets

export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:symbolize=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export LC_ALL=C.UTF-8 LANGUAGE=en

status=0
mkdir -p "$build/artifacts"
for target in "${corpora[@]}"; do
  name=$(basename "$target")
  work="$build/corpus/$name"
  # New inputs go to a scratch copy, never into the source tree.
  rm -rf "$work"
  mkdir -p "$work"
  cp "$target"* "$work/"
  case $name in
    fuzz-deck) find tests data -name '*.deck' -exec cp -t "$work/" {} + 2>/dev/null || true ;;
    fuzz-match) find tests -name '*.philatelia' -exec cp -t "$work/" {} + 2>/dev/null || true ;;
    fuzz-position-*)
      game=${name#fuzz-position-}
      { grep -rlx --include='*.philatelia' "Game=$game" tests || true; } | xargs -r cp -t "$work/" ;;
  esac
  echo "== $name: $(ls "$work" | wc -l) seeds, ${seconds}s"
  if ! "$build/fuzz/$name" "$work" \
      -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -max_len=65536 \
      -print_final_stats=1 -artifact_prefix="$build/artifacts/$name-" \
      >"$build/$name.log" 2>&1; then
    echo "fuzz: $name FAILED; input in $build/artifacts/, log in $build/$name.log" >&2
    tail -n 60 "$build/$name.log" >&2
    status=1
  else
    grep -E '^stat::number_of_executed_units|^#[0-9]+.*DONE' "$build/$name.log" | tail -n 2 || true
  fi
done

if [ $status = 0 ]; then
  echo "fuzz: no crashes"
fi
exit $status
