#!/usr/bin/env python3
"""startup.py PHILATELIA BARE_WINDOW [RUNS [PROBE]] — time from launch to first frame.

Run it inside an X server (xvfb-run). Each program is started RUNS times,
alternating, and timed from the spawn to its "first-frame" line; the
medians and their ratio are printed. The budget (README.md, "Hacking"): ratio <= 1.2.
The fastest runs are printed too: on a shared machine the medians move
with the neighbours' load, the minimums much less.

With PROBE (visually-complete.c), "visually complete" instead: each program
runs until its window has not changed for QUIET_MS (STARTUP_QUIET_MS, 1500),
timed from the spawn to the last change on screen, once per renderer in
STARTUP_RENDERERS ("cairo gl"); the goal (docs/performance.md): ratio <= 1.1.
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


def last_change_ms(probe, quiet_ms, argv, env):
    """Milliseconds from the spawn to the last change on screen."""
    out = subprocess.run([probe, str(quiet_ms), "30000"] + argv, env=env, check=True,
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True).stdout
    # The program's own output comes first ("first-frame"); the probe's last.
    line = [line for line in out.splitlines() if line.startswith("first-damage-ms=")][-1]
    fields = dict(item.split("=") for item in line.split())
    return float(fields["last-damage-ms"])


def visually_complete(philatelia, bare, runs, probe, env):
    quiet_ms = int(os.environ.get("STARTUP_QUIET_MS", "1500"))
    print("[VisuallyComplete]")
    print(f"Runs={runs}")
    print(f"QuietMs={quiet_ms}")
    for renderer in os.environ.get("STARTUP_RENDERERS", "cairo gl").split():
        renv = dict(env, GSK_RENDERER=renderer)
        times = {"philatelia": [], "bare": []}
        last_change_ms(probe, quiet_ms, [philatelia], renv)
        last_change_ms(probe, quiet_ms, [bare], renv)
        for _ in range(runs):
            times["philatelia"].append(last_change_ms(probe, quiet_ms, [philatelia], renv))
            times["bare"].append(last_change_ms(probe, quiet_ms, [bare], renv))
        app = statistics.median(times["philatelia"])
        floor = statistics.median(times["bare"])
        name = renderer.capitalize()
        print(f"{name}PhilateliaMedianMs={app:.1f}")
        print(f"{name}BareWindowMedianMs={floor:.1f}")
        print(f"{name}Ratio={app / floor:.2f}")
        print(f"{name}PhilateliaMinMs={min(times['philatelia']):.1f}")
        print(f"{name}BareWindowMinMs={min(times['bare']):.1f}")
        sys.stdout.flush()
    print("Goal=1.10")


def main():
    philatelia, bare = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 9
    home = tempfile.mkdtemp(prefix="philatelia-bench-")
    env = dict(os.environ,
               GSETTINGS_BACKEND="memory",
               XDG_DATA_HOME=os.path.join(home, "data"),
               XDG_STATE_HOME=os.path.join(home, "state"),
               XDG_CONFIG_HOME=os.path.join(home, "config"))
    if len(sys.argv) > 4:
        visually_complete(philatelia, bare, runs, sys.argv[4], env)
        return
    env["PHILATELIA_EXIT_AFTER_FIRST_FRAME"] = "1"
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
