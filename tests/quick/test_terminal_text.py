"""The console shows rolls without Discord markdown (issue 12): a cancelled die reads "hit (cancelled)", a hit
die in a TI4 roll reads "[9]"; Discord (the same result's text) keeps its markdown."""

from __future__ import annotations

import pytest

from bot.quick.cli import main
from bot.quick.roll import roll


def test_xwing_roll_in_the_terminal_has_no_strikethrough(capsys: pytest.CaptureFixture[str]) -> None:
    discord_text = roll("xwing", "3 red focus vs 3 green evade", seed="a").text()
    assert "~~hit~~" in discord_text  # the shared text is markdown, for Discord
    assert main(["roll", "xwing", "3 red focus vs 3 green evade", "--seed", "a"]) == 0
    out = capsys.readouterr().out
    assert "~~" not in out and "Attack (3 red): hit (cancelled), blank, hit (cancelled)" in out


def test_ti4_roll_in_the_terminal_marks_hits_without_bold(capsys: pytest.CaptureFixture[str]) -> None:
    assert "**6**" in roll("ti4", "3 destroyer 2 dreadnought", seed="b").text()
    assert main(["roll", "ti4", "3 destroyer 2 dreadnought", "--seed", "b"]) == 0
    out = capsys.readouterr().out
    assert "**" not in out and "2 Dreadnought I (hits on 5+): [6], 2 → 1 hit" in out
