#!/usr/bin/env python3
"""Draws assets/icon.png, the Dhayam app icon: the 7x7 board with its four coloured homes,
the crosses, and two long dice laid across it. Standard library only."""
import struct
import zlib
from pathlib import Path

N = 256
img = [[(0, 0, 0, 0)] * N for _ in range(N)]

def put(x, y, c):
    if 0 <= x < N and 0 <= y < N:
        img[y][x] = c

def rect(x0, y0, x1, y1, c):
    for y in range(int(y0), int(y1)):
        for x in range(int(x0), int(x1)):
            put(x, y, c)

def rounded(x0, y0, x1, y1, r, c):
    for y in range(int(y0), int(y1)):
        for x in range(int(x0), int(x1)):
            dx = max(x0 + r - x, 0, x - (x1 - r - 1))
            dy = max(y0 + r - y, 0, y - (y1 - r - 1))
            if dx * dx + dy * dy <= r * r:
                put(x, y, c)

def line(x0, y0, x1, y1, w, c):
    steps = int(max(abs(x1 - x0), abs(y1 - y0)) * 2) + 1
    for i in range(steps + 1):
        t = i / steps
        x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
        rect(x - w / 2, y - w / 2, x + w / 2, y + w / 2, c)

def disc(cx, cy, r, c):
    for y in range(int(cy - r), int(cy + r) + 1):
        for x in range(int(cx - r), int(cx + r) + 1):
            if (x - cx) ** 2 + (y - cy) ** 2 <= r * r:
                put(x, y, c)

WOOD = (112, 84, 56, 255)
SQUARE = (248, 240, 222, 255)
CENTRE = (236, 214, 170, 255)
SEATS = {(6, 3): (196, 64, 52, 255), (3, 6): (56, 142, 86, 255),
         (0, 3): (222, 168, 34, 255), (3, 0): (52, 104, 176, 255)}
CROSSES = {(0, 3), (3, 0), (3, 6), (6, 3), (1, 1), (1, 5), (5, 1), (5, 5), (3, 3)}

rounded(8, 8, 248, 248, 22, WOOD)
cell = 32
o = 16
for r in range(7):
    for c in range(7):
        x0, y0 = o + c * cell + 1, o + r * cell + 1
        fill = SEATS.get((r, c), CENTRE if (r, c) == (3, 3) else SQUARE)
        rect(x0, y0, x0 + cell - 2, y0 + cell - 2, fill)
        if (r, c) in CROSSES:
            line(x0 + 4, y0 + 4, x0 + cell - 6, y0 + cell - 6, 2, WOOD)
            line(x0 + cell - 6, y0 + 4, x0 + 4, y0 + cell - 6, 2, WOOD)

IVORY = (250, 244, 230, 255)
EDGE = (150, 110, 70, 255)
PIP = (150, 30, 30, 255)
for (y, pips) in ((92, 3), (140, 2)):
    rounded(40, y, 216, y + 28, 10, EDGE)
    rounded(42, y + 2, 214, y + 26, 9, IVORY)
    for k in range(pips):
        x = 90 + k * (76 / max(pips - 1, 1)) if pips > 1 else 128
        disc(x, y + 14, 6, PIP)

raw = b"".join(b"\x00" + b"".join(struct.pack("BBBB", *px) for px in row) for row in img)

def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", N, N, 8, 6, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
Path(__file__).with_name("icon.png").write_bytes(png)
