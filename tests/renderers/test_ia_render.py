"""The Imperial Assault picture (renderers/ia.py): figures where they stand with their side's colour, damage
bars, the last attack's sight lines, the panel's hand only in its owner's view, and the alt text."""

from __future__ import annotations

from typing import Any

from bot.games.ia.game import GAME
from renderers.ia import CELL, HEADER, PAD, SEAT_COLOURS, alt_text, render
from tests.ia.policy import greedy_policy, play


def view_after_an_attack(seat: str | None) -> dict[str, Any]:
    state, _a, _e = play("g1", greedy_policy, {"mission": "supply-run"}, limit=200)
    assert state["last_attack"] is not None
    return GAME.view(state, seat)


def test_figures_are_drawn_on_their_squares_in_their_side_colour() -> None:
    view = view_after_an_attack("p1")
    img = render(view).convert("RGB")
    ox, oy = PAD + 14, HEADER + 14
    for fid, f in view["figures"].items():
        if f["pos"] is None:
            continue
        x, y = ox + f["pos"][0] * CELL + 8, oy + f["pos"][1] * CELL + CELL // 2
        assert img.getpixel((x, y)) == SEAT_COLOURS[f["owner"]], fid


def test_the_sight_lines_of_the_last_attack_are_drawn() -> None:
    view = view_after_an_attack(None)
    lines = view["last_attack"]["lines"]
    img = render(view).convert("RGB")
    ox, oy = PAD + 14, HEADER + 14
    p, q, _q2 = lines
    mx, my = (p[0] + q[0]) / 2, (p[1] + q[1]) / 2
    px = img.getpixel((round(ox + mx * CELL), round(oy + my * CELL)))
    assert isinstance(px, tuple) and px[0] > 200 and px[1] > 180  # the yellow accent line


def test_alt_text_and_the_hand_only_in_its_owner_picture() -> None:
    mine, spectator = view_after_an_attack("p1"), view_after_an_attack(None)
    assert "hand" in mine["players"]["p1"] and "hand" not in spectator["players"]["p1"]
    text = alt_text(mine)
    assert text.startswith("Round ") and "Last attack:" in text and "VP" in text
    assert render(mine).size == render(spectator).size


def test_a_round_animation_has_one_frame_per_view_up_to_the_cap() -> None:
    from PIL import Image

    from renderers.ia import MAX_FRAMES, render_round

    views = [GAME.view(play("g1", greedy_policy, {"mission": "supply-run"}, limit=n)[0], None) for n in (40, 80, 120)]
    view = views[-1]
    data = render_round(views)
    assert data[:4] == b"RIFF" and data[8:12] == b"WEBP"
    import io

    assert getattr(Image.open(io.BytesIO(data)), "n_frames", 1) == 3
    many = render_round([view] * (MAX_FRAMES + 10), fmt="gif")
    assert getattr(Image.open(io.BytesIO(many)), "n_frames", 1) <= MAX_FRAMES


def big_map_view(phase_done: bool = True) -> dict[str, Any]:
    """A 30 x 24 user map (larger than a phone shows: 16 squares) with the zones near its top-left corner."""
    from bot.core.chance import Chance

    doc = {
        "id": "big-hall",
        "name": "Big hall",
        "width": 30,
        "height": 24,
        "cells": ["." * 30 for _ in range(24)],
        "areas": {
            "red": [[x, y] for x in (3, 4) for y in range(3, 9)],
            "blue": [[x, y] for x in (10, 11) for y in range(3, 9)],
        },
    }
    options = {"mission": "data-heist", "map": "big-hall", "content": {"map": [doc]}}
    state = GAME.setup(options, ("p1", "p2"), Chance("crop"))
    for option in ("give", "red") if phase_done else ("give",):
        prompt = GAME.prompts(state)[0]
        for e in GAME.act(state, prompt.seat, prompt.option(option).action, Chance("crop")):  # type: ignore[union-attr]
            state = GAME.evolve(state, e)
    return GAME.view(state, None)


def test_the_phone_picture_of_a_large_map_shows_the_figures_plus_a_margin() -> None:
    from renderers.common.gridbox import CROP_MARGIN
    from renderers.ia import figures_box, png, render_board

    view = big_map_view()
    # figures in x 3-4 and 10-11, y 3-8: the box is those squares plus 2 around
    assert figures_box(view) == (3 - CROP_MARGIN, 3 - CROP_MARGIN, 12 + CROP_MARGIN, 9 + CROP_MARGIN)
    full, phone = render(view), render_board(view, crop="action")
    assert phone.width < full.width and phone.height < full.height
    ox, oy = PAD + 14, HEADER + 14
    x0, y0 = 3 - CROP_MARGIN, 3 - CROP_MARGIN
    for fid, f in view["figures"].items():  # every figure stands where the crop puts its square
        x, y = ox + (f["pos"][0] - x0) * CELL + 8, oy + (f["pos"][1] - y0) * CELL + CELL // 2
        assert phone.convert("RGB").getpixel((x, y)) == SEAT_COLOURS[f["owner"]], fid
    assert png(view, crop="action")[:8] == b"\x89PNG\r\n\x1a\n"
    text = alt_text(view)
    assert "Map Big hall, 30x24 squares; the picture shows squares 1-13 across, 1-10 down." in text


def test_the_starter_map_fits_a_phone_and_is_shown_whole() -> None:
    from renderers.ia import figures_box, render_board

    view = view_after_an_attack(None)
    assert figures_box(view) == (0, 0, 16, 12)
    assert render_board(view, crop="action").size == render(view).size
    assert "Map Outpost (starter map), 16x12 squares." in alt_text(view) and "picture shows" not in alt_text(view)


def test_while_deploying_the_crop_holds_the_zones_and_the_alt_text_counts_figures_to_place() -> None:
    from renderers.ia import figures_box

    view = big_map_view(phase_done=False)  # the initiative player is choosing a zone: nothing placed yet
    assert view["phase"] == "zone" and figures_box(view) == (1, 1, 14, 11)
    text = alt_text(view)
    assert "p1: 0 VP; 11 figures still to place." in text and "no figures left" not in text
