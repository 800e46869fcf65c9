"""Twilight Imperium 4 space combat picture: both fleets, the last round's dice and how hits were assigned.

`render(view) -> PIL.Image` draws a view of bot.games.ti4 (see docs/ti4.md): a header (round, what the match
waits for or the result), one column per side with a silhouette per unit (damaged units slashed in red, lost
ones greyed and crossed), then the last round: each roll group's dice against its combat value (hits green,
misses grey, extra hits marked), and each side's hit assignment, retreats, repairs and removals.
`alt_text(view)` says the same in one paragraph.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from renderers.common.colors import (
    ACCENT,
    BACKGROUND,
    GOOD,
    LOST,
    PANEL,
    RGB,
    TEXT,
    TEXT_DARK,
    TEXT_DIM,
    WARNING,
    side_style,
)
from renderers.common.fonts import font
from renderers.common.panel import Column
from renderers.common.text import ellipsize

WIDTH = 900
PAD = 16
SEATS = ("attacker", "defender")
ICON = 26  # unit silhouette size
DIE = 28


def _style(seat: str) -> Any:
    return side_style(None, 0 if seat == "attacker" else 2)


def _names(view: Mapping[str, Any], seat: str) -> Mapping[str, str]:
    names: Mapping[str, str] = view["sides"][seat].get("names", {})
    return names


def _silhouette(uid: str, x: float, y: float, s: float) -> list[tuple[float, float]]:
    """A small top-down outline per unit type, pointing right."""
    base = uid.rstrip("2")
    cx, cy = x + s / 2, y + s / 2
    if base == "fighter":
        return [(x + s * 0.2, y + s * 0.25), (x + s * 0.8, cy), (x + s * 0.2, y + s * 0.75), (x + s * 0.35, cy)]
    if base == "destroyer":
        return [
            (x, y + s * 0.35),
            (x + s * 0.75, y + s * 0.35),
            (x + s, cy),
            (x + s * 0.75, y + s * 0.65),
            (x, y + s * 0.65),
        ]
    if base == "cruiser":
        return [
            (x, y + s * 0.25),
            (x + s * 0.7, y + s * 0.25),
            (x + s, cy),
            (x + s * 0.7, y + s * 0.75),
            (x, y + s * 0.75),
        ]
    if base == "carrier":
        return [(x, y + s * 0.2), (x + s, y + s * 0.2), (x + s, y + s * 0.8), (x, y + s * 0.8)]
    if base == "dreadnought":
        return [(x, y + s * 0.1), (x + s * 0.6, y + s * 0.1), (x + s, cy), (x + s * 0.6, y + s * 0.9), (x, y + s * 0.9)]
    if base in ("infantry", "mech"):
        r = s * (0.22 if base == "infantry" else 0.32)
        return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    if base == "war_sun":
        import math

        return [(cx + s / 2 * math.cos(a * math.pi / 8), cy + s / 2 * math.sin(a * math.pi / 8)) for a in range(16)]
    if base == "flagship":
        import math

        pts = []
        for i in range(10):
            r = s / 2 if i % 2 == 0 else s / 4.5
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        return pts
    return [
        (x + s * 0.2, y + s * 0.2),
        (x + s * 0.8, y + s * 0.2),
        (x + s * 0.8, y + s * 0.8),
        (x + s * 0.2, y + s * 0.8),
    ]


def _icon(d: ImageDraw.ImageDraw, uid: str, x: float, y: float, fill: RGB, outline: RGB, mark: str | None) -> None:
    d.polygon(_silhouette(uid, x, y, ICON), fill=fill, outline=outline)
    if mark == "damaged":
        d.line((x + 3, y + ICON - 3, x + ICON - 3, y + 3), fill=WARNING, width=4)
    elif mark == "lost":
        d.line((x + 4, y + 4, x + ICON - 4, y + ICON - 4), fill=TEXT_DIM, width=2)
        d.line((x + 4, y + ICON - 4, x + ICON - 4, y + 4), fill=TEXT_DIM, width=2)


def _fleet(
    img: Image.Image, d: ImageDraw.ImageDraw, view: Mapping[str, Any], seat: str, x: int, y: int, width: int
) -> int:
    side = view["sides"][seat]
    style = _style(seat)
    col = Column(img, x, y, width, base=18)
    title = seat.capitalize() + (f" — {side['faction']}" if side.get("faction") else "")
    col.heading(title, fill=style.outline)
    extras = []
    if side.get("techs"):
        extras.append(", ".join(t.replace("_", " ") for t in side["techs"]))
    if side.get("pds"):
        extras.append("PDS: " + ", ".join(f"{n} {_names(view, seat).get(u, u)}" for u, n in side["pds"].items()))
    for e in extras:
        col.paragraph(e, size=0.8)
    names = _names(view, seat)
    for unit in side["units"]:
        cy = col.y
        ix = x
        n, dmg = unit["count"], unit["damaged"]
        for i in range(n):
            if ix + ICON > x + width * 0.42:
                d.text((ix, cy + 4), f"+{n - i}", font=font(14, bold=True), fill=TEXT)
                break
            _icon(d, unit["unit"], ix, cy, style.fill, style.outline, "damaged" if i >= n - dmg else None)
            ix += ICON + 3
        combat = unit.get("combat")
        val = "" if not combat else f"  {combat[0]}+" + (f" x{combat[1]}" if combat[1] and combat[1] > 1 else "")
        if combat and combat[1] is None:
            val = f"  {combat[0]}+ xN"
        label = f"{n} {unit['name']}{val}" + (f" ({dmg} damaged)" if dmg else "")
        fnt = font(14)
        tx = x + int(width * 0.42) + 6
        d.text((tx, cy + 4), ellipsize(d, label, fnt, x + width - tx), font=fnt, fill=TEXT)
        col.y = cy + ICON + 6
    if not side["units"]:
        col.line("no units left", fill=TEXT_DIM)
    lost = side.get("lost", {})
    if lost:
        ix = x
        cy = col.y
        for uid, n in lost.items():
            for _ in range(min(n, 8)):
                if ix + ICON > x + width:
                    break
                _icon(d, uid, ix, cy, LOST, TEXT_DIM, "lost")
                ix += ICON + 3
        col.y = cy + ICON + 4
        col.paragraph("lost: " + ", ".join(f"{n} {names.get(u, u)}" for u, n in lost.items()), size=0.8)
    if side.get("removed"):
        col.paragraph("removed: " + ", ".join(f"{n} {names.get(u, u)}" for u, n in side["removed"].items()), size=0.8)
    if side.get("retreated") is not None:
        moved = ", ".join(f"{n} {names.get(u, u)}" for u, n in side["retreated"].items()) or "nothing could move"
        col.paragraph(f"retreated: {moved}", fill=GOOD, size=0.85)
    elif side.get("declared_retreat"):
        col.paragraph("announced a retreat", fill=WARNING, size=0.85)
    return int(col.y)


def _die(d: ImageDraw.ImageDraw, x: float, y: float, value: int, hits: int) -> None:
    fill = GOOD if hits else (70, 74, 86)
    d.rounded_rectangle((x, y, x + DIE, y + DIE), radius=5, fill=fill, outline=TEXT_DARK)
    d.text(
        (x + DIE / 2, y + DIE / 2), str(value), font=font(15, bold=True), fill=TEXT_DARK if hits else TEXT, anchor="mm"
    )
    if hits > 1:  # extra hits from one die (Jol-Nar flagship): a badge on the corner
        d.rounded_rectangle((x + DIE - 12, y - 6, x + DIE + 8, y + 8), radius=4, fill=WARNING)
        d.text((x + DIE - 2, y + 1), f"x{hits}", font=font(10, bold=True), fill=TEXT_DARK, anchor="mm")


def _title(step: Mapping[str, Any]) -> str:
    return str(step.get("what", "roll"))


def _round_steps(img: Image.Image, d: ImageDraw.ImageDraw, view: Mapping[str, Any], x: int, y: int, width: int) -> int:
    last = view.get("last") or {}
    steps: Sequence[Mapping[str, Any]] = last.get("steps", [])
    col = Column(img, x, y, width, base=17)
    heading = "Space cannon offense" if last.get("round") == 0 else f"Round {last.get('round')}"
    col.heading(heading, size=1.1)
    if not steps:
        col.line("no dice rolled", fill=TEXT_DIM)
    for st in steps:
        seat = st.get("side")
        names = _names(view, seat) if seat in SEATS else {}
        colour = _style(seat).outline if seat in SEATS else TEXT
        kind = st["step"]
        if kind == "roll":
            col.line(f"{seat} — {_title(st)}: {st['hits']} hit(s)", fill=colour, bold=True)
            for g in st["groups"]:
                mod = f" {g['mod']:+d}" if g.get("mod") else ""
                label = f"{names.get(g['unit'], g['unit'])} {g['value']}+{mod}"
                fnt = font(14)
                d.text((x + 8, col.y + 6), ellipsize(d, label, fnt, 232), font=fnt, fill=TEXT_DIM)
                dx = x + 245
                cy = col.y
                was = {r["index"]: r["old"] for r in st.get("rerolled", []) if r["unit"] == g["unit"]}
                for i, (value, h) in enumerate(zip(g["dice"], g["hits"], strict=False)):
                    if dx + DIE > x + width:
                        dx = x + 245
                        cy += DIE + 4
                    _die(d, dx, cy, value, h)
                    if i in was:  # rerolled: the old result in a corner badge
                        d.rounded_rectangle((dx - 6, cy - 6, dx + 14, cy + 8), radius=4, fill=ACCENT)
                        d.text((dx + 4, cy + 1), f"↻{was[i]}", font=font(9, bold=True), fill=TEXT_DARK, anchor="mm")
                    dx += DIE + 4
                col.y = cy + DIE + 6
        elif kind == "assigned":
            text = f"{seat} takes {st['hits']} {st['source'].replace('_', ' ')} hit(s): {st['text']}"
            col.paragraph(text, fill=TEXT, size=0.95, indent=8)
        elif kind == "munitions":
            col.paragraph(f"{seat} spends 2 trade goods: Munitions Reserves (rerolls)", size=0.9, indent=8)
        elif kind == "declared":
            if st["retreat"]:
                col.paragraph(f"{seat} announces a retreat", fill=WARNING, size=0.95, indent=8)
        elif kind == "repaired":
            col.paragraph(f"{seat} repairs {names.get(st['unit'], st['unit'])} ({st['reason']})", size=0.9, indent=8)
        elif kind == "removed":
            what = ", ".join(f"{n} {names.get(u, u)}" for u, n in st["units"].items())
            col.paragraph(f"{seat} removes {what} ({st['reason']})", size=0.9, indent=8)
        elif kind == "retreated":
            what = ", ".join(f"{n} {names.get(u, u)}" for u, n in st["units"].items()) or "nothing"
            col.paragraph(f"{seat} retreats with {what}", fill=GOOD, size=0.95, indent=8)
        elif kind == "all_destroyed":
            col.paragraph(str(st["reason"]), fill=WARNING, size=0.95, indent=8)
        elif kind == "ended":
            col.paragraph(str(st["reason"]), fill=TEXT, size=0.95, indent=8)
    return int(col.y)


def _header(view: Mapping[str, Any]) -> str:
    result = view.get("result")
    if result:
        return f"TI4 space combat — {result['reason']}"
    waiting = view.get("waiting") or []
    rnd = view.get("round", 0)
    where = f"round {rnd}" if rnd else "space cannon offense"
    nebula = " (nebula)" if view.get("nebula") else ""
    return f"TI4 space combat{nebula} — {where} — waiting for {', '.join(waiting) or 'nobody'}"


def render(view: Mapping[str, Any]) -> Image.Image:
    img = Image.new("RGB", (WIDTH, 2400), BACKGROUND)
    d = ImageDraw.Draw(img)
    hdr = font(20, bold=True)
    d.rectangle((0, 0, WIDTH, 44), fill=PANEL)
    d.text((PAD, 12), ellipsize(d, _header(view), hdr, WIDTH - 2 * PAD), font=hdr, fill=TEXT)
    colw = (WIDTH - 3 * PAD) // 2
    y_a = _fleet(img, d, view, "attacker", PAD, 56, colw)
    y_d = _fleet(img, d, view, "defender", 2 * PAD + colw, 56, colw)
    y = max(y_a, y_d) + 8
    d.line((PAD, y, WIDTH - PAD, y), fill=(70, 76, 90), width=1)
    y = _round_steps(img, d, view, PAD, y + 8, WIDTH - 2 * PAD) + PAD
    return img.crop((0, 0, WIDTH, min(max(y, 200), img.height)))


def alt_text(view: Mapping[str, Any], limit: int = 1024) -> str:
    parts = [_header(view) + "."]
    for seat in SEATS:
        side = view["sides"][seat]
        units = (
            ", ".join(
                f"{u['count']} {u['name']}" + (f" ({u['damaged']} damaged)" if u["damaged"] else "")
                for u in side["units"]
            )
            or "no units"
        )
        lost = ", ".join(f"{n} {_names(view, seat).get(k, k)}" for k, n in side.get("lost", {}).items())
        parts.append(f"{seat.capitalize()}: {units}" + (f"; lost {lost}" if lost else "") + ".")
    last = view.get("last") or {}
    for st in last.get("steps", []):
        if st["step"] == "roll":
            dice = "; ".join(
                f"{_names(view, st['side']).get(g['unit'], g['unit'])} {g['value']}+ rolled "
                + " ".join(str(v) for v in g["dice"])
                for g in st["groups"]
            )
            rr = st.get("rerolled", [])
            again = f" after rerolling {len(rr)} di(c)e" if rr else ""
            parts.append(f"{st['side']} {_title(st)}: {dice or 'no dice'} = {st['hits']} hit(s){again}.")
        elif st["step"] == "assigned":
            parts.append(f"{st['side']} assigned {st['hits']} hit(s): {st['text']}.")
        elif st["step"] == "retreated":
            parts.append(f"{st['side']} retreated.")
    text = " ".join(parts)
    return text if len(text) <= limit else text[: limit - 1] + "…"
