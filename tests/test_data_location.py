"""Where the data is read from (issue 22): the shipped data, or a server owner's BOT_DATA_DIR; a missing file ends
in one message naming it and the fix, for every console command, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.cli import main
from bot.core import data
from bot.core.data import DataError

REPO_DATA = Path(__file__).resolve().parents[1] / "data"


def test_without_override_the_checkout_data_is_read_and_every_data_file_is_listed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("BOT_DATA_DIR", raising=False)
    # From a checkout the package has no bot/_data, so the repository's data/ is the shipped data.
    assert Path(str(data.shipped_dir())) == REPO_DATA
    on_disk = sorted(
        p.relative_to(REPO_DATA).as_posix() for p in REPO_DATA.rglob("*") if p.is_file() and p.suffix != ".sqlite3"
    )
    assert data.shipped_files() == on_disk
    assert "xwing/dice.json" in on_disk and "ti4/units.json" in on_disk
    data.check_data_dir()  # complete: no error


def test_override_is_read_instead(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "xwing").mkdir()
    (tmp_path / "xwing" / "dice.json").write_text('{"mine": true}', encoding="utf-8")
    monkeypatch.setenv("BOT_DATA_DIR", str(tmp_path))
    assert data.read_text("xwing", "dice.json") == '{"mine": true}'


def test_a_missing_file_names_itself_the_folder_and_the_fix(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("BOT_DATA_DIR", str(tmp_path))
    with pytest.raises(DataError) as err:
        data.read_text("xwing", "pilots.json")
    msg = str(err.value)
    assert f"missing data file xwing/pilots.json in BOT_DATA_DIR={tmp_path}" in msg
    assert f"Copy it there from {REPO_DATA}" in msg and "unset BOT_DATA_DIR" in msg


def test_a_partial_override_lists_what_it_lacks(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for rel in data.shipped_files():
        if rel != "ti4/flagships.json":
            (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
            (tmp_path / rel).write_bytes((REPO_DATA / rel).read_bytes())
    monkeypatch.setenv("BOT_DATA_DIR", str(tmp_path))
    with pytest.raises(DataError, match=r"lacks 1 data file\(s\) the bot reads: ti4/flagships.json\. Copy them from"):
        data.check_data_dir()
    (tmp_path / "ti4" / "flagships.json").write_text("{}", encoding="utf-8")
    data.check_data_dir()


@pytest.mark.parametrize(
    "argv",
    [
        ["roll", "xwing", "3 red vs 2 green"],
        ["roll", "ia", "1 red vs 1 black"],
        ["odds", "3 red vs 2 green"],
        ["ti4-odds", "3 cruiser", "2 destroyer"],
        ["play", "xwing", "--no-frames"],
        ["play", "ti4", "--no-frames", "--options", '{"attacker": "1 dreadnought", "defender": "1 destroyer"}'],
        ["sandbox"],
        ["replay", "m1"],
        ["db", "check"],
        ["run"],
    ],
)
def test_every_command_with_an_empty_data_folder_says_what_is_missing(
    argv: list[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    if argv[0] in ("replay", "db"):
        argv = [*argv, "--db", str(tmp_path / "m.sqlite3")]
    empty = tmp_path / "empty"
    empty.mkdir()
    monkeypatch.setenv("BOT_DATA_DIR", str(empty))
    monkeypatch.setenv("DISCORD_TOKEN", "not-used")  # `run` must stop at the data, before any network
    monkeypatch.chdir(tmp_path)
    assert main(argv) == 2
    out = capsys.readouterr()
    files = data.shipped_files()
    assert f"error: BOT_DATA_DIR={empty} lacks {len(files)} data file(s) the bot reads: {files[0]}, " in out.err
    assert "unset BOT_DATA_DIR" in out.err
    assert "Traceback" not in out.err + out.out


def test_a_broken_file_found_while_working_ends_in_one_line(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from bot.core.dice import load_dice

    for rel in data.shipped_files():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_bytes((REPO_DATA / rel).read_bytes())
    (tmp_path / "xwing" / "dice.json").write_text("{not json", encoding="utf-8")
    monkeypatch.setenv("BOT_DATA_DIR", str(tmp_path))
    load_dice.cache_clear()
    try:
        assert main(["roll", "xwing", "1 red"]) == 1
    finally:
        load_dice.cache_clear()  # the next test reads the real dice again
    err = capsys.readouterr().err
    assert err.startswith(f"error: {tmp_path / 'xwing' / 'dice.json'}: not valid JSON")
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("argv", [["roll", "xwing", "3 red"], ["play", "xwing"], ["--help"]])
def test_a_fresh_process_with_an_empty_data_folder_prints_one_line(tmp_path: Path, argv: list[str]) -> None:
    """In a new interpreter nothing is imported yet: the games' modules read data when imported, so the check must
    come before the command line imports them (it raised a DataError traceback from the parser's imports)."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "BOT_DATA_DIR": str(tmp_path), "PYTHONPATH": str(REPO_DATA.parent)}
    done = subprocess.run(
        [sys.executable, "-m", "bot", *argv], capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120
    )
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ")
    assert "BOT_DATA_DIR" in lines[0] and "data file" in lines[0]
