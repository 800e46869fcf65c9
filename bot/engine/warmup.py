"""What a long-running process does before it serves, off the event loop: read every catalog (texts.warm_all) and
let each game compute what its first matches would otherwise compute on first use (the optional `warm()` hook,
docs/protocol.md). A short-lived process (the console) skips it."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bot.core import texts


def warm_games(games: Iterable[Any]) -> None:
    texts.warm_all()
    for game in games:
        warm = getattr(game, "warm", None)
        if warm is not None:
            warm()
