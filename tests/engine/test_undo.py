"""Undo to an earlier event with the other seats' consent; undone events stay in the log, marked."""

from __future__ import annotations

import pytest

from bot.engine import Engine, NotYourSeat, UndoError
from tests.engine.conftest import SEATS, Inbox


async def _round(engine: Engine, a: int, b: int) -> None:
    await engine.act("m1", "111", {"kind": "pick", "value": a})
    await engine.act("m1", "222", {"kind": "pick", "value": b})


async def test_undo_needs_consent_and_keeps_the_audit_trail(engine: Engine, inbox: Inbox) -> None:
    await engine.create_match("duel", SEATS, options={"rounds_to_win": 5}, match_id="m1", seed="cd" * 32)
    await _round(engine, 1, 2)
    hash_after_round1 = await engine.state_hash("m1")
    await engine.act("m1", "111", {"kind": "pick", "value": 3})
    req = await engine.request_undo("m1", "111")
    assert req is not None and req.needed == ("b",) and req.to_seq == 6
    with pytest.raises(UndoError):
        await engine.answer_undo("m1", "111", True)  # the requester cannot consent for the opponent
    with pytest.raises(NotYourSeat):
        await engine.answer_undo("m1", "999", True)
    assert await engine.answer_undo("m1", "222", True) is None
    assert await engine.state_hash("m1") == hash_after_round1
    log = await engine.log("m1", everything=True)
    undone = [e for e in log if e.undone]
    assert [e.kind for e in undone] == ["picked", "locked"] and undone[0].payload["value"] == 3
    assert log[-1].kind == "undone" and log[-1].payload["to_seq"] == 6
    # play on: the redone round rolls the same dice (keyed by the step, not by a stream)
    await engine.act("m1", "111", {"kind": "pick", "value": 2})
    res = await engine.act("m1", "222", {"kind": "pick", "value": 2})
    from bot.core.chance import Chance

    rolls = res.events[-1].payload["rolls"]
    assert rolls == {s: Chance("cd" * 32).roll(f"r2:roll:{s}", 6)[0] for s in "ab"}
    await engine.drain()
    kinds = inbox.kinds()
    assert "undo_requested" in kinds and "undone" in kinds


async def test_declined_undo_changes_nothing(engine: Engine) -> None:
    await engine.create_match("duel", SEATS, match_id="m1")
    await _round(engine, 1, 2)
    before = await engine.state_hash("m1")
    await engine.request_undo("m1", "222")
    with pytest.raises(UndoError):
        await engine.request_undo("m1", "111")  # one request at a time
    assert await engine.answer_undo("m1", "111", False) is None
    assert await engine.state_hash("m1") == before
    assert not any(e.undone for e in await engine.log("m1", everything=True))
    assert (await engine.info("m1")).undo is None


async def test_undo_to_an_explicit_point_and_bad_points(engine: Engine) -> None:
    await engine.create_match("duel", SEATS, match_id="m1")
    with pytest.raises(UndoError, match="nothing to undo"):
        await engine.request_undo("m1", "111")
    await _round(engine, 1, 2)
    with pytest.raises(UndoError, match="not the end of a move"):
        await engine.request_undo("m1", "111", to_seq=2)
    await engine.request_undo("m1", "111", to_seq=1)  # back to the very start
    await engine.answer_undo("m1", "222", True)
    view = await engine.view("m1")
    assert view["round"] == 1 and view["locked"] == {}


async def test_solo_player_undo_applies_at_once(engine: Engine) -> None:
    await engine.create_match("duel", {"a": "7", "b": "7"}, match_id="m1")
    await engine.act("m1", "7", {"kind": "pick", "value": 1}, seat="a")
    assert await engine.request_undo("m1", "7") is None
    assert [p.seat for p in await engine.prompts("m1")] == ["a", "b"]


async def test_a_new_move_cancels_a_pending_undo(engine: Engine) -> None:
    await engine.create_match("duel", SEATS, match_id="m1")
    await engine.act("m1", "111", {"kind": "pick", "value": 1})
    await engine.request_undo("m1", "111")
    await engine.act("m1", "222", {"kind": "pick", "value": 1})
    assert (await engine.info("m1")).undo is None
    with pytest.raises(UndoError):
        await engine.answer_undo("m1", "222", True)
