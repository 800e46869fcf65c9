"""The SWM board picture. Squares are CELL pixels; terrain is drawn as the official maps mark it, by coloured
outlines and tints (digest §2.12): green low objects, yellow difficult terrain, orange pits, walls magenta (or red,
A-20), doors as thick bars (open doors hollow)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from renderers.common.colors import ACCENT, BACKGROUND, GOOD, LOST, PANEL, RGB, TEXT, TEXT_DIM, WARNING, mix
from renderers.common.fonts import font
from renderers.common.text import ellipsize
from renderers.common.words import data_text, say, speaking
from renderers.swm.words import figure_name, header, side_title

CELL = 40
MARGIN = 22  # room for the column letters and row numbers
HEADER = 34
PANEL_W = 250
FLOOR: RGB = (52, 56, 66)
GRID: RGB = (70, 75, 88)
BLOCK: RGB = (14, 15, 19)
TERRAIN: dict[str, tuple[RGB, RGB]] = {  # code -> (fill, outline)
    "d": ((84, 78, 46), (250, 210, 60)),
    "l": ((46, 84, 56), (90, 220, 110)),
    "p": ((70, 40, 20), (255, 146, 43)),
}
WALLS: dict[str, RGB] = {"magenta": (230, 60, 200), "red": (235, 50, 50)}
DOOR_CLOSED: RGB = (77, 171, 247)
SIDES: dict[str, tuple[RGB, RGB]] = {
    "light": ((40, 110, 200), (150, 200, 255)),
    "dark": ((170, 40, 40), (255, 150, 150)),
}


def column(x: int) -> str:
    letters, n = "", x
    while True:
        letters = chr(ord("A") + n % 26) + letters
        n = n // 26 - 1
        if n < 0:
            return letters


def square_name(at: Sequence[int]) -> str:
    return f"{column(int(at[0]))}{int(at[1]) + 1}"


def _origin(view: Mapping[str, Any]) -> tuple[int, int]:
    return MARGIN, HEADER + MARGIN


def _px(view: Mapping[str, Any], x: float, y: float) -> tuple[float, float]:
    ox, oy = _origin(view)
    return ox + x * CELL, oy + y * CELL


def _centre(view: Mapping[str, Any], at: Sequence[int], size: int) -> tuple[float, float]:
    return _px(view, at[0] + size / 2, at[1] + size / 2)


def _terrain(d: ImageDraw.ImageDraw, view: Mapping[str, Any]) -> None:
    m = view["map"]
    small = font(10)
    for y, row in enumerate(m["cells"]):
        for x, code in enumerate(row):
            x0, y0 = _px(view, x, y)
            box = (x0, y0, x0 + CELL, y0 + CELL)
            if code == "#":
                d.rectangle(box, fill=BLOCK)
                continue
            fill, outline = TERRAIN.get(code, (FLOOR, GRID))
            d.rectangle(box, fill=fill, outline=GRID)
            if code in TERRAIN:
                d.rectangle((x0 + 2, y0 + 2, x0 + CELL - 2, y0 + CELL - 2), outline=outline, width=2)
    for x in range(m["width"]):
        d.text((_px(view, x + 0.5, 0)[0], HEADER + MARGIN / 2), column(x), font=small, fill=TEXT_DIM, anchor="mm")
    for y in range(m["height"]):
        d.text((MARGIN / 2, _px(view, 0, y + 0.5)[1]), str(y + 1), font=small, fill=TEXT_DIM, anchor="mm")


def _edges(d: ImageDraw.ImageDraw, view: Mapping[str, Any]) -> None:
    m = view["map"]
    wall = WALLS.get(str(m.get("wall_colour")), WALLS["magenta"])
    for x1, y1, x2, y2 in m["walls"]:
        d.line((*_px(view, x1, y1), *_px(view, x2, y2)), fill=wall, width=4)
    for door in m["doors"]:
        x1, y1, x2, y2 = door["edge"]
        a, b = _px(view, x1, y1), _px(view, x2, y2)
        if door["open"]:
            d.line((*a, *b), fill=GOOD, width=2)
        else:
            d.line((*a, *b), fill=DOOR_CLOSED, width=7)


def _path(d: ImageDraw.ImageDraw, view: Mapping[str, Any], sizes: Mapping[str, int]) -> None:
    last = view.get("last") or {}
    path = last.get("path")
    active = view.get("active")
    if not path or len(path) < 2:
        return
    size = sizes.get(str(active), 1) if active else 1
    points = [_centre(view, p, size) for p in path]
    d.line(points, fill=ACCENT, width=3, joint="curve")
    for p in points[:-1]:
        d.ellipse((p[0] - 3, p[1] - 3, p[0] + 3, p[1] + 3), fill=ACCENT)


def _attack(d: ImageDraw.ImageDraw, view: Mapping[str, Any], figs: Mapping[str, Mapping[str, Any]]) -> None:
    a = (view.get("last") or {}).get("attack")
    if not a or a["attacker"] not in figs or a["target"] not in figs:
        return
    att, tgt = figs[a["attacker"]], figs[a["target"]]
    if att["at"] is None or tgt["at"] is None:
        return
    p, q = _centre(view, att["at"], att["size"]), _centre(view, tgt["at"], tgt["size"])
    colour = GOOD if a["hit"] else WARNING
    d.line((*p, *q), fill=colour, width=3)
    for h in a.get("helpers", []):
        if h in figs and figs[h]["at"] is not None:
            d.line((*_centre(view, figs[h]["at"], figs[h]["size"]), *q), fill=mix(colour, BACKGROUND, 0.4), width=1)
    mx, my = (p[0] + q[0]) / 2, (p[1] + q[1]) / 2
    label = say(
        "swm.attack_cover" if a.get("cover") else "swm.attack",
        natural=a["natural"],
        total=a["natural"] + a["attack"],
        defense=a["defense"],
    )
    f = font(12, bold=True)
    w = d.textlength(label, font=f)
    d.rounded_rectangle((mx - w / 2 - 6, my - 10, mx + w / 2 + 6, my + 10), 5, fill=colour)
    d.text((mx, my), label, font=f, fill=(16, 18, 22), anchor="mm")


def _figures(d: ImageDraw.ImageDraw, view: Mapping[str, Any]) -> None:
    f_id = font(12, bold=True)
    for fig in view["figures"]:
        if fig["defeated"] or fig["at"] is None:
            continue
        x0, y0 = _px(view, fig["at"][0], fig["at"][1])
        s = fig["size"] * CELL
        fill, outline = SIDES.get(fig["side"], ((90, 96, 110), TEXT))
        if fig["activated"] and view.get("active") != fig["id"]:
            fill = mix(fill, BACKGROUND, 0.45)
        ring = ACCENT if view.get("active") == fig["id"] else outline
        d.ellipse((x0 + 3, y0 + 3, x0 + s - 3, y0 + s - 3), fill=fill, outline=ring, width=3 if ring is ACCENT else 2)
        d.text((x0 + s / 2, y0 + s / 2 - 4), fig["id"], font=f_id, fill=TEXT, anchor="mm")
        frac = max(0.0, min(1.0, fig["hp"] / max(1, fig["max_hp"])))
        bar = (x0 + 6, y0 + s - 10, x0 + s - 6, y0 + s - 6)
        d.rectangle(bar, fill=LOST)
        d.rectangle((bar[0], bar[1], bar[0] + (bar[2] - bar[0]) * frac, bar[3]), fill=GOOD if frac > 0.5 else WARNING)
        for i in range(min(fig["force"], 6)):
            cx = x0 + 8 + i * 6
            d.ellipse((cx - 2, y0 + 5, cx + 2, y0 + 9), fill=(120, 200, 255))


def _panel(img: Image.Image, d: ImageDraw.ImageDraw, view: Mapping[str, Any], x: int) -> None:
    d.rectangle((x, HEADER, img.width, img.height), fill=PANEL)
    f, fb = font(12), font(13, bold=True)
    y = HEADER + 8
    for side in ("light", "dark"):
        _, outline = SIDES[side]
        d.text((x + 10, y), side_title(side), font=fb, fill=outline)
        y += 18
        for fig in view["figures"]:
            if fig["side"] != side:
                continue
            colour = LOST if fig["defeated"] else (TEXT_DIM if fig["activated"] else TEXT)
            where = square_name(fig["at"]) if fig["at"] else "-"
            if fig["defeated"]:
                where = say("swm.defeated", figure=figure_name(fig))
            force = say("swm.force", n=fig["force"]) if fig["force"] else ""
            line = say(
                "swm.line", id=fig["id"], name=data_text(fig), hp=fig["hp"], max=fig["max_hp"], force=force, where=where
            )
            d.text((x + 12, y), ellipsize(d, line, f, PANEL_W - 20), font=f, fill=colour)
            y += 16
        if not any(fig["side"] == side for fig in view["figures"]):
            squad = (view.get("squads") or {}).get(side)
            d.text((x + 12, y), say("swm.squad_locked" if squad == "locked" else "swm.picking"), font=f, fill=TEXT_DIM)
            y += 16
        y += 8


def render(view: Mapping[str, Any], *, locale: str | None = None) -> Image.Image:
    """The board and the squads' panel, every word in `locale` (docs/texts.md, Pictures)."""
    with speaking(locale):
        return _render(view)


def _render(view: Mapping[str, Any]) -> Image.Image:
    m = view["map"]
    board_w = MARGIN + m["width"] * CELL + 8
    board_h = HEADER + MARGIN + m["height"] * CELL + 8
    width = board_w + PANEL_W
    height = max(board_h, HEADER + 30 + 18 * (len(view["figures"]) + 6))
    img = Image.new("RGB", (width, height), BACKGROUND)
    d = ImageDraw.Draw(img)
    d.text(
        (10, HEADER / 2),
        ellipsize(d, header(view), font(15, bold=True), width - 20),
        font=font(15, bold=True),
        fill=TEXT,
        anchor="lm",
    )
    figs = {f["id"]: f for f in view["figures"]}
    sizes = {f["id"]: int(f["size"]) for f in view["figures"]}
    _terrain(d, view)
    _edges(d, view)
    _path(d, view, sizes)
    _figures(d, view)
    _attack(d, view, figs)
    _panel(img, d, view, board_w)
    return img
