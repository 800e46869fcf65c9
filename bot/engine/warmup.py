"""What a long-running process does before it serves, off the event loop: read every catalog (texts.warm_all) and
let each game compute what its first matches would otherwise compute on first use (the optional `warm()` hook,
docs/protocol.md). A short-lived process (the console) skips it. Warming only moves work earlier: a game whose
warm-up fails is logged and served all the same (its first matches compute it, or meet the same error there)."""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any

from bot.core import texts

log = logging.getLogger("bot.engine")


def warm_games(games: Iterable[Any]) -> None:
    texts.warm_all()
    for game in games:
        warm = getattr(game, "warm", None)
        if warm is None:
            continue
        try:
            warm()
        except Exception:  # an optimisation only: never keep the bot from serving
            log.exception("warming up %s failed; it is served without it", type(game).__name__)
