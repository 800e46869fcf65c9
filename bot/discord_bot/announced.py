"""Which decisions of a match have been posted (a DM picker, a status line, buttons in the thread).

Kept in the engine's key-value store (scope "discord.announced", one small row per live match) as well as in
memory: a notification delivered again by another process (a shard adopted or handed back) or after a restart
would otherwise find its prompts unannounced and post a second picker under another notification's nonce, which
Discord does not recognise as the same message, leaving the first picker stale (issue 17).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from bot.core.protocol import Prompt

SCOPE = "discord.announced"
KEPT = 200  # (seat, key) pairs kept per match: the newest; far more than the decisions open at once


class Announced:
    def __init__(self, engine: Callable[[], Any]) -> None:
        self._engine = engine  # the bot's current engine (tests give a bot a new one)
        self._known: set[tuple[str, str, str]] = set()  # (match, seat, prompt key)

    async def fresh(self, match_id: str, prompts: Iterable[Prompt]) -> list[Prompt]:
        """The prompts not posted yet, by this process or, as stored, by any other."""
        fresh = [p for p in prompts if (match_id, p.seat, p.key) not in self._known]
        if fresh:
            stored = await self._stored(match_id)
            self._known.update((match_id, seat, key) for seat, key in stored)
            fresh = [p for p in fresh if (p.seat, p.key) not in stored]
        return fresh

    async def add(self, match_id: str, prompts: Iterable[Prompt]) -> None:
        new = [(p.seat, p.key) for p in prompts]
        if not new:
            return
        self._known.update((match_id, seat, key) for seat, key in new)
        stored = await self._stored(match_id)
        kept = [pair for pair in stored if pair not in set(new)] + new
        await self._engine().set_value(SCOPE, match_id, [list(pair) for pair in kept[-KEPT:]])

    async def clear(self, match_id: str) -> None:
        """An undo re-opens prompts under the same keys: they are to be announced again."""
        self.forget(match_id)
        await self._engine().set_value(SCOPE, match_id, None)

    def forget(self, match_id: str) -> None:
        self._known = {a for a in self._known if a[0] != match_id}

    async def _stored(self, match_id: str) -> list[tuple[str, str]]:
        """Tolerant: a damaged row costs at most a repeated picker, never a crash."""
        value = await self._engine().get_value(SCOPE, match_id)
        if not isinstance(value, list):
            return []
        return [(str(v[0]), str(v[1])) for v in value if isinstance(v, list) and len(v) == 2]
