"""A PostgreSQL write as one statement (bot/engine/pgbatch.py): compiled only when one snapshot for every
sub-statement gives what running them in order gives; otherwise the store runs them one by one."""

from __future__ import annotations

from bot.engine.pgbatch import UNIQUE_COLUMNS, Stmt, compile_batch
from bot.engine.pgstore import PgStore

OUTBOX = "INSERT INTO outbox (match_id, kind, audience, user_id, payload, created_at) VALUES (?,?,?,?,?,?) RETURNING id"
EVENTS = "INSERT INTO events (match_id, seq, at, actor, seat, source, kind, visibility, payload, action_n, undone, hash) VALUES (?,?,?,?,?,?,?,?,?,?,0,?)"  # noqa: E501
DELETE_TIMERS = "DELETE FROM timers WHERE match_id=? AND seat=? AND prompt_key=?"
ADD_TIMER = "INSERT INTO timers (match_id, kind, seat, prompt_key, due_at, deadline) VALUES (?,?,?,?,?,?)"
MATCH = "UPDATE matches SET last_seq=? WHERE id=?"
SNAPSHOT = "INSERT INTO snapshots (match_id, seq, state) VALUES (?,?,?) ON CONFLICT (match_id, seq) DO NOTHING"


def test_an_action_s_statements_become_one_with_the_fence_last_in_parameter_order() -> None:
    out = compile_batch(
        [
            (EVENTS, [("m", 1, 0.0, "p", "a", "game", "k", "public", "{}", 1, "h1")] * 2),
            (DELETE_TIMERS, [("m", "a", "k1")]),
            (MATCH, [(2, "m")]),
            (ADD_TIMER, [("m", "deadline", "a", "k2", 1.0, 2.0)]),
            (OUTBOX, [("m", "prompt", "public", None, "{}", 0.0)] * 3),
        ],
        ("engine_fence(?, ?, ?, ?)", (0, "node", 1, 5.0)),
    )
    assert out is not None
    sql, params = out
    assert sql.count(" AS (") == 5 and "VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,0,$11), ($12," in sql
    assert sql.endswith("SELECT engine_fence($52, $53, $54, $55), ARRAY(SELECT id FROM s4 ORDER BY id)")
    assert len(params) == 22 + 3 + 2 + 6 + 18 + 4 and params[-4:] == [0, "node", 1, 5.0]


def test_what_one_snapshot_would_change_runs_statement_by_statement() -> None:
    row = ("m", "a", "k")
    two_updates: list[Stmt] = [
        (MATCH, [(1, "m")]),
        (MATCH, [(2, "m")]),
    ]  # one row updated twice: one change would be lost
    update_after_insert: list[Stmt] = [
        (ADD_TIMER, [("m", "d", "a", "k", 1.0, 2.0)]),
        (DELETE_TIMERS, [row]),
    ]  # unseen row
    upsert_two_rows: list[Stmt] = [(SNAPSHOT, [("m", 1, "{}"), ("m", 1, "{}")])]
    reinsert_a_key: list[Stmt] = [
        ("DELETE FROM snapshots WHERE match_id=? AND seq>?", [("m", 0)]),
        (SNAPSHOT, [("m", 1, "{}")]),
    ]
    returning_other: list[Stmt] = [("INSERT INTO events (match_id) VALUES (?) RETURNING seq", [("m",)])]
    cases = [two_updates, update_after_insert, upsert_two_rows, reinsert_a_key, returning_other]
    for stmts in cases:
        assert compile_batch(stmts, None) is None, stmts
    # deleting a timer and inserting another (generated ids: no collision) is one statement
    assert compile_batch([(DELETE_TIMERS, [row, row]), (ADD_TIMER, [("m", "d", "a", "k", 1.0, 2.0)])], None)


UNDO_EVENTS = "UPDATE events SET undone=1 WHERE match_id=? AND seq>? AND source='game' AND undone=0"


def test_an_undo_marks_rows_and_appends_to_the_same_table_in_one_statement() -> None:
    """The update sets no column of a unique key, so the new row meets the same keys in either order, and the
    update (first in order) cannot see the new row in one snapshot either."""
    event = ("m", 9, 0.0, "engine", "a", "engine", "undone", "public", "{}", None, "h9")
    undo: list[Stmt] = [
        (UNDO_EVENTS, [("m", 4)]),
        ("UPDATE actions SET undone=1 WHERE match_id=? AND first_seq>? AND undone=0", [("m", 4)]),
        ("DELETE FROM snapshots WHERE match_id=? AND seq>?", [("m", 4)]),
        (EVENTS, [event]),
        (MATCH, [(9, "m")]),
        (OUTBOX, [("m", "undone", "public", None, "{}", 0.0)]),
    ]
    out = compile_batch(undo, None)
    assert out is not None and out[0].count(" AS (") == 6
    rekey: list[Stmt] = [("UPDATE events SET seq=seq+1, undone=1 WHERE match_id=? AND seq>?", [("m", 4)]), undo[3]]
    assert compile_batch(rekey, None) is None  # a key moved: the new row could meet the moved one's old key
    no_where: list[Stmt] = [("UPDATE events SET undone=1", [()]), undo[3]]
    assert compile_batch(no_where, None) is None  # the set columns cannot be told: not compiled
    insert_first: list[Stmt] = [undo[3], undo[0]]
    assert compile_batch(insert_first, None) is None  # the update would not see the new row
    upsert_after: list[Stmt] = [("UPDATE snapshots SET state=? WHERE match_id=? AND seq=?", [("{}", "m", 1)])]
    assert compile_batch([*upsert_after, (SNAPSHOT, [("m", 2, "{}")])], None) is None


async def test_the_unique_columns_pgbatch_knows_are_the_migrated_schema_s(postgres_url: str) -> None:
    store = PgStore(postgres_url)
    await store.open()
    try:
        await store.migrate()
        rows = await store.fetchall(
            "SELECT c.relname, a.attname FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid "
            "JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY(i.indkey) "
            "WHERE i.indisunique AND c.relnamespace = current_schema()::regnamespace"
        )
        tables = await store.fetchall(
            "SELECT relname FROM pg_class WHERE relkind = 'r' AND relnamespace = current_schema()::regnamespace"
        )
    finally:
        await store.close()
    unique: dict[str, set[str]] = {t: set() for (t,) in tables}
    for table, column in rows:
        unique[table].add(column)
    assert unique == {t: set(c) for t, c in UNIQUE_COLUMNS.items()}


async def test_ids_come_back_in_row_order_and_a_refused_fence_writes_nothing(postgres_url: str) -> None:
    store = PgStore(postgres_url)
    await store.open()
    try:
        await store.migrate()
        await store.execute(
            "INSERT INTO matches (id, game, status, format, options, seed, commitment, created_at, deadlines, "
            "last_hash) VALUES ('m', 'duel', 'active', 1, '{}', 's', 'c', 0, '{}', 'h')"
        )
        rows = [("m", f"k{i}", "public", None, "{}", 0.0) for i in range(5)]
        ids = await store.write(lambda: ([(OUTBOX, rows)], lambda: None))
        stored = await store.fetchall("SELECT id, kind FROM outbox ORDER BY id")
        assert [k for _i, k in stored] == [f"k{i}" for i in range(5)] and ids == [i for i, _k in stored]
        refusal = RuntimeError("not ours")
        try:
            await store.write(
                lambda: ([(OUTBOX, rows[:1]), (MATCH, [(9, "m")])], lambda: None),
                guard=("engine_fence(?, ?, ?, ?)", (0, "nobody", 1, 0.0), refusal),
            )
        except RuntimeError as exc:
            assert exc is refusal
        else:
            raise AssertionError("the fence did not refuse")
        assert await store.fetchall("SELECT COUNT(*), MAX(m.last_seq) FROM outbox, matches m") == [(5, 0)]
    finally:
        await store.close()
