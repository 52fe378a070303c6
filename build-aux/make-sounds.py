#!/usr/bin/env python3
# build-aux/make-sounds.py: synthesises the game's sounds into data/sounds/.
#
#   build-aux/make-sounds.py [OUTDIR]
#
# Only the Python standard library: every sound is a sum of damped sine
# modes (how a struck piece of wood or a marimba bar rings) plus a short
# noise transient for the attack. A fixed random seed makes the output the
# same on every run, so the committed files can be checked against it.
#
# SPDX-License-Identifier: GPL-3.0-or-later
# The sounds it writes are dedicated to the public domain (CC0-1.0).

import math
import os
import random
import struct
import sys
import wave

RATE = 22050


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def mix(into, sound, at=0.0, gain=1.0):
    """Adds @sound to @into from @at seconds, growing @into as needed."""
    start = int(at * RATE)
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v * gain
    return into


def modes(partials, seconds):
    """Damped sines: partials is a list of (frequency, amplitude, decay in s)."""
    out = []
    n = int(seconds * RATE)
    for i in range(n):
        t = i / RATE
        v = 0.0
        for freq, amp, decay in partials:
            v += amp * math.exp(-t / decay) * math.sin(2 * math.pi * freq * t)
        out.append(v)
    return out


def transient(rng, seconds, decay, tone=0.6):
    """A short burst of low-passed noise: the moment of contact."""
    out = []
    last = 0.0
    for i in range(int(seconds * RATE)):
        t = i / RATE
        last = tone * last + (1 - tone) * rng.uniform(-1, 1)
        out.append(last * math.exp(-t / decay))
    return out


def fade_in(sound, seconds=0.001):
    n = max(1, int(seconds * RATE))
    for i in range(min(n, len(sound))):
        sound[i] *= i / n
    return sound


def click(rng, pitch, weight=1.0, length=0.09):
    """A seed of hard wood falling on a wooden board: a bright inharmonic
    ring that dies within a few tens of milliseconds."""
    partials = [
        (pitch, 0.55, 0.018 * weight),
        (pitch * 2.31, 0.30, 0.010 * weight),
        (pitch * 4.08, 0.15, 0.006 * weight),
        (pitch * 0.52, 0.25 * weight, 0.030 * weight),
    ]
    sound = modes(partials, length)
    mix(sound, transient(rng, 0.012, 0.002), gain=0.35)
    return fade_in(sound)


def bar(freq, seconds, gain=1.0):
    """A marimba-like bar: the fundamental and its fourth harmonic."""
    return fade_in(modes([(freq, 0.7 * gain, seconds / 3.5),
                          (freq * 3.98, 0.18 * gain, seconds / 12),
                          (freq * 9.9, 0.05 * gain, seconds / 30)], seconds), 0.002)


def normalise(sound, peak):
    top = max(abs(v) for v in sound) or 1.0
    return [v * peak / top for v in sound]


def write(outdir, name, sound, peak):
    sound = normalise(sound, peak)
    # Half a hundredth of a second of silence after: no click at the end.
    sound.extend(silence(0.005))
    path = os.path.join(outdir, name + '.wav')
    with wave.open(path, 'wb') as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b''.join(struct.pack('<h', int(round(v * 32767))) for v in sound))
    print(path)


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'sounds')
    os.makedirs(outdir, exist_ok=True)
    rng = random.Random(20260)

    # Four clicks a little apart in pitch and weight: the game picks one
    # per seed, so that a long sowing does not sound like a machine gun.
    for i, (pitch, weight) in enumerate([(880, 1.0), (990, 0.9), (800, 1.1), (1060, 0.85)]):
        write(outdir, 'drop-%d' % (i + 1), click(rng, pitch, weight), 0.35)

    # A seed reaching a store: a lower, fuller knock into the deep pit,
    # then the seed settling on the others.
    store = click(rng, 420, 2.2, 0.25)
    mix(store, click(rng, 690, 0.8), at=0.045, gain=0.35)
    write(outdir, 'store', store, 0.5)

    # A capture: a handful of seeds poured into the store.
    capture = click(rng, 360, 2.6, 0.3)
    at = 0.02
    for _ in range(7):
        mix(capture, click(rng, rng.uniform(600, 1100), rng.uniform(0.7, 1.1)), at=at,
            gain=rng.uniform(0.25, 0.5))
        at += rng.uniform(0.025, 0.05)
    write(outdir, 'capture', capture, 0.55)

    # An extra turn: two bars rising a fourth.
    extra = bar(659.3, 0.35)
    mix(extra, bar(880.0, 0.45), at=0.11)
    write(outdir, 'extra-turn', extra, 0.4)

    # The end of the game: a rising arpeggio that rings out.
    over = []
    for k, freq in enumerate([523.3, 659.3, 784.0, 1046.5]):
        mix(over, bar(freq, 0.9 if k == 3 else 0.5), at=0.13 * k)
    write(outdir, 'game-over', over, 0.45)


if __name__ == '__main__':
    main()
