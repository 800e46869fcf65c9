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

from bot.core import canonical
from bot.core.chance import Chance
from bot.engine import Engine
from bot.engine.replay import connect_readonly, replay_match
from bot.games import registry
from bot.games.xwing import GAME, space
from bot.games.xwing import geometry as g
from bot.games.xwing.prompts import build_prompts, option_prompts

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
