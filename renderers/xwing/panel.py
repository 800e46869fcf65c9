"""The side panel: round, phase and whose turn; the last move and attack with the dice; each squad ship by ship
(hull, shields, tokens, face-up damage cards, upgrades); the legend."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from renderers.common.colors import (
    HULL,
    LOST,
    PANEL,
    SHIELD,
    TEXT,
    TEXT_DIM,
    WARNING,
    mix,
)
from renderers.common.fonts import Font, font
from renderers.common.panel import Column
from renderers.common.text import Chip, draw_chip, draw_legend, ellipsize, text_width
from renderers.common.words import number, say
from renderers.xwing import style as st
from renderers.xwing import words as xw
from renderers.xwing.dice import draw_dice_row
from renderers.xwing.secrecy import may_show_dial

View = Mapping[str, Any]
Ship = Mapping[str, Any]


def label_of(view: View, ship_id: Any) -> str:
    for s in view.get("ships") or []:
        if s.get("id") == ship_id:
            return str(s.get("label") or ship_id)
    return str(ship_id)


def result_line(view: View) -> str:
    """ "Imperial wins: all Rebel ships destroyed" once the match is over, else empty."""
    if view.get("phase") != "over" or not view.get("winner"):
        return ""
    reason = xw.win_reason(view)
    side = xw.side(view["winner"])
    return say("xwing.wins_why", side=side, reason=reason) if reason else say("xwing.wins", side=side)


def turn_line(view: View, plain: bool = False) -> str:
    """Who acts now (`plain`: just the name, for a header that says it by its colour), who is awaited, or the
    result."""
    result = result_line(view)
    if result:
        return result
    active = view.get("active_ship")
    if active:
        ship = next((s for s in view.get("ships") or [] if s.get("id") == active), None)
        who = f"{label_of(view, active)} {xw.pilot_name(ship)}".strip() if ship else str(active)
        return who if plain else say("xwing.now", who=who)
    waiting = view.get("waiting_for")
    if waiting:
        return say("xwing.waiting", who=", ".join(xw.side(s, capital=False) for s in waiting))
    prompts = [p for p in view.get("prompts") or [] if isinstance(p, Mapping)]
    if prompts:
        seats = list(dict.fromkeys(str(p.get("seat")) for p in prompts))
        return say("xwing.waiting", who=", ".join(xw.side(s, capital=False) for s in seats))
    return ""


def header(col: Column, view: View) -> None:
    col.heading(say("xwing.round", round=view.get("round", "?"), phase=xw.phase(view.get("phase"))), size=1.35)
    line = turn_line(view)
    if line:
        col.line(line, fill=st.ACTIVE, bold=True, size=1.1)
    init = view.get("initiative")
    viewer = view.get("viewer")
    sub = [
        say("xwing.initiative", side=xw.side(init)) if init else "",
        say("xwing.seen_by", side=xw.side(viewer)) if viewer else say("xwing.public"),
    ]
    col.line(" · ".join(s for s in sub if s), fill=TEXT_DIM, size=0.85)


def last_move_block(col: Column, view: View) -> None:
    move = view.get("last_move")
    if not move:
        return
    colour = st.DIFFICULTY.get(str(move.get("difficulty")), TEXT)
    col.line(
        say("xwing.move", ship=label_of(view, move.get("ship")), maneuver=xw.maneuver(move.get("maneuver", ""))),
        fill=colour,
        bold=True,
    )
    notes = []
    if move.get("bumped"):
        notes.append(say("xwing.bumped", ships=", ".join(label_of(view, b) for b in move["bumped"])))
    if move.get("obstacles_hit"):
        notes.append(say("xwing.hit_asteroid", ids=", ".join(str(o) for o in move["obstacles_hit"])))
    if move.get("fled"):
        notes.append(say("xwing.fled_note"))
    if notes:
        col.paragraph("; ".join(notes), fill=st.BUMP, size=0.9, indent=12)


def attack_block(col: Column, view: View) -> None:
    attack = view.get("last_attack")
    if not attack:
        return
    band = attack.get("range")
    weapon = attack.get("weapon") or "primary"
    attacker, defender = label_of(view, attack.get("attacker")), label_of(view, attack.get("defender"))
    col.line(say("xwing.attack", attacker=attacker, defender=defender), bold=True)
    named = say("xwing.primary") if weapon == "primary" else xw.upgrade_name(weapon)
    bits = [named, say("xwing.range", n=band) if band else say("xwing.out_of_range")]
    if attack.get("distance_mm") is not None:
        bits.append(say("xwing.mm", n=number(float(attack["distance_mm"]))))
    if attack.get("obstructed"):
        bits.append(say("xwing.obstructed_by", what=str(attack.get("obstacle") or say("xwing.an_obstacle"))))
    col.paragraph(
        " · ".join(bits), fill=st.BAND.get(band if isinstance(band, int) else None, TEXT_DIM), size=0.9, indent=12
    )
    size = round(col.base * 2.3)
    for dice, attack_side, name in (
        (attack.get("attack_dice"), True, say("xwing.atk")),
        (attack.get("defense_dice"), False, say("xwing.def")),
    ):
        if not dice:
            continue
        col.draw.text(
            (col.x, col.y + size / 2), name, font=font(round(col.base * 0.8), bold=True), fill=TEXT_DIM, anchor="lm"
        )
        col.y = int(draw_dice_row(col.draw, col.x + 44, col.y, dice, size, attack_side, col.width - 44)) + 2
    result = attack.get("result") or {}
    if result:
        parts = [say(f"xwing.{key}", n=int(result.get(key, 0) or 0)) for key in ("hits", "crits")]
        dealt = [
            say(f"xwing.to_{what}", n=int(result[key]))
            for key, what in (("shield_damage", "shields"), ("cards_facedown", "hull"), ("cards_faceup", "faceup"))
            if result.get(key)
        ]
        text = ", ".join(parts) + " → " + (", ".join(dealt) if dealt else say("xwing.no_damage"))
        col.paragraph(text, fill=WARNING if dealt else st.DIFFICULTY["green"], size=0.95, bold=True)
    col.paragraph(say("xwing.dice_key"), fill=TEXT_DIM, size=0.7)


def _pips(draw: ImageDraw.ImageDraw, x: float, y: float, ship: Ship, pip: int) -> float:
    for colour, now, most in (
        (SHIELD, ship.get("shields", 0), ship.get("shields_max", 0)),
        (HULL, ship.get("hull", 0), ship.get("hull_max", 0)),
    ):
        for i in range(int(most or 0)):
            draw.rectangle((x, y, x + pip, y + pip), fill=colour if i < int(now or 0) else None, outline=colour)
            x += pip + 3
        x += 6
    return x


NAME_STEPS = (1.0, 0.85)  # the ship name's font sizes (of the panel's base) tried before cutting it short


def name_lines(draw: ImageDraw.ImageDraw, name: str, base: int, width: int) -> tuple[list[str], Font, int]:
    """A ship's name («Пилот Обсидиановой эскадрильи · TIE-истребитель») within `width`: one line if it fits,
    else two (the pilot above the ship type if both fit, else word by word), in a smaller font step if that is
    what two lines need; cut short («…») only when even the smaller step needs three. Returns the lines, their
    font and its size in pixels."""
    fnt = font(base, bold=True)
    if text_width(draw, name, fnt) <= width:
        return [name], fnt, base
    px = base
    for scale in NAME_STEPS:
        px = round(base * scale)
        fnt = font(px, bold=True)
        pilot, dot, kind = name.partition(" · ")
        lines = [pilot + " ·", kind] if dot else [name]  # pilot above, ship type below, where both fit
        if not all(text_width(draw, line, fnt) <= width for line in lines):
            lines = _wrap_name(draw, name, fnt, width)
        if len(lines) <= 2 and all(text_width(draw, line, fnt) <= width for line in lines):
            return lines, fnt, px
    first, *rest = _wrap_name(draw, name, fnt, width)
    return [ellipsize(draw, first, fnt, width), ellipsize(draw, " ".join(rest), fnt, width)], fnt, px


def _wrap_name(draw: ImageDraw.ImageDraw, name: str, fnt: Font, width: int) -> list[str]:
    """Words greedily into lines of `width`, the separator «·» kept at the end of the word before it (a line never
    starts with it)."""
    words: list[str] = []
    for word in name.split(" "):
        if word == "·" and words:
            words[-1] += " ·"
        elif word:
            words.append(word)
    lines: list[str] = []
    for word in words:
        trial = f"{lines[-1]} {word}" if lines else word
        if lines and text_width(draw, trial, fnt) <= width:
            lines[-1] = trial
        else:
            lines.append(word)
    return lines


def ship_row(col: Column, view: View, ship: Ship) -> None:
    style = st.ship_style(ship)
    gone = bool(ship.get("destroyed") or ship.get("fled"))
    draw = col.draw
    size = round(col.base * 1.3)
    chip = Chip(str(ship.get("label") or ship.get("id")), mix(style.fill, LOST, 0.7) if gone else style.fill, TEXT)
    cw = draw_chip(col.img, col.x, col.y, chip, size)
    name_x = col.x + cw + 6
    skill = st.skill_text(ship)
    if skill is not None:
        draw.ellipse((col.x + cw + 6, col.y, col.x + cw + 6 + size, col.y + size), fill=(247, 103, 7))
        draw.text(
            (col.x + cw + 6 + size / 2, col.y + size / 2),
            skill,
            font=font(round(size * 0.62), bold=True),
            fill=TEXT,
            anchor="mm",
        )
        name_x += 6 + size
    lines, fnt, px = name_lines(draw, st.pilot_and_type(ship), col.base, int(col.x + col.width - name_x))
    step = round(px * 1.15)
    row = max(size, step * len(lines))
    for i, line in enumerate(lines):  # one line centred on the chip, as before; two around its middle
        y = col.y + row / 2 + (i - (len(lines) - 1) / 2) * step
        draw.text((name_x, y), line, font=fnt, fill=TEXT_DIM if gone else TEXT, anchor="lm")
    col.y += row + 5
    indent = 12
    if gone:
        gone_text = say("xwing.gone_fled") if ship.get("fled") else say("xwing.gone")
        col.line(gone_text, fill=WARNING, bold=True, size=0.85, indent=indent)
        col.gap(4)
        return
    pip = round(col.base * 0.62)
    x = _pips(draw, col.x + indent, col.y + 2, ship, pip)
    status = say(
        "xwing.life",
        hull=int(ship.get("hull", 0) or 0),
        hull_max=int(ship.get("hull_max", 0) or 0),
        shields=int(ship.get("shields", 0) or 0),
        shields_max=int(ship.get("shields_max", 0) or 0),
    )
    draw.text((x + 4, col.y + pip / 2 + 2), status, font=font(round(col.base * 0.78)), fill=TEXT_DIM, anchor="lm")
    col.y += pip + 8
    chips = st.token_chips(ship)
    dial = st.dial_chip(ship, may_show_dial(view, ship))
    if dial is not None:
        chips.append(
            Chip(say("xwing.dial", maneuver=dial.text), dial.fill, dial.fg) if dial is not st.DIAL_SET else dial
        )
    col.chips(chips, size=round(col.base * 0.95), indent=indent)
    faceup = list(ship.get("damage_faceup") or [])
    facedown = int(ship.get("damage_facedown", 0) or 0)
    if faceup:
        crits = ", ".join(xw.card_name(c) for c in faceup)
        col.paragraph(say("xwing.crits_list", cards=crits), fill=st.CRIT.fill, size=0.8, indent=indent)
    if facedown:
        col.line(say("xwing.facedown", n=facedown), fill=TEXT_DIM, size=0.75, indent=indent)
    upgrades = list(ship.get("upgrades") or [])
    if upgrades:
        names = ", ".join(xw.upgrade_name(u) for u in upgrades)
        col.paragraph(say("xwing.upgrades", list=names), fill=TEXT_DIM, size=0.75, indent=indent)
    col.gap(4)


def squads(col: Column, view: View) -> None:
    seats = list((view.get("seats") or {}).keys())
    for s in view.get("ships") or []:
        if s.get("seat") not in seats:
            seats.append(s.get("seat"))
    for seat in seats:
        members = [s for s in view.get("ships") or [] if s.get("seat") == seat]
        faction = str(((view.get("seats") or {}).get(seat) or {}).get("faction", seat))
        style = st.ship_style({"faction": faction})
        alive = sum(1 for s in members if not (s.get("destroyed") or s.get("fled")))
        you = say("xwing.you") if view.get("viewer") == seat else ""
        heading = say("xwing.squad", side=xw.side(seat).upper(), you=you, alive=alive, total=len(members))
        col.heading(heading, fill=style.outline, size=1.1)
        members.sort(key=lambda s: (-int(s.get("skill", 0) or 0), str(s.get("id"))))
        for ship in members:
            ship_row(col, view, ship)
        col.gap(4)


def render_panel(view: View, width: int, base: int = 19, min_height: int = 0) -> Image.Image:
    """The panel as its own image (as tall as its content, at least `min_height`)."""
    img = Image.new("RGB", (width, max(min_height, 2400)), PANEL)
    col = Column(img, 18, 14, width - 32, base)
    header(col, view)
    col.rule()
    if view.get("last_move") or view.get("last_attack"):
        last_move_block(col, view)
        attack_block(col, view)
        col.rule()
    squads(col, view)
    col.rule()
    col.y = int(draw_legend(img, col.x, col.y, st.legend(), col.width, size=round(base * 0.95), background=PANEL))
    col.gap()
    return img.crop((0, 0, width, max(min_height, col.y)))
