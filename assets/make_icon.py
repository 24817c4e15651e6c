#!/usr/bin/env python3
"""Draws the Dhayam app icon and writes every file made from it.

The icon is the 7x7 board on wood, its four coloured homes and the crosses, with the two long
dice (four-sided, pips on their faces) laid across it. This script is the one source of the
icon; run it after changing it and commit what it writes:

    assets/icon.png                                   256 px, built into the program (window icon)
    assets/hicolor/NxN/apps/org.dhayam.Dhayam.png     16 to 512 px, the Linux hicolor theme sizes
    assets/icon.ico                                   16 to 256 px, the Windows .exe and installer
    assets/icon.icns                                  16 to 1024 px, the macOS .app bundle

Needs Pillow (`pip install pillow`).
"""
from pathlib import Path

from PIL import Image, ImageDraw

APP_ID = "org.dhayam.Dhayam"
HERE = Path(__file__).resolve().parent
SIZES = [16, 24, 32, 48, 64, 128, 256, 512]

WOOD = (112, 74, 44)
WOOD_EDGE = (74, 46, 26)
SQUARE = (248, 240, 222)
LINE = (150, 112, 74)
CENTRE = (236, 206, 150)
IVORY = (252, 247, 234)
DIE_EDGE = (120, 84, 50)
PIP = (140, 26, 26)
# Homes of South, East, North and West (row, column), in the game's seat colours.
HOMES = {(6, 3): (196, 64, 52), (3, 6): (56, 142, 86), (0, 3): (222, 168, 34), (3, 0): (52, 104, 176)}
CROSSES = {(1, 1), (1, 5), (5, 1), (5, 5), (3, 3)} | set(HOMES)


def draw(size, detail):
    """The icon at `size` pixels; `detail` False leaves out what vanishes at 16-32 px."""
    s = size / 1024
    img = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)

    def box(x0, y0, x1, y1):
        return [x0 * s, y0 * s, x1 * s - 1, y1 * s - 1]

    d.rounded_rectangle(box(24, 24, 1000, 1000), radius=120 * s, fill=WOOD_EDGE)
    d.rounded_rectangle(box(44, 44, 980, 980), radius=104 * s, fill=WOOD)
    origin, cell, gap = 92, 120, 8
    if not detail:
        # At 16-32 px the grid would be mush: a plain board with the four homes on it.
        d.rectangle(box(origin, origin, origin + 7 * cell, origin + 7 * cell), fill=SQUARE)
    for r in range(7):
        for c in range(7):
            x0, y0 = origin + c * cell + gap / 2, origin + r * cell + gap / 2
            x1, y1 = x0 + cell - gap, y0 + cell - gap
            fill = HOMES.get((r, c), CENTRE if (r, c) == (3, 3) else SQUARE)
            if not detail and (r, c) not in HOMES:
                continue
            if not detail:
                x0, y0, x1, y1 = x0 - gap / 2, y0 - gap / 2, x1 + gap / 2, y1 + gap / 2
            d.rectangle(box(x0, y0, x1, y1), fill=fill)
            if detail and (r, c) in CROSSES:
                m, w = 22, max(1, round(10 * s))
                d.line(box(x0 + m, y0 + m, x1 - m + 1, y1 - m + 1), fill=LINE, width=w)
                d.line([(x1 - m) * s, (y0 + m) * s, (x0 + m) * s, (y1 - m) * s], fill=LINE, width=w)

    # Two long dice across the board, one a little above the other and turned slightly.
    for (y, pips, shift) in ((350, 3, -30), (560, 2, 30)):
        die = Image.new("RGBA", (size, size), (0, 0, 0, 0))
        dd = ImageDraw.Draw(die)
        edge = 12 if detail else 28
        dd.rounded_rectangle(box(150 + shift, y, 874 + shift, y + 130), radius=40 * s, fill=DIE_EDGE)
        dd.rounded_rectangle(
            box(150 + edge + shift, y + edge, 874 - edge + shift, y + 130 - edge), radius=32 * s, fill=IVORY
        )
        if detail:
            # The ridge along the die, the edge between two of its four faces.
            dd.line(box(200 + shift, y + 90, 825 + shift, y + 91), fill=(226, 214, 190), width=max(1, round(6 * s)))
        radius = 30 if detail else 44
        xs = [512 + shift] if pips == 1 else [330 + shift + k * 364 / (pips - 1) for k in range(pips)]
        for x in xs:
            cy = y + 62
            dd.ellipse(box(x - radius, cy - radius, x + radius, cy + radius), fill=PIP)
        die = die.rotate(-6 if shift < 0 else 5, resample=Image.BICUBIC, center=(size / 2, (y + 65) * s))
        img.alpha_composite(die)
    return img


def render(size):
    """Draws at four times the size and scales down, for smooth edges."""
    big = draw(size * 4, detail=size > 32)
    return big.resize((size, size), Image.LANCZOS)


def main():
    images = {size: render(size) for size in SIZES + [1024]}
    images[256].save(HERE / "icon.png", optimize=True)
    for size in SIZES:
        out = HERE / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        out.parent.mkdir(parents=True, exist_ok=True)
        images[size].save(out, optimize=True)
    ico_sizes = [16, 24, 32, 48, 64, 128, 256]
    images[256].save(
        HERE / "icon.ico",
        sizes=[(n, n) for n in ico_sizes],
        append_images=[images[n] for n in ico_sizes if n != 256],
    )
    images[1024].save(
        HERE / "icon.icns",
        append_images=[images[n] for n in (16, 32, 64, 128, 256, 512)],
    )


if __name__ == "__main__":
    main()
