"""Issue 12: the command line's help names what a new user needs, and its examples work as printed."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli import main
from bot.cli.play import option_examples
from bot.core import declared
from bot.games import registry


def _help(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as done:
        main([*argv, "--help"])
    assert done.value.code == 0
    return " ".join(capsys.readouterr().out.split())  # argparse wraps lines


def test_play_help_lists_every_game_with_an_options_example(capsys: pytest.CaptureFixture[str]) -> None:
    text = _help(["play"], capsys)
    for name in registry.names():
        assert f"python -m bot play {name} --options" in text
    # each game declares its example (no adapter edit for a new game)
    assert all(declared.console_example(registry.get(name)) for name in registry.names())


@pytest.mark.parametrize("game", sorted(option_examples()))
def test_each_options_example_starts_a_match(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    script = tmp_path / "empty.jsonl"
    script.write_text("# no moves: only start the match\n")
    example = option_examples()[game][0]
    assert isinstance(json.loads(example), dict)
    assert main(["play", game, "--options", example, "--script", str(script), "--no-frames"]) == 0
    assert "script finished; the match waits for:" in capsys.readouterr().out


def test_ti4_odds_help_explains_factions_and_technologies(capsys: pytest.CaptureFixture[str]) -> None:
    text = _help(["ti4-odds"], capsys)
    assert re.search(r"--attacker-faction FACTION the attacker's faction: .*one of: arborec, .*sardakk", text)
    assert re.search(
        r"--defender-techs TECH,TECH the defender's technologies, comma-separated \(any of: .*duranium", text
    )


def test_odds_help_explains_json(capsys: pytest.CaptureFixture[str]) -> None:
    text = _help(["odds"], capsys)
    assert "--json print the result as JSON: request, joint" in text


def test_ti4_odds_errors_go_to_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ti4-odds", "3 spaceship", "1 cruiser"]) == 2
    out = capsys.readouterr()
    assert out.out == "" and out.err.startswith("error: ")


def test_output_into_a_closed_pipe_ends_quietly(tmp_path: Path) -> None:
    script = tmp_path / "help.txt"
    script.write_text("help\n" * 3000)  # far more than a pipe holds
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "sandbox", str(script)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.read(100)
    proc.stdout.close()  # like `| head -c 100`
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 141
    assert err == ""  # no "error: cannot use Broken pipe", no traceback
