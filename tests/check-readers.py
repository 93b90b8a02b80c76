#!/usr/bin/env python3
"""check-readers.py — every file the app and the CLI read goes through the
one safe reader, phl_file_read_regular() (src/core/phl-file.c): only a
regular file, never more than a limit, a FIFO or a device never waited on.

Lists every call site of the safe reader and of the loaders built on it,
and fails on a raw reader (g_key_file_load_from_file, g_file_get_contents,
fopen…) anywhere in src/ outside phl-file.c.  Resources (g_resources_*,
*_from_resource) are the app's own and not files.

Usage: check-readers.py SOURCE_DIR   (TAP on stdout)
"""
import pathlib
import re
import sys

RAW = [
    "g_key_file_load_from_file", "g_key_file_load_from_dirs", "g_key_file_load_from_data_dirs",
    "g_file_get_contents", "g_file_load_contents", "g_file_load_contents_async",
    "g_file_load_partial_contents_async", "g_file_read", "g_file_read_async",
    "g_mapped_file_new", "g_mapped_file_new_from_fd", "g_io_channel_new_file",
    "fopen", "freopen", "open", "g_open", "openat",
    "gtk_builder_new_from_file", "gtk_builder_add_from_file",
    "gdk_texture_new_from_filename", "gdk_texture_new_from_file",
    "gdk_pixbuf_new_from_file", "gtk_picture_new_for_filename", "gtk_image_new_from_file",
    "gtk_css_provider_load_from_path", "gtk_css_provider_load_from_file",
]
SAFE = ["phl_file_read_regular", "phl_key_file_new_from_file", "phl_match_new_from_file",
        "phl_match_new_from_other_file"]
# The one reader itself.
ALLOWED = {"src/core/phl-file.c"}

CALL = re.compile(r"(?<![\w.>])(%s)\s*\(" % "|".join(map(re.escape, RAW + SAFE)))


def strip_comments(text):
    # Keeps the line count: comments and strings become spaces.
    def blank(match):
        return re.sub(r"[^\n]", " ", match.group(0))
    return re.sub(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"', blank, text, flags=re.S)


def main():
    root = pathlib.Path(sys.argv[1])
    results = []
    for path in sorted((root / "src").rglob("*.c")):
        rel = path.relative_to(root).as_posix()
        text = strip_comments(path.read_text(encoding="utf-8"))
        for number, line in enumerate(text.splitlines(), 1):
            for match in CALL.finditer(line):
                name = match.group(1)
                # A definition is not a call site.
                if re.match(r"^\w", line) and line.startswith(name):
                    continue
                raw = name in RAW and rel not in ALLOWED
                results.append((not raw, "%s:%d: %s%s" % (rel, number, name,
                                " (a raw reader: use phl_file_read_regular)" if raw else "")))
    print("1..%d" % len(results))
    for i, (ok, what) in enumerate(results, 1):
        print("%s %d - %s" % ("ok" if ok else "not ok", i, what))
    return 0 if results and all(ok for ok, _ in results) else 1


if __name__ == "__main__":
    sys.exit(main())
