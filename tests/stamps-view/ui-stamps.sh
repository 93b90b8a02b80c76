#!/usr/bin/env bash
# ui-stamps.sh — plays STAMPS in the real app under Xvfb and saves screenshots.
#
# Each scenario starts the app with a fresh home, opens STAMPS from the
# library, types a seed in the new-game dialog and starts.
#
#   solo     seat 1 human, seat 2 a normal computer: two placements with the
#            mouse (pick the hand stamp, hover the cell: preview screenshot,
#            click), a click on an occupied cell that does nothing, Hint,
#            Rules, then the keyboard (Enter moves the cursor to a cell and
#            places) to the end screen.
#   hotseat  two humans: the privacy screen before each hand is shown, a
#            placement by each.
#
# The cell to click comes from stamps-pick.py, which reads the autosave and
# maps the grid to pixels as the canvas does.  Every check is a TAP line;
# screenshots go to OUT_DIR.  Pixel positions are those of a 1280x800 screen.
set -eu

if [ "${1:-}" = --drive ]; then
  set +e
  scenario=$2
  n=$3
  . "$here/../ui-lib.sh"
  failed=0
  step() { if [ "$1" = 0 ]; then echo "ok $n $scenario: $2"; else echo "not ok $n $scenario: $2"; failed=1; fi; n=$((n + 1)); }
  shot() { import -window root "$out/$scenario-$1.png"; }
  save="$XDG_STATE_HOME/philatelia/autosave.philatelia"
  count() { sed -n 's/^Count=//p' "$save" 2>/dev/null | grep . || echo -1; }
  wait_count() {
    for _ in $(seq 1 60); do
      [ -f "$save" ] || return 0
      [ "$(count)" -ge "$1" ] && return 0
      sleep 0.25
    done
    return 1
  }
  current() { sed -n 's/^Current=//p' "$save" 2>/dev/null; }
  wait_current() {
    for _ in $(seq 1 60); do
      [ "$(current)" = "$1" ] && return 0
      sleep 0.25
    done
    return 1
  }
  focus_main() { for w in $(xdotool search --name '^Philatelia$'); do xdotool windowfocus "$w" 2>/dev/null; done; }
  # Picks the hand stamp, hovers the cell (preview), clicks it.
  mouse_move() {
    local before pick
    before=$(count)
    pick=$(python3 "$here/stamps-pick.py" "$save")
    set -- $pick
    xdotool mousemove "$1" "$2" click 1
    sleep 0.3
    xdotool mousemove "$3" "$4"
    sleep 0.1
    xdotool mousemove_relative 2 2
    sleep 0.5
    shot "$5-preview"
    xdotool click 1
    sleep 0.1
    shot "$5-animation"
    wait_count $((before + 1))
    step $? "placement with the mouse ($6, $5 marker steps)"
  }

  "$build/src/app/philatelia" &
  app=$!
  trap 'kill $app 2>/dev/null || true' EXIT
  wid=$(timeout 30 xdotool search --sync --onlyvisible --name '^Philatelia$' | head -n 1) || true
  [ -n "$wid" ] || { echo "not ok $n $scenario: the main window did not appear"; exit 1; }
  sleep 2

  # The STAMPS card is the third one, at the bottom left of the library.
  xdotool mousemove 380 600 click 1
  timeout 20 xdotool search --sync --onlyvisible --name "STAMPS" >/dev/null
  step $? "new-game dialog"
  sleep 1
  if [ "$scenario" = hotseat ]; then
    # Seat 2's kind: the drop-down's first item is Human.
    xdotool mousemove 415 398 click 1
    sleep 0.8
    shot seat-menu
    xdotool key Up Up Up Return
    sleep 0.5
  fi
  xdotool mousemove 200 197 click 1
  sleep 0.3
  xdotool type 42
  sleep 0.3
  shot dialog
  xdotool mousemove 512 27 click 1
  sleep 2
  [ -f "$save" ] && grep -q '^Game=stamps' "$save"
  step $? "started"
  focus_main
  shot start

  if [ "$scenario" = solo ]; then
    mouse_move
    sleep 0.6
    shot after-computer
    wait_current 1
    mouse_move

    # An occupied cell: the grid's first stamp, at the centre of the board.
    wait_current 1
    before=$(count)
    xdotool mousemove $(python3 "$here/stamps-pick.py" "$save" --occupied) click 1
    sleep 0.6
    [ "$(count)" = "$before" ]
    step $? "a click on an occupied cell places nothing"

    # Hint: shown on the board, the match becomes assisted.
    xdotool mousemove 1145 77 click 1
    sleep 0.6
    shot hint

    # The keyboard to the end: Enter puts the cursor on a cell, Enter places.
    # The board has the focus after the hint; a click on the tray's title
    # row (not a stamp, not the hint) would give it too.
    xdotool mousemove 600 652 click 1
    sleep 0.2
    xdotool mousemove 640 790
    for _ in $(seq 1 40); do
      [ -f "$save" ] || break
      if [ "$(current)" = 1 ]; then
        before=$(count)
        xdotool key Return
        sleep 0.2
        xdotool key Return
        wait_count $((before + 1))
        [ "$before" = 4 ] && { grep -q '^Assisted=true' "$save"; step $? "the hint made the match assisted"; }
      fi
      sleep 0.3
    done
    [ ! -f "$save" ]
    step $? "played to the end with the keyboard"
    sleep 0.6
    shot end-steps
    sleep 4.5
    shot end
    # The board as it ended, then back to the results.
    xdotool mousemove 1115 77 click 1
    sleep 0.8
    shot end-board

    # Rules in their own window (last: without a window manager the focus
    # does not come back to the main window when it closes).
    xdotool mousemove 1222 77 click 1
    timeout 10 xdotool search --sync --onlyvisible --name 'STAMPS Rules' >/dev/null
    step $? "rules window"
    sleep 0.8
    shot rules
    xdotool key Escape
  fi

  if [ "$scenario" = hotseat ]; then
    # Player 1's hand stays hidden until they ask for it.
    shot privacy-1
    xdotool mousemove 640 577 click 1
    sleep 0.6
    mouse_move
    sleep 0.6
    shot privacy-2
    grep -q '^Current=2' "$save"
    step $? "turn passes to the second person"
    xdotool mousemove 640 577 click 1
    sleep 0.6
    mouse_move
  fi
  leave_and_quit $app "$wid"
  step $? "left the game and quit without a warning"
  exit $failed
fi

build=${1:?usage: ui-stamps.sh BUILD_DIR OUT_DIR}
out=${2:?usage: ui-stamps.sh BUILD_DIR OUT_DIR}
build=$(cd "$build" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)

for tool in xvfb-run xdotool import python3 gapplication dbus-run-session; do
  command -v "$tool" >/dev/null || { echo "1..0 # SKIP $tool is not installed"; exit 0; }
done

export build out here

echo "1..15"
failed=0
first=1
for entry in "solo|9" "hotseat|6"; do
  scenario=${entry%%|*}
  checks=${entry#*|}
  home=$(mktemp -d)
  if ! env XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
         XDG_STATE_HOME="$home/state" XDG_CACHE_HOME="$home/cache" \
         GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR="$build/data" \
         PHILATELIA_LOCALEDIR="$build/po" LANG=C.UTF-8 LANGUAGE= GSK_RENDERER=cairo \
         NO_AT_BRIDGE=1 \
         "$(dirname "$0")/../ui-session.sh" 1280x800 "$0" --drive "$scenario" "$first"; then
    failed=1
  fi
  rm -rf "$home"
  first=$((first + checks))
done
exit $failed
