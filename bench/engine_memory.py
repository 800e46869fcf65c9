"""Resident memory per idle match: RSS growth when Engine.open() loads N live duel matches.

python bench/engine_memory.py [N] [--game duel|xwing|...] [--options JSON]
(default 10,000 duel matches; target: under 50 KB per idle match)

Then every state is decoded and its prompts listed (as a match's first action does) and the memory that holds is
measured with tracemalloc (Python allocations only, independent of the allocator's arenas; issue 17 target: under
20 KB per decoded X-Wing match). The first matches decoded warm the process-wide caches up first and are not
counted: the text catalogs' plural rules (babel's locale data, ~4 MB once), the shared options and spot verdicts,
the decoded states' shared parts (bot/core/shared_values.py). The matches are copies of some 50 played ones, so
they share those parts more than distinct matches would.
"""

from __future__ import annotations

import asyncio
import gc
import json
import sys
import tempfile
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.engine_reload import TEMPLATES, build, games, parse_args
from bot.engine import Engine


def rss_kb() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS in /proc/self/status (Linux only)")


async def measure(db: Path) -> tuple[int, int, int]:
    probe = Engine(db, games=games, poll_interval=None, renderer=None)  # warm imports and the connection
    await probe.store.open()
    await probe.store.close()
    gc.collect()
    before = rss_kb()
    eng = Engine(db, games=games, poll_interval=None, renderer=None)
    await eng.open()
    gc.collect()
    after = rss_kb()
    runners = list(eng._live.values())
    for runner in runners[:TEMPLATES]:  # warm-up, not counted (the module docstring)
        runner.state  # noqa: B018 - decodes the state, as the first action would
        runner.prompts  # noqa: B018 - and reads its stored prompts (bot/engine/stored_prompts.py)
    counted = runners[TEMPLATES:]
    count = len(counted)
    gc.collect()
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    for runner in counted:
        runner.state  # noqa: B018
        runner.prompts  # noqa: B018
    gc.collect()
    decoded = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    await eng.close()
    return len(runners), count, after - before, decoded


def main() -> None:
    args = parse_args()
    with tempfile.TemporaryDirectory(dir=Path.cwd()) as tmp:
        db = Path(tmp) / "memory.sqlite3"
        build(db, args.n, args.game, json.loads(args.options))
        loaded, count, grown, decoded = asyncio.run(measure(db))
    print(
        f"resident memory: {grown / 1024:.1f} MB more after loading {loaded} idle {args.game} matches = "
        f"{grown / loaded:.1f} KB per idle match (target: under 50 KB)"
    )
    print(
        f"decoding every state and listing its prompts holds {decoded / 1e6:.1f} MB more (tracemalloc) = "
        f"{decoded / count / 1024:.1f} KB per decoded match ({count} matches, after {loaded - count} to warm up)"
    )


if __name__ == "__main__":
    main()
