"""`python -m bot replay` in the reader's language (issue 20): `--lang` (else BOT_LOCALE) for its own lines, the
verification's findings and its refusals (replay.* in data/bot/texts), each event's sentence the game's own in that
language; English as before without it."""

from __future__ import annotations

import io
import json
import re
import sqlite3
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.cli import main
from bot.engine.replay import first_difference
from bot.games import registry
from bot.i18n import said
from tests.engine.test_cli import SCRIPT, _match_id, _play

TI4 = '{"attacker": "2 cruiser 1 dreadnought", "defender": "3 destroyer"}'


@pytest.fixture(autouse=True)
def duel_registered(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    monkeypatch.setitem(registry._GAMES, "duel", "tests.support.duel:GAME")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DATABASE_PATH", raising=False)
    monkeypatch.delenv("BOT_LOCALE", raising=False)
    yield


def _ti4_match(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, str]:
    """A TI4 combat played to its end at the console, every prompt answered with its first option."""
    db = tmp_path / "ti4.sqlite3"
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n" * 200))
    assert main(["play", "ti4", "--options", TI4, "--db", str(db), "--no-frames", "--seed", "abc"]) == 0
    return db, _match_id(db)


def test_a_replay_reads_in_russian_with_the_games_own_sentences(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    db, mid = _ti4_match(tmp_path, monkeypatch)
    capsys.readouterr()
    assert main(["replay", mid, "--db", str(db), "--no-frames", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert re.fullmatch(rf"партия {mid} — Twilight Imperium 4: космический бой, окончена, \d+ событи[йея]", lines[0])
    assert "Атакующий, боевая проверка: дредноут I 5+" in out  # the game's sentence, as `play --lang ru` says it
    assert "Побеждает атакующий: у соперника кораблей не осталось (п. 39.10 правил)" in out
    assert re.fullmatch(
        r"ПРОВЕРЕНО: 8 действий заново выведено из зерна; каждый бросок и каждое событие совпадают\. "
        r"Хеш состояния [0-9a-f]{64}",
        lines[-1],
    ), lines[-1]
    bodies = [line.split(maxsplit=4)[4] for line in lines[1:-1] if line.startswith("#")]
    sentences = [body for body in bodies if not body.startswith("{")]  # a raw payload is data
    assert len(sentences) >= 10 and not any(re.search(r"\b(wins|roll|hits?)\b", line) for line in sentences)
    assert "VERIFIED" not in out
    assert main(["replay", mid, "--db", str(db), "--no-frames"]) == 0  # English without --lang
    english = capsys.readouterr().out
    assert english.startswith(f"match {mid} — Twilight Imperium 4: space combat, finished, ")
    assert "attacker combat roll: Dreadnought I 5+" in english
    assert "ended            the attacker wins: only its ships remain (RU 39.10)" in english
    assert "VERIFIED: 8 actions re-derived from the seed" in english and "ПРОВЕРЕНО" not in english
    monkeypatch.setenv("BOT_LOCALE", "ru")  # the language from the environment too
    assert main(["replay", mid, "--db", str(db), "--quiet"]) == 0
    assert capsys.readouterr().out.splitlines()[:3] == [  # frames drawn too, in Russian (8 actions: 8 pictures)
        f"картинки стола: replay-{mid}/",
        f"8 картинок стола записано в replay-{mid}/",
        lines[-1],
    ]


def test_the_verification_findings_and_the_secret_marks_read_in_russian(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _play(tmp_path, SCRIPT, "--no-frames") == 0
    db = tmp_path / "m.sqlite3"
    mid = _match_id(db)
    capsys.readouterr()
    assert main(["replay", mid, "--db", str(db), "--no-frames", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "[тайно для a]" in out and "[secret to" not in out
    conn = sqlite3.connect(db)  # tamper: one die of the first reveal
    seq, payload = conn.execute(
        "SELECT seq, payload FROM events WHERE match_id=? AND kind='revealed' ORDER BY seq LIMIT 1", (mid,)
    ).fetchone()
    body = json.loads(payload)
    stored = body["rolls"]["b"]
    body["rolls"]["b"] = stored % 6 + 1
    conn.execute("UPDATE events SET payload=? WHERE match_id=? AND seq=?", (json.dumps(body), mid, seq))
    conn.commit()
    conn.close()
    assert main(["replay", mid, "--db", str(db), "--quiet", "--lang", "ru"]) == 1
    out = capsys.readouterr().out
    assert re.search(r"^НЕ ПРОВЕРЕНО: \d+ ошиб(ка|ки|ок):$", out, re.M), out
    assert f"  - событие №{seq} (revealed): цепочка хешей нарушена — строку изменили, вставили или удалили" in out
    assert f"сохранённое событие №{seq} отличается от выведенного игрой с этим зерном — " in out
    assert f"payload.rolls.b: сохранено {body['rolls']['b']}, выведено {stored}" in out
    assert "NOT VERIFIED" not in out and "stored" not in out
    assert main(["replay", mid, "--db", str(db), "--quiet"]) == 1  # English as before
    english = capsys.readouterr().out
    assert f"payload.rolls.b: stored {body['rolls']['b']}, derived {stored}" in english


def test_the_findings_are_said_values_with_their_english() -> None:
    found = first_difference({"a": [1, 2]}, {"a": [1, 3]})
    assert found == "a[1]: stored 2, derived 3"
    assert said(found, "ru") == "a[1]: сохранено 2, выведено 3"


@pytest.mark.parametrize(
    ("argv", "russian"),
    [
        (["replay", "nope", "--db", "missing.sqlite3"], "ошибка: нет базы данных missing.sqlite3"),
        (["replay", "nope", "--db", "m.sqlite3"], "ошибка: партии «nope» нет в m.sqlite3; последние партии: "),
        (["replay", "MID", "--db", "m.sqlite3", "--seat", "zz"], "ошибка: в партии MID нет места «zz»; её места: a, b"),
    ],
)
def test_replay_refusals_read_in_russian(
    argv: list[str], russian: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _play(tmp_path, SCRIPT, "--no-frames") == 0
    mid = _match_id(tmp_path / "m.sqlite3")
    capsys.readouterr()
    argv = [mid if a == "MID" else a for a in argv]
    assert main([*argv, "--lang", "ru"]) == 1
    captured = capsys.readouterr()
    assert captured.err.startswith(russian.replace("MID", mid)), captured.err
    assert captured.out == "" and "Traceback" not in captured.err
