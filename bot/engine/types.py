"""Plain data the engine hands to adapters. Everything here is immutable and JSON-friendly."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.core.protocol import JSON, PUBLIC, Outcome, Prompt

# Match statuses
ACTIVE = "active"
PAUSED = "paused"
FINISHED = "finished"
ABANDONED = "abandoned"
LIVE_STATUSES = (ACTIVE, PAUSED)
# What the engine writes to the outbox (`db check` flags any other kind).
OUTBOX_KINDS = frozenset(
    {
        "match_started",
        "events",
        "prompt",
        "reminder",
        "paused",
        "resumed",
        "undone",
        "undo_requested",
        "undo_declined",
        "match_ended",
    }
)

# Deadline policies on expiry
APPLY_DEFAULT = "default"  # apply the prompt's default action (falls back to PAUSE when it has none)
PAUSE = "pause"
FORFEIT = "forfeit"
POLICIES = (APPLY_DEFAULT, PAUSE, FORFEIT)

# Who made an action / event
PLAYER = "player"
AUTO = "auto"  # a prompt with exactly one legal option, resolved by the runner
DEADLINE = "deadline"  # the prompt's default, applied when its deadline passed
ENGINE = "engine"  # engine-level events: concede, forfeit, abandon, undo, pause, resume


@dataclass(frozen=True)
class DeadlinePolicy:
    """How long each prompt may stay open and what happens then.

    `seconds` applies to every prompt (None: no deadlines); `per_kind` overrides it by Prompt.kind.
    `reminders` are offsets in seconds before the deadline (e.g. (3600, 600)); they respect quiet hours.
    """

    seconds: float | None = None
    on_expiry: str = APPLY_DEFAULT
    reminders: tuple[float, ...] = ()
    per_kind: Mapping[str, float] = field(default_factory=dict)

    def for_kind(self, kind: str) -> float | None:
        return self.per_kind.get(kind, self.seconds)

    def to_json(self) -> dict[str, JSON]:
        return {
            "seconds": self.seconds,
            "on_expiry": self.on_expiry,
            "reminders": list(self.reminders),
            "per_kind": dict(self.per_kind),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, JSON] | None) -> DeadlinePolicy:
        if not data:
            return cls()
        return cls(
            seconds=data.get("seconds"),
            on_expiry=data.get("on_expiry", APPLY_DEFAULT),
            reminders=tuple(data.get("reminders") or ()),
            per_kind=dict(data.get("per_kind") or {}),
        )


@dataclass(frozen=True)
class UndoRequest:
    id: str
    by_seat: str
    to_seq: int  # events with seq > to_seq get undone
    consents: tuple[str, ...]  # seats that agreed (the requester's seats included)
    needed: tuple[str, ...]  # seats whose consent is still missing
    at: float

    def to_json(self) -> dict[str, JSON]:
        return {
            "id": self.id,
            "by_seat": self.by_seat,
            "to_seq": self.to_seq,
            "consents": list(self.consents),
            "needed": list(self.needed),
            "at": self.at,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> UndoRequest:
        return cls(
            id=data["id"],
            by_seat=data["by_seat"],
            to_seq=int(data["to_seq"]),
            consents=tuple(data["consents"]),
            needed=tuple(data["needed"]),
            at=float(data["at"]),
        )


@dataclass(frozen=True)
class MatchInfo:
    id: str
    game: str
    status: str
    seats: Mapping[str, str]  # seat -> user id (str)
    options: Mapping[str, JSON]
    guild_id: str | None
    channel_id: str | None
    commitment: str  # SHA-256 of the seed, public from the start
    seed: str | None  # revealed only once the match is over
    created_at: float
    finished_at: float | None
    outcome: Outcome | None
    deadlines: DeadlinePolicy
    undo: UndoRequest | None
    last_seq: int
    meta: Mapping[str, JSON]  # free-form adapter data (message ids, thread id, ...)

    def seats_of(self, user_id: str | int) -> list[str]:
        uid = str(user_id)
        return [seat for seat, user in self.seats.items() if user == uid]


@dataclass(frozen=True)
class LoggedEvent:
    seq: int
    at: float
    actor: str  # PLAYER, AUTO, DEADLINE or ENGINE
    seat: str | None  # the seat whose action produced it (None for engine events without one)
    source: str  # "game" or "engine"
    kind: str
    visibility: str
    payload: Mapping[str, JSON]
    undone: bool = False

    @property
    def public(self) -> bool:
        return self.visibility == PUBLIC

    def to_json(self) -> dict[str, JSON]:
        return {
            "seq": self.seq,
            "at": self.at,
            "actor": self.actor,
            "seat": self.seat,
            "source": self.source,
            "kind": self.kind,
            "visibility": self.visibility,
            "payload": dict(self.payload),
            "undone": self.undone,
        }


@dataclass(frozen=True)
class OpenPrompt:
    prompt: Prompt
    deadline: float | None  # unix time, None without a deadline


@dataclass(frozen=True)
class ActResult:
    match_id: str
    seat: str
    events: tuple[LoggedEvent, ...]  # the new events this seat may see (its own secrets included)
    prompts: tuple[Prompt, ...]  # every prompt now open in the match
    outcome: Outcome | None
    status: str


@dataclass(frozen=True)
class Notification:
    """One outbox row, handed to subscribers after its transaction committed.

    Delivery is at-least-once: after a crash a row may come again with the same `id`; adapters deliver it once by
    remembering ids (or use `dedup_key` as an idempotency key / Discord message nonce).
    `audience` is "public" (the match channel) or a seat name (that seat's user only: `user_id`).
    """

    id: int
    match_id: str
    kind: str
    audience: str
    user_id: str | None
    payload: Mapping[str, JSON]
    created_at: float

    @property
    def dedup_key(self) -> str:
        return f"{self.match_id}:{self.id}"

    @property
    def public(self) -> bool:
        return self.audience == PUBLIC


@dataclass(frozen=True)
class PlayerSettings:
    user_id: str
    time_zone: str = "UTC"
    locale: str = "en"
    quiet_hours: tuple[str, str] | None = None  # ("22:00", "07:00") local time; may wrap midnight
    preferences: Mapping[str, JSON] = field(default_factory=dict)


Subscriber = Callable[[Notification], Awaitable[None]]
RenderSubscriber = Callable[[str, int, Any], Awaitable[None]]  # (match_id, seq, image)
RenderHook = Callable[[str, Any], Any]  # (game name, public view) -> image or None; runs in a worker thread
