"""Replay and verify a stored match: rebuild the state from its log and re-derive every roll from the seed.

The engine records, for every action, which seat did what (table `actions`). Replay re-runs `game.act` with
`Chance(seed)` on the rebuilt state and compares the events it produces with the stored ones: a changed die, a
changed pick or an inserted/removed event shows up as a mismatch. The hash chain over the events and the seed's
commitment are checked too. Read-only; works on a copy of the database as well as on the live file.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from bot.core import canonical
from bot.core.chance import Chance, commitment
from bot.core.protocol import Event, Game
from bot.core.texts import failure, quoted
from bot.engine.readonly import ReadConn, connect_readonly
from bot.engine.runner import chain_hash
from bot.engine.types import ABANDONED, FINISHED
from bot.i18n import Said

FrameSink = Callable[[int, Any], None]  # (seq, public view) after each action


@dataclass
class ReplayReport:
    match_id: str
    game: str = ""
    status: str = ""
    seed_revealed: bool = False
    events: list[dict[str, Any]] = field(default_factory=list)
    actions_checked: int = 0
    # Said values (bot.i18n): their English as str, said in a reader's language by `said(text, locale)` (replay.*)
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    state_hash: str | None = None

    @property
    def ok(self) -> bool:
        return not self.problems


def _rows(conn: ReadConn, sql: str, params: tuple[Any, ...]) -> Iterator[tuple[Any, ...]]:
    yield from conn.execute(sql, params)


def _short(value: Any, limit: int = 160) -> str:
    text = canonical.dumps(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def first_difference(a: Any, b: Any, path: str = "") -> str | None:
    """Where two JSON values first differ, e.g. 'payload.rolls.b: stored 6, derived 3' (a Said)."""
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b), key=str):
            d = first_difference(a.get(k), b.get(k), f"{path}.{k}" if path else str(k))
            if d:
                return d
        return None
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            d = first_difference(x, y, f"{path}[{i}]")
            if d:
                return d
        return None
    if canonical.dumps(a) == canonical.dumps(b):
        return None
    return Said("replay.difference", path=path or "value", stored=_short(a, 60), derived=_short(b, 60))


def replay_match(
    conn: ReadConn, match_id: str, games: Callable[[str], Game], frames: FrameSink | None = None
) -> ReplayReport:
    rep = ReplayReport(match_id)
    row = conn.execute("SELECT game, status, options, seed, commitment FROM matches WHERE id=?", (match_id,)).fetchone()
    if row is None:
        rep.problems.append(Said("replay.no_match", match=quoted(match_id, 80)))
        return rep
    game_name, status, options_text, seed, commit = row
    rep.game, rep.status = game_name, status
    rep.seed_revealed = status in (FINISHED, ABANDONED)
    if not rep.seed_revealed:
        rep.notes.append(Said("replay.not_over"))
    if commitment(seed) != commit:
        rep.problems.append(Said("replay.commitment"))
    try:
        game = games(game_name)
    except KeyError:
        rep.problems.append(Said("replay.unknown_game", game=quoted(game_name)))
        return rep
    seats = [s for (s,) in _rows(conn, "SELECT seat FROM seats WHERE match_id=?", (match_id,))]
    order = [s for s in game.seat_spec.names if s in seats]
    chance = Chance(seed)

    # 1. the hash chain over every stored event, undone ones included
    events = list(
        _rows(
            conn,
            "SELECT seq, at, actor, seat, source, kind, visibility, payload, action_n, undone, "
            "hash FROM events WHERE match_id=? ORDER BY seq",
            (match_id,),
        )
    )
    prev = commit
    for expected, (seq, at, actor, seat, source, kind, vis, payload, _n, undone, h) in enumerate(events, start=1):
        if seq != expected:
            rep.problems.append(Said("replay.missing_event", expected=expected, seq=seq))
        if chain_hash(prev, seq, at, actor, seat, source, kind, vis, payload) != h:
            rep.problems.append(Said("replay.chain", seq=seq, kind=kind))
        prev = h
        try:
            body = json.loads(payload)
        except ValueError:
            rep.problems.append(Said("replay.payload_json", seq=seq, kind=kind))
            body = None
        rep.events.append(
            {
                "seq": seq,
                "at": at,
                "actor": actor,
                "seat": seat,
                "source": source,
                "kind": kind,
                "visibility": vis,
                "payload": body,
                "undone": bool(undone),
            }
        )

    # 2. the starting state
    try:
        state = game.setup(json.loads(options_text), order, chance)
    except Exception as exc:
        rep.problems.append(Said("replay.setup", error=failure(exc)))
        return rep
    snap0 = conn.execute("SELECT state FROM snapshots WHERE match_id=? AND seq=0", (match_id,)).fetchone()
    if snap0 is None:
        rep.notes.append(Said("replay.no_start"))
    else:
        derived0 = _without_new_roll_keys(game.encode_state(state), json.loads(snap0[0]))
        if canonical.dumps(derived0) != snap0[0]:
            rep.problems.append(Said("replay.start_differs"))
        else:  # play on from the state as stored (a setup roll of an older match has no key in it)
            state = game.decode_state(derived0)

    # 3. re-derive every action's events on the state it was made in (undo branches included)
    actions = {
        int(first): (int(n), seat, json.loads(action), int(last))
        for n, seat, action, first, last in _rows(
            conn, "SELECT n, seat, action, first_seq, last_seq FROM actions WHERE match_id=? ORDER BY n", (match_id,)
        )
    }
    by_seq = {e["seq"]: e for e in rep.events}
    action_ends = {a[3] for a in actions.values()}
    after: dict[int, Any] = {0: state}
    for e in rep.events:
        seq = e["seq"]
        if e["source"] == "engine":
            if e["kind"] == "undone" and isinstance(e["payload"], dict):
                to_seq = int(e["payload"].get("to_seq", -1))
                if to_seq not in after:
                    rep.problems.append(Said("replay.undo_unknown", seq=seq, to=to_seq))
                else:
                    state = after[to_seq]
            after[seq] = state
            continue
        if seq in actions:
            n, seat, action, last = actions[seq]
            stored = [by_seq.get(s) for s in range(seq, last + 1)]
            try:
                derived = [ev.to_json() for ev in game.act(state, seat, action, chance)]
            except Exception as exc:
                rep.problems.append(Said("replay.refused", n=n, seat=seat, action=_short(action), error=str(exc)))
                derived = []
            got = [
                {"kind": s["kind"], "payload": s["payload"], "visibility": s["visibility"]} if s else None
                for s in stored
            ]
            derived = _without_new_roll_keys(derived, got)
            if canonical.dumps(got) != canonical.dumps(derived):
                first_bad = next(
                    (i for i, (a, b) in enumerate(zip(got, derived, strict=False)) if a != b),
                    min(len(got), len(derived)),
                )
                diff = first_difference(
                    got[first_bad] if first_bad < len(got) else None,
                    derived[first_bad] if first_bad < len(derived) else None,
                )
                said = Said("replay.differs", n=n, seat=seat, action=_short(action), seq=seq + first_bad, diff=diff)
                rep.problems.append(said)
            rep.actions_checked += 1
        if e["payload"] is None:
            return rep  # reported above; nothing after it can be rebuilt
        try:
            state = game.evolve(state, Event(e["kind"], e["payload"], e["visibility"]))
        except Exception as exc:
            rep.problems.append(Said("replay.unapplied", seq=seq, kind=e["kind"], error=failure(exc)))
            return rep
        after[seq] = state
        if frames is not None and seq in action_ends:
            frames(seq, game.view(state, None))
    rep.state_hash = canonical.digest(game.encode_state(state))
    _compare_head(conn, rep)
    return rep


def _without_new_roll_keys(derived: Any, stored: Any) -> Any:
    """`derived` without the "roll_key" fields that `stored` lacks at the same place: games began writing their
    roll keys into dice events later, and a key only names where a roll came from (the dice are still compared), so a
    match stored before must still verify. A stored key that differs from the derived one is still a mismatch."""
    if isinstance(derived, dict) and isinstance(stored, dict):
        return {
            k: _without_new_roll_keys(v, stored.get(k))
            for k, v in derived.items()
            if not (k == "roll_key" and k not in stored)
        }
    if isinstance(derived, list) and isinstance(stored, list) and len(derived) == len(stored):
        return [_without_new_roll_keys(d, s) for d, s in zip(derived, stored, strict=True)]
    return derived


def _compare_head(conn: ReadConn, rep: ReplayReport) -> None:
    """The state the live bot saved (what it resumes from after a restart) must be the one the log rebuilds."""
    row = conn.execute("SELECT head_state, head_seq FROM matches WHERE id=?", (rep.match_id,)).fetchone()
    head, head_seq = row if row else (None, None)
    if head is None:
        rep.notes.append(Said("replay.no_head"))
        return
    last_game = max((e["seq"] for e in rep.events if e["source"] == "game" and not e["undone"]), default=0)
    if head_seq is None or head_seq < last_game:
        rep.notes.append(Said("replay.head_early", seq=head_seq if head_seq is not None else "?"))
        return
    try:
        stored = canonical.digest(json.loads(head))
    except ValueError:
        rep.problems.append(Said("replay.head_json"))
        return
    if stored != rep.state_hash:
        rep.problems.append(Said("replay.head_differs", stored=stored[:12], rebuilt=(rep.state_hash or "")[:12]))


def event_payload(payload: Any) -> str:
    """A stored event's payload as one short line (canonical JSON, cut at 100 characters)."""
    return _short(payload, 100)


__all__ = ["ReplayReport", "connect_readonly", "event_payload", "first_difference", "replay_match"]
