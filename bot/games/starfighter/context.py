"""The working copy `act` decides on: every event emitted is applied to it at once, so later decisions see it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.chance import Chance
from bot.core.protocol import PUBLIC, Event
from bot.games.starfighter.events import apply_in_place
from bot.games.starfighter.state import clone
from bot.games.starfighter.texts import say as narrate


class Ctx:
    __slots__ = ("chance", "events", "s")

    def __init__(self, state: Mapping[str, Any], chance: Chance) -> None:
        self.s: dict[str, Any] = clone(dict(state))
        self.chance = chance
        self.events: list[Event] = []

    def emit(
        self,
        kind: str,
        payload: Mapping[str, Any],
        *,
        visibility: str = PUBLIC,
        say: tuple[str, Mapping[str, Any]] | None = None,
    ) -> None:
        body = dict(payload)
        if say is not None:
            body.update(narrate(say[0], **say[1]))
        self.events.append(Event(kind, body, visibility))
        apply_in_place(self.s, kind, body)
