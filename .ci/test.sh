#!/usr/bin/env bash
# .ci/test.sh BUILD_DIR — builds Philatelia and runs its whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
[ -d "$build" ] || meson setup "$build"
meson compile -C "$build"
meson test -C "$build" --print-errorlogs
