"""Console play end to end (`python -m bot play ia`): a scripted one-round skirmish through the generic console
adapter, the result and the revealed seed printed (pictures: tests/renderers/test_ia_render.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bot.cli import main
from bot.core.chance import Chance
from bot.games.ia.game import GAME

OPTIONS = {"rounds": 1, "mission": "supply-run"}


def first_option_script(seed: str) -> list[dict[str, Any]]:
    """The seats that will be asked (prompts with one option are applied by the engine itself), each taking
    the first option other than opening the hand. The console's dice come from its own seed, but the first
    option never depends on them here."""
    state = GAME.setup(GAME.new_options(OPTIONS), ("p1", "p2"), Chance(seed))  # as the console turns them
    script: list[dict[str, Any]] = []
    for _ in range(2000):
        if GAME.outcome(state) is not None:
            break
        prompt = GAME.prompts(state)[0]
        options = prompt.options or ()
        n = next(i for i, o in enumerate(options) if o.id != "cards")  # never open the hand: it would loop
        if len(options) > 1:
            script.append({"seat": prompt.seat, "option": str(n + 1)})
        for e in GAME.act(state, prompt.seat, options[n].action, Chance(seed)):
            state = GAME.evolve(state, e)
    return script


def test_a_scripted_skirmish_at_the_console(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = first_option_script("console")
    path = tmp_path / "script.jsonl"
    path.write_text("\n".join(json.dumps(s) for s in script) + "\n")
    code = main(
        ["play", "ia", "--script", str(path), "--options", json.dumps(OPTIONS), "--seed", "console",
         "--no-frames", "--db", str(tmp_path / "m.sqlite3")]
    )  # fmt: skip
    out = capsys.readouterr().out
    assert code == 0, out[-2000:]
    assert "match over" in out and "seed revealed:" in out
    assert "activates" in out and "Round limit reached" in out
    # the creation options give the players' own deployment (L360, L1071): each figure placed through a prompt
    assert out.count("is placed at") == 20 and "Every figure is deployed." in out
