"""What a match's thread has been shown: the last board picture and the round on the table.

Kept in the engine's key-value store (scope "discord.shown", one small row per match), not only in memory: after a
restart the bot must neither post the same picture again, nor forget to post the picture of a move made just before
the kill, nor miss the animation of a round that ended around it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.core.protocol import JSON

SCOPE = "discord.shown"


@dataclass
class Shown:
    key: str | None = None  # the board picture last posted (boards.picture_key)
    seq: int = 0  # the last action whose table was handled
    round: int | None = None  # the round on the table then
    round_from: int = 0  # an action before that round began: where its animation's frames start
    posted: int = 0  # pictures and animations posted so far: numbers their message nonces

    def to_json(self) -> dict[str, JSON]:
        return {
            "key": self.key,
            "seq": self.seq,
            "round": self.round,
            "round_from": self.round_from,
            "posted": self.posted,
        }

    @classmethod
    def from_json(cls, data: Any) -> Shown:
        """Tolerant: a damaged row costs at most a repeated picture, never a crash."""
        if not isinstance(data, dict):
            return cls()
        key, rnd = data.get("key"), data.get("round")
        seq, since, posted = (data.get(k) for k in ("seq", "round_from", "posted"))
        return cls(
            key if isinstance(key, str) else None,
            seq if isinstance(seq, int) else 0,
            rnd if isinstance(rnd, int) else None,
            since if isinstance(since, int) else 0,
            posted if isinstance(posted, int) else 0,
        )


class ShownStore:
    """Shown per match, read through from the engine's kv store; one lock per match serializes its pictures."""

    def __init__(self, engine: Callable[[], Any]) -> None:
        self._engine = engine  # the bot's current engine (tests give a bot a new one)
        self._cache: dict[str, Shown] = {}
        self._locks: dict[str, asyncio.Lock] = {}

    def lock(self, match_id: str) -> asyncio.Lock:
        return self._locks.setdefault(match_id, asyncio.Lock())

    async def get(self, match_id: str) -> Shown | None:
        """None: nothing recorded for this match (no picture posted yet)."""
        if match_id not in self._cache:
            stored = await self._engine().get_value(SCOPE, match_id)
            if stored is None:
                return None
            self._cache[match_id] = Shown.from_json(stored)
        return self._cache[match_id]

    async def save(self, match_id: str, shown: Shown) -> None:
        await self._engine().set_value(SCOPE, match_id, shown.to_json())
        self._cache[match_id] = shown

    def forget(self, match_id: str) -> None:
        """Drop the memory of a finished match (its row stays: a redelivered end does not post its reel twice)."""
        self._cache.pop(match_id, None)
        self._locks.pop(match_id, None)
