#!/usr/bin/env bash
# ui-saves.sh — the real app with autosaves it cannot or can resume.
#
# Usage: ui-saves.sh APP SCHEMA_DIR LOCALE_DIR RELEASE_SAVES_DIR OUT_DIR
#
# A save whose deck path names /dev/zero or a FIFO must neither hang the
# start (the window appears) nor vanish: the library keeps it beside the
# autosave as autosave.philatelia.broken-DATE with its text unchanged and
# tells the player why in a dialog, in the interface language.  A save written in
# Polish by the release opens in English: it stays where it is and nothing
# is set aside.
set -u

# Inside Xvfb this script runs itself again as: --drive CASE DIALOG_TITLE
# (an empty title: no dialog may appear).
if [ "${1:-}" = --drive ]; then
  "$app" 2> "$home/stderr" &
  pid=$!
  trap 'kill $pid 2>/dev/null || true' EXIT
  wid=$(timeout 30 xdotool search --sync --onlyvisible --name '^Philatelia$' | head -n 1) || true
  [ -n "$wid" ] || { echo "the main window did not appear" >&2; exit 1; }
  status=0
  if [ -n "$3" ]; then
    timeout 15 xdotool search --sync --onlyvisible --name "^$3\$" >/dev/null ||
      { echo "no dialog “$3” on screen" >&2; status=1; }
  else
    sleep 2
    ! xdotool search --onlyvisible --name 'cannot be resumed' >/dev/null ||
      { echo "a dialog says the save cannot be resumed" >&2; status=1; }
  fi
  sleep 1
  import -window root "$out/$2.png"
  kill $pid; wait $pid 2>/dev/null || true
  exit $status
fi

app=${1:?usage: ui-saves.sh APP SCHEMA_DIR LOCALE_DIR RELEASE_SAVES_DIR OUT_DIR}
schemas=${2:?} locales=${3:?} saves=${4:?} out=${5:?}
mkdir -p "$out"
out=$(cd "$out" && pwd)

for tool in xvfb-run xdotool import gsettings; do
  command -v "$tool" >/dev/null || { echo "1..0 # SKIP $tool is not installed"; exit 0; }
done

# Starts the app once in a fresh home with @autosave_text as its autosave.
start_app () { # LANG CASE DIALOG_TITLE
  gsettings set io.github.philatelia.Philatelia language "$1"
  # A private session bus: GtkApplication warns without one, and warnings are fatal.
  "$(dirname "$0")/../ui-session.sh" 1280x800 "$0" --drive "$2" "$3"
}

export app out
export GSETTINGS_BACKEND=keyfile GSETTINGS_SCHEMA_DIR="$schemas" PHILATELIA_LOCALEDIR="$locales"
export LANG=C.UTF-8 LANGUAGE= GSK_RENDERER=cairo

echo "1..3"
n=0
failed=0
fifo_dir=$(mktemp -d)
mkfifo "$fifo_dir/deck"
trap 'rm -rf "$fifo_dir"' EXIT

for deck in /dev/zero "$fifo_dir/deck"; do
  n=$((n + 1))
  home=$(mktemp -d)
  export home XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data"
  export XDG_STATE_HOME="$home/state" XDG_CACHE_HOME="$home/cache"
  mkdir -p "$XDG_STATE_HOME/philatelia"
  autosave="$XDG_STATE_HOME/philatelia/autosave.philatelia"
  # A save of the release, naming a deck that is no file.
  sed "s|^Seed=11\$|Seed=11\nDeck=$deck|" "$saves/stampswap-3p-round2-en.philatelia" > "$autosave"
  cp "$autosave" "$home/original"
  why=""
  if ! start_app pl "broken-$n" "Zapisu gry nie można kontynuować."; then
    why="the app did not start or showed no dialog saying why"
  elif [ -e "$autosave" ]; then
    why="the autosave was left in place"
  elif ! aside=$(ls "$autosave".broken-* 2>/dev/null) || ! cmp -s "$aside" "$home/original"; then
    why="no autosave.philatelia.broken-DATE holds the save"
  elif ! grep -q "Zapisu gry nie można kontynuować. Zachowano go jako autosave.philatelia.broken-" "$home/stderr" ||
       ! grep -q "\\[Match\\] Deck: $deck: nie można odczytać pliku" "$home/stderr"; then
    why="the player was not told why in Polish: $(cat "$home/stderr")"
  fi
  if [ -z "$why" ]; then
    echo "ok $n /ui/saves/set-aside/$(basename "$deck")"
  else
    echo "not ok $n /ui/saves/set-aside/$(basename "$deck") # $why"
    failed=1
  fi
  rm -rf "$home"
done

n=$((n + 1))
home=$(mktemp -d)
export home XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data"
export XDG_STATE_HOME="$home/state" XDG_CACHE_HOME="$home/cache"
mkdir -p "$XDG_STATE_HOME/philatelia"
autosave="$XDG_STATE_HOME/philatelia/autosave.philatelia"
cp "$saves/stampswap-3p-round2-pl.philatelia" "$autosave"
why=""
if ! start_app en polish-save-in-english ""; then
  why="the app did not start, or said the save cannot be resumed"
elif ! cmp -s "$autosave" "$saves/stampswap-3p-round2-pl.philatelia"; then
  why="the Polish save did not stay as it was"
elif ls "$autosave".broken-* >/dev/null 2>&1 || grep -q "cannot be resumed" "$home/stderr"; then
  why="the Polish save was refused in English: $(cat "$home/stderr")"
fi
if [ -z "$why" ]; then
  echo "ok $n /ui/saves/polish-save-in-english"
else
  echo "not ok $n /ui/saves/polish-save-in-english # $why"
  failed=1
fi
rm -rf "$home"
exit $failed
