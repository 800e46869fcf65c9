"""The dice strip: each die as a coloured tile with its face as an icon and a word, and what happened to it
(rerolled, changed from another face, cancelled, added by an effect)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import ImageDraw

from renderers.common.colors import RGB, TEXT, TEXT_DARK, TEXT_DIM, mix
from renderers.common.fonts import font
from renderers.common.shapes import star
from renderers.common.words import say
from renderers.xwing import style as st

Die = Mapping[str, Any]

FACES = ("hit", "crit", "focus", "evade", "blank")  # the faces the catalog names (xwing.face.*, xwing.note.*)


def _icon(draw: ImageDraw.ImageDraw, face: str, cx: float, cy: float, r: float, fg: RGB) -> None:
    if face == "hit":
        draw.polygon(star(cx, cy, r, r * 0.32, 4, 45), fill=fg)
    elif face == "crit":
        draw.polygon(star(cx, cy, r, r * 0.5, 8), fill=fg)
        draw.ellipse((cx - r * 0.3, cy - r * 0.3, cx + r * 0.3, cy + r * 0.3), fill=st.ATTACK_DIE)
    elif face == "focus":
        draw.ellipse((cx - r, cy - r * 0.55, cx + r, cy + r * 0.55), outline=fg, width=max(2, round(r / 5)))
        draw.ellipse((cx - r * 0.32, cy - r * 0.32, cx + r * 0.32, cy + r * 0.32), fill=fg)
    elif face == "evade":
        w = max(2, round(r / 4))
        for dx in (-0.45, 0.35):
            x = cx + dx * r
            draw.line(
                ((x - r * 0.35, cy - r * 0.7), (x + r * 0.3, cy), (x - r * 0.35, cy + r * 0.7)),
                fill=fg,
                width=w,
                joint="curve",
            )
    elif face != "blank":
        draw.text((cx, cy), face[:2].upper(), font=font(round(r), bold=True), fill=fg, anchor="mm")


def face_word(face: str) -> str:
    return say(f"xwing.face.{face}") if face in FACES else face


def face_note(face: str) -> str:
    """A face in a die's history, short."""
    return say(f"xwing.note.{face}") if face in FACES else face[:4]


def die_notes(die: Die) -> str:
    """What happened to a die, oldest first: + added, ↻x rerolled from face x, ←x changed from face x."""
    history = [face_note(str(h)) for h in die.get("history") or []]
    notes = ["+"] if die.get("added") else []
    if die.get("rerolled") and history:
        notes.append("↻" + history.pop(0))
    notes.extend("←" + h for h in history)
    return " ".join(notes)


def draw_die(draw: ImageDraw.ImageDraw, x: float, y: float, die: Die, size: int, attack: bool) -> None:
    base = st.ATTACK_DIE if attack else st.DEFENSE_DIE
    cancelled = bool(die.get("cancelled"))
    fill = mix(base, (60, 60, 60), 0.65) if cancelled else base
    draw.rounded_rectangle((x, y, x + size, y + size), radius=size // 6, fill=fill, outline=TEXT_DARK, width=2)
    face = str(die.get("face", "blank"))
    _icon(draw, face, x + size / 2, y + size / 2 - size * 0.06, size * 0.3, mix(TEXT, fill, 0.5) if cancelled else TEXT)
    if die.get("rerolled") or die.get("history"):
        # a yellow corner flags a die whose face is not the one first rolled
        draw.polygon([(x + size * 0.62, y), (x + size, y), (x + size, y + size * 0.38)], fill=st.ACTIVE)
    if cancelled:
        draw.line((x + 4, y + 4, x + size - 4, y + size - 4), fill=st.HIT, width=3)
        draw.line((x + size - 4, y + 4, x + 4, y + size - 4), fill=st.HIT, width=3)
    word, px = face_word(face), max(10, round(size * 0.24))
    small = font(px, bold=True)
    while px > 7 and draw.textlength(word, font=small) > size - 4:  # a longer word (Russian) in a smaller font
        px -= 1
        small = font(px, bold=True)
    draw.text(
        (x + size / 2, y + size - 2),
        word,
        font=small,
        fill=TEXT_DIM if cancelled else TEXT,
        anchor="md",
    )


def draw_dice_row(
    draw: ImageDraw.ImageDraw, x: float, y: float, dice: Sequence[Die], size: int, attack: bool, width: int
) -> float:
    """One pool in a row (wrapping if needed), notes under each die; returns the y below the row."""
    gap = max(6, round(size * 0.45))
    note_font = font(max(10, round(size * 0.24)))
    cell = size + gap
    per_row = max(1, width // cell)
    bottom = y
    for i, die in enumerate(dice):
        cx, cy = x + (i % per_row) * cell, y + (i // per_row) * (size + size * 0.5)
        draw_die(draw, cx, cy, die, size, attack)
        note = die_notes(die)
        if note:
            draw.text((cx + size / 2, cy + size + 2), note, font=note_font, fill=TEXT_DIM, anchor="mt")
        bottom = max(bottom, cy + size + size * 0.5)
    return bottom
