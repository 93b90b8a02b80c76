#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Generates data/stampswap/tiles.ini (165 tiles, spread evenly).
colors = ["purple", "yellow", "blue", "green", "brown"]
themes = ["space", "monuments", "animals", "flowers", "vehicles"]
out = ["# The 165 Stamp Swap tiles (docs/rules/stampswap.md).  Generated evenly: within each kind",
       "# the colour cycles fastest and the theme shifts every five stamps, so every",
       "# colour/theme pair appears once per 25 coloured stamps.",
       "# Stamps= lists the stamps printed on the tile in the position syntax of",
       "# docs/save-format.md; a double tile lists two small squares (left/top first).",
       "", "[Tiles]", "Format=1", "Count=165", ""]
tid = 0
counter = 0  # global stamp counter for even spread
def attrs(i):
    return colors[i % 5], themes[(i + i // 5) % 5]
def stamp(kind, i, special, v):
    c, t = attrs(i)
    if special == "rare":
        return "%s/rare:%d" % (kind, 5 + v % 3)
    if special == "canceled":
        return "%s/%s/%s:canceled" % (kind, c, t)
    if special == "faded":
        return "%s/%s/%s:%d" % (kind, c, t, -(1 + v % 3))
    return "%s/%s/%s:%d" % (kind, c, t, 1 + v % 4)
def emit(kind, w, h, stamps):
    global tid
    tid += 1
    out.append("[Tile:%d]" % tid)
    out.append("Kind=%s" % kind)
    out.append("Size=%dx%d" % (w, h))
    out.append("Stamps=%s" % ";".join(stamps))
    out.append("")
# special pattern per index within kind: every 10th rare-ish
def special_of(j, n, n_rare, n_canc, n_faded):
    # spread specials evenly: positions chosen by stride
    if j % (n // n_rare) == n // n_rare - 1 and j // (n // n_rare) < n_rare: return "rare"
    if j % (n // n_canc) == 2 and j // (n // n_canc) < n_canc: return "canceled"
    if j % (n // n_faded) == 5 % (n // n_faded) and j // (n // n_faded) < n_faded: return "faded"
    return None
specs = [("small-square", 30, [(2, 2)], 2, 3, 3),
         ("large-square", 30, [(3, 3)], 2, 3, 3),
         ("short-rect", 60, [(2, 3), (3, 2)], 4, 6, 6),
         ("long-rect", 30, [(2, 4), (4, 2)], 2, 3, 3)]
for kind, n, sizes, nr, nc, nf in specs:
    k = 0
    for j in range(n):
        w, h = sizes[j % len(sizes)]
        sp = special_of(j, n, nr, nc, nf)
        if kind == "long-rect" and j % 5 == 1:   # 6 double tiles, 3 per orientation
            s1 = stamp("small-square", 2 * (j // 5) + 1, None, j)
            s2 = stamp("small-square", 2 * (j // 5) + 13, None, j + 1)
            emit(kind, w, h, [s1, s2])
            continue
        emit(kind, w, h, [stamp(kind, k, sp, j)])
        if sp != "rare":
            k += 1
for j in range(15):
    emit("forever", 1, 1, ["forever"])
assert tid == 165
import os
open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "tiles.ini"), "w").write("\n".join(out))
