"""Starfighter picture: both cruisers facing each other with their offset, the stacks per sector with their visible
halves, damage tokens, shields, Draw icons, armour; and the private picture of one's hand.

`render(view) -> PIL.Image` draws a view of bot.games.starfighter (docs/starfighter.md): the viewer's board at the
bottom (a spectator sees south there), the other board at the top, drawn so that both boards' stacks grow toward
the centre line, as at the table (digest §17). Global columns run across; facing columns are lit, columns with no
opposite sector are greyed. Each card shows its visible halves: fighters (a red cross on a damaged one), effect
icons, shields (filled when they hold a token), force field; a covered upper half is hidden by the card above, as on
the table. `alt_text(view)` says the same in one paragraph; `render_private(view)` draws the viewer's hand.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from renderers.common.canvas import Canvas
from renderers.common.colors import ACCENT, BACKGROUND, GOOD, LOST, PANEL, SHIELD, TEXT, TEXT_DARK, TEXT_DIM, WARNING
from renderers.common.fonts import font

WIDTH = 900
PAD = 12
HEADER = 44
HALF = 26  # height of one card half; a card is two halves, each card covers the half below it
ROWS = 4
BOARD_H = (ROWS + 1) * HALF + 8
INFO = 24
HEIGHT = HEADER + 2 * (BOARD_H + INFO) + 28
GREEN = (64, 160, 92)
BLUE = (62, 116, 196)
BACK = (96, 100, 112)
EFFECT_ABBR = {
    "draw": "+1",
    "lateral": "<>",
    "vertical": "^",
    "free": "*",
    "rotate": "R",
    "destroy": "X",
    "damage_enemy": "E!",
    "damage_own": "O!",
    "barrel_roll": "B",
    "fighter_damage": "F!",
}
_FONTS: dict[tuple[int, bool], Any] = {}


def _font(size: int, bold: bool = False) -> Any:
    key = (size, bold)
    if key not in _FONTS:
        _FONTS[key] = font(size, bold)
    return _FONTS[key]


def _columns(view: Mapping[str, Any]) -> tuple[int, int]:
    """The lowest and highest global column (0-based) either board occupies."""
    offset = int(view["offset"])
    return min(0, offset), max(4, 4 + offset)


def _bottom_seat(view: Mapping[str, Any]) -> str:
    seats = view["seats"]
    return str(view["viewer"]) if view.get("viewer") in seats else str(seats[0])


def _x_of(view: Mapping[str, Any], col: int, width: float) -> float:
    low, high = _columns(view)
    mirrored = _bottom_seat(view) != view["seats"][0]  # north at the bottom: its own left on the left
    index = (high - col) if mirrored else (col - low)
    return PAD + 70 + index * width


def _half(
    draw: ImageDraw.ImageDraw, x: float, y: float, w: float, half: Mapping[str, Any], dmg: int, shield: int
) -> None:
    """One visible half: fighters (damaged ones crossed), effects, shields and force field, in one line."""
    cx = x + 4
    cy = y + HALF / 2
    fighters = int(half.get("fighters", 0))
    for n in range(fighters):
        r = 5
        draw.polygon([(cx, cy + r), (cx + r, cy - r), (cx + 2 * r, cy + r)], fill=TEXT)
        if n < dmg:
            draw.line([(cx - 1, cy - r - 1), (cx + 2 * r + 1, cy + r + 1)], fill=WARNING, width=3)
            draw.line([(cx - 1, cy + r + 1), (cx + 2 * r + 1, cy - r - 1)], fill=WARNING, width=3)
        cx += 2 * r + 3
    for effect in half.get("effects", ()):
        label = EFFECT_ABBR.get(str(effect), "?")
        draw.rounded_rectangle([cx, cy - 8, cx + 20, cy + 8], radius=3, fill=ACCENT)
        draw.text((cx + 10, cy), label, fill=TEXT_DARK, font=_font(11, True), anchor="mm")
        cx += 23
    shields = int(half.get("shields", 0))
    for n in range(shields):
        box = [cx, cy - 6, cx + 9, cy + 6]
        draw.ellipse(box, outline=SHIELD, fill=SHIELD if n < shield else None, width=2)
        cx += 11
    if half.get("force_field"):
        draw.ellipse([cx, cy - 8, cx + 16, cy + 8], outline=SHIELD, width=3)


def _card(
    draw: ImageDraw.ImageDraw, x: float, y: float, w: float, entry: Mapping[str, Any], flip: bool, last: bool = False
) -> None:
    """A card whose positional lower half starts at y (growing toward the centre: up for the bottom board)."""
    colour = BACK
    if entry["side"] == "face":
        colour = GREEN if entry.get("colour") == "green" else BLUE
    top_card = len(entry["visible"]) == 2
    h = 2 * HALF if top_card else HALF
    y0, y1 = (y - h, y) if not flip else (y, y + h)
    draw.rounded_rectangle(
        [x, y0, x + w, y1], radius=4, fill=colour, outline=ACCENT if last else TEXT_DARK, width=3 if last else 1
    )
    lower = "upper" if entry["rot"] else "lower"
    upper = "lower" if entry["rot"] else "upper"
    shield_left = int(entry.get("shield", 0))
    for k, printed in enumerate((lower, upper) if top_card else (lower,)):
        hy = (y - (k + 1) * HALF) if not flip else (y + k * HALF)
        half = entry.get(printed) or {}
        _half(draw, x + 2, hy, w, half, int(entry["dmg"].get(printed, 0)), shield_left)
        shield_left = max(0, shield_left - int(half.get("shields", 0)))
    label = entry.get("card") or ("?" if "hidden_face" not in entry else f"({entry['hidden_face']})")
    if entry["rot"]:
        label += " ⟲"
    ly = y - 10 if not flip else y + 10
    draw.text((x + w - 3, ly), label, fill=TEXT, font=_font(10), anchor="rm")


def _board(
    draw: ImageDraw.ImageDraw, view: Mapping[str, Any], seat: str, base_y: float, flip: bool, width: float
) -> None:
    side = view["sides"][seat]
    cruiser = side.get("cruiser")
    facing_cols = {int(c) for c in _facing_columns(view)}
    for sector, stack in enumerate(side["board"]):
        col = int(side["columns"][sector])
        x = _x_of(view, col, width) + 3
        w = width - 6
        rows = cruiser["sectors"][sector]["rows"] if cruiser else ROWS
        draws = cruiser["sectors"][sector]["draw"] if cruiser else []
        lit = col in facing_cols
        for level in range(rows):
            y = base_y - (level + 1) * HALF if not flip else base_y + level * HALF
            draw.rectangle([x, y, x + w, y + HALF], outline=PANEL if lit else LOST, width=1)
            draw.text((x + 2, y + 2), str(level), fill=TEXT_DIM if lit else LOST, font=_font(9))
            if level in draws and len(stack) <= level:
                draw.text((x + w / 2, y + HALF / 2), "+1", fill=GOOD, font=_font(12, True), anchor="mm")
        last = (view.get("last") or {}).get("inst")
        for level, entry in enumerate(stack):
            y = base_y - level * HALF if not flip else base_y + level * HALF
            _card(draw, x, y, w, entry, flip, entry["inst"] == last)  # the card just played, hit or moved
        ly = base_y + 4 if not flip else base_y - 16
        draw.text((x + w / 2, ly), f"{sector + 1}", fill=TEXT if lit else LOST, font=_font(12, True), anchor="mt")


def _facing_columns(view: Mapping[str, Any]) -> list[int]:
    return [int(a) for a, _b in view["facing"]]


def _side_line(view: Mapping[str, Any], seat: str) -> str:
    side = view["sides"][seat]
    cruiser = side.get("cruiser") or {}
    armour = f"{side['armour']}/{cruiser.get('armour_max', '?')}"
    marker = " ★ initiative" if view.get("initiative") == seat else ""
    passed = " (passed)" if seat in view.get("passed", []) else ""
    return (
        f"{seat.upper()} {cruiser.get('name', '—')}: armour {armour} · hand {side['hand']} · set aside {side['aside']}"
        f" · deck {side['deck']} · discard {side['discard']} · draws next {side['draws_next']}{marker}{passed}"
    )


def _header(view: Mapping[str, Any]) -> str:
    result = view.get("result")
    if result:
        who = ", ".join(result["winners"]) or "nobody (draw)"
        return f"Round {view['round']} · game over: {who} wins ({result['reason']})"
    mode = str(view["mode"]).replace("_", " ")
    text = f"{mode.title()} · round {view['round']} · {view['phase']}"
    if view["phase"] == "deploy":
        text += f" · {view['turn']} to play"
    battle = view.get("battle")
    if battle and battle.get("take"):
        text += f" · battle {battle['i'] + 1}/{len(battle['cols'])}, takes {battle['take']}"
    return text + f" · offset {view['offset']}"


def render(view: Mapping[str, Any]) -> Image.Image:
    img = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = Canvas(img)
    low, high = _columns(view)
    width = (WIDTH - 2 * PAD - 70) / (high - low + 1)
    draw.text((PAD, 14), _header(view), fill=TEXT, font=_font(16, True))
    bottom = _bottom_seat(view)
    top = next(s for s in view["seats"] if s != bottom)
    centre = HEADER + INFO + BOARD_H + 14
    for col in range(low, high + 1):
        x = _x_of(view, col, width)
        lit = col in _facing_columns(view)
        draw.rectangle([x + 1, HEADER + INFO, x + width - 1, HEIGHT - INFO - 8], fill=PANEL if lit else BACKGROUND)
        draw.text((x + width / 2, centre), f"col {col - low + 1}", fill=TEXT_DIM, font=_font(10), anchor="mm")
    draw.line([(PAD + 70, centre), (WIDTH - PAD, centre)], fill=TEXT_DIM, width=1)
    _board(draw, view, top, centre - 8 - BOARD_H + HALF, True, width)
    _board(draw, view, bottom, centre + 8 + BOARD_H - HALF, False, width)
    draw.text((PAD, HEADER + 4), _side_line(view, top), fill=TEXT, font=_font(12))
    draw.text((PAD, HEIGHT - INFO - 2), _side_line(view, bottom), fill=TEXT, font=_font(12))
    for seat, y in ((top, HEADER + INFO + BOARD_H / 2), (bottom, HEIGHT - INFO - BOARD_H / 2 - 8)):
        armour = view["sides"][seat]["armour"]
        draw.text((PAD + 4, y), f"{armour}", fill=WARNING if armour <= 0 else ACCENT, font=_font(22, True), anchor="lm")
    return img


def render_private(view: Mapping[str, Any]) -> Image.Image | None:
    """The viewer's hand (the private picture of a deployment prompt), one card per slot with both halves."""
    seat = view.get("viewer")
    if not isinstance(seat, str) or seat not in view.get("seats", ()):
        return None
    hand = view["sides"][seat].get("hand_cards") or []
    if not hand:
        return None
    per_row = 6
    cw, ch = (WIDTH - 2 * PAD) / per_row, 2 * HALF + 22
    rows = (len(hand) + per_row - 1) // per_row
    hidden = [
        f"sector {n + 1} level {e['level']}: {e['hidden_face']}"
        for n, stack in enumerate(view["sides"][seat]["board"])
        for e in stack
        if "hidden_face" in e
    ]
    img = Image.new("RGB", (WIDTH, int(36 + rows * (ch + 8) + (22 if hidden else 0))), BACKGROUND)
    draw = Canvas(img)
    draw.text((PAD, 10), f"{seat.upper()}: your hand ({len(hand)})", fill=TEXT, font=_font(15, True))
    for n, card in enumerate(hand):
        x = PAD + (n % per_row) * cw
        y = 36 + (n // per_row) * (ch + 8)
        colour = GREEN if card.get("colour") == "green" else BLUE
        draw.rounded_rectangle([x + 2, y, x + cw - 4, y + ch], radius=5, fill=colour)
        draw.text((x + 6, y + 3), f"{card['card']} · L{card['level']}", fill=TEXT, font=_font(12, True))
        _half(draw, x + 4, y + 18, cw, card.get("upper") or {}, 0, 0)
        _half(draw, x + 4, y + 18 + HALF, cw, card.get("lower") or {}, 0, 0)
    if hidden:  # the faces of one's own cards played back up (digest §17.10)
        line = "Your face-down cards: " + ", ".join(hidden)
        draw.text((PAD, img.height - 18), line, fill=TEXT_DIM, font=_font(12))
    return img


def alt_text(view: Mapping[str, Any], limit: int = 1024) -> str:
    parts = [_header(view) + "."]
    for seat in view["seats"]:
        side = view["sides"][seat]
        stacks = []
        for n, stack in enumerate(side["board"]):
            if stack:
                cards = "/".join(e.get("card") or "back" for e in stack)
                stacks.append(f"s{n + 1}: {cards}")
        parts.append(_side_line(view, seat) + (" · " + ", ".join(stacks) if stacks else " · empty board") + ".")
    text = " ".join(parts)
    return text if len(text) <= limit else text[: limit - 1] + "…"
