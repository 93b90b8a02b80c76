"""a11y_bus.py — what the accessibility tests share: a listener that hears
what Orca 43 would say of the app (GTK 4.8 over AT-SPI), waiting on the
bus's state, finding and pressing widgets by name, starting the real app
in a fresh HOME with an autosave, and TAP output.

Imported by a11y-heard.py and a11y-games.py after they made sure pyatspi
is there; configure() names the app, the build and this directory.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import pyatspi
from gi.repository import GLib

APP = BUILD = HERE = None
TYPE_NAME = re.compile(r"^(Gtk|Adw|Phl)[A-Z]\w*$")
BUTTON_ROLES = (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON)


def configure(app, build, here):
    global APP, BUILD, HERE
    APP, BUILD, HERE = app, build, here


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
        shutil.copy(save if os.path.isabs(save) else os.path.join(HERE, save),
                    os.path.join(state, "autosave.philatelia"))
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


def note(text):
    """A TAP comment of @text, each of its lines."""
    for line in (text or "").splitlines():
        print("# " + line, flush=True)


def finish():
    print("1..%d" % n_tests)
    sys.exit(1 if failed else 0)
