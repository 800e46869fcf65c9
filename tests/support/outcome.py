"""The outcome of a match a test expects to be over."""

from __future__ import annotations

from typing import Any

from bot.core.protocol import Game, Outcome


def ended(game: Game, state: Any) -> Outcome:
    """The match's outcome; the test fails here, saying so, if the match is not over."""
    out = game.outcome(state)
    assert out is not None, "the match is not over"
    return out
