"""Issue 12: bad files, databases and matches on the command line end in one readable line, never a traceback.

Each test runs `main(argv)` as `python -m bot` does; before the fixes each of these raised (so the user saw a
traceback) or quietly did the wrong thing (created an empty database, played another game's match).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.cli import main
from bot.games import registry


@pytest.fixture(autouse=True)
def duel_registered(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    monkeypatch.setitem(registry._GAMES, "duel", "tests.support.duel:GAME")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DATABASE_PATH", raising=False)
    monkeypatch.delenv("BOT_TRACEBACK", raising=False)
    yield


def _one_error_line(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err.strip()
    assert "Traceback" not in err and len(err.splitlines()) == 1, err
    assert err.startswith("error: ")
    return err


@pytest.fixture
def garbage(tmp_path: Path) -> Path:
    path = tmp_path / "garbage.sqlite3"
    path.write_bytes(bytes(range(256)) * 20)
    return path


@pytest.fixture
def schema99(tmp_path: Path) -> Path:
    path = tmp_path / "future.sqlite3"
    assert main(["db", "migrate", "--db", str(path)]) == 0
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version=99")
    conn.commit()
    conn.close()
    return path


FINISH = [{"seat": "a", "option": "3"}, {"seat": "a", "action": {"kind": "concede"}}]


def _finished_duel(tmp_path: Path) -> tuple[Path, str]:
    db = tmp_path / "m.sqlite3"
    script = tmp_path / "s.jsonl"
    script.write_text("\n".join(json.dumps(s) for s in FINISH))
    assert main(["play", "duel", "--script", str(script), "--db", str(db), "--no-frames"]) == 0
    conn = sqlite3.connect(db)
    mid = str(conn.execute("SELECT id FROM matches").fetchone()[0])
    conn.close()
    return db, mid


def test_replay_of_a_file_that_is_not_a_database(garbage: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "abc", "--db", str(garbage)]) == 1
    assert "cannot be read as this bot's database: the file is not a database" in _one_error_line(capsys)


def test_replay_refuses_a_newer_schema_instead_of_verifying(schema99: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "abc", "--db", str(schema99)]) == 1
    err = _one_error_line(capsys)
    assert "schema version 99" in err and "upgrade the bot" in err
    assert "VERIFIED" not in capsys.readouterr().out


def test_replay_of_an_unknown_match_names_the_recent_ones(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db, mid = _finished_duel(tmp_path)
    capsys.readouterr()
    assert main(["replay", "nope", "--db", str(db)]) == 1
    out = capsys.readouterr()
    assert out.out == ""  # no garbled "match nope — , , 0 events" header
    assert out.err.strip() == f"error: there is no match “nope” in {db}; recent matches: {mid}"


def test_play_on_a_garbage_or_future_database(
    garbage: Path, schema99: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    capsys.readouterr()
    assert main(["play", "duel", "--db", str(garbage), "--no-frames"]) == 1
    assert "file is not a database" in _one_error_line(capsys)
    assert main(["play", "duel", "--db", str(schema99), "--no-frames"]) == 1
    assert "schema version 99" in _one_error_line(capsys)


def test_play_frames_into_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    afile = tmp_path / "passwd"
    afile.write_text("x")
    assert main(["play", "duel", "--frames", str(afile)]) == 2
    assert f"--frames {afile} is a file, not a folder" in _one_error_line(capsys)
    assert main(["play", "duel", "--frames", str(afile / "sub")]) == 2
    assert "is a file, not a folder" in _one_error_line(capsys)


def test_db_check_and_migrate_with_a_name_too_long(capsys: pytest.CaptureFixture[str]) -> None:
    name = "a" * 300
    for argv in (["db", "check", "--db", name], ["db", "migrate", "--db", name], ["replay", "x", "--db", name]):
        assert main(argv) == 1
        err = _one_error_line(capsys)
        assert "File name too long" in err and len(err) < 200


def test_play_match_in_a_missing_database_creates_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "missing.sqlite3"
    assert main(["play", "duel", "--db", str(missing), "--match", "X"]) == 2
    assert f"there is no database {missing}" in _one_error_line(capsys)
    assert not missing.exists()


def test_play_another_games_match_says_which_game_it_is(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db, mid = _finished_duel(tmp_path)
    capsys.readouterr()
    assert main(["play", "xwing", "--db", str(db), "--match", mid]) == 2
    err = _one_error_line(capsys)
    assert f"match {mid} is a match of Duel (test game) (game duel), not of xwing" in err
    assert f"python -m bot play duel --db {db} --match {mid}" in err


def test_resuming_a_finished_match_says_who_won(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db, mid = _finished_duel(tmp_path)
    capsys.readouterr()
    assert main(["play", "duel", "--db", str(db), "--match", mid, "--no-frames"]) == 0
    out = capsys.readouterr().out
    assert "(finished)" in out and "match over — winner: b (a conceded)" in out and "seed revealed:" in out


def test_run_without_network_is_one_line(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import socket

    def no_dns(*args: Any, **kwargs: Any) -> Any:
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    monkeypatch.setenv("DISCORD_TOKEN", "not-a-real-token")
    monkeypatch.setenv("LOG_LEVEL", "CRITICAL")
    monkeypatch.setattr(socket, "getaddrinfo", no_dns)
    assert main(["run"]) == 1
    err = [line for line in capsys.readouterr().err.splitlines() if not line.startswith("{")]  # JSON log lines
    assert len(err) == 1 and "Traceback" not in err[0], err
    assert err[0].startswith("error: cannot reach Discord (discord.com:443): Name or service not known")


def test_an_unforeseen_fault_is_one_line_naming_it_a_bug(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(*args: Any, **kwargs: Any) -> Any:
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr("bot.quick.cli.roll", broken)
    assert main(["roll", "dice", "d6"]) == 1
    err = _one_error_line(capsys)
    assert "internal error (ZeroDivisionError: division by zero)" in err and "BOT_TRACEBACK=1" in err
    monkeypatch.setenv("BOT_TRACEBACK", "1")
    with pytest.raises(ZeroDivisionError):
        main(["roll", "dice", "d6"])


def test_python_m_bot_quick_has_the_same_net(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from bot.quick.cli import main as quick_main

    monkeypatch.setattr("bot.quick.cli.roll", lambda *a, **k: 1 / 0)
    assert quick_main(["roll", "dice", "d6"]) == 1
    assert "internal error" in _one_error_line(capsys)
