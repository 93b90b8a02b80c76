#!/usr/bin/env python3
# make-sounds.py — writes the countdown tick and the auction bell as small
# 8-bit mono WAV files (run once; the WAVs are committed and shipped in the
# view's GResource).  SPDX-License-Identifier: GPL-3.0-or-later
import math, struct, wave

RATE = 22050

def write(name, samples):
    with wave.open(name, 'wb') as w:
        w.setnchannels(1)
        w.setsampwidth(1)
        w.setframerate(RATE)
        w.writeframes(bytes(max(0, min(255, int(128 + 127 * s))) for s in samples))

def tick():
    n = int(RATE * 0.035)
    for i in range(n):
        t = i / RATE
        env = math.exp(-t * 160)
        yield 0.8 * env * (math.sin(2 * math.pi * 2200 * t) * 0.6 + math.sin(2 * math.pi * 3400 * t) * 0.4)

def bell():
    n = int(RATE * 0.8)
    partials = [(1.0, 1.0), (2.76, 0.5), (5.4, 0.25), (8.93, 0.12)]
    base = 1320.0
    for i in range(n):
        t = i / RATE
        attack = min(1.0, t / 0.003)
        s = sum(a * math.exp(-t * (3.5 + 2.5 * k)) * math.sin(2 * math.pi * base * f * t)
                for k, (f, a) in enumerate(partials))
        yield 0.55 * attack * s

write('tick.wav', tick())
write('bell.wav', bell())
