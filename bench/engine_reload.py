"""Start-up reload of many active matches: Engine.open() on a database holding N live matches.

    python bench/engine_reload.py [N] [--game duel|xwing|...] [--options JSON] [--gc tuned|default]
    (default 10,000 duel matches; target: over 5,000 matches/s)

The database is built once per run: 50 distinct matches are played through the engine (up to 8 moves each, the
first option of each prompt), then their rows are copied under new ids with SQL so building stays fast; open()
then reloads them all (stored state, seats, deadlines) exactly as after a restart: "ready to serve", each state
kept as its stored text. Then every state is decoded and its prompts listed, as each match's first use does: "all
decoded", timed apart (state, prompts): the state from its stored UTF-8 bytes (read as such from the database), the
parts a game declares shared across matches cut out of the text before the parse when their text was met before
(bot/engine/shared_parts.py: SWM's roster and options); the prompts read from the text stored beside the state
(bot/engine/stored_prompts.py), checked against the state's bytes while it is decoded. `--gc tuned` (the default)
collects garbage as `python -m bot` does (bot/engine/gcpolicy.py), `--gc default` with CPython's own thresholds.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import sqlite3
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.core.protocol import Game
from bot.engine import DeadlinePolicy, Engine, gcpolicy
from bot.games import registry
from tests.support.duel import GAME as DUEL

TEMPLATES = 50


def games(name: str) -> Game:
    return DUEL if name == "duel" else registry.get(name)


async def _templates(db: Path, game: str = "duel", options: dict[str, Any] | None = None) -> None:
    async with Engine(
        db, games=games, poll_interval=None, renderer=None, synchronous="NORMAL", snapshot_every=8
    ) as eng:
        names = games(game).seat_spec.names[: games(game).seat_spec.min_players]  # X-Wing also has team seats
        for i in range(TEMPLATES):
            mid = f"t{i:03d}"
            await eng.create_match(
                game,
                {s: f"{i}{s}" for s in names},
                options=dict(options or {}),
                match_id=mid,
                deadlines=DeadlinePolicy(seconds=86400, reminders=(3600,)),
            )
            for _move in range(i % 9):
                prompts = await eng.prompts(mid)
                if not prompts or not prompts[0].options:
                    break
                p = prompts[0]
                await eng.act(mid, f"{i}{p.seat}", dict(p.options[0].action), seat=p.seat)


def build(db: Path, n: int, game: str = "duel", options: dict[str, Any] | None = None) -> None:
    asyncio.run(_templates(db, game, options))
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("PRAGMA synchronous=OFF")
    conn.execute("BEGIN")
    ended = "SELECT id FROM matches WHERE status NOT IN ('active', 'paused')"  # templates that ended: drop them
    for table in ("seats", "events", "actions", "snapshots", "timers", "outbox"):
        conn.execute(f"DELETE FROM {table} WHERE match_id IN ({ended})")
    conn.execute(f"DELETE FROM matches WHERE id IN ({ended})")
    live = conn.execute("SELECT COUNT(*) FROM matches").fetchone()[0]
    copies = (n + live - 1) // live
    for c in range(1, copies):
        suffix = f"-{c}"
        conn.execute(
            "INSERT INTO matches SELECT id || ?, game, status, format, options, guild_id, channel_id, seed, "
            "commitment, created_at, finished_at, result, deadlines, undo, meta, last_seq, last_hash, "
            "next_action, head_seq, head_state, head_prompts FROM matches WHERE id NOT LIKE '%-%'",
            (suffix,),
        )
        for table, cols in (
            ("seats", "seat, user_id"),
            ("events", "seq, at, actor, seat, source, kind, visibility, payload, action_n, undone, hash"),
            ("actions", "n, seat, actor, action, visibility, first_seq, last_seq, at, undone"),
            ("snapshots", "seq, state"),
            ("timers", "kind, seat, prompt_key, due_at, deadline"),
        ):
            conn.execute(
                f"INSERT INTO {table} (match_id, {cols}) SELECT match_id || ?, {cols} FROM {table} "
                "WHERE match_id NOT LIKE '%-%'",
                (suffix,),
            )
    conn.execute("COMMIT")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()


async def reload(db: Path) -> tuple[int, float, float, float, float]:
    """(matches, CPU seconds for open(), then to decode every state, to list every match's prompts, and wall seconds
    for those two). CPU time (this process's, every thread) because the machine is shared: wall time there mostly
    says how long the process waited for a core."""
    eng = Engine(db, games=games, poll_interval=None, renderer=None)
    t0 = time.process_time()
    await eng.open()  # its reads run in a thread of this process: counted
    elapsed = time.process_time() - t0
    count = len(eng._live)
    w1, t1 = time.perf_counter(), time.process_time()
    for runner in eng._live.values():
        runner.state  # noqa: B018 - decodes the stored state, as the first action would
    t2 = time.process_time()
    for runner in eng._live.values():
        runner.prompts  # noqa: B018 - and derives the prompts
    t3, w3 = time.process_time(), time.perf_counter()
    await eng.close()
    return count, elapsed, t2 - t1, t3 - t2, w3 - w1


def parse_args() -> argparse.Namespace:
    ap = argparse.ArgumentParser()
    ap.add_argument("n", nargs="?", type=int, default=10_000)
    ap.add_argument("--game", default="duel")
    ap.add_argument("--options", default="{}")
    ap.add_argument("--gc", choices=("tuned", "default"), default="tuned")
    return ap.parse_args()


def main() -> None:
    args = parse_args()
    n = args.n
    if args.gc == "tuned":
        gcpolicy.tune()
    with tempfile.TemporaryDirectory(dir=Path.cwd()) as tmp:
        db = Path(tmp) / "reload.sqlite3"
        t0 = time.perf_counter()
        build(db, n, args.game, json.loads(args.options))
        print(
            f"built {n} live {args.game} matches in {time.perf_counter() - t0:.1f} s "
            f"({db.stat().st_size / 1e6:.1f} MB); garbage collector: {args.gc} {gc.get_threshold()}"
        )
        runs = [asyncio.run(reload(db)) for _ in range(3)]
        for count, elapsed, state, prompts, wall in runs:
            print(
                f"  open(): {count} matches in {elapsed * 1000:.0f} ms CPU = {count / elapsed:,.0f} matches/s; then "
                f"decoding every state and listing its prompts: {count / (state + prompts):,.0f} matches per CPU "
                f"second (per match: state {state / count * 1e6:.0f} us, prompts {prompts / count * 1e6:.0f} us; "
                f"wall {count / wall:,.0f} matches/s)"
            )
        count = runs[0][0]
        opens = sorted(e for _c, e, _s, _p, _w in runs)
        fulls = sorted(s + p for _c, _e, s, p, _w in runs)
        print(
            f"start-up reload, ready to serve (states decoded on first use): median {count / opens[1]:,.0f} matches "
            f"per CPU second; all decoded (every state and its prompts) then: median {count / fulls[1]:,.0f} matches "
            "per CPU second (target: over 5,000/s)"
        )


if __name__ == "__main__":
    main()
