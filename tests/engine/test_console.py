"""The console table interactively: numbered options, secret prompts without echo, re-asking after bad input."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from bot.engine import Engine, FakeClock
from bot.engine.replay import connect_readonly, replay_match
from bot.local.table import ConsoleTable
from tests.engine.conftest import games


def _answers(items: list[str], log: list[str]) -> Callable[[str], str]:
    it = iter(items)

    def ask(prompt: str) -> str:
        answer = next(it)
        log.append(f"{prompt}{answer}")
        return answer

    return ask


async def test_secret_prompts_are_read_without_echo_and_bad_input_is_asked_again(tmp_path: Path) -> None:
    out: list[str] = []
    echoed: list[str] = []
    hidden: list[str] = []
    async with Engine(tmp_path / "c.sqlite3", clock=FakeClock(), games=games, poll_interval=None, renderer=None) as eng:
        table = ConsoleTable(
            eng,
            out=out.append,
            ask=_answers([], echoed),
            ask_secret=_answers(["9", "x", "3", "2"] + ["1", "1"] * 40, hidden),
        )
        mid = await table.start("duel", {"rounds_to_win": 1})
        await table.play(mid)
        info = await eng.info(mid)
    assert info.status == "finished"
    assert not echoed  # every duel prompt is secret: nothing was read with echo
    assert hidden[:4] == ["a> 9", "a> x", "a> 3", "b> 2"]
    text = "\n".join(out)
    assert "type a number from 1 to 3" in text and "everyone else look away" in text
    assert "match over — winner:" in text and "seed revealed:" in text
    # the secret values never reached the shared screen before the reveal
    before_reveal = text.split("revealed")[0]
    assert "'value': 3" not in before_reveal and '"value":3' not in before_reveal


async def test_replay_follows_undo_branches(tmp_path: Path) -> None:
    db = tmp_path / "u.sqlite3"
    async with Engine(db, clock=FakeClock(), games=games, poll_interval=None, renderer=None) as eng:
        await eng.create_match("duel", {"a": "1", "b": "2"}, options={"rounds_to_win": 2}, match_id="m")
        await eng.act("m", "1", {"kind": "pick", "value": 3})
        await eng.act("m", "2", {"kind": "pick", "value": 1})
        await eng.request_undo("m", "2")
        await eng.answer_undo("m", "1", True)
        await eng.act("m", "2", {"kind": "pick", "value": 2})
        while (await eng.info("m")).status == "active":
            for user in ("1", "2"):
                await eng.act("m", user, {"kind": "pick", "value": 2})
        expected = await eng.state_hash("m")
    conn = connect_readonly(db)
    try:
        rep = replay_match(conn, "m", games)
    finally:
        conn.close()
    assert rep.ok, rep.problems
    assert rep.state_hash == expected
    assert any(e["undone"] for e in rep.events) and rep.seed_revealed
