"""The Imperial Assault panel beside the map: each player's VP, initiative and cards (the owner's hand in their own
view), the last attack's dice with the surges spent and the cards played, the latest log lines, and the key to
the map's letters; every word in the picture's language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from bot.games.ia.dice import dice
from renderers.common.colors import ACCENT, GOOD, LOST, PANEL, TEXT, TEXT_DIM
from renderers.common.fonts import font
from renderers.common.text import ellipsize, wrap
from renderers.common.words import say
from renderers.ia.style import DIE_COLOURS, PANEL_W, SEAT_COLOURS
from renderers.ia.words import affiliation, command_name, log_lines, seat, surges

FACES = ("accuracy", "damage", "surge", "block", "evade", "dodge")


def face_text(colour: str, face: int) -> str:
    """A die face in letters: "a2 d s" / «т2 у п» (a count after a letter when there are several)."""
    symbols = dice()[colour].faces[face].symbols
    if not symbols:
        return "-"
    return " ".join(
        say(f"ia.face.{k}") + (str(v) if k == "accuracy" or v > 1 else "") for k, v in symbols.items() if k in FACES
    )


def panel(img: Image.Image, view: Mapping[str, Any], x: int, y: int, height: int) -> None:
    d = ImageDraw.Draw(img)
    d.rectangle((x, y, x + PANEL_W, y + height), fill=PANEL)
    small = font(11)
    cy = _players(d, view, x, y + 8)
    cy = _last_attack(d, view, x, cy + 6)
    key = _flow(d, legend(), small, PANEL_W - 16)
    bottom = y + height - 14 * len(key) - 4
    for i, line in enumerate(key):  # the key to the map's letters, at the panel's foot
        d.text((x + 8, bottom + 4 + 14 * i), line, font=small, fill=TEXT_DIM)
    d.text((x + 8, cy), say("ia.log"), font=font(14, bold=True), fill=TEXT_DIM)
    cy += 20
    for line in reversed(log_lines(view)[-12:]):
        for part in wrap(d, line, small, PANEL_W - 16)[:2]:
            if cy > bottom - 14:
                return
            d.text((x + 8, cy), part, font=small, fill=TEXT)
            cy += 14


CONDITIONS = ("stunned", "bleeding", "focused", "weakened", "hidden")


def legend() -> list[str]:
    """The key to the map's letters: "T terminal", "C crate", "S stunned", ... / «Т терминал», «О оглушение»."""
    tokens = [
        say("ia.legend_item", mark=say(f"ia.mark.{k}"), name=say(f"ia.token.{k}")) for k in ("terminals", "crates")
    ]
    marks = [say("ia.legend_item", mark=say(f"ia.cond.{c}"), name=say(f"ia.cond_name.{c}")) for c in CONDITIONS]
    return tokens + marks


def _flow(d: ImageDraw.ImageDraw, items: list[str], fnt: Any, width: int) -> list[str]:
    """Items joined by commas into lines no wider than `width`, never cutting an item."""
    lines: list[str] = []
    for item in items:
        trial = f"{lines[-1]}, {item}" if lines else item
        if lines and d.textlength(trial, font=fnt) <= width:
            lines[-1] = trial
        else:
            lines.append(ellipsize(d, item, fnt, width))
    return lines


def _players(d: ImageDraw.ImageDraw, view: Mapping[str, Any], x: int, cy: int) -> int:
    body, small = font(12), font(11)
    for s in ("p1", "p2"):
        p = view["players"].get(s, {})
        mark = say("ia.initiative") if view.get("initiative") == s else ""
        d.rectangle((x + 8, cy + 3, x + 18, cy + 13), fill=SEAT_COLOURS[s])
        who, side = seat(s), p.get("affiliation")
        line = (
            say("ia.player", seat=who, affiliation=affiliation(side), vp=int(p.get("vp", 0)), initiative=mark)
            if side
            else say("ia.player_unpicked", seat=who, vp=int(p.get("vp", 0)), initiative=mark)
        )
        d.text((x + 24, cy), ellipsize(d, line, body, PANEL_W - 30), font=body, fill=TEXT)
        cy += 18
        counts = say("ia.cards", hand=int(p.get("hand_count", 0)), deck=int(p.get("deck_count", 0)))
        d.text((x + 24, cy), ellipsize(d, counts, small, PANEL_W - 30), font=small, fill=TEXT_DIM)
        cy += 16
        if "hand" in p:
            hand = say("ia.hand", cards=", ".join(command_name(c) for c in p["hand"]))
            d.text((x + 24, cy), ellipsize(d, hand, small, PANEL_W - 30), font=small, fill=GOOD)
            cy += 16
    return cy


def _last_attack(d: ImageDraw.ImageDraw, view: Mapping[str, Any], x: int, cy: int) -> int:
    last = view.get("last_attack")
    if not last:
        return cy
    bold, body, small = font(14, bold=True), font(12), font(11)
    title = say("ia.last", attacker=str(last["attacker"]), target=str(last["target"]))
    d.text((x + 8, cy), ellipsize(d, title, bold, PANEL_W - 16), font=bold, fill=ACCENT)
    cy += 22
    for side in ("attack", "defense"):
        cx = x + 8
        for colour, face in last["dice"][side]:
            fill = DIE_COLOURS.get(colour, LOST)
            d.rounded_rectangle((cx, cy, cx + 46, cy + 22), 4, fill=fill, outline=(0, 0, 0))
            ink = (0, 0, 0) if colour in ("white", "yellow") else (255, 255, 255)
            d.text((cx + 3, cy + 4), face_text(colour, face), font=small, fill=ink)
            cx += 50
        cy += 28
    res = last.get("result", {})
    verdict = say(f"ia.miss.{res['miss']}") if res.get("miss") else say("ia.damage", n=int(res.get("damage", 0)))
    spent = surges(last)
    extra = [say("ia.surges", list="; ".join(spent)) if spent else say("ia.no_surge")]
    if last.get("played"):
        extra.append(say("ia.played", list=", ".join(command_name(c) for c in last["played"])))
    for line in [verdict, *extra]:
        for part in wrap(d, line, body, PANEL_W - 16):
            d.text((x + 8, cy), part, font=body, fill=TEXT)
            cy += 16
    return cy + 6
