#!/bin/sh
# cli-limits.sh — philatelia-cli's arguments out of range are refused as
# its help says, huge runs stream instead of allocating up front, actions
# are never echoed as raw bytes, and -o neither makes folders nor replaces
# a link.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: cli-limits.sh PHILATELIA-CLI STANDARD-DECK   (TAP output)
set -u
cli=$1
deck=$2
dir=$(mktemp -d "${TMPDIR:-/tmp}/philatelia-limits-XXXXXX")
trap 'rm -rf "$dir"' EXIT
export LC_ALL=C.UTF-8 LANGUAGE=en
n=0
failed=0

result() {  # STATUS DESCRIPTION
  n=$((n + 1))
  if [ "$1" = 0 ]; then
    echo "ok $n - $2"
  else
    echo "not ok $n - $2"
    failed=1
  fi
}

# WANT DESCRIPTION COMMAND…: the exit status of COMMAND is WANT.
status_is() {
  want=$1
  what=$2
  shift 2
  timeout 60 "$@" >"$dir/out" 2>"$dir/err"
  got=$?
  [ "$got" = "$want" ]
  result $? "$what (exit $got, want $want)"
  [ "$got" = "$want" ] || sed 's/^/# /' "$dir/err"
}

# A run of 2³¹−1 games in 1 GB of address space: still playing after two
# seconds (stopped by timeout, status 124), not aborted allocating.
huge_run() {  # DESCRIPTION COMMAND…
  what=$1
  shift
  # A sanitizer's shadow memory needs terabytes of address space: under
  # one the limit cannot be set (the plain build's run checks this).
  if ldd "$1" 2>/dev/null | grep -q 'lib[at]san'; then
    n=$((n + 1))
    echo "ok $n - $what streams its results # SKIP address space limit under a sanitizer"
    return
  fi
  (ulimit -v 1000000 && exec timeout -s TERM 2 "$@") >/dev/null 2>"$dir/err"
  got=$?
  [ "$got" = 124 ]
  result $? "$what streams its results (status $got, want 124 from timeout)"
}

echo "1..26"
save="$dir/two.philatelia"
"$cli" new swop --seed 3 -o "$save" || exit 1

huge_run "selfplay --games 2147483647" "$cli" selfplay swop --games 2147483647 --levels easy --jobs 1
huge_run "balance --games 2147483647" "$cli" balance "$deck" --games 2147483647 --level easy --threads 1

status_is 2 "hint --think-ms 600001" "$cli" hint "$save" --level expert --think-ms 600001
status_is 2 "play --think-ms 2147483647" "$cli" play "$save" --level expert --think-ms 2147483647
status_is 2 "selfplay --think-ms 600001" "$cli" selfplay swop --games 1 --think-ms 600001
status_is 2 "review --playouts 0" "$cli" review "$save" --playouts 0
status_is 2 "review --playouts 1001" "$cli" review "$save" --playouts 1001
status_is 2 "review --seat 0" "$cli" review "$save" --seat 0
status_is 2 "review --seat 3 of 2" "$cli" review "$save" --seat 3
status_is 2 "review --level easy" "$cli" review "$save" --level easy
status_is 2 "review --level normal" "$cli" review "$save" --level normal
status_is 2 "review --threads -1" "$cli" review "$save" --threads -1
# The review on every core gives one thread's numbers: a few moves played.
short="$dir/short.philatelia"
cp "$save" "$short"
for _ in 1 2 3 4; do "$cli" play "$short" --level easy -o "$short" || exit 1; done
"$cli" review "$short" --playouts 1 --threads 1 >"$dir/one" 2>&1
"$cli" review "$short" --playouts 1 --threads 2 >"$dir/two" 2>&1
cmp -s "$dir/one" "$dir/two" && [ "$(grep -vc '^#' "$dir/one")" -ge 1 ]
result $? "review: the same numbers on 1 and 2 threads ($(grep -vc '^#' "$dir/one") moves)"
status_is 1 "hint --seats 1,5 on a 2-player save" "$cli" hint "$save" --seats 1,5
grep -q "seat 5" "$dir/err"
result $? "and says which seat: $(head -n 1 "$dir/err")"
status_is 1 "play --level easy --seats 3 on a 2-player save" "$cli" play "$save" --level easy --seats 3
status_is 2 "new --players 0" "$cli" new swop --players 0
status_is 2 "selfplay --players 0" "$cli" selfplay swop --players 0 --games 1
status_is 2 "new swop --deck (Stamp Swap only)" "$cli" new swop --deck "$deck"
status_is 1 "new stampswap --deck /nonexistent" "$cli" new stampswap --deck /nonexistent

# Invalid UTF-8 in an action: refused, the message is text.
bad=$(printf 'c1\377h1')
status_is 1 "play with an action that is not UTF-8" "$cli" play "$save" "$bad"
if LC_ALL=C grep -q "$(printf '\377')" "$dir/err" || ! iconv -f UTF-8 -t UTF-8 "$dir/err" >/dev/null 2>&1; then
  result 1 "the message is valid UTF-8 without the raw byte"
else
  result 0 "the message is valid UTF-8 without the raw byte: $(cat "$dir/err")"
fi

# -o: no folder is made, a link is followed.
status_is 1 "-o into a folder that does not exist" "$cli" new swop -o "$dir/missing/new.philatelia"
[ ! -e "$dir/missing" ]
result $? "the folder is not created"
ln -s "target.philatelia" "$dir/link.philatelia"
status_is 0 "-o onto a symbolic link" "$cli" new swop --seed 5 -o "$dir/link.philatelia"
[ -L "$dir/link.philatelia" ] && grep -q "Seed=5" "$dir/target.philatelia"
result $? "the link stays a link and its target holds the save"

exit $failed
