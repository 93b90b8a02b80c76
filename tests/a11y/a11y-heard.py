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
import tempfile
import time

# The app runs with the UI tests' fatal warnings; this listener does not
# (libatspi warns about objects that went away meanwhile).
if "A11Y_HEARD_APP_G_DEBUG" not in os.environ:
    os.environ["A11Y_HEARD_APP_G_DEBUG"] = os.environ.pop("G_DEBUG", "")
    os.execv(sys.executable, [sys.executable] + sys.argv)

try:
    import pyatspi
    from gi.repository import GLib
except ImportError:
    print("1..0 # SKIP pyatspi is not installed (python3-pyatspi)")
    sys.exit(0)

APP, BUILD, SOURCE = sys.argv[1:4]
HERE = os.path.join(SOURCE, "tests", "a11y")
TYPE_NAME = re.compile(r"^(Gtk|Adw|Phl)[A-Z]\w*$")
BUTTON_ROLES = (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON)

n_tests = 0
failed = False


def tap(ok, name, diag=None):
    global n_tests, failed
    n_tests += 1
    print("%s %d %s" % ("ok" if ok else "not ok", n_tests, name), flush=True)
    if not ok:
        failed = True
        for line in (diag or "").splitlines():
            print("# " + line, flush=True)


class Listener:
    """Hears what Orca would say: see the module's docstring."""

    def __init__(self):
        self.focus = None
        self.focused = []
        self.heard = []
        self.events = []
        for kind in ("object:state-changed:focused", "object:state-changed:showing",
                     "object:property-change:accessible-name",
                     "object:property-change:accessible-description"):
            pyatspi.Registry.registerEventListener(self.on_event, kind)

    @staticmethod
    def same(a, b):
        try:
            return a is not None and b is not None and a.path == b.path
        except Exception:
            return False

    def on_event(self, event):
        try:
            source = event.source
            role = source.getRole()
            self.events.append("%s %s %r %r" % (event.type, source.getRoleName(), source.name,
                                                str(event.any_data)[:120]))
            if event.type.startswith("object:state-changed:focused"):
                if event.detail1:
                    self.focus = source
                    self.focused.append((source, source.getRoleName(), source.description or ""))
                    self.heard.append("%s. %s" % (source.name, source.description))
            elif event.type.startswith("object:state-changed:showing"):
                if event.detail1 and role in (pyatspi.ROLE_ALERT, pyatspi.ROLE_NOTIFICATION):
                    self.heard.append(source.name)
            elif self.same(source, self.focus) and event.any_data:
                self.heard.append(str(event.any_data))
        except Exception as error:  # an object gone meanwhile
            self.events.append("error: %s" % error)

    def heard_match(self, pattern):
        return next((text for text in self.heard if re.search(pattern, text)), None)


def settled(condition):
    """condition(), or None when an object it read went away meanwhile
    (the app rebuilds its widgets as the game moves on): asked again."""
    try:
        return condition()
    except GLib.GError:
        return None


def wait(condition, seconds):
    """Runs the bus's main loop until condition() or the time is up."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        while context.pending():
            context.iteration(False)
        result = settled(condition)
        if result:
            return result
        time.sleep(0.05)
    return settled(condition)


def app_root():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.name == "philatelia":
            return app
    return None


def walk(node, seen=None):
    seen = set() if seen is None else seen
    try:
        if node.path in seen:
            return
        seen.add(node.path)
        yield node
        for i in range(node.childCount):
            child = node.getChildAtIndex(i)
            if child is not None:
                yield from walk(child, seen)
    except Exception:
        return


def find(root, roles, pattern):
    for node in walk(root):
        try:
            if node.getRole() in roles and re.search(pattern, node.name or ""):
                return node
        except Exception:
            pass
    return None


def press(root, pattern):
    """doAction on the first push button whose name matches; its name."""
    button = wait(lambda: find(app_root() or root, BUTTON_ROLES, pattern), 15)
    if button is None:
        return None
    action = button.queryAction()
    for i in range(action.nActions):
        if action.getName(i) in ("click", "activate", "press"):
            action.doAction(i)
            return button.name
    action.doAction(0)
    return button.name


def start(save, size=None, language="en"):
    """The app in a fresh HOME, with @save as its autosave (or none), in
    @language; its root on the bus."""
    home = tempfile.mkdtemp(prefix="a11y-heard-")
    state = os.path.join(home, "state", "philatelia")
    os.makedirs(state)
    backend = "memory"
    if size is not None:  # a narrow window: icon-only buttons
        settings = os.path.join(home, "config", "glib-2.0", "settings")
        os.makedirs(settings)
        with open(os.path.join(settings, "keyfile"), "w") as keyfile:
            keyfile.write("[io/github/philatelia/Philatelia]\nwindow-width=%d\nwindow-height=%d\n" % size)
        backend = "keyfile"
    if save is not None:
        shutil.copy(os.path.join(HERE, save), os.path.join(state, "autosave.philatelia"))
    env = dict(os.environ, HOME=home, XDG_STATE_HOME=os.path.join(home, "state"),
               XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_DATA_HOME=os.path.join(home, "data"),
               XDG_CACHE_HOME=os.path.join(home, "cache"), GSETTINGS_BACKEND=backend,
               GSETTINGS_SCHEMA_DIR=os.path.join(BUILD, "data"), PHILATELIA_LOCALEDIR=os.path.join(BUILD, "po"),
               GSK_RENDERER="cairo", LANGUAGE=language, LC_ALL="C.UTF-8")
    env.pop("GTK_A11Y", None)
    env["G_DEBUG"] = os.environ["A11Y_HEARD_APP_G_DEBUG"]
    app = subprocess.Popen([APP], env=env)
    root = wait(app_root, 20)
    return app, home, root


def stop(app, home):
    # A real screen reader listening too (tests/a11y/with-orca.sh) reads
    # the objects some time after their events: keep them alive for it.
    wait(lambda: False, float(os.environ.get("A11Y_HEARD_LINGER", "0")))
    app.terminate()
    try:
        app.wait(10)
    except subprocess.TimeoutExpired:
        app.kill()
        app.wait()
    shutil.rmtree(home, ignore_errors=True)
    wait(lambda: app_root() is None, 5)


def ancestry(node):
    names = []
    node = node.parent
    while node is not None and len(names) < 14:
        names.append("%s %r" % (node.getRoleName(), node.name))
        node = node.parent
    return names


def button_names(root):
    bad = []
    for node in walk(root):
        try:
            if node.getRole() not in BUTTON_ROLES:
                continue
            name = node.name or ""
            words = name.split()
            half = len(words) // 2
            if not name or TYPE_NAME.match(name):
                bad.append("%s %r in %s" % (node.getRoleName(), name, " < ".join(ancestry(node))))
            elif half and len(words) % 2 == 0 and words[:half] == words[half:]:
                bad.append("%s %r (said twice)" % (node.getRoleName(), name))
        except Exception:
            pass
    return bad


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
        print("# heard: " + move, flush=True)
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
        print("# heard: " + hint, flush=True)

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
        print("# heard: " + heard, flush=True)
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
            print("# heard: " + move, flush=True)
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
        print("# heard: " + told, flush=True)
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

    print("1..%d" % n_tests)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
