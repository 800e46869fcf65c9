"""The SWM picture (renderers/swm): a pure function of the public view; walls in the A-20 colour, figures in
their side's colour, the attack line with the d20, alt text naming every figure."""

from __future__ import annotations

from typing import Any

from bot.games.swm.game import GAME
from renderers.swm import alt_text, png, render
from renderers.swm.board import CELL, HEADER, MARGIN, SIDES, WALLS
from tests.swm.support import Dice, arena, play


def _duel(rules: dict[str, Any] | None = None) -> dict[str, Any]:
    figs = {"L1": ("g-l-militia", (8, 2)), "L2": ("g-l-knight", (10, 6)), "D1": ("g-d-trooper", (3, 2))}
    return arena(figs, active="L1", map_id="duel-hall", rules=rules)


def _px(x: float, y: float) -> tuple[int, int]:
    return int(MARGIN + x * CELL), int(HEADER + MARGIN + y * CELL)


def test_walls_take_the_a_20_colour_and_figures_their_sides_colour() -> None:
    img = render(GAME.view(_duel(), None))
    assert img.getpixel(_px(6, 0.5)) == WALLS["magenta"]  # the hall's wall on x = 6
    assert img.getpixel(_px(10.3, 6.65)) == SIDES["light"][0]  # L2's disc, between its id and its HP bar
    red = render(GAME.view(_duel({"A-20": "red"}), None))
    assert red.getpixel(_px(6, 0.5)) == WALLS["red"]


def test_the_attack_line_and_the_alt_text_name_what_happened() -> None:
    s = _duel()
    s = play(s, "light", {"kind": "move", "to": [7, 3]}, Dice())
    s = play(s, "light", {"kind": "end"}, Dice()) if s["turn"] else s
    view = GAME.view(s, None)
    text = alt_text(view)
    for fid, name in (("L1", "Militia Trooper"), ("L2", "Guardian Knight"), ("D1", "Line Trooper")):
        assert f"{fid} {name}" in text
    s2 = arena(
        {"L1": ("g-l-militia", (4, 2)), "D1": ("g-d-trooper", (3, 2)), "L2": ("g-l-knight", (10, 6))},
        active="L1",
        map_id="duel-hall",
    )
    s2 = play(s2, "light", {"kind": "attack", "target": "D1"}, Dice([4]))
    text = alt_text(GAME.view(s2, None))
    assert "Last attack: L1 on D1, d20 4, 9 against 13: miss." in text
    assert png(GAME.view(s2, None)) == png(GAME.view(s2, None))  # pure: the same view, the same picture


def test_an_unrevealed_squad_is_drawn_as_locked_only() -> None:
    s = GAME.setup({}, ("light", "dark"), Dice())
    s = play(s, "light", {"kind": "squad", "fixture": "light"}, Dice())
    view = GAME.view(s, None)
    assert view["squads"]["light"] == "locked" and "Guardian" not in alt_text(view)
    render(view)  # draws the empty map with "squad locked"
