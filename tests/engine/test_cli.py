"""`python -m bot` commands: run without a token, play (scripted), replay (verify + tamper), db migrate/check."""

from __future__ import annotations

import json
import sqlite3
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from bot.cli import main
from bot.engine.migrations import LATEST
from bot.games import registry


@pytest.fixture(autouse=True)
def duel_registered(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    monkeypatch.setitem(registry._GAMES, "duel", "tests.support.duel:GAME")
    monkeypatch.chdir(tmp_path)  # no stray .env; frames and databases land in tmp
    monkeypatch.delenv("DATABASE_PATH", raising=False)
    yield


def test_run_without_token_explains_where_to_get_one(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert main(["run"]) == 2
    err = capsys.readouterr().err
    assert "developers/applications" in err and "Reset Token" in err and ".env" in err and "play" in err


def test_run_without_the_adapter_says_so(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    monkeypatch.setitem(sys.modules, "bot.discord_bot", None)  # makes the import fail like a missing package
    assert main(["run"]) == 3
    assert "bot.discord_bot" in capsys.readouterr().err


SCRIPT: list[dict[str, Any]] = [
    {"seat": "a", "option": "3"},
    {"seat": "b", "action": {"kind": "pick", "value": 1}},
    *({"seat": s, "option": "2"} for _ in range(12) for s in "ab"),
]


def _play(tmp_path: Path, script: list[dict[str, Any]], *extra: str) -> int:
    path = tmp_path / "script.jsonl"
    path.write_text("# a scripted duel\n" + "\n".join(json.dumps(s) for s in script) + "\n")
    return main(["play", "duel", "--script", str(path), "--db", str(tmp_path / "m.sqlite3"), *extra])


def _match_id(db: Path) -> str:
    conn = sqlite3.connect(db)
    try:
        return str(conn.execute("SELECT id FROM matches").fetchone()[0])
    finally:
        conn.close()


def test_play_a_scripted_match_and_draw_frames(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    drawn: list[dict[str, Any]] = []

    def render(view: dict[str, Any]) -> Image.Image:
        drawn.append(view)
        return Image.new("RGB", (8, 8))

    monkeypatch.setattr("bot.local.table.find_renderer", lambda game: render)
    assert _play(tmp_path, SCRIPT, "--frames", str(tmp_path / "frames")) == 0
    out = capsys.readouterr().out
    assert "match over — winner:" in out and "seed revealed:" in out
    frames = sorted((tmp_path / "frames").glob("*.png"))
    assert len(frames) == len(drawn) >= 5
    assert all("picks" not in v for v in drawn)  # frames are drawn from the public view


def test_a_refused_script_line_is_reported_with_its_number(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _play(tmp_path, [{"seat": "a", "action": {"kind": "pick", "value": 9}}], "--no-frames") == 1
    assert "script line 2 refused: pick a whole number from 1 to 3" in capsys.readouterr().out
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"seat": "a"}\n')
    assert main(["play", "duel", "--script", str(bad)]) == 2
    assert "script line 1" in capsys.readouterr().err


def test_replay_verifies_the_dice_and_detects_a_tampered_roll(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _play(tmp_path, SCRIPT, "--no-frames") == 0
    db = tmp_path / "m.sqlite3"
    mid = _match_id(db)
    capsys.readouterr()
    assert main(["replay", mid, "--db", str(db), "--no-frames"]) == 0
    out = capsys.readouterr().out
    assert "VERIFIED" in out and "revealed" in out and "[secret to a]" in out
    assert main(["db", "check", "--db", str(db)]) == 0  # the stored final state agrees with the log
    assert "OK: no problems found" in capsys.readouterr().out
    # tamper: change one die in the first reveal
    conn = sqlite3.connect(db)
    seq, payload = conn.execute(
        "SELECT seq, payload FROM events WHERE match_id=? AND kind='revealed' ORDER BY seq LIMIT 1", (mid,)
    ).fetchone()
    body = json.loads(payload)
    body["rolls"]["b"] = body["rolls"]["b"] % 6 + 1
    conn.execute("UPDATE events SET payload=? WHERE match_id=? AND seq=?", (json.dumps(body), mid, seq))
    conn.commit()
    conn.close()
    assert main(["replay", mid, "--db", str(db), "--quiet"]) == 1
    out = capsys.readouterr().out
    assert "NOT VERIFIED" in out and f"event #{seq}" in out and "rolls.b" in out
    assert main(["db", "check", "--db", str(db)]) == 1
    assert "hash chain" in capsys.readouterr().out


def test_replay_unknown_match_and_missing_db(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "nope", "--db", str(tmp_path / "none.sqlite3")]) == 1
    assert "no database" in capsys.readouterr().err
    assert main(["db", "migrate", "--db", str(tmp_path / "new.sqlite3")]) == 0
    assert main(["replay", "nope", "--db", str(tmp_path / "new.sqlite3")]) == 1
    assert "no match “nope”" in capsys.readouterr().err


def test_db_migrate_then_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "x" / "bot.sqlite3"
    assert main(["db", "migrate", "--db", str(db)]) == 0
    assert f"migrated from version 0 to {LATEST}" in capsys.readouterr().out
    assert main(["db", "migrate", "--db", str(db)]) == 0
    assert "up to date" in capsys.readouterr().out
    assert main(["db", "check", "--db", str(db)]) == 0
    assert "OK: no problems found" in capsys.readouterr().out


def test_replay_of_a_match_not_over_hides_every_seats_secrets_unless_a_seat_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Issue 12: replay printed each seat's secret pick (a dial, in X-Wing) while the match was still being played.
    script = [{"seat": "a", "option": "3"}, {"seat": "b", "option": "1"}, {"seat": "a", "option": "2"}]
    _play(tmp_path, script, "--no-frames")
    db = tmp_path / "m.sqlite3"
    mid = _match_id(db)
    capsys.readouterr()
    assert main(["replay", mid, "--db", str(db), "--no-frames"]) == 0
    out = capsys.readouterr().out
    assert "[secret to" not in out and '"value":2' not in out
    assert "not over" in out and "--seat" in out and "3 secret events hidden" in out
    assert "VERIFIED" in out
    assert main(["replay", mid, "--db", str(db), "--no-frames", "--seat", "a"]) == 0
    out = capsys.readouterr().out
    assert "[secret to a]" in out and "[secret to b]" not in out
    assert main(["replay", mid, "--db", str(db), "--no-frames", "--seat", "c"]) == 1
    err = capsys.readouterr().err
    assert "no seat “c”" in err and "a, b" in err
