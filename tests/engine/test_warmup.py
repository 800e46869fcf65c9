"""bot.engine.warmup: games warm up before the bot serves; a failing warm-up is logged and the rest still warm."""

from __future__ import annotations

import logging

import pytest

from bot.engine.warmup import warm_games


class _Warms:
    def __init__(self) -> None:
        self.warmed = 0

    def warm(self) -> None:
        self.warmed += 1


class _Broken:
    def warm(self) -> None:
        raise ValueError("broken data")


class _Plain:
    pass


def test_every_game_with_a_warm_hook_is_warmed_once_even_after_one_that_fails(
    caplog: pytest.LogCaptureFixture,
) -> None:
    first, last = _Warms(), _Warms()
    with caplog.at_level(logging.ERROR, logger="bot.engine"):
        warm_games([first, _Broken(), _Plain(), last])
    assert (first.warmed, last.warmed) == (1, 1)
    assert "warming up _Broken failed" in caplog.text
