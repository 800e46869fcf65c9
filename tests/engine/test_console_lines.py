"""What the console table prints: a narrating game's sentences only; raw events only with --verbose."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.engine import Engine, FakeClock, Notification
from bot.games import registry
from bot.local.table import ConsoleTable
from tests.engine.conftest import games

AWAITING = {"seq": 7, "actor": "game", "seat": None, "kind": "awaiting", "payload": {"pending": {"seat": "rebel"}}}
MOVED = {
    "seq": 8,
    "actor": "user:1",
    "seat": "rebel",
    "kind": "ship_moved",
    "payload": {"ship": "luke", "say": "LS flies 2 straight."},
}
BOOKKEEPING = {"seq": 9, "actor": "game", "seat": None, "kind": "note", "payload": {"key": "x", "say": ""}}


def _note(events: list[dict[str, Any]], kind: str = "events") -> Notification:
    return Notification(1, "m", kind, "public", None, {"events": events, "seq_to": 9}, 0.0)


async def _printed(tmp_path: Path, note: Notification, *, verbose: bool) -> list[str]:
    out: list[str] = []
    async with Engine(tmp_path / "c.sqlite3", clock=FakeClock(), games=games, poll_interval=None, renderer=None) as eng:
        table = ConsoleTable(eng, out=out.append, verbose=verbose)
        await table._on_note(note)
    return out


async def test_a_narrating_game_shows_sentences_only(tmp_path: Path) -> None:
    out = await _printed(tmp_path, _note([AWAITING, MOVED, BOOKKEEPING]), verbose=False)
    assert out == ["  [rebel] LS flies 2 straight."]  # the unsaid "awaiting" and the "" bookkeeping are hidden


async def test_verbose_adds_the_raw_events(tmp_path: Path) -> None:
    out = await _printed(tmp_path, _note([AWAITING, MOVED, BOOKKEEPING]), verbose=True)
    assert "  [rebel] LS flies 2 straight." in out
    raw = [line for line in out if line.startswith("  · ")]
    assert len(raw) == 3 and raw[0].startswith("  · awaiting {") and '"pending"' in raw[0]


async def test_a_game_that_never_narrates_gets_readable_summaries(tmp_path: Path) -> None:
    event = {"seq": 3, "actor": "game", "seat": "a", "kind": "round_won", "payload": {"winner": "a", "score": [1, 0]}}
    out = await _printed(tmp_path, _note([event]), verbose=False)
    assert out == ["  [a] round won: winner a; score 1, 0"]


async def test_a_game_with_catalogs_prints_no_english_summary(tmp_path: Path) -> None:
    """Imperial Assault's unsaid events («figure up: figure p1-5», «turn: seat p1») printed as English summaries
    inside a Russian console match (issue 20, read in play): a game with catalogs narrates, the rest is bookkeeping."""
    event = {"seq": 3, "actor": "game", "seat": "p1", "kind": "figure_up", "payload": {"figure": "p1-5"}}
    out: list[str] = []
    async with Engine(tmp_path / "c.sqlite3", clock=FakeClock(), games=games, poll_interval=None, renderer=None) as eng:
        table = ConsoleTable(eng, out=out.append, locale="ru")
        table._game = "ia"
        await table._on_note(_note([event]))
    assert out == []


def test_play_verbose_flag_reaches_the_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.engine.test_cli import SCRIPT, _play

    monkeypatch.setitem(registry._GAMES, "duel", "tests.support.duel:GAME")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "quiet").mkdir()
    (tmp_path / "loud").mkdir()
    assert _play(tmp_path / "quiet", SCRIPT, "--no-frames") == 0
    quiet = capsys.readouterr().out
    assert _play(tmp_path / "loud", SCRIPT, "--no-frames", "--verbose") == 0
    loud = capsys.readouterr().out
    assert "  · " not in quiet and "{" not in quiet
    assert "  · " in loud and "{" in loud


async def test_the_table_writes_each_ended_rounds_animation_into_the_frames_folder(tmp_path: Path) -> None:
    answers = iter(["1"] * 60 + ["c"])  # the first option of every prompt, then a concession

    def ask(_prompt: str) -> str:
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None

    out: list[str] = []
    async with Engine(
        tmp_path / "x.sqlite3", clock=FakeClock(), games=registry.get, poll_interval=None, renderer=None
    ) as eng:
        table = ConsoleTable(eng, out=out.append, ask=ask, ask_secret=ask, frames=tmp_path / "frames")
        mid = await table.start("xwing", {"deployment": "auto"})
        await table.play(mid)
        reached = (await eng.view(mid))["round"]
        assert (await eng.info(mid)).status == "finished"
    assert reached >= 2
    written = sorted(p.name for p in (tmp_path / "frames").glob("*.webp"))
    rounds = [n for n in written if "-round-" in n]
    assert rounds[0] == f"{mid}-round-01.webp" and len(rounds) >= reached - 1  # (+ the conceded round if it moved)
    assert f"{mid}-reel.webp" in written
    for name in (rounds[0], f"{mid}-reel.webp"):
        data = (tmp_path / "frames" / name).read_bytes()
        assert data[:4] == b"RIFF" and data[8:12] == b"WEBP"
