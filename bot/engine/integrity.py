"""`db check`: a read-only integrity report of the match database, in sentences a person can act on."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from bot.core import canonical
from bot.core.protocol import PUBLIC, Event, Game, Prompt
from bot.core.texts import failure, msg
from bot.engine import pgfunctions, stored_prompts
from bot.engine.content_check import check_content
from bot.engine.db_words import database_said
from bot.engine.dialect import redact
from bot.engine.migrations import INDEXES, LATEST, MATCH_FORMAT, PROMPTS_VERSION
from bot.engine.readonly import DATABASE_ERRORS, PostgresReader, ReadConn, connect_readonly, schema_version
from bot.engine.runner import chain_hash
from bot.engine.types import LIVE_STATUSES, OUTBOX_KINDS
from bot.i18n import Said, said, t

Message = dict[str, object]  # a message of data/bot/texts nested in a problem (where it is: a match, a row)


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

    def render(self, locale: str | None = None) -> str:
        """The report in `locale` (the console's `--lang`): every line is a catalog message (`db.check.*`; a problem
        is a `bot.i18n.Said`, whose str is its English); what it quotes stays as given (a game's refusal, an
        error of the driver or of SQLite, ids)."""
        lines = [
            t("db.check.database", locale, db=self.path),
            t("db.check.schema", locale, version=self.schema_version, latest=LATEST),
            t(
                "db.check.counts",
                locale,
                matches=self.matches,
                live=self.live,
                events=self.events,
                undelivered=self.undelivered,
                timers=self.timers,
                content=self.content,
            ),
        ]
        lines += [f"{t('db.check.note', locale)} {said(n, locale)}" for n in self.notes]
        if self.problems:
            lines.append(t("db.check.problems", locale, n=len(self.problems)))
            lines += [f"  - {said(p, locale)}" for p in self.problems]
        else:
            lines.append(t("db.check.ok", locale))
        return "\n".join(lines)


def check_database(path: str | Path, games: Callable[[str], Game] | None = None) -> CheckReport:
    rep = CheckReport(redact(str(path)))
    try:
        conn = connect_readonly(path)
    except FileNotFoundError as exc:
        rep.problems.append(Said("db.check.no_database", english=str(exc), db=rep.path))
        return rep
    except DATABASE_ERRORS as exc:
        rep.problems.append(Said("db.check.unopenable", db=rep.path, error=database_said(exc)))
        return rep
    try:
        _check(conn, rep, games)
    except DATABASE_ERRORS as exc:
        rep.problems.append(Said("db.check.unreadable", error=database_said(exc)))
    finally:
        conn.close()
    return rep


def _check(conn: ReadConn, rep: CheckReport, games: Callable[[str], Game] | None) -> None:
    rep.schema_version = schema_version(conn)
    if rep.schema_version > LATEST:
        rep.problems.append(Said("db.check.schema_newer", version=rep.schema_version, latest=LATEST))
        return
    if rep.schema_version < LATEST:
        rep.problems.append(Said("db.check.schema_behind", version=rep.schema_version, latest=LATEST))
        if rep.schema_version == 0:
            return
    if not isinstance(conn, PostgresReader):  # PostgreSQL checks its pages and enforces its foreign keys itself
        for (said_by_sqlite,) in conn.execute("PRAGMA integrity_check"):
            if said_by_sqlite != "ok":
                rep.problems.append(Said("db.check.sqlite_integrity", error=said_by_sqlite))
        for table, rowid, parent, _fk in conn.execute("PRAGMA foreign_key_check"):
            rep.problems.append(Said("db.check.foreign_key", table=table, row=str(rowid), parent=parent))
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
        where = msg("db.check.match", id=mid, game=game_name, status=status)
        if fmt > MATCH_FORMAT:
            rep.problems.append(Said("db.check.match_newer", where=where, format=fmt))
            continue
        try:
            json.loads(options)
        except ValueError:
            rep.problems.append(Said("db.check.match_options", where=where))
        if not conn.execute("SELECT 1 FROM seats WHERE match_id=?", (mid,)).fetchone():
            rep.problems.append(Said("db.check.match_no_seats", where=where))
        prev, expected = commit, 1
        for seq, at, actor, seat, source, kind, vis, payload, h in conn.execute(
            "SELECT seq, at, actor, seat, source, kind, visibility, payload, hash FROM events WHERE match_id=? "
            "ORDER BY seq",
            (mid,),
        ):
            rep.events += 1
            if seq != expected:
                rep.problems.append(Said("db.check.event_missing", where=where, seq=expected))
                expected = seq
            expected += 1
            if chain_hash(prev, seq, at, actor, seat, source, kind, vis, payload) != h:
                rep.problems.append(Said("db.check.event_hash", where=where, seq=seq, kind=kind))
            try:
                json.loads(payload)
            except ValueError:
                rep.problems.append(Said("db.check.event_json", where=where, seq=seq, kind=kind))
            prev = h
        if expected - 1 != last_seq or prev != last_hash:
            rep.problems.append(Said("db.check.log_end", where=where, said=last_seq, found=expected - 1))
        if games is not None:  # finished matches too: their stored final state must match their log
            _check_loads(conn, rep, where, mid, game_name, games, rep.schema_version >= PROMPTS_VERSION)


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
            rep.problems.append(Said("db.check.index_missing", name=name, version=version))


def _check_outbox(conn: ReadConn, rep: CheckReport) -> None:
    """Every notification: readable, of a kind the engine writes, and addressed to the public or to the player who
    holds the seat it names (a private row sent to anyone else would leak that seat's secrets)."""
    players = {(m, s): u for m, s, u in conn.execute("SELECT match_id, seat, user_id FROM seats")}
    for oid, mid, kind, audience, user, payload, delivered in conn.execute(
        "SELECT id, match_id, kind, audience, user_id, payload, delivered_at FROM outbox ORDER BY id"
    ):
        where = msg("db.check.outbox_row", id=str(oid), match=mid, kind=kind)
        try:
            json.loads(payload)
        except (TypeError, ValueError):
            late = "undelivered" if delivered is None else "delivered"
            rep.problems.append(Said(f"db.check.outbox_json_{late}", where=where))
        if kind not in OUTBOX_KINDS:
            kinds = ", ".join(sorted(OUTBOX_KINDS))
            rep.problems.append(Said("db.check.outbox_kind", where=where, kind=str(kind), kinds=kinds))
        if audience == PUBLIC:
            if user is not None:
                rep.problems.append(Said("db.check.outbox_public", where=where, user=str(user)))
        elif (mid, audience) not in players:
            rep.problems.append(Said("db.check.outbox_seat", where=where, seat=str(audience), match=mid))
        elif players[(mid, audience)] != user:
            player = players[(mid, audience)]
            rep.problems.append(Said("db.check.outbox_user", where=where, seat=audience, user=str(user), player=player))


def _check_loads(
    conn: ReadConn,
    rep: CheckReport,
    where: Message,
    mid: str,
    game_name: str,
    games: Callable[[str], Game],
    with_prompts: bool,
) -> None:
    try:
        game = games(game_name)
    except KeyError:
        rep.problems.append(Said("db.check.game_unknown", where=where))
        return
    snap = conn.execute(
        "SELECT seq, state FROM snapshots WHERE match_id=? ORDER BY seq DESC LIMIT 1", (mid,)
    ).fetchone()
    if snap is None:
        rep.problems.append(Said("db.check.no_state", where=where))
        return
    try:
        state = game.decode_state(json.loads(snap[1]))
        for _seq, kind, vis, payload in conn.execute(
            "SELECT seq, kind, visibility, payload FROM events WHERE match_id=? AND source='game' AND undone=0 "
            "AND seq>? ORDER BY seq",
            (mid, snap[0]),
        ):
            state = game.evolve(state, Event(kind, json.loads(payload), vis))
        prompts = game.prompts(state)
        head = conn.execute("SELECT head_state FROM matches WHERE id=?", (mid,)).fetchone()[0]
        if head is not None and json.loads(head) != game.encode_state(state):
            rep.problems.append(Said("db.check.state_differs", where=where))
        elif head is not None and with_prompts:
            _check_prompts(conn, rep, where, mid, head, prompts)
    except Exception as exc:
        rep.problems.append(Said("db.check.unloadable", where=where, error=failure(exc)))


def _check_prompts(
    conn: ReadConn, rep: CheckReport, where: Message, mid: str, head: str, prompts: list[Prompt]
) -> None:
    """Stored prompts this installation would read (bound to it and to the stored state) are the state's own; a
    NULL or stale value is not a problem: the prompts are built afresh."""
    stored = conn.execute("SELECT head_prompts FROM matches WHERE id=?", (mid,)).fetchone()[0]
    if stored is None or not stored_prompts.bound_to(stored, head):
        return
    read = stored_prompts.load(stored)
    if read is None:
        rep.problems.append(Said("db.check.prompts_unreadable", where=where))
    elif canonical.dumps([p.to_json() for p in read]) != canonical.dumps([p.to_json() for p in prompts]):
        rep.problems.append(Said("db.check.prompts_differ", where=where))
