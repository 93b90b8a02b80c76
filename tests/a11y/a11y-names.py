#!/usr/bin/python3
"""a11y-names.py — no object of the app is named after a GTK type, read
with its mnemonic underline or named twice over, in English, Polish and
German, through the real accessibility bus (AT-SPI) as Orca 43 reads it.

Usage (under tests/ui-session.sh): a11y-names.py APP BUILD_DIR SOURCE_DIR [LANG…]

In each language it starts the real app in a fresh HOME and walks the
accessibility tree of every screen: the library; for every game its New
Game dialog, its play screen and its replay; the preferences, the
keyboard shortcuts and the deck editor.  Every object's name and
description must hold no type name ("GtkFlowBoxChild", "AdwActionRow"),
no "_" of a mnemonic ("_Continue") and no words said twice in a row
("Learn to Play Learn to Play").  Buttons are found by their translated
names (the build's .mo files), pressed through AT-SPI.  Also: a seat's
control in New Game says who plays it, the shortcuts window lists the
hint and the summary keys, and a game card is one Tab stop.
"""
import gettext
import importlib.util
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("a11y_heard", os.path.join(HERE, "a11y-heard.py"))
heard = importlib.util.module_from_spec(spec)
spec.loader.exec_module(heard)  # re-runs this script without fatal warnings, as a11y-heard does
heard = sys.modules["a11y_bus"]  # the listener and helpers a11y-heard configured
pyatspi = heard.pyatspi

APP, BUILD, SOURCE = sys.argv[1:4]
LANGUAGES = sys.argv[4:] or ["en", "pl", "de"]
GAMES = ["Stamp Swap", "SWOP", "STAMPS", "Stamp Auction"]
TYPE_NAME = re.compile(r"\b(Gtk|Adw|Phl)[A-Z][a-z]\w*")
MNEMONIC = re.compile(r"(^|[\s(])_\w")
BUTTONS = heard.BUTTON_ROLES + (pyatspi.ROLE_COMBO_BOX,)


def doubled(text):
    """Words said twice in a row: the whole name twice ("Hint Hint"), or
    two or more words again at once ("Learn to Play Learn to Play")."""
    words = text.split()
    half = len(words) // 2
    if half and len(words) % 2 == 0 and words[:half] == words[half:]:
        return True
    for size in range(2, half + 1):
        for i in range(len(words) - 2 * size + 1):
            if words[i:i + size] == words[i + size:i + 2 * size]:
                return True
    return False


def on_screen(node):
    """GTK 4.8 says "visible", not "showing", of what is in a window, and
    gives what is not mapped (a closed search bar, a bar for narrow
    windows) no size: not on screen, not read."""
    if node.getRole() in (pyatspi.ROLE_FRAME, pyatspi.ROLE_DIALOG, pyatspi.ROLE_WINDOW, pyatspi.ROLE_APPLICATION):
        return True
    try:
        extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    except Exception:  # no place of its own (a stack's page): its parent's
        return None
    return extents.width > 0 and extents.height > 0


def visible(node, seen=None, shown=True):
    """The objects a screen reader can reach, on screen: a hidden widget
    hides its own, and a stack's page (no place of its own) is on screen
    with its stack (a view switcher's bar for narrow windows is not)."""
    seen = set() if seen is None else seen
    try:
        if node.path in seen or (node.getRole() != pyatspi.ROLE_APPLICATION
                                 and not node.getState().contains(pyatspi.STATE_VISIBLE)):
            return
        seen.add(node.path)
        here = on_screen(node)
        here = shown if here is None else here
        if here:
            yield node
        for i in range(node.childCount):
            child = node.getChildAtIndex(i)
            if child is not None:
                yield from visible(child, seen, here)
    except Exception:
        return


def problems(root, screen):
    # The names are read again: libatspi keeps what it read before, and
    # the app mends a name as its widget is mapped.
    root.clear_cache()
    bad = []
    named = 0
    for node in visible(root):
        try:
            named += bool(node.name)
            role = node.getRoleName()
            for what, text in (("name", node.name or ""), ("description", node.description or "")):
                reason = ("a type name" if TYPE_NAME.search(text) else
                          "a mnemonic underline" if MNEMONIC.search(text) else
                          "said twice" if what == "name" and doubled(text) else None)
                if reason:
                    bad.append("%s: %s %s %r is %s (in %s)" % (screen, role, what, text[:100], reason,
                                                              " < ".join(heard.ancestry(node)[:4])))
        except Exception:
            pass
    if named < 3:
        bad.append("%s: only %d named objects on screen" % (screen, named))
    return bad


class Screens:
    def __init__(self, language):
        translation = gettext.translation("philatelia", os.path.join(BUILD, "po"), [language], fallback=True)
        self._ = translation.gettext
        self.pgettext = translation.pgettext
        self.language = language
        self.app, self.home, self.root = heard.start(None, language=language)

    def tr(self, text):
        """The translated text as a screen reader hears it (no "_")."""
        return self._(text).replace("_", "")

    def root_now(self):
        return heard.app_root() or self.root

    def press(self, english, roles=heard.BUTTON_ROLES, exact=True):
        name = self.tr(english)
        pattern = "^%s$" % re.escape(name) if exact else re.escape(name)
        node = heard.wait(lambda: self.find_actionable(roles, pattern), 15)
        if node is None:
            return None
        action = node.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        for wanted in ("click", "activate", "press"):
            if wanted in names:
                action.doAction(names.index(wanted))
                return node
        action.doAction(0)
        return node

    def find_actionable(self, roles, pattern):
        """The first showing object that matches and can be pressed (a
        menu button's outer object has no action, its inner button has)."""
        for node in heard.walk(self.root_now()):
            try:
                if (node.getRole() in roles and re.search(pattern, node.name or "")
                        and node.getState().contains(pyatspi.STATE_VISIBLE) and node.queryAction().nActions > 0):
                    return node
            except Exception:
                pass
        return None

    def window(self, title_english, pattern=None, seconds=5):
        """The app's window whose name matches, once it shows."""
        title = pattern or "^%s$" % re.escape(self.tr(title_english))
        return heard.wait(lambda: next((w for w in (self.root_now().getChildAtIndex(i)
                                                    for i in range(self.root_now().childCount))
                                        if w is not None and re.search(title, w.name or "")), None), seconds)

    def windows(self):
        root = self.root_now()
        return [root.getChildAtIndex(i).name for i in range(root.childCount)]

    def check(self, screen, root=None):
        """No bad name on @screen."""
        # The names are mended as each widget is mapped: a moment after
        # a window shows.
        heard.wait(lambda: False, 0.3)
        bad = problems(root or self.root_now(), screen)
        heard.tap(not bad, "/a11y/names/%s/%s" % (self.language, screen), "\n".join(bad[:30]))
        return bad

    def stop(self):
        heard.stop(self.app, self.home)


def visit_game(screens, game, second=False):
    _ = screens.tr
    card = screens.press(game)
    dialog = screens.window(None, pattern=re.escape(screens._("New Game — %s") % screens._(game)))
    if card is None or dialog is None:
        heard.tap(False, "/a11y/names/%s/%s/new-game" % (screens.language, game), "no card or dialog")
        return
    screens.check("%s/new-game" % game, dialog)
    # Who plays a seat is in its control's name.
    seat = heard.find(dialog, BUTTONS, "^%s" % re.escape(screens._("Player %u") % 2))
    heard.tap(seat is not None and screens._("Computer — normal") in (seat.name or ""),
              "/a11y/names/%s/%s/seat-says-who" % (screens.language, game),
              "seat 2 is %r" % (seat.name if seat else None))
    screens.press("_Start")
    # Over a game in progress: a dialog whose body is read with it.
    discard = screens.window(None, pattern="^%s$" % re.escape(screens._("Discard the game in progress?")))
    if discard is not None:
        if second:
            discard.clear_cache()
            heard.tap(len(discard.description or "") > 20, "/a11y/names/%s/dialog-body-read" % screens.language,
                      "description %r" % discard.description)
            screens.check("discard-dialog", discard)
        screens.press("_Discard")
    board = heard.wait(lambda: heard.find(screens.root_now(), (pyatspi.ROLE_PANEL,),
                                          "^%s$" % re.escape(screens._("Game log"))), 20)
    if board is None:
        heard.tap(False, "/a11y/names/%s/%s/play" % (screens.language, game),
                  "no play screen; windows %s" % screens.windows())
        return
    screens.check("%s/play" % game)
    if screens.press("Replay") is not None and heard.wait(
            lambda: heard.find(screens.root_now(), (pyatspi.ROLE_SLIDER,), "."), 10):
        screens.check("%s/replay" % game)
    screens.press("Game Library")
    heard.wait(lambda: heard.find(screens.root_now(), heard.BUTTON_ROLES, "^%s$" % re.escape(_(game))), 10)


def visit_menu(screens, item_english, title_english, screen):
    screens.press("Main Menu")
    item = heard.wait(lambda: heard.find(screens.root_now(), (pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_PUSH_BUTTON),
                                         "^%s$" % re.escape(screens.tr(item_english))), 10)
    if item is None:
        heard.tap(False, "/a11y/names/%s/%s" % (screens.language, screen), "no menu item %r" % item_english)
        return None
    item.queryAction().doAction(0)
    # The preferences window keeps libadwaita's own title, in its catalog.
    adw = gettext.translation("libadwaita", "/usr/share/locale", [screens.language], fallback=True)
    window = screens.window(title_english, "^(%s|%s)$" % (re.escape(screens.tr(title_english)),
                                                          re.escape(adw.gettext(title_english))))
    if window is None:
        heard.tap(False, "/a11y/names/%s/%s" % (screens.language, screen), "no window %r" % title_english)
        return None
    screens.check(screen, window)
    return window


def fresh(language):
    screens = Screens(language)
    if screens.root is None:
        print("Bail out! the app did not appear on the accessibility bus")
        sys.exit(1)
    heard.wait(lambda: heard.find(screens.root_now(), heard.BUTTON_ROLES, re.escape(screens._("SWOP"))), 15)
    return screens


def main():
    # meson test walks one game in each language (the CI's time); with
    # A11Y_NAMES_ALL=1 every game, the preferences and the editor too.
    everything = os.environ.get("A11Y_NAMES_ALL") == "1"
    for language in LANGUAGES:
        screens = fresh(language)
        screens.check("library")
        # A game card is one object to Tab to, its cell in the flow box no
        # second stop.
        cells = [n for n in heard.walk(screens.root_now()) if n.getRole() == pyatspi.ROLE_TABLE_CELL]
        focusable = [c.name for c in cells if c.getState().contains(pyatspi.STATE_FOCUSABLE)]
        heard.tap(cells and not focusable, "/a11y/names/%s/card-one-stop" % language,
                  "cells %d, focusable: %s" % (len(cells), focusable))
        # The second game asks to discard the first: its dialog is read.
        for i, game in enumerate(GAMES if everything else GAMES[1:3]):
            visit_game(screens, game, second=i == 1)
        shortcuts = visit_menu(screens, "_Keyboard Shortcuts", "Keyboard Shortcuts", "shortcuts")
        if shortcuts is not None:
            texts = " | ".join(n.name or "" for n in heard.walk(shortcuts))
            wanted = [screens.pgettext("shortcut window", t)
                      for t in ("Show a hint", "Hear the scores and whose turn it is")]
            heard.tap(all(w in texts for w in wanted), "/a11y/names/%s/shortcuts-list-hint-and-summary" % language,
                      "wanted %s in %s" % (wanted, texts[:600]))
        screens.stop()
        if not everything:
            continue
        # The preferences and the editor in an app of their own: the
        # shortcuts window is modal.
        for item, title, screen in (("_Preferences", "Preferences", "preferences"),
                                    ("_Deck Editor", "Deck Editor", "editor")):
            screens = fresh(language)
            visit_menu(screens, item, title, screen)
            screens.stop()
    print("1..%d" % heard.n_tests)
    sys.exit(1 if heard.failed else 0)


if __name__ == "__main__":
    main()
