#!/usr/bin/python3
"""a11y-games.py — whole games by the keyboard alone, heard as a screen
reader hears them (the project's AT-SPI listener, a11y_bus.py, which
follows Orca 43 over GTK 4.8).

Usage (under tests/ui-session.sh, which gives a session bus and Xvfb):
  a11y-games.py APP BUILD_DIR SOURCE_DIR ["stamps swop auction stampswap"]

Each game starts from an autosave in this directory (a person against an
easy computer, a short setup) and is played to its end with keys sent to
the window by xdotool, never a click: the hint (Ctrl+H), then the game's
own keys.  What was heard must hold the hint, the person's own result,
the computer's move (in STAMPS with its cell by row and column), the
final scores and the winner, and no GTK class name in any line.  The test
waits on the app's state (whose turn it is: the Hint button's
sensitivity; the end page), never on the clock.
"""
import os
import re
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
from a11y_bus import BUTTON_ROLES, Listener, app_root, find, note, press, start, stop, tap, wait  # noqa: E402

a11y_bus.configure(APP, BUILD, HERE)

GTK_NAME = re.compile(r"\b(Gtk|Adw)[A-Z]\w*")
WINNER = re.compile(r"\bwins\b|shared win")


def keys(*names):
    """Real key presses on the focused window (X11 XTest)."""
    subprocess.run(["xdotool", "key", "--delay", "30"] + list(names), check=False)


def focus_window(app):
    ids = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(app.pid)],
                         capture_output=True, text=True, timeout=20).stdout.split()
    if ids:
        subprocess.run(["xdotool", "windowfocus", "--sync", ids[-1]], check=False, timeout=20)
    return bool(ids)


def is_over():
    """The winner has been heard (the end page says it as it shows)."""
    return any(WINNER.search(t) for t in LISTENER.heard)


HINT = []


def my_turn():
    """A person may act: the Hint button is enabled only then.  The button
    is looked up once per game (a walk of the tree is slow on the bus)."""
    for _ in range(2):
        try:
            if not HINT:
                button = find(app_root(), BUTTON_ROLES, r"^Hint\b")
                if button is None:
                    return False
                HINT.append(button)
            return HINT[0].getState().contains(pyatspi.STATE_SENSITIVE)
        except Exception:
            HINT.clear()
    return False


def turn_or_end(seconds=60):
    return wait(lambda: "over" if is_over() else "turn" if my_turn() else None, seconds)


def board_label():
    node = LISTENER.focus
    try:
        return node.name or "" if node is not None else ""
    except Exception:
        return ""


def ask_hint(pattern, seconds=60):
    keys("ctrl+h")
    return wait(lambda: LISTENER.heard_match(pattern), seconds)


def common_checks(game, person):
    """What every whole game must have let the player hear."""
    heard = LISTENER.heard
    winner = next((t for t in heard if WINNER.search(t)), None)
    scores = next((t for t in heard if re.search(r"Final scores: .*\d", t)), None)
    tap(winner is not None and scores is not None, "/a11y-games/%s/final-scores-and-winner" % game,
        "heard:\n" + "\n".join(heard[-30:]))
    if scores:
        note("heard: " + scores)
    gtk = [t for t in heard if GTK_NAME.search(t)]
    tap(not gtk, "/a11y-games/%s/no-gtk-names" % game, "\n".join(gtk))


def play(game, save, move, checks, budget=240, state=None):
    """Plays @save to its end: move() once per turn of the person (state():
    "over", "turn" or None while the others play)."""
    LISTENER.heard.clear()
    HINT.clear()
    app, home, root = start(save)
    if root is None:
        tap(False, "/a11y-games/%s/started" % game, "the app did not appear on the accessibility bus")
        return
    press(root, r"Continue")
    focus_window(app)
    turns = 0
    ask = (lambda: wait(state, 60)) if state else turn_or_end
    now = ask()
    while now == "turn" and turns < budget:
        move(turns)
        turns += 1
        now = ask()
    tap(now == "over", "/a11y-games/%s/played-to-the-end" % game,
        "after %d turns: %r; heard:\n%s" % (turns, now, "\n".join(LISTENER.heard[-20:])))
    print("# %s: %d turns of the person" % (game, turns), flush=True)
    checks()
    common_checks(game, "Anna")
    stop(app, home)


# ---- STAMPS: 1 picks, Enter puts the cursor on a cell a stamp may go to,
# Enter again places.

def stamps_move(turn):
    if turn == 0:
        hint = ask_hint(r"^Hint: Place \w+ at row \d+, column \d+")
        tap(hint is not None, "/a11y-games/stamps/hint-names-the-cell", "heard:\n" + "\n".join(LISTENER.heard))
        if hint:
            note("heard: " + hint)
    n = len(LISTENER.heard)
    keys("1", "Return", "Return")
    wait(lambda: is_over() or not my_turn() or len(LISTENER.heard) > n + 3, 10)


def stamps_checks():
    move = LISTENER.heard_match(r"Computer 1 placed \w+ at row \d+, column \d+")
    tap(move is not None, "/a11y-games/stamps/computer-move-with-its-cell", "heard:\n" + "\n".join(LISTENER.heard[-30:]))
    if move:
        note("heard: " + move.splitlines()[-1][:160])
    own = LISTENER.heard_match(r"\bAnna: -?\d+ points?\.")
    tap(own is not None, "/a11y-games/stamps/own-points", "heard:\n" + "\n".join(LISTENER.heard[-30:]))


# ---- SWOP: the hint names two dice ("Swap Red 3 on c4 with …"); the
# arrows take the cursor to each (the board's name says the die under it),
# Enter chooses it.  A choice bar (a cube, a catch-up pick) takes the focus
# with its first button: Enter.

CELL = re.compile(r" on ([a-z])(\d+)")


def swop_cursor():
    """The die under the cursor; with a die chosen the name previews the
    swap ("+3 points — Red 1 on c3 ↔ Yellow 2 on f3: …"): the second."""
    match = CELL.search(board_label().split("↔")[-1])
    return (ord(match.group(1)) - ord("a"), int(match.group(2))) if match else None


def swop_go(target):
    """Arrows until the board's name is the die on @target (column, row)."""
    for _ in range(40):
        at = swop_cursor()
        if at == target:
            return True
        name = board_label()
        if at is None:
            keys("Right")
        elif at[0] != target[0]:
            keys("Right" if at[0] < target[0] else "Left")
        else:
            keys("Down" if at[1] < target[1] else "Up")
        if not wait(lambda: board_label() != name, 5):
            return False
    return False


def swop_move(turn):
    if LISTENER.focus is not None and LISTENER.focus.getRole() in BUTTON_ROLES:
        keys("Return")  # the choice bar's first button
        wait(lambda: not my_turn() or LISTENER.focus.getRole() not in BUTTON_ROLES, 10)
        return
    n = len(LISTENER.heard)
    keys("ctrl+h")
    hint = wait(lambda: next((t for t in LISTENER.heard[n:] if t.startswith("Hint: ")), None), 60)
    cells = CELL.findall(hint or "")
    if len(cells) < 2:
        keys("Tab", "Return")  # a pick: the bar's first button
        wait(lambda: not my_turn(), 10)
        return
    heard = len(LISTENER.heard)
    for column, row in cells[:2]:
        if not swop_go((ord(column) - ord("a"), int(row))):
            break
        keys("Return")
    wait(lambda: is_over() or not my_turn() or LISTENER.focus.getRole() in BUTTON_ROLES
         or len(LISTENER.heard) > heard + 2, 10)


def swop_checks():
    hint = LISTENER.heard_match(r"^Hint: Swap .+ with .+")
    tap(hint is not None, "/a11y-games/swop/hint-heard", "heard:\n" + "\n".join(LISTENER.heard[-20:]))
    own = LISTENER.heard_match(r"^Your last move scored \d+ points?")
    tap(own is not None, "/a11y-games/swop/own-points-heard", "heard:\n" + "\n".join(LISTENER.heard[-30:]))
    if own:
        note("heard: " + own.splitlines()[0])
    move = LISTENER.heard_match(r"^Computer 1 swapped .+ points?")
    tap(move is not None, "/a11y-games/swop/computer-move-heard", "")
    repeats = sum(1 for t in LISTENER.heard if "not your turn" in t)
    tap(repeats == 0, "/a11y-games/swop/no-not-your-turn-after-moves", "heard it %d times" % repeats)


# ---- Stamp Auction: the last card of the piles.  The computer auctioneer
# takes it, the price counts down (the board's description is the price
# alone), Space rings the bell: the person buys it, and the game ends after
# the sell step with the piles empty.

def auction_price():
    try:
        return re.fullmatch(r"\d+", LISTENER.focus.description or "") is not None
    except Exception:
        return False


def play_auction():
    LISTENER.heard.clear()
    HINT.clear()
    app, home, root = start("auction-last-card.philatelia")
    if root is None:
        tap(False, "/a11y-games/auction/started", "the app did not appear on the accessibility bus")
        return
    press(root, r"Continue")
    focus_window(app)
    counting = wait(auction_price, 30)
    keys("space")
    won = wait(lambda: LISTENER.heard_match(r"\bAnna rang first and bought the card for \d+"), 20)
    tap(counting and won is not None, "/a11y-games/auction/own-win-and-price-heard",
        "countdown %r; heard:\n%s" % (counting, "\n".join(LISTENER.heard[-20:])))
    if won:
        note("heard: " + won)
    over = wait(is_over, 30)
    tap(over, "/a11y-games/auction/played-to-the-end", "heard:\n" + "\n".join(LISTENER.heard[-20:]))
    common_checks("auction", "Anna")
    stop(app, home)


# ---- Stamp Swap: three days of collecting, cutting, choosing and showing
# against one easy computer.  The table's name says the phase, the last
# line of its description the item under the cursor: Enter takes a pool
# item, a pile or a contest; a new stamp is picked up at its first free
# place and put there with a second Enter; the cut follows the hint (each
# item says the pile the hint puts it in: 1, 2 or R).  The first turn
# follows the hint to its item, and the log must name what it named.

def focus_description():
    try:
        return LISTENER.focus.description or ""
    except Exception:
        return ""


def under_cursor():
    """The board's own description is the last line (news comes first)."""
    return (focus_description().splitlines() or [""])[-1]


def focus_is_button():
    try:
        return LISTENER.focus is not None and LISTENER.focus.getRole() in BUTTON_ROLES
    except Exception:
        return False


KIND = re.compile(r"small square|large square|short rectangle|long rectangle|forever stamp|first-player token"
                  r"|\(specialist\)|\(exhibitor\)|Specialist|Exhibitor")


def stampswap_first_take():
    """The hint's item: found by the arrows where it is marked, taken, and
    named alike by the hint and the log."""
    hint = ask_hint(r"^Hint: Take pool item \d+: .+")
    tap(hint is not None, "/a11y-games/stampswap/hint-names-the-item", "heard:\n" + "\n".join(LISTENER.heard[-20:]))
    if hint:
        note("heard: " + hint.splitlines()[0])
    marked = None
    for _ in range(30):
        if "suggested by the hint" in under_cursor():
            marked = under_cursor()
            break
        before = focus_description()
        keys("Right")
        wait(lambda: focus_description() != before, 5)
    same = (marked is not None and hint is not None and re.search(r"Pool item (\d+)", marked) is not None
            and re.search(r"Pool item (\d+)", marked).group(1) == re.search(r"pool item (\d+)", hint).group(1))
    tap(same, "/a11y-games/stampswap/suggested-item-marked", "hint %r, marked %r" % (hint, marked))
    if marked:
        note("described: " + marked)
    keys("Return")
    # The game log says what the person did: the kind the hint named.
    taken = wait(lambda: find(app_root(), (pyatspi.ROLE_LIST_ITEM,), r"^Anna took\b"), 20)
    tap(taken is not None, "/a11y-games/stampswap/hinted-item-taken-by-keyboard",
        "no “Anna took” in the game log; heard:\n" + "\n".join(LISTENER.heard[-10:]))
    if taken and hint:
        note("logged: " + taken.name)
        said = KIND.findall(hint.split(" — ")[0])
        logged = KIND.findall(taken.name)
        tap(said and said == logged, "/a11y-games/stampswap/log-names-the-hinted-item",
            "hint %r, log %r" % (hint, taken.name))


def stampswap_cut():
    """Each item into the pile the hint puts it in, then Enter."""
    n = len(LISTENER.heard)
    keys("ctrl+h")
    hint = wait(lambda: next((t for t in LISTENER.heard[n:] if t.startswith("Hint: Pile 1")), None), 60)
    if hint and not CUT_HINT:
        CUT_HINT.append(hint)
    for _ in range(20):
        item = under_cursor()
        if "not placed yet" not in item:
            break
        zone = re.search(r"The hint puts it in (?:pile (\d)|(the reserve))", item)
        if zone is None:
            break
        before = focus_description()
        keys(zone.group(1) or "r")
        wait(lambda: focus_description() != before, 5)
        before = focus_description()
        keys("Right")
        wait(lambda: focus_description() != before, 5)
    keys("Return")


CUT_HINT = []


def stampswap_move(turn):
    if focus_is_button():  # the end of a day: Continue
        keys("Return")
        wait(lambda: not focus_is_button(), 10)
        return
    item = under_cursor()
    before = focus_description()
    if turn == 0 and item.startswith("Pool item"):
        stampswap_first_take()
    elif "Press R for the reserve" in item:
        stampswap_cut()
    elif item.startswith("New stamp"):
        keys("Return")  # picked up at its first free place (or discarded)
        if wait(lambda: under_cursor().startswith("The stamp is at"), 5):
            keys("Return")
    else:  # a pool item, a pile, a contest
        keys("Return")
    wait(lambda: is_over() or not my_turn() or focus_is_button() or focus_description() != before, 10)


def stampswap_state():
    if is_over():
        return "over"
    if focus_is_button() or my_turn():
        return "turn"
    return None


def stampswap_checks():
    tap(bool(CUT_HINT), "/a11y-games/stampswap/cut-hint-heard", "")
    if CUT_HINT:
        note("heard: " + CUT_HINT[0][:200])
    orange = [t for t in LISTENER.heard if "orange" in t]
    tap(not orange, "/a11y-games/stampswap/hint-says-keys-not-colours", "\n".join(orange[:5]))
    move = LISTENER.heard_match(r"^Computer 1 (took|made two piles|placed|entered)\b")
    tap(move is not None, "/a11y-games/stampswap/computer-move-heard", "heard:\n" + "\n".join(LISTENER.heard[-30:]))
    if move:
        note("heard: " + move.splitlines()[0][:160])
    own = LISTENER.heard_match(r"\bAnna entered .+ and scored -?\d+ points? this Show")
    tap(own is not None, "/a11y-games/stampswap/own-points-heard", "heard:\n" + "\n".join(LISTENER.heard[-30:]))
    if own:
        note("heard: " + own.splitlines()[0][:160])


LISTENER = None


def main():
    global LISTENER
    LISTENER = Listener()
    # The games to play: A11Y_GAMES, else the 4th argument (meson runs
    # Stamp Swap, the longest, as a test of its own), else all four.
    only = os.environ.get("A11Y_GAMES", sys.argv[4] if len(sys.argv) > 4 else "stamps swop auction stampswap").split()
    if "stamps" in only:
        play("stamps", "stamps-computer-first.philatelia", stamps_move, stamps_checks)
    if "swop" in only:
        play("swop", "swop-computer-first.philatelia", swop_move, swop_checks)
    if "auction" in only:
        play_auction()
    if "stampswap" in only:
        play("stampswap", "stampswap-computer-first.philatelia", stampswap_move, stampswap_checks,
             state=stampswap_state)
    a11y_bus.finish()


if __name__ == "__main__":
    main()
