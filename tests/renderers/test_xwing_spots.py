"""Asteroid placement by picture (issue 21): the places an obstacle prompt offers are drawn as numbered discs
where they lie on the mat, exactly the prompt's options (labels in order, one disc each), docs/protocol.md
"Places on the board"."""

from __future__ import annotations

from typing import Any

from PIL import Image

from bot.core.chance import Chance
from bot.core.protocol import Prompt
from bot.engine.render import with_spots
from bot.games.xwing import GAME
from renderers.common.colors import ACCENT
from renderers.xwing.compose import CROP_UI, crop_geometry, render_board
from renderers.xwing.crop import action_box
from renderers.xwing.current import focus
from renderers.xwing.spots import RADIUS_PX, spot_centres

SEATS = ("rebel", "imperial")


def placement(options: dict[str, Any], kind: str, placed: int = 0) -> tuple[dict[str, Any], Prompt]:
    """The table and the obstacle prompt after `placed` asteroids went on their first offered spot."""
    chance = Chance("spots")
    state = GAME.setup(options, SEATS, chance)
    while True:
        prompt = GAME.prompts(state)[0]
        if prompt.kind == kind and placed == 0:
            return state, prompt
        placed -= prompt.kind == kind
        assert prompt.default is not None
        for event in GAME.act(state, prompt.seat, dict(prompt.default), chance):
            state = GAME.evolve(state, event)


def rgb(img: Image.Image, at: tuple[int, int]) -> tuple[int, int, int]:
    pixel = img.convert("RGB").getpixel(at)
    assert isinstance(pixel, tuple)
    return pixel[0], pixel[1], pixel[2]


def drawn_discs(view: dict[str, Any]) -> tuple[Image.Image, list[tuple[str, float, float]], float]:
    """The phone picture of `view` and where its discs are in it (below the header line)."""
    img = render_board(view, crop="action")
    vp, ui = crop_geometry(action_box(focus(view)))
    header = round(34 * CROP_UI)
    return img, [(label, x, y + header) for label, x, y in spot_centres(vp, view)], RADIUS_PX * ui


def test_hide_and_seek_asteroid_spots_are_the_numbered_options_drawn_where_they_lie() -> None:
    # mission 2 (rulebook p.23): the Imperial places 6 asteroids beyond range 1 of every Rebel ship and asteroid
    state, prompt = placement({"mission": "hide_and_seek", "deployment": "auto"}, "mission_asteroid", placed=2)
    options = prompt.options or ()
    assert 1 < len(options) <= 25  # numbered buttons on one message (5 rows of 5)
    assert [o.label for o in options] == [str(n) for n in range(1, len(options) + 1)]
    spots = prompt.context["spots"]
    assert isinstance(spots, list) and [s["option"] for s in spots] == [o.id for o in options]
    for s, o in zip(spots, options, strict=True):  # each spot is where its option puts the asteroid
        assert (s["x"], s["y"]) == (o.action["x"], o.action["y"])
    view = with_spots(GAME.view(state, None), prompt)
    assert view is not None and len(view["spots"]) == len(options)
    img, discs, radius = drawn_discs(view)
    assert [label for label, _, _ in discs] == [o.label for o in options]
    plain = render_board(GAME.view(state, None), crop="action")
    for label, x, y in discs:  # a disc in the spot colour at each place (above its number), absent without spots
        probe = (round(x), round(y - 0.7 * radius))
        assert rgb(img, probe) == ACCENT, (label, probe)
        assert rgb(plain, probe) != ACCENT, (label, probe)
    # no two discs on top of each other: each number can be read and aimed at
    assert all(abs(a[1] - b[1]) + abs(a[2] - b[2]) > 2 * radius for i, a in enumerate(discs) for b in discs[i + 1 :])


def test_set_up_obstacle_spots_are_numbered_too_and_shrink_as_asteroids_are_placed() -> None:
    # obstacles: place (rulebook p.19): players take turns placing asteroids beyond range 2 of every edge
    first_state, first = placement({"obstacles": "place", "deployment": "auto"}, "obstacle")
    _, second = placement({"obstacles": "place", "deployment": "auto"}, "obstacle", placed=1)
    assert len(first.options or ()) == 9 and len(second.options or ()) == 8
    taken = {o.id for o in first.options or ()} - {o.id for o in second.options or ()}
    assert taken == {(first.options or ())[0].id}  # the first spot is gone once an asteroid sits on it
    assert [o.label for o in second.options or ()] == [str(n) for n in range(1, 9)]  # renumbered from 1
    assert (second.options or ())[0].detail == "bottom centre (457, 290)"  # the words stay, in the detail
    view = with_spots(GAME.view(first_state, None), first)
    assert view is not None
    img, discs, radius = drawn_discs(view)
    assert len(discs) == 9 and all(rgb(img, (round(x), round(y - 0.7 * radius))) == ACCENT for _, x, y in discs)


def test_a_prompt_without_places_draws_none() -> None:
    state, prompt = placement({"mission": "hide_and_seek", "deployment": "auto"}, "mission_asteroid")
    assert with_spots(GAME.view(state, None), Prompt("imperial", "x", "x", "k", prompt.options)) is None
    assert with_spots(None, prompt) is None
