#!/usr/bin/env bash
# ui-auction.sh — plays Stamp Auction in the real app under Xvfb: starts a
# game from the library (card, then Start in the new-game dialog), auctions
# a card by clicking a pile, rings the bell with Space, finishes the sell
# step, and plays a sealed-bid game by clicking prices.  Screenshots go to
# OUT_DIR; the autosave proves the clicks became actions.
set -eu

shot () { import -window root "$out/$1.png"; }

# Inside Xvfb this script runs itself again as: --drive NAME
if [ "${1:-}" = --drive ]; then
  name=$2
  . "$(dirname "$0")/../ui-lib.sh"
  "$build/src/app/philatelia" &
  app=$!
  trap 'kill $app 2>/dev/null || true' EXIT
  wid=$(timeout 30 xdotool search --sync --onlyvisible --name '^Philatelia$' | head -n 1) || true
  [ -n "$wid" ] || { echo "the main window did not appear" >&2; exit 1; }
  xdotool windowsize "$wid" 1280 800 windowmove "$wid" 0 0
  sleep 2
  if [ "$name" = win ]; then
    # A saved sell step whose best set wins (winning-sale.philatelia).
    xdotool mousemove 1068 102 click 1
    sleep 2
    xdotool windowfocus --sync "$wid" || true
    xdotool mousemove 400 509 click 1
    sleep 0.5
    xdotool key alt+s
    sleep 1.5
    shot "$name-end"
    kill -0 $app || { echo "the app died" >&2; exit 1; }
    leave_and_quit $app "$wid" || exit 1
    exit 0
  fi
  if [ "$name" = sell ]; then
    # A saved sell step (sell-step.philatelia): Continue, take credit,
    # choose the best set, sell it, done.
    xdotool mousemove 1068 102 click 1
    sleep 2
    xdotool windowfocus --sync "$wid" || true
    shot "$name-step"
    xdotool key alt+c
    sleep 0.5
    xdotool mousemove 400 509 click 1
    sleep 0.5
    shot "$name-chosen"
    xdotool key alt+s
    sleep 0.5
    shot "$name-sold"
    xdotool key alt+d
    sleep 1
    kill -0 $app || { echo "the app died" >&2; exit 1; }
    # Back in the library the app re-reads the autosave: a game begun at a
    # position is saved with that position ([Start]), so it still resumes
    # and is not set aside as broken.
    leave_and_quit $app "$wid" || exit 1
    state="$XDG_STATE_HOME/philatelia"
    if ls "$state"/autosave.philatelia.broken-* >/dev/null 2>&1; then
      echo "the autosave was set aside as broken" >&2
      exit 1
    fi
    "$build/src/cli/philatelia-cli" score "$state/autosave.philatelia" >/dev/null || {
      echo "philatelia-cli score refused the autosave" >&2
      exit 1
    }
    exit 0
  fi
  # The Stamp Auction card is the fourth of the library, bottom right.
  xdotool mousemove 900 600 click 1
  timeout 20 xdotool search --sync --onlyvisible --name 'New Game — Stamp Auction' >/dev/null ||
    { echo "no new-game dialog" >&2; exit 1; }
  sleep 1
  # A fixed deal: the Seed row, then Start at the top right of the dialog.
  xdotool mousemove 280 197 click 1
  sleep 0.5
  xdotool type --delay 50 '4242'
  xdotool key Return
  if [ "$name" = sealed ]; then
    xdotool mousemove 487 319 click 1
    sleep 0.5
  fi
  shot "$name-new-game"
  xdotool mousemove 512 27 click 1
  sleep 2
  # No window manager here: give the keyboard to the main window ourselves.
  xdotool windowfocus --sync "$wid" || true
  shot "$name-pick"

  if [ "$name" = bell ]; then
    for round in 1 2 3; do
      # Auction the card of pile 1, let the price fall a little, ring.
      xdotool mousemove 70 345 click 1
      sleep 1.2
      shot "$name-countdown-$round"
      xdotool key space
      sleep 0.6
      shot "$name-rang-$round"
      # Our sell turn, if any: Done (Alt+D) ends it.
      sleep 1
      xdotool key alt+d || true
      # The computers sell and the next auction begins.
      sleep 3
    done
    shot "$name-after"
  else
    for round in 1 2; do
      xdotool mousemove 70 345 click 1
      # The computers write their bids, then it is our turn: price 3, twice to confirm.
      sleep 3
      shot "$name-bid-$round"
      xdotool mousemove 179 530 click 1
      sleep 0.3
      xdotool click 1
      sleep 1.5
      shot "$name-revealed-$round"
      xdotool key alt+d || true
      sleep 3
    done
  fi
  kill -0 $app || { echo "the app died" >&2; exit 1; }
  leave_and_quit $app "$wid" || exit 1
  exit 0
fi

build=${1:?usage: ui-auction.sh BUILD_DIR OUT_DIR}
out=${2:?usage: ui-auction.sh BUILD_DIR OUT_DIR}
build=$(cd "$build" && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)

for tool in xvfb-run xdotool import gsettings gapplication dbus-run-session; do
  command -v "$tool" >/dev/null || { echo "1..0 # SKIP $tool is not installed"; exit 0; }
done

export build out

n=0
failed=0
echo "1..4"
for entry in "bell|^Action[0-9]*=ring 1$" "sealed|^Action[0-9]*=bid 1 " "sell|^Action2=sell 1,2,3 to andorra$" \
             "win|"; do
  name=${entry%%|*}
  want=${entry#*|}
  n=$((n + 1))
  home=$(mktemp -d)
  if [ "$name" = sell ] || [ "$name" = win ]; then
    mkdir -p "$home/state/philatelia"
    file=sell-step.philatelia
    [ "$name" = win ] && file=winning-sale.philatelia
    cp "$(dirname "$0")/$file" "$home/state/philatelia/autosave.philatelia"
  fi
  if env XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
         XDG_STATE_HOME="$home/state" XDG_CACHE_HOME="$home/cache" \
         GSETTINGS_BACKEND=keyfile GSETTINGS_SCHEMA_DIR="$build/data" \
         PHILATELIA_LOCALEDIR="$build/po" LANG=C.UTF-8 LANGUAGE= GSK_RENDERER=cairo \
         PHILATELIA_NO_SOUND=1 \
         dbus-run-session -- bash -c '
           set -e
           gsettings set io.github.philatelia.Philatelia auction-tempo normal
           gsettings set io.github.philatelia.Philatelia sounds false
           xvfb-run -a -s "-screen 0 1280x800x24" "$1" --drive "$0"
         ' "$name" "$0" >&2 &&
     if [ -n "$want" ]; then
       grep -q "$want" "$home/state/philatelia/autosave.philatelia"
     else
       # A finished game is recorded and its autosave removed.
       [ ! -e "$home/state/philatelia/autosave.philatelia" ]
     fi; then
    echo "ok $n /ui/auction/$name"
  else
    echo "not ok $n /ui/auction/$name"
    [ -f "$home/state/philatelia/autosave.philatelia" ] && sed -n '/\[Actions\]/,$p' "$home/state/philatelia/autosave.philatelia" | head -40 | sed 's/^/# /'
    failed=1
  fi
  rm -rf "$home"
done
exit $failed
