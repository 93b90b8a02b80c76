#!/usr/bin/env python3
# stamps-pick.py — reads a STAMPS autosave and prints where to click for a
# good placement of the seat to act: "HANDX HANDY CELLX CELLY STEPS ACTION".
#
# The grid is rebuilt from the save's [Grid] text (cropped to the stamps)
# and its action list (game coordinates: the start square is (0,0)..(1,1)),
# then mapped to pixels as PhlStampsCanvas does on a 1280x800 screen: the
# stamps plus their ring fitted into the board area, cells at most 104 px.
# With --occupied it prints the pixel "X Y" of the start square's first stamp.
import sys

BOARD = (17.0, 110.0, 853.0, 522.0)   # x, y, width, height on screen
HAND = [(85, 726), (201, 726)]        # centres of the two hand stamps
DIRS = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]


def read(path):
    groups, group = {}, None
    for line in open(path, encoding='utf-8'):
        line = line.rstrip('\n')
        if line.startswith('['):
            group = line.strip('[]')
            groups[group] = {}
        elif '=' in line and group is not None:
            k, v = line.split('=', 1)
            groups[group][k] = v
    return groups


def main():
    g = read(sys.argv[1])
    actions = [g['Actions']['Action%d' % i] for i in range(1, int(g['Actions'].get('Count', '0')) + 1)]
    cells = [(0, 0), (1, 1)]
    for a in actions:
        x, y = a[2:].split(',')
        cells.append((int(x), int(y)))
    min_x = min(c[0] for c in cells)
    min_y = min(c[1] for c in cells)
    grid = {}
    rows = sorted((k for k in g['Grid'] if k.startswith('Row')), key=lambda k: int(k[3:]))
    for r, key in enumerate(rows):
        for c, letter in enumerate(g['Grid'][key].split()):
            if letter != '.':
                grid[(min_x + c, min_y + r)] = letter
    seat = int(g['Match']['Current'])
    hand = g['Player%d' % seat].get('Hand', '')
    xs = [c[0] for c in grid]
    ys = [c[1] for c in grid]
    legal = sorted({(x + dx, y + dy) for (x, y) in grid for dx, dy in DIRS[::2]
                    if (x + dx, y + dy) not in grid}, key=lambda c: (c[1], c[0]))

    def steps(color, x, y):
        total = 0
        for dx, dy in DIRS:
            n, cx, cy = 0, x + dx, y + dy
            while (cx, cy) in grid and grid[(cx, cy)] != color:
                n, cx, cy = n + 1, cx + dx, cy + dy
            if (cx, cy) in grid:
                total += n
        return total

    best = max(((steps(col, x, y), i, col, x, y) for i, col in enumerate(hand) for x, y in legal),
               key=lambda t: t[0])
    n, i, col, x, y = best
    bx, by, bw, bh = BOARD
    cols = max(max(xs) - min(xs) + 3, 5)
    nrows = max(max(ys) - min(ys) + 3, 4)
    cell = min(bw / cols, bh / nrows, 104.0)
    cx = (min(xs) + max(xs) + 1) / 2.0
    cy = (min(ys) + max(ys) + 1) / 2.0
    gx0 = bx + bw / 2 - cx * cell
    gy0 = by + bh / 2 - cy * cell
    if '--occupied' in sys.argv:
        print(int(gx0 + 0.5 * cell), int(gy0 + 0.5 * cell))
        return
    print(HAND[i][0], HAND[i][1], int(gx0 + (x + 0.5) * cell), int(gy0 + (y + 0.5) * cell), n,
          '%s@%d,%d' % (col, x, y))


main()
