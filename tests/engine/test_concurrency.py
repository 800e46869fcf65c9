"""Actions on one match are serialized; many matches run concurrently in one process."""

from __future__ import annotations

import asyncio

from bot.core.protocol import RuleError
from bot.engine import Engine
from tests.engine.conftest import SEATS


async def test_concurrent_actions_on_one_match_are_serialized(engine: Engine) -> None:
    await engine.create_match("duel", SEATS, match_id="m1")
    # ten racing picks of seat a: exactly one may win the round's pick, the others see "already picked"
    results = await asyncio.gather(
        *(engine.act("m1", "111", {"kind": "pick", "value": v % 3 + 1}) for v in range(10)), return_exceptions=True
    )
    ok = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, RuleError)]
    assert len(ok) == 1 and len(refused) == 9
    log = await engine.log("m1", everything=True)
    assert [e.kind for e in log] == ["match_started", "picked", "locked"]
    assert [e.seq for e in log] == [1, 2, 3]


async def test_both_seats_racing_complete_the_round_once(engine: Engine) -> None:
    await engine.create_match("duel", SEATS, match_id="m1")
    await asyncio.gather(
        engine.act("m1", "111", {"kind": "pick", "value": 1}), engine.act("m1", "222", {"kind": "pick", "value": 2})
    )
    log = await engine.log("m1")
    assert [e.kind for e in log].count("revealed") == 1
    assert (await engine.view("m1"))["round"] == 2


async def test_hundred_matches_run_concurrently(engine: Engine) -> None:
    ids = [f"m{i}" for i in range(100)]
    for mid in ids:
        await engine.create_match(
            "duel", {"a": f"{mid}a", "b": f"{mid}b"}, options={"rounds_to_win": 2}, match_id=mid, seed=mid * 8
        )

    async def play(mid: str) -> str:
        rnd = 0
        while True:
            rnd += 1
            r = None
            for seat in "ab":
                r = await engine.act(mid, f"{mid}{seat}", {"kind": "pick", "value": (rnd + ord(seat)) % 3 + 1})
                await asyncio.sleep(0)
            assert r is not None
            if r.outcome is not None:
                return r.outcome.winners[0]

    winners = await asyncio.gather(*(play(mid) for mid in ids))
    assert len(winners) == 100 and set(winners) <= {"a", "b"}
    infos = await engine.list_matches(live_only=False)
    assert len(infos) == 100 and all(i.status == "finished" for i in infos)
    for mid in ids[:5]:  # each log is contiguous and belongs to its own match only
        log = await engine.log(mid, everything=True)
        assert [e.seq for e in log] == list(range(1, len(log) + 1))
