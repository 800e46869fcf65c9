"""The garbage collector of a long-running process (bot/engine/gcpolicy.py, issue 17): the command line collects
rarely, and the bot moves what it loaded at start-up out of the collector's sight."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from bot.cli import main
from bot.engine import gcpolicy


@pytest.fixture
def saved_gc() -> Iterator[None]:
    before = gc.get_threshold()
    yield
    gc.set_threshold(*before)
    gc.unfreeze()


def test_the_command_line_sets_the_thresholds(saved_gc: None, capsys: pytest.CaptureFixture[str]) -> None:
    gc.set_threshold(700, 10, 10)  # CPython's own
    assert main(["games"]) == 0
    assert gc.get_threshold() == gcpolicy.THRESHOLDS == (10_000, 50, 100)


def test_freezing_moves_every_live_object_to_the_permanent_generation(saved_gc: None) -> None:
    gc.unfreeze()
    kept = [[i] for i in range(1000)]  # containers the collector tracks
    gcpolicy.freeze_loaded()
    assert gc.get_freeze_count() >= len(kept)
    assert gc.get_count()[0] < 100  # the young generation starts empty again
