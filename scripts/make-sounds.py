#!/usr/bin/env python3
"""Synthesises Dhayam's sounds into assets/sounds/*.wav (Python's standard library only).

Every sound is made here from sine waves and seeded noise, so they are ours to share:
CC0 (assets/sounds/LICENCE.txt). The same script writes the same files, byte for byte.
Mono, 16-bit, 24 kHz: each file stays well under 100 KB.

    python3 scripts/make-sounds.py [OUT_DIR]
"""

import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 24_000


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def mix(into, sound, at_seconds, gain=1.0):
    """Adds `sound` into `into` from `at_seconds`, growing `into` as needed."""
    start = int(at_seconds * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, s in enumerate(sound):
        into[start + i] += s * gain
    return into


def tail(t, seconds, fade=0.01):
    """1, falling to 0 over the last `fade` seconds: no sound part stops on a click."""
    return min(1.0, max(0.0, (seconds - t) / fade))


def modes(partials, seconds, rng=None, noise=0.0, noise_decay=0.004):
    """A struck body: decaying sine partials (frequency, amplitude, decay seconds), with an
    optional burst of noise for the contact."""
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        s = sum(a * math.exp(-t / d) * math.sin(2 * math.pi * f * t) for f, a, d in partials)
        if noise and rng is not None:
            s += noise * math.exp(-t / noise_decay) * (rng.random() * 2 - 1)
        out.append(s * tail(t, seconds))
    return out


def wood(rng, pitch, seconds=0.12, crack=0.6):
    """A hard wooden knock: inharmonic partials of a small bar, short decays."""
    return modes(
        [
            (pitch, 1.0, 0.030),
            (pitch * 2.76, 0.55, 0.018),
            (pitch * 5.40, 0.30, 0.010),
            (pitch * 8.93, 0.15, 0.006),
        ],
        seconds,
        rng,
        noise=crack,
    )


def bell(pitch, seconds, decay=0.35, bright=1.0):
    """A small bell: partials at the ratios of a struck plate, the high ones dying first."""
    return modes(
        [
            (pitch, 1.0, decay),
            (pitch * 2.0, 0.45 * bright, decay * 0.6),
            (pitch * 2.76, 0.30 * bright, decay * 0.4),
            (pitch * 5.40, 0.12 * bright, decay * 0.2),
        ],
        seconds,
    )


def pluck(pitch, seconds, decay=0.12):
    """A soft plucked note with a quick attack."""
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        attack = min(1.0, t / 0.004)
        env = attack * math.exp(-t / decay) * tail(t, seconds)
        out.append(env * (math.sin(2 * math.pi * pitch * t) + 0.3 * math.sin(4 * math.pi * pitch * t)))
    return out


def brass(pitch, seconds, rng):
    """A bright horn-like note: harmonics with a slow swell and a little vibrato."""
    out = []
    phase = 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        swell = min(1.0, t / 0.03) * (1.0 if t < seconds - 0.08 else max(0.0, (seconds - t) / 0.08))
        f = pitch * (1 + 0.004 * math.sin(2 * math.pi * 5.5 * t))
        phase += 2 * math.pi * f / RATE
        s = sum(math.sin(k * phase) / k ** 1.1 for k in range(1, 9))
        out.append(swell * s)
    return out


def note(name):
    """Frequency of a note such as 'C5' or 'G4' (equal temperament, A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    octave = int(name[1:])
    return 440.0 * 2 ** ((steps + 12 * (octave - 4)) / 12)


def dice_shake(rng):
    """The two long dice rattling in the hand: many small knocks, thinning out."""
    out = silence(0.42)
    t = 0.0
    while t < 0.36:
        mix(out, wood(rng, rng.uniform(1400, 2600), 0.05, crack=0.8), t, rng.uniform(0.25, 0.6))
        t += rng.uniform(0.012, 0.035)
    return out


def dice_land(rng):
    """The long dice landing: two hard clacks a moment apart, then a small bounce each."""
    out = silence(0.35)
    mix(out, wood(rng, 820, 0.2, crack=0.9), 0.0, 1.0)
    mix(out, wood(rng, 1010, 0.2, crack=0.9), 0.045, 0.85)
    mix(out, wood(rng, 830, 0.12, crack=0.5), 0.13, 0.35)
    mix(out, wood(rng, 1000, 0.1, crack=0.5), 0.19, 0.22)
    return out


def shell(rng, pitch, seconds=0.06, crack=0.5):
    """A cowrie knocking on a cowrie or the board: a light, glassy click, its partials far
    apart and dying at once, with a sharp scrape of noise."""
    return modes(
        [
            (pitch, 1.0, 0.010),
            (pitch * 2.31, 0.7, 0.006),
            (pitch * 4.13, 0.45, 0.004),
            (pitch * 6.9, 0.2, 0.0025),
        ],
        seconds,
        rng,
        noise=crack,
        noise_decay=0.0015,
    )


def shells_shake(rng):
    """Four cowries shaken in cupped hands: a dense, bright clatter, lighter than the dice."""
    out = silence(0.5)
    t = 0.0
    while t < 0.44:
        mix(out, shell(rng, rng.uniform(2800, 4600), 0.04, crack=0.7), t, rng.uniform(0.2, 0.55))
        t += rng.uniform(0.006, 0.02)
    return out


def shells_land(rng):
    """Four cowries falling on the board: four clicks spread out, each skittering to a stop."""
    out = silence(0.45)
    for k, at in enumerate([0.0, 0.03, 0.052, 0.085]):
        pitch = rng.uniform(2400, 3600)
        mix(out, shell(rng, pitch, 0.08, crack=0.8), at, 1.0 - 0.1 * k)
        # The skitter: a few ever quieter, quicker ticks as the shell rocks and slides.
        t, gain = at + 0.05, 0.4
        while gain > 0.05:
            mix(out, shell(rng, pitch * rng.uniform(1.0, 1.3), 0.03, crack=0.4), t, gain)
            t += rng.uniform(0.018, 0.04)
            gain *= 0.6
    return out


def step(rng):
    """A pawn set down on a square: one light tick."""
    return wood(rng, 1500, 0.07, crack=0.3)


def enter(_rng):
    """A pawn entering: two rising plucked notes."""
    out = silence(0.3)
    mix(out, pluck(note("G4"), 0.2), 0.0, 0.8)
    mix(out, pluck(note("D5"), 0.25), 0.07, 0.9)
    return out


def cut(rng):
    """A cut: a sharp knock, a low thump under a hard crack."""
    out = silence(0.25)
    mix(out, modes([(140, 1.0, 0.05), (95, 0.6, 0.07)], 0.25), 0.0, 1.0)
    mix(out, wood(rng, 2100, 0.12, crack=1.2), 0.0, 0.9)
    return out


def centre(_rng):
    """A pawn at the centre: a small bell."""
    out = silence(0.8)
    mix(out, bell(note("E6"), 0.8, decay=0.3), 0.0)
    return out


def throw_again(_rng):
    """Throw again: two quick rising blips."""
    out = silence(0.3)
    mix(out, pluck(note("C6"), 0.12, decay=0.04), 0.0)
    mix(out, pluck(note("G6"), 0.18, decay=0.06), 0.08)
    return out


def king(rng):
    """The King's fanfare: a rising call, then the chord held."""
    out = silence(1.6)
    for i, (n, length) in enumerate([("G4", 0.14), ("C5", 0.14), ("E5", 0.14), ("G5", 0.3)]):
        mix(out, brass(note(n), length, rng), 0.15 * i, 0.8)
    for n in ("C5", "E5", "G5", "C6"):
        mix(out, brass(note(n), 0.85, rng), 0.75, 0.45)
    mix(out, bell(note("C7"), 0.7, decay=0.25, bright=0.6), 0.75, 0.4)
    return out


def your_turn(_rng):
    """Your turn: a short soft two-note chime."""
    out = silence(0.55)
    mix(out, bell(note("A5"), 0.4, decay=0.15, bright=0.4), 0.0, 0.8)
    mix(out, bell(note("E6"), 0.45, decay=0.18, bright=0.4), 0.11, 0.8)
    return out


def time_short(rng):
    """Time is short: three quick ticks of a clock, the last a little higher."""
    out = silence(0.5)
    for i, pitch in enumerate((1900, 1900, 2300)):
        mix(out, wood(rng, pitch, 0.08, crack=0.4), 0.14 * i, 0.7 + 0.15 * (i == 2))
    return out


# File name, how to make it, peak level (0..1; the steps stay quiet, they come in runs).
SOUNDS = [
    ("dice-shake", dice_shake, 0.55),
    ("dice-land", dice_land, 0.85),
    ("shells-shake", shells_shake, 0.5),
    ("shells-land", shells_land, 0.8),
    ("step", step, 0.35),
    ("enter", enter, 0.6),
    ("cut", cut, 0.9),
    ("centre", centre, 0.6),
    ("throw-again", throw_again, 0.55),
    ("king", king, 0.8),
    ("your-turn", your_turn, 0.5),
    ("time-short", time_short, 0.5),
]


def write(path, samples, peak):
    top = max(abs(s) for s in samples) or 1.0
    # A 5 ms fade at the end, so no file stops on a click.
    fade = int(0.005 * RATE)
    for i in range(fade):
        samples[-1 - i] *= i / fade
    frames = b"".join(struct.pack("<h", round(s / top * peak * 32767)) for s in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main():
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "assets" / "sounds"
    out.mkdir(parents=True, exist_ok=True)
    for name, make, peak in SOUNDS:
        rng = random.Random(name)
        path = out / f"{name}.wav"
        write(path, make(rng), peak)
        print(f"{path}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
