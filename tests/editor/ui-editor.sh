#!/usr/bin/env bash
# ui-editor.sh — the deck editor under Xvfb: a designer makes a deck from the
# standard one, adds a card of each kind, types names in three languages with
# the keyboard, saves with Ctrl+S, exports the print-and-play PDF, runs a
# balance test; then the app is killed mid-edit and the draft must bring the
# edit back; the saved deck is validated and played by the engine; and the
# editor is shown in Polish and German.  The harness finds each field in the
# card form and clicks and types there for real, waiting on the editor's state
# (editor-harness.c).  Screenshots go to OUT_DIR.
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

# Runs the harness inside Xvfb with the steps given, its output in
# $home/log.  The harness finds the fields in the card form, clicks and
# types there with real input, and goes on when what it waits for is true
# (tests/editor/editor-harness.c): no pixels, no sleeps here.
run() {
  "$src/tests/ui-session.sh" 1280x860 "$harness" "$@" > "$home/log" 2>&1
}

echo "1..13"

# 1. Create a deck with a card of each kind, translated by typing into the
# name fields of the three languages.
run "action editor.new-deck" "action editor.add-card 'Event'" \
    "click-name en" "type-over Stamp Fair" "click-name pl" "type Targi znaczków" \
    "click-name de" "type Briefmarkenmesse" \
    "action editor.add-card 'Contest'" "action editor.add-card 'Specialist'" "action editor.add-card 'Exhibitor'" \
    "shot $out/exhibitor-en.png" "select Event:new-event" "shot $out/event-en.png" \
    "key ctrl+s" "wait-file $deck Name[de]=Briefmarkenmesse" \
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

# 6. Killed mid-edit, once the draft has the typing: the draft keeps it.
run "open $deck" "select Event:new-event" "click-name en" "key End" "type  Deluxe" \
    "wait-file $draft Name=Stamp Fair Deluxe" "kill"
if [ -f "$draft" ] && grep -q '^Name=Stamp Fair Deluxe$' "$draft" && ! grep -q 'Deluxe' "$deck" &&
   grep -q '^step [0-9]*: kill' "$home/log"; then
  ok "/ui/editor/kill-keeps-draft"
else
  not_ok "/ui/editor/kill-keeps-draft"
fi

# 7. The next start restores it; saving writes it to the deck.
run "open $deck" "select Event:new-event" "shot $out/restored-en.png" \
    "action editor.save" "wait-file $deck Name=Stamp Fair Deluxe" "quit"
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
  LANGUAGE=$lang PHILATELIA_LOCALEDIR="$build/po" \
  run "open $deck" "select Event:new-event" "shot $out/event-$lang.png" \
      "select Contest:new-contest" "shot $out/contest-$lang.png" \
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
run "action editor.import-file '$home/huge.deck'" "shot $out/import-huge-en.png" \
    "action editor.import-file '$home/binary.deck'" \
    "action editor.import-file '$src/tests/editor/seeds/hostile.deck'" "select Event:markup" \
    "shot $out/import-hostile-en.png" "quit"
imported=$(ls "$XDG_DATA_HOME/philatelia/decks/" | grep -c '^hostile')
if grep -q "quit" "$home/log" && [ "$imported" = 1 ] && [ ! -e "$XDG_DATA_HOME/philatelia/decks/bad.deck" ] &&
   ! "$cli" validate-deck "$XDG_DATA_HOME/philatelia/decks/hostile.deck" >/dev/null 2>&1; then
  ok "/ui/editor/bad-input"
else
  not_ok "/ui/editor/bad-input"
fi

# 10-13. Translations that know they are stale, and text warnings, in English,
# Polish and German.  In a user copy of the standard deck, Opening Gala's
# Points 2 → 3 shows "3" in the preview; editing the English text marks the
# Polish and German texts outdated (next to the fields, in the translation
# status, in the card list, then in the deck list) and its written "2" warns next to the field; the
# state is saved; re-typing the Polish, and "Mark as Current" on the German,
# make them current, with the hash of the new English beside them.
stale="$XDG_DATA_HOME/philatelia/decks/stale-test.deck"
mkdir -p "$(dirname "$stale")"
sed -e 's/^Id=standard$/Id=stale-test/' -e 's/^Name=Standard deck$/Name=Stale test/' -e '1,/^\[Event:/{/^Name\[/d}' \
    "$build/data/standard.deck" > "$stale"
# The value of KEY in [Event:opening-gala] as written in the file.
gala_value() {
  awk -v key="$1" '/^\[/ { in_gala = ($0 == "[Event:opening-gala]") }
                   in_gala && index($0, key "=") == 1 { print substr($0, length(key) + 2); exit }' "$stale"
}
# The marks the harness printed under TAG, one per line.
marks() { grep "^$1: " "$home/log"; }

run "open $stale" "select Event:opening-gala" "click-field spin:Points" "type-over 3" "key Tab" "validate" \
    "preview" "click-text en" "key ctrl+End" "type  Twice 2 more." "validate" "marks edited" "texts" \
    "shot $out/outdated-en.png" "key ctrl+s" "wait-file $stale Twice 2 more." "quit"
problems=
marks edited | grep -qxF "edited: outdated: Text:pl: Outdated: the English text changed after this was translated." ||
  problems="$problems (Polish text not outdated)"
marks edited | grep -q "^edited: outdated: Text:de: " || problems="$problems (German text not outdated)"
marks edited | grep -q "^edited: outdated: Name:" && problems="$problems (a name marked outdated)"
grep -qxF "text: Outdated: Polish text, German text — the English changed after they were translated" "$home/log" ||
  problems="$problems (translation status)"
grep -qxF "text: Outdated translation: Polish text, German text" "$home/log" || problems="$problems (card list mark)"
grep -q '^step [0-9]*: quit' "$home/log" || problems="$problems (the editor did not get to the end)"
english=$(gala_value Text)
old_pl=$(gala_value 'TextSource[pl]')
if [ -z "$problems" ] && [ "$(gala_value Points)" = 3 ] && [ -n "$old_pl" ] &&
   [ "$old_pl" != "$(printf '%s' "$english" | sha1sum | cut -c1-8)" ]; then
  ok "/ui/editor/outdated-en"
else
  echo "# en:$problems"; not_ok "/ui/editor/outdated-en"
fi
# The same run: the text filled from Points=3 in the preview, and the
# written "2" warned about next to the English text (the card-text module,
# docs/deck-format.md "Texts that stay true"; skipped while the standard
# deck's texts have no placeholders, i.e. before that module is in).
if ! grep -q '{points' "$build/data/standard.deck"; then
  n=$((n + 1)); echo "ok $n /ui/editor/text-warning-en # SKIP the card texts have no placeholders yet"
elif grep -qE '^preview: .*[^0-9]3 more points' "$home/log" &&
     marks edited | grep -q "^edited: warning: Warning (English text): .*2"; then
  ok "/ui/editor/text-warning-en"
else
  grep '^preview: ' "$home/log" | sed 's/^/# /'; not_ok "/ui/editor/text-warning-en"
fi

# Polish: the marks as saved, in Polish; typing in the Polish text makes it current.
hash=$(printf '%s' "$english" | sha1sum | cut -c1-8)
LANGUAGE=pl PHILATELIA_LOCALEDIR="$build/po" \
run "open $stale" "select Event:opening-gala" "validate" "marks loaded" "texts" \
    "click-text pl" "shot $out/outdated-pl.png" "key ctrl+End" "type  Dwa razy." "validate" "marks typed" \
    "key ctrl+s" "wait-file $stale TextSource[pl]=$hash" "quit"
problems=
marks loaded | grep -qxF "loaded: outdated: Text:pl: Nieaktualne: angielski tekst zmienił się po przetłumaczeniu." ||
  problems="$problems (Polish mark)"
marks loaded | grep -q "^loaded: outdated: Text:de: " || problems="$problems (German mark after loading)"
grep -qxF "text: Nieaktualne tłumaczenie: tekst (polski), tekst (niemiecki)" "$home/log" || problems="$problems (card list mark)"
grep -qxF "text: 2 nieaktualne tłumaczenia" "$home/log" || problems="$problems (deck list mark)"
marks typed | grep -q "^typed: outdated: Text:pl: " && problems="$problems (still outdated after typing)"
# The English text's written "2", warned about in Polish (once texts are filled).
grep -q '{points' "$build/data/standard.deck" && ! marks loaded | grep -q "^loaded: warning: Ostrzeżenie (tekst (angielski)): " &&
  problems="$problems (no Polish warning)"
marks typed | grep -q "^typed: outdated: Text:de: " || problems="$problems (German no longer outdated)"
grep -q '^step [0-9]*: quit' "$home/log" || problems="$problems (the editor did not get to the end)"
if [ -z "$problems" ] && [ "$(gala_value 'TextSource[pl]')" = "$hash" ]; then
  ok "/ui/editor/outdated-pl"
else
  echo "# pl:$problems"; not_ok "/ui/editor/outdated-pl"
fi

# German: "Mark as Current" (a real click) makes the German current; the deck stays valid.
LANGUAGE=de PHILATELIA_LOCALEDIR="$build/po" \
run "open $stale" "select Event:opening-gala" "validate" "marks loaded" "texts" "click-text de" "shot $out/outdated-de.png" \
    "click-field mark-current:Text:de" "validate" "marks marked" "shot $out/outdated-de-marked.png" \
    "key ctrl+s" "wait-file $stale TextSource[de]=$hash" "quit"
problems=
marks loaded | grep -qxF "loaded: outdated: Text:de: Veraltet: Der englische Text wurde nach der Übersetzung geändert." ||
  problems="$problems (German mark)"
marks loaded | grep -q "^loaded: outdated: Text:pl: " && problems="$problems (Polish outdated again)"
grep -qF "text: Veraltet: Text (Deutsch) – das englische Original" "$home/log" || problems="$problems (translation status)"
grep -qxF "text: 1 veraltete Übersetzung" "$home/log" || problems="$problems (deck list mark)"
marks marked | grep -q "^marked: outdated: " && problems="$problems (still outdated after Mark as Current)"
grep -q '{points' "$build/data/standard.deck" && ! marks loaded | grep -q "^loaded: warning: Warnung (Text (Englisch)): " &&
  problems="$problems (no German warning)"
grep -q '^step [0-9]*: quit' "$home/log" || problems="$problems (the editor did not get to the end)"
if [ -z "$problems" ] && [ "$(gala_value 'TextSource[de]')" = "$hash" ] &&
   "$cli" validate-deck "$stale" >/dev/null 2>"$home/validate"; then
  ok "/ui/editor/outdated-de"
else
  echo "# de:$problems"; sed 's/^/# /' "$home/validate" 2>/dev/null; not_ok "/ui/editor/outdated-de"
fi
