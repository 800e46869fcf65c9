"""X-Wing pictures: goldens for five positions, secrets, alt text, crops, animations."""

from __future__ import annotations

import copy
import io
from typing import Literal

import pytest
from PIL import Image

from renderers.common.fonts import font_family
from renderers.xwing import alt_text, png, render, render_board, render_reel, render_round
from renderers.xwing.board import STATIC_CACHE
from renderers.xwing.crop import action_box
from tests.renderers import fixtures as fx
from tests.renderers.golden import check_golden, difference

needs_dejavu = pytest.mark.skipif(font_family() != "dejavu", reason="goldens are drawn with DejaVu Sans")


@needs_dejavu
@pytest.mark.parametrize("name", sorted(fx.SCENARIOS))
def test_full_board_matches_golden(name: str) -> None:
    check_golden(render_board(fx.SCENARIOS[name]()), f"full_{name}")


@needs_dejavu
@pytest.mark.parametrize("name", sorted(fx.SCENARIOS))
def test_action_crop_matches_golden(name: str) -> None:
    check_golden(render_board(fx.SCENARIOS[name](), crop="action"), f"crop_{name}")


def test_golden_check_notices_a_real_change() -> None:
    """The tolerance absorbs noise, not a missing ship: moving one ship 100 mm must fail the comparison."""
    a = render_board(fx.bump())
    moved = fx.bump()
    moved["ships"][1]["pose"]["x"] -= 100
    b = render_board(moved)
    mean, frac = difference(a, b)
    assert frac > 0.0005 and mean > 0.05
    same_mean, same_frac = difference(a, render_board(fx.bump()))
    assert same_mean == 0 and same_frac == 0  # rendering is deterministic


# ------------------------------------------------------------------ secrets


def _with_injected_dials(view: dict) -> dict:
    """The same view with every committed dial's maneuver filled in, as if hidden state leaked into it."""
    leaked = copy.deepcopy(view)
    for s in leaked["ships"]:
        if s["dial"]["committed"]:
            s["dial"]["maneuver"] = "5-koiogran"
    return leaked


@pytest.mark.parametrize("crop", [None, "action"])
def test_public_picture_never_shows_a_committed_dial(crop: Literal["action"] | None) -> None:
    public = fx.start_of_match()
    assert public["viewer"] is None and any(s["dial"]["committed"] for s in public["ships"])
    leaked = _with_injected_dials(public)
    a = render_board(public, crop=crop)
    b = render_board(leaked, crop=crop)
    assert difference(a, b) == (0.0, 0.0)
    text = alt_text(leaked)
    assert "koiogran" not in text.lower() and "K-turn" not in text
    assert alt_text(leaked) == alt_text(public)


def test_seat_picture_shows_its_own_dial_only() -> None:
    seat = fx.seat_view_with_dial("2-bank-left")
    without = copy.deepcopy(seat)
    without["ships"][0]["dial"]["maneuver"] = None
    a, b = render_board(seat), render_board(without)
    assert difference(a, b)[1] > 0  # Luke's own dial is drawn for the Rebel player
    assert "dial 2 bank L" in alt_text(seat)
    # an Imperial dial that leaked into the Rebel's view stays hidden
    leaked = copy.deepcopy(seat)
    leaked["ships"][1]["dial"]["maneuver"] = "1-straight"
    assert difference(render_board(leaked), a) == (0.0, 0.0)
    assert "1 str" not in alt_text(leaked) and alt_text(leaked) == alt_text(seat)


def test_revealed_dial_may_be_shown_publicly() -> None:
    v = fx.start_of_match()
    v["ships"][0]["dial"] = {**fx.committed("3-turn-right"), "revealed": True}
    assert "dial 3 turn R" in alt_text(v)


# ------------------------------------------------------------------ alt text


@pytest.mark.parametrize("name", sorted(fx.SCENARIOS))
def test_alt_text_names_every_ship(name: str) -> None:
    view = fx.SCENARIOS[name]()
    text = alt_text(view)
    assert len(text) <= 1024
    for s in view["ships"]:
        assert s["label"] in text, f"{s['label']} missing from: {text}"


def test_alt_text_says_what_changed_and_ranges() -> None:
    text = alt_text(fx.attack_through_asteroid())
    assert "Last attack: LS on NB at range 2 (180 mm), obstructed by a3" in text
    assert "1 damage" in text
    assert "nearest enemy NB at range 2" in text  # Luke's closest enemy: 180 mm away
    bump = alt_text(fx.bump())
    assert "Last move: OS flew 3 straight, bumped LS, hit asteroid a3." in bump
    flee = alt_text(fx.ship_fleeing())
    assert "GS Gold Squadron Pilot fled (destroyed)" in flee and "fled the battlefield" in flee
    assert "hit asteroid a3" in alt_text(fx.crowded_table())


def test_alt_text_shortens_to_the_limit_but_keeps_every_ship() -> None:
    view = fx.crowded_table()
    full = alt_text(view, limit=None)
    short = alt_text(view, limit=700)
    assert len(short) <= 700 < len(full)
    for s in view["ships"]:
        assert s["label"] in short


# ------------------------------------------------------------------ crops, entry points, caching


def test_action_box_covers_the_move_and_stays_square() -> None:
    v = fx.bump()
    x0, y0, x1, y1 = action_box(v)
    assert x1 - x0 == pytest.approx(y1 - y0)
    for p in (v["last_move"]["start"], v["last_move"]["planned_end"], v["last_move"]["end"]):
        assert x0 < p["x"] < x1 and y0 < p["y"] < y1
    assert x1 - x0 < 914.4 / 2  # really zoomed in


def test_crop_of_a_region_and_bad_crop() -> None:
    img = render_board(fx.crowded_table(), crop=(300.0, 300.0, 600.0, 600.0))
    assert img.width == 640
    with pytest.raises(ValueError, match="crop must be"):
        render_board(fx.crowded_table(), crop="zoom")  # type: ignore[arg-type]


def test_render_entry_point_and_png() -> None:
    img = render(fx.start_of_match())
    assert isinstance(img, Image.Image) and img.mode == "RGB"
    data = png(fx.attack_through_asteroid(), crop="action")
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) < 400_000
    assert Image.open(io.BytesIO(data)).width == 640


def test_static_layer_is_cached_per_obstacle_layout() -> None:
    STATIC_CACHE.clear()
    render_board(fx.bump())
    render_board(fx.attack_through_asteroid())  # same asteroids: the layer is reused
    assert (STATIC_CACHE.misses, STATIC_CACHE.hits) == (1, 1)
    other = fx.bump()
    other["obstacles"] = other["obstacles"][:3]
    render_board(other)
    assert STATIC_CACHE.misses == 2


def test_large_base_and_missing_optional_keys_render() -> None:
    v = fx.start_of_match()
    v["ships"][0]["base"] = "large"
    for key in ("tokens", "locks", "locked_by", "damage_faceup", "dial"):
        v["ships"][1].pop(key)
    v.pop("last_move")
    v.pop("log")
    assert render_board(v).width > 0
    assert "NB" in alt_text(v)


# ------------------------------------------------------------------ animations


def test_round_animation_has_one_frame_per_view() -> None:
    views = [fx.bump(), fx.attack_through_asteroid(), fx.crowded_table()]
    data = render_round(views)
    anim = Image.open(io.BytesIO(data))
    assert anim.format == "WEBP" and getattr(anim, "n_frames", 1) == 3
    gif = Image.open(io.BytesIO(render_round(views[:2], fmt="gif")))
    assert gif.format == "GIF" and getattr(gif, "n_frames", 1) == 2
    with pytest.raises(ValueError):
        render_round([])


def test_match_reel_adds_a_title_card_per_round() -> None:
    data = render_reel([[fx.start_of_match()], [fx.bump(), fx.attack_through_asteroid()]])
    assert getattr(Image.open(io.BytesIO(data)), "n_frames", 1) == 5


def test_setup_ships_without_a_pose_stay_off_the_table() -> None:
    v = fx.start_of_match()
    v["phase"] = "setup"
    v["ships"][2]["pose"] = None  # not deployed yet (match contract)
    placed_only = copy.deepcopy(v)
    placed_only["ships"] = placed_only["ships"][:2]
    full, without = render_board(v, panel_px=0), render_board(placed_only, panel_px=0)
    assert difference(full, without) == (0.0, 0.0)  # nothing drawn for it on the table
    assert "OS Obsidian Squadron Pilot not deployed yet" in alt_text(v)
    assert render_board(v, crop="action").width == 640


def test_doomed_ship_is_marked_and_prompts_say_who_is_awaited() -> None:
    v = fx.crowded_table()
    v["active_ship"] = None
    v["prompts"] = [{"seat": "imperial", "kind": "dial", "text": "Set your dials"}]
    plain = render_board(v)
    v["ships"][4]["doomed"] = True
    assert difference(render_board(v), plain)[1] > 0
    from renderers.xwing.panel import turn_line

    assert turn_line(v) == "Waiting for: imperial"


@pytest.mark.parametrize("name", sorted(fx.SCENARIOS))
def test_rendering_does_not_change_the_view(name: str) -> None:
    view = fx.SCENARIOS[name]()
    before = copy.deepcopy(view)
    render_board(view)
    render_board(view, crop="action")
    alt_text(view)
    assert view == before
