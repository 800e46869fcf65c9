"""Refused pastes kept for a retry: the form where a player pastes a squad opens with their last refused one."""

from __future__ import annotations

from collections import OrderedDict

PASTE_LIMIT = 4000  # Discord's longest text input (and its longest pre-filled value)
KEPT_PASTES = 256  # refused pastes remembered for a retry: at most ~1 MB


class RefusedPastes:
    """The last refused paste per (invitation message, player), so the form opens pre-filled with it when they
    accept again (a modal's text is lost once refused). Bounded: the oldest are forgotten first; a restart
    forgets them all (the refusal also gave the text back in the chat)."""

    def __init__(self, limit: int = KEPT_PASTES) -> None:
        self.limit = limit
        self._kept: OrderedDict[tuple[int, int], str] = OrderedDict()

    def get(self, message: int, user: int) -> str | None:
        return self._kept.get((message, user))

    def keep(self, message: int, user: int, text: str) -> None:
        self._kept[(message, user)] = text[:PASTE_LIMIT]
        self._kept.move_to_end((message, user))
        while len(self._kept) > self.limit:
            self._kept.popitem(last=False)

    def drop(self, message: int, user: int) -> None:
        self._kept.pop((message, user), None)
