"""Start-up reload of many active matches: Engine.open() on a database holding N live duel matches.

    python bench/engine_reload.py [N]          (default 10,000; target: over 5,000 matches/s)

The database is built once per run: 50 distinct matches are played through the engine (a few moves each, some
past a snapshot), then their rows are copied under new ids with SQL so building stays fast; open() then reloads
them all (snapshot + events after it, prompts, deadlines) exactly as after a restart.
"""

from __future__ import annotations

import asyncio
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.engine import DeadlinePolicy, Engine
from tests.engine.conftest import games

TEMPLATES = 50


async def _templates(db: Path) -> None:
    async with Engine(db, games=games, poll_interval=None, renderer=None, synchronous="NORMAL",
                      snapshot_every=8) as eng:
        for i in range(TEMPLATES):
            mid = f"t{i:03d}"
            await eng.create_match("duel", {"a": f"{i}a", "b": f"{i}b"}, options={"rounds_to_win": 9}, match_id=mid,
                                   deadlines=DeadlinePolicy(seconds=86400, reminders=(3600,)))
            for move in range(i % 9):
                prompts = await eng.prompts(mid)
                p = prompts[0]
                await eng.act(mid, f"{i}{p.seat}", {"kind": "pick", "value": move % 3 + 1})


def build(db: Path, n: int) -> None:
    asyncio.run(_templates(db))
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("PRAGMA synchronous=OFF")
    conn.execute("BEGIN")
    copies = (n + TEMPLATES - 1) // TEMPLATES
    for c in range(1, copies):
        suffix = f"-{c}"
        conn.execute("INSERT INTO matches SELECT id || ?, game, status, format, options, guild_id, channel_id, seed, "
                     "commitment, created_at, finished_at, result, deadlines, undo, meta, last_seq, last_hash, "
                     "next_action, head_seq, head_state FROM matches WHERE id LIKE 't%' AND id NOT LIKE '%-%'",
                     (suffix,))
        for table, cols in (("seats", "seat, user_id"),
                            ("events", "seq, at, actor, seat, source, kind, visibility, payload, action_n, undone, "
                                       "hash"),
                            ("actions", "n, seat, actor, action, visibility, first_seq, last_seq, at, undone"),
                            ("snapshots", "seq, state"),
                            ("timers", "kind, seat, prompt_key, due_at, deadline")):
            conn.execute(f"INSERT INTO {table} (match_id, {cols}) SELECT match_id || ?, {cols} FROM {table} "
                         "WHERE match_id NOT LIKE '%-%'", (suffix,))
    conn.execute("COMMIT")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()


async def reload(db: Path) -> tuple[int, float]:
    eng = Engine(db, games=games, poll_interval=None, renderer=None)
    t0 = time.perf_counter()
    await eng.open()
    elapsed = time.perf_counter() - t0
    count = len(eng._live)
    await eng.close()
    return count, elapsed


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    with tempfile.TemporaryDirectory(dir=Path.cwd()) as tmp:
        db = Path(tmp) / "reload.sqlite3"
        t0 = time.perf_counter()
        build(db, n)
        print(f"built {n} live matches in {time.perf_counter() - t0:.1f} s ({db.stat().st_size / 1e6:.1f} MB)")
        runs = [asyncio.run(reload(db)) for _ in range(3)]
        for count, elapsed in runs:
            print(f"  reload: {count} matches in {elapsed * 1000:.0f} ms = {count / elapsed:,.0f} matches/s")
        elapsed = sorted(e for _c, e in runs)
        print(f"start-up reload: best {runs[0][0] / elapsed[0]:,.0f} matches/s, median {runs[0][0] / elapsed[1]:,.0f}"
              " matches/s (target: over 5,000/s)")


if __name__ == "__main__":
    main()
