"""`python -m bot play xwing` with team seats: a scripted 2v1 team match at the console."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bot.cli import main

SEATS = "rebel-1,rebel-2,imperial-1"
OPTIONS = {
    "squads": {
        "rebel": [{"pilot": "lukeskywalker", "id": "luke"}, {"pilot": "rookiepilot", "id": "red"}],
        "imperial": [{"pilot": "academypilot", "id": "tie"}],
    },
    "deployment": "auto",
}  # no "teams": the game deals luke to rebel-1 and red to rebel-2 (ascending id, round-robin)
ROUND_1: list[dict[str, Any]] = [
    {"seat": "rebel-1", "action": {"kind": "dial", "ship": "luke", "maneuver": "2-straight"}},
    {"seat": "rebel-2", "action": {"kind": "dial", "ship": "red", "maneuver": "2-straight"}},
    {"seat": "imperial-1", "action": {"kind": "dial", "ship": "tie", "maneuver": "2-straight"}},
    {"seat": "imperial-1", "option": "focus"},  # the TIE (skill 1) acts first
    {"seat": "rebel-2", "option": "focus"},  # the rookie's action is asked of rebel-2 ...
    {"seat": "rebel-1", "option": "focus"},  # ... and Luke's of rebel-1
]


@pytest.fixture(autouse=True)
def _in_tmp(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DATABASE_PATH", raising=False)


def _play(tmp_path: Path, script: list[dict[str, Any]], options: dict[str, Any] = OPTIONS) -> int:
    path = tmp_path / "team.jsonl"
    path.write_text("\n".join(json.dumps(s) for s in script) + "\n")
    return main(
        [
            "play",
            "xwing",
            "--seats",
            SEATS,
            "--options",
            json.dumps(options),
            "--script",
            str(path),
            "--no-frames",
            "--db",
            str(tmp_path / "t.sqlite3"),
        ]
    )


def test_a_scripted_2v1_team_match_ends_with_the_whole_team_winning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script: list[dict[str, Any]] = [*ROUND_1, {"seat": "imperial-1", "action": {"kind": "concede"}}]
    assert _play(tmp_path, script) == 0
    out = capsys.readouterr().out
    assert "seats rebel player 1, rebel player 2, imperial player 1" in out  # the sides as the game names them
    assert (
        "[rebel player 2] Rookie Pilot takes a focus token." in out
        and "[rebel player 1] Luke Skywalker takes a focus token." in out
    )
    assert "Waiting for rebel player 2: Rookie Pilot's action." in out
    assert "Waiting for rebel player 1: Luke Skywalker's action." in out
    assert (
        "Waiting for dials: rebel player 1 (Luke Skywalker); rebel player 2 (Rookie Pilot);"
        " imperial player 1 (Academy Pilot)."
    ) in out
    assert "Round 2: planning" in out
    assert "match over — winner: rebel player 1, rebel player 2 (imperial conceded)" in out  # players, not seat ids


def test_a_teammates_dial_is_refused_and_the_script_stops(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = [{"seat": "rebel-2", "action": {"kind": "dial", "ship": "luke", "maneuver": "1-straight"}}]
    assert _play(tmp_path, script) == 1
    assert "refused: Luke Skywalker is flown by rebel player 1, not by rebel player 2" in capsys.readouterr().out


def test_an_explicit_split_routes_the_prompts_to_the_named_players(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    options = dict(OPTIONS, teams={"rebel-1": ["red"], "rebel-2": ["luke"], "imperial-1": ["tie"]})
    script = [
        {"seat": "rebel-1", "action": {"kind": "dial", "ship": "red", "maneuver": "2-straight"}},
        {"seat": "rebel-2", "action": {"kind": "dial", "ship": "luke", "maneuver": "2-straight"}},
    ]
    assert _play(tmp_path, script, options) == 0
    out = capsys.readouterr().out
    assert (
        "[rebel player 1] Rookie Pilot's dial is locked." in out
        and "[rebel player 2] Luke Skywalker's dial is locked." in out
    )
    assert "the match waits for: imperial-1" in out
