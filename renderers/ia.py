"""Imperial Assault skirmish picture: the map (terrain, walls, doors, zones, terminals, crates), every figure with
its damage and conditions, the line of sight of the last attack, and a side panel (round, VP, hands, the last
attack's dice with the surges spent and the cards played, the latest log lines). Pure Pillow on a view of
bot.games.ia (docs/ia.md). `alt_text(view)` says the same in one paragraph.

render(view)               -> the whole map and the panel
render_board(view, crop=)  -> the same, or with crop="action" the phone picture: on a map larger than a phone
                              shows well, the part holding the figures (and the last attack) plus a margin
png(view, crop=)           -> PNG bytes of render_board (Discord's board picture asks for crop="action")
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from bot.games.ia.dice import dice
from renderers.common.colors import ACCENT, BACKGROUND, GOOD, LOST, PANEL, RGB, TEXT, TEXT_DIM, WARNING
from renderers.common.encode import animation_bytes, png_bytes
from renderers.common.fonts import font
from renderers.common.gridbox import Box, box_around, fits_phone
from renderers.common.text import ellipsize, wrap

CELL = 40
PAD = 12
PANEL_W = 320
HEADER = 34
SEAT_COLOURS: dict[str, RGB] = {"p1": (214, 72, 72), "p2": (72, 140, 230)}
TERRAIN: dict[str, RGB] = {
    ".": (58, 62, 72),
    "d": (52, 84, 130),
    "p": (70, 52, 58),
    "#": (150, 40, 40),
    "l": (58, 62, 72),
}
ZONE: dict[str, RGB] = {"red": (120, 50, 50), "blue": (50, 70, 120)}
DIE_COLOURS: dict[str, RGB] = {
    "red": (200, 50, 50),
    "blue": (50, 110, 210),
    "green": (60, 160, 80),
    "yellow": (220, 190, 40),
    "black": (30, 30, 30),
    "white": (235, 235, 235),
}
CONDITION_MARK = {"stunned": "S", "bleeding": "B", "focused": "F", "weakened": "W", "hidden": "H"}
SHORT = {"accuracy": "a", "damage": "d", "surge": "s", "block": "b", "evade": "e", "dodge": "X"}


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
    for kind, colour, mark in (("terminals", (60, 200, 210), "T"), ("crates", (160, 110, 60), "C")):
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
    cards = view.get("cards", {})
    active = (view.get("act") or {}).get("figure")
    f_big, f_small = font(11, bold=True), font(9, bold=True)
    for fid in sorted(view["figures"]):
        f = view["figures"][fid]
        if f["pos"] is None:
            continue
        x0, y0 = _xy(f["pos"], ox, oy)
        colour = SEAT_COLOURS.get(f["owner"], ACCENT)
        card = cards.get(f["card"], {})
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
        initials = "".join(w[0] for w in str(card.get("name", "?")).split()[:2]).upper()
        d.text((x0 + 10, y0 + 9), initials, font=f_big, fill=(255, 255, 255))
        d.text((x0 + 12, y0 + 22), fid.split("-")[1], font=f_small, fill=(255, 255, 255))
        health = int(card.get("health", 1))
        if f["damage"]:
            frac = min(1.0, f["damage"] / max(1, health))
            d.rectangle((x0 + 2, y0 + CELL - 6, x0 + CELL - 3, y0 + CELL - 3), fill=(30, 30, 30))
            d.rectangle((x0 + 2, y0 + CELL - 6, x0 + 2 + int((CELL - 5) * frac), y0 + CELL - 3), fill=WARNING)
        marks = "".join(CONDITION_MARK.get(c, "?") for c in f["conditions"])
        if marks:
            d.text((x0 + CELL - 12, y0 + 1), marks, font=f_small, fill=ACCENT)


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


def _face_text(colour: str, face: int) -> str:
    symbols = dice()[colour].faces[face].symbols
    if not symbols:
        return "-"
    return " ".join(f"{SHORT[k]}{v}" if k == "accuracy" or v > 1 else SHORT[k] for k, v in symbols.items())


def _panel(img: Image.Image, view: Mapping[str, Any], x: int, y: int, height: int) -> None:
    d = ImageDraw.Draw(img)
    d.rectangle((x, y, x + PANEL_W, y + height), fill=PANEL)
    bold, body, small = font(14, bold=True), font(12), font(11)
    cy = y + 8
    for seat in ("p1", "p2"):
        p = view["players"].get(seat, {})
        mark = " (initiative)" if view.get("initiative") == seat else ""
        d.rectangle((x + 8, cy + 3, x + 18, cy + 13), fill=SEAT_COLOURS[seat])
        counts = f"hand {p.get('hand_count', 0)}, deck {p.get('deck_count', 0)}"
        line = f"{seat} {p.get('affiliation', '')}: {p.get('vp', 0)} VP, {counts}{mark}"
        d.text((x + 24, cy), ellipsize(d, line, body, PANEL_W - 30), font=body, fill=TEXT)
        cy += 20
        if "hand" in p:
            d.text(
                (x + 24, cy),
                ellipsize(d, "your hand: " + ", ".join(p["hand"]), small, PANEL_W - 30),
                font=small,
                fill=GOOD,
            )
            cy += 16
    cy += 6
    last = view.get("last_attack")
    if last:
        d.text((x + 8, cy), f"Last attack: {last['attacker']} -> {last['target']}", font=bold, fill=ACCENT)
        cy += 22
        for side in ("attack", "defense"):
            cx = x + 8
            for colour, face in last["dice"][side]:
                fill = DIE_COLOURS.get(colour, LOST)
                d.rounded_rectangle((cx, cy, cx + 46, cy + 22), 4, fill=fill, outline=(0, 0, 0))
                ink = (0, 0, 0) if colour in ("white", "yellow") else (255, 255, 255)
                d.text((cx + 3, cy + 4), _face_text(colour, face), font=small, fill=ink)
                cx += 50
            cy += 28
        res = last.get("result", {})
        verdict = f"miss ({res['miss']})" if res.get("miss") else f"{res.get('damage', 0)} damage"
        extra = [f"surges: {', '.join(last['spent'])}" if last.get("spent") else "no surge spent"]
        if last.get("played"):
            extra.append("cards: " + ", ".join(last["played"]))
        for line in [verdict, *extra]:
            for part in wrap(d, line, body, PANEL_W - 16):
                d.text((x + 8, cy), part, font=body, fill=TEXT)
                cy += 16
        cy += 6
    d.text((x + 8, cy), "Log", font=bold, fill=TEXT_DIM)
    cy += 20
    for line in reversed(view.get("log", [])[-12:]):
        for part in wrap(d, line, small, PANEL_W - 16)[:2]:
            if cy > y + height - 14:
                return
            d.text((x + 8, cy), part, font=small, fill=TEXT)
            cy += 14


def _header(view: Mapping[str, Any]) -> str:
    r = view.get("result")
    if r:
        return f"Round {view['round']}: over, {', '.join(r['winners']) or 'draw'} ({r['reason']})"
    step = view.get("last_move")  # only an animation frame's view has it (the game's frame_view): name its step
    if isinstance(step, Mapping):
        last = view.get("last_attack")
        if isinstance(last, Mapping):
            return f"Round {view['round']} - {last['attacker']} attacks {last['target']}"
        return f"Round {view['round']} - {step.get('figure')} activates"
    return f"Round {view['round']} - {view['mission']} - {view.get('turn', '')} to act"


def render(view: Mapping[str, Any]) -> Image.Image:
    board = view["board"]
    map_w, map_h = board["width"] * CELL, board["height"] * CELL
    width = PAD * 2 + 14 + map_w + PAD + PANEL_W
    height = max(HEADER + 14 + map_h + PAD, 520)
    img = Image.new("RGB", (width, height), BACKGROUND)
    d = ImageDraw.Draw(img)
    d.text(
        (PAD, 8), ellipsize(d, _header(view), font(16, bold=True), width - 2 * PAD), font=font(16, bold=True), fill=TEXT
    )
    ox, oy = PAD + 14, HEADER + 14
    _map(d, board, view, ox, oy)
    _sight_lines(d, view, ox, oy)
    _figures(d, view, ox, oy)
    _panel(img, view, ox + map_w + PAD, HEADER, height - HEADER - PAD)
    return img


# At CELL = 40 px, 16 squares (640 px of map beside the 320 px panel) is about what a phone shows legibly; our
# 16 x 12 starter map fits, so only larger (user-made) maps are cropped.


def figures_box(view: Mapping[str, Any]) -> Box:
    """The squares of every placed figure, the last attack's sight lines and, while deploying, the zones, plus
    CROP_MARGIN, on the map; the whole map when it fits a phone or nothing is there to show."""
    board = view["board"]
    width, height = int(board["width"]), int(board["height"])
    if fits_phone(width, height):
        return 0, 0, width, height
    squares: list[tuple[int, int]] = []
    for f in view["figures"].values():
        if f["pos"] is not None:  # a large base: its far corner too
            w, h = f.get("dims") or (1, 1)
            squares += [(int(f["pos"][0]), int(f["pos"][1])), (int(f["pos"][0]) + w - 1, int(f["pos"][1]) + h - 1)]
    for point in (view.get("last_attack") or {}).get("lines") or []:  # lattice corners: the squares they touch
        squares += [(int(point[0]) - 1, int(point[1]) - 1), (int(point[0]), int(point[1]))]
    if view.get("phase") in ("zone", "deploy"):
        areas = board.get("areas") or {}
        squares += [(int(sq[0]), int(sq[1])) for zone in ("red", "blue") for sq in areas.get(zone, [])]
    return box_around(squares, width, height)


def render_board(view: Mapping[str, Any], *, crop: Any = None) -> Image.Image:
    """The picture (`crop=None`), or the phone picture (`crop="action"`): the map cut to `figures_box`, with its
    own row and column numbers, the header saying which squares it shows, and the panel."""
    full = render(view)
    if crop is None:
        return full
    board = view["board"]
    x0, y0, x1, y1 = figures_box(view)
    if (x0, y0, x1, y1) == (0, 0, board["width"], board["height"]):
        return full
    ox, oy = PAD + 14, HEADER + 14
    map_w, map_h = (x1 - x0) * CELL, (y1 - y0) * CELL
    width = ox + map_w + PAD + PANEL_W
    height = max(oy + map_h + PAD, 520)
    img = Image.new("RGB", (width, height), BACKGROUND)
    img.paste(full.crop((ox + x0 * CELL, oy + y0 * CELL, ox + x1 * CELL, oy + y1 * CELL)), (ox, oy))
    d = ImageDraw.Draw(img)
    bold = font(16, bold=True)
    title = f"{_header(view)} - squares {x0}-{x1 - 1} x {y0}-{y1 - 1} of {board['width']}x{board['height']}"
    d.text((PAD, 8), ellipsize(d, title, bold, width - 2 * PAD), font=bold, fill=TEXT)
    label = font(9)
    for i, x in enumerate(range(x0, x1)):
        d.text((ox + i * CELL + CELL // 2 - 3, oy - 12), str(x), font=label, fill=TEXT_DIM)
    for j, y in enumerate(range(y0, y1)):
        d.text((ox - 12, oy + j * CELL + CELL // 2 - 5), str(y), font=label, fill=TEXT_DIM)
    _panel(img, view, ox + map_w + PAD, HEADER, height - HEADER - PAD)
    return img


def png(view: Mapping[str, Any], *, crop: Any = None) -> bytes:
    return png_bytes(render_board(view, crop=crop))


MAX_FRAMES = 40  # a round animation samples at most this many pictures (bounded size and time)
FRAME_MS = 900


def render_round(views: Sequence[Mapping[str, Any]], fmt: str = "webp") -> bytes:
    """A round step by step: one picture per view (sampled evenly beyond MAX_FRAMES), looping, the last lingering."""
    if not views:
        raise ValueError("a round animation needs at least one view")
    n = len(views)
    picked = (
        [views[round(i * (n - 1) / (MAX_FRAMES - 1))] for i in range(MAX_FRAMES)] if n > MAX_FRAMES else list(views)
    )
    frames = [render(v) for v in picked]
    durations = [FRAME_MS] * len(frames)
    durations[-1] = FRAME_MS * 3
    return animation_bytes(frames, durations, fmt)


def alt_text(view: Mapping[str, Any], limit: int = 1024) -> str:
    """One paragraph: round, score, what part of which map the phone picture shows, each side's figures with
    damage and conditions (figures still to place while deploying), the last attack."""
    parts = [_header(view) + "."]
    board = view["board"]
    x0, y0, x1, y1 = figures_box(view)
    shown = f"Map {board.get('name') or board.get('id', '')}, {board['width']}x{board['height']} squares"
    if (x0, y0, x1, y1) != (0, 0, board["width"], board["height"]):
        shown += f"; the picture shows squares {x0}-{x1 - 1} across, {y0}-{y1 - 1} down"
    parts.append(shown + ".")
    cards = view.get("cards", {})
    deploying = view.get("phase") in ("initiative", "zone", "deploy")
    for seat in ("p1", "p2"):
        p = view["players"].get(seat, {})
        figs = []
        for fid in sorted(view["figures"]):
            f = view["figures"][fid]
            if f["owner"] != seat or f["pos"] is None:
                continue
            c = cards.get(f["card"], {})
            cond = f" {'/'.join(f['conditions'])}" if f["conditions"] else ""
            where = f"{f['pos'][0]},{f['pos'][1]}"
            if f.get("dims"):  # a large base: its far corner too
                where += f"-{f['pos'][0] + f['dims'][0] - 1},{f['pos'][1] + f['dims'][1] - 1}"
            figs.append(f"{c.get('name', f['card'])} {fid} at {where} ({f['damage']}/{c.get('health', '?')}{cond})")
        waiting = sum(1 for f in view["figures"].values() if f["owner"] == seat and f["pos"] is None)
        zone = (view.get("zones") or {}).get(seat)
        if deploying and waiting:
            figs.append(f"{waiting} figure(s) still to place" + (f" in the {zone} zone" if zone else ""))
        parts.append(f"{seat}: {p.get('vp', 0)} VP; " + ("; ".join(figs) or "no figures left") + ".")
    last = view.get("last_attack")
    if last:
        res = last.get("result", {})
        verdict = f"missed ({res['miss']})" if res.get("miss") else f"dealt {res.get('damage', 0)} damage"
        parts.append(f"Last attack: {last['attacker']} on {last['target']} {verdict}.")
    text = " ".join(parts)
    return text if len(text) <= limit else text[: limit - 1] + "…"
