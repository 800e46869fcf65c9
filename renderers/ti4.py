"""Twilight Imperium 4 space combat picture: both fleets, the last round's dice and how hits were assigned.

`render(view) -> PIL.Image` draws a view of bot.games.ti4 (see docs/ti4.md): a header (round, what the match
waits for or the result), one column per side with a silhouette per unit (damaged units slashed in red, lost
ones greyed and crossed), then the last round: each roll group's dice against its combat value (hits green,
misses grey, extra hits marked), and each side's hit assignment, retreats, repairs and removals.
`alt_text(view)` says the same in one paragraph. Both take `locale=`: every word from the pictures' catalog or the
game's own (sides, unit names with their Russian case forms from data/ti4/units.json, the steps' sentences).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from bot.core.data import load_json
from bot.core.texts import msg, render_param
from bot.games.ti4 import texts as T
from bot.games.ti4.narration import fleet_msg, retreated_seat, verdict_text
from bot.games.ti4.units import technologies
from bot.games.ti4.units import units as unit_data
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
from renderers.common.text import ellipsize, wrap
from renderers.common.words import data_text, language, say, signed, speaking

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


def _t(message: Any) -> str:
    """A message of the game's catalog, a name from data or a plain value, in the picture's language."""
    return render_param(T.CATALOGS, message, language())


def _stats(view: Mapping[str, Any], seat: str) -> dict[str, dict[str, Any]]:
    """Enough of each unit's stats to name and order it (T.unit_name, T.units_text): id, printed name, cost."""
    side = view["sides"][seat]
    costs = {u["unit"]: u.get("cost") for u in side.get("units", [])}
    data = unit_data()
    return {
        uid: {"id": uid, "name": name, "cost": costs.get(uid) or (data.get(uid) or {}).get("cost") or 0.0}
        for uid, name in _names(view, seat).items()
    }


def _unit(view: Mapping[str, Any], seat: str, uid: str) -> str:
    stat = _stats(view, seat).get(uid)
    return _t(T.unit_name(stat)) if stat else uid


def _counted(view: Mapping[str, Any], seat: str, units: Mapping[str, int]) -> str:
    """'2 Cruiser I, 1 Carrier I' / «2 крейсера I, 1 авианосец I»."""
    stats = _stats(view, seat)
    known = {u: n for u, n in units.items() if u in stats}
    return ", ".join(_t(m) for m in T.units_text(known, stats))


def _cap(text: str) -> str:
    """A sentence starts with a capital (the game's side names are lower case inside sentences)."""
    return text[:1].upper() + text[1:]


def _side(seat: Any) -> str:
    return _t(T.side(str(seat))) if seat in SEATS else str(seat)


def _faction(fid: str) -> str:
    entry = load_json("ti4", "flagships.json")["flagships"].get(fid)
    return data_text({"name": entry["faction"], "name_ru": entry["faction_ru"]}) if entry else fid


def _tech(tid: str) -> str:
    entry = technologies().get(tid)
    return data_text(entry) if entry else tid


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
    name = _side(seat).capitalize()
    title = say("ti4.side_title", side=name, faction=_faction(side["faction"])) if side.get("faction") else name
    if d.textlength(title, font=font(int(col.base * 1.25), bold=True)) <= width:
        col.heading(title, fill=style.outline)
    else:  # a long faction name (and Russian side names are longer) goes on its own line, whole
        col.heading(name, fill=style.outline)
        col.paragraph(_faction(side["faction"]), fill=style.outline, size=1.0, bold=True)
    extras = []
    if side.get("techs"):
        extras.append(", ".join(_tech(t) for t in side["techs"]))
    if side.get("pds"):
        extras.append(say("ti4.pds", units=_counted(view, seat, side["pds"])))
    for e in extras:
        col.paragraph(e, size=0.8)
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
        counted = T.unit_count(n, {"id": unit["unit"], "name": unit["name"]})
        label = _t(msg("fleet.damaged", unit=counted, d=dmg) if dmg else counted) + val
        fnt = font(14)
        tx = x + int(width * 0.42) + 6
        d.text((tx, cy + 4), ellipsize(d, label, fnt, x + width - tx), font=fnt, fill=TEXT)
        col.y = cy + ICON + 6
    if not side["units"]:
        col.line(say("ti4.no_units"), fill=TEXT_DIM)
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
        col.paragraph(say("ti4.lost", units=_counted(view, seat, lost)), size=0.8)
    if side.get("removed"):
        col.paragraph(say("ti4.removed", units=_counted(view, seat, side["removed"])), size=0.8)
    if side.get("retreated") is not None:
        moved = _counted(view, seat, side["retreated"]) or say("ti4.nothing_moved")
        col.paragraph(say("ti4.retreated", units=moved), fill=GOOD, size=0.85)
    elif side.get("declared_retreat"):
        col.paragraph(say("ti4.announced"), fill=WARNING, size=0.85)
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
    return _t(T.phrase(str(step.get("what", "roll"))))


def _step_line(view: Mapping[str, Any], st: Mapping[str, Any]) -> str:
    """A step other than a roll, as the game says it (its own catalog's sentences)."""
    seat, kind = st.get("side"), st["step"]
    who = T.side(str(seat))
    stats = _stats(view, seat) if seat in SEATS else {}
    if kind == "assigned":
        text = T.assignment(st["assignment"], stats) if st.get("assignment") else T.phrase(st["text"])
        return _t(msg("say.assigned", side=who, hits=st["hits"], where=msg(f"src.{st['source']}"), text=text))
    if kind == "munitions":
        return _t(msg("say.munitions", side=who))
    if kind == "declared":
        return _t(msg("say.declared", side=who))
    if kind == "repaired":
        unit = T.unit_name(stats[st["unit"]]) if st["unit"] in stats else st["unit"]
        return _t(msg("say.repaired", side=who, unit=unit, reason=T.phrase(st["reason"])))
    if kind == "removed":
        units = T.units_text({u: n for u, n in st["units"].items() if u in stats}, stats)
        return _t(msg("say.removed", side=who, units=units, reason=T.phrase(st["reason"])))
    if kind == "retreated":
        units = T.units_text({u: n for u, n in st["units"].items() if u in stats}, stats)
        return _t(msg("say.retreated", side=who, units=units) if units else msg("say.retreated_none", side=who))
    return _reason(view, str(st.get("reason", "")))


def _reason(view: Mapping[str, Any], reason: str) -> str:
    """How the combat ended (or why every ship was lost), as the game's catalog says it."""
    result = view.get("result") or {}
    verdict = verdict_text(result.get("winner"), retreated_seat(view), bool(result.get("combat", True)))
    if T.english(verdict) == reason:
        return _t(verdict)
    return _t(T.phrase(reason))


def _round_steps(img: Image.Image, d: ImageDraw.ImageDraw, view: Mapping[str, Any], x: int, y: int, width: int) -> int:
    last = view.get("last") or {}
    steps: Sequence[Mapping[str, Any]] = last.get("steps", [])
    col = Column(img, x, y, width, base=17)
    heading = say("ti4.heading_sco") if last.get("round") == 0 else say("ti4.heading_round", round=last.get("round"))
    col.heading(heading, size=1.1)
    if not steps:
        col.line(say("ti4.no_dice"), fill=TEXT_DIM)
    for st in steps:
        seat = st.get("side")
        colour = _style(seat).outline if seat in SEATS else TEXT
        kind = st["step"]
        if kind == "roll":
            roll = say("ti4.roll", side=_side(seat), what=_title(st), hits=st["hits"])
            col.line(_cap(roll), fill=colour, bold=True)
            for g in st["groups"]:
                mod = " " + signed(g["mod"]) if g.get("mod") else ""
                label = f"{_unit(view, str(seat), g['unit'])} {g['value']}+{mod}"
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
        elif kind == "declared" and not st["retreat"]:
            continue
        elif kind in STEP_COLOURS:
            col.paragraph(_cap(_step_line(view, st)), fill=STEP_COLOURS[kind], size=0.95, indent=8)
    return int(col.y)


STEP_COLOURS: dict[str, RGB] = {
    "assigned": TEXT,
    "munitions": TEXT_DIM,
    "declared": WARNING,
    "repaired": TEXT_DIM,
    "removed": TEXT_DIM,
    "retreated": GOOD,
    "all_destroyed": WARNING,
    "ended": TEXT,
}


def _header(view: Mapping[str, Any]) -> str:
    title = say("ti4.title_nebula") if view.get("nebula") else say("ti4.title")
    result = view.get("result")
    if result:
        return say("ti4.header_over", title=say("ti4.title"), reason=_reason(view, str(result["reason"])))
    waiting = view.get("waiting") or []
    rnd = view.get("round", 0)
    where = say("ti4.round", round=rnd) if rnd else _t(msg("what.space_cannon"))
    who = ", ".join(_side(w) for w in waiting) or say("ti4.nobody")
    return say("ti4.header", title=title, where=where, who=who)


def render(view: Mapping[str, Any], *, locale: str | None = None) -> Image.Image:
    """The combat's picture, its words in `locale` (else the language being drawn in)."""
    with speaking(locale):
        return _render(view)


def _render(view: Mapping[str, Any]) -> Image.Image:
    img = Image.new("RGB", (WIDTH, 2400), BACKGROUND)
    d = ImageDraw.Draw(img)
    hdr = font(20, bold=True)
    lines = wrap(d, _header(view), hdr, WIDTH - 2 * PAD)[:2]  # a long result takes a second line, never cut
    top = 20 + 26 * len(lines)
    d.rectangle((0, 0, WIDTH, top - 2), fill=PANEL)
    for i, line in enumerate(lines):
        d.text((PAD, 12 + 26 * i), line, font=hdr, fill=TEXT)
    colw = (WIDTH - 3 * PAD) // 2
    y_a = _fleet(img, d, view, "attacker", PAD, top + 10, colw)
    y_d = _fleet(img, d, view, "defender", 2 * PAD + colw, top + 10, colw)
    y = max(y_a, y_d) + 8
    d.line((PAD, y, WIDTH - PAD, y), fill=(70, 76, 90), width=1)
    y = _round_steps(img, d, view, PAD, y + 8, WIDTH - 2 * PAD) + PAD
    return img.crop((0, 0, WIDTH, min(max(y, 200), img.height)))


def alt_text(view: Mapping[str, Any], limit: int = 1024, *, locale: str | None = None) -> str:
    """One paragraph in `locale`: the header, each side's units and losses, the last round's rolls and steps."""
    with speaking(locale):
        return _alt_text(view, limit)


def _alt_text(view: Mapping[str, Any], limit: int) -> str:
    parts = [_header(view) + "."]
    for seat in SEATS:
        side = view["sides"][seat]
        fleet = {u["unit"]: [u["count"] - u["damaged"], u["damaged"]] for u in side["units"]}
        units = _t(fleet_msg(fleet, _stats(view, seat))) if fleet else say("ti4.alt.no_units")
        lost = _counted(view, seat, side.get("lost", {}))
        text = say("ti4.alt.side", side=_side(seat).capitalize(), units=units)
        parts.append(text + (say("ti4.alt.lost", units=lost) if lost else "") + ".")
    last = view.get("last") or {}
    for st in last.get("steps", []):
        seat = st.get("side")
        if st["step"] == "roll":
            dice = "; ".join(
                say(
                    "ti4.alt.group",
                    unit=_unit(view, seat, g["unit"]),
                    value=g["value"],
                    dice=" ".join(str(v) for v in g["dice"]),
                )
                for g in st["groups"]
            )
            rr = st.get("rerolled", [])
            again = say("ti4.alt.rerolled", n=len(rr)) if rr else ""
            line = say(
                "ti4.alt.roll", side=_side(seat), what=_title(st), dice=dice or say("ti4.alt.no_dice"), hits=st["hits"]
            )
            parts.append(_cap(line) + again + ".")
        elif st["step"] in ("assigned", "retreated"):
            parts.append(_cap(_step_line(view, st)) + ".")
    text = " ".join(parts)
    return text if len(text) <= limit else text[: limit - 1] + "…"
