"""A match process for the SIGKILL test: plays scripted duel matches against a real SQLite file.

    python -m tests.engine.crash_worker DB DELIVERIES RUN

Resumes whatever is in DB. Every pick is a function of the prompt key only, so a run that is killed and
restarted any number of times must end in exactly the state of an uninterrupted run. Prints `ACK match n` after
action n of a match returned (it is committed), and `HASH match hash` for every match at the end. Each delivered
notification id is appended to DELIVERIES (fsynced) as `id;`, after a `START RUN` line per run.
"""

from __future__ import annotations

import asyncio
import hashlib
import os
import random
import sys

from bot.engine import Engine, Notification
from tests.engine.conftest import games

MATCHES = ("c1", "c2", "c3")


def pick_for(key: str) -> int:
    return hashlib.sha256(key.encode()).digest()[0] % 3 + 1


async def main(db: str, deliveries: str, run: str) -> None:
    delay = float(os.environ.get("CRASH_DELAY", "0"))
    out = open(deliveries, "a", encoding="utf-8")  # noqa: SIM115 - closed at exit or killed
    out.write(f"START {run}\n")
    out.flush()
    os.fsync(out.fileno())

    async def sink(note: Notification) -> None:
        out.write(f"{note.id};\n")
        out.flush()
        os.fsync(out.fileno())

    engine = Engine(db, games=games, poll_interval=None, renderer=None, snapshot_every=5)
    engine.subscribe(sink)
    await engine.open()
    for i, mid in enumerate(MATCHES):
        if not await engine.store.fetchall("SELECT 1 FROM matches WHERE id=?", (mid,)):
            await engine.create_match(
                "duel", {"a": "u1", "b": "u2"}, options={"rounds_to_win": 4}, match_id=mid, seed=f"{i:02d}" * 32
            )
    while True:
        progressed = False
        for mid in MATCHES:
            prompts = await engine.prompts(mid)
            if not prompts:
                continue
            p = prompts[0]
            await engine.act(mid, "u1" if p.seat == "a" else "u2", {"kind": "pick", "value": pick_for(p.key)})
            n = (await engine.store.fetchall("SELECT MAX(n) FROM actions WHERE match_id=?", (mid,)))[0][0]
            print(f"ACK {mid} {n}", flush=True)
            progressed = True
            if delay:
                await asyncio.sleep(random.uniform(0, delay))
        if not progressed:
            break
    await engine.drain()
    for mid in MATCHES:
        print(f"HASH {mid} {await engine.state_hash(mid)}", flush=True)
    await engine.close()
    out.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], sys.argv[3]))
