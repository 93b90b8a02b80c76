# Sourced by .ci/tsan.sh, step 4: the race the TSan pass must find when
# the Stamp Swap deck has its old non-atomic grefcount back.
# shellcheck shell=bash disable=SC2034
self_check_file=src/games/stampswap/phl-stampswap-deck.c
self_check_break='s/gatomicrefcount/grefcount/; s/g_atomic_ref_count_/g_ref_count_/'
# After the edit: no atomic count left, and the three plain calls.
self_check_broken() {
  ! grep -q 'gatomicrefcount\|g_atomic_ref_count_' "$1" && [ "$(grep -c 'g_ref_count_' "$1")" -eq 3 ]
}
self_check_test=/threads/stampswap/copies-of-one-state
self_check_report='phl_stampswap_deck_\(un\)\?ref'
self_check_what="the old non-atomic deck count"
