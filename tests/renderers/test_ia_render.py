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
