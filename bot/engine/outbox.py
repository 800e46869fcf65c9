"""Delivery of committed outbox rows to the subscribers: in order per match, acknowledged in batches, re-delivered
after a crash or a failed subscriber.

An acknowledgement is written lazily: it rides along with the next action's transaction (see `take_acks`) or is
flushed by itself shortly after delivery.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections import deque
from collections.abc import Callable
from typing import Any

from bot.engine.clock import Clock
from bot.engine.errors import StoreError
from bot.engine.repository import GuildFilter, Repository
from bot.engine.store import Stmt
from bot.engine.types import Notification, Subscriber

log = logging.getLogger(__name__)

ACK_DELAY = 0.05  # seconds: let a following action's transaction carry the acknowledgements for free


class Outbox:
    def __init__(self, repo: Repository, clock: Clock, tasks: set[asyncio.Task[Any]]) -> None:
        self.repo = repo
        self.clock = clock
        self.open = False
        self.subs: list[Subscriber] = []
        self.tasks = tasks  # shared with the renders: drain() waits for both
        self.senders: dict[str, asyncio.Task[None]] = {}
        self._queues: dict[str, deque[Notification]] = {}
        self._inflight: set[int] = set()
        self._acks: list[int] = []
        self._carrying: set[int] = set()  # acknowledgements a transaction in flight carries
        self._ack_task: asyncio.Task[None] | None = None
        self.keep: GuildFilter | None = None  # several processes: deliver only the matches of our shards

    def subscribe(self, callback: Subscriber) -> Callable[[], None]:
        self.subs.append(callback)
        return lambda: self.subs.remove(callback) if callback in self.subs else None

    def take_acks(self, now: float, carried: list[int] | None = None) -> tuple[list[Stmt], Callable[[], None]]:
        """The statements acknowledging what was delivered so far and not carried by another transaction in flight
        (for a transaction about to be written) and the callback that forgets them once it is committed. Their ids
        are added to `carried`; the caller releases them if the transaction fails (`release`). One transaction at a
        time carries an acknowledgement: on PostgreSQL two concurrent commits updating the same outbox rows waited
        for each other and, locking them in different orders, deadlocked."""
        taken = [i for i in self._acks if i not in self._carrying]
        if not taken:
            return [], lambda: None
        self._carrying.update(taken)
        if carried is not None:
            carried.extend(taken)

        def committed() -> None:
            done = set(taken)
            self._acks[:] = [i for i in self._acks if i not in done]
            self._carrying.difference_update(done)

        return self.repo.acks(taken, now), committed

    def release(self, carried: list[int]) -> None:
        """The acknowledgements of a transaction that failed: the next one carries them (after a commit: nothing)."""
        self._carrying.difference_update(carried)

    def deliver(self, notes: list[Notification]) -> None:
        for n in notes:
            if n.id in self._inflight:
                continue
            self._inflight.add(n.id)
            self._queues.setdefault(n.match_id, deque()).append(n)
            if n.match_id not in self.senders:
                self.senders[n.match_id] = asyncio.create_task(self._send_loop(n.match_id))

    async def _send_loop(self, match_id: str) -> None:
        q = self._queues[match_id]
        try:
            while q:
                n = q[0]
                ok = bool(self.subs)
                for cb in list(self.subs):
                    try:
                        await cb(n)
                    except Exception:
                        ok = False
                        log.exception("subscriber failed on notification %s", n.dedup_key)
                q.popleft()
                self._inflight.discard(n.id)
                if ok:
                    self._acks.append(n.id)
            self._schedule_ack_flush()
        finally:
            del self._queues[match_id]
            del self.senders[match_id]

    def _schedule_ack_flush(self) -> None:
        if self._ack_task is None or self._ack_task.done():
            self._ack_task = asyncio.create_task(self._delayed_ack_flush())
            self.tasks.add(self._ack_task)
            self._ack_task.add_done_callback(self.tasks.discard)

    async def _delayed_ack_flush(self) -> None:
        await asyncio.sleep(ACK_DELAY)
        try:
            await self.flush_acks()
        except StoreError as exc:  # e.g. the engine has stopped; what was not acknowledged is delivered again later
            log.error("acknowledgements not stored: %s", exc.message)
        except sqlite3.Error as exc:
            log.error("acknowledgements not stored (they are retried with the next write): %s", exc)

    async def flush_acks(self) -> None:
        if not self._acks or not self.open or self.repo.store.failed is not None:
            return
        now = self.clock.now()
        carried: list[int] = []
        try:
            await self.repo.store.write(lambda: self.take_acks(now, carried))
        finally:
            self.release(carried)

    async def retry_undelivered(self) -> None:
        """Hand the subscribers every committed notification not acknowledged yet (none while nobody listens)."""
        if not self.subs:
            return
        self.deliver(await self.repo.undelivered(self._inflight | set(self._acks), self.keep))

    async def drain(self) -> None:
        """Wait until every queued notification and render has been handed over and acknowledgements written."""
        while self.senders or self.tasks:
            await asyncio.gather(*list(self.senders.values()), *list(self.tasks), return_exceptions=True)
        await self.flush_acks()

    async def cancel(self) -> None:
        for task in [*self.senders.values(), *self.tasks]:
            task.cancel()
        await asyncio.gather(*self.senders.values(), *self.tasks, return_exceptions=True)
