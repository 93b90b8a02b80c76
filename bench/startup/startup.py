#!/usr/bin/env python3
"""startup.py PHILATELIA BARE_WINDOW [RUNS] — time from launch to first frame.

Run it inside an X server (xvfb-run). Each program is started RUNS times,
alternating, and timed from the spawn to its "first-frame" line; the
medians and their ratio are printed. The budget (README.md, "Hacking"): ratio <= 1.2.
The fastest runs are printed too: on a shared machine the medians move
with the neighbours' load, the minimums much less.
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time


def first_frame_seconds(argv, env):
    start = time.monotonic()
    with subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                          env=env, text=True) as process:
        for line in process.stdout:
            if line.strip() == "first-frame":
                elapsed = time.monotonic() - start
                process.terminate()
                return elapsed
    raise RuntimeError(f"{argv[0]} exited without a first frame")


def main():
    philatelia, bare = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 9
    home = tempfile.mkdtemp(prefix="philatelia-bench-")
    env = dict(os.environ,
               PHILATELIA_EXIT_AFTER_FIRST_FRAME="1",
               GSETTINGS_BACKEND="memory",
               XDG_DATA_HOME=os.path.join(home, "data"),
               XDG_STATE_HOME=os.path.join(home, "state"),
               XDG_CONFIG_HOME=os.path.join(home, "config"))
    times = {"philatelia": [], "bare": []}
    # One warm-up each, so both start with the same disk cache.
    first_frame_seconds([philatelia], env)
    first_frame_seconds([bare], env)
    for _ in range(runs):
        times["philatelia"].append(first_frame_seconds([philatelia], env))
        times["bare"].append(first_frame_seconds([bare], env))
    app = statistics.median(times["philatelia"])
    floor = statistics.median(times["bare"])
    print(f"[Startup]")
    print(f"Runs={runs}")
    print(f"PhilateliaMedianMs={app * 1000:.1f}")
    print(f"BareWindowMedianMs={floor * 1000:.1f}")
    print(f"Ratio={app / floor:.2f}")
    print(f"PhilateliaMinMs={min(times['philatelia']) * 1000:.1f}")
    print(f"BareWindowMinMs={min(times['bare']) * 1000:.1f}")
    print(f"MinRatio={min(times['philatelia']) / min(times['bare']):.2f}")
    print(f"Budget=1.20")


if __name__ == "__main__":
    main()
