"""One PostgreSQL statement for a whole write (pgstore.PgStore.write): the statements of a transaction become
data-modifying CTEs of one `WITH ... SELECT`, sent in one round trip and committed on their own (no BEGIN, no
COMMIT), with the lease check as a call of `engine_fence` (migration 7) in the same statement.

Every sub-statement of one PostgreSQL statement sees the same snapshot and none sees another's rows, so a batch is
compiled only when that gives the same result as running the statements one after the other; otherwise `compile`
returns None and the caller runs them one by one in a transaction:
- an UPDATE touches one row of a table nothing else in the batch updates or deletes (one row updated twice in one
  statement keeps one of the two changes, unpredictably);
- an insert into a table the batch also changes comes after the changes (an earlier insert's rows would be unseen
  by them), is no upsert, and either the table has generated keys (`GENERATED_KEYS`: a new row cannot collide with
  one deleted in the same statement, which PostgreSQL would refuse) or the batch only updates it, leaving the
  columns of its unique keys alone (`UNIQUE_COLUMNS`): the update cannot see the new rows in either order, and the
  new rows meet the same keys. So an undo (its log's rows marked undone, then its `undone` event appended) is one
  statement like an action;
- an `INSERT ... ON CONFLICT` has one row (two rows with one key would be an error, sequential upserts are not);
- `RETURNING id` only on inserts; their ids come back in the order of their rows (ids are generated in row order);
- at most `MAX_PARAMS` parameters (the protocol allows 32,767).

So every commit of a match is one statement (an action, an undo and its request and answer, a timer fired, a
pause, a resume, a concession, `update_meta`), except where one statement would not be exact, and those stay
statement by statement in a transaction, on purpose:
- more than 512 pending acknowledgements (`Repository.acks`, after a delivery backlog): two updates of `outbox`,
  disjoint by construction, but nothing here can tell them from one row updated twice;
- a commit of more than `MAX_PARAMS` parameters (a huge log chunk);
- `checked_write` (a player adding user content): the decision between its read and its write is the engine's,
  in Python, under an advisory lock, so it cannot be one statement.

Creating a match is one statement too: no read first whether its id is free; a taken id breaks the matches' key and
refuses the whole statement, and only then does the engine read whether the match exists (`Engine._insert_match`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.engine.dialect import dollar_params

Stmt = tuple[str, Sequence[Sequence[Any]]]
GENERATED_KEYS = frozenset({"outbox", "timers"})  # keyed by an identity column
# The columns of each table's primary key and unique indexes (tests/engine/test_pgbatch.py compares it with the
# migrated schema). An update setting none of them leaves every key where it was.
UNIQUE_COLUMNS: dict[str, frozenset[str]] = {
    "actions": frozenset({"match_id", "n"}),
    "events": frozenset({"match_id", "seq"}),
    "kv": frozenset({"scope", "key"}),
    "matches": frozenset({"id"}),
    "outbox": frozenset({"id"}),
    "players": frozenset({"user_id"}),
    "schema_version": frozenset(),
    "seats": frozenset({"match_id", "seat"}),
    "shard_leases": frozenset({"shard"}),
    "snapshots": frozenset({"match_id", "seq"}),
    "timers": frozenset({"id"}),
    "user_content": frozenset({"scope", "game", "kind", "id"}),
}
MAX_PARAMS = 30_000
_INSERT = re.compile(r"INSERT INTO (\w+) (\([^()]*\)) VALUES (\([?0-9, ]*\))(.*)", re.S)
_CHANGE = re.compile(r"(UPDATE|DELETE FROM) (\w+) ", re.S)
_SET = re.compile(r"UPDATE \w+ SET (.*?) WHERE ", re.S)


@dataclass
class _Batch:
    ctes: list[str] = field(default_factory=list)
    params: list[Any] = field(default_factory=list)
    returning: list[str] = field(default_factory=list)
    inserted: set[str] = field(default_factory=set)
    changed: dict[str, int] = field(default_factory=dict)  # table -> rows updated or deleted
    updated: set[str] = field(default_factory=set)
    rekeyed: set[str] = field(default_factory=set)  # deleted from, or updated in a unique column (or unknown)

    def add(self, sql: str, params: Sequence[Any]) -> str:
        name = f"s{len(self.ctes)}"
        self.ctes.append(f"{name} AS ({sql})")
        self.params.extend(params)
        return name


def compile_batch(stmts: Sequence[Stmt], fence: tuple[str, Sequence[Any]] | None) -> tuple[str, list[Any]] | None:
    """(sql, params) of one statement doing `stmts` after `fence` (a call that raises when the lease is not held);
    it returns one row: (fence result, the ids of the RETURNING inserts in order). None: not expressible exactly."""
    batch = _Batch()
    for sql, rows in stmts:
        if not rows:
            continue
        if not (_insert(batch, sql, rows) if sql.startswith("INSERT") else _change(batch, sql, rows)):
            return None
    head = fence[0] if fence is not None else "true"
    ids = " || ".join(f"ARRAY(SELECT id FROM {r} ORDER BY id)" for r in batch.returning) or "ARRAY[]::bigint[]"
    body = f"SELECT {head}, {ids}"
    params = batch.params + list(fence[1] if fence is not None else ())
    if len(params) > MAX_PARAMS:
        return None
    text = f"WITH {', '.join(batch.ctes)} {body}" if batch.ctes else body
    return dollar_params(text), params


def _insert(batch: _Batch, sql: str, rows: Sequence[Sequence[Any]]) -> bool:
    m = _INSERT.fullmatch(sql)
    if m is None:
        return False
    table, cols, values, rest = m.groups()
    upsert = "ON CONFLICT" in rest
    returning = rest.strip() == "RETURNING id"
    if (upsert and len(rows) > 1) or ("RETURNING" in rest and not returning):
        return False
    if table in batch.changed and (upsert or (table not in GENERATED_KEYS and table in batch.rekeyed)):
        return False
    name = batch.add(f"INSERT INTO {table} {cols} VALUES {', '.join([values] * len(rows))}{rest}", _flat(rows))
    batch.inserted.add(table)
    if returning:
        batch.returning.append(name)
    return True


def _change(batch: _Batch, sql: str, rows: Sequence[Sequence[Any]]) -> bool:
    m = _CHANGE.match(sql)
    if m is None or "RETURNING" in sql:
        return False
    verb, table = m.groups()
    if table in batch.inserted:  # it would not see the rows inserted before it
        return False
    update = verb == "UPDATE"
    count = batch.changed.get(table, 0) + len(rows)
    if (update or table in batch.updated) and count > 1:
        return False
    batch.changed[table] = count
    if update:
        batch.updated.add(table)
    if not update or _sets_a_key(sql, table):
        batch.rekeyed.add(table)
    for row in rows:
        batch.add(sql, row)
    return True


def _sets_a_key(sql: str, table: str) -> bool:
    """Whether an UPDATE may set a column of one of the table's unique keys (True when it cannot be told)."""
    m = _SET.match(sql)
    keys = UNIQUE_COLUMNS.get(table)
    if m is None or keys is None:
        return True
    return bool(keys & set(re.findall(r"(\w+)\s*=", m.group(1))))  # every name before an `=`: never fewer


def _flat(rows: Sequence[Sequence[Any]]) -> list[Any]:
    return [value for row in rows for value in row]
