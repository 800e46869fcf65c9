"""X-Wing through the engine after the per-action shortcuts of issue 17 (bench/xwing_latency.py): random legal
matches on a real SQLite file, and every stored match still replays to its events, its hash chain and the stored
current state (`replay_match`). `encode_state` gives the state itself (no copy): a caller that changed it, or a
shared part of a state changed after it was stored, would make the stored head differ from the rebuilt one."""

from __future__ import annotations

import dataclasses
import random
import sqlite3
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from bot.core import canonical
from bot.core.chance import Chance
from bot.engine import Engine
from bot.engine.replay import connect_readonly, replay_match
from bot.games import registry
from bot.games.xwing import GAME, space
from bot.games.xwing import geometry as g
from bot.games.xwing.geometry.maneuvers import ManeuverPath
from bot.games.xwing.geometry.movement import PATH_BOX_MARGIN_MM, PATH_BOX_STEP_MM, path_box
from bot.games.xwing.prompts import build_prompts, option_prompts
from tests.support.random_matches import SCENARIOS
from tests.xwing.test_geometry_properties import ALL_MANEUVERS

USERS = {"rebel": "1", "imperial": "2"}


@cache
def random_states() -> list[dict[str, Any]]:
    """Every state of a few random legal matches (quick-start and with asteroids), set-up included."""
    return list(_random_states())


def _random_states() -> Iterator[dict[str, Any]]:
    for n, options in enumerate(({"deployment": "auto"}, {"deployment": "auto", "obstacles": "standard"}, {}) * 2):
        chance = Chance(f"fast-paths-{n}")
        pick = random.Random(n)
        state = GAME.setup(dict(options), ["rebel", "imperial"], chance)
        for _ in range(400):
            yield state
            prompts = GAME.prompts(state)
            if not prompts:
                break
            p = prompts[pick.randrange(len(prompts))]
            action = dict(p.options[pick.randrange(len(p.options))].action if p.options else p.default or {})
            for ev in GAME.act(state, p.seat, action, chance):
                state = GAME.evolve(state, ev)


def test_autoresolve_reads_the_same_options_without_the_dial_default() -> None:
    """`option_prompts` (what autoresolve reads) are `build_prompts` but for the planning prompts' default."""
    planning = 0
    for state in random_states():
        full = build_prompts(state, GAME.hooks)
        quick = option_prompts(state, GAME.hooks)
        if state.get("pending") and state["pending"]["kind"] == "planning" and state["phase"] != "over":
            planning += 1
            assert all(q.default is None for q in quick)
            full = [dataclasses.replace(f, default=None) for f in full]
        assert quick == full
    assert planning > 50


def test_encode_state_is_the_state_itself() -> None:
    state = GAME.setup({"deployment": "auto"}, ["rebel", "imperial"], Chance("encode"))
    assert GAME.encode_state(state) is state


async def test_random_matches_through_the_engine_replay_exactly(tmp_path: Path) -> None:
    path = tmp_path / "m.sqlite3"
    rng = random.Random(17)
    ids: list[str] = []
    async with Engine(path, games=registry.get, poll_interval=None, renderer=None) as eng:
        for n in range(3):
            info = await eng.create_match("xwing", USERS, options={"deployment": "auto"}, seed=f"fast-{n}")
            ids.append(info.id)
            for _ in range(150):
                prompts = await eng.prompts(info.id)
                if not prompts:
                    break
                p = prompts[rng.randrange(len(prompts))]
                opts = p.options or ()
                action = dict(opts[rng.randrange(len(opts))].action) if opts else dict(p.default or {})
                res = await eng.act(info.id, USERS[p.seat], action, seat=p.seat)
                live = eng._live.get(info.id)  # the state the next action starts from (gone once it is over)
                if live is not None:
                    assert canonical.dumps(GAME.encode_state(live.state)) == stored_head(path, info.id)
                if res.outcome is not None:
                    break
    conn = connect_readonly(path)
    try:
        for mid in ids:
            rep = replay_match(conn, mid, registry.get)
            assert rep.ok, rep.problems
    finally:
        conn.close()


def stored_head(path: Path, mid: str) -> str:
    """The current state as committed (head_state)."""
    conn = sqlite3.connect(path)
    try:
        return str(conn.execute("SELECT head_state FROM matches WHERE id=?", (mid,)).fetchone()[0])
    finally:
        conn.close()


def test_memoised_combat_geometry_equals_the_geometry_itself() -> None:
    """`space.touching`, `on_obstacle` and `attack_geometry` are memoised per position (legal targets are asked at
    every combat step); over every pair of ships of random matches, with the memos warm, each answer is the one the
    geometry gives anew, and a caller changing an answer does not change the memo."""
    pairs = 0
    for state in random_states():
        ships = [(sid, sh) for sid, sh in sorted(state["ships"].items()) if sh["pose"] is not None]
        for sid, sh in ships:
            on = any(
                o.polygon.intersection(space._ship(sh["pose"], sh["base"]).polygon).area > 1e-6
                for o in space._obstacles(state["obstacles"])
            )
            assert space.on_obstacle(sh["pose"], sh["base"], state["obstacles"]) == on
            for tid, t in ships:
                if tid == sid:
                    continue
                pairs += 1
                a, b = (sh["pose"], sh["base"]), (t["pose"], t["base"])
                direct = bool(g.range_between(space._ship(*a), space._ship(*b)).touching)
                assert space.touching(*a, *b) == direct
                fresh = space._attack_geometry(*a, *b, state["obstacles"])
                got = space.attack_geometry(*a, *b, state["obstacles"])
                assert got == fresh
                if got is not None:
                    got["line"][0][0] = -1.0
                    got["range"] = 99
                    assert space.attack_geometry(*a, *b, state["obstacles"]) == fresh
    assert pairs > 500


@pytest.mark.parametrize("size", [g.BaseSize.SMALL, g.BaseSize.LARGE])
def test_path_box_holds_every_corner_along_every_maneuver(size: g.BaseSize) -> None:
    """`maneuver_flees` does not fly a ship whose `path_box`, turned with it, lies on the mat: the box must hold every
    corner of every base the maneuver can leave, bumped back anywhere along its path (ManeuverPath, u in [0,
    u_final]) or at its nominal end (a K-turn's too). Sampled 25 times finer than the box was, every corner is
    inside it with half its margin to spare."""
    for m in ALL_MANEUVERS:
        x0, y0, x1, y1 = path_box(size, m)
        spare = PATH_BOX_MARGIN_MM / 2
        origin = g.Pose(0.0, 0.0, 0.0)
        poses = [origin, g.final_pose(origin, size, m)]
        if m.bearing is not g.Bearing.STOP:
            path = ManeuverPath(size, m)
            steps = int(path.u_final / (PATH_BOX_STEP_MM / 25)) + 1
            poses += [origin.compose(*path.local_pose(path.u_final * i / steps)) for i in range(steps + 1)]
        for q in poses:
            for x, y in g.base_corners(q, size):
                assert x0 + spare <= x <= x1 - spare and y0 + spare <= y <= y1 - spare, (m.id, q, x, y)


def test_maneuver_flees_where_the_box_meets_an_edge_is_the_fled_of_execute_maneuver() -> None:
    """Ships whose turned `path_box` just stays on the mat or just crosses an edge, with ships in the way (bumps):
    `maneuver_flees` answers as the full `execute_maneuver` does."""
    rng = random.Random(1717)
    mat = g.MAT_SIZE_MM
    skipped = flown = 0
    for _ in range(1500):
        size = rng.choice([g.BaseSize.SMALL, g.BaseSize.LARGE])
        m = rng.choice(ALL_MANEUVERS)
        heading = rng.choice([0.0, 90.0, 180.0, 270.0, rng.uniform(0.0, 360.0)])
        x0, y0, x1, y1 = path_box(size, m)
        turned = [g.Pose(0.0, 0.0, heading).to_world(x, y) for x, y in ((x0, y0), (x1, y0), (x1, y1), (x0, y1))]
        lo_x, hi_x = min(x for x, _ in turned), max(x for x, _ in turned)
        lo_y, hi_y = min(y for _, y in turned), max(y for _, y in turned)
        x = rng.choice([-lo_x + rng.uniform(-30.0, 20.0), mat - hi_x + rng.uniform(-20.0, 30.0), mat / 2])
        y = rng.choice([-lo_y + rng.uniform(-30.0, 20.0), mat - hi_y + rng.uniform(-20.0, 30.0), mat / 2])
        me = g.ShipBase(g.Pose(x, y, heading), size)
        end = g.final_pose(me.pose, size, m)
        others = {
            f"o{i}": g.ShipBase(
                g.Pose(end.x + rng.uniform(-60.0, 60.0), end.y + rng.uniform(-60.0, 60.0), rng.uniform(0.0, 360.0)),
                rng.choice([g.BaseSize.SMALL, g.BaseSize.LARGE]),
            )
            for i in range(rng.randrange(3))
        }
        inside = x + lo_x >= 0 and x + hi_x <= mat and y + lo_y >= 0 and y + hi_y <= mat
        skipped += inside
        flown += not inside
        assert g.maneuver_flees(me, m, others) == g.execute_maneuver(me, m, others).fled, (m.id, x, y, heading)
    assert skipped > 200 and flown > 200


@pytest.mark.parametrize("scenario", range(len(SCENARIOS["xwing"])))
def test_evolve_all_after_act_is_the_fold_of_its_events(scenario: int) -> None:
    """`evolve_all(state, events)` right after `act(state, ...)` gives act's own working copy instead of folding the
    events again: over random matches of every X-Wing set-up the tests know (missions, team play, upgrades), it is
    the state `evolve` event by event gives, and it is taken (not folded anew) for most actions."""
    options, seats = SCENARIOS["xwing"][scenario]
    taken = steps = 0
    for n in range(6):  # matches until enough actions were checked
        if steps >= 60:
            break
        chance = Chance(f"acted-{scenario}-{n}")
        pick = random.Random(n)
        state = GAME.setup(dict(options), list(seats), chance)
        for _ in range(300):
            prompts = GAME.prompts(state)
            if not prompts:
                break
            p = prompts[pick.randrange(len(prompts))]
            action = dict(p.options[pick.randrange(len(p.options))].action if p.options else p.default or {})
            events = GAME.act(state, p.seat, action, chance)
            acted = GAME._acted
            folded = state
            for ev in events:
                folded = GAME.evolve(folded, ev)
            after = GAME.evolve_all(state, events)
            assert canonical.dumps(after) == canonical.dumps(folded), (scenario, steps, action)
            taken += acted is not None and after is acted[2]
            steps += 1
            state = after
    assert steps >= 60 and taken > steps // 2


def test_bases_built_once_per_position_are_the_bases_built_anew() -> None:
    """`space._ship` keeps one frozen base per position: over every ship of random matches it equals the base built
    from the pose, and what Pose refuses is still refused (a bool coordinate, NaN), after equal numbers were kept."""
    seen = 0
    for state in random_states():
        for ship in state["ships"].values():
            if ship["pose"] is not None:
                p = ship["pose"]
                built = g.ShipBase(g.Pose(p["x"], p["y"], p["heading"]), g.BaseSize.parse(ship["base"]))
                assert space._ship(p, ship["base"]) == built
                assert space._pose(p) == built.pose
                seen += 1
    assert seen > 300
    assert space._ship({"x": 1.0, "y": 1.0, "heading": 0.0}, "small").pose == g.Pose(1.0, 1.0, 0.0)
    for bad in ({"x": True, "y": 1.0, "heading": 0.0}, {"x": float("nan"), "y": 1.0, "heading": 0.0}):
        with pytest.raises(ValueError, match="finite number"):
            space._ship(bad, "small")
