#!/usr/bin/env bash
# ui-editor.sh — the deck editor under Xvfb: a designer makes a deck from the
# standard one, adds a card of each kind, types names in three languages with
# the keyboard, saves with Ctrl+S, exports the print-and-play PDF, runs a
# balance test; then the app is killed mid-edit and the draft must bring the
# edit back; the saved deck is validated and played by the engine; and the
# editor is shown in Polish and German.  Screenshots go to OUT_DIR.
#
# usage: ui-editor.sh BUILD_DIR OUT_DIR SOURCE_DIR
set -u

build=${1:?usage: ui-editor.sh BUILD_DIR OUT_DIR SOURCE_DIR}
out=${2:?}
src=${3:?}
build=$(cd "$build" && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)
harness="$build/tests/editor/editor-harness"
cli="$build/src/cli/philatelia-cli"

for tool in xvfb-run xdotool import dbus-run-session; do
  command -v "$tool" >/dev/null || { echo "1..0 # SKIP $tool is not installed"; exit 0; }
done

home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export XDG_DATA_HOME="$home/data" XDG_STATE_HOME="$home/state" XDG_CONFIG_HOME="$home/config"
export XDG_CACHE_HOME="$home/cache" GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR="$build/data"
export GSK_RENDERER=cairo LANG=C.UTF-8 LC_ALL=C.UTF-8
deck="$XDG_DATA_HOME/philatelia/decks/my-deck.deck"
draft="$XDG_STATE_HOME/philatelia/deck-drafts/my-deck.deck"

n=0
ok() { n=$((n + 1)); echo "ok $n $1"; }
not_ok() { n=$((n + 1)); echo "not ok $n $1"; [ -f "$home/log" ] && sed 's/^/# /' "$home/log"; }

# Runs the harness inside Xvfb with the steps given; while it runs, the
# function named in $DRIVER types at the steps it waits for.
run() {
  local display_script="$home/drive.sh"
  cat > "$display_script" <<'INNER'
#!/usr/bin/env bash
log=$1; shift
"$HARNESS" "$@" > "$log" 2>&1 &
pid=$!
wait_step() {  # wait until the harness printed "step N:"
  for _ in $(seq 1 600); do grep -q "^step $1:" "$log" && return 0; kill -0 $pid 2>/dev/null || return 1; sleep 0.1; done
  return 1
}
type_at() {    # type TEXT once step N (a focus step) is done
  wait_step "$1" || return 1
  sleep 0.3
  xdotool mousemove 1100 760
  xdotool type --delay 40 "$2"
}
type_over() {  # the same, replacing the field's text
  wait_step "$1" || return 1
  sleep 0.3
  xdotool mousemove 1100 760
  xdotool key ctrl+a
  xdotool type --delay 40 "$2"
}
eval "$DRIVER"
if [ -n "${KILL_AT:-}" ]; then
  wait_step "$KILL_AT"
  kill -9 $pid
  wait $pid 2>/dev/null
  exit 0
fi
for _ in $(seq 1 1800); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
kill $pid 2>/dev/null
wait $pid
INNER
  chmod +x "$display_script"
  HARNESS="$harness" "$src/tests/ui-session.sh" 1280x860 "$display_script" "$home/log" "$@"
}

echo "1..10"

# 1. Create a deck with a card of each kind, translated by typing.
DRIVER='type_over 2 "Stamp Fair"; type_at 4 "Targi znaczków"; type_at 6 "Briefmarkenmesse"
        wait_step 12 && sleep 0.3 && xdotool key ctrl+s' \
run "action editor.new-deck" "action editor.add-card 'Event'" \
    "focus-name en" "sleep 2500" "focus-name pl" "sleep 2500" "focus-name de" "sleep 2500" \
    "action editor.add-card 'Contest'" "action editor.add-card 'Specialist'" "action editor.add-card 'Exhibitor'" \
    "shot $out/exhibitor-en.png" "sleep 1500" "select Event:new-event" "sleep 800" "shot $out/event-en.png" \
    "action editor.export-pdf-file '$out/my-deck-en.pdf'" "balance 8 0" "wait-balance" "shot $out/balance-en.png" "quit"
if [ -f "$deck" ] && grep -q '^Name=Stamp Fair$' "$deck" && grep -q '^Name\[pl\]=Targi znaczków$' "$deck" &&
   grep -q '^Name\[de\]=Briefmarkenmesse$' "$deck" && grep -q '^\[Exhibitor:new-exhibitor\]' "$deck" &&
   grep -q '^\[Specialist:new-specialist\]' "$deck" && grep -q '^\[Contest:new-contest\]' "$deck"; then
  ok "/ui/editor/create-translate-save"
else
  not_ok "/ui/editor/create-translate-save"
fi

# 2. The saved deck is valid, so the new-game dialog offers it.
if "$cli" validate-deck "$deck" >/dev/null 2>"$home/validate"; then
  ok "/ui/editor/saved-deck-valid"
else
  sed 's/^/# /' "$home/validate"; not_ok "/ui/editor/saved-deck-valid"
fi

# 3. A match with it, by the engine the app plays.
if "$cli" selfplay stampswap --deck "$deck" --players 3 --games 2 --levels easy >"$home/selfplay" 2>&1 &&
   grep -q '^Games=2$' "$home/selfplay"; then
  ok "/ui/editor/play-a-match"
else
  sed 's/^/# /' "$home/selfplay"; not_ok "/ui/editor/play-a-match"
fi

# 4. The PDF has a page per sheet of 8 cards.
cards=$(grep -c '^\[\(Event\|Contest\|Specialist\|Exhibitor\):' "$deck")
sheets=$(( (cards + 7) / 8 ))
pages=$(python3 -c 'import re,sys; print(len(re.findall(rb"/Type\s*/Page[^s]", open(sys.argv[1],"rb").read())))' "$out/my-deck-en.pdf" 2>/dev/null)
# The first sheet as a picture, when Ghostscript is there.
command -v gs >/dev/null && gs -q -dNOPAUSE -dBATCH -sDEVICE=png16m -r72 -dFirstPage=1 -dLastPage=1 \
  -sOutputFile="$out/my-deck-en-sheet1.png" "$out/my-deck-en.pdf" 2>/dev/null
if [ "${pages:-0}" = "$sheets" ]; then
  ok "/ui/editor/pdf-pages # $cards cards, $pages pages"
else
  not_ok "/ui/editor/pdf-pages # $cards cards, expected $sheets pages, got ${pages:-none}"
fi

# 5. The balance test ran and showed its results.
if grep -q "balance done" "$home/log"; then ok "/ui/editor/balance"; else not_ok "/ui/editor/balance"; fi

# 6. Killed mid-edit: the draft keeps the typing.
DRIVER='type_at 2 " Deluxe"' KILL_AT=4 \
run "open $deck" "select Event:new-event" "focus-name en" "sleep 1500" "sleep 10"
if [ -f "$draft" ] && grep -q '^Name=Stamp Fair Deluxe$' "$draft" && ! grep -q 'Deluxe' "$deck"; then
  ok "/ui/editor/kill-keeps-draft"
else
  not_ok "/ui/editor/kill-keeps-draft"
fi

# 7. The next start restores it; saving writes it to the deck.
DRIVER=':' run "open $deck" "select Event:new-event" "sleep 1000" "shot $out/restored-en.png" \
    "action editor.save" "sleep 500" "quit"
if grep -q '^Name=Stamp Fair Deluxe$' "$deck" && [ ! -f "$draft" ]; then
  ok "/ui/editor/restore-and-save"
else
  not_ok "/ui/editor/restore-and-save"
fi

# 8. Polish and German, with the catalogues built in BUILD_DIR/po: the
# editor and its balance test must really speak the language (the harness
# prints every title, label, row and tooltip), not merely draw something.
#   LANG|editor title|list header|Save|balance summary (a regex)|card form row
langs_ok=1
for entry in "pl|Edytor talii|Wydarzenia|Zapisz|[0-9]+ gier z 4 graczami w |Zasada konkursu" \
             "de|Deck-Editor|Ereignisse|Speichern|[0-9]+ Spiele mit 4 Spielern in |Wettbewerbsregel"; do
  IFS='|' read -r lang title header save summary rule <<< "$entry"
  DRIVER=':' LANGUAGE=$lang PHILATELIA_LOCALEDIR="$build/po" \
  run "open $deck" "select Event:new-event" "sleep 1500" "shot $out/event-$lang.png" \
      "select Contest:new-contest" "sleep 1000" "shot $out/contest-$lang.png" \
      "balance 10 0" "wait-balance" "texts" "shot $out/balance-$lang.png" "quit"
  missing=
  for want in "$title" "$header" "$save" "$rule"; do
    grep -qxF "text: $want" "$home/log" || missing="$missing “$want”"
  done
  grep -qE "^text: $summary" "$home/log" || missing="$missing “$summary…”"
  # The English of the same texts must be gone.
  for english in "Deck Editor" "Events" "Save" "Contest rule"; do
    grep -qxF "text: $english" "$home/log" && missing="$missing (English “$english” shown)"
  done
  grep -qE '^text: [0-9]+ games? with' "$home/log" && missing="$missing (English balance summary)"
  grep -q '^step [0-9]*: quit' "$home/log" || missing="$missing (the editor did not get to the end)"
  if [ -n "$missing" ]; then
    echo "# $lang: missing$missing"
    langs_ok=0
  fi
done
if [ $langs_ok = 1 ]; then ok "/ui/editor/polish-and-german"; else not_ok "/ui/editor/polish-and-german"; fi

# 9. Bad input: a 10 MB file, invalid UTF-8 and a hostile deck (markup,
# unknown effects) give an error or a deck with its problems listed, and
# the editor carries on.
head -c 10485760 /dev/zero | tr '\0' 'a' > "$home/huge.deck"
printf '[Deck]\nFormat=1\nId=bad\nName=\xff\xfe\n' > "$home/binary.deck"
DRIVER=':' run "action editor.import-file '$home/huge.deck'" "sleep 800" "shot $out/import-huge-en.png" \
    "action editor.import-file '$home/binary.deck'" \
    "action editor.import-file '$src/tests/editor/seeds/hostile.deck'" "select Event:markup" "sleep 1000" \
    "shot $out/import-hostile-en.png" "quit"
imported=$(ls "$XDG_DATA_HOME/philatelia/decks/" | grep -c '^hostile')
if grep -q "quit" "$home/log" && [ "$imported" = 1 ] && [ ! -e "$XDG_DATA_HOME/philatelia/decks/bad.deck" ] &&
   ! "$cli" validate-deck "$XDG_DATA_HOME/philatelia/decks/hostile.deck" >/dev/null 2>&1; then
  ok "/ui/editor/bad-input"
else
  not_ok "/ui/editor/bad-input"
fi

# 10. The real app opens the editor from its app.deck-editor action (the
# main menu's Deck Editor item), over D-Bus as a desktop would.
if command -v dbus-run-session >/dev/null && command -v gapplication >/dev/null; then
  cat > "$home/app.sh" <<'INNER'
#!/usr/bin/env bash
"$BUILD/src/app/philatelia" >/dev/null 2>&1 &
pid=$!
timeout 30 xdotool search --sync --onlyvisible --name '^Philatelia$' >/dev/null || { kill $pid; exit 1; }
gapplication action io.github.philatelia.Philatelia deck-editor
found=0
timeout 20 xdotool search --sync --onlyvisible --name '^Deck Editor$' >/dev/null && found=1
sleep 1
import -window root "$OUT/app-deck-editor-en.png"
kill $pid; wait $pid 2>/dev/null
[ $found = 1 ]
INNER
  chmod +x "$home/app.sh"
  if BUILD="$build" OUT="$out" LANGUAGE=en timeout 90 dbus-run-session -- \
       xvfb-run -a -s "-screen 0 1280x860x24" "$home/app.sh" >/dev/null 2>&1; then
    ok "/ui/editor/from-the-app"
  else
    not_ok "/ui/editor/from-the-app"
  fi
else
  n=$((n + 1)); echo "ok $n /ui/editor/from-the-app # SKIP dbus-run-session or gapplication missing"
fi
