"""`db check`: a read-only integrity report of the match database, in sentences a person can act on."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from bot.core.protocol import PUBLIC, Event, Game
from bot.engine import pgfunctions
from bot.engine.content_check import check_content
from bot.engine.dialect import redact
from bot.engine.migrations import INDEXES, LATEST, MATCH_FORMAT
from bot.engine.readonly import DATABASE_ERRORS, PostgresReader, ReadConn, connect_readonly, schema_version
from bot.engine.runner import chain_hash
from bot.engine.types import LIVE_STATUSES, OUTBOX_KINDS


@dataclass
class CheckReport:
    path: str
    schema_version: int = 0
    matches: int = 0
    live: int = 0
    events: int = 0
    undelivered: int = 0
    timers: int = 0
    content: int = 0
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def render(self) -> str:
        lines = [
            f"database: {self.path}",
            f"schema version: {self.schema_version} (this bot: {LATEST})",
            f"matches: {self.matches} ({self.live} live), events: {self.events}, "
            f"undelivered notifications: {self.undelivered}, pending timers: {self.timers}, "
            f"user content items: {self.content}",
        ]
        lines += [f"note: {n}" for n in self.notes]
        if self.problems:
            lines.append(f"PROBLEMS ({len(self.problems)}):")
            lines += [f"  - {p}" for p in self.problems]
        else:
            lines.append("OK: no problems found")
        return "\n".join(lines)


def check_database(path: str | Path, games: Callable[[str], Game] | None = None) -> CheckReport:
    rep = CheckReport(redact(str(path)))
    try:
        conn = connect_readonly(path)
    except FileNotFoundError as exc:
        rep.problems.append(str(exc))
        return rep
    except DATABASE_ERRORS as exc:
        rep.problems.append(f"cannot open the database {rep.path}: {exc}")
        return rep
    try:
        _check(conn, rep, games)
    except DATABASE_ERRORS as exc:
        rep.problems.append(f"the database cannot be read: {exc}")
    finally:
        conn.close()
    return rep


def _check(conn: ReadConn, rep: CheckReport, games: Callable[[str], Game] | None) -> None:
    rep.schema_version = schema_version(conn)
    if rep.schema_version > LATEST:
        rep.problems.append(f"schema version {rep.schema_version} is newer than this bot ({LATEST}): upgrade the bot")
        return
    if rep.schema_version < LATEST:
        rep.problems.append(f"schema version {rep.schema_version} is behind ({LATEST}): run `python -m bot db migrate`")
        if rep.schema_version == 0:
            return
    if not isinstance(conn, PostgresReader):  # PostgreSQL checks its pages and enforces its foreign keys itself
        for (msg,) in conn.execute("PRAGMA integrity_check"):
            if msg != "ok":
                rep.problems.append(f"SQLite integrity: {msg}")
        for table, rowid, parent, _fk in conn.execute("PRAGMA foreign_key_check"):
            rep.problems.append(f"{table} row {rowid} points to a missing {parent} row")
    _check_indexes(conn, rep)
    if isinstance(conn, PostgresReader) and rep.schema_version >= pgfunctions.FENCE_VERSION:
        rep.problems += pgfunctions.problems(conn.execute(pgfunctions.FUNCTIONS_SQL).fetchall())
    rep.undelivered = conn.execute("SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL").fetchone()[0]
    rep.timers = conn.execute("SELECT COUNT(*) FROM timers").fetchone()[0]
    _check_outbox(conn, rep)
    check_content(conn, rep.problems, games)
    if rep.schema_version >= 4:
        rep.content = conn.execute("SELECT COUNT(*) FROM user_content").fetchone()[0]
    rows = conn.execute("SELECT id, game, status, format, options, last_seq, last_hash, commitment FROM matches")
    for mid, game_name, status, fmt, options, last_seq, last_hash, commit in rows.fetchall():
        rep.matches += 1
        live = status in LIVE_STATUSES
        rep.live += live
        where = f"match {mid} ({game_name}, {status})"
        if fmt > MATCH_FORMAT:
            rep.problems.append(f"{where}: written by a newer bot (format {fmt})")
            continue
        try:
            json.loads(options)
        except ValueError:
            rep.problems.append(f"{where}: options are not valid JSON")
        if not conn.execute("SELECT 1 FROM seats WHERE match_id=?", (mid,)).fetchone():
            rep.problems.append(f"{where}: has no seats")
        prev, expected = commit, 1
        for seq, at, actor, seat, source, kind, vis, payload, h in conn.execute(
            "SELECT seq, at, actor, seat, source, kind, visibility, payload, hash FROM events WHERE match_id=? "
            "ORDER BY seq",
            (mid,),
        ):
            rep.events += 1
            if seq != expected:
                rep.problems.append(f"{where}: event #{expected} is missing")
                expected = seq
            expected += 1
            if chain_hash(prev, seq, at, actor, seat, source, kind, vis, payload) != h:
                rep.problems.append(f"{where}: event #{seq} ({kind}) does not match the hash chain (edited?)")
            try:
                json.loads(payload)
            except ValueError:
                rep.problems.append(f"{where}: event #{seq} ({kind}) payload is not valid JSON")
            prev = h
        if expected - 1 != last_seq or prev != last_hash:
            rep.problems.append(
                f"{where}: the match row says the log ends at #{last_seq}, the log ends at #{expected - 1}"
            )
        if games is not None:  # finished matches too: their stored final state must match their log
            _check_loads(conn, rep, where, mid, game_name, games)


def _check_indexes(conn: ReadConn, rep: CheckReport) -> None:
    """The indexes the schema version promises (a missing one leaves every query right, only slow)."""
    for name, version in INDEXES.items():
        if rep.schema_version < version:
            continue
        if isinstance(conn, PostgresReader):
            found = conn.execute("SELECT to_regclass(?) IS NOT NULL", (name,)).fetchone()[0]
        else:
            found = conn.execute("SELECT 1 FROM sqlite_master WHERE type='index' AND name=?", (name,)).fetchone()
        if not found:
            rep.problems.append(
                f"index {name} (schema version {version}) is missing: queries stay right but slow; recreate it with "
                f"the statement of migration {version} in bot/engine/migrations.py"
            )


def _check_outbox(conn: ReadConn, rep: CheckReport) -> None:
    """Every notification: readable, of a kind the engine writes, and addressed to the public or to the player who
    holds the seat it names (a private row sent to anyone else would leak that seat's secrets)."""
    players = {(m, s): u for m, s, u in conn.execute("SELECT match_id, seat, user_id FROM seats")}
    for oid, mid, kind, audience, user, payload, delivered in conn.execute(
        "SELECT id, match_id, kind, audience, user_id, payload, delivered_at FROM outbox ORDER BY id"
    ):
        where = f"outbox row {oid} (match {mid}, {kind})"
        try:
            json.loads(payload)
        except (TypeError, ValueError):
            late = "can never be delivered" if delivered is None else "was damaged after it was delivered"
            rep.problems.append(f"{where} is not valid JSON and {late}")
        if kind not in OUTBOX_KINDS:
            rep.problems.append(f"{where}: unknown kind {kind!r}; the engine writes {', '.join(sorted(OUTBOX_KINDS))}")
        if audience == PUBLIC:
            if user is not None:
                rep.problems.append(f"{where}: a public notification addressed to user {user}")
        elif (mid, audience) not in players:
            rep.problems.append(f"{where}: addressed to seat {audience!r}, which match {mid} does not have")
        elif players[(mid, audience)] != user:
            rep.problems.append(
                f"{where}: seat {audience}'s private notification is addressed to user {user}, not the seat's player "
                f"({players[(mid, audience)]})"
            )


def _check_loads(
    conn: ReadConn, rep: CheckReport, where: str, mid: str, game_name: str, games: Callable[[str], Game]
) -> None:
    try:
        game = games(game_name)
    except KeyError:
        rep.problems.append(f"{where}: this bot does not know the game, so the match cannot be loaded")
        return
    snap = conn.execute(
        "SELECT seq, state FROM snapshots WHERE match_id=? ORDER BY seq DESC LIMIT 1", (mid,)
    ).fetchone()
    if snap is None:
        rep.problems.append(f"{where}: no stored state to load from")
        return
    try:
        state = game.decode_state(json.loads(snap[1]))
        for _seq, kind, vis, payload in conn.execute(
            "SELECT seq, kind, visibility, payload FROM events WHERE match_id=? AND source='game' AND undone=0 "
            "AND seq>? ORDER BY seq",
            (mid, snap[0]),
        ):
            state = game.evolve(state, Event(kind, json.loads(payload), vis))
        game.prompts(state)
        head = conn.execute("SELECT head_state FROM matches WHERE id=?", (mid,)).fetchone()[0]
        if head is not None and json.loads(head) != game.encode_state(state):
            rep.problems.append(f"{where}: the stored current state differs from the one rebuilt from its log")
    except Exception as exc:
        rep.problems.append(f"{where}: the match cannot be loaded ({exc!r})")
