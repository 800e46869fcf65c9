"""One cached, live match and the pure planning of an action: game.act, auto-resolve, the rows to write.

Planning never touches the cache or the database: the engine commits the plan in one transaction and only then
swaps the cached state, so a failed commit leaves the match exactly as it was.
"""

from __future__ import annotations

import asyncio
import hashlib
from dataclasses import dataclass, field
from typing import Any

from bot.core import canonical
from bot.core.chance import Chance
from bot.core.protocol import PUBLIC, SEALED, Action, Event, Game, Outcome, Prompt, RuleError
from bot.engine import shared_parts, stored_prompts
from bot.engine.errors import CorruptedMatch, GameBug
from bot.engine.types import AUTO, DeadlinePolicy, UndoRequest

MAX_AUTO_STEPS = 500  # a game whose single-option prompts never end is a bug; stop rather than spin


def chain_hash(
    prev: str,
    seq: int,
    at: float,
    actor: str,
    seat: str | None,
    source: str,
    kind: str,
    visibility: str,
    payload_json: str,
) -> str:
    """Each event's hash covers the previous one, so editing or dropping a stored event breaks the chain."""
    body = canonical.dumps([prev, seq, at, actor, seat, source, kind, visibility, payload_json])
    return hashlib.sha256(body.encode()).hexdigest()


class MatchRunner:
    """A live (active or paused) match held in memory. Actions on it are serialized by `lock`."""

    __slots__ = (
        "_lock",
        "_prompts",
        "_prompts_text",
        "_state",
        "_state_text",
        "channel_id",
        "commitment",
        "created_at",
        "deadlines",
        "events_since_snapshot",
        "game",
        "game_name",
        "guild_id",
        "id",
        "last_hash",
        "last_seq",
        "meta",
        "next_action",
        "options",
        "prompt_deadlines",
        "render_dirty",
        "render_running",
        "seats",
        "seed",
        "status",
        "undo",
        "verified",
    )

    def __init__(
        self,
        *,
        id: str,
        game: Game,
        game_name: str,
        status: str,
        seats: dict[str, str],
        options: dict[str, Any],
        seed: str,
        commitment: str,
        created_at: float,
        deadlines: DeadlinePolicy,
        undo: UndoRequest | None,
        meta: dict[str, Any],
        guild_id: str | None,
        channel_id: str | None,
        last_seq: int,
        last_hash: str,
        next_action: int,
        state: Any,
        events_since_snapshot: int,
        state_text: str | bytes | None = None,
        verified: bool = False,
        prompts_text: bytes | None = None,
    ) -> None:
        self.id = id
        self.game = game
        self.game_name = game_name
        self.status = status
        self.seats = seats
        self.options = options
        self.seed = seed
        self.commitment = commitment
        self.created_at = created_at
        self.deadlines = deadlines
        self.undo = undo
        self.meta = meta
        self.guild_id = guild_id
        self.channel_id = channel_id
        self.last_seq = last_seq
        self.last_hash = last_hash
        self.next_action = next_action
        # A match reloaded at start-up keeps its stored state as text and decodes it on first use: a restart with
        # thousands of idle matches stays fast and each idle match costs about the size of its JSON.
        self._state = state
        self._state_text = state_text
        self.events_since_snapshot = events_since_snapshot
        self._prompts: list[Prompt] | None = None  # derived from the state on first use: idle matches skip it
        # The open prompts as stored beside the state text (stored_prompts.py): read instead of built when they
        # are bound to this installation and to that very state text; else built from the state.
        self._prompts_text = prompts_text if state_text is not None else None
        self.prompt_deadlines: dict[tuple[str, str], float] = {}
        self._lock: asyncio.Lock | None = None  # created on first use: idle matches stay small
        # A match reloaded from the database is checked against its stored log before it is first acted on.
        self.verified = verified
        self.render_dirty = False
        self.render_running = False

    @property
    def state(self) -> Any:
        if self._state_text is not None:
            data = _utf8(self._state_text)  # the binding check and the parse both read these bytes
            if self._prompts_text is not None and not stored_prompts.bound_to_utf8(self._prompts_text, data):
                self._prompts_text = None  # checked while the state text is at hand
            parts = shared_parts.reader(self.game)  # the parts of its state that repeat across matches, if any
            read = canonical.loads_utf8 if parts is None else parts.loads
            try:
                self._state = self.game.decode_state(read(data))
            except Exception as exc:
                raise CorruptedMatch(f"match {self.id}: its stored state cannot be read ({exc})") from exc
            self._state_text = None
        return self._state

    @state.setter
    def state(self, value: Any) -> None:
        self._state, self._state_text, self._prompts_text = value, None, None

    @property
    def prompts(self) -> list[Prompt]:
        if self._prompts is None and self._prompts_text is not None:
            stored, self._prompts_text = self._prompts_text, None
            if self._state_text is None or stored_prompts.bound_to_utf8(stored, _utf8(self._state_text)):
                self._prompts = stored_prompts.load(stored)
        if self._prompts is None:
            try:
                self._prompts = self.game.prompts(self.state)
            except Exception as exc:
                raise GameBug(f"the game cannot list what match {self.id} waits for: {exc!r}") from exc
        return self._prompts

    @prompts.setter
    def prompts(self, value: list[Prompt]) -> None:
        self._prompts, self._prompts_text = value, None

    @property
    def lock(self) -> asyncio.Lock:
        if self._lock is None:
            self._lock = asyncio.Lock()
        return self._lock

    def users_seats(self, user_id: str) -> list[str]:
        return [seat for seat, user in self.seats.items() if user == user_id]


def _utf8(state_text: str | bytes) -> bytes:
    """A stored state's text as its UTF-8 bytes: the engine reads them from the database as they are stored."""
    return state_text if type(state_text) is bytes else stored_prompts.utf8(str(state_text))


@dataclass
class EventRow:
    seq: int
    at: float
    actor: str
    seat: str | None
    source: str
    kind: str
    visibility: str
    payload: dict[str, Any]
    payload_json: str
    action_n: int | None
    hash: str


@dataclass
class ActionRow:
    n: int
    seat: str
    actor: str
    action: dict[str, Any]
    visibility: str
    first_seq: int
    last_seq: int
    at: float


@dataclass
class Plan:
    state: Any
    prompts: list[Prompt]
    outcome: Outcome | None
    last_seq: int
    last_hash: str
    next_action: int
    events: list[EventRow] = field(default_factory=list)
    actions: list[ActionRow] = field(default_factory=list)
    game_events: int = 0


class Appender:
    """Builds event rows with consecutive seqs and a running hash chain."""

    def __init__(self, last_seq: int, last_hash: str, at: float) -> None:
        self.seq = last_seq
        self.hash = last_hash
        self.at = at
        self.rows: list[EventRow] = []

    def add(
        self,
        *,
        actor: str,
        seat: str | None,
        source: str,
        kind: str,
        visibility: str,
        payload: dict[str, Any],
        action_n: int | None,
    ) -> EventRow:
        try:
            payload_json = canonical.dumps(payload)
        except (TypeError, ValueError) as exc:
            raise GameBug(f"event {kind!r} has a payload that is not JSON data: {exc}") from exc
        self.seq += 1
        self.hash = chain_hash(self.hash, self.seq, self.at, actor, seat, source, kind, visibility, payload_json)
        row = EventRow(
            self.seq, self.at, actor, seat, source, kind, visibility, payload, payload_json, action_n, self.hash
        )
        self.rows.append(row)
        return row


def _check_events(events: Any, seats: dict[str, str]) -> list[Event]:
    if not isinstance(events, list) or not all(isinstance(e, Event) for e in events):
        raise GameBug("game.act must return a list of Event")
    for e in events:
        if e.visibility not in (PUBLIC, SEALED) and e.visibility not in seats:
            raise GameBug(
                f"event {e.kind!r} has visibility {e.visibility!r}, which is neither public, sealed nor a seat"
            )
    return events


def evolve_all(game: Game, state: Any, events: list[Event]) -> Any:
    """The state after `events`: the game's optional `evolve_all(state, events)` (one copy of the state for the
    whole action instead of one per event; docs/protocol.md), else `evolve` event by event."""
    fold = getattr(game, "evolve_all", None)
    if fold is not None:
        return fold(state, events)
    for ev in events:
        state = game.evolve(state, ev)
    return state


def plan_actions(runner: MatchRunner, seat: str, action: Action, actor: str, now: float) -> Plan:
    """Run game.act for one action, then auto-resolve every prompt that has exactly one legal option.

    RuleError from the first action propagates (nothing is planned). Anything else a game raises is a GameBug.
    """
    game = runner.game
    chance = Chance(runner.seed)
    app = Appender(runner.last_seq, runner.last_hash, now)
    state = runner.state
    prompts = runner.prompts
    n = runner.next_action
    actions: list[ActionRow] = []
    game_events = 0
    outcome: Outcome | None = None
    queue: list[tuple[str, Action, str]] = [(seat, action, actor)]
    steps = 0
    while queue:
        seat_i, action_i, actor_i = queue.pop()
        secret = any(p.secret for p in prompts if p.seat == seat_i)
        try:
            events = _check_events(game.act(state, seat_i, action_i, chance), runner.seats)
        except RuleError:
            if actor_i == AUTO:
                break  # the game refused its own only option: leave the prompt to the player
            raise
        except GameBug:
            raise
        except Exception as exc:
            raise GameBug(f"the game failed on action {action_i.get('kind')!r}: {exc!r}") from exc
        first = app.seq + 1
        try:
            for ev in events:
                app.add(
                    actor=actor_i,
                    seat=seat_i,
                    source="game",
                    kind=ev.kind,
                    visibility=ev.visibility,
                    payload=dict(ev.payload),
                    action_n=n,
                )
            state = evolve_all(game, state, events)
            prompts = game.prompts(state)
            outcome = game.outcome(state)
        except GameBug:
            raise
        except Exception as exc:
            raise GameBug(f"the game failed applying its own events: {exc!r}") from exc
        game_events += len(events)
        actions.append(ActionRow(n, seat_i, actor_i, dict(action_i), seat_i if secret else PUBLIC, first, app.seq, now))
        n += 1
        steps += 1
        if outcome is not None or steps >= MAX_AUTO_STEPS:
            break
        single = next(
            (p for p in prompts if p.options is not None and len(p.options) == 1 and p.min_choices >= 1), None
        )
        if single is not None and single.options:
            queue.append((single.seat, dict(single.options[0].action), AUTO))  # options may be shared: a copy
    return Plan(
        state=state,
        prompts=prompts,
        outcome=outcome,
        last_seq=app.seq,
        last_hash=app.hash,
        next_action=n,
        events=app.rows,
        actions=actions,
        game_events=game_events,
    )
