#!/usr/bin/env bash
# ui-smoke.sh — starts the real app under Xvfb in English, Polish and German,
# waits for the game library, clicks the first game to open the new-game
# dialog, and saves screenshots of both to OUT_DIR.  In English it also
# starts a game, leaves it and quits, and fails unless the app ends cleanly
# (the UI tests run with G_DEBUG=fatal-warnings: a GTK warning is a crash).
#
# The language is chosen the way a user does: the "language" setting,
# applied at start.  The dialog's window title is translated, so finding
# it by name proves the interface really switched language.
set -eu

# Inside Xvfb this script runs itself again as: --drive LANG TITLE
if [ "${1:-}" = --drive ]; then
  lang=$2 title=$3
  . "$(dirname "$0")/ui-lib.sh"
  "$build/src/app/philatelia" &
  app=$!
  trap 'kill $app 2>/dev/null || true' EXIT
  wid=$(timeout 30 xdotool search --sync --onlyvisible --name '^Philatelia$' | head -n 1) || true
  [ -n "$wid" ] || { echo "the main window did not appear" >&2; exit 1; }
  # Let the first frames land before looking.
  sleep 3
  import -window root "$out/library-$lang.png"
  # The first game card sits at the top of the library.
  xdotool mousemove 380 260 click 1
  timeout 20 xdotool search --sync --onlyvisible --name "$title" >/dev/null ||
    { echo "no window named “$title” after clicking the first game" >&2; exit 1; }
  sleep 2
  import -window root "$out/new-game-$lang.png"
  [ "$lang" = en ] || exit 0

  # Start the game: the autosave appears at once, and the next start of
  # the app offers to continue it.
  # Start sits at the right end of the dialog's header bar (top left of the screen).
  xdotool mousemove 490 27 click 1
  autosave="$XDG_STATE_HOME/philatelia/autosave.philatelia"
  for _ in $(seq 1 40); do [ -s "$autosave" ] && break; sleep 0.25; done
  [ -s "$autosave" ] || { echo "starting a game wrote no autosave" >&2; exit 1; }
  grep -q '^Game=stampswap$' "$autosave" || { echo "the autosave is not a Stamp Swap match" >&2; exit 1; }
  sleep 2
  import -window root "$out/game-$lang.png"
  # Back to the library disposes the play screen, then Quit:
  # G_DEBUG=fatal-warnings turns any GTK warning on the way into a crash.
  leave_and_quit $app "$wid" || exit 1
  "$build/src/app/philatelia" &
  app=$!
  timeout 30 xdotool search --sync --onlyvisible --name '^Philatelia$' >/dev/null
  sleep 3
  import -window root "$out/continue-$lang.png"
  quit_app $app || exit 1
  exit 0
fi

build=${1:?usage: ui-smoke.sh BUILD_DIR OUT_DIR}
out=${2:?usage: ui-smoke.sh BUILD_DIR OUT_DIR}
build=$(cd "$build" && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)

for tool in xvfb-run xdotool import gsettings gapplication dbus-run-session; do
  command -v "$tool" >/dev/null || { echo "1..0 # SKIP $tool is not installed"; exit 0; }
done

export build out

n=0
failed=0
echo "1..3"
for entry in "en|New Game — Stamp Swap" "pl|Nowa gra — ZnaczkoMania" "de|Neues Spiel — Stamp Swap"; do
  lang=${entry%%|*}
  title=${entry#*|}
  n=$((n + 1))
  home=$(mktemp -d)
  if env XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
         XDG_STATE_HOME="$home/state" XDG_CACHE_HOME="$home/cache" \
         GSETTINGS_BACKEND=keyfile GSETTINGS_SCHEMA_DIR="$build/data" \
         PHILATELIA_LOCALEDIR="$build/po" LANG=C.UTF-8 LANGUAGE= GSK_RENDERER=cairo \
         bash -c '
           set -e
           [ "$0" = en ] || gsettings set io.github.philatelia.Philatelia language "$0"
           "$(dirname "$2")/ui-session.sh" 1280x800 "$2" --drive "$0" "$1"
         ' "$lang" "$title" "$0"; then
    echo "ok $n /ui/library-and-new-game/$lang"
  else
    echo "not ok $n /ui/library-and-new-game/$lang"
    failed=1
  fi
  rm -rf "$home"
done
exit $failed
