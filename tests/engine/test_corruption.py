"""Issue 12: a running match must not carry on over damaged rows, and `db check` covers the outbox."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.engine import CorruptedMatch, Engine, FakeClock
from bot.engine.integrity import check_database
from tests.engine.conftest import games

SEATS = {"a": "1", "b": "2"}


def _engine(db: Path) -> Engine:
    return Engine(db, clock=FakeClock(), games=games, poll_interval=None, renderer=None)


async def _played(db: Path) -> None:
    async with _engine(db) as eng:
        await eng.create_match("duel", SEATS, match_id="m", options={"rounds_to_win": 3})
        for value in (1, 2):
            await eng.act("m", "1", {"kind": "pick", "value": value})
            await eng.act("m", "2", {"kind": "pick", "value": 3})


def _sql(db: Path, sql: str, params: tuple[object, ...] = ()) -> list[tuple[Any, ...]]:
    conn = sqlite3.connect(db)
    try:
        rows = conn.execute(sql, params).fetchall()
        conn.commit()
        return rows
    finally:
        conn.close()


def _events(db: Path) -> int:
    return int(_sql(db, "SELECT COUNT(*) FROM events")[0][0])


async def test_an_event_payload_damaged_on_disk_stops_the_match_before_it_acts(tmp_path: Path) -> None:
    db = tmp_path / "m.sqlite3"
    await _played(db)
    _sql(db, 'UPDATE events SET payload=\'{"seat": "a", "value"\' WHERE match_id=\'m\' AND seq=2')
    before = _events(db)
    async with _engine(db) as eng:
        with pytest.raises(CorruptedMatch, match=r"event #2 .*altered.*db check"):
            await eng.act("m", "1", {"kind": "pick", "value": 1})
        with pytest.raises(CorruptedMatch):  # and stays refused, also for timers and undo
            await eng.request_undo("m", "1")
    assert _events(db) == before  # nothing was written over the damage


async def test_a_flipped_value_in_the_stored_current_state_is_refused_not_saved_again(tmp_path: Path) -> None:
    db = tmp_path / "m.sqlite3"
    await _played(db)
    head = json.loads(str(_sql(db, "SELECT head_state FROM matches WHERE id='m'")[0][0]))
    head["score"]["b"] += 1  # one flipped bit: still valid JSON, still a state the game can read
    _sql(db, "UPDATE matches SET head_state=? WHERE id='m'", (json.dumps(head),))
    before = _events(db)
    async with _engine(db) as eng:
        with pytest.raises(CorruptedMatch, match="current state differs"):
            await eng.act("m", "1", {"kind": "pick", "value": 1})
    assert _events(db) == before
    assert json.loads(str(_sql(db, "SELECT head_state FROM matches WHERE id='m'")[0][0])) == head  # not re-saved


async def test_a_stored_state_that_is_not_utf8_is_refused_and_the_other_matches_play_on(tmp_path: Path) -> None:
    """The head state is read as its stored UTF-8 bytes (issue 17): bytes a foreign tool wrote that are not UTF-8
    refuse that match clearly on its first use; the driver decoding them as text used to fail the whole start-up."""
    db = tmp_path / "m.sqlite3"
    await _played(db)
    async with _engine(db) as eng:
        await eng.create_match("duel", SEATS, match_id="n", options={"rounds_to_win": 3})
    _sql(db, "UPDATE matches SET head_state=CAST(X'7B2273636F7265223AFF7D' AS TEXT) WHERE id='m'")  # {"score":\xff}
    m_events = "SELECT COUNT(*) FROM events WHERE match_id='m'"
    before = _sql(db, m_events)
    async with _engine(db) as eng:
        with pytest.raises(CorruptedMatch, match="match m: its stored state cannot be read"):
            await eng.act("m", "1", {"kind": "pick", "value": 1})
        assert (await eng.act("n", "1", {"kind": "pick", "value": 1})).events
    assert _sql(db, m_events) == before  # nothing written for the damaged match


async def test_an_undamaged_reloaded_match_plays_on(tmp_path: Path) -> None:
    db = tmp_path / "m.sqlite3"
    await _played(db)
    async with _engine(db) as eng:
        res = await eng.act("m", "1", {"kind": "pick", "value": 1})
        assert res.events


async def test_db_check_covers_the_outbox(tmp_path: Path) -> None:
    db = tmp_path / "m.sqlite3"
    await _played(db)  # nothing subscribed: every notification is still undelivered
    assert check_database(db, games).ok
    private = _sql(db, "SELECT id FROM outbox WHERE audience='a' ORDER BY id LIMIT 1")[0][0]
    _sql(db, "UPDATE outbox SET user_id='999' WHERE id=?", (private,))  # a's secret would go to someone else
    delivered = _sql(db, "SELECT id FROM outbox WHERE audience='public' ORDER BY id LIMIT 1")[0][0]
    _sql(db, "UPDATE outbox SET payload='{bad', delivered_at=1 WHERE id=?", (delivered,))
    _sql(
        db,
        "INSERT INTO outbox (match_id, kind, audience, user_id, payload, created_at) "
        "VALUES ('m', 'bogus', 'public', NULL, '{}', 0), ('m', 'prompt', 'z', '5', '{}', 0)",
    )
    problems = "\n".join(check_database(db, games).problems)
    assert f"outbox row {private}" in problems and "999" in problems and "not the seat's player" in problems
    assert f"outbox row {delivered}" in problems and "not valid JSON" in problems
    assert "unknown kind 'bogus'" in problems
    assert "seat 'z'" in problems


async def test_db_check_reports_damage_in_the_readers_language(tmp_path: Path) -> None:
    """`db check --lang ru`: the report's own lines and each problem in Russian (the same checks, their English
    unchanged): a damaged event, a row's wrong log end, an outbox row addressed to the wrong player, and the database
    file itself when it is missing."""
    db = tmp_path / "m.sqlite3"
    await _played(db)
    _sql(db, 'UPDATE events SET payload=\'{"seat": "a", "value"\' WHERE match_id=\'m\' AND seq=2')
    _sql(db, "UPDATE matches SET last_seq=99 WHERE id='m'")
    oid = _sql(db, "SELECT id FROM outbox WHERE audience='a' ORDER BY id LIMIT 1")[0][0]
    _sql(db, "UPDATE outbox SET user_id='2' WHERE id=?", (oid,))
    report = check_database(db, games)
    english, russian = report.render(), report.render("ru")
    assert "  - match m (duel, active): event #2 (picked) does not match the hash chain (edited?)" in english
    assert "  - match m (duel, active): the match row says the log ends at #99, the log ends at #" in english
    lines = russian.splitlines()
    assert lines[0] == f"база данных: {db}" and lines[1].startswith("версия схемы: ")
    assert lines[3] == f"ОШИБКИ ({len(report.problems)}):"
    for line in (
        f"  - уведомление {oid} (партия m, prompt): личное уведомление места a адресовано пользователю 2, а не "
        "игроку на этом месте (1)",
        "  - партия m (duel, active): событие №2 (picked) не совпадает с цепочкой хешей (изменено вручную?)",
        "  - партия m (duel, active): данные события №2 (picked) — некорректный JSON",
    ):
        assert line in lines, (line, russian)
    assert any(
        line.startswith("  - партия m (duel, active): по строке партии журнал кончается на №99") for line in lines
    )
    missing = check_database(tmp_path / "none.sqlite3")
    assert missing.render("ru").splitlines()[-1] == f"  - нет базы данных {tmp_path / 'none.sqlite3'}"
    assert missing.render().splitlines()[-1] == f"  - no database at {tmp_path / 'none.sqlite3'}"
