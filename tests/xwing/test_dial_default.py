"""The dial default and the planning prompts' memos (issue 17 CPU hot spots) give exactly what the full geometry
and the plain renderer give.

The default (bot/games/xwing/prompts.py `_default_maneuver`) is the gentlest maneuver that keeps the ship on the mat
(fleeing, xwing.md 3.8 SRC L741-743; bumps, 3.7 SRC L753-770); it flies maneuvers one at a time, gentlest first,
with `geometry.maneuver_flees` instead of the whole dial through `execute_maneuver`.
"""

from __future__ import annotations

import math
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.core import canonical
from bot.core.chance import Chance
from bot.core.texts import msg, render
from bot.games.xwing import GAME, planning, space
from bot.games.xwing.content import maneuver_parts
from bot.games.xwing.geometry import Pose, ShipBase, execute_maneuver, final_pose, is_fled, maneuver_flees
from bot.games.xwing.geometry.maneuvers import ManeuverPath
from bot.games.xwing.geometry.pose import BaseSize
from bot.games.xwing.texts import CATALOGS, _key, english
from tests.xwing.test_geometry_properties import ALL_MANEUVERS


def _ship(x: float, y: float, h: float = 0.0, size: str = "small") -> ShipBase:
    return ShipBase(Pose(x, y, h), size)  # type: ignore[arg-type]


def test_a_bump_keeps_on_the_mat_a_ship_whose_nominal_end_is_off_it() -> None:
    # 1-straight from y=830 would end with its centre at y=910, its front 15.6 mm off the 914.4 mm mat; it lands on
    # the ship at y=890, so it is moved back along the template and stays on the mat
    me, blocker = _ship(450.0, 830.0), _ship(450.0, 890.0)
    assert is_fled(final_pose(me.pose, "small", "1-straight"), "small")
    assert execute_maneuver(me, "1-straight", {"b": blocker}).fled is False
    assert maneuver_flees(me, "1-straight", {"b": blocker}) is False
    assert maneuver_flees(me, "1-straight", {}) is True  # nothing in the way: it flees
    assert maneuver_flees(me, "2-straight", {"b": blocker}) is True  # ends beyond the other ship: flown through


near_edge = st.floats(min_value=10.0, max_value=904.0, allow_nan=False)


@settings(max_examples=80, deadline=None)
@given(
    x=near_edge,
    y=near_edge,
    h=st.floats(min_value=0.0, max_value=359.99, allow_nan=False),
    size=st.sampled_from(["small", "large"]),
    maneuver=st.sampled_from(ALL_MANEUVERS),
    seed=st.integers(0, 10_000),
)
def test_maneuver_flees_is_the_fled_of_execute_maneuver(
    x: float, y: float, h: float, size: str, maneuver: Any, seed: int
) -> None:
    me = _ship(x, y, h, size)
    rng = random.Random(seed)
    end = final_pose(me.pose, me.size, maneuver)
    others = {}
    for i in range(3):  # ships around the nominal end, so many maneuvers bump
        cand = _ship(end.x + rng.uniform(-60, 60), end.y + rng.uniform(-60, 60), rng.uniform(0, 360))
        if cand.polygon.intersection(me.polygon).area == 0:
            others[f"s{i}"] = cand
    assert maneuver_flees(me, maneuver, others) == execute_maneuver(me, maneuver, others).fled


@pytest.mark.parametrize("size", ["small", "large"])
def test_the_path_ends_where_the_nominal_end_is(size: str) -> None:
    # maneuver_flees skips the slider when no base is near the nominal end: that is only sound if the slider's last
    # position (where `_fly` looks for a bump) is the nominal end's, for every maneuver (a K-turn ends turned about)
    start = Pose(400.0, 300.0, 30.0)
    for m in ALL_MANEUVERS:
        end = final_pose(start, size, m)
        if m.bearing.value == "stop":
            continue
        path = ManeuverPath(BaseSize(size), m)
        lx, ly, _ = path.local_pose(path.u_final)
        x, y = start.to_world(lx, ly)
        assert math.hypot(x - end.x, y - end.y) < 1e-6, m


@settings(max_examples=150, deadline=None)
@given(
    x=near_edge,
    y=near_edge,
    h=st.floats(min_value=0.0, max_value=359.99, allow_nan=False),
    size=st.sampled_from(["small", "large"]),
    maneuver=st.sampled_from(ALL_MANEUVERS),
    seed=st.integers(0, 10_000),
)
def test_maneuver_flees_with_ships_about_the_shortcut_distance(
    x: float, y: float, h: float, size: str, maneuver: Any, seed: int
) -> None:
    # ships scattered from touching the nominal end to well clear of it, of both sizes: the shortcut (no base within
    # the circumscribed circles: no bump) and the full flight must agree on either side of its threshold
    me = _ship(x, y, h, size)
    rng = random.Random(seed)
    end = final_pose(me.pose, me.size, maneuver)
    others = {}
    for i in range(4):
        angle, dist = rng.uniform(0, 2 * math.pi), rng.uniform(20.0, 140.0)
        cand = _ship(
            end.x + dist * math.cos(angle),
            end.y + dist * math.sin(angle),
            rng.uniform(0, 360),
            rng.choice(["small", "large"]),
        )
        if cand.polygon.intersection(me.polygon).area == 0:
            others[f"s{i}"] = cand
    assert maneuver_flees(me, maneuver, others) == execute_maneuver(me, maneuver, others).fled


def test_a_ship_just_beyond_the_shortcut_distance_bumps_nothing() -> None:
    # 1-straight from y=830 ends at y=910, off the mat (xwing.md 3.8). A small base 58 mm beside the end centre cannot
    # be touched there (circumradii 28.3 + 28.3 + 1 mm clearance = 57.6 mm): the shortcut answers "fled", as the full
    # flight does. One 20 mm behind the end is bumped into (3.7) and keeps the ship on the mat.
    me = _ship(450.0, 830.0)
    for other, fled in (((508.0, 910.0), True), ((450.0, 890.0), False)):
        others = {"b": _ship(*other)}
        assert maneuver_flees(me, "1-straight", others) is fled
        assert execute_maneuver(me, "1-straight", others).fled is fled


def _reference_default(state: dict[str, Any], prompt: Any) -> str:
    """The default as first specified: min over the offered maneuvers of (flees per the planning picture's full
    outcomes, difficulty, not straight, speed)."""
    sid = prompt.context["ship"]
    fled = {o["maneuver"] for o in planning.outcomes(state, GAME.hooks, sid) if o["fled"]}

    def rank(o: Any) -> tuple[bool, int, bool, int]:
        speed, bearing = maneuver_parts(o.id)
        return (o.id in fled, {"green": 0, "white": 1, "red": 2}[o.style], bearing != "straight", speed)

    return str(min(prompt.options, key=rank).id)


def test_every_dial_default_of_random_matches_is_the_reference_default() -> None:
    rng = random.Random(17)
    checked = 0
    for n in range(4):
        chance = Chance(f"default-{n}")
        state = GAME.setup({"deployment": "auto"}, ["rebel", "imperial"], chance)
        for _ in range(400):
            if GAME.outcome(state) is not None:
                break
            prompts = GAME.prompts(state)
            for p in prompts:
                if p.kind in ("dial", "stress_choice"):
                    assert p.default is not None
                    assert p.default["maneuver"] == _reference_default(state, p), (n, p.key)
                    checked += 1
            p = prompts[rng.randrange(len(prompts))]
            action = dict(p.options[rng.randrange(len(p.options))].action) if p.options else dict(p.default or {})
            for ev in GAME.act(state, p.seat, action, chance):
                state = GAME.evolve(state, ev)
    assert checked > 40


@pytest.mark.parametrize("preview_first", [True, False])
def test_flees_does_not_depend_on_what_was_asked_before(preview_first: bool) -> None:
    pose, others = {"x": 450.0, "y": 830.0, "heading": 0.0}, {"b": ({"x": 450.0, "y": 890.0, "heading": 0.0}, "small")}
    maneuvers = ("1-straight", "2-straight", "3-bank-left", "1-bank-left")
    space._FLEES.clear()
    space._OUTCOMES.clear()
    if preview_first:
        outcomes = space.dial_outcomes(pose, "small", maneuvers, others, [])
        got = {m: space.flees(pose, "small", m, others) for m in maneuvers}
    else:
        got = {m: space.flees(pose, "small", m, others) for m in maneuvers}
        outcomes = space.dial_outcomes(pose, "small", maneuvers, others, [])
    assert got == {o["maneuver"]: o["fled"] for o in outcomes}
    assert got["1-straight"] is False and got["2-straight"] is True  # bumped, so on the mat; flown through, off


def test_english_memo_tells_apart_values_that_compare_equal() -> None:
    # True == 1 == 1.0 as dict keys, but they render differently: each must get its own text; orjson writes NaN and
    # infinities as null, so those keys are json's; what orjson cannot write (2**70) is keyed by json too
    values: list[Any] = [1, True, 1.5, "1", None, math.nan, math.inf, -math.inf, 2**70, "x" * 80, "Люк"]
    for v in values:
        english(msg("opt.at", x=v, y=2))
    for v in values:
        m = msg("opt.at", x=v, y=2)
        assert english(m) == render(CATALOGS, m, "en")
    assert len({_key(msg("opt.at", x=v, y=2)) for v in (1, True, 1.0)}) == 3
    assert len({_key(msg("opt.at", x=v, y=2)) for v in (None, math.nan, math.inf, -math.inf)}) == 4


def test_dial_options_are_each_ships_own_and_follow_its_difficulty() -> None:
    chance = Chance("dial-options")
    state = GAME.setup({"deployment": "auto"}, ["rebel", "imperial"], chance)
    dials = {p.context["ship"]: p for p in GAME.prompts(state) if p.kind == "dial"}
    assert len(dials) >= 2
    for sid, p in dials.items():
        assert all(o.action == {"kind": "dial", "ship": sid, "maneuver": o.id} for o in p.options or ())
    # Damaged Engine (face up): every turn on the dial is red (data/xwing/damage_deck.json); the memoised options
    # are keyed on the difficulty, so the damaged ship's turns read red and its other maneuvers stay as they were
    sid = next(iter(dials))
    damaged = GAME.decode_state(canonical.loads(canonical.dumps(GAME.encode_state(state))))
    damaged["ships"][sid]["damage"].append({"card": "damaged_engine", "faceup": True})
    (p,) = [p for p in GAME.prompts(damaged) if p.kind == "dial" and p.context["ship"] == sid]
    calm = {o.id: o for o in dials[sid].options or ()}
    turns = [o for o in p.options or () if maneuver_parts(o.id)[1].startswith("turn")]
    assert turns and all(o.style == "red" and o.label.endswith("(red)") for o in turns)
    assert any(calm[o.id].style != "red" for o in turns)
    for o in p.options or ():
        if o not in turns:
            assert o.style == calm[o.id].style and o.label == calm[o.id].label
