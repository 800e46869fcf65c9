"""Any well-formed view renders: random poses (on and off the mat), sizes, tokens, damage and events."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from renderers.xwing import alt_text, render_board
from renderers.xwing.board import MARGIN_MM
from renderers.xwing.crop import action_box, action_points
from tests.renderers import fixtures as fx

coords = st.floats(min_value=-60.0, max_value=974.0, allow_nan=False)
headings = st.floats(min_value=0.0, max_value=359.9, allow_nan=False)


@st.composite
def ships(draw: st.DrawFn) -> list[dict[str, Any]]:
    ids = draw(st.lists(st.sampled_from(sorted(fx.SHIPS)), min_size=1, max_size=8, unique=True))
    out = []
    for sid in ids:
        ship = fx.ship(
            sid,
            fx.pose(draw(coords), draw(coords), draw(headings)),
            base=draw(st.sampled_from(["small", "large"])),
            tokens={k: draw(st.integers(0, 3)) for k in ("focus", "evade", "stress", "ion")},
            damage_faceup=draw(st.lists(st.sampled_from(["Direct Hit!", "Blinded Pilot", "Console Fire"]), max_size=3)),
            destroyed=draw(st.booleans()),
        )
        ship["hull"] = draw(st.integers(0, ship["hull_max"]))
        out.append(ship)
    return out


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ships=ships(), moved=st.booleans(), attacked=st.booleans(), phase=st.sampled_from(["activation", "combat"]))
def test_random_views_render_and_are_described(
    ships: list[dict[str, Any]], moved: bool, attacked: bool, phase: str
) -> None:
    view = fx.view(ships=ships, phase=phase, round=2, active_ship=ships[0]["id"])
    a = ships[0]
    if moved:
        view["last_move"] = {
            "ship": a["id"],
            "maneuver": "2-straight",
            "difficulty": "white",
            "start": fx.pose(a["pose"]["x"], a["pose"]["y"] - 120, a["pose"]["heading"]),
            "end": a["pose"],
            "template": [
                [a["pose"]["x"], a["pose"]["y"]],
                [a["pose"]["x"] + 10, a["pose"]["y"] - 80],
                [a["pose"]["x"] - 10, a["pose"]["y"] - 80],
            ],
            "bumped": [],
            "obstacles_hit": [],
            "fled": False,
            "planned_end": None,
        }
    if attacked and len(ships) > 1:
        b = ships[1]
        view["last_attack"] = {
            "attacker": a["id"],
            "defender": b["id"],
            "weapon": "primary",
            "line": [[a["pose"]["x"], a["pose"]["y"]], [b["pose"]["x"], b["pose"]["y"]]],
            "range": 2,
            "distance_mm": 150.0,
            "obstructed": False,
            "obstacle": None,
            "attack_dice": [fx.die("attack", "hit")] * 4,
            "defense_dice": [fx.die("defense", "blank")],
            "result": None,
        }
    full = render_board(view)
    crop = render_board(view, crop="action")
    assert full.width == 900 + 440 and crop.width == 640
    text = alt_text(view)
    assert all(s["label"] in text for s in ships)
    x0, y0, x1, y1 = action_box(view)
    assert x1 - x0 >= 320 - 1e-6 or x1 - x0 >= 914.4
    lo, hi = -MARGIN_MM, 914.4 + MARGIN_MM  # the drawable area: the mat and its margin
    for px, py in action_points(view):
        # every point of the action that can be drawn at all is inside the crop (unless the action is too big)
        px, py = min(max(px, lo), hi), min(max(py, lo), hi)
        if x1 - x0 < hi - lo - 1e-6:
            assert x0 - 1e-6 <= px <= x1 + 1e-6 and y0 - 1e-6 <= py <= y1 + 1e-6
