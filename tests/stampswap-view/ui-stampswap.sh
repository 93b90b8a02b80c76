#!/usr/bin/env bash
# ui-stampswap.sh — plays Stamp Swap through the real app under Xvfb.
#
# Starts the app, opens Stamp Swap from the library, starts a two-player
# game (you against the computer) from the new-game dialog, then plays:
# on your first turn a mouse click on the first pool item must take it (the
# autosave records "take N" for you); then the keyboard plays the hint's
# move (H, Enter) for every step — taking, cutting piles, choosing, placing
# stamps, entering contests — until the Final Show.  Screenshots of every
# phase go to OUT_DIR; the autosave is checked to resume mid-round.
#
# usage: ui-stampswap.sh BUILD_DIR OUT_DIR [LANG...]
set -eu

if [ "${1:-}" = --drive ]; then
  lang=$2
  . "$(dirname "$0")/../ui-lib.sh"
  shot() { import -window root "$out/stampswap-$lang-$1.png"; }
  "$build/src/app/philatelia" &
  app=$!
  trap 'kill $app 2>/dev/null || true' EXIT
  wid=$(timeout 30 xdotool search --sync --onlyvisible --name '^Philatelia$' | head -n 1) || true
  [ -n "$wid" ] || { echo "# the main window did not appear" >&2; exit 1; }
  xdotool windowsize "$wid" "${WIN_W:-1280}" "${WIN_H:-760}" || true
  sleep 3
  # Stamp Swap is the first card of the library.
  xdotool mousemove "${LIB_X:-380}" "${LIB_Y:-260}" click 1
  sleep 2
  dlg=$(xdotool search --onlyvisible --name 'Stamp Swap|ZnaczkoMania' | grep -v "^$wid$" | head -n 1) || true
  [ -n "$dlg" ] || { echo "# no new-game dialog" >&2; exit 1; }
  eval "$(xdotool getwindowgeometry --shell "$dlg")"
  # More players: the + button of the Players row.
  for _ in $(seq 3 "${PLAYERS:-2}"); do
    xdotool mousemove $((X + 494)) $((Y + 197)) click 1
    sleep 0.3
  done
  if [ -n "${HOTSEAT:-}" ]; then
    # Hot-seat: the second seat is a human too.
    xdotool mousemove $((X + 415)) $((Y + 508)) click 1
    sleep 1
    xdotool mousemove $((X + 361)) $((Y + 555)) click 1
    sleep 1
  fi
  shot new-game
  # Start sits at the right end of the dialog's header bar.
  xdotool mousemove $((X + WIDTH - 45)) $((Y + 22)) click 1
  sleep 3
  shot collect
  autosave="$XDG_STATE_HOME/philatelia/autosave.philatelia"
  [ -f "$autosave" ] || { echo "# no autosave after starting" >&2; exit 1; }
  # The mouse: once it is your turn (the autosave names the seat to act),
  # a click on the first pool item takes it.
  field() { sed -n "s/^$1=//p" "$autosave" | head -n 1; }
  for _ in $(seq 1 120); do [ "$(field Current)" = 1 ] && break; sleep 0.25; done
  [ "$(field Current)" = 1 ] || { echo "# your turn never came" >&2; exit 1; }
  before=$(field Count)
  xdotool mousemove 586 351 click 1
  for _ in $(seq 1 40); do [ "$(field Count)" -gt "$before" ] && break; sleep 0.25; done
  took=$(field "Action$((before + 1))")
  case $took in
    "take 1") ;;
    *) echo "# a click on the first pool item took nothing (action $((before + 1)): “$took”)" >&2; exit 1 ;;
  esac
  shot mouse-take
  # Focus the canvas (a click on the phase track), then play with keys:
  # H asks for the hint, which selects the move; Enter plays it.
  xdotool mousemove 60 140 click 1
  over=0
  for i in $(seq 1 "${MOVES:-400}"); do
    xdotool key h
    sleep "${HINT_WAIT:-1.0}"
    if [ $((i % 6)) = 0 ] && [ "$i" -le 72 ]; then shot "$(printf 'move-%03d' "$i")"; fi
    xdotool key Return
    sleep 0.3
    if [ "$i" = 10 ]; then
      # The rules summary and the score breakdown.
      xdotool mousemove "${RULES_X:-1219}" 78 click 1
      sleep 1.5
      shot rules
      xdotool key Escape
      sleep 0.5
      xdotool mousemove "${SCORES_X:-1120}" 78 click 1
      sleep 1
      shot scores
      xdotool mousemove "${SCORES_X:-1120}" 78 click 1
      xdotool mousemove 60 140 click 1
    fi
    if [ "$i" = 20 ]; then
      # Autosave and Continue: back to the library mid-round, then resume.
      xdotool mousemove 28 27 click 1
      sleep 2
      before=$(grep -c '^Action[0-9]*=' "$autosave" || true)
      shot library-continue
      xdotool mousemove "${CONTINUE_X:-1069}" "${CONTINUE_Y:-102}" click 1
      sleep 3
      after=$(grep -c '^Action[0-9]*=' "$autosave" || true)
      shot continued
      # Continue resumed the same match: nothing lost, maybe a computer move more.
      [ "$before" -gt 0 ] && [ "$after" -ge "$before" ] ||
        { echo "# autosave had $before actions, $after after Continue" >&2; exit 1; }
      xdotool mousemove 60 140 click 1
    fi
    if [ ! -f "$autosave" ]; then over=1; break; fi
  done
  sleep 2
  shot final-show
  [ "$over" = 1 ] || { echo "# the game did not reach the Final Show" >&2; exit 1; }
  shot end
  leave_and_quit $app "$wid" || exit 1
  exit 0
fi

build=${1:?usage: ui-stampswap.sh BUILD_DIR OUT_DIR [LANG...]}
out=${2:?usage: ui-stampswap.sh BUILD_DIR OUT_DIR [LANG...]}
shift 2
langs=${*:-en}
build=$(cd "$build" && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)

for tool in xvfb-run xdotool import gsettings gapplication dbus-run-session; do
  command -v "$tool" >/dev/null || { echo "1..0 # SKIP $tool is not installed"; exit 0; }
done
export build out

n=0
failed=0
echo "1..$(echo $langs | wc -w)"
for lang in $langs; do
  n=$((n + 1))
  home=$(mktemp -d)
  if env XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
         XDG_STATE_HOME="$home/state" XDG_CACHE_HOME="$home/cache" \
         GSETTINGS_BACKEND=keyfile GSETTINGS_SCHEMA_DIR="$build/data" \
         PHILATELIA_LOCALEDIR="${LOCALEDIR:-$build/po}" LANG=C.UTF-8 LANGUAGE= GSK_RENDERER=cairo \
         bash -c '
           set -e
           [ "$0" = en ] || gsettings set io.github.philatelia.Philatelia language "$0"
           gsettings set io.github.philatelia.Philatelia animation-speed fast || true
           "$(dirname "$1")/../ui-session.sh" "${SCREEN:-1280x800}" "$1" --drive "$0"
         ' "$lang" "$0"; then
    echo "ok $n /stampswap-view/play/$lang"
  else
    echo "not ok $n /stampswap-view/play/$lang"
    failed=1
  fi
  rm -rf "$home"
done
exit $failed
