"""The console shows rolls without Discord markdown (issue 12): a cancelled die reads "hit (not counted)", a hit
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
    assert "~~" not in out and "Attack (3 red): hit (not counted), blank, hit (not counted)" in out


def test_ti4_roll_in_the_terminal_marks_hits_without_bold(capsys: pytest.CaptureFixture[str]) -> None:
    assert "**6**" in roll("ti4", "3 destroyer 2 dreadnought", seed="b").text()
    assert main(["roll", "ti4", "3 destroyer 2 dreadnought", "--seed", "b"]) == 0
    out = capsys.readouterr().out
    assert "**" not in out and "2 Dreadnought I (hits on 5+): [6], 2 → 1 hit" in out


def test_struck_dice_in_the_terminal_are_marked_in_the_readers_language(capsys: pytest.CaptureFixture[str]) -> None:
    """A die dropped by kh1 is "not counted" in the reader's language, not an English "(cancelled)"."""
    assert main(["roll", "dice", "2d20kh1", "--seed", "q", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "Кубики: 2d20kh1 (13, 3 (не в счёт)) = 13" in out and "cancelled" not in out


def test_a_secret_pick_piped_in_is_read_from_the_pipe_without_getpass_warning(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`yes 1 | python -m bot play swm` printed getpass's English GetPassWarning at every secret pick."""
    import io
    import warnings

    from bot.local import terminal

    monkeypatch.setattr("sys.stdin", io.StringIO("3\n"))
    monkeypatch.setattr("getpass.getpass", lambda prompt="": pytest.fail("getpass used for a pipe"))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert terminal.ask_secret("dial> ") == "3"
    assert capsys.readouterr().err == ""

    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.setattr("sys.stdin", Tty("typed\n"))
    monkeypatch.setattr("getpass.getpass", lambda prompt="": "hidden")
    assert terminal.ask_secret("dial> ") == "hidden"  # at a terminal the pick is typed without echo
