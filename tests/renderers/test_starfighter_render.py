"""The Starfighter picture (renderers/starfighter.py): drawn from views only; the hand only on its owner's private
picture; the offset widens the picture's columns; the alt text names what the picture shows."""

from __future__ import annotations

from typing import Any

from PIL import Image

from bot.core.chance import Chance
from bot.games.starfighter import GAME
from renderers import starfighter as pictures
from tests.starfighter.support import NORTH, SOUTH, deploying, put, state


def _view(seat: str | None = SOUTH) -> dict[str, Any]:
    s = deploying(state("skirmish", seed="pic"), {SOUTH: ["2-01", "2-02"], NORTH: ["2-03"]})
    put(s, SOUTH, 1, "2-04")
    put(s, SOUTH, 1, "2-05", side="back")
    put(s, NORTH, 5, "2-06")
    s["players"][SOUTH]["board"][0][0]["dmg"]["lower"] = 1
    s["offset"] = -2
    return GAME.view(s, seat)


def _colours(img: Image.Image) -> set[Any]:
    return {c for _n, c in (img.getcolors(1 << 20) or [])}


def test_the_picture_shows_both_boards_with_the_offset_and_the_cards() -> None:
    view = _view()
    img = pictures.render(view)
    assert img.size == (pictures.WIDTH, pictures.HEIGHT)
    colours = _colours(img)
    assert pictures.BLUE in colours and pictures.BACK in colours  # a face-up blue card and a card back up
    low, high = pictures._columns(view)
    assert (low, high) == (-2, 4)  # offset -2: seven global columns
    text = pictures.alt_text(view)
    assert "SOUTH Ares: armour 20/20" in text and "s1: 2-04/back" in text and "NORTH Athena" in text
    assert "2-01" not in text  # the hand is no part of the public picture


def test_the_private_picture_is_the_owners_hand_and_nobody_elses() -> None:
    own = pictures.render_private(_view(SOUTH))
    assert own is not None and own.width == pictures.WIDTH
    # one row of cards, one row of legend (2-01's free move), the face-down line
    assert own.height == 36 + (2 * pictures.HALF + 22 + 8) + pictures.LEGEND_ROW + 22
    assert pictures.render_private(_view(None)) is None  # a spectator has no hand
    s = deploying(state("skirmish", seed="pic"), {SOUTH: ["2-01"], NORTH: ["2-03"]})
    (prompt,) = GAME.prompts(s)
    private = GAME.private_view(s, prompt)
    assert private is not None and [c["card"] for c in private["sides"][SOUTH]["hand_cards"]] == ["2-01"]
    assert "hand_cards" not in private["sides"][NORTH]


def test_a_whole_match_renders_at_every_step() -> None:
    chance = Chance("render-all")
    s = GAME.setup({"mode": "skirmish"}, [SOUTH, NORTH], chance)
    drawn = 0
    while GAME.outcome(s) is None and drawn < 400:
        p = GAME.prompts(s)[0]
        assert p.options
        for e in GAME.act(s, p.seat, dict(p.options[-1 if p.kind != "sector" else 0].action), chance):
            s = GAME.evolve(s, e)
        if drawn % 7 == 0:
            for seat in (SOUTH, NORTH, None):
                assert pictures.render(GAME.view(s, seat)).size == (pictures.WIDTH, pictures.HEIGHT)
        drawn += 1
    assert "game over" in pictures.alt_text(GAME.view(s, None))
