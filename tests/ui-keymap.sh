#!/usr/bin/env bash
# ui-keymap.sh COMMAND [ARG…] — gives the Polish and German letters the UI
# tests type keys of their own on the X display, then runs COMMAND.
#
# Without this, xdotool maps a spare key to each such letter while it types
# and maps it back at once; an app busy on a loaded machine reads that key
# press against the keymap of a moment later and loses the letter.
set -eu
letters=(aogonek:Aogonek cacute:Cacute eogonek:Eogonek lstroke:Lstroke nacute:Nacute
         oacute:Oacute sacute:Sacute zacute:Zacute zabovedot:Zabovedot
         adiaeresis:Adiaeresis odiaeresis:Odiaeresis udiaeresis:Udiaeresis ssharp:U1E9E)
# Keys with nothing on them ("keycode 93 ="); 8 is below the usable range.
mapfile -t free < <(xmodmap -pke | awk '$2 > 8 && NF == 3 { print $2 }')
expressions=()
for i in "${!letters[@]}"; do
  [ "$i" -lt "${#free[@]}" ] || break
  pair=${letters[$i]}
  expressions+=(-e "keycode ${free[$i]} = ${pair%%:*} ${pair##*:}")
done
xmodmap "${expressions[@]}"
exec "$@"
