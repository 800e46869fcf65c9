"""Inputs a new user (or a fuzzer) types that once crashed a command or the console (issue 12, "fuzz your own
commands"): JSON nested thousands deep in --options, a script line or a console answer."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from bot.cli import main
from bot.engine import Engine, FakeClock
from bot.local.table import MAX_JSON_DEPTH, ConsoleTable, read_json
from tests.engine.conftest import games

DEEP = "[" * 100_000 + "]" * 100_000


def test_read_json_refuses_numbers_no_option_needs_with_a_message_of_ours() -> None:
    with pytest.raises(ValueError, match=r"^a number of 5000 characters; at most 30$"):
        read_json('{"points": ' + "9" * 5000 + "}")  # not Python's 4,300-digit advice for programmers
    with pytest.raises(ValueError, match=r"^NaN is not a number JSON allows$"):
        read_json('{"points": NaN}')
    with pytest.raises(ValueError, match=r"^1e400 is too large for a number$"):
        read_json('{"points": 1e400}')
    assert read_json('{"points": 100, "x": -2.5}') == {"points": 100, "x": -2.5}


def test_read_json_refuses_deep_nesting_but_reads_brackets_in_strings() -> None:
    assert read_json('{"say": "[[[[' + "[" * 200 + '"}') == {"say": "[[[[" + "[" * 200}
    assert read_json("[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH) is not None
    with pytest.raises(ValueError, match=f"nested more than {MAX_JSON_DEPTH} levels deep"):
        read_json("[" * (MAX_JSON_DEPTH + 1) + "]" * (MAX_JSON_DEPTH + 1))
    with pytest.raises(ValueError, match="nested more than"):
        read_json(DEEP)


def test_deep_options_and_script_lines_are_refused_with_the_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["play", "xwing", "--options", DEEP, "--no-frames"]) == 2
    assert (
        capsys.readouterr().err.strip()
        == f"error: --options is not JSON (nested more than {MAX_JSON_DEPTH} levels deep)"
    )
    script = tmp_path / "deep.jsonl"
    script.write_text('{"seat": "rebel", "action": ' + DEEP + "}\n")
    assert main(["play", "xwing", "--script", str(script), "--no-frames"]) == 2
    assert "script line 1: not JSON (nested more than 64 levels deep)" in capsys.readouterr().err


async def test_a_deep_answer_at_the_console_is_asked_again(tmp_path: Path) -> None:
    out: list[str] = []
    answers = iter(["{" + DEEP, "2", "3"])

    def ask(prompt: str) -> str:
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None

    reader: Callable[[str], str] = ask
    async with Engine(tmp_path / "c.sqlite3", clock=FakeClock(), games=games, poll_interval=None, renderer=None) as eng:
        table = ConsoleTable(eng, out=out.append, ask=reader, ask_secret=reader)
        mid = await table.start("duel", {"rounds_to_win": 1})
        await table.play(mid)  # once raised RecursionError out of the console
    assert any(line.startswith("that is not JSON (nested more than 64 levels deep)") for line in out)
    assert out.count("locked in.") >= 2  # the next answers were taken: a's pick, then b's


def test_a_missing_dependency_says_how_to_install(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # `python3 -m bot` outside the virtual environment once ended in a ModuleNotFoundError traceback
    def no_aiosqlite(name: str) -> None:
        raise ModuleNotFoundError("No module named 'aiosqlite'", name="aiosqlite")

    monkeypatch.setattr("bot.cli.importlib.import_module", no_aiosqlite)
    assert main(["roll", "dice", "d6"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: the Python package 'aiosqlite' is not installed") and "pip install ." in err
