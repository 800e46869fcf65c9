"""Issue 12, the console table: conceding asks first, scripts take the numbers shown on screen, the deploy hint's
pose works as written, TI4's opening rolls are printed, terminal text has no Discord markdown, and every picture
is named as it is written."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from bot.cli import main
from bot.core.protocol import Game
from bot.engine import Engine, FakeClock
from bot.games import registry
from bot.local.table import ConsoleTable
from tests.support.duel import GAME as DUEL


def games(name: str) -> Game:
    return DUEL if name == "duel" else registry.get(name)


def _answers(items: list[str], log: list[str]) -> Callable[[str], str]:
    it = iter(items)

    def ask(prompt: str) -> str:
        try:
            answer = next(it)
        except StopIteration:
            raise EOFError from None
        log.append(f"{prompt}{answer}")
        return answer

    return ask


async def _console(
    tmp_path: Path,
    game: str,
    options: dict[str, Any],
    *,
    asked: list[str],
    hidden: list[str],
    frames: Path | None = None,
    locale: str = "en",
    players: tuple[str, ...] = (),
    seed: str | None = None,
) -> tuple[list[str], str, str]:
    """Play at the console with the given answers (visible, then hidden); return (printed lines, status, match)."""
    out: list[str] = []
    log: list[str] = []
    async with Engine(tmp_path / "c.sqlite3", clock=FakeClock(), games=games, poll_interval=None, renderer=None) as eng:
        table = ConsoleTable(
            eng,
            out=out.append,
            ask=_answers(asked, log),
            ask_secret=_answers(hidden, log),
            frames=frames,
            locale=locale,
            players=players,
        )
        mid = await table.start(game, options, seed=seed)
        await table.play(mid)
        status = (await eng.info(mid)).status
    return out, status, mid


async def test_a_lone_c_in_the_hidden_prompt_asks_before_conceding(tmp_path: Path) -> None:
    # "no" keeps the match going; the next hidden answers are picks
    out, status, _ = await _console(tmp_path, "duel", {"rounds_to_win": 1}, asked=["no"], hidden=["c", "2"])
    text = "\n".join(out)
    assert status == "active" and "not conceded; your turn goes on." in text and "concedes" not in text
    # "yes" concedes
    out, status, _ = await _console(tmp_path / "2", "duel", {}, asked=["yes"], hidden=["c"])
    assert status == "finished" and "match over — winner: b (a conceded)" in "\n".join(out)


def _deployed(db: Path) -> Any:
    conn = sqlite3.connect(db)
    try:
        row = conn.execute("SELECT payload FROM events WHERE kind='ship_deployed' ORDER BY seq LIMIT 1").fetchone()
    finally:
        conn.close()
    return json.loads(row[0])["pose"]


async def test_the_deploy_hints_pose_works_without_a_kind(tmp_path: Path) -> None:
    # X-Wing set-up (rulebook p.18, step 5): "or send an exact pose {x, y, heading}" is accepted as typed
    pose = '{"x": 300, "y": 850, "heading": 180}'
    out, _, _ = await _console(tmp_path, "xwing", {}, asked=[pose], hidden=[])
    text = "\n".join(out)
    assert "or send an exact pose {x, y, heading}" in text
    assert "not allowed" not in text and "Obsidian Squadron Pilot is placed." in text
    assert _deployed(tmp_path / "c.sqlite3") == {"heading": 180.0, "x": 300.0, "y": 850.0}


async def test_ti4_opening_space_cannon_and_barrage_are_printed(tmp_path: Path) -> None:
    # TI4 rule 39: space cannon offense, then (round 1) anti-fighter barrage, happen before any decision
    options = {"attacker": "2 destroyer 2 fighter 1 carrier", "defender": {"fleet": "2 destroyer", "pds": "1 pds"}}
    out, _, _ = await _console(tmp_path, "ti4", options, asked=[], hidden=[])
    opening = [line for line in out if line.startswith("  [setup] ")]
    assert any("defender space cannon offense: PDS I" in line for line in opening), out
    # each opening roll is printed once, before the first prompt
    first_prompt = next(i for i, line in enumerate(out) if line.startswith("\n=== "))
    assert all(out.index(line) < first_prompt for line in opening)
    assert len(set(opening)) == len(opening)


async def test_ti4_opening_lines_speak_the_consoles_language(tmp_path: Path) -> None:
    # TI4 rule 39.2/39.3 (rulebook: «космическая пушка», «заградительный огонь»): the rolls made at set-up reach no
    # event; the console prints them from the view's log_said, in --lang ru, naming the players of --players
    options = {"attacker": "2 destroyer 2 fighter 1 carrier", "defender": {"fleet": "2 destroyer", "pds": "1 pds"}}
    out, _, _ = await _console(
        tmp_path, "ti4", options, asked=[], hidden=[], locale="ru", players=("alice", "bob"), seed="s2"
    )
    opening = [line for line in out if line.startswith("  [начало] ")]
    assert opening and any(line.startswith("  [начало] bob, космическая пушка: атака: СПО I 6+ [") for line in opening)
    assert "  [начало] Раунд 1" in opening and any("заградительный огонь: эсминец I 9+ [" in x for x in opening)
    assert not any(word in line for line in opening for word in ("space cannon", "Round", "hit(s)", "defender"))


async def test_terminal_text_has_no_discord_markdown_and_names_each_picture(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("bot.local.table.find_renderer", lambda game: lambda view: Image.new("RGB", (4, 4)))
    out: list[str] = []
    async with Engine(tmp_path / "c.sqlite3", clock=FakeClock(), games=games, poll_interval=None, renderer=None) as eng:
        table = ConsoleTable(eng, out=out.append, frames=tmp_path / "frames")
        mid = await table.start("duel", {})
        table.out("a **bold** roll: **9**, 3; ~~hit~~ cancelled; at <t:0:R>")
    assert out[-1] == "a [bold] roll: [9], 3; hit (not counted) cancelled; at 1970-01-01 00:00 UTC"
    written = sorted((tmp_path / "frames").iterdir())
    assert written and all(f"  picture: {p}" in out for p in written)
    assert f"  picture: {tmp_path / 'frames' / mid}-00001.png" in out


def test_script_options_are_the_numbers_shown(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # the X-Wing deploy prompt's options have ids like "x57"; the script says "3" as the README shows
    script = tmp_path / "s.jsonl"
    script.write_text(json.dumps({"seat": "imperial", "option": "3"}) + "\n")
    assert main(["play", "xwing", "--script", str(script), "--no-frames", "--db", str(tmp_path / "m.sqlite3")]) == 0
    assert _deployed(tmp_path / "m.sqlite3") == {"heading": 180.0, "x": 171.45, "y": 864.4}  # option 3: x = 171 mm
    script.write_text(json.dumps({"seat": "imperial", "option": "99"}) + "\n")
    assert main(["play", "xwing", "--script", str(script), "--no-frames"]) == 1
    out = capsys.readouterr().out
    assert "script line 1 refused: option “99” is not one of the 15 offered: 1 (x = 57 mm (left)); 2 (x = 114" in out
    assert "… up to 15" in out
