"""The engine's side of several processes (leases.py holds the SQL): fenced commits, refusals for matches another
process runs, and taking over the matches, timers and notifications of a shard this process gains."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from bot.engine.errors import StorageFailed, WrongProcess
from bot.engine.leases import LeaseChanges, Leases
from bot.engine.runner import MatchRunner
from bot.engine.store import Stmt

if TYPE_CHECKING:
    from bot.engine.engine import Engine

log = logging.getLogger(__name__)


def elsewhere(leases: Leases, what: str, guild_id: str | None) -> WrongProcess:
    shard = leases.shard(guild_id)
    return WrongProcess(
        f"{what} belongs to Discord shard {shard}, which another bot process runs right now (this one runs "
        f"{', '.join(map(str, sorted(leases.owned))) or 'none'}); nothing was changed: try again in a moment"
    )


async def refuse_if_elsewhere(engine: Engine, leases: Leases, match_id: str) -> None:
    """Raise WrongProcess when a live match is not one of ours (an action that reached the wrong process)."""
    rows = await engine.repo.store.fetchall("SELECT status, guild_id FROM matches WHERE id=?", (match_id,))
    if not rows or rows[0][0] not in ("active", "paused"):
        return
    if not leases.owns_guild(rows[0][1]):
        raise elsewhere(leases, f"match {match_id}", rows[0][1])
    # Ours, but not loaded yet: the shard was adopted a moment ago and its matches are being loaded.
    raise WrongProcess(f"match {match_id} is being taken over by this bot process; nothing was changed: try again")


async def fenced_write(
    engine: Engine,
    leases: Leases,
    runner: MatchRunner,
    build: Callable[[], tuple[list[Stmt], Callable[[], None]]],
    now: float,
) -> list[Any]:
    """Commit only while this process holds the match's shard lease with the epoch it claimed; otherwise the match
    is dropped from memory (another process runs it now) and WrongProcess says so: nothing was stored."""
    try:
        return await fenced(leases, runner.id, runner.guild_id, build, now)
    except WrongProcess:
        engine._live.pop(runner.id, None)
        raise


async def fenced(
    leases: Leases,
    match_id: str,
    guild_id: str | None,
    build: Callable[[], tuple[list[Stmt], Callable[[], None]]],
    now: float,
) -> list[Any]:
    """Any write about one match (its actions, its meta, its timers), under the lease check of its shard in the same
    transaction: a process that lost the shard, even one stalled past its lease, stores nothing."""
    refusal = elsewhere(leases, f"match {match_id}", guild_id)
    guard = leases.guard(guild_id, now)
    if guard is None:
        raise refusal
    return await leases.store.write(build, guard=(guard[0], guard[1], refusal))


async def lease_tick(engine: Engine) -> LeaseChanges:
    assert engine.leases is not None
    leases = engine.leases
    changes = await leases.renew(engine.clock.now())
    if changes.lost:
        lost = set(changes.lost)
        for mid, runner in list(engine._live.items()):
            if leases.shard(runner.guild_id) in lost:
                engine._live.pop(mid, None)
    if changes.gained:
        gained = set(changes.gained)
        runners, broken = await engine.repo.load_live(engine.game, lambda g: leases.shard(g) in gained)
        for mid, runner in runners.items():
            engine._live.setdefault(mid, runner)
        engine._broken.update(broken)
        await engine.outbox.retry_undelivered()  # what the stopped process committed but never handed over
    if changes.gained or changes.lost:
        for callback in list(engine._shard_subs):
            # In the background: connecting a shard's gateway waits out Discord's identify limit (5 s), longer
            # than a short lease; the lease loop must keep renewing meanwhile.
            task = asyncio.create_task(_notify(callback, changes))
            engine._tasks.add(task)
            task.add_done_callback(engine._tasks.discard)
    return changes


async def _notify(callback: Callable[[LeaseChanges], Awaitable[None]], changes: LeaseChanges) -> None:
    try:
        await callback(changes)
    except Exception:
        log.exception("shard subscriber failed")


async def lease_loop(engine: Engine, interval: float) -> None:
    while True:
        await engine.clock.sleep(interval)
        try:
            await lease_tick(engine)
        except asyncio.CancelledError:
            raise
        except StorageFailed as exc:
            log.error("leases stopped: %s", exc.message)
            return
        except Exception:  # a lost connection: the next round retries; our leases run out meanwhile if it lasts
            log.exception("lease renewal failed")
