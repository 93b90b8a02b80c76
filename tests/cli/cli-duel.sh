#!/bin/sh
# cli-duel.sh — the second example of docs/cli.md: a bot plays one seat
# against Philatelia's computers (--seats), through philatelia-cli alone.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: cli-duel.sh PHILATELIA-CLI   (TAP output)
set -u
cli=$1
dir=$(mktemp -d "${TMPDIR:-/tmp}/philatelia-duel-XXXXXX")
trap 'rm -rf "$dir"' EXIT

get() {
  awk -v group="[$1]" -v key="$2=" '
    /^\[/ { here = ($0 == group) }
    here && index($0, key) == 1 { print substr($0, length(key) + 1); exit }'
}

echo "1..2"

# SWOP: a greedy bot (seat 1) takes the first line of `moves`; the hard
# computer plays seat 2.
save="$dir/swop.philatelia"
"$cli" new swop --seed 99 -o "$save"
n=0
failed=
while [ "$("$cli" replay "$save" | get Match Over)" != true ]; do
  if [ "$("$cli" replay "$save" | get Match Current)" = 1 ]; then
    action=$("$cli" moves "$save" | head -n 1 | cut -d ' ' -f 1-2)
    "$cli" play "$save" "$action" -o "$save" || { failed="play “$action”"; break; }
  else
    "$cli" play "$save" --level hard --seats 2 -o "$save" || { failed="the computer"; break; }
  fi
  n=$((n + 1))
  [ $n -lt 1000 ] || { failed="no end"; break; }
done
if [ -z "$failed" ]; then
  echo "ok 1 - swop duel: $n actions, scores $("$cli" replay "$save" | get Match Scores)"
else
  echo "not ok 1 - swop duel: $failed failed"
fi

# Stamp Auction: the bot (seat 1) follows the normal computer's advice for
# its own seat alone; the hard computers play seats 2 and 3.  In a
# countdown anyone may ring: the bot rings when its advice says so, else
# the computers' seats ring or the price falls — never for seat 1.
save="$dir/auction.philatelia"
"$cli" new auction --seed 31 -o "$save"
n=0
failed=
while [ "$("$cli" replay "$save" | get Match Over)" != true ]; do
  mine=$("$cli" hint "$save" --seats 1 --level normal 2>/dev/null)
  if [ -n "$mine" ] && [ "$mine" != tick ]; then
    action=$mine
  else
    action=$("$cli" hint "$save" --seats 2,3 --level hard) || { failed="hint"; break; }
    [ "$action" != "ring 1" ] || { failed="the computers rang for seat 1"; break; }
  fi
  "$cli" play "$save" "$action" -o "$save" || { failed="play “$action”"; break; }
  n=$((n + 1))
  [ $n -lt 3000 ] || { failed="no end"; break; }
done
if [ -z "$failed" ]; then
  echo "ok 2 - auction duel: $n actions, scores $("$cli" replay "$save" | get Match Scores)" \
       "winners $("$cli" replay "$save" | get Match Winners)"
else
  echo "not ok 2 - auction duel: $failed"
fi
