"""X-Wing through the engine after the per-action shortcuts of issue 17 (bench/xwing_latency.py): random legal
matches on a real SQLite file, and every stored match still replays to its events, its hash chain and the stored
current state (`replay_match`). `encode_state` gives the state itself (no copy): a caller that changed it, or a
shared part of a state changed after it was stored, would make the stored head differ from the rebuilt one."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from bot.core import canonical
from bot.engine import Engine
from bot.engine.replay import connect_readonly, replay_match
from bot.games import registry
from bot.games.xwing import GAME

USERS = {"rebel": "1", "imperial": "2"}


def test_encode_state_is_the_state_itself() -> None:
    from bot.core.chance import Chance

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
