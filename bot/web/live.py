"""Live updates: one poller reads (last_seq, status) of the watched matches from the database and wakes their
server-sent-event streams. It works as a separate process from the bot: the database is the only channel."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

log = logging.getLogger("bot.web")

Heads = Callable[[list[str]], Awaitable[dict[str, tuple[int, str]]]]
Describe = Callable[[str], Awaitable[dict[str, Any]]]


class Hub:
    """Subscribers per match; each gets an asyncio.Event set when its match's (last_seq, status) changes."""

    def __init__(self, heads: Heads, describe: Describe, interval: float = 0.25) -> None:
        self.heads = heads
        self.describe = describe  # what every stream of a match is sent: computed once per change, not per stream
        self.latest: dict[str, dict[str, Any]] = {}
        self.interval = interval
        self.watchers: dict[str, set[asyncio.Event]] = {}
        self.known: dict[str, tuple[int, str]] = {}
        self.polls = 0

    def watch(self, mid: str) -> asyncio.Event:
        ev = asyncio.Event()
        self.watchers.setdefault(mid, set()).add(ev)
        return ev

    def unwatch(self, mid: str, ev: asyncio.Event) -> None:
        subs = self.watchers.get(mid)
        if subs is not None:
            subs.discard(ev)
            if not subs:
                del self.watchers[mid]
                self.known.pop(mid, None)
                self.latest.pop(mid, None)

    @property
    def connections(self) -> int:
        return sum(len(s) for s in self.watchers.values())

    async def poll_once(self) -> None:
        mids = sorted(self.watchers)
        if not mids:
            return
        now = await self.heads(mids)
        self.polls += 1
        for mid, head in now.items():
            if self.known.get(mid) != head:  # first sight included: each stream compares with what it sent
                self.latest[mid] = await self.describe(mid)
                self.known[mid] = head
                for ev in list(self.watchers.get(mid, ())):
                    ev.set()

    async def run(self) -> None:
        while True:
            try:
                await self.poll_once()
            except Exception:  # a locked or briefly unreadable database must not end live updates
                log.exception("polling the matches failed")
            await asyncio.sleep(self.interval)
