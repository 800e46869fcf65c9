"""The example game in docs/protocol.md runs through the engine exactly as written (the doc stays true)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from bot.core.protocol import Game
from bot.engine import Engine, FakeClock

DOC = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"


def _doc_game() -> Any:
    code = re.search(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert code, "docs/protocol.md lost its example"
    scope: dict[str, Any] = {}
    exec(compile(code.group(1), str(DOC), "exec"), scope)
    return scope["GAME"]


async def test_the_documented_example_game_plays_through_the_engine(tmp_path: Path) -> None:
    game = _doc_game()
    assert isinstance(game, Game)
    async with Engine(
        tmp_path / "doc.sqlite3", clock=FakeClock(), games=lambda n: game, poll_interval=None, renderer=None
    ) as eng:
        m = await eng.create_match("highroll", {"a": "1", "b": "2"})
        r = await eng.act(m.id, "1", {"kind": "bet", "value": 3})
        assert [e.kind for e in r.events] == ["bet", "locked"]
        assert "my_bet" not in await eng.view(m.id, "b")
        r = await eng.act_option(m.id, "2", "bet:b", "2")
        assert r.status == "finished" and r.outcome is not None
        totals = (await eng.view(m.id))["result"]
        assert totals["a"] >= 4 and totals["b"] >= 3
