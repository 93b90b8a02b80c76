#!/usr/bin/env python3
"""check-icon-buttons.py — every button in a template that shows only an
icon has an accessible name, so a screen reader never says "GtkImage push
button" (a tooltip is not a name in GTK 4.8).

Usage: check-icon-buttons.py SOURCE_DIR   (looks at every src/**/*.ui)
"""
import pathlib
import sys
import xml.etree.ElementTree as ET

BUTTONS = {"GtkButton", "GtkMenuButton", "GtkToggleButton"}


def own_properties(obj):
    return {p.get("name"): (p.text or "") for p in obj.findall("property")}


def has_name(obj):
    props = own_properties(obj)
    if props.get("label") or obj.find("child") is not None:
        return True
    a11y = obj.find("accessibility")
    return a11y is not None and (a11y.find("property[@name='label']") is not None or
                                 a11y.find("relation[@name='labelled-by']") is not None)


def main():
    root = pathlib.Path(sys.argv[1])
    problems = []
    files = sorted(root.glob("src/**/*.ui"))
    for path in files:
        for obj in ET.parse(path).getroot().iter("object"):
            if obj.get("class") in BUTTONS and "icon-name" in own_properties(obj) and not has_name(obj):
                problems.append("%s: %s %s with icon %s has no accessible name" % (
                    path.relative_to(root), obj.get("class"), obj.get("id") or "",
                    own_properties(obj)["icon-name"]))
    for problem in problems:
        print(problem)
    print("%d templates, %d icon buttons without a name" % (len(files), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
