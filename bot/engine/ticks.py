"""The timer tick: fires due deadlines (default action, forfeit or pause, by the match's policy) and reminders
(held back during the player's quiet hours). Timers are planned by `timers.py`; this runs them."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from bot.core.protocol import PUBLIC, Outcome, RuleError
from bot.engine import failover
from bot.engine import timers as T
from bot.engine.changes import Changes, engine_event
from bot.engine.errors import EngineError, GameBug, SettingsError, StorageFailed
from bot.engine.runner import MatchRunner
from bot.engine.types import ACTIVE, APPLY_DEFAULT, DEADLINE, FINISHED, FORFEIT, PAUSE, PAUSED

if TYPE_CHECKING:
    from bot.engine.engine import Engine

log = logging.getLogger(__name__)


async def tick(engine: Engine) -> int:
    """Fire due deadlines and reminders (by the engine's clock); retry failed deliveries. Returns timers fired."""
    now = engine.clock.now()
    fired = 0
    if engine.leases is not None:  # several processes: claim the due timers of our own matches
        due = await engine.leases.claim_timers(now, [(mid, r.guild_id) for mid, r in engine._live.items()])
    else:
        due = await engine.repo.due_timers(now)
    for tid, mid, kind, seat, key, _due, deadline in due:
        runner = engine._live.get(mid)
        if runner is None:
            if engine.leases is None:  # a leftover of a match that is over
                await engine.repo.delete_timer(tid)
            continue  # several processes: a match another process runs now; its claim runs out and it takes it
        if not runner.verified:
            try:
                runner = await engine._runner(mid)
            except EngineError:
                continue  # refused and logged: its timers wait until the match is repaired
        async with runner.lock:
            if not await engine.repo.timer_exists(tid) or runner.status != ACTIVE:
                continue
            try:
                if kind == T.DEADLINE:
                    await _expire(engine, runner, tid, seat, key, now)
                else:
                    await _remind(engine, runner, tid, seat, key, float(deadline), now)
                fired += 1
            except StorageFailed:
                raise
            except EngineError:
                log.exception("timer %s of match %s failed", tid, mid)
    await engine.outbox.retry_undelivered()
    return fired


async def _expire(engine: Engine, runner: MatchRunner, tid: int, seat: str, key: str, now: float) -> None:
    prompt = next((p for p in runner.prompts if p.seat == seat and p.key == key), None)
    if prompt is None:
        await _drop_timer(engine, runner, tid, now)
        return
    policy = runner.deadlines.on_expiry
    if policy == APPLY_DEFAULT and prompt.default is not None:
        try:
            await engine._act_locked(runner, seat, dict(prompt.default), DEADLINE, delete_timer=tid)
            return
        except (RuleError, GameBug) as exc:
            log.warning("default action of %s/%s refused (%s); pausing instead", runner.id, key, exc)
        policy = PAUSE
    if policy == FORFEIT:
        # every seat whose decision is past its deadline forfeits, not only the first timer's: when all are late,
        # nobody wins (a draw), rather than the seat listed second winning on time
        late = [
            s
            for s in runner.seats
            if s == seat
            or any(ps == s and due is not None and due <= now for (ps, _k), due in runner.prompt_deadlines.items())
        ]
        others = tuple(s for s in runner.seats if s not in late)
        outcome = Outcome(others, f"{', '.join(late)} ran out of time", draw=not others)
        await engine._finish(runner, outcome, FINISHED, "forfeited", {"seat": seat, "seats": late, "prompt": key})
        return
    payload = {"seat": seat, "prompt": key, "reason": "deadline passed"}
    app = engine_event(runner, now, "paused", payload, seat)
    ch = Changes(
        events=app.rows, timers_clear=True, update={"status": PAUSED, "last_seq": app.seq, "last_hash": app.hash}
    )
    ch.outbox.append(("paused", PUBLIC, None, dict(payload)))
    notes = await engine._commit(runner, ch, now)
    runner.status = PAUSED
    runner.last_seq, runner.last_hash = app.seq, app.hash
    runner.prompt_deadlines = {}
    engine.outbox.deliver(notes)


async def _drop_timer(engine: Engine, runner: MatchRunner, tid: int, now: float) -> None:
    """Delete a timer whose prompt is gone; with several processes under the lease check, like every write of a
    match (a process that lost the shard must not delete the timers of the process that runs it now)."""
    if engine.leases is None:
        await engine.repo.delete_timer(tid)
        return
    stmt = engine.repo.delete_timer_statement(tid)
    await failover.fenced(engine.leases, runner.id, runner.guild_id, lambda: ([stmt], _nothing), now)


def _nothing() -> None:
    """A write with nothing to do after its commit."""


async def _remind(
    engine: Engine, runner: MatchRunner, tid: int, seat: str, key: str, deadline: float, now: float
) -> None:
    user = runner.seats[seat]
    settings = await engine.players.get(user)
    try:
        quiet_end = T.quiet_until(settings, now)
    except SettingsError:
        quiet_end = None
    ch = Changes()
    if quiet_end is not None:
        if quiet_end < deadline:
            ch.timer_move.append((quiet_end, tid))
        else:
            ch.timer_delete_ids.append(tid)  # quiet until past the deadline: no reminder rather than a ping
    else:
        ch.timer_delete_ids.append(tid)
        prompt = next((p for p in runner.prompts if p.seat == seat and p.key == key), None)
        if prompt is not None:
            ch.outbox.append(("reminder", seat, user, {"prompt": prompt.to_json(), "deadline": deadline}))
    engine.outbox.deliver(await engine._commit(runner, ch, now))


async def poll_loop(engine: Engine, interval: float) -> None:
    while True:
        await engine.clock.sleep(interval)
        try:
            await engine.tick()
        except asyncio.CancelledError:
            raise
        except StorageFailed as exc:
            log.error("timers stopped: %s", exc.message)
            return
        except Exception:
            log.exception("timer tick failed")
