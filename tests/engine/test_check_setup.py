"""Engine.check_setup: an invitation is checked by the game's own set-up before anyone accepts, nothing stored."""

from __future__ import annotations

import pytest

from bot.core.protocol import RuleError
from bot.engine import Engine


async def test_check_setup_passes_good_options_and_refuses_bad_ones_without_storing(engine: Engine) -> None:
    engine.check_setup("duel", {"rounds_to_win": 3}, ["a", "b"])  # no RuleError
    with pytest.raises(RuleError, match="rounds_to_win must be a whole number from 1 to 9"):
        engine.check_setup("duel", {"rounds_to_win": 12}, ["a", "b"])
    with pytest.raises(RuleError, match="unknown option"):
        engine.check_setup("duel", {"colour": "red"}, ["a", "b"])
    assert await engine.list_matches() == []
