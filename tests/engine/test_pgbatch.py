"""A PostgreSQL write as one statement (bot/engine/pgbatch.py): compiled only when one snapshot for every
sub-statement gives what running them in order gives; otherwise the store runs them one by one."""

from __future__ import annotations

from bot.engine.pgbatch import Stmt, compile_batch
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
