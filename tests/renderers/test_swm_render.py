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


def _seeded_round_one() -> tuple[list[dict[str, Any]], list[list[str]]]:
    """Round 1 of a seeded match (the engine's way: the public view after each action) and each action's event
    kinds, up to the action that starts round 2."""
    import random

    from bot.core.chance import Chance
    from tests.swm.test_match import FIXTURES

    chance, pick = Chance("swm-anim"), random.Random("swm-anim")
    s = GAME.setup(FIXTURES, ("light", "dark"), chance)
    views: list[dict[str, Any]] = []
    kinds: list[list[str]] = []
    for _ in range(3000):
        if GAME.outcome(s) is not None or s["round"] >= 2:
            break
        p = GAME.prompts(s)[0]
        opts = p.options or ()
        attack = [o for o in opts if o.action["kind"] == "attack"]
        option = attack[0] if attack and pick.random() < 0.8 else opts[pick.randrange(len(opts))]
        evs = GAME.act(s, p.seat, dict(option.action), chance)
        for e in evs:
            s = GAME.evolve(s, e)
        views.append(GAME.view(s, None))
        kinds.append([e.kind for e in evs])
    return views, kinds


def test_a_round_animation_has_one_frame_per_step_of_a_seeded_round_and_ends_on_the_rounds_end() -> None:
    import io

    from PIL import Image

    from bot.engine.frames import FrameCollector
    from renderers.swm import render_round
    from renderers.swm.animate import MAX_FRAMES, round_frames

    views, kinds = _seeded_round_one()
    assert views[-1]["round"] == 2  # played through round 1
    collector = FrameCollector()  # what both adapters hand render_round
    for seq, view in enumerate(views):
        collector.add(seq, view)
    frames = collector.finish()[1]
    # a step = an action of round 1 that activated or moved a figure or rolled an attack (the picture changes:
    # the active figure ringed, its path, the attack line); rerolls stay in their attack's frame
    shown = {"activated", "moved", "attack_rolled"}
    steps = [i for i, ks in enumerate(kinds) if views[i]["round"] == 1 and shown & set(ks)]
    # one frame for the round's opening (before the first activation), then one per step
    assert len(steps) >= 4 and len(frames) == 1 + len(steps)
    assert frames[0] is views[steps[0] - 1] and frames[0]["last_move"]["path"] is None
    assert frames[-1] is views[steps[-1]]  # the last frame is the round's last step: how round 1 ended
    images = round_frames(frames)
    assert len(images) == len(frames) and len({i.size for i in images}) == 1
    assert images[-1].tobytes() == render(views[steps[-1]]).tobytes()
    data = render_round(frames)
    assert data[:4] == b"RIFF" and data[8:12] == b"WEBP"
    assert getattr(Image.open(io.BytesIO(data)), "n_frames", 1) == len(frames) <= MAX_FRAMES
    sampled = round_frames(frames + frames[:5])  # past the cap: evenly picked, the round's end still last
    assert len(sampled) == MAX_FRAMES and sampled[-1].tobytes() == render(frames[4]).tobytes()


def test_the_phone_crop_holds_every_figure_and_is_smaller_than_a_large_map() -> None:
    from renderers.common.gridbox import PHONE_SQUARES
    from renderers.swm import render_board
    from renderers.swm.crop import figures_box

    view = GAME.view(_duel(), None)
    assert render_board(view, crop="action").size == render(view).size  # a 12 x 8 map fits a phone: shown whole
    big = dict(view, map=dict(view["map"], width=30, height=24, cells=["." * 30] * 24, walls=[], doors=[]))
    big["figures"] = [dict(f, at=[f["at"][0] + 10, f["at"][1] + 9]) for f in view["figures"]]
    assert PHONE_SQUARES < 30  # the map below is too large for a phone
    x0, y0, x1, y1 = figures_box(big)
    for f in big["figures"]:
        assert x0 <= f["at"][0] and f["at"][0] + f["size"] <= x1 and y0 <= f["at"][1] and f["at"][1] + f["size"] <= y1
    full, phone = render(big), render_board(big, crop="action")
    assert phone.width < full.width and phone.height < full.height
    # every figure's disc is in the phone picture, at its square shifted by the crop's corner
    for f in big["figures"]:
        cx, cy = _px(f["at"][0] - x0 + 0.3, f["at"][1] - y0 + 0.65)
        assert phone.getpixel((cx, cy)) == SIDES[f["side"]][0]
    assert png(big, crop="action") != png(big)
