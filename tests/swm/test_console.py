"""`python -m bot play swm` end to end: the generic console table drives a whole scripted match to victory."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from bot.cli import main as cli_main
from bot.core.chance import Chance
from bot.games.swm.game import GAME

OPTIONS = {"squads": {"light": ["g-l-rifleman", "g-l-militia"], "dark": ["g-d-trooper", "g-d-droid"]}}
SEED = "console-swm"


def _script() -> list[dict[str, str]]:
    """The steps of a seeded match (attacking whenever it can), as the console's script lines; prompts with one
    option are left out: the engine answers them itself."""
    chance, pick = Chance(SEED), random.Random(SEED)
    s = GAME.setup(OPTIONS, ("light", "dark"), chance)
    lines = []
    while GAME.outcome(s) is None:
        p = GAME.prompts(s)[0]
        opts = p.options or ()
        attack = [o for o in opts if o.action["kind"] == "attack"]
        option = attack[0] if attack else opts[pick.randrange(len(opts))]
        if len(opts) > 1:
            lines.append({"seat": p.seat, "option": option.id})
        for e in GAME.act(s, p.seat, dict(option.action), chance):
            s = GAME.evolve(s, e)
    return lines


def test_the_console_plays_a_scripted_match_to_victory(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = tmp_path / "swm.jsonl"
    script.write_text("".join(json.dumps(line) + "\n" for line in _script()))
    args = ["play", "swm", "--options", json.dumps(OPTIONS), "--script", str(script), "--no-frames", "--seed", SEED]
    assert cli_main(args) == 0
    out = capsys.readouterr().out
    assert "Squads revealed" not in out  # given as set-up options, the squads start revealed
    assert "D1 Line Trooper set up at" in out and "Initiative: light side" in out
    assert "winner:" in out and "side wins" in out


def test_the_console_lists_the_swm_creation_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["play", "swm", "--options", "help"]) == 0
    shown = capsys.readouterr().out
    assert "`era`" in shown and "`points` (int 20..400; default 100)" in shown
