# ui-lib.sh — shell functions shared by the UI tests; source it.
#
# Its last user is tests/stampswap-view/ui-stampswap.sh, which the Stamp
# Swap probe scenario replaces: delete this file with it.  New UI tests are
# scenarios on the probe (tests/probe/probe.h), which quits the app and
# checks the clean end itself.
#
# The UI tests run with G_DEBUG=fatal-warnings in a private session bus
# (ui-session.sh): a GTK warning while a play screen is disposed or the app
# shuts down kills the app, and these functions report it.

# quit_app PID: app.quit over D-Bus, as a desktop would; fails unless the
# app PID ends with status 0 within 10 s.
quit_app() {
  local pid=$1 status
  gapplication action io.github.philatelia.Philatelia quit || return 1
  for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
  if kill -0 "$pid" 2>/dev/null; then
    echo "# the app did not quit" >&2
    return 1
  fi
  wait "$pid"
  status=$?
  [ "$status" = 0 ] || echo "# the app ended with status $status on quitting" >&2
  return "$status"
}

# leave_and_quit PID WINDOW: back to the library (Alt+Left on the main
# window WINDOW disposes the play screen), then quit_app PID.
leave_and_quit() {
  xdotool windowfocus --sync "$2" 2>/dev/null || true
  xdotool key alt+Left
  sleep 1
  kill -0 "$1" 2>/dev/null || { wait "$1"; echo "# the app died leaving the game (status $?)" >&2; return 1; }
  quit_app "$1"
}
