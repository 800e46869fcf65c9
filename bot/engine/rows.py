"""Stored rows back into values: match rows (checked for format), JSON columns, states folded from a snapshot and
the events after it, and live matches. Pure: the repository fetches the rows."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from bot.core import canonical
from bot.core.protocol import Event, Game, Outcome
from bot.engine.errors import CorruptedMatch, EngineError, FutureRow, UnknownGame
from bot.engine.migrations import MATCH_FORMAT
from bot.engine.runner import MatchRunner, chain_hash
from bot.engine.types import ABANDONED, FINISHED, DeadlinePolicy, LoggedEvent, MatchInfo, UndoRequest


def loads(text: str | None, what: str, match_id: str) -> Any:
    if text is None:
        return None
    try:
        return canonical.loads(text)
    except (TypeError, ValueError) as exc:
        raise CorruptedMatch(f"match {match_id}: stored {what} is not valid JSON ({exc})") from exc


def fold(match_id: str, game: Game, snap_state: str, events: Sequence[Sequence[Any]]) -> Any:
    """The state stored as `snap_state` with the game events (seq, kind, visibility, payload) applied in order."""
    try:
        state = game.decode_state(canonical.loads(snap_state))
    except Exception as exc:
        raise CorruptedMatch(f"match {match_id}: its stored state cannot be read ({exc})") from exc
    for seq, kind, visibility, payload in events:
        try:
            state = game.evolve(state, Event(kind, canonical.loads(payload), visibility))
        except Exception as exc:
            raise CorruptedMatch(f"match {match_id}: stored event #{seq} ({kind}) cannot be applied ({exc})") from exc
    return state


class MatchRow(NamedTuple):
    """One `matches` row (MATCH_COLS), checked to be of a format this bot understands."""

    id: str
    game: str
    status: str
    format: int
    options: str
    guild_id: str | None
    channel_id: str | None
    seed: str
    commitment: str
    created_at: float
    finished_at: float | None
    result: str | None
    deadlines: str
    undo: str | None
    meta: str | None
    last_seq: int
    last_hash: str
    next_action: int

    @classmethod
    def parse(cls, row: Sequence[Any]) -> MatchRow:
        m = cls._make(row)  # a tuple: start-up parses one per live match
        if int(m.format) > MATCH_FORMAT:
            raise FutureRow(f"match {m.id} was stored by a newer bot (format {m.format}); upgrade the bot to read it")
        return m

    def undo_request(self) -> UndoRequest | None:
        und = loads(self.undo, "undo request", self.id)
        return None if und is None else UndoRequest.from_json(und)

    def policy(self) -> DeadlinePolicy:
        return DeadlinePolicy.from_json(loads(self.deadlines, "deadlines", self.id))

    def info(self, seats: dict[str, str]) -> MatchInfo:
        res = loads(self.result, "result", self.id)
        return MatchInfo(
            id=self.id,
            game=self.game,
            status=self.status,
            seats=seats,
            options=loads(self.options, "options", self.id),
            guild_id=self.guild_id,
            channel_id=self.channel_id,
            commitment=self.commitment,
            seed=self.seed if self.status in (FINISHED, ABANDONED) else None,
            created_at=float(self.created_at),
            finished_at=None if self.finished_at is None else float(self.finished_at),
            outcome=None if res is None else Outcome.from_json(res),
            deadlines=self.policy(),
            undo=self.undo_request(),
            last_seq=int(self.last_seq),
            meta=loads(self.meta, "meta", self.id) or {},
        )


def check_chain(match_id: str, commitment: str, rows: Sequence[Sequence[Any]], last_seq: int, last_hash: str) -> None:
    """Every stored event (seq, at, actor, seat, source, kind, visibility, payload, hash) chains from the match's
    commitment to the match row's last hash: an edited, dropped or damaged row raises CorruptedMatch."""
    prev, expected = commitment, 1
    for seq, at, actor, seat, source, kind, visibility, payload, stored in rows:
        if seq != expected:
            raise CorruptedMatch(f"match {match_id}: event #{expected} is missing from its log")
        if chain_hash(prev, seq, at, actor, seat, source, kind, visibility, payload) != stored:
            raise CorruptedMatch(f"match {match_id}: stored event #{seq} ({kind}) was altered (its hash chain breaks)")
        prev, expected = stored, expected + 1
    if expected - 1 != last_seq or prev != last_hash:
        raise CorruptedMatch(f"match {match_id}: its log ends at #{expected - 1}, but the match row says #{last_seq}")


def logged(row: Sequence[Any], match_id: str) -> LoggedEvent:
    seq, at, actor, seat, source, kind, visibility, payload, undone = row
    payload_value = loads(payload, f"event #{seq}", match_id)
    return LoggedEvent(int(seq), float(at), actor, seat, source, kind, visibility, payload_value, bool(undone))


def build_runner(
    row: Sequence[Any],
    game_of: Callable[[str], Game],
    seats: dict[str, str],
    snap: tuple[int, str] | None,
    events: list[Any],
    head: str | bytes | None = None,
    head_prompts: bytes | None = None,
) -> MatchRunner:
    """A live match from its stored row, either with its head state (decoded on first use) or folded from a
    snapshot and the events after it."""
    m = MatchRow.parse(row)
    try:
        game = game_of(m.game)
    except UnknownGame as exc:
        raise CorruptedMatch(f"match {m.id} is of a game this bot does not know ({m.game})") from exc
    if snap is None and head is None:
        raise CorruptedMatch(f"match {m.id} has no stored starting state")
    if not seats:
        raise CorruptedMatch(f"match {m.id} has no seats")
    state = None if snap is None else fold(m.id, game, snap[1], events)
    try:
        return MatchRunner(
            id=m.id,
            game=game,
            game_name=m.game,
            status=m.status,
            seats=seats,
            options=loads(m.options, "options", m.id),
            seed=m.seed,
            commitment=m.commitment,
            created_at=float(m.created_at),
            deadlines=m.policy(),
            undo=m.undo_request(),
            meta=loads(m.meta, "meta", m.id) or {},
            guild_id=m.guild_id,
            channel_id=m.channel_id,
            last_seq=int(m.last_seq),
            last_hash=m.last_hash,
            next_action=int(m.next_action),
            state=state,
            events_since_snapshot=len(events),
            state_text=head,
            prompts_text=head_prompts,
        )
    except EngineError:
        raise
    except Exception as exc:
        raise CorruptedMatch(f"match {m.id} cannot be loaded: {exc!r}") from exc
