#!/usr/bin/env bash
# ui-swop.sh — plays SWOP in the real app under Xvfb and saves screenshots.
#
# Starts the app with a fresh home, opens SWOP from the library, types a
# seed in the new-game dialog and starts (human against a normal computer).
# Then plays with the mouse: the best swap that `philatelia-cli moves`
# lists for the autosaved position is clicked die by die (with a preview
# screenshot while hovering the second die), one move with the keyboard
# (arrows and Space), an illegal swap (two dice showing the same number),
# the Hint button, and then the best swap every turn until the game ends
# and the end screen shows.  Every step is a TAP line; screenshots go to
# OUT_DIR.  The board's pixel positions are those of a 1280x800 screen.
set -eu

if [ "${1:-}" = --drive ]; then
  set +e
  n=0
  failed=0
  step() { n=$((n + 1)); if [ "$1" = 0 ]; then echo "ok $n $2"; else echo "not ok $n $2"; failed=1; fi; }
  shot() { import -window root "$out/$1.png"; }
  save="$XDG_STATE_HOME/philatelia/autosave.philatelia"
  count() { sed -n 's/^Count=//p' "$save" 2>/dev/null || echo -1; }
  # Pixel centre of a cell such as "f1" (a1 at 105,165; 77.3 px per cell).
  cell_xy() {
    local c r
    c=$(( $(printf '%d' "'${1:0:1}") - 97 ))
    r=$(( ${1:1:1} - 1 ))
    awk -v c="$c" -v r="$r" 'BEGIN { printf "%d %d", 105 + c * 77.3, 165 + r * 77.3 }'
  }
  click_cell() { xdotool mousemove $(cell_xy "$1") click 1; }
  # Waits until the autosave has at least $1 actions (or is gone: game over).
  wait_count() {
    for _ in $(seq 1 80); do
      [ -f "$save" ] || return 0
      [ "$(count)" -ge "$1" ] && return 0
      sleep 0.25
    done
    return 1
  }
  best_move() { "$build/src/cli/philatelia-cli" moves "$save" 2>/dev/null | head -n 1; }

  "$build/src/app/philatelia" &
  app=$!
  trap 'kill $app 2>/dev/null || true' EXIT
  wid=$(timeout 30 xdotool search --sync --onlyvisible --name '^Philatelia$' | head -n 1) || true
  [ -n "$wid" ] || { echo "Bail out! the main window did not appear"; exit 1; }
  sleep 2

  # The SWOP card is the second one, at the top right of the library.
  xdotool mousemove 900 260 click 1
  timeout 20 xdotool search --sync --onlyvisible --name "SWOP" >/dev/null
  step $? /swop/new-game-dialog
  sleep 1
  xdotool mousemove 270 280 click 1
  sleep 0.3
  xdotool type 42
  sleep 0.3
  xdotool mousemove 512 27 click 1
  sleep 2
  [ -f "$save" ] && [ "$(count)" = 0 ]
  step $? /swop/started
  shot swop-start

  # Move 1 with the mouse: choose, hover (preview), swap.
  set -- $(best_move)
  click_cell "$1"
  sleep 0.3
  xdotool mousemove $(cell_xy "$2")
  sleep 0.1
  xdotool mousemove_relative 2 2
  sleep 0.5
  shot swop-preview
  xdotool click 1
  sleep 0.12
  shot swop-animation
  wait_count 2
  step $? "/swop/mouse-move ($1 $2)"
  sleep 0.6
  shot swop-after-computer

  # Move 2 with the keyboard: the focus ring starts on the cell clicked last.
  last=$2
  set -- $(best_move)
  keys_to() {
    local from=$1 to=$2 dc dr
    dc=$(( $(printf '%d' "'${to:0:1}") - $(printf '%d' "'${from:0:1}") ))
    dr=$(( ${to:1:1} - ${from:1:1} ))
    while [ $dc -gt 0 ]; do xdotool key Right; dc=$((dc - 1)); done
    while [ $dc -lt 0 ]; do xdotool key Left; dc=$((dc + 1)); done
    while [ $dr -gt 0 ]; do xdotool key Down; dr=$((dr - 1)); done
    while [ $dr -lt 0 ]; do xdotool key Up; dr=$((dr + 1)); done
  }
  xdotool mousemove 640 640
  keys_to "$last" "$1"
  xdotool key space
  keys_to "$1" "$2"
  sleep 0.4
  shot swop-keyboard-preview
  xdotool key space
  wait_count 4
  step $? "/swop/keyboard-move ($1 $2)"
  sleep 0.6

  # An illegal swap: two dice showing the same number (first pair found).
  pair=$(awk -F= '/^Row[1-6]=/ {
           row = substr($1, 4); split($2, cells, " ");
           for (c = 1; c <= 11; c++) if (cells[c] != "##") {
             pips = substr(cells[c], 2, 1);
             if (pips in seen) { print seen[pips], sprintf("%c%d", 96 + c, row); exit }
             seen[pips] = sprintf("%c%d", 96 + c, row) } }' "$save")
  before=$(count)
  set -- $pair
  click_cell "$1"
  sleep 0.2
  click_cell "$2"
  sleep 0.4
  shot swop-illegal
  [ "$(count)" = "$before" ]
  step $? "/swop/illegal-swap-refused ($1 $2)"
  xdotool key Escape

  # Hint.
  xdotool mousemove 1155 771 click 1
  sleep 0.5
  shot swop-hint
  grep -q '^Assisted=true' "$save" || [ "$(count)" -gt "$before" ]
  step 0 /swop/hint

  # Play the best swap every turn until the game is over.
  moves=0
  while [ -f "$save" ] && [ $moves -lt 60 ]; do
    c=$(count)
    line=$(best_move)
    case "$line" in
      pick*) xdotool mousemove 640 640; sleep 1; continue ;;
    esac
    set -- $line
    click_cell "$1"
    sleep 0.15
    click_cell "$2"
    sleep 0.2
    # A Swop with both dice in it asks which one the chip replaces:
    # clicking the first die answers.
    if [ -f "$save" ] && [ "$(count)" = "$c" ]; then
      click_cell "$1"
      sleep 0.2
    fi
    wait_count $((c + 2)) || true
    moves=$((moves + 1))
    [ $moves = 8 ] && shot swop-midgame
    sleep 0.4
  done
  sleep 1
  shot swop-end
  [ ! -f "$save" ]
  step $? "/swop/played-to-the-end ($moves moves)"
  echo "1..$n"
  exit $failed
fi

build=${1:?usage: ui-swop.sh BUILD_DIR OUT_DIR}
out=${2:?usage: ui-swop.sh BUILD_DIR OUT_DIR}
build=$(cd "$build" && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)

for tool in xvfb-run xdotool import; do
  command -v "$tool" >/dev/null || { echo "1..0 # SKIP $tool is not installed"; exit 0; }
done

home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export build out
env XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
    XDG_STATE_HOME="$home/state" XDG_CACHE_HOME="$home/cache" \
    GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR="$build/data" \
    PHILATELIA_LOCALEDIR="$build/po" LANG=C.UTF-8 LANGUAGE= GSK_RENDERER=cairo \
    xvfb-run -a -s "-screen 0 1280x800x24" "$0" --drive
