"""Property: any interleaving of moves, refused moves, undos and restarts ends in the state an uninterrupted run of
the accepted moves reaches, and `replay` verifies every such match."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.core.protocol import RuleError
from bot.engine import Engine, FakeClock, UndoError
from bot.engine.replay import connect_readonly, replay_match
from tests.engine.conftest import games

SEED = "5e" * 32
STEP = st.one_of(
    st.tuples(st.just("pick"), st.sampled_from(["a", "b"]), st.integers(0, 4)),  # 0 and 4 are refused
    st.tuples(st.just("undo"), st.sampled_from(["a", "b"]), st.booleans()),
    st.tuples(st.just("restart"), st.just(""), st.just(0)),
)


def _engine(db: Path) -> Engine:
    return Engine(db, clock=FakeClock(), games=games, poll_interval=None, renderer=None, snapshot_every=3)


async def _play(db: Path, steps: list[tuple[str, str, object]], restarts: bool) -> tuple[str, list[str]]:
    users = {"a": "1", "b": "2"}
    eng = _engine(db)
    await eng.open()
    await eng.create_match("duel", users, options={"rounds_to_win": 3}, match_id="m", seed=SEED)
    trail: list[str] = []
    try:
        for kind, seat, arg in steps:
            if (await eng.info("m")).status != "active":
                break
            if kind == "restart":
                if restarts:
                    await eng.close()
                    eng = _engine(db)
                    await eng.open()
                continue
            try:
                if kind == "pick":
                    await eng.act("m", users[seat], {"kind": "pick", "value": arg})
                    trail.append(f"{seat}{arg}")
                else:
                    req = await eng.request_undo("m", users[seat])
                    assert req is not None
                    other = "b" if seat == "a" else "a"
                    await eng.answer_undo("m", users[other], bool(arg))
                    trail.append(f"undo{seat}{arg}")
            except (RuleError, UndoError):
                trail.append("refused")
        return await eng.state_hash("m"), trail
    finally:
        await eng.close()


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(STEP, max_size=24))
def test_restarts_never_change_the_outcome_and_replay_verifies(steps: list[tuple[str, str, object]]) -> None:
    import asyncio

    with tempfile.TemporaryDirectory() as tmp:
        with_restarts = asyncio.run(_play(Path(tmp) / "r.sqlite3", steps, restarts=True))
        without = asyncio.run(_play(Path(tmp) / "n.sqlite3", steps, restarts=False))
        assert with_restarts == without
        conn = connect_readonly(Path(tmp) / "r.sqlite3")
        try:
            report = replay_match(conn, "m", games)
        finally:
            conn.close()
        assert report.ok, report.problems
        assert report.state_hash == with_restarts[0]
