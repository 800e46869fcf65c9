"""The runner: acting, secret events, notifications, errors that change nothing, reload from disk."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.core.chance import commitment
from bot.core.protocol import RuleError
from bot.engine import (
    AUTO,
    AmbiguousSeat,
    BadMatchSetup,
    Engine,
    FakeClock,
    MalformedAction,
    MatchFinished,
    NotYourSeat,
    StalePrompt,
    StoreError,
    UnknownGame,
    UnknownMatch,
    UnknownOption,
)
from tests.engine.conftest import SEATS, Inbox, games

SEED = "ab" * 32


async def test_a_round_reveals_picks_and_rolls_keyed_by_seed(engine: Engine, inbox: Inbox) -> None:
    m = await engine.create_match("duel", SEATS, seed=SEED, match_id="m1")
    assert m.commitment == commitment(SEED) and m.seed is None
    r1 = await engine.act("m1", "111", {"kind": "pick", "value": 3})
    assert [e.kind for e in r1.events] == ["picked", "locked"]
    assert r1.events[0].visibility == "a" and r1.events[0].payload["value"] == 3
    r2 = await engine.act("m1", 222, {"kind": "pick", "value": 2})
    revealed = r2.events[-1]
    assert revealed.kind == "revealed" and revealed.payload["picks"] == {"a": 3, "b": 2}
    from bot.core.chance import Chance

    assert revealed.payload["rolls"] == {s: Chance(SEED).roll(f"r1:roll:{s}", 6)[0] for s in "ab"}
    view = await engine.view("m1", None)
    assert view["round"] == 2 and "picks" not in view
    await engine.drain()
    assert inbox.kinds("public")[:2] == ["match_started", "events"]
    # the secret pick went to seat a only
    secret = [n for n in inbox.items if n.kind == "events" and n.audience == "a"]
    assert secret and secret[0].user_id == "111" and secret[0].payload["events"][0]["kind"] == "picked"
    assert all(e["visibility"] == "public" for n in inbox.items if n.public for e in n.payload.get("events", []))


async def test_errors_are_specific_and_change_nothing(engine: Engine, db_path: Path) -> None:
    await engine.create_match("duel", SEATS, match_id="m1")
    before = (await engine.state_hash("m1"), len(await engine.log("m1", everything=True)))
    with pytest.raises(UnknownMatch):
        await engine.act("nope", "111", {"kind": "pick", "value": 1})
    with pytest.raises(NotYourSeat):
        await engine.act("m1", "999", {"kind": "pick", "value": 1})
    with pytest.raises(NotYourSeat):
        await engine.act("m1", "111", {"kind": "pick", "value": 1}, seat="b")
    for bad in ({"value": 1}, "pick", {"kind": "pick", "value": {1, 2}}, {"kind": "x" * 20000}):
        with pytest.raises(MalformedAction):
            await engine.act("m1", "111", bad)  # type: ignore[arg-type]
    with pytest.raises(RuleError) as rule:
        await engine.act("m1", "111", {"kind": "pick", "value": 7})
    assert "1 to 3" in rule.value.message
    with pytest.raises(StalePrompt):
        await engine.act_option("m1", "111", "r9:pick:a", "1")
    with pytest.raises(UnknownOption):
        await engine.act_option("m1", "111", "r1:pick:a", "4")
    with pytest.raises(UnknownGame):
        await engine.create_match("chess", SEATS)
    with pytest.raises(BadMatchSetup):
        await engine.create_match("duel", {"a": "1", "z": "2"})
    with pytest.raises(BadMatchSetup):
        await engine.create_match("duel", SEATS, match_id="m1")
    with pytest.raises(RuleError):
        await engine.create_match("duel", SEATS, options={"rounds_to_win": 99})
    after = (await engine.state_hash("m1"), len(await engine.log("m1", everything=True)))
    assert after == before
    assert [m.id for m in await engine.list_matches()] == ["m1"]


async def test_act_option_and_finished_match(engine: Engine, inbox: Inbox) -> None:
    await engine.create_match("duel", SEATS, options={"rounds_to_win": 1}, match_id="m1")
    await engine.act_option("m1", "111", "r1:pick:a", "3")
    r = await engine.act_option("m1", "222", "r1:pick:b", "1")
    # 3 + d6 vs 1 + d6 may tie; play rounds until someone wins
    rnd = 2
    while r.outcome is None:
        await engine.act_option("m1", "111", f"r{rnd}:pick:a", "3")
        r = await engine.act_option("m1", "222", f"r{rnd}:pick:b", "1")
        rnd += 1
    info = await engine.info("m1")
    assert info.status == "finished" and info.seed is not None and commitment(info.seed) == info.commitment
    assert info.outcome is not None and info.outcome.winners == r.outcome.winners
    with pytest.raises(MatchFinished):
        await engine.act("m1", "111", {"kind": "pick", "value": 1})
    await engine.drain()
    ended = [n for n in inbox.items if n.kind == "match_ended"]
    assert len(ended) == 1 and ended[0].payload["seed"] == info.seed and ended[0].payload["status"] == "finished"


async def test_one_user_holding_both_seats_must_name_one(engine: Engine) -> None:
    await engine.create_match("duel", {"a": "7", "b": "7"}, match_id="solo")
    with pytest.raises(AmbiguousSeat):
        await engine.act("solo", "7", {"kind": "pick", "value": 1})
    r = await engine.act("solo", "7", {"kind": "pick", "value": 1}, seat="a")
    assert r.seat == "a"
    r = await engine.act("solo", "7", {"kind": "pick", "value": 2})  # only b is still prompted
    assert r.seat == "b"


async def test_concede_ends_the_match_and_reveals_the_seed(engine: Engine) -> None:
    await engine.create_match("duel", SEATS, match_id="m1")
    info = await engine.concede("m1", "222")
    assert info.status == "finished" and info.outcome is not None and info.outcome.winners == ("a",)
    assert info.seed is not None
    log = await engine.log("m1")
    assert log[-1].kind == "conceded" and log[-1].source == "engine"


async def test_state_survives_reopen_with_snapshots(db_path: Path) -> None:
    clock = FakeClock()
    async with Engine(db_path, clock=clock, games=games, poll_interval=None, renderer=None, snapshot_every=3) as eng:
        await eng.create_match("duel", SEATS, options={"rounds_to_win": 9}, match_id="m1")
        for _ in range(4):
            await eng.act("m1", "111", {"kind": "pick", "value": 2})
            await eng.act("m1", "222", {"kind": "pick", "value": 3})
        await eng.act("m1", "111", {"kind": "pick", "value": 1})
        h = await eng.state_hash("m1")
        view_a = await eng.view("m1", "a")
    async with Engine(db_path, clock=clock, games=games, poll_interval=None, renderer=None) as eng:
        assert await eng.state_hash("m1") == h
        assert await eng.view("m1", "a") == view_a
        assert [p.seat for p in await eng.prompts("m1")] == ["b"]


class OneOption:
    """A game whose every prompt has one option: the engine must resolve it all by itself."""

    from bot.core.protocol import SeatSpec

    name = "oneopt"
    title = "one option"
    seat_spec = SeatSpec(names=("a", "b"))

    def setup(self, options, seats, chance):  # type: ignore[no-untyped-def]
        return {"n": 0}

    def prompts(self, state):  # type: ignore[no-untyped-def]
        from bot.core.protocol import Option, Prompt

        if state["n"] >= 3:
            return []
        return [Prompt("a", "step", "step", f"s{state['n']}", (Option("go", "Go", {"kind": "go"}),))]

    def act(self, state, seat, action, chance):  # type: ignore[no-untyped-def]
        from bot.core.protocol import Event

        return [Event("went", {"n": state["n"] + 1})]

    def evolve(self, state, event):  # type: ignore[no-untyped-def]
        return {"n": event.payload["n"]}

    def view(self, state, seat):  # type: ignore[no-untyped-def]
        return dict(state)

    def outcome(self, state):  # type: ignore[no-untyped-def]
        from bot.core.protocol import Outcome

        return Outcome(("a",), "done") if state["n"] >= 3 else None

    def encode_state(self, state):  # type: ignore[no-untyped-def]
        return dict(state)

    def decode_state(self, data):  # type: ignore[no-untyped-def]
        return dict(data)


async def test_single_option_prompts_resolve_automatically(db_path: Path) -> None:
    g = OneOption()
    async with Engine(db_path, clock=FakeClock(), games=lambda n: g, poll_interval=None, renderer=None) as eng:
        m = await eng.create_match("oneopt", {"a": "1", "b": "2"})
        info = await eng.info(m.id)
        assert info.status == "finished"
        log = await eng.log(m.id)
        assert [e.actor for e in log if e.source == "game"] == [AUTO, AUTO, AUTO]


async def test_the_portable_write_path_stores_the_same_match(tmp_path: Path) -> None:
    """Store.write normally runs a transaction in one hop on aiosqlite's thread; the statement-by-statement path
    (used if aiosqlite's internals change) must store exactly the same thing."""
    hashes = []
    for single_hop in (True, False):
        db = tmp_path / f"{single_hop}.sqlite3"
        async with Engine(db, clock=FakeClock(), games=games, poll_interval=None, renderer=None) as eng:
            eng.store.single_hop = single_hop
            await eng.create_match("duel", SEATS, options={"rounds_to_win": 2}, match_id="m", seed=SEED)
            while (await eng.info("m")).status == "active":
                await eng.act("m", "111", {"kind": "pick", "value": 2})
                await eng.act("m", "222", {"kind": "pick", "value": 3})
            log = [e.to_json() for e in await eng.log("m", everything=True)]
            hashes.append((await eng.state_hash("m"), log))
    assert hashes[0] == hashes[1]


@pytest.mark.parametrize("single_hop", [True, False])
async def test_a_failing_commit_writes_nothing_and_keeps_memory_as_it_was(
    engine: Engine, single_hop: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    engine.store.single_hop = single_hop
    await engine.create_match("duel", SEATS, match_id="m1")
    before = (await engine.state_hash("m1"), await engine.log("m1", everything=True), await engine.prompts("m1"))
    real = engine._statements

    def broken(*args: Any) -> Any:  # the last statement of the transaction fails (think: disk full)
        return [*real(*args), ("INSERT INTO no_such_table VALUES (?)", [(1,)])]

    monkeypatch.setattr(engine, "_statements", broken)
    with pytest.raises(StoreError, match="nothing changed"):
        await engine.act("m1", "111", {"kind": "pick", "value": 2})
    monkeypatch.setattr(engine, "_statements", real)
    after = (await engine.state_hash("m1"), await engine.log("m1", everything=True), await engine.prompts("m1"))
    assert after == before
    res = await engine.act("m1", "111", {"kind": "pick", "value": 2})  # and the store is usable again
    assert [e.seq for e in res.events] == [2, 3]


async def test_an_actions_events_are_folded_by_the_games_evolve_all_when_it_has_one(tmp_path: Path) -> None:
    from bot.core.protocol import Event
    from tests.support.duel import Duel

    class Folding(Duel):
        def __init__(self) -> None:
            self.calls: list[int] = []

        def evolve_all(self, state: Any, events: list[Event]) -> Any:
            self.calls.append(len(events))
            for ev in events:
                state = self.evolve(state, ev)
            return {**state, "folded": True}  # visible in the state: the engine kept what evolve_all returned

    game = Folding()
    async with Engine(tmp_path / "f.sqlite3", games=lambda _n: game, poll_interval=None, renderer=None) as eng:
        await eng.create_match("duel", SEATS, match_id="m1")
        await eng.act("m1", "111", {"kind": "pick", "value": 3})
        assert game.calls == [2]  # picked + locked, in one call
        assert eng._live["m1"].state["folded"] is True
