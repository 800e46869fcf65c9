"""Round frames rebuilt from the stored log (Engine.replay_views + bot/engine/frames.py)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from bot.engine import Engine, FakeClock
from bot.engine.frames import FrameCollector, action_round, reel_rounds
from bot.games import registry

SEATS = {"rebel": "1", "imperial": "2"}


async def _play_rounds(eng: Engine, mid: str, until: int) -> list[tuple[str, int]]:
    """Defaults until round `until`; returns (ship, round) of every maneuver flown, from the live views."""
    flown: list[tuple[str, int]] = []
    for _ in range(300):
        if (await eng.view(mid))["round"] >= until:
            break
        p = (await eng.prompts(mid))[0]
        res = await eng.act(mid, SEATS[p.seat], dict(p.default or {}), seat=p.seat)
        for e in res.events:
            if e.kind == "ship_moved":
                flown.append((e.payload["ship"], (await eng.view(mid))["last_move"]["round"]))
    return flown


async def test_one_frame_per_activation_per_round_and_since_skips_earlier_rounds(tmp_path: Path) -> None:
    async with Engine(
        tmp_path / "f.sqlite3",
        clock=FakeClock(),
        games=registry.get,
        poll_interval=None,
        renderer=None,
        snapshot_every=7,
    ) as eng:  # snapshots inside the rounds: the replay must start from one
        info = await eng.create_match("xwing", SEATS, options={"deployment": "auto"})
        flown = await _play_rounds(eng, info.id, 3)
        seen: list[tuple[int, dict[str, Any]]] = []
        collector = FrameCollector()

        def sink(seq: int, view: dict[str, Any]) -> None:
            seen.append((seq, view))
            collector.add(seq, view)

        await eng.replay_views(info.id, sink)
        rounds = collector.finish()
        assert [s for s, _ in seen] == sorted({s for s, _ in seen})  # in log order, one view per action
        assert (await eng.view(info.id)) == seen[-1][1]  # the last one is the table now
        for rnd in (1, 2):
            ships = [f["last_move"]["ship"] for f in rounds[rnd]]
            assert ships == [ship for ship, r in flown if r == rnd]  # every activation once, in order
            assert all(action_round(f) == rnd == f["round"] for f in rounds[rnd])
        assert 3 not in rounds  # round 3 is in planning: nothing flown yet

        late = FrameCollector()
        mid_seq = next(s for s, v in seen if v["round"] == 2)
        await eng.replay_views(info.id, late.add, since_seq=mid_seq)
        assert list(late.finish()) == [2] and len(late.rounds[2]) == len(rounds[2])


def test_reel_is_thinned_evenly_and_keeps_each_rounds_last_frame() -> None:
    rounds: dict[int, list[Mapping[str, Any]]] = {r: [{"round": r, "n": i} for i in range(40)] for r in (1, 2, 3, 4, 5)}
    reel = reel_rounds(rounds, limit=50)
    assert sum(len(r) for r in reel) <= 50 and len(reel) == 5
    assert all(r[-1]["n"] == 39 for r in reel)
    assert reel_rounds({1: [{"n": 0}], 2: []}) == [[{"n": 0}]]
