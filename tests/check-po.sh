#!/usr/bin/env bash
# check-po.sh — fails when a translation is incomplete, fuzzy or broken.
#
# Extracts the strings of every file in po/POTFILES.in afresh (as the pot
# target does), then requires each language in po/LINGUAS to compile
# cleanly and to translate every one of them.
set -eu
srcdir=${1:?usage: check-po.sh SOURCE_DIR}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cd "$srcdir"
grep -v '^#' po/POTFILES.in | sed '/^$/d' > "$work/files"
xgettext --from-code=UTF-8 --add-comments=Translators \
  --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
  --keyword=g_dngettext:2,3 --keyword=ngettext:1,2 \
  --keyword=Text --keyword=Description \
  --files-from="$work/files" --output="$work/philatelia.pot" 2> "$work/xgettext.log" || {
    cat "$work/xgettext.log"; exit 1; }

status=0
for lang in $(grep -v '^#' po/LINGUAS); do
  po="po/$lang.po"
  if ! stats=$(msgfmt --check --statistics -o /dev/null "$po" 2>&1); then
    echo "FAIL $po does not compile:"; echo "$stats"; status=1; continue
  fi
  case "$stats" in
    *fuzzy*|*untranslated*) echo "FAIL $po: $stats"; status=1; continue ;;
  esac
  # Every string in the sources must be there, translated.
  if ! missing=$(msgcmp "$po" "$work/philatelia.pot" 2>&1); then
    echo "FAIL $po lacks strings of the sources:"; echo "$missing" | head -40; status=1; continue
  fi
  echo "ok $po: $stats"
done
exit $status
