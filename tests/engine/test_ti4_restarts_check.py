"""Issue 12, end to end: TI4 matches with retreats, played through the engine with a restart in the middle, pass
`db check` (the stored current state equals the one rebuilt from the log) and `replay` (which now compares it too).
Before the fix, 7 of 20 such matches failed: the retreat sentence followed dict order, which a restart changes."""

from __future__ import annotations

import random
from pathlib import Path

from bot.engine import Engine, FakeClock
from bot.engine.integrity import check_database
from bot.engine.replay import connect_readonly, replay_match
from bot.games import registry

USERS = {"attacker": "1", "defender": "2"}
OPTIONS = {
    "attacker": {"fleet": "2 dreadnought 1 carrier 3 fighter 2 destroyer 1 cruiser", "techs": ["duranium_armor"]},
    "defender": {"fleet": "2 cruiser 2 destroyer 1 carrier 2 fighter", "pds": "1 pds"},
}


def _engine(db: Path) -> Engine:
    return Engine(db, clock=FakeClock(), games=registry.get, poll_interval=None, renderer=None, snapshot_every=5)


async def test_ti4_matches_with_retreats_and_a_restart_pass_db_check_and_replay(tmp_path: Path) -> None:
    db = tmp_path / "ti4.sqlite3"
    retreats = 0
    for n in range(8):
        mid = f"m{n}"
        pick = random.Random(n)
        eng = _engine(db)
        await eng.open()
        await eng.create_match("ti4", USERS, options=OPTIONS, match_id=mid, seed=f"{n:02x}" * 32)
        for step in range(200):
            if step == 6:  # restart: the live state is now the one loaded from storage (sorted keys)
                await eng.close()
                eng = _engine(db)
                await eng.open()
            if (await eng.info(mid)).status != "active":
                break
            prompts = await eng.prompts(mid)
            p = prompts[pick.randrange(len(prompts))]
            options = list(p.options or ())
            retreat = [o for o in options if o.action.get("retreat")]
            action = dict(
                (retreat or options)[0].action
                if retreat and pick.random() < 0.7
                else (pick.choice(options).action if options else p.default or {})
            )
            retreats += bool(action.get("retreat"))
            await eng.act(mid, USERS[p.seat], action)
        await eng.close()
    assert retreats >= 4  # retreats were declared (the sentence that followed dict order)
    report = check_database(db, registry.get)
    assert report.ok, report.render()
    conn = connect_readonly(db)
    try:
        for n in range(8):
            rep = replay_match(conn, f"m{n}", registry.get)
            assert rep.ok, rep.problems
    finally:
        conn.close()
