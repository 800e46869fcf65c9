"""Every SQL statement the engine runs, and the loading of states and live matches (parsed and folded by `rows`).

The engine decides; the repository reads and writes. Writes are built as statement lists (`Stmt`) so one action
is one transaction on the store's worker thread.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bot.core import canonical
from bot.core.protocol import PUBLIC, Game
from bot.engine import timers as T
from bot.engine.changes import Changes, Dumped, with_prompts
from bot.engine.errors import CorruptedMatch, EngineError, UnknownMatch
from bot.engine.migrations import MATCH_FORMAT
from bot.engine.rows import MatchRow, build_runner, check_chain, fold, loads, logged
from bot.engine.runner import MatchRunner
from bot.engine.store import Stmt
from bot.engine.stores import AnyStore
from bot.engine.types import (
    ACTIVE,
    LIVE_STATUSES,
    PAUSED,
    MatchInfo,
    Notification,
)

log = logging.getLogger(__name__)
GuildFilter = Callable[[str | None], bool]

MATCH_COLS = (
    "id, game, status, format, options, guild_id, channel_id, seed, commitment, created_at, finished_at, result, "
    "deadlines, undo, meta, last_seq, last_hash, next_action"
)
EVENT_COLS = "seq, at, actor, seat, source, kind, visibility, payload, undone"
GAME_EVENT_COLS = "seq, kind, visibility, payload"
OUTBOX_COLS = "id, match_id, kind, audience, user_id, payload, created_at"
ACKS_PER_STATEMENT = 512  # a power of two (see acks)
# The latest snapshot at or before a seq (first row, tagged 0) and the game events after it up to a limit (tagged
# 1): one query, so an undo reads the state it goes back to in one round trip (tests/engine/test_pg_commit.py).
SNAPSHOT_AND_EVENTS = f"""
WITH snap AS (SELECT seq, state FROM snapshots WHERE match_id=? AND seq<=? ORDER BY seq DESC LIMIT 1)
SELECT 0, seq, state, NULL, NULL FROM snap
UNION ALL
SELECT 1, {", ".join("e." + c.strip() for c in GAME_EVENT_COLS.split(","))} FROM events e, snap
WHERE e.match_id=? AND e.source='game' AND e.undone=0 AND e.seq>snap.seq AND e.seq<=?
ORDER BY 1, 2
"""
PLAYER_COLS = "time_zone, locale, quiet_start, quiet_end, preferences"
TIMER_COLS = "id, match_id, kind, seat, prompt_key, due_at, deadline"


class Repository:
    """The engine's SQL over one `Store`."""

    def __init__(self, store: AnyStore) -> None:
        self.store = store

    # ------------------------------------------------------------------ writing

    async def start(self) -> None:
        await self.store.migrate()
        for done in self.store.repaired:  # dropped or edited by hand since its migration (pgfunctions.py)
            log.warning("database %s repaired at start-up: %s", self.store.path, done)

    def insert_match(
        self, runner: MatchRunner, options_json: str, meta_json: str, update: Mapping[str, Any] | None = None
    ) -> list[Stmt]:
        """The new match's rows; `update` (column -> value: the log head and state its first commit sets) is
        written by the insert itself rather than by an update after it, so on PostgreSQL the creation is one
        statement (pgbatch.py runs an update after an insert into the same table statement by statement)."""
        r = runner
        row = dict(
            zip(
                [c.strip() for c in MATCH_COLS.split(",")],
                (
                    r.id,
                    r.game_name,
                    r.status,
                    MATCH_FORMAT,
                    options_json,
                    r.guild_id,
                    r.channel_id,
                    r.seed,
                    r.commitment,
                    r.created_at,
                    None,
                    None,
                    canonical.dumps(r.deadlines.to_json()),
                    None,
                    meta_json,
                    0,
                    r.commitment,
                    1,
                ),
                strict=True,
            )
        )
        row.update(with_prompts(dict(update or {})))
        marks = ",".join("?" * len(row))
        return [
            (f"INSERT INTO matches ({', '.join(row)}) VALUES ({marks})", [tuple(row.values())]),
            ("INSERT INTO seats (match_id, seat, user_id) VALUES (?,?,?)", [(r.id, s, u) for s, u in r.seats.items()]),
        ]

    @staticmethod
    def acks(ids: Sequence[int], now: float) -> list[Stmt]:
        """One statement per 512 acknowledgements (not one row each): on PostgreSQL the batch that carries them
        stays one statement (pgbatch.py), and the parameters stay under SQLite's limit. The id list is padded to a
        power of two (repeating its last id) so that few statement texts exist: each new one is prepared first."""
        out: list[Stmt] = []
        for start in range(0, len(ids), ACKS_PER_STATEMENT):
            chunk = list(ids[start : start + ACKS_PER_STATEMENT])
            chunk += chunk[-1:] * ((1 << (len(chunk) - 1).bit_length()) - len(chunk))
            marks = ",".join("?" * len(chunk))
            out.append((f"UPDATE outbox SET delivered_at=? WHERE id IN ({marks})", [(now, *chunk)]))
        return out

    def statements(self, mid: str, ch: Changes, now: float) -> list[Stmt]:
        """The SQL for one Changes. The outbox rows come last and return the ids the database gave them."""
        out: list[Stmt] = []
        if ch.undo_to is not None:
            upto = [(mid, ch.undo_to)]
            out.append(("UPDATE events SET undone=1 WHERE match_id=? AND seq>? AND source='game' AND undone=0", upto))
            out.append(("UPDATE actions SET undone=1 WHERE match_id=? AND first_seq>? AND undone=0", upto))
            out.append(("DELETE FROM snapshots WHERE match_id=? AND seq>?", upto))
        if ch.events:
            out.append(
                (
                    "INSERT INTO events (match_id, seq, at, actor, seat, source, kind, visibility, payload, action_n, "
                    "undone, hash) VALUES (?,?,?,?,?,?,?,?,?,?,0,?)",
                    [
                        (
                            mid,
                            r.seq,
                            r.at,
                            r.actor,
                            r.seat,
                            r.source,
                            r.kind,
                            r.visibility,
                            r.payload_json,
                            r.action_n,
                            r.hash,
                        )
                        for r in ch.events
                    ],
                )
            )
        if ch.actions:
            out.append(
                (
                    "INSERT INTO actions (match_id, n, seat, actor, action, visibility, first_seq, last_seq, at) "
                    "VALUES (?,?,?,?,?,?,?,?,?)",
                    [
                        (
                            mid,
                            a.n,
                            a.seat,
                            a.actor,
                            canonical.dumps(a.action),
                            a.visibility,
                            a.first_seq,
                            a.last_seq,
                            a.at,
                        )
                        for a in ch.actions
                    ],
                )
            )
        out += self._timer_statements(mid, ch)
        if ch.snapshot is not None:
            out.append(
                (
                    "INSERT INTO snapshots (match_id, seq, state) VALUES (?,?,?) "
                    "ON CONFLICT (match_id, seq) DO UPDATE SET state=excluded.state",
                    [(mid, *ch.snapshot)],
                )
            )
        if ch.update:
            update = with_prompts(ch.update)
            cols = sorted(update)
            out.append(
                (
                    f"UPDATE matches SET {', '.join(c + '=?' for c in cols)} WHERE id=?",
                    [(*[update[c] for c in cols], mid)],
                )
            )
        if ch.outbox:
            out.append(
                (
                    "INSERT INTO outbox (match_id, kind, audience, user_id, payload, created_at) VALUES (?,?,?,?,?,?) "
                    "RETURNING id",
                    [
                        (mid, kind, audience, user, _payload_text(payload), now)
                        for kind, audience, user, payload in ch.outbox
                    ],
                )
            )
        return out

    @staticmethod
    def notifications(mid: str, ch: Changes, now: float, ids: Sequence[int]) -> list[Notification]:
        """The committed outbox rows of `ch` as notifications, with the ids `statements` got back."""
        return [Notification(int(i), mid, *row, now) for i, row in zip(ids, ch.outbox, strict=True)]

    @staticmethod
    def _timer_statements(mid: str, ch: Changes) -> list[Stmt]:
        out: list[Stmt] = []
        if ch.timers_clear:
            out.append(("DELETE FROM timers WHERE match_id=?", [(mid,)]))
        elif ch.timers_cancel:
            out.append(
                (
                    "DELETE FROM timers WHERE match_id=? AND seat=? AND prompt_key=?",
                    [(mid, s, k) for s, k in ch.timers_cancel],
                )
            )
        if ch.timer_delete_ids:
            out.append(("DELETE FROM timers WHERE id=?", [(i,) for i in ch.timer_delete_ids]))
        if ch.timer_move:
            out.append(("UPDATE timers SET due_at=? WHERE id=?", list(ch.timer_move)))
        if ch.timers_add:
            out.append(
                (
                    "INSERT INTO timers (match_id, kind, seat, prompt_key, due_at, deadline) VALUES (?,?,?,?,?,?)",
                    [(mid, *t) for t in ch.timers_add],
                )
            )
        return out

    @staticmethod
    def meta_statement(match_id: str, text: str) -> Stmt:
        return ("UPDATE matches SET meta=? WHERE id=?", [(text, match_id)])

    # ------------------------------------------------------------------ players and values

    async def player(self, user_id: str) -> tuple[Any, ...] | None:
        rows = await self.store.fetchall(f"SELECT {PLAYER_COLS} FROM players WHERE user_id=?", (user_id,))
        return tuple(rows[0]) if rows else None

    async def save_player(self, user_id: str, row: tuple[Any, ...], now: float) -> None:
        await self.store.execute(
            f"INSERT INTO players (user_id, {PLAYER_COLS}, updated_at) "
            "VALUES (?,?,?,?,?,?,?) ON CONFLICT(user_id) DO UPDATE SET time_zone=excluded.time_zone, "
            "locale=excluded.locale, quiet_start=excluded.quiet_start, quiet_end=excluded.quiet_end, "
            "preferences=excluded.preferences, updated_at=excluded.updated_at",
            (user_id, *row, now),
        )

    async def value(self, scope: str, key: str) -> str | None:
        rows = await self.store.fetchall("SELECT value FROM kv WHERE scope=? AND key=?", (scope, key))
        return rows[0][0] if rows else None

    async def set_value(self, scope: str, key: str, text: str | None, now: float) -> None:
        if text is None:
            await self.store.execute("DELETE FROM kv WHERE scope=? AND key=?", (scope, key))
            return
        await self.store.execute(
            "INSERT INTO kv (scope, key, value, updated_at) VALUES (?,?,?,?) ON CONFLICT(scope, key) "
            "DO UPDATE SET value=excluded.value, updated_at=excluded.updated_at",
            (scope, key, text, now),
        )

    # ------------------------------------------------------------------ user content (bot/engine/content.py)

    async def add_content(
        self,
        scope: str,
        game: str,
        kind: str,
        rows: Sequence[tuple[str, str]],
        user_id: str,
        now: float,
        check: Callable[[dict[str, str]], None],
    ) -> set[str]:
        """Store (id, item JSON) rows of one kind in one transaction, replacing items with the same id.
        `check({id: added_by})` sees the kind's stored items first and may refuse (it raises). Returns the ids
        that were stored before (replaced). The read, the check and the write are one transaction under a lock of
        the scope's kind (`checked_write`), so two adds at the same moment, in one process or two, cannot pass the
        item limit together."""
        upsert = (
            "INSERT INTO user_content (scope, game, kind, id, item, added_by, added_at) VALUES (?,?,?,?,?,?,?) "
            "ON CONFLICT (scope, game, kind, id) DO UPDATE SET item=excluded.item, added_by=excluded.added_by, "
            "added_at=excluded.added_at"
        )
        values = [(scope, game, kind, item_id, text, user_id, now) for item_id, text in rows]
        before: set[str] = set()

        def decide(stored: list[Any]) -> list[Stmt]:
            existing = {str(i): str(u) for i, u in stored}
            check(existing)
            before.update(item_id for item_id, _ in rows if item_id in existing)
            return [(upsert, values)]

        read = ("SELECT id, added_by FROM user_content WHERE scope=? AND game=? AND kind=?", (scope, game, kind))
        await self.store.checked_write(f"user_content:{scope}:{game}:{kind}", read, decide)
        return before

    async def content_rows(
        self, scope: str, game: str, kind: str | None, item_id: str | None
    ) -> list[tuple[str, str, str, str, str, float]]:
        """(game, kind, id, item JSON, added_by, added_at) of a scope's items, by kind then id."""
        sql = "SELECT game, kind, id, item, added_by, added_at FROM user_content WHERE scope=? AND game=?"
        params: list[Any] = [scope, game]
        if kind is not None:
            sql += " AND kind=?"
            params.append(kind)
        if item_id is not None:
            sql += " AND id=?"
            params.append(item_id)
        return await self.store.fetchall(sql + " ORDER BY kind, id", params)

    async def remove_content(self, scope: str, game: str, kind: str, item_id: str) -> None:
        await self.store.execute(
            "DELETE FROM user_content WHERE scope=? AND game=? AND kind=? AND id=?", (scope, game, kind, item_id)
        )

    async def count_content(self, scope: str, game: str, kind: str) -> int:
        rows = await self.store.fetchall(
            "SELECT COUNT(*) FROM user_content WHERE scope=? AND game=? AND kind=?", (scope, game, kind)
        )
        return int(rows[0][0])

    # ------------------------------------------------------------------ timers and outbox

    async def due_timers(self, now: float) -> list[tuple[int, str, str, str, str, float, float]]:
        return await self.store.fetchall(
            f"SELECT {TIMER_COLS} FROM timers WHERE due_at <= ? ORDER BY due_at, id LIMIT 500", (now,)
        )

    async def timer_exists(self, tid: int) -> bool:
        return bool(await self.store.fetchall("SELECT 1 FROM timers WHERE id=?", (tid,)))

    async def delete_timer(self, tid: int) -> None:
        await self.store.execute("DELETE FROM timers WHERE id=?", (tid,))

    @staticmethod
    def delete_timer_statement(tid: int) -> Stmt:
        return ("DELETE FROM timers WHERE id=?", [(tid,)])

    async def undelivered(self, skip: set[int], keep: GuildFilter | None = None) -> list[Notification]:
        """Committed notifications not acknowledged yet; `keep(guild_id)`: only those of matches this process runs."""
        rows = await self.store.fetchall(
            f"SELECT {', '.join('o.' + c for c in OUTBOX_COLS.split(', '))}, m.guild_id FROM outbox o "
            "JOIN matches m ON m.id = o.match_id WHERE o.delivered_at IS NULL ORDER BY o.id LIMIT 10000"
        )
        notes = []
        for nid, mid, kind, audience, user, payload, at, guild in rows:
            if nid in skip or (keep is not None and not keep(guild)):
                continue
            try:
                body = json.loads(payload)
            except ValueError:
                log.error("outbox row %s is not valid JSON; skipping it", nid)
                continue
            notes.append(Notification(int(nid), mid, kind, audience, user, body, float(at)))
        return notes

    # ------------------------------------------------------------------ reading

    async def exists(self, match_id: str) -> bool:
        return bool(await self.store.fetchall("SELECT 1 FROM matches WHERE id=?", (match_id,)))

    async def stored_info(self, match_id: str) -> MatchInfo:
        rows = await self.store.fetchall(f"SELECT {MATCH_COLS} FROM matches WHERE id=?", (match_id,))
        if not rows:
            raise UnknownMatch(f"there is no match {match_id!r}")
        seats = await self.store.fetchall("SELECT seat, user_id FROM seats WHERE match_id=?", (match_id,))
        return MatchRow.parse(rows[0]).info({s: u for s, u in seats})

    async def move_ends(self, match_id: str) -> list[tuple[str | None, str, int, int]]:
        """(seat, actor, first_seq, last_seq) of every action not undone, in order."""
        return await self.store.fetchall(
            "SELECT seat, actor, first_seq, last_seq FROM actions WHERE match_id=? AND undone=0 ORDER BY n",
            (match_id,),
        )

    async def events(self, match_id: str, seat: str | None, everything: bool, include_undone: bool) -> list[Any]:
        sql = f"SELECT {EVENT_COLS} FROM events WHERE match_id=?"
        params: list[Any] = [match_id]
        if not everything:
            sql += " AND (visibility=? OR visibility=?)"
            params += [PUBLIC, seat if seat is not None else PUBLIC]
        if not include_undone:
            sql += " AND undone=0"
        rows = await self.store.fetchall(sql + " ORDER BY seq", params)
        return [logged(r, match_id) for r in rows]

    async def match_ids(self, live_only: bool, filters: dict[str, str]) -> list[str]:
        """Ids of matches by creation time; `filters` keys: user_id (a seat's player), guild_id, channel_id."""
        sql = "SELECT m.id FROM matches m WHERE 1=1"
        params: list[Any] = []
        if live_only:
            sql += " AND m.status IN (?, ?)"
            params += list(LIVE_STATUSES)
        for col, value in filters.items():
            if col == "user_id":
                sql += " AND EXISTS (SELECT 1 FROM seats s WHERE s.match_id = m.id AND s.user_id=?)"
            else:
                sql += f" AND m.{col}=?"
            params.append(value)
        return [mid for (mid,) in await self.store.fetchall(sql + " ORDER BY m.created_at", params)]

    async def snapshot_and_events(
        self, match_id: str, upto: int, events_after: int | None = None
    ) -> tuple[str, list[tuple[int, str, str, str]]]:
        """The latest snapshot at or before `upto` and the game events (not undone) after it, up to `events_after`
        (default: up to `upto`; replays pass no limit)."""
        limit = upto if events_after is None else events_after
        rows = await self.store.fetchall(SNAPSHOT_AND_EVENTS, (match_id, upto, match_id, limit))
        if not rows or rows[0][0] != 0:
            raise CorruptedMatch(f"match {match_id} has no stored starting state")
        return rows[0][2], [tuple(r[1:]) for r in rows[1:]]

    async def action_ends_after(self, match_id: str, since_seq: int) -> list[int]:
        rows = await self.store.fetchall(
            "SELECT last_seq FROM actions WHERE match_id=? AND undone=0 AND last_seq>?", (match_id, since_seq)
        )
        return sorted(int(s) for (s,) in rows)

    async def load_state(self, match_id: str, game: Game, upto: int | None = None) -> tuple[Any, int]:
        """The state after the last non-undone game event <= upto (latest snapshot + events after it), and how
        many events were applied."""
        snap_state, events = await self.snapshot_and_events(match_id, upto if upto is not None else 1 << 62)
        return fold(match_id, game, snap_state, events), len(events)

    async def verify(self, runner: MatchRunner) -> None:
        """Check a reloaded match before it is acted on: its hash chain, and that its stored current state is the
        one its snapshot and events rebuild (a damaged head would otherwise be carried on and saved again)."""
        rows = await self.store.fetchall(
            "SELECT seq, at, actor, seat, source, kind, visibility, payload, hash FROM events WHERE match_id=? "
            "ORDER BY seq",
            (runner.id,),
        )
        check_chain(runner.id, runner.commitment, rows, runner.last_seq, runner.last_hash)
        head = await self.store.fetchall("SELECT head_seq FROM matches WHERE id=?", (runner.id,))
        if not head or head[0][0] is None:
            return  # rows from before migration 2: the state was folded from the (now checked) events
        rebuilt, _ = await self.load_state(runner.id, runner.game, upto=int(head[0][0]))
        game = runner.game
        if canonical.dumps(game.encode_state(rebuilt)) != canonical.dumps(game.encode_state(runner.state)):
            raise CorruptedMatch(
                f"match {runner.id}: its stored current state differs from the one its log rebuilds (a damaged row)"
            )

    async def current_head(self, match_id: str) -> str | None:
        """The stored head state when it is current (no game event after it), else None."""
        head = await self.store.fetchall(
            "SELECT head_state, head_seq >= (SELECT COALESCE(MAX(seq), 0) FROM events WHERE match_id=? "
            "AND source='game' AND undone=0) FROM matches WHERE id=?",
            (match_id, match_id),
        )
        return str(head[0][0]) if head and head[0][0] is not None and head[0][1] else None

    async def load_live(
        self, game: Callable[[str], Game], keep: GuildFilter | None = None
    ) -> tuple[dict[str, MatchRunner], dict[str, EngineError]]:
        """Bulk reload of every live match (`keep(guild_id)`: of the shards this process runs): one query per
        table, not per match. Returns (runners, broken)."""
        live = (ACTIVE, PAUSED)
        # the head state as its UTF-8 bytes: what a match's first use binds and parses (runner.py); an idle match
        # holds them, half a str's size where one Cyrillic letter makes the whole str 2 bytes a character
        head_state = self.store.UTF8_OF.format("head_state")
        matches = await self.store.fetchall(
            f"SELECT {MATCH_COLS}, {head_state}, head_prompts FROM matches WHERE status IN (?,?)", live
        )
        seats: dict[str, dict[str, str]] = {}
        for mid, seat, user in await self.store.fetchall(
            "SELECT s.match_id, s.seat, s.user_id FROM seats s JOIN matches m ON m.id=s.match_id "
            "WHERE m.status IN (?,?)",
            live,
        ):
            seats.setdefault(mid, {})[seat] = user
        snaps: dict[str, tuple[int, str]] = {}
        for mid, seq, state in await self.store.fetchall(
            "SELECT s.match_id, s.seq, s.state FROM snapshots s JOIN matches m ON m.id=s.match_id "
            "WHERE m.status IN (?,?) AND m.head_state IS NULL "
            "AND s.seq=(SELECT MAX(seq) FROM snapshots WHERE match_id=s.match_id)",
            live,
        ):
            snaps[mid] = (int(seq), state)
        events: dict[str, list[Any]] = {}
        for mid, seq, kind, vis, payload in await self.store.fetchall(
            "SELECT e.match_id, e.seq, e.kind, e.visibility, e.payload FROM events e JOIN matches m "
            "ON m.id=e.match_id WHERE m.status IN (?,?) AND m.head_state IS NULL AND e.source='game' AND e.undone=0 "
            "AND e.seq>(SELECT MAX(seq) FROM snapshots WHERE match_id=e.match_id) ORDER BY e.match_id, e.seq",
            live,
        ):
            events.setdefault(mid, []).append((seq, kind, vis, payload))
        deadlines: dict[str, dict[tuple[str, str], float]] = {}
        for mid, seat, key, deadline in await self.store.fetchall(
            "SELECT match_id, seat, prompt_key, deadline FROM timers WHERE kind=?", (T.DEADLINE,)
        ):
            deadlines.setdefault(mid, {})[(seat, key)] = float(deadline)
        runners: dict[str, MatchRunner] = {}
        broken: dict[str, EngineError] = {}
        for row in matches:
            mid, head, head_prompts = row[0], row[-2], row[-1]
            if keep is not None and not keep(row[5]):  # row[5]: guild_id (MATCH_COLS)
                continue
            try:
                if head is not None:  # the current state is stored: no events to replay; decoded on first use
                    runner = build_runner(row[:-2], game, seats.get(mid, {}), None, [], head, head_prompts)
                else:  # rows from before migration 2: latest snapshot + the events after it
                    runner = build_runner(row[:-2], game, seats.get(mid, {}), snaps.get(mid), events.get(mid, []))
            except EngineError as exc:
                log.error("match %s cannot be loaded: %s", mid, exc.message)
                broken[mid] = exc
                continue
            runner.prompt_deadlines = deadlines.get(mid, {})
            runners[mid] = runner
        return runners, broken


__all__ = ["MATCH_COLS", "Repository", "fold", "loads"]


def _payload_text(payload: Mapping[str, Any]) -> str:
    return payload.text if isinstance(payload, Dumped) else canonical.dumps(dict(payload))
