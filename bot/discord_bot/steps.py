"""The pieces of one step message in a match thread (issue 21): what happened, the picture, who decides next.

A step is what one committed action shows: the game's sentences, the board picture (and the animation of a round
that just ended) attached to the same message, and the next decision's ping and buttons last. Secret picks opened
by the step (dials) add a status line that is edited as the picks lock in ("🔒 2/3: LS `52e81cb2` · NB
`9f3a0b1c`"), each with the short commitment hash a player can check against the reveal; it is kept in the
engine's kv store (scope "discord.locks") so an edit after a restart finds its message.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.core.protocol import JSON, Prompt
from bot.discord_bot import gametext
from bot.i18n import t

SCOPE = "discord.locks"
HASH_SHOWN = 8  # characters of a commitment shown in the thread: enough to compare with the reveal by eye


def is_lock_in(payload: Mapping[str, Any]) -> bool:
    """A public event announcing that a secret pick was locked: it carries the pick's commitment."""
    return isinstance(payload.get("commitment"), str) and ("seat" in payload or "say" in payload)


def lock_subject(game: str, payload: Mapping[str, Any], locale: str, player: str) -> str:
    """What was locked, in a few words: the subject of the game's sentence (e.g. a ship), else the player."""
    return gametext.event_subject(game, payload, locale) or player


@dataclass
class LockStatus:
    """The status line of one batch of secret picks and the message carrying it."""

    message: int | None = None  # the thread message carrying the line
    before: str = ""  # the message's text around the line (edits keep it)
    after: str = ""
    total: int = 0  # picks awaited
    locked: list[list[str]] = field(default_factory=list)  # [subject, short hash] in the order they locked
    inline: list[str] = field(default_factory=list)  # seats whose pickers sit on the message (DMs closed)
    public: list[list[str]] = field(default_factory=list)  # [seat, prompt key] of buttons on the message too
    earlier: list[str] = field(default_factory=list)  # the last batch's hashes: its lock-ins delivered again
    undo: int = 0  # the undo notification that posted this line (0: none): that undo delivered again is no news

    def line(self, locale: str) -> str:
        items = (": " + " · ".join(f"{name} `{digest}`" for name, digest in self.locked)) if self.locked else ""
        return t("match.locks", locale, done=len(self.locked), total=max(self.total, len(self.locked)), items=items)

    def text(self, locale: str) -> str:
        return "\n".join(p for p in (self.before, self.line(locale), self.after) if p)

    def add(self, subject: str, commitment: str) -> None:
        item = [subject, commitment[:HASH_SHOWN]]
        if item not in self.locked and item[1] not in self.earlier:  # else delivered again after a restart
            self.locked.append(item)

    def to_json(self) -> dict[str, JSON]:
        return {
            "message": self.message,
            "before": self.before,
            "after": self.after,
            "total": self.total,
            "locked": [list(x) for x in self.locked],
            "inline": list(self.inline),
            "public": [list(x) for x in self.public],
            "earlier": list(self.earlier),
            "undo": self.undo,
        }

    @classmethod
    def from_json(cls, data: Any) -> LockStatus | None:
        """None for a missing or damaged row: the lock-ins are then posted as lines (never a crash)."""
        if not isinstance(data, dict) or not isinstance(data.get("message"), int):
            return None
        locked = [[str(a), str(b)] for a, b in data.get("locked") or [] if isinstance(a, str)]
        return cls(
            data["message"],
            str(data.get("before") or ""),
            str(data.get("after") or ""),
            int(data.get("total") or 0),
            locked,
            [str(s) for s in data.get("inline") or []],
            [[str(a), str(b)] for a, b in data.get("public") or []],
            [str(x) for x in data.get("earlier") or []],
            data["undo"] if isinstance(data.get("undo"), int) else 0,
        )


def by_seat(prompts: list[Prompt]) -> dict[str, list[Prompt]]:
    """Prompts grouped by seat, seats in the order they first appear (the game's order, never a set's)."""
    out: dict[str, list[Prompt]] = {}
    for p in prompts:
        out.setdefault(p.seat, []).append(p)
    return out
