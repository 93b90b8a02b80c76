#!/usr/bin/python3
"""a11y-heard.py — what a screen reader hears from a play screen, through
the real accessibility bus (AT-SPI), as Orca 43 gets it from GTK 4.8.

Usage (under tests/ui-session.sh, which gives a session bus and Xvfb):
  a11y-heard.py APP BUILD_DIR SOURCE_DIR

Starts the real app in a fresh HOME with an autosave from this directory,
presses Continue and the other buttons through AT-SPI (found by name), and
listens to the app's events the way Orca 43 speaks them
(orca/scripts/default.py and toolkits/gtk/script.py):
- the object that gets the focus: its name and description;
- a name or description change of the focused object;
- an alert or notification that becomes showing.
It asserts that what was heard holds the computer's move (SWOP, STAMPS;
Stamp Swap once its screen is on PhlGameView), the hint, the winner, and
after a hot-seat hand-over what the other player did; that the focus stays
on the board; and that no button is named after a GTK type ("GtkButton"
push button) or twice over ("Hint Hint"), in a wide and a narrow window.
The saves are new games (or the last move of one) whose [Board] and scores
are what philatelia-cli expects for their seed and actions.
with-orca.sh runs the same with the real Orca and prints what it said.
"""
import os
import re
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True

# The app runs with the UI tests' fatal warnings; this listener does not
# (libatspi warns about objects that went away meanwhile).
if "A11Y_HEARD_APP_G_DEBUG" not in os.environ:
    os.environ["A11Y_HEARD_APP_G_DEBUG"] = os.environ.pop("G_DEBUG", "")
    os.execv(sys.executable, [sys.executable] + sys.argv)

try:
    import pyatspi
except ImportError:
    print("1..0 # SKIP pyatspi is not installed (python3-pyatspi)")
    sys.exit(0)


APP, BUILD, SOURCE = sys.argv[1:4]
HERE = os.path.join(SOURCE, "tests", "a11y")
sys.path.insert(0, HERE)
import a11y_bus  # noqa: E402
from a11y_bus import (BUTTON_ROLES, Listener, button_names, find, note, press, start, stop,  # noqa: E402
                      tap, wait, walk, app_root)

a11y_bus.configure(APP, BUILD, HERE)


def main():
    listener = Listener()

    # 1. The computer moves first: its move is heard, then the hint.
    app, home, root = start("swop-computer-first.philatelia")
    if root is None:
        print("Bail out! the app did not appear on the accessibility bus")
        sys.exit(1)
    listener.focused.clear()
    pressed = press(root, r"Continue")
    tap(pressed is not None, "/a11y/continue-by-name", "no Continue button on the bus")
    move = wait(lambda: listener.heard_match(r"Computer 1 swapped .+ points?"), 30)
    tap(move is not None, "/a11y/computer-move-heard",
        "heard:\n" + "\n".join(listener.heard) + "\nevents:\n" + "\n".join(listener.events[-40:]))
    if move:
        note("heard: " + move)
    # The keyboard and the reader stay on the board the view focused first,
    # not one step past it (a GtkStack moves the focus on as it switches).
    first = listener.focused[0] if listener.focused else None
    tap(first is not None and "board" in first[2] and listener.same(listener.focus, first[0]),
        "/a11y/focus-on-board", "focused: %s" % [f[1:] for f in listener.focused])

    hint_button = press(root, r"^Hint\b")
    hint = wait(lambda: listener.heard_match(r"^Hint: .+"), 60) if hint_button else None
    tap(hint is not None, "/a11y/hint-heard",
        "pressed %r; heard:\n" % hint_button + "\n".join(listener.heard))
    if hint:
        note("heard: " + hint)

    # The summary key (S) on the board: the scores and whose turn.
    if shutil.which("xdotool"):
        subprocess.run(["xdotool", "key", "s"], check=False)
        summary = wait(lambda: listener.heard_match(r"^Scores: .+ points?\b.*\. (It is|The game)"), 15)
        tap(summary is not None, "/a11y/summary-key-heard", "heard:\n" + "\n".join(listener.heard[-8:]))
        if summary:
            print("# heard: " + summary.splitlines()[0], flush=True)
    else:
        tap(True, "/a11y/summary-key-heard # SKIP no xdotool to press S")

    bad = button_names(app_root() or root)
    tap(not bad, "/a11y/button-names", "\n".join(bad))
    stop(app, home)

    # 2. The computer's move ends the game: the winner is heard.
    listener.heard.clear()
    app, home, root = start("swop-last-move.philatelia")
    press(root, r"Continue")
    title = wait(lambda: next((n.name for n in walk(app_root() or root)
                               if n.getRole() == pyatspi.ROLE_ALERT and re.search(r"\bwins\b|shared win", n.name or "")),
                              None), 30)
    heard = wait(lambda: title and next((t for t in listener.heard if title in t), None), 10)
    tap(heard is not None, "/a11y/winner-heard",
        "end title %r; heard:\n" % title + "\n".join(listener.heard))
    if heard:
        note("heard: " + heard)
    focused = listener.focus.name if listener.focus is not None else None
    tap(focused is not None and "Play Again" in focused, "/a11y/end-page-focus",
        "focus on %r" % focused)
    stop(app, home)

    # 3. The other games on the same view: the computer's move is heard.
    for game in ("stamps", "stampswap"):
        listener.heard.clear()
        app, home, root = start(game + "-computer-first.philatelia")
        press(root, r"Continue")
        # Only the shared view (its "Game log" pane) says what happened.
        shared = wait(lambda: find(app_root() or root, (pyatspi.ROLE_PANEL,), r"^Game log$"), 10)
        if shared is None:
            tap(True, "/a11y/computer-move-heard/%s # SKIP its screen is not on PhlGameView yet" % game)
            stop(app, home)
            continue
        # The move as the game log writes it, then the same words heard.
        logged = wait(lambda: next((n.name for n in walk(app_root() or root)
                                    if n.getRole() == pyatspi.ROLE_LIST_ITEM
                                    and (n.name or "").startswith("Computer 1 ")), None), 60)
        move = wait(lambda: logged and next((t for t in listener.heard if logged in t), None), 10)
        tap(move is not None, "/a11y/computer-move-heard/" + game,
            "logged %r; heard:\n" % logged + "\n".join(listener.heard))
        if move:
            note("heard: " + move)
        stop(app, home)

    # 4. Hot seat: after the hand-over the board has the focus and the
    # next player hears what the other did.
    listener.heard.clear()
    app, home, root = start("stamps-hotseat.philatelia")
    press(root, r"Continue")
    taken = press(root, r"I Am Ben")
    listener.focused.clear()
    logged = wait(lambda: next((n.name for n in walk(app_root() or root)
                                if n.getRole() == pyatspi.ROLE_LIST_ITEM
                                and (n.name or "").startswith("Anna ")), None), 20)
    told = wait(lambda: logged and next((t for t in listener.heard if logged in t), None), 10)
    tap(taken is not None and told is not None, "/a11y/hand-over-heard",
        "pressed %r, logged %r; heard:\n" % (taken, logged) + "\n".join(listener.heard))
    if told:
        note("heard: " + told)
    last = listener.focused[-1] if listener.focused else None
    tap(last is not None and last[1] not in ("scroll pane", "list item", "push button"),
        "/a11y/hand-over-focus-on-board", "focused: %s" % [f[1:] for f in listener.focused])
    stop(app, home)

    # 6. Learn to Play: step 1 is heard as the guide opens, and the first
    # move's instruction (step 3) once Next is pressed twice.
    listener.heard.clear()
    app, home, root = start(None)
    press(root, r"^Learn to Play SWOP$")
    first = wait(lambda: listener.heard_match(r"^Step 1 of \d+\. \w+"), 20)
    tap(first is not None, "/a11y/guide-step-1-heard", "heard:\n" + "\n".join(listener.heard))
    press(root, r"^Next$")
    wait(lambda: listener.heard_match(r"^Step 2 of "), 10)
    press(root, r"^Next$")
    third = wait(lambda: listener.heard_match(r"^Step 3 of \d+\. .*Swap the white 1"), 20)
    tap(third is not None, "/a11y/guide-first-move-heard", "heard:\n" + "\n".join(listener.heard))
    if third:
        print("# heard: " + third.splitlines()[0], flush=True)
    stop(app, home)

    # 5. In a narrow window the toolbar shows icons only: still named.
    app, home, root = start("swop-computer-first.philatelia", (800, 600))
    press(root, r"Continue")
    wait(lambda: find(app_root() or root, BUTTON_ROLES, r"^Hint\b"), 15)
    bad = button_names(app_root() or root)
    names = sorted({n.name for n in walk(app_root() or root)
                    if n.getRole() in BUTTON_ROLES and re.match(r"^(Hint|Undo|Game Log|Scores|Rules)\b", n.name or "")})
    hint = find(app_root() or root, BUTTON_ROLES, r"^Hint\b")
    compact = hint is not None and not any(n.getRole() == pyatspi.ROLE_LABEL for n in walk(hint))
    tap(compact, "/a11y/narrow-toolbar-shows-icons", "the Hint button still shows its label")
    tap(not bad and len(names) == 5, "/a11y/button-names/narrow", "named %s\n" % names + "\n".join(bad))
    stop(app, home)

    a11y_bus.finish()


if __name__ == "__main__":
    main()
