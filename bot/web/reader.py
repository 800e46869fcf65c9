"""Reading matches for the web pages: one read-only connection (a SQLite file or PostgreSQL), the public timeline of
a match (its steps and public events) and the spectator view at any step, rebuilt from the log.

A *step* is the end of one action that was not undone (what `Engine.replay_views` calls a frame), plus a last step
for engine events after the last action (a concession, an abandonment). Step 0 is the table before any action.
Only events with visibility PUBLIC ever leave this module; views are `game.view(state, None)`.
"""

from __future__ import annotations

import bisect
import json
import sqlite3
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.core.protocol import PUBLIC, Event, Game
from bot.core.publicid import public_id
from bot.engine.dialect import is_postgres
from bot.engine.readonly import PostgresReader, ReadConn
from bot.engine.render import find_renderer, in_language
from bot.engine.replay import connect_readonly, replay_match
from bot.engine.rows import fold
from bot.engine.types import ABANDONED, FINISHED
from bot.i18n import Said
from bot.web.cache import LRU

OVER = (FINISHED, ABANDONED)
INDEX_REFRESH_SECONDS = 0.5  # an unknown page id re-reads new matches at most this often (bounds a 404 flood)
INDEX_OVERLAP_SECONDS = 3600.0  # PostgreSQL: how far back each index refresh looks again (clock skew, late commits)


@dataclass(frozen=True)
class Head:
    """The cheap, always-fresh facts of a match (one row)."""

    id: str
    game: str
    status: str
    last_seq: int
    commitment: str
    seed: str | None  # only once the match is over
    created_at: float
    finished_at: float | None
    seats: tuple[str, ...]

    @property
    def over(self) -> bool:
        return self.status in OVER


@dataclass
class Timeline:
    """The steps of a match and its public events (with their step numbers), for one value of last_seq."""

    ends: list[int]  # seq at the end of step 1..N
    public: list[dict[str, Any]]  # public events, not undone, each with "step"
    game_events: list[tuple[int, str, str, str]]  # (seq, kind, visibility, payload) of game events, not undone
    marks: list[dict[str, Any]] = field(default_factory=list)  # bookmarks: {"step", "round", "phase"}
    start: int = 0  # events up to this seq come before the first action: step 0 (the match's start)

    @property
    def steps(self) -> int:
        return len(self.ends)

    def step_of(self, seq: int) -> int:
        if seq <= self.start:
            return 0
        return min(bisect.bisect_left(self.ends, seq) + 1, self.steps)

    def seq_at(self, step: int) -> int:
        return 0 if step <= 0 else self.ends[step - 1]

    def events_of(self, step: int) -> list[dict[str, Any]]:
        return [e for e in self.public if e["step"] == step]


class Reader:
    def __init__(
        self,
        path: str | Path,
        games: Callable[[str], Game],
        *,
        states: int = 256,
        pictures: int = 128,
        timelines: int = 32,
    ) -> None:
        self.target: str | Path = str(path) if is_postgres(path) else Path(path)
        self.games = games
        self._conn: ReadConn
        if isinstance(self.target, str):  # PostgreSQL: each read sees what the bots committed up to then
            self._conn = PostgresReader(self.target, snapshot=False)
        else:
            self._conn = sqlite3.connect(f"file:{self.target}?mode=ro", uri=True, check_same_thread=False)
            self._conn.execute("PRAGMA query_only=ON")
        self._lock = threading.Lock()  # one statement at a time, and never a close during one
        self._closed = False
        self._index: dict[str, str] = {}  # public id -> match id
        self._indexed_ids: set[str] = set()
        self._indexed_rowid = 0  # SQLite: the rowid of the last match indexed (one writer: rowids grow in order)
        self._indexed_created = float("-inf")  # PostgreSQL: the latest created_at indexed (see _refresh_index)
        self._indexed_at = 0.0
        self._states: LRU[tuple[str, int], Any] = LRU(states)
        self._pictures: LRU[tuple[str, int, str], bytes] = LRU(pictures)
        self._timelines: LRU[tuple[str, int, str], Timeline] = LRU(timelines)
        self._verdicts: LRU[str, tuple[bool, str]] = LRU(256)

    def close(self) -> None:
        # Under the lock: a read still running in a worker thread (asyncio.to_thread is not cancelled with its task)
        # on a connection closed under it crashed the process (a segfault seen in CI at shutdown).
        with self._lock:
            self._closed = True
            self._conn.close()

    def _rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
        with self._lock:
            if self._closed:
                raise sqlite3.ProgrammingError("the match page's reader is closed (the server is shutting down)")
            return self._conn.execute(sql, params).fetchall()

    # ------------------------------------------------------------------ public ids

    def lookup(self, pid: str) -> str | None:
        """The match id of a public page id, or None. New matches are indexed on a miss (rate-bounded)."""
        found = self._index.get(pid)
        if found is None and time.monotonic() - self._indexed_at >= INDEX_REFRESH_SECONDS:
            self._refresh_index()
            found = self._index.get(pid)
        return found

    def _refresh_index(self) -> None:
        self._indexed_at = time.monotonic()
        if isinstance(self.target, str):
            self._refresh_index_postgres()
            return
        try:
            rows = self._rows(
                "SELECT rowid, id, seed FROM matches WHERE rowid>? ORDER BY rowid", (self._indexed_rowid,)
            )
        except sqlite3.OperationalError:
            return  # no matches table yet (an empty database): nothing to serve
        for rowid, mid, seed in rows:
            self._index[public_id(seed, mid)] = mid
            self._indexed_rowid = max(self._indexed_rowid, int(rowid))

    def _refresh_index_postgres(self) -> None:
        """PostgreSQL has no rowid, and several bot processes commit in no order: read the matches created since
        the latest one indexed, less INDEX_OVERLAP_SECONDS (a match committed late, or by a process whose clock
        lags), and skip those already indexed."""
        if not self._rows("SELECT to_regclass('matches') IS NOT NULL")[0][0]:
            return  # an empty database: nothing to serve
        since = self._indexed_created - INDEX_OVERLAP_SECONDS
        rows = self._rows("SELECT created_at, id, seed FROM matches WHERE created_at >= ?", (since,))
        for created, mid, seed in rows:
            if mid not in self._indexed_ids:
                self._indexed_ids.add(mid)
                self._index[public_id(seed, mid)] = mid
            self._indexed_created = max(self._indexed_created, float(created))

    # ------------------------------------------------------------------ heads and timelines

    def head(self, mid: str) -> Head:
        row = self._rows(
            "SELECT id, game, status, last_seq, commitment, seed, created_at, finished_at FROM matches WHERE id=?",
            (mid,),
        )[0]
        seats = tuple(s for (s,) in self._rows("SELECT seat FROM seats WHERE match_id=? ORDER BY seat", (mid,)))
        game = self.games(row[1])
        order = tuple(s for s in game.seat_spec.names if s in seats) + tuple(
            s for s in seats if s not in game.seat_spec.names
        )
        over = row[2] in OVER
        return Head(row[0], row[1], row[2], int(row[3]), row[4], row[5] if over else None, row[6], row[7], order)

    def heads(self, mids: list[str]) -> dict[str, tuple[int, str]]:
        """(last_seq, status) of several matches in one query: what the live poller watches."""
        if not mids:
            return {}
        marks = ",".join("?" * len(mids))
        rows = self._rows(f"SELECT id, last_seq, status FROM matches WHERE id IN ({marks})", tuple(mids))
        return {mid: (int(seq), status) for mid, seq, status in rows}

    def timeline(self, head: Head) -> Timeline:
        key = (head.id, head.last_seq, head.status)
        cached = self._timelines.get(key)
        if cached is not None:
            return cached
        events = self._rows(
            "SELECT seq, at, seat, source, kind, visibility, payload FROM events WHERE match_id=? AND undone=0 "
            "ORDER BY seq",
            (head.id,),
        )
        ends = sorted(
            int(s) for (s,) in self._rows("SELECT last_seq FROM actions WHERE match_id=? AND undone=0", (head.id,))
        )
        if head.over and events and (not ends or events[-1][0] > ends[-1]):
            ends.append(int(events[-1][0]))  # a concession or abandonment after the last action: the last step
        first_action = self._rows("SELECT MIN(first_seq) FROM actions WHERE match_id=? AND undone=0", (head.id,))[0][0]
        tl = Timeline(ends, [], [], start=int(first_action) - 1 if first_action is not None else 1 << 62)
        marker = find_marker(self.games(head.game))
        round_now: Any = None  # a phase mark without a round belongs to the last round marked
        for seq, at, seat, source, kind, vis, payload in events:
            if source == "game":
                tl.game_events.append((seq, kind, vis, payload))
            if vis != PUBLIC:
                continue
            body = json.loads(payload)
            step = tl.step_of(seq)
            tl.public.append(
                {"seq": seq, "step": step, "at": at, "seat": seat, "source": source, "kind": kind, "payload": body}
            )
            mark = marker(kind, body) if marker is not None and source == "game" else None
            if mark:
                # the marking event ends the action that starts the round/phase: the table after its step
                mark = {"round": mark.get("round") or round_now, "phase": mark.get("phase")}
                round_now = mark["round"]
                tl.marks.append({"step": step, **mark})
        self._timelines.put(key, tl)
        return tl

    # ------------------------------------------------------------------ views and pictures

    def state_at(self, head: Head, tl: Timeline, step: int) -> Any:
        game = self.games(head.game)
        seq = tl.seq_at(step)
        cached = self._states.get((head.id, seq))
        if cached is not None:
            return cached
        start_seq, state = -1, None
        for earlier in range(step - 1, max(-1, step - 64), -1):  # nearest cached earlier step: stepping is cheap
            found = self._states.get((head.id, tl.seq_at(earlier)))
            if found is not None:
                start_seq, state = tl.seq_at(earlier), found
                break
        if state is None:
            snap = self._rows(
                "SELECT seq, state FROM snapshots WHERE match_id=? AND seq<=? ORDER BY seq DESC LIMIT 1",
                (head.id, seq),
            )
            start_seq = int(snap[0][0])
            state = fold(head.id, game, snap[0][1], [])
        lo = bisect.bisect_right([e[0] for e in tl.game_events], start_seq)
        for s, kind, vis, payload in tl.game_events[lo:]:
            if s > seq:
                break
            state = game.evolve(state, Event(kind, json.loads(payload), vis))
        self._states.put((head.id, seq), state)
        return state

    def view_at(self, head: Head, tl: Timeline, step: int) -> dict[str, Any]:
        return dict(self.games(head.game).view(self.state_at(head, tl, step), None))

    def picture(self, head: Head, tl: Timeline, step: int, lang: str = "en") -> bytes | None:
        """The board picture (PNG) of the spectator view at `step`, its words in `lang`, or None for a game
        without a renderer."""
        key = (head.id, tl.seq_at(step), lang)
        cached = self._pictures.get(key)
        if cached is not None:
            return cached
        found = find_renderer(head.game)
        if found is None:
            return None
        from renderers.common.encode import png_bytes

        data = png_bytes(in_language(found, lang)(self.view_at(head, tl, step)))
        self._pictures.put(key, data)
        return data

    # ------------------------------------------------------------------ verification

    def verdict(self, head: Head) -> tuple[bool, str]:
        """(verified, summary) by the same code as `python -m bot replay`; only asked once the match is over. The
        summary is a `Said`: its English as a str, said in a page's language by `said(summary, lang)` (its first
        problem too: the replay's findings are `replay.*` messages)."""
        cached = self._verdicts.get(head.id)
        if cached is not None:
            return cached
        conn = connect_readonly(self.target)
        try:
            rep = replay_match(conn, head.id, self.games)
        finally:
            conn.close()
        out: tuple[bool, str]
        if rep.ok:
            out = (True, Said("web.replay_ok", actions=rep.actions_checked, hash=str(rep.state_hash)))
        else:
            out = (False, Said("web.replay_problems", n=len(rep.problems), first=rep.problems[0]))
        self._verdicts.put(head.id, out)
        return out


Marker = Callable[[str, Mapping[str, Any]], Mapping[str, Any] | None]


def find_marker(game: Game) -> Marker | None:
    """The game's optional `bookmark(kind, payload)` hook: {"round": n, "phase": name | None} for an event that
    starts a round or a phase, else None (docs/protocol.md)."""
    fn = getattr(game, "bookmark", None)
    return fn if callable(fn) else None


__all__ = ["Head", "Reader", "Timeline"]
