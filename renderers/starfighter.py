"""Starfighter picture: both cruisers facing each other with their offset, the stacks per sector with their visible
halves, damage tokens, shields, Draw icons, armour; and the private picture of one's hand.

`render(view) -> PIL.Image` draws a view of bot.games.starfighter (docs/starfighter.md): the viewer's board at the
bottom (a spectator sees south there), the other board at the top, drawn so that both boards' stacks grow toward
the centre line, as at the table (digest §17). Global columns run across; facing columns are lit, columns with no
opposite sector are greyed. Each card shows its visible halves: fighters (a red cross on a damaged one), effect
icons, shields (filled when they hold a token), force field; a covered upper half is hidden by the card above, as on
the table. `alt_text(view)` says the same in one paragraph; `render_private(view)` draws the viewer's hand.
Each takes `locale=`: every word from the pictures' catalog (`sf.*`) or the game's own (modes, sides), cruiser
names from data in the reader's language (`name_ru`), numbers per locale (a real minus for a negative armour).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from bot.games.starfighter.texts import TEXTS
from renderers.common.canvas import Canvas
from renderers.common.colors import ACCENT, BACKGROUND, GOOD, LOST, PANEL, SHIELD, TEXT, TEXT_DARK, TEXT_DIM, WARNING
from renderers.common.fonts import font
from renderers.common.text import ellipsize
from renderers.common.words import game_say, say, speaking

WIDTH = 900
PAD = 12
HEADER = 44
HALF = 26  # height of one card half; a card is two halves, each card covers the half below it
ROWS = 4
BOARD_H = (ROWS + 1) * HALF + 8
INFO = 24
LEGEND_ROW = 20  # a row of the private picture's legend of effect marks
HEIGHT = HEADER + 2 * (BOARD_H + INFO) + 28
GREEN = (64, 160, 92)
BLUE = (62, 116, 196)
BACK = (96, 100, 112)
# the short marks of the effect icons, per language in the catalog (sf-mark-*: "R" rotate, «П» поворот)
EFFECTS = (
    "draw",
    "lateral",
    "vertical",
    "free",
    "rotate",
    "destroy",
    "damage_enemy",
    "damage_own",
    "barrel_roll",
    "fighter_damage",
)
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
        label = say(f"sf.mark.{effect}") if effect in EFFECTS else "?"
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


def _seat(seat: str) -> str:
    """A side as the game's catalog names it (South, «Юг»)."""
    return game_say(TEXTS, f"seat.{seat}")


def _cruiser(cruiser: Mapping[str, Any]) -> Any:
    """The cruiser's name in the picture's language (its `name_msg` carries name_ru), "—" before it is chosen."""
    return cruiser.get("name_msg") or cruiser.get("name") or "—"


def _side_line(view: Mapping[str, Any], seat: str) -> str:
    side = view["sides"][seat]
    cruiser = side.get("cruiser") or {}
    line = say(
        "sf.side",
        seat=_seat(seat).upper(),
        cruiser=_cruiser(cruiser),
        armour=int(side["armour"]),
        max=cruiser.get("armour_max", "?"),
        hand=int(side["hand"]),
        aside=int(side["aside"]),
        deck=int(side["deck"]),
        discard=int(side["discard"]),
        draws=int(side["draws_next"]),
    )
    if view.get("initiative") == seat:
        line += " " + say("sf.initiative")
    if seat in view.get("passed", []):
        line += " " + say("sf.passed")
    return line


def _header(view: Mapping[str, Any]) -> str:
    result = view.get("result")
    if result:
        reason = say(f"sf.reason.{result['reason']}")
        if not result["winners"]:
            return say("sf.over_draw", round=view["round"], reason=reason)
        who = ", ".join(_seat(w) for w in result["winners"])
        return say("sf.over", round=view["round"], seat=who, reason=reason)
    parts = [
        game_say(TEXTS, f"mode.{view['mode']}"),
        say("sf.round", round=view["round"]),
        say(f"sf.phase.{view['phase']}"),
    ]
    if view["phase"] == "deploy":
        parts.append(say("sf.to_play", seat=_seat(str(view["turn"]))))
    battle = view.get("battle")
    take = (battle or {}).get("take") or {}  # damage tokens a side still has to place in the battle under way
    left = ", ".join(say("sf.tokens", seat=_seat(s), n=int(n)) for s, n in take.items() if n)
    if battle and left:
        parts.append(say("sf.battle", i=battle["i"] + 1, n=len(battle["cols"]), left=left))
    parts.append(say("sf.offset", offset=int(view["offset"])))
    return " · ".join(parts)


def render(view: Mapping[str, Any], *, locale: str | None = None) -> Image.Image:
    """The public picture, its words in `locale` (else the language being drawn in)."""
    with speaking(locale):
        return _render(view)


def _render(view: Mapping[str, Any]) -> Image.Image:
    img = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = Canvas(img)
    low, high = _columns(view)
    width = (WIDTH - 2 * PAD - 70) / (high - low + 1)
    header, size = _shrunk(draw, _header(view), 16)
    draw.text((PAD, 14 + (16 - size) // 2), header, fill=TEXT, font=_font(size, True))
    bottom = _bottom_seat(view)
    top = next(s for s in view["seats"] if s != bottom)
    centre = HEADER + INFO + BOARD_H + 14
    for col in range(low, high + 1):
        x = _x_of(view, col, width)
        lit = col in _facing_columns(view)
        draw.rectangle([x + 1, HEADER + INFO, x + width - 1, HEIGHT - INFO - 8], fill=PANEL if lit else BACKGROUND)
        label = say("sf.col", n=col - low + 1)
        draw.text((x + width / 2, centre), label, fill=TEXT_DIM, font=_font(10), anchor="mm")
    draw.line([(PAD + 70, centre), (WIDTH - PAD, centre)], fill=TEXT_DIM, width=1)
    _board(draw, view, top, centre - 8 - BOARD_H + HALF, True, width)
    _board(draw, view, bottom, centre + 8 + BOARD_H - HALF, False, width)
    draw.text((PAD, HEADER + 4), _fitted(draw, _side_line(view, top), 12), fill=TEXT, font=_font(12))
    draw.text((PAD, HEIGHT - INFO - 2), _fitted(draw, _side_line(view, bottom), 12), fill=TEXT, font=_font(12))
    for seat, y in ((top, HEADER + INFO + BOARD_H / 2), (bottom, HEIGHT - INFO - BOARD_H / 2 - 8)):
        armour = int(view["sides"][seat]["armour"])
        colour = WARNING if armour <= 0 else ACCENT
        draw.text((PAD + 4, y), say("number", n=armour), fill=colour, font=_font(22, True), anchor="lm")
    return img


def _fitted(draw: ImageDraw.ImageDraw, text: str, size: int, bold: bool = False) -> str:
    """A line cut with "…" where it would leave the picture (a long Russian line; English fits as it is)."""
    return ellipsize(draw, text, _font(size, bold), WIDTH - 2 * PAD)


def _shrunk(draw: ImageDraw.ImageDraw, text: str, size: int) -> tuple[str, int]:
    """A bold line in the largest of a few sizes that holds it whole (a Russian battle header runs long), cut
    with "…" only below them."""
    for smaller in (size, size - 2, size - 3):
        if draw.textlength(text, font=_font(smaller, True)) <= WIDTH - 2 * PAD:
            return text, smaller
    return _fitted(draw, text, size - 3, True), size - 3


def render_private(view: Mapping[str, Any], *, locale: str | None = None) -> Image.Image | None:
    """The viewer's hand (the private picture of a deployment prompt), one card per slot with both halves."""
    with speaking(locale):
        return _render_private(view)


def _render_private(view: Mapping[str, Any]) -> Image.Image | None:
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
        say("sf.face_down_at", sector=n + 1, level=int(e["level"]), card=str(e["hidden_face"]))
        for n, stack in enumerate(view["sides"][seat]["board"])
        for e in stack
        if "hidden_face" in e
    ]
    legend = _legend(hand)
    height = 36 + rows * (ch + 8) + len(legend) * LEGEND_ROW + (22 if hidden else 0)
    img = Image.new("RGB", (WIDTH, int(height)), BACKGROUND)
    draw = Canvas(img)
    title = say("sf.hand", seat=_seat(seat).upper(), n=len(hand))
    draw.text((PAD, 10), title, fill=TEXT, font=_font(15, True))
    for n, card in enumerate(hand):
        x = PAD + (n % per_row) * cw
        y = 36 + (n // per_row) * (ch + 8)
        colour = GREEN if card.get("colour") == "green" else BLUE
        draw.rounded_rectangle([x + 2, y, x + cw - 4, y + ch], radius=5, fill=colour)
        label = say("sf.card_level", card=str(card["card"]), level=int(card["level"]))
        draw.text((x + 6, y + 3), label, fill=TEXT, font=_font(12, True))
        _half(draw, x + 4, y + 18, cw, card.get("upper") or {}, 0, 0)
        _half(draw, x + 4, y + 18 + HALF, cw, card.get("lower") or {}, 0, 0)
    y = 36 + rows * (ch + 8)
    for row in legend:  # what the marks on these cards mean, by the rulebook's names of the effects
        for mark, name, x in row:
            draw.rounded_rectangle([PAD + x, y + 2, PAD + x + 20, y + 18], radius=3, fill=ACCENT)
            draw.text((PAD + x + 10, y + 10), mark, fill=TEXT_DARK, font=_font(11, True), anchor="mm")
            draw.text((PAD + x + 25, y + 10), name, fill=TEXT_DIM, font=_font(12), anchor="lm")
        y += LEGEND_ROW
    if hidden:  # the faces of one's own cards played back up (digest §17.10)
        line = say("sf.face_down", cards=", ".join(hidden))
        draw.text((PAD, img.height - 18), _fitted(draw, line, 12), fill=TEXT_DIM, font=_font(12))
    return img


def _legend(hand: list[Mapping[str, Any]]) -> list[list[tuple[str, str, float]]]:
    """The effects on the hand's cards as rows of (mark, name, x), wrapped to the picture's width."""
    present = {str(e) for card in hand for h in ("upper", "lower") for e in (card.get(h) or {}).get("effects", ())}
    rows: list[list[tuple[str, str, float]]] = []
    x = 0.0
    for effect in (e for e in EFFECTS if e in present):
        name = game_say(TEXTS, f"effect.{effect}")
        width = 25 + _font(12).getlength(name) + 16
        if not rows or x + width > WIDTH - 2 * PAD:
            rows.append([])
            x = 0.0
        rows[-1].append((say(f"sf.mark.{effect}"), name, x))
        x += width
    return rows


def alt_text(view: Mapping[str, Any], limit: int = 1024, *, locale: str | None = None) -> str:
    """One paragraph in `locale`: the header, then each side's line with its stacks (back-up cards as "back")."""
    with speaking(locale):
        return _alt_text(view, limit)


def _alt_text(view: Mapping[str, Any], limit: int) -> str:
    parts = [_header(view) + "."]
    for seat in view["seats"]:
        side = view["sides"][seat]
        stacks = []
        for n, stack in enumerate(side["board"]):
            if stack:
                cards = "/".join(str(e.get("card") or say("sf.alt.back")) for e in stack)
                stacks.append(say("sf.alt.stack", sector=n + 1, cards=cards))
        parts.append(_side_line(view, seat) + " · " + (", ".join(stacks) if stacks else say("sf.alt.empty")) + ".")
    text = " ".join(parts)
    return text if len(text) <= limit else text[: limit - 1] + "…"
