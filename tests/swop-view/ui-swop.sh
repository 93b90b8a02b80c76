#!/usr/bin/env bash
# ui-swop.sh — plays SWOP in the real app under Xvfb and saves screenshots.
#
# Each scenario starts the app with a fresh home, opens SWOP from the
# library, picks the variant and a seed in the new-game dialog and starts
# (seat 1 human, the others normal computers).  Then it plays with the mouse
# and the keyboard: the best swap that `philatelia-cli moves` lists for the
# autosaved position is clicked die by die (a screenshot while hovering the
# second die shows the preview); choices the game asks for (which cube to
# spend, which die the Swop chip replaces, the catch-up cube) are answered
# with Enter on the first button of the choice bar, which takes the focus.
# It plays until the game ends and the end screen shows.
#
#   basic   undo, mouse move, keyboard move, drag move, an illegal swap, Hint, to the end
#   master  a swap that asks which colour cube to spend, to the end
#   solo    to the end
#   team    to the end
#   chip    a saved position continued: the Swop chip's place asked and chosen
#
# SWOP_UI_LANGUAGE (pl, de) and SWOP_UI_LOCALEDIR run it in another language.
# Every check is a TAP line; screenshots go to OUT_DIR.  Pixel positions are
# those of the app on a 1280x800 screen.
set -eu

if [ "${1:-}" = --drive ]; then
  set +e
  scenario=$2
  first=$3
  . "$(dirname "$0")/../ui-lib.sh"
  n=$first
  failed=0
  step() { if [ "$1" = 0 ]; then echo "ok $n $scenario: $2"; else echo "not ok $n $scenario: $2"; failed=1; fi; n=$((n + 1)); }
  shot() { import -window root "$out/$scenario-$1.png"; }
  save="$XDG_STATE_HOME/philatelia/autosave.philatelia"
  count() { sed -n 's/^Count=//p' "$save" 2>/dev/null | grep . || echo -1; }
  # Pixel centre of a cell such as "f1" (a1 at 105,152; 77.3 px per cell).
  cell_xy() {
    local c r
    c=$(( $(printf '%d' "'${1:0:1}") - 97 ))
    r=$(( ${1:1:1} - 1 ))
    awk -v c="$c" -v r="$r" 'BEGIN { printf "%d %d", 105 + c * 77.3, 152 + r * 77.3 }'
  }
  click_cell() { xdotool mousemove $(cell_xy "$1") click 1; }
  # Waits until the autosave has at least $1 actions, or is gone (game over).
  wait_count() {
    for _ in $(seq 1 60); do
      [ -f "$save" ] || return 0
      [ "$(count)" -ge "$1" ] && return 0
      sleep 0.25
    done
    return 1
  }
  best_move() { "$build/src/cli/philatelia-cli" moves "$save" 2>/dev/null | head -n 1; }
  # The human's turn: the autosave names the seat to act.
  human_turn() { [ "$(sed -n 's/^Current=//p' "$save" 2>/dev/null)" = 1 ]; }

  "$build/src/app/philatelia" &
  app=$!
  trap 'kill $app 2>/dev/null || true' EXIT
  wid=$(timeout 30 xdotool search --sync --onlyvisible --name '^Philatelia$' | head -n 1) || true
  [ -n "$wid" ] || { echo "not ok $n $scenario: the main window did not appear"; exit 1; }
  sleep 2

  if [ "$scenario" = chip ]; then
    # A position saved as the autosave: the library offers to continue it.
    # Swapping c1 and d1 makes the straight 1-6 in row 1, a Swop holding
    # both moved dice: the game asks which die the chip replaces.
    [ -f "$save" ] && [ "$(count)" = -1 ]
    step $? "position offered as Continue"
    xdotool mousemove 1069 102 click 1
    sleep 2
    shot start
    click_cell c1
    sleep 0.3
    click_cell d1
    sleep 0.6
    shot chip-choice
    ! grep -q '^Action1=' "$save"
    step $? "a Swop of both moved dice asks where the chip goes"
    # The first answer (the die now on c1) has the focus.
    xdotool key Return
    wait_count 1
    grep -q '^Action1=c1 d1 chip=c1$' "$save"
    step $? "the chip replaces the die chosen with Enter"
    sleep 1
    shot chip-placed
    # Back in the library the app re-reads the autosave: a game begun at a
    # position is saved with that position ([Start]), so it still resumes.
    leave_and_quit $app "$wid"
    step $? "left the game and quit without a warning"
    ! ls "$XDG_STATE_HOME"/philatelia/autosave.philatelia.broken-* >/dev/null 2>&1 &&
      "$build/src/cli/philatelia-cli" score "$save" >/dev/null
    step $? "the autosave of the continued position still resumes"
    exit $failed
  fi

  # The SWOP card is the second one, at the top right of the library.
  xdotool mousemove 900 260 click 1
  timeout 20 xdotool search --sync --onlyvisible --name "SWOP" >/dev/null
  step $? "new-game dialog"
  sleep 1
  # Variant: the combo row's popover lists basic, master, team, solo.
  case $scenario in
    master) item=220 ;;
    team) item=254 ;;
    solo) item=288 ;;
    *) item=186 ;;
  esac
  xdotool mousemove 460 142 click 1
  sleep 0.8
  xdotool mousemove 492 $item click 1
  sleep 0.8
  # The seed row follows the variant and players rows.
  xdotool mousemove 200 252 click 1
  sleep 0.3
  xdotool type 42
  sleep 0.3
  shot dialog
  xdotool mousemove 512 27 click 1
  sleep 2
  [ -f "$save" ] && grep -q "^Variant=$scenario" "$save"
  step $? "started"
  shot start

  if [ "$scenario" = basic ]; then
    # Undo: Ctrl+Z right after a swap, before the computer answers, takes
    # it back; the board shows the position before it again.
    set -- $(best_move)
    click_cell "$1"
    sleep 0.2
    click_cell "$2"
    xdotool key ctrl+z
    sleep 1.5
    [ "$(count)" = 0 ]
    step $? "undo of the swap just made ($1 $2)"
    shot undone

    # A move with the mouse: choose, hover (preview), swap.
    set -- $(best_move)
    click_cell "$1"
    sleep 0.3
    xdotool mousemove $(cell_xy "$2")
    sleep 0.1
    xdotool mousemove_relative 2 2
    sleep 0.5
    shot preview
    xdotool click 1
    sleep 0.1
    shot animation
    wait_count 2
    step $? "mouse move ($1 $2)"
    sleep 0.8
    shot after-computer

    # A move with the keyboard: the focus ring starts on the cell clicked last.
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
    xdotool mousemove 640 620
    keys_to "$last" "$1"
    xdotool key space
    keys_to "$1" "$2"
    sleep 0.4
    shot keyboard-preview
    xdotool key space
    wait_count 4
    step $? "keyboard move ($1 $2)"
    sleep 0.8

    # A move by dragging one die onto the other.
    set -- $(best_move)
    before=$(count)
    xdotool mousemove $(cell_xy "$1") mousedown 1
    sleep 0.1
    read -r x1 y1 <<< "$(cell_xy "$1")"
    read -r x2 y2 <<< "$(cell_xy "$2")"
    for i in 1 2 3 4 5 6 7 8; do
      xdotool mousemove $(( x1 + (x2 - x1) * i / 8 )) $(( y1 + (y2 - y1) * i / 8 ))
      sleep 0.03
    done
    sleep 0.3
    shot drag
    xdotool mouseup 1
    wait_count $((before + 2))
    step $? "drag move ($1 $2)"
    sleep 0.8

    # An illegal swap: two dice showing the same number.
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
    shot illegal
    [ "$(count)" = "$before" ]
    step $? "illegal swap refused ($1 $2)"
    xdotool key Escape

    # Hint: the match counts as assisted from now on.
    xdotool mousemove 1155 771 click 1
    sleep 0.6
    shot hint
    xdotool mousemove 640 620
  fi

  if [ "$scenario" = master ]; then
    # Two dice of two colours whose cubes seat 1 holds, showing different
    # numbers and not swapped on the last move: the game asks which cube.
    cubes=$(awk -F= '/^\[Player1\]/ { p = 1 } p && /^Cubes=/ { print $2; exit }' "$save")
    pair=$(awk -F= -v cubes="$cubes" '/^Row[1-6]=/ {
             row = substr($1, 4); split($2, cells, " ");
             for (c = 1; c <= 11; c++) {
               col = substr(cells[c], 1, 1); pips = substr(cells[c], 2, 1);
               if (cells[c] == "##" || index(cubes, col) == 0) continue;
               for (k in seen) { split(k, o, ":");
                 if (o[1] != col && o[2] != pips) { print seen[k], sprintf("%c%d", 96 + c, row); exit } }
               seen[col ":" pips] = sprintf("%c%d", 96 + c, row) } }' "$save")
    set -- $pair
    before=$(count)
    click_cell "$1"
    sleep 0.2
    click_cell "$2"
    sleep 0.6
    shot cube-choice
    [ "$(count)" = "$before" ]
    step $? "a swap of two of your colours asks which cube ($1 $2)"
    xdotool key Return
    wait_count $((before + 1))
    step $? "the cube chosen with Enter"
    sleep 0.8
  fi

  # Play the best swap every turn until the game is over.
  moves=0
  while [ -f "$save" ] && [ $moves -lt 80 ]; do
    if ! human_turn; then sleep 0.3; moves=$((moves + 1)); continue; fi
    c=$(count)
    line=$(best_move)
    case "$line" in
      pick*)
        shot pick
        xdotool key Return
        wait_count $((c + 1))
        moves=$((moves + 1))
        continue ;;
    esac
    set -- $line
    click_cell "$1"
    sleep 0.15
    click_cell "$2"
    sleep 0.3
    # A choice of cube, then of the die a Swop chip replaces: Enter takes
    # the first answer.
    for _ in 1 2; do
      if [ -f "$save" ] && [ "$(count)" = "$c" ]; then
        xdotool key Return
        sleep 0.3
      fi
    done
    wait_count $((c + 1))
    moves=$((moves + 1))
    [ $moves = 6 ] && shot midgame
    sleep 0.5
  done
  sleep 1
  shot end
  [ ! -f "$save" ]
  step $? "played to the end"
  leave_and_quit $app "$wid"
  step $? "left the game and quit without a warning"
  exit $failed
fi

build=${1:?usage: ui-swop.sh BUILD_DIR OUT_DIR}
out=${2:?usage: ui-swop.sh BUILD_DIR OUT_DIR}
build=$(cd "$build" && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)

for tool in xvfb-run xdotool import gapplication dbus-run-session; do
  command -v "$tool" >/dev/null || { echo "1..0 # SKIP $tool is not installed"; exit 0; }
done

# The position of the "chip" scenario (seat 1 to move, no actions yet).
chip_position='[Match]
Game=swop
Format=1
Players=2
Current=1
Variant=basic

[Player1]
Name=Player 1
Kind=human
Level=normal
Score=0
Chips=3

[Player2]
Name=Player 2
Kind=computer
Level=normal
Score=0
Chips=3

[Board]
Row1=P1 P2 K4 Y3 W5 W6 T2 B5 B4 V3 G3
Row2=R3 G3 G6 R3 R3 B3 V4 V2 Y2 P1 O2
Row3=G5 Y2 G2 P6 K2 K6 N4 P2 T5 O3 B1
Row4=T4 K3 O3 O5 K6 G5 W6 O6 T4 N5 Y3
Row5=Y4 R6 W2 N6 W5 R1 N3 B5 K4 T3 N3
Row6=P5 V6 B4 W2 T2 V6 V1 R5 O1 N6 Y6
'

export build out
status=0
next=1
echo "1..28"
for scenario in basic:9 master:6 solo:4 team:4 chip:5; do
  name=${scenario%%:*}
  # SWOP_UI_ONLY=chip (for instance) runs one scenario while working on it.
  if [ -n "${SWOP_UI_ONLY:-}" ] && [ "$SWOP_UI_ONLY" != "$name" ]; then
    next=$((next + ${scenario#*:}))
    continue
  fi
  home=$(mktemp -d)
  if [ "$name" = chip ]; then
    mkdir -p "$home/state/philatelia"
    printf '%s' "$chip_position" > "$home/state/philatelia/autosave.philatelia"
  fi
  env XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
      XDG_STATE_HOME="$home/state" XDG_CACHE_HOME="$home/cache" \
      GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR="$build/data" \
      PHILATELIA_LOCALEDIR="${SWOP_UI_LOCALEDIR:-$build/po}" LANG=C.UTF-8 LANGUAGE="${SWOP_UI_LANGUAGE:-}" \
      GSK_RENDERER=cairo \
      "$(dirname "$0")/../ui-session.sh" 1280x800 "$0" --drive "$name" "$next" | tee "$out/$name.tap"
  # A scenario that stopped early still accounts for its checks.
  got=$(grep -c '^\(not \)\?ok' "$out/$name.tap" || true)
  want=${scenario#*:}
  while [ "$got" -lt "$want" ]; do
    echo "not ok $((next + got)) $name: did not run"
    got=$((got + 1))
  done
  grep -q '^not ok' "$out/$name.tap" && status=1
  next=$((next + want))
  rm -rf "$home"
done
exit $status
