#!/usr/bin/env python3
"""check-game-ids.py — a game is its folders plus one line.

The program (src/, bench/, fuzz/, .ci/ and every meson.build) names a game
by its id only in the games list of the top-level meson.build, and in the
game's own folders: src/games/<id>/, bench/<id>/, ui/games/<id>/ and its
tests, tests/<id>/ and tests/<id>-view/ (docs/adding-a-game.md).  Tests
that compare several games may name them as data (the search tests link
a toy game's engine), so of the rest of tests/ only the foreach lines of
tests/meson.build are read: its per-game test folders come from `games`.

Ids are matched as code tokens, not English words: identifiers
(phl_<id>_, PHL_<ID>_, Phl<Id>), file names (phl-<id>-…), string literals
("<id>", '<id>') and paths (<id>/).  "The auction's bell" in a
comment is fine; "auction/phl-auction.h" is not.

Usage: check-game-ids.py SOURCE_DIR
"""
import pathlib
import re
import sys

SCANNED = ("src", "bench", "fuzz", ".ci")
SKIPPED = ("fuzz/corpus",)         # inputs for the fuzzers: data, not code
TEXT_SUFFIXES = {".c", ".h", ".in", ".sh", ".py", ".build", ".txt", ".xml", ".supp", ""}
LIST = re.compile(r"^\s*games\s*\+?=\s*\[(?P<ids>[^\]]*)\]", re.M)


def game_ids(root):
    """The ids of the one list: every `games = [...]` and `games += [...]`
    of the top-level meson.build (a development game is added there)."""
    text = (root / "meson.build").read_text(encoding="utf-8")
    ids = []
    for match in LIST.finditer(text):
        ids += re.findall(r"'([a-z0-9_]+)'", match.group("ids"))
    return ids


def token_pattern(game):
    cap = game[:1].upper() + game[1:]
    g = re.escape(game)
    return re.compile(
        r"(?<![A-Za-z0-9_])(?:"
        rf"phl_{g}_|PHL_{g.upper()}_|Phl{re.escape(cap)}(?![a-z0-9_])"   # identifiers
        rf"|phl-{g}[-.]"                                                   # file names
        rf"|[\"']{g}[\"']"                                                  # string literals
        rf"|{g}/"                                                          # paths
        r")")


def own_folders(ids):
    folders = []
    for game in ids:
        folders += [f"src/games/{game}/", f"bench/{game}/", f"ui/games/{game}/",
                    f"tests/{game}/", f"tests/{game}-view/"]
    return tuple(folders)


def files_to_read(root):
    for top in SCANNED:
        for path in sorted((root / top).rglob("*")):
            if path.is_file() and path.suffix in TEXT_SUFFIXES:
                yield path
    for path in sorted(root.rglob("meson.build")):
        relative = path.relative_to(root).as_posix()
        if relative.startswith(SCANNED) or relative.startswith(("build", ".git")):
            continue
        if relative.startswith("tests/") and relative != "tests/meson.build":
            continue
        yield path


def main():
    root = pathlib.Path(sys.argv[1]).resolve()
    ids = game_ids(root)
    if not ids:
        print("check-game-ids: no `games = [ … ]` list in meson.build")
        return 1
    patterns = {game: token_pattern(game) for game in ids}
    folders = own_folders(ids)
    problems = []
    for path in files_to_read(root):
        relative = path.relative_to(root).as_posix()
        if relative.startswith(folders) or relative.startswith(SKIPPED):
            continue
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except UnicodeDecodeError:
            continue
        for number, line in enumerate(lines, 1):
            if relative == "meson.build" and LIST.match(line):
                continue
            if relative == "tests/meson.build" and not line.lstrip().startswith("foreach"):
                continue
            for game, pattern in patterns.items():
                if pattern.search(line):
                    problems.append(f"{relative}:{number}: names the game “{game}”: {line.strip()}")
    for problem in problems:
        print(problem)
    if problems:
        print(f"check-game-ids: {len(problems)} place(s) outside the games' folders name a game; "
              "reach it through its registration (docs/adding-a-game.md)")
        return 1
    print(f"check-game-ids: {', '.join(ids)} named only in the games list and their own folders")
    return 0


if __name__ == "__main__":
    sys.exit(main())
