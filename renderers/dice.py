"""Small die-face icons for roll results, and the /odds bar chart. Pure: data in, PIL image out.

`dice_strip(icons)` takes DieIcon objects or their JSON (bot/quick/common.py): kind, face, state, was.
`odds_chart(odds_json)` takes OddsResult.to_json() (bot/quick/odds.py).
Both take `locale=`: their words (the chart's title and key, Imperial Assault's face letters) come from the
pictures' catalog, drawn in DejaVu Sans (Cyrillic; Pillow's bundled font has none).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from renderers.common.fonts import font as common_font
from renderers.common.words import say, speaking

Colour = tuple[int, int, int]

BACKGROUND: Colour = (47, 49, 54)  # Discord dark embed grey
_DIE_FILL: dict[str, Colour] = {
    "xwing-attack": (178, 34, 34),
    "xwing-defense": (34, 139, 34),
    "ia-red": (190, 40, 40),
    "ia-blue": (40, 90, 190),
    "ia-green": (40, 150, 60),
    "ia-yellow": (220, 180, 30),
    "ia-black": (25, 25, 25),
    "ia-white": (235, 235, 235),
    "d10": (70, 70, 150),
    "d20": (110, 60, 140),
}
_STATE_BORDER: dict[str, Colour] = {
    "hit": (80, 220, 100),
    "crit": (255, 200, 40),
    "rerolled": (120, 190, 255),
    "changed": (255, 255, 255),
    "added": (255, 255, 255),
}
_SYMBOL: Colour = (255, 255, 255)
_CRIT: Colour = (255, 215, 64)


@cache
def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return common_font(size)


def _as_dict(icon: Any) -> Mapping[str, Any]:
    return icon if isinstance(icon, Mapping) else icon.to_json()


def _star(cx: float, cy: float, r_out: float, r_in: float, points: int, rot: float = 0.0) -> list[tuple[float, float]]:
    pts = []
    for k in range(points * 2):
        r = r_out if k % 2 == 0 else r_in
        a = rot + math.pi * k / points
        pts.append((cx + r * math.sin(a), cy - r * math.cos(a)))
    return pts


def _octagon(x: float, y: float, s: float) -> list[tuple[float, float]]:
    c = s * 0.29
    return [
        (x + c, y),
        (x + s - c, y),
        (x + s, y + c),
        (x + s, y + s - c),
        (x + s - c, y + s),
        (x + c, y + s),
        (x, y + s - c),
        (x, y + c),
    ]


def _draw_xwing_symbol(d: ImageDraw.ImageDraw, face: str, x: float, y: float, s: float) -> None:
    cx, cy = x + s / 2, y + s / 2
    if face == "hit":
        d.polygon(_star(cx, cy, s * 0.36, s * 0.11, 4, math.pi / 4), fill=_SYMBOL)
    elif face == "crit":
        d.polygon(_star(cx, cy, s * 0.38, s * 0.16, 8), fill=_CRIT)
    elif face == "focus":
        d.ellipse(
            (cx - s * 0.32, cy - s * 0.17, cx + s * 0.32, cy + s * 0.17), outline=_SYMBOL, width=max(1, int(s / 14))
        )
        d.ellipse((cx - s * 0.09, cy - s * 0.09, cx + s * 0.09, cy + s * 0.09), fill=_SYMBOL)
    elif face == "evade":
        w = max(2, int(s / 10))
        for dx in (-s * 0.12, s * 0.12):
            d.line(
                [(cx + dx - s * 0.14, cy - s * 0.2), (cx + dx + s * 0.08, cy), (cx + dx - s * 0.14, cy + s * 0.2)],
                fill=_SYMBOL,
                width=w,
                joint="curve",
            )


def _text_centered(d: ImageDraw.ImageDraw, text: str, cx: float, cy: float, size: int, fill: Colour) -> None:
    font = _font(size)
    box = d.multiline_textbbox((0, 0), text, font=font, align="center", spacing=0)
    w, h = box[2] - box[0], box[3] - box[1]
    d.multiline_text((cx - w / 2 - box[0], cy - h / 2 - box[1]), text, font=font, fill=fill, align="center", spacing=0)


_IA_SHORT = ("dmg", "surge", "block", "evade", "dodge")  # the face symbols the catalog letters (dice.ia.*)


def _ia_label(face: str) -> str:
    """ "acc 3 + 2 dmg + surge" -> "A3\n2D S": accuracy on top, the rest below (the font has no die glyphs)."""
    if face == "blank":
        return ""
    top, rest = "", []
    for part in face.split(" + "):
        if part.startswith("acc "):
            top = say("dice.ia.acc") + part[4:]
            continue
        words = part.split()
        n, sym = (words[0], words[1]) if len(words) == 2 else ("", words[0])
        rest.append(n + (say(f"dice.ia.{sym}") if sym in _IA_SHORT else sym))
    return "\n".join(x for x in (top, " ".join(rest)) if x)


def _draw_die(d: ImageDraw.ImageDraw, icon: Mapping[str, Any], x: float, y: float, s: float) -> None:
    kind, face, state = str(icon["kind"]), str(icon["face"]), str(icon.get("state", "kept"))
    fill = _DIE_FILL.get(kind, (90, 90, 90))
    border = _STATE_BORDER.get(state, (20, 20, 20))
    bw = 3 if state in _STATE_BORDER else 1
    cx, cy = x + s / 2, y + s / 2
    if kind.startswith("xwing"):
        d.polygon(_octagon(x, y, s), fill=fill, outline=border, width=bw)
        _draw_xwing_symbol(d, face, x, y, s)
    elif kind.startswith("ia-"):
        d.rounded_rectangle((x, y, x + s, y + s), radius=s / 6, fill=fill, outline=border, width=bw)
        ink: Colour = (20, 20, 20) if kind in ("ia-white", "ia-yellow") else _SYMBOL
        _text_centered(d, _ia_label(face), cx, cy, max(8, int(s / 3.6)), ink)
    else:
        if kind == "d10":
            shape = [(cx, y), (x + s, cy - s * 0.05), (cx, y + s), (x, cy - s * 0.05)]
        elif kind == "d20":
            shape = [(cx + s / 2 * math.sin(a), cy - s / 2 * math.cos(a)) for a in (k * math.pi / 3 for k in range(6))]
        else:
            shape = [(x, y), (x + s, y), (x + s, y + s), (x, y + s)]
        d.polygon(shape, fill=fill, outline=border, width=bw)
        _text_centered(d, face, cx, cy, max(9, int(s / 2.6 if len(face) < 3 else s / 3.4)), _SYMBOL)
    if state in ("cancelled", "dropped", "miss"):
        # fade and strike through dice that no longer count
        d.rectangle((x, y, x + s, y + s), fill=(*BACKGROUND, 160))
        if state != "miss":
            d.line([(x + 2, y + s - 2), (x + s - 2, y + 2)], fill=(230, 60, 60), width=max(2, int(s / 12)))
    if state == "rerolled":
        r = s * 0.16
        d.arc((x + s - 2 * r - 1, y + 1, x + s - 1, y + 2 * r + 1), 30, 330, fill=(120, 190, 255), width=2)
    if state == "added":
        d.text((x + s - s * 0.3, y - 1), "+", font=_font(max(9, int(s / 3))), fill=(255, 255, 255))


def dice_strip(
    icons: Sequence[Any], size: int = 32, per_row: int = 12, gap: int = 4, *, locale: str | None = None
) -> Image.Image:
    """A compact strip (wrapping every `per_row` dice) of die icons, for an embed attachment."""
    with speaking(locale):
        return _dice_strip(icons, size, per_row, gap)


def _dice_strip(icons: Sequence[Any], size: int, per_row: int, gap: int) -> Image.Image:
    items = [_as_dict(i) for i in icons]
    n = max(1, len(items))
    cols = min(n, per_row)
    rows = (n + per_row - 1) // per_row
    img = Image.new("RGB", (gap + cols * (size + gap), gap + rows * (size + gap)), BACKGROUND)
    d = ImageDraw.Draw(img, "RGBA")  # RGBA drawing on an RGB image blends the fade of unused dice
    for k, icon in enumerate(items):
        r, c = divmod(k, per_row)
        _draw_die(d, icon, gap + c * (size + gap), gap + r * (size + gap), size)
    return img


def odds_chart(
    odds: Mapping[str, Any], width: int = 360, height: int = 180, *, locale: str | None = None
) -> Image.Image:
    """Bars of P(damage = d), the crit share drawn darker, with P(≥ d) written above each bar."""
    with speaking(locale):
        return _odds_chart(odds, width, height)


def _odds_chart(odds: Mapping[str, Any], width: int, height: int) -> Image.Image:
    damage = {int(k): float(v) for k, v in odds["damage"].items()}
    crit_share = {int(h + c): 0.0 for h, c, _p in odds["joint"]}
    for h, c, p in odds["joint"]:
        if c:
            crit_share[int(h + c)] += float(p)
    at_least = {int(k): float(v) for k, v in odds.get("at_least", {}).items()}
    img = Image.new("RGB", (width, height), BACKGROUND)
    d = ImageDraw.Draw(img)
    font = _font(11)
    left, right, top, bottom = 10, 10, 34, 22
    expected = say("dice.expected", n=round(float(odds["expected_damage"]), 2))
    d.text((left, 4), expected, font=_font(12), fill=(230, 230, 230))
    d.text((left, 18), say("dice.chart_key"), font=_font(9), fill=(170, 170, 170))
    ds = sorted(damage)
    slot = (width - left - right) / max(1, len(ds))
    bar_w = max(4.0, slot * 0.7)
    peak = max(damage.values()) or 1.0
    for k, dmg in enumerate(ds):
        p = damage[dmg]
        x0 = left + k * slot + (slot - bar_w) / 2
        h = (height - top - bottom - 12) * p / peak
        y_base = height - bottom
        d.rectangle((x0, y_base - h, x0 + bar_w, y_base), fill=(220, 90, 80))
        hc = (height - top - bottom - 12) * crit_share.get(dmg, 0.0) / peak
        if hc > 0:
            d.rectangle((x0, y_base - hc, x0 + bar_w, y_base), fill=(140, 40, 40))
        label = (
            say("dice.percent", n=round(p * 100))
            if dmg == 0
            else say("dice.at_least", n=round(at_least.get(dmg, 0.0) * 100))
        )
        _text_centered(d, label, x0 + bar_w / 2, y_base - h - 7, 10, (230, 230, 230))
        _text_centered(d, str(dmg), x0 + bar_w / 2, y_base + 10, 11, (230, 230, 230))
    del font
    return img
