#!/usr/bin/env bash
# ui-session.sh SCREEN COMMAND [ARG…] — runs COMMAND under Xvfb (SCREEN is
# WIDTHxHEIGHT) in a private D-Bus session bus, as a desktop would give the
# app: without a session bus GtkApplication warns, and the UI tests make
# every warning fatal (G_DEBUG=fatal-warnings).
#
# COMMAND's standard output is this script's (the TAP lines of the UI
# tests); the bus and the services it starts (the accessibility registry
# announces itself there) write to standard error instead.
set -eu
screen=${1:?usage: ui-session.sh WIDTHxHEIGHT COMMAND [ARG…]}
shift
# Each session gets its own runtime folder: the accessibility bus writes
# its address there, and two sessions sharing one (the user's) would
# talk to each other's registry.
runtime=$(mktemp -d "${TMPDIR:-/tmp}/philatelia-ui-XXXXXX")
trap 'rm -rf "$runtime"' EXIT
export XDG_RUNTIME_DIR=$runtime
keymap=$(dirname "$0")/ui-keymap.sh
export keymap
exec 3>&1
dbus-run-session -- bash -c 'exec 1>&3 3>&-; screen=$1; shift; exec xvfb-run -a -s "-screen 0 ${screen}x24 -noreset" "$keymap" "$@"' \
  ui-session "$screen" "$@" >&2
