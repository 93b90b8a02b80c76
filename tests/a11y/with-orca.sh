#!/usr/bin/env bash
# with-orca.sh BUILD_DIR [SCRIPT] — runs SCRIPT (a11y-heard.py, or
# a11y-games.py: whole games by keyboard) with the real Orca listening
# (not part of `meson test`: Orca is slow to start and needs no speech
# here), then prints what Orca said.  Run it in a session of its own:
#   tests/ui-session.sh 1280x800 tests/a11y/with-orca.sh build
#   A11Y_GAMES=swop tests/ui-session.sh 1280x800 tests/a11y/with-orca.sh build a11y-games.py
# Orca finds the accessibility bus under $XDG_RUNTIME_DIR/at-spi (else
# ~/.cache/at-spi, which every other session on the machine shares): give
# the session a private XDG_RUNTIME_DIR, or another AT-SPI run replaces
# the bus under Orca.  A second Orca of the user refuses to start.
# Orca writes "SPEECH OUTPUT: '…'" to its debug log even with no speech
# server; a stand-in `speechd` module keeps it from starting one.
set -u
build=$(realpath "${1:-build}")
script=${2:-a11y-heard.py}
source_dir=$(realpath "$(dirname "$0")/../..")
work=$(mktemp -d)
mkdir -p "$work/home/config" "$work/nospeech/speechd"
echo 'raise ImportError("no speech server in tests")' > "$work/nospeech/speechd/__init__.py"
HOME="$work/home" XDG_CONFIG_HOME="$work/home/config" PYTHONPATH="$work/nospeech" GSETTINGS_BACKEND=memory \
  orca --debug-file="$work/orca.log" >"$work/orca.out" 2>&1 &
orca_pid=$!
sleep 6
A11Y_HEARD_LINGER=3 /usr/bin/python3 "$source_dir/tests/a11y/$script" \
  "$build/src/app/philatelia" "$build" "$source_dir"
status=$?
kill "$orca_pid" 2>/dev/null
wait "$orca_pid" 2>/dev/null
echo "# Orca said:"
grep -o "SPEECH OUTPUT: .*" "$work/orca.log" | sed 's/^/#   /'
# ORCA_DEBUG_LOG=FILE keeps Orca's whole debug log (why it said nothing).
[ -n "${ORCA_DEBUG_LOG:-}" ] && cp "$work/orca.log" "$ORCA_DEBUG_LOG"
rm -rf "$work"
exit $status
