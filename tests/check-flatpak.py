#!/usr/bin/env python3
"""check-flatpak.py MANIFEST APP_ID — the Flatpak manifest parses and builds this app.

It cannot be built offline here, so this checks what would break it: the
app id and command, a GNOME runtime with its SDK, and a meson module that
builds from this checkout.
"""
import json
import os
import sys

manifest_path, app_id = sys.argv[1], sys.argv[2]
with open(manifest_path, encoding="utf-8") as f:
    manifest = json.load(f)

problems = []
if manifest.get("id") != app_id:
    problems.append(f"id is {manifest.get('id')!r}, expected {app_id!r}")
if manifest.get("command") != "philatelia":
    problems.append(f"command is {manifest.get('command')!r}, expected 'philatelia'")
if manifest.get("runtime") != "org.gnome.Platform" or manifest.get("sdk") != "org.gnome.Sdk":
    problems.append("runtime and sdk must be org.gnome.Platform and org.gnome.Sdk")
if not str(manifest.get("runtime-version", "")).isdigit():
    problems.append("runtime-version must name a GNOME release, e.g. '49'")

modules = manifest.get("modules", [])
app_module = next((m for m in modules if isinstance(m, dict) and m.get("name") == "philatelia"), None)
if app_module is None:
    problems.append("no module named 'philatelia'")
else:
    if app_module.get("buildsystem") != "meson":
        problems.append("the philatelia module must build with meson")
    sources = app_module.get("sources", [])
    local = [s for s in sources if s.get("type") == "dir"]
    if not local:
        problems.append("the philatelia module must build from the local checkout (a 'dir' source)")
    for source in local:
        root = os.path.normpath(os.path.join(os.path.dirname(manifest_path), source["path"]))
        if not os.path.isfile(os.path.join(root, "meson.build")):
            problems.append(f"the dir source {source['path']!r} is not the project root")

for problem in problems:
    print("FAIL", problem)
if not problems:
    print("ok manifest", manifest_path)
sys.exit(1 if problems else 0)
