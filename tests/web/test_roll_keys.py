"""Issue 18, "each step shows the dice with their keys": X-Wing and TI4 write the key of every roll into their
public dice events; the page, its step JSON and log.jsonl show it, and `Chance(seed)` with that key re-derives the
shown faces. Matches stored before the keys existed still replay and verify."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.core.chance import Chance
from bot.core.dice import Pool, load_dice
from bot.core.protocol import Event
from bot.engine import Engine
from bot.engine.replay import replay_match
from bot.games import registry
from bot.web.app import make_app
from tests.web.support import SEATS, advance, new_match, open_engine


@pytest.fixture
async def eng(tmp_path: Path) -> AsyncIterator[Engine]:
    async with open_engine(tmp_path / "m.sqlite3") as e:
        yield e


async def _log(db: Path, pid: str) -> tuple[list[dict[str, Any]], TestClient[Any, Any]]:
    client: TestClient[Any, Any] = TestClient(TestServer(make_app(db, registry.get, poll_interval=0.02)))
    await client.start_server()
    text = await (await client.get(f"/m/{pid}/log.jsonl")).text()
    return [json.loads(x) for x in text.splitlines()], client


async def test_ti4_rolls_show_keys_that_rederive_the_dice(eng: Engine, tmp_path: Path) -> None:
    mid, pid = await new_match(eng, "ti4")
    while await advance(eng, mid, SEATS["ti4"]):
        pass
    seed = (await eng.info(mid)).seed
    assert seed  # revealed: the match is over
    lines, client = await _log(tmp_path / "m.sqlite3", pid)
    try:
        rolls = [(x, d) for x in lines if x["kind"] == "rolled" for d in x["dice"]]
        assert len(rolls) >= 3
        for x, d in rolls:
            # the same core dice code as the game (bot/games/ti4/steps.py: chance.roll(key, 10, n))
            assert d["key"] and Chance(seed).roll(d["key"], 10, len(d["dice"])) == d["dice"], (x["seq"], d)
        x, d = next((x, d) for x, d in rolls if x["step"] > 0)
        doc = json.loads(await (await client.get(f"/m/{pid}/step/{x['step']}.json")).text())
        assert d["key"] in [e.get("key") for e in doc["dice"]]
        page = await (await client.get(f"/m/{pid}/step/{x['step']}")).text()
        assert f"<code>{d['key']}</code>" in page
    finally:
        await client.close()


async def test_xwing_attack_and_defense_rolls_show_keys_that_rederive_the_dice(eng: Engine, tmp_path: Path) -> None:
    mid, pid = await new_match(eng, "xwing")
    dice_events = 0
    for _ in range(400):  # until both an attack and a defense roll have happened
        if not await advance(eng, mid, SEATS["xwing"]):
            break
        rows = await eng.repo.store.fetchall(
            "SELECT payload FROM events WHERE match_id=? AND kind='dice' AND payload LIKE '%roll_key%'", (mid,)
        )
        dice_events = len(rows)
        pools = {json.loads(r[0])["pool"] for r in rows}
        if {"attack", "defense"} <= pools:
            break
    assert dice_events >= 2
    seed = (await eng.repo.store.fetchall("SELECT seed FROM matches WHERE id=?", (mid,)))[0][0]
    lines, client = await _log(tmp_path / "m.sqlite3", pid)
    try:
        keyed = [x for x in lines if x["kind"] == "dice" and "roll_key" in x["payload"]]
        assert {x["payload"]["pool"] for x in keyed} >= {"attack", "defense"}
        for x in keyed:
            (d,) = x["dice"]
            key, pool = x["payload"]["roll_key"], x["payload"]["pool"]
            # the same core dice code as the game (bot/games/xwing/rules.py: Pool.roll(die, n, chance.rng(key)))
            derived = Pool.roll(load_dice("xwing")[pool], len(d["dice"]), Chance(seed).rng(key))
            assert d["key"] == key and [die.face for die in derived.dice] == d["dice"], x
        doc = json.loads(await (await client.get(f"/m/{pid}/step/{keyed[0]['step']}.json")).text())
        assert keyed[0]["payload"]["roll_key"] in [e.get("key") for e in doc["dice"]]
    finally:
        await client.close()


def _strip(value: Any, wrong: bool = False) -> Any:
    """Without roll keys (as stored before them), or with each key changed (`wrong`)."""
    if isinstance(value, dict):
        return {
            k: ("xxx:" + v if wrong else None) if k == "roll_key" else _strip(v, wrong)
            for k, v in value.items()
            if wrong or k != "roll_key"
        }
    if isinstance(value, list):
        return [_strip(v, wrong) for v in value]
    return value


@pytest.mark.parametrize("wrong_key", [False, True])
async def test_a_match_stored_before_roll_keys_still_verifies(
    eng: Engine, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, wrong_key: bool
) -> None:
    """Plays a TI4 match as the code before the keys did (no roll_key in events or the setup state), then replays
    it with today's code: it verifies. A stored key that is not the derived one is still a mismatch."""
    game = registry.get("ti4")
    act, setup = game.act, game.setup

    def old(value: Any) -> Any:
        return _strip(value, wrong_key)

    monkeypatch.setattr(
        game, "act", lambda *a, **k: [Event(e.kind, old(e.payload), e.visibility) for e in act(*a, **k)]
    )
    monkeypatch.setattr(game, "setup", lambda *a, **k: game.decode_state(_strip(game.encode_state(setup(*a, **k)))))
    mid, _pid = await new_match(eng, "ti4")
    while await advance(eng, mid, SEATS["ti4"]):
        pass
    monkeypatch.undo()
    conn = sqlite3.connect(tmp_path / "m.sqlite3")
    try:
        payloads = [r[0] for r in conn.execute("SELECT payload FROM events WHERE match_id=?", (mid,))]
        assert any('"dice"' in p for p in payloads)
        assert not wrong_key or any('"roll_key":"xxx:' in p for p in payloads)
        assert wrong_key or not any("roll_key" in p for p in payloads)
        rep = replay_match(conn, mid, registry.get)
    finally:
        conn.close()
    if wrong_key:
        assert not rep.ok and "roll_key" in " ".join(rep.problems)
    else:
        assert rep.ok, rep.problems
        assert rep.actions_checked > 3
