"""The Imperial Assault map: terrain, walls, doors, zones, terminals, crates, every figure with its damage and
conditions, the line of sight of the last attack; the header above it and the panel (panel.py) beside it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from renderers.common.colors import ACCENT, BACKGROUND, RGB, TEXT, TEXT_DIM, WARNING
from renderers.common.fonts import font
from renderers.common.text import ellipsize
from renderers.common.words import say
from renderers.ia.panel import panel
from renderers.ia.style import CELL, HEADER, PAD, PANEL_W, SEAT_COLOURS
from renderers.ia.words import card_name, condition_marks, header, initials

TERRAIN: dict[str, RGB] = {
    ".": (58, 62, 72),
    "d": (52, 84, 130),
    "p": (70, 52, 58),
    "#": (150, 40, 40),
    "l": (58, 62, 72),
}
ZONE: dict[str, RGB] = {"red": (120, 50, 50), "blue": (50, 70, 120)}


def _xy(sq: Sequence[int], ox: int, oy: int) -> tuple[int, int]:
    return ox + sq[0] * CELL, oy + sq[1] * CELL


def _map(d: ImageDraw.ImageDraw, board: Mapping[str, Any], view: Mapping[str, Any], ox: int, oy: int) -> None:
    w, h = board["width"], board["height"]
    zones = {name: {tuple(sq) for sq in squares} for name, squares in (board.get("areas") or {}).items()}
    for y, row in enumerate(board["cells"]):
        for x, ch in enumerate(row):
            x0, y0 = _xy((x, y), ox, oy)
            fill = TERRAIN.get(ch, TERRAIN["."])
            d.rectangle((x0, y0, x0 + CELL - 1, y0 + CELL - 1), fill=fill, outline=(40, 43, 52))
            for name, colour in ZONE.items():
                if (x, y) in zones.get(name, set()):
                    d.rectangle((x0 + 2, y0 + 2, x0 + CELL - 3, y0 + CELL - 3), outline=colour, width=2)
            if ch == "#":  # blocking: solid red lines (L970), hatched
                d.rectangle((x0, y0, x0 + CELL - 1, y0 + CELL - 1), outline=WARNING, width=2)
                d.line((x0, y0, x0 + CELL - 1, y0 + CELL - 1), fill=WARNING, width=1)
                d.line((x0, y0 + CELL - 1, x0 + CELL - 1, y0), fill=WARNING, width=1)
            if ch == "d":  # difficult: solid blue outline (L1380)
                d.rectangle((x0 + 1, y0 + 1, x0 + CELL - 2, y0 + CELL - 2), outline=(80, 170, 255), width=1)
            if ch == "p":  # impassable: a dotted red outline (L822)
                for i in range(0, CELL, 6):
                    d.point(
                        [(x0 + i, y0 + 1), (x0 + i, y0 + CELL - 2), (x0 + 1, y0 + i), (x0 + CELL - 2, y0 + i)],
                        fill=WARNING,
                    )
    for x1, y1, x2, y2 in board.get("walls", []):
        d.line((ox + x1 * CELL, oy + y1 * CELL, ox + x2 * CELL, oy + y2 * CELL), fill=(235, 235, 235), width=5)
    number = font(11, bold=True)
    for n, door in enumerate(board.get("doors", []), start=1):
        x1, y1, x2, y2 = door["edge"]
        colour = (120, 120, 120) if door.get("open") else (255, 150, 40)
        d.line(
            (ox + x1 * CELL, oy + y1 * CELL, ox + x2 * CELL, oy + y2 * CELL),
            fill=colour,
            width=3 if door.get("open") else 7,
        )
        # the number the "open door N" choices use
        d.text((ox + (x1 + x2) * CELL / 2 + 4, oy + (y1 + y2) * CELL / 2 + 2), str(n), fill=colour, font=number)
    small = font(10, bold=True)
    for kind, colour in (("terminals", (60, 200, 210)), ("crates", (160, 110, 60))):
        mark = say(f"ia.mark.{kind}")  # T / Т, C / Я (the panel's legend says which is which)
        for sq in view.get(kind, []):
            x0, y0 = _xy(sq, ox, oy)
            d.rectangle((x0 + 3, y0 + 3, x0 + 15, y0 + 15), fill=colour)
            d.text((x0 + 6, y0 + 3), mark, font=small, fill=(0, 0, 0))
    label = font(9)
    for x in range(w):
        d.text((ox + x * CELL + CELL // 2 - 3, oy - 12), str(x), font=label, fill=TEXT_DIM)
    for y in range(h):
        d.text((ox - 12, oy + y * CELL + CELL // 2 - 5), str(y), font=label, fill=TEXT_DIM)


def _figures(d: ImageDraw.ImageDraw, view: Mapping[str, Any], ox: int, oy: int) -> None:
    active = (view.get("act") or {}).get("figure")
    f_big, f_small = font(11, bold=True), font(9, bold=True)
    for fid in sorted(view["figures"]):
        f = view["figures"][fid]
        if f["pos"] is None:
            continue
        x0, y0 = _xy(f["pos"], ox, oy)
        colour = SEAT_COLOURS.get(f["owner"], ACCENT)
        card = view.get("cards", {}).get(f["card"], {})
        outline = ACCENT if fid == active else (20, 20, 20)
        w, h = f.get("dims") or (1, 1)
        if (w, h) == (1, 1):
            d.ellipse(
                (x0 + 4, y0 + 4, x0 + CELL - 4, y0 + CELL - 4),
                fill=colour,
                outline=outline,
                width=3 if fid == active else 1,
            )
        else:  # a large base across every space it covers (L747)
            d.rounded_rectangle(
                (x0 + 4, y0 + 4, x0 + w * CELL - 4, y0 + h * CELL - 4),
                12,
                fill=colour,
                outline=outline,
                width=3 if fid == active else 1,
            )
        d.text((x0 + 10, y0 + 9), initials(card_name(view, f["card"])), font=f_big, fill=(255, 255, 255))
        d.text((x0 + 12, y0 + 22), fid.split("-")[1], font=f_small, fill=(255, 255, 255))
        health = int(card.get("health", 1))
        if f["damage"]:
            frac = min(1.0, f["damage"] / max(1, health))
            d.rectangle((x0 + 2, y0 + CELL - 6, x0 + CELL - 3, y0 + CELL - 3), fill=(30, 30, 30))
            d.rectangle((x0 + 2, y0 + CELL - 6, x0 + 2 + int((CELL - 5) * frac), y0 + CELL - 3), fill=WARNING)
        marks = condition_marks(f["conditions"])
        if marks:  # right-aligned: two marks (or a two-letter one) stay on the figure's square
            d.text((x0 + CELL - 2, y0 + 1), marks, font=f_small, fill=ACCENT, anchor="ra")


def _sight_lines(d: ImageDraw.ImageDraw, view: Mapping[str, Any], ox: int, oy: int) -> None:
    last = view.get("last_attack")
    if not last:
        return
    figures = view["figures"]
    a, t = figures.get(last["attacker"], {}), figures.get(last["target"], {})
    lines = last.get("lines")
    if lines:
        p, q1, q2 = lines
        for q in (q1, q2):
            d.line((ox + p[0] * CELL, oy + p[1] * CELL, ox + q[0] * CELL, oy + q[1] * CELL), fill=ACCENT, width=2)
    elif a.get("pos") and t.get("pos"):  # adjacent (or the target left the map): centre to centre
        (ax, ay), (tx, ty) = _xy(a["pos"], ox, oy), _xy(t["pos"], ox, oy)
        d.line((ax + CELL // 2, ay + CELL // 2, tx + CELL // 2, ty + CELL // 2), fill=ACCENT, width=2)


def draw(view: Mapping[str, Any]) -> Image.Image:
    """The whole map and the panel, in the current picture language (renderers/common/words.py)."""
    board = view["board"]
    map_w, map_h = board["width"] * CELL, board["height"] * CELL
    width = PAD * 2 + 14 + map_w + PAD + PANEL_W
    height = max(HEADER + 14 + map_h + PAD, 520)
    img = Image.new("RGB", (width, height), BACKGROUND)
    d = ImageDraw.Draw(img)
    d.text(
        (PAD, 8), ellipsize(d, header(view), font(16, bold=True), width - 2 * PAD), font=font(16, bold=True), fill=TEXT
    )
    ox, oy = PAD + 14, HEADER + 14
    _map(d, board, view, ox, oy)
    _sight_lines(d, view, ox, oy)
    _figures(d, view, ox, oy)
    panel(img, view, ox + map_w + PAD, HEADER, height - HEADER - PAD)
    return img
