"""Benchmark: the Discord bot under load, through the fake Discord on loopback (real discord.py client, real SQLite).

Run: python bench/discord_fake.py  [--matches 200]
Measures, with N concurrent matches (each: a challenge, an accept, then rounds of two secret picks by DM buttons):
interactions handled per second, and the median / p95 / p99 time from an interaction's dispatch to its first
response. Every round also renders a real X-Wing board picture (renderers/xwing, in the engine's worker threads)
and uploads it, so the latency is measured while images render.
Budget: p99 first response under 500 ms.

Caveat: the fake Discord runs in the same process and event loop as the bot, so its own work (JSON, multipart
parsing, WebSocket frames) is counted against the bot; on real Discord the bot would have the loop to itself.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.core.protocol import Game
from bot.discord_bot import boards
from bot.discord_bot.app import ModeratorBot, make_engine
from bot.discord_bot.settings import Settings
from tests.fakediscord import FakeDiscord, FakeInteraction, FakeUser, patch_discord
from tests.support.duel import GAME as DUEL


def xwing_views() -> list[Any]:
    try:
        from tests.renderers import fixtures
    except ImportError:
        return []
    return [make() for make in fixtures.SCENARIOS.values()]


VIEWS = xwing_views()
NO_IMAGES = "--no-images" in sys.argv


class BenchRenderer(boards.RenderPool):
    """A real X-Wing picture (drawn in the bot's render processes) for every duel round, as after an activation."""

    def __call__(self, game: str, view: Any) -> boards.PendingPicture | None:
        if not VIEWS or NO_IMAGES:
            return None
        round_ = int(view.get("round", 0))
        return boards.PendingPicture("xwing", VIEWS[round_ % len(VIEWS)], boards.picture_key({"round": round_}))


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p * len(xs)))]


SETTLED: list[float] = []  # dispatch -> the answer complete (after a defer: the edit/followup with the result)


async def timed(fake: FakeDiscord, inter: FakeInteraction) -> FakeInteraction:
    """Wait for the first response (3 s rule enforced by the fake), then for the complete answer (no limit)."""
    await fake.wait_responded(inter)
    await fake.wait_for(lambda: inter.settled, timeout=300, what="the complete answer")
    SETTLED.append(inter.completed if inter.completed is not None else inter.first_response or 0.0)
    return inter


async def play_match(
    fake: FakeDiscord,
    engine: Any,
    a: FakeUser,
    b: FakeUser,
    channel: Any,
    done: list[FakeInteraction],
    think: float,
    start_after: float,
    rng: random.Random,
) -> None:
    await asyncio.sleep(start_after)
    invite = await fake.slash(a, "duel new", channel=channel, opponent=b)
    done.append(invite)
    assert invite.original is not None
    accept = next(c for c in invite.original.custom_ids() if c.endswith(":a"))
    accepted = await timed(fake, await fake.click(b, invite.original, accept, wait=False))
    done.append(accepted)
    match_id = accepted.text().split("#")[1].split()[0]
    while (await engine.info(match_id)).status == "active":
        for user in (a, b):
            dm = await fake.wait_dm(user, lambda m: bool(m.custom_ids()), timeout=300)
            await asyncio.sleep(rng.uniform(0, 2 * think))  # a person reads the DM and decides
            choice = dm.custom_ids()[2 if user is a else 0]
            done.append(await timed(fake, await fake.click(user, dm, choice, wait=False)))


async def run(matches: int, think: float, ramp: float) -> None:
    fake = FakeDiscord()
    fake.response_deadline = 30.0  # measure rather than fail; the budget is checked on the figures
    await fake.start()
    owner = fake.add_user("owner")
    guild = fake.add_guild("bench", owner)
    channel = fake.add_channel(guild, "games")
    pairs = []
    for i in range(matches):
        a, b = fake.add_user(f"a{i}"), fake.add_user(f"b{i}")
        fake.add_member(guild, a)
        fake.add_member(guild, b)
        pairs.append((a, b))
    with tempfile.TemporaryDirectory() as tmp, patch_discord(fake):
        settings = Settings(
            token="bench", database=Path(tmp) / "bench.sqlite3", guild_ids=(guild.id,), render_workers=2
        )

        def games(name: str) -> Game:
            return DUEL

        engine = make_engine(settings, games=games, poll=False, renderer=BenchRenderer(settings.render_workers))
        bot = ModeratorBot(settings, engine=engine, games=("duel",), guild_ready_timeout=0.01)
        task = asyncio.create_task(bot.start("bench"))
        await asyncio.wait_for(bot.wait_until_ready(), 30)
        await bot.sync_commands()
        done: list[FakeInteraction] = []
        start = time.perf_counter()
        rng = random.Random(7)
        results = await asyncio.gather(
            *(
                play_match(fake, engine, a, b, channel, done, think, ramp * i / matches, rng)
                for i, (a, b) in enumerate(pairs)
            ),
            return_exceptions=True,
        )
        wall = time.perf_counter() - start
        await engine.drain()
        await bot.close()
        await asyncio.gather(task, return_exceptions=True)
    await fake.stop()
    failures = [r for r in results if isinstance(r, BaseException)]
    latencies = [i.first_response for i in done if i.first_response is not None]
    images = sum(1 for m in fake.messages.values() if m.attachments)
    print(
        f"discord through the fake, {matches} concurrent duel matches (first to 2 round wins), "
        f"started over {ramp:g} s, players think 0-{2 * think:g} s per pick"
    )
    print(
        f"  interactions: {len(done)} in {wall:.1f} s = {len(done) / wall:.0f} interactions/s "
        f"({len(failures)} matches failed)"
    )
    print(
        f"  first response: median {statistics.median(latencies) * 1000:.1f} ms, "
        f"p95 {pct(latencies, 0.95) * 1000:.1f} ms, p99 {pct(latencies, 0.99) * 1000:.1f} ms, "
        f"max {max(latencies) * 1000:.1f} ms  (budget p99 < 500 ms)"
    )
    print(
        f"  answer complete (result shown): median {statistics.median(SETTLED) * 1000:.1f} ms, "
        f"p95 {pct(SETTLED, 0.95) * 1000:.1f} ms, p99 {pct(SETTLED, 0.99) * 1000:.1f} ms"
    )
    print(f"  board images uploaded while playing: {images} (real X-Wing renders: {'yes' if VIEWS else 'no'})")
    print(f"  late responses (> 3 s): {sum(1 for x in latencies if x > 3)}; violations: {len(fake.violations)}")
    for f in failures[:3]:
        print("  failure:", repr(f)[:300])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds a player takes per pick")
    parser.add_argument("--ramp", type=float, default=10.0, help="seconds over which the matches start")
    parser.add_argument("--no-images", action="store_true", help="no board pictures (a baseline)")
    args = parser.parse_args()
    asyncio.run(run(args.matches, args.think, args.ramp))


if __name__ == "__main__":
    main()
