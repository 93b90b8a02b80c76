#!/bin/sh
# cli-loop.sh — the example bot of docs/cli.md: a shell loop plays a whole
# game of each of the four games through philatelia-cli alone, the computer
# (easy) moving for every seat, until `replay` says Over=true.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: cli-loop.sh PHILATELIA-CLI [GAME…]   (TAP output)
set -u
cli=$1
shift
[ $# -gt 0 ] || set -- stampswap swop stamps auction
dir=$(mktemp -d "${TMPDIR:-/tmp}/philatelia-loop-XXXXXX")
trap 'rm -rf "$dir"' EXIT

# The value of KEY in [GROUP] of the key file on standard input.
get() {
  awk -v group="[$1]" -v key="$2=" '
    /^\[/ { here = ($0 == group) }
    here && index($0, key) == 1 { print substr($0, length(key) + 1); exit }'
}

echo "1..$#"
n=0
for game in "$@"; do
  n=$((n + 1))
  save="$dir/$game.philatelia"
  "$cli" new "$game" --seed 2026 -o "$save" || { echo "not ok $n - $game: new failed"; continue; }
  moves=0
  failed=
  # The bot: while the game is not over, ask for the computer's move and play it.
  until [ "$("$cli" replay "$save" | get Match Over)" = true ]; do
    action=$("$cli" hint "$save" --level easy) || { failed="hint failed"; break; }
    "$cli" play "$save" "$action" -o "$save" || { failed="play “$action” failed"; break; }
    moves=$((moves + 1))
    [ $moves -lt 5000 ] || { failed="no end after $moves actions"; break; }
  done
  if [ -n "$failed" ]; then
    echo "not ok $n - $game: $failed"
    continue
  fi
  # The end: the save's own action count, and who won.
  count=$(get Actions Count < "$save")
  winners=$("$cli" replay "$save" | get Match Winners)
  scores=$("$cli" replay "$save" | get Match Scores)
  if [ "$count" = "$moves" ] && [ -n "$winners" ]; then
    echo "ok $n - $game: over after $moves actions, scores $scores winners $winners"
  else
    echo "not ok $n - $game: $moves actions played, the save counts ${count:-none}, winners ${winners:-none}"
  fi
done
