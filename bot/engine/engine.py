"""The Engine: the one object adapters talk to (see docs/engine.md).

Order of work for one action (DESIGN.md): cached state -> game.act (+ auto-resolve) -> one transaction with the
events, action record, outbox rows, timers and snapshot -> swap the cached state -> hand the outbox rows to the
subscribers -> schedule a render off the event loop.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import sqlite3
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.core import canonical
from bot.core.chance import Chance, commitment, new_seed
from bot.core.protocol import JSON, PUBLIC, Action, Event, Game, Outcome, Prompt, RuleError
from bot.engine import timers as T
from bot.engine.clock import Clock, SystemClock
from bot.engine.errors import (
    AmbiguousSeat,
    BadMatchSetup,
    CorruptedMatch,
    EngineError,
    FutureRow,
    GameBug,
    MalformedAction,
    MatchFinished,
    MatchPaused,
    NotYourSeat,
    SettingsError,
    StalePrompt,
    StoreError,
    UndoError,
    UnknownGame,
    UnknownMatch,
    UnknownOption,
)
from bot.engine.migrations import MATCH_FORMAT
from bot.engine.render import default_render_hook
from bot.engine.runner import ActionRow, Appender, EventRow, MatchRunner, Plan, plan_actions
from bot.engine.store import Stmt, Store
from bot.engine.types import (
    ABANDONED,
    ACTIVE,
    APPLY_DEFAULT,
    AUTO,
    DEADLINE,
    ENGINE,
    FINISHED,
    FORFEIT,
    LIVE_STATUSES,
    PAUSE,
    PAUSED,
    PLAYER,
    POLICIES,
    ActResult,
    DeadlinePolicy,
    LoggedEvent,
    MatchInfo,
    Notification,
    OpenPrompt,
    PlayerSettings,
    RenderHook,
    RenderSubscriber,
    Subscriber,
    UndoRequest,
)

log = logging.getLogger(__name__)

MATCH_COLS = (
    "id, game, status, format, options, guild_id, channel_id, seed, commitment, created_at, finished_at, result, "
    "deadlines, undo, meta, last_seq, last_hash, next_action"
)
EVENT_COLS = "seq, at, actor, seat, source, kind, visibility, payload, undone"
MAX_ACTION_BYTES = 16_384
_AUTO = object()  # sentinel: look renderers up by game name


def _loads(text: str | None, what: str, match_id: str) -> Any:
    if text is None:
        return None
    try:
        return json.loads(text)
    except (TypeError, ValueError) as exc:
        raise CorruptedMatch(f"match {match_id}: stored {what} is not valid JSON ({exc})") from exc


def _logged(row: Sequence[Any], match_id: str) -> LoggedEvent:
    seq, at, actor, seat, source, kind, visibility, payload, undone = row
    return LoggedEvent(
        int(seq),
        float(at),
        actor,
        seat,
        source,
        kind,
        visibility,
        _loads(payload, f"event #{seq}", match_id),
        bool(undone),
    )


def _row_event(r: EventRow) -> LoggedEvent:
    return LoggedEvent(r.seq, r.at, r.actor, r.seat, r.source, r.kind, r.visibility, r.payload)


@dataclass
class Changes:
    """Everything one transaction writes for one match."""

    events: list[EventRow] = field(default_factory=list)
    actions: list[ActionRow] = field(default_factory=list)
    outbox: list[tuple[str, str, str | None, dict[str, Any]]] = field(default_factory=list)  # kind, audience, ...
    timers_clear: bool = False
    timers_cancel: list[tuple[str, str]] = field(default_factory=list)  # (seat, prompt key)
    timers_add: list[tuple[str, str, str, float, float]] = field(default_factory=list)  # kind, seat, key, due, dl
    timer_delete_ids: list[int] = field(default_factory=list)
    timer_move: list[tuple[float, int]] = field(default_factory=list)  # (new due, id)
    snapshot: tuple[int, str] | None = None
    undo_to: int | None = None
    update: dict[str, Any] = field(default_factory=dict)  # matches columns


class Engine:
    """Game-agnostic match runtime. Use `async with Engine(path) as engine:` or open()/close()."""

    def __init__(
        self,
        db_path: str | Path,
        *,
        clock: Clock | None = None,
        games: Callable[[str], Game] | None = None,
        snapshot_every: int = 64,
        renderer: RenderHook | object | None = _AUTO,
        render_concurrency: int = 2,
        poll_interval: float | None = 1.0,
        synchronous: str = "FULL",
    ) -> None:
        self.store = Store(db_path, synchronous=synchronous)
        self.clock: Clock = clock or SystemClock()
        self._games = games
        self.snapshot_every = max(1, snapshot_every)
        self._render_hook: RenderHook | None = (
            default_render_hook if renderer is _AUTO else renderer  # type: ignore[assignment]
        )
        self._render_sem = asyncio.Semaphore(render_concurrency)
        self.poll_interval = poll_interval
        self._live: dict[str, MatchRunner] = {}
        self._game_cache: dict[str, Game] = {}
        self._broken: dict[str, EngineError] = {}
        self._subs: list[Subscriber] = []
        self._render_subs: list[RenderSubscriber] = []
        self._queues: dict[str, deque[Notification]] = {}
        self._senders: dict[str, asyncio.Task[None]] = {}
        self._inflight: set[int] = set()
        self._acks: list[int] = []
        self._ack_task: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self._poller: asyncio.Task[None] | None = None
        self._next_outbox = 0
        self._open = False

    # ------------------------------------------------------------------ lifecycle

    async def open(self) -> None:
        """Migrate, reload live matches, re-deliver undelivered notifications, start the timer poller.

        Subscribe before calling open() to receive the notifications a crash left undelivered.
        """
        await self.store.open()
        try:
            await self.store.migrate()
            rows = await self.store.fetchall(
                "SELECT COALESCE((SELECT seq FROM sqlite_sequence WHERE name='outbox'), 0), "
                "COALESCE((SELECT MAX(id) FROM outbox), 0)"
            )
            self._next_outbox = max(int(rows[0][0]), int(rows[0][1])) + 1
            await self._load_live()
        except BaseException:
            await self.store.close()
            raise
        self._open = True
        await self._redeliver()
        if self.poll_interval is not None:
            self._poller = asyncio.create_task(self._poll_loop(self.poll_interval))

    async def close(self, *, drain_timeout: float = 10.0) -> None:
        """Stop the poller, hand over queued notifications (at most `drain_timeout` seconds: a stuck subscriber
        must not block a shutdown; what it did not take is delivered again at the next start), close the file."""
        if self._poller is not None:
            self._poller.cancel()
            await asyncio.gather(self._poller, return_exceptions=True)
            self._poller = None
        if self._open:
            try:
                await asyncio.wait_for(self.drain(), drain_timeout)
            except TimeoutError:
                log.warning("closing with notifications still being delivered; they will be re-delivered")
                for task in [*self._senders.values(), *self._tasks]:
                    task.cancel()
                await asyncio.gather(*self._senders.values(), *self._tasks, return_exceptions=True)
        self._open = False
        await self.store.close()
        self._live.clear()

    async def __aenter__(self) -> Engine:
        await self.open()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def drain(self) -> None:
        """Wait until every queued notification and render has been handed over and acknowledgements written."""
        while self._senders or self._tasks:
            await asyncio.gather(*list(self._senders.values()), *list(self._tasks), return_exceptions=True)
        await self._flush_acks()

    # ------------------------------------------------------------------ games

    def game(self, name: str) -> Game:
        """The game object by name (looked up once: the registry's protocol check is slow for 10,000 loads)."""
        cached = self._game_cache.get(name)
        if cached is not None:
            return cached
        try:
            if self._games is not None:
                game = self._games(name)
            else:
                from bot.games import registry

                game = registry.get(name)
        except KeyError as exc:
            raise UnknownGame(str(exc.args[0]) if exc.args else f"unknown game {name!r}") from None
        self._game_cache[name] = game
        return game

    # ------------------------------------------------------------------ subscriptions

    def subscribe(self, callback: Subscriber) -> Callable[[], None]:
        """`callback(notification)` is awaited after each commit, in order per match. Returns an unsubscribe."""
        self._subs.append(callback)
        return lambda: self._subs.remove(callback) if callback in self._subs else None

    def subscribe_renders(self, callback: RenderSubscriber) -> Callable[[], None]:
        """`callback(match_id, seq, image)` after a board image of the public view was rendered off the loop."""
        self._render_subs.append(callback)
        return lambda: self._render_subs.remove(callback) if callback in self._render_subs else None

    # ------------------------------------------------------------------ matches

    async def create_match(
        self,
        game: str,
        seats: Mapping[str, str | int],
        *,
        options: Mapping[str, JSON] | None = None,
        guild_id: str | int | None = None,
        channel_id: str | int | None = None,
        deadlines: DeadlinePolicy | None = None,
        meta: Mapping[str, JSON] | None = None,
        match_id: str | None = None,
        seed: str | None = None,
    ) -> MatchInfo:
        """Start a match: seats maps the game's seat names to user ids. RuleError for options the game rejects."""
        g = self.game(game)
        spec = g.seat_spec
        seat_map = {str(s): str(u) for s, u in seats.items()}
        unknown = [s for s in seat_map if s not in spec.names]
        if unknown:
            raise BadMatchSetup(f"{game} has no seat(s) {', '.join(unknown)}; its seats are {', '.join(spec.names)}")
        if not spec.min_players <= len(seat_map) <= spec.max_players:
            raise BadMatchSetup(f"{game} needs {spec.min_players}-{spec.max_players} seats, got {len(seat_map)}")
        if any(not u for u in seat_map.values()):
            raise BadMatchSetup("every seat needs a player")
        seat_names = [s for s in spec.names if s in seat_map]
        opts = dict(options or {})
        policy = deadlines or DeadlinePolicy()
        self._check_policy(policy)
        try:
            options_json = canonical.dumps(opts)
            meta_json = canonical.dumps(dict(meta or {}))
        except (TypeError, ValueError) as exc:
            raise BadMatchSetup(f"options and meta must be JSON data: {exc}") from exc
        mid = match_id or secrets.token_hex(4)
        if mid in self._live or await self.store.fetchall("SELECT 1 FROM matches WHERE id=?", (mid,)):
            raise BadMatchSetup(f"a match with id {mid} already exists")
        seed = seed or new_seed()
        commit = commitment(seed)
        try:
            state = g.setup(opts, seat_names, Chance(seed))
        except RuleError:
            raise
        except Exception as exc:
            raise GameBug(f"the game failed to set up: {exc!r}") from exc
        now = self.clock.now()
        runner = MatchRunner(
            id=mid,
            game=g,
            game_name=game,
            status=ACTIVE,
            seats={s: seat_map[s] for s in seat_names},
            options=opts,
            seed=seed,
            commitment=commit,
            created_at=now,
            deadlines=policy,
            undo=None,
            meta=dict(meta or {}),
            guild_id=None if guild_id is None else str(guild_id),
            channel_id=None if channel_id is None else str(channel_id),
            last_seq=0,
            last_hash=commit,
            next_action=1,
            state=state,
            events_since_snapshot=0,
        )
        state_json = self._encode(runner, state)
        app = Appender(0, commit, now)
        app.add(
            actor=ENGINE,
            seat=None,
            source="engine",
            kind="match_started",
            visibility=PUBLIC,
            payload={"game": game, "seats": runner.seats, "options": opts, "commitment": commit},
            action_n=None,
        )
        ch = Changes(events=list(app.rows), snapshot=(0, state_json), update={"head_state": state_json, "head_seq": 0})
        ch.outbox.append(
            (
                "match_started",
                PUBLIC,
                None,
                {
                    "game": game,
                    "seats": runner.seats,
                    "options": opts,
                    "commitment": commit,
                    "deadlines": policy.to_json(),
                },
            )
        )
        runner.last_seq, runner.last_hash = app.seq, app.hash
        runner.prompts = []  # so the first prompts count as new
        initial = g.prompts(state)
        plan = self._auto_plan(runner, initial, now)
        if plan is not None:
            ch.events += plan.events
            ch.actions += plan.actions
        else:
            plan = Plan(
                state=state,
                prompts=initial,
                outcome=g.outcome(state),
                last_seq=app.seq,
                last_hash=app.hash,
                next_action=1,
            )
        self._plan_changes(runner, plan, ch, now)
        notes = await self._commit(
            runner,
            ch,
            now,
            head=[
                (
                    f"INSERT INTO matches ({MATCH_COLS}) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                    [
                        (
                            mid,
                            game,
                            ACTIVE,
                            MATCH_FORMAT,
                            options_json,
                            runner.guild_id,
                            runner.channel_id,
                            seed,
                            commit,
                            now,
                            None,
                            None,
                            canonical.dumps(policy.to_json()),
                            None,
                            meta_json,
                            0,
                            commit,
                            1,
                        )
                    ],
                ),
                (
                    "INSERT INTO seats (match_id, seat, user_id) VALUES (?,?,?)",
                    [(mid, s, u) for s, u in runner.seats.items()],
                ),
            ],
        )
        self._live[mid] = runner
        self._after_commit(runner, plan, ch, notes)
        return self._info(runner)

    async def act(self, match_id: str, user_id: str | int, action: Action, *, seat: str | None = None) -> ActResult:
        """Apply `action` for the user's seat. Raises an EngineError subclass or the game's RuleError; then nothing
        changed."""
        runner = await self._runner(match_id)
        async with runner.lock:
            self._check_live(runner)
            seat = self._resolve_seat(runner, str(user_id), seat)
            action = self._check_action(action)
            return await self._act_locked(runner, seat, action, PLAYER)

    async def act_option(
        self, match_id: str, user_id: str | int, prompt_key: str, option_id: str, *, seat: str | None = None
    ) -> ActResult:
        """Answer an enumerated prompt by option id (what a button or select carries)."""
        runner = await self._runner(match_id)
        async with runner.lock:
            self._check_live(runner)
            uid = str(user_id)
            mine = runner.users_seats(uid)
            if not mine:
                raise NotYourSeat(f"you do not play in match {match_id}")
            candidates = [
                p for p in runner.prompts if p.key == prompt_key and p.seat in mine and (seat is None or p.seat == seat)
            ]
            if not candidates:
                raise StalePrompt("that choice is no longer open (someone already answered, or the match moved on)")
            prompt = candidates[0]
            option = prompt.option(option_id)
            if option is None:
                raise UnknownOption(f"{option_id!r} is not one of the options of this prompt")
            return await self._act_locked(runner, prompt.seat, self._check_action(dict(option.action)), PLAYER)

    async def concede(self, match_id: str, user_id: str | int, *, seat: str | None = None) -> MatchInfo:
        """The user's seat concedes; every other seat wins."""
        runner = await self._runner(match_id)
        async with runner.lock:
            self._check_live(runner, allow_paused=True)
            seat = self._resolve_seat(runner, str(user_id), seat)
            others = tuple(s for s in runner.seats if s != seat)
            await self._finish(runner, Outcome(others, f"{seat} conceded"), FINISHED, "conceded", {"seat": seat})
        return await self.info(match_id)

    async def abandon(self, match_id: str, user_id: str | int | None = None, reason: str = "abandoned") -> MatchInfo:
        """End the match without a winner. `user_id` None means an operator/system decision."""
        runner = await self._runner(match_id)
        async with runner.lock:
            self._check_live(runner, allow_paused=True)
            by = None
            if user_id is not None:
                by = self._resolve_seat(runner, str(user_id), None, any_seat=True)
            await self._finish(
                runner, Outcome((), reason, draw=False), ABANDONED, "abandoned", {"seat": by, "reason": reason}
            )
        return await self.info(match_id)

    async def resume(self, match_id: str, user_id: str | int | None = None) -> MatchInfo:
        """Resume a paused match; deadlines of the open prompts start afresh."""
        runner = await self._runner(match_id)
        async with runner.lock:
            if runner.status != PAUSED:
                raise EngineError("the match is not paused")
            if user_id is not None:
                self._resolve_seat(runner, str(user_id), None, any_seat=True)
            now = self.clock.now()
            app = Appender(runner.last_seq, runner.last_hash, now)
            app.add(
                actor=ENGINE, seat=None, source="engine", kind="resumed", visibility=PUBLIC, payload={}, action_n=None
            )
            ch = Changes(events=app.rows, update={"status": ACTIVE, "last_seq": app.seq, "last_hash": app.hash})
            ch.outbox.append(("resumed", PUBLIC, None, {}))
            deadlines = self._arm_all(runner, ch, now)
            notes = await self._commit(runner, ch, now)
            runner.status = ACTIVE
            runner.last_seq, runner.last_hash = app.seq, app.hash
            runner.prompt_deadlines = deadlines
            self._deliver(notes)
            return self._info(runner)

    # ------------------------------------------------------------------ undo

    async def request_undo(
        self, match_id: str, user_id: str | int, to_seq: int | None = None, *, seat: str | None = None
    ) -> UndoRequest | None:
        """Ask to rewind to just after event `to_seq` (default: before the seat's last own action).

        Returns the pending request, or None if no other player had to consent and the undo was applied at once.
        """
        runner = await self._runner(match_id)
        async with runner.lock:
            self._check_live(runner)
            seat = self._resolve_seat(runner, str(user_id), seat, any_seat=True)
            if runner.undo is not None:
                raise UndoError("an undo request is already waiting for an answer")
            target = await self._undo_target(runner, runner.users_seats(str(user_id)), to_seq)
            requester = runner.seats[seat]
            consents = tuple(s for s, u in runner.seats.items() if u == requester)
            needed = tuple(s for s in runner.seats if s not in consents)
            now = self.clock.now()
            req = UndoRequest(secrets.token_hex(3), seat, target, consents, needed, now)
            if not needed:
                await self._apply_undo(runner, req, now)
                return None
            ch = Changes(update={"undo": canonical.dumps(req.to_json())})
            ch.outbox.append(("undo_requested", PUBLIC, None, req.to_json()))
            for s in needed:
                ch.outbox.append(("undo_requested", s, runner.seats[s], req.to_json()))
            notes = await self._commit(runner, ch, now)
            runner.undo = req
            self._deliver(notes)
            return req

    async def answer_undo(self, match_id: str, user_id: str | int, accept: bool) -> UndoRequest | None:
        """Consent to (or refuse) the pending undo. Returns the still-pending request, or None once resolved."""
        runner = await self._runner(match_id)
        async with runner.lock:
            self._check_live(runner)
            req = runner.undo
            if req is None:
                raise UndoError("there is no undo request to answer")
            mine = [s for s in runner.users_seats(str(user_id)) if s in req.needed]
            if not mine:
                if runner.users_seats(str(user_id)):
                    raise UndoError("your consent is not needed for this undo")
                raise NotYourSeat(f"you do not play in match {match_id}")
            now = self.clock.now()
            if not accept:
                ch = Changes(update={"undo": None})
                ch.outbox.append(("undo_declined", PUBLIC, None, {**req.to_json(), "declined_by": mine}))
                notes = await self._commit(runner, ch, now)
                runner.undo = None
                self._deliver(notes)
                return None
            req = UndoRequest(
                req.id,
                req.by_seat,
                req.to_seq,
                req.consents + tuple(mine),
                tuple(s for s in req.needed if s not in mine),
                req.at,
            )
            if req.needed:
                ch = Changes(update={"undo": canonical.dumps(req.to_json())})
                notes = await self._commit(runner, ch, now)
                runner.undo = req
                self._deliver(notes)
                return req
            await self._apply_undo(runner, req, now)
            return None

    async def _undo_target(self, runner: MatchRunner, seats: list[str], to_seq: int | None) -> int:
        rows = await self.store.fetchall(
            "SELECT seat, actor, first_seq, last_seq FROM actions WHERE match_id=? AND undone=0 ORDER BY n",
            (runner.id,),
        )
        if not rows:
            raise UndoError("nothing to undo yet")
        if to_seq is None:
            own = [r for r in rows if r[0] in seats and r[1] == PLAYER]
            if not own:
                raise UndoError("you have made no move to undo")
            return int(own[-1][2]) - 1
        boundaries = {int(r[2]) - 1 for r in rows}
        if to_seq not in boundaries:
            raise UndoError(f"event #{to_seq} is not the end of a move; pick one of {sorted(boundaries)}")
        return to_seq

    async def _apply_undo(self, runner: MatchRunner, req: UndoRequest, now: float) -> None:
        state, since = await self._load_state(runner.id, runner.game, upto=req.to_seq)
        old = runner.prompts
        prompts = runner.game.prompts(state)
        app = Appender(runner.last_seq, runner.last_hash, now)
        app.add(
            actor=ENGINE,
            seat=req.by_seat,
            source="engine",
            kind="undone",
            visibility=PUBLIC,
            payload={"to_seq": req.to_seq, "consents": list(req.consents), "request": req.id},
            action_n=None,
        )
        ch = Changes(
            events=app.rows,
            undo_to=req.to_seq,
            update={
                "undo": None,
                "last_seq": app.seq,
                "last_hash": app.hash,
                "head_state": self._encode(runner, state),
                "head_seq": req.to_seq,
            },
        )
        ch.outbox.append(
            (
                "undone",
                PUBLIC,
                None,
                {"to_seq": req.to_seq, "by_seat": req.by_seat, "waiting_for": sorted({p.seat for p in prompts})},
            )
        )
        runner.prompts = []  # every open prompt after an undo is announced again
        deadlines = self._arm_all(runner, ch, now, prompts)
        for p in prompts:
            ch.outbox.append(
                (
                    "prompt",
                    p.seat,
                    runner.seats.get(p.seat),
                    {"prompt": p.to_json(), "deadline": deadlines.get((p.seat, p.key))},
                )
            )
        try:
            notes = await self._commit(runner, ch, now)
        except BaseException:
            runner.prompts = old
            raise
        runner.state, runner.prompts, runner.prompt_deadlines = state, prompts, deadlines
        runner.last_seq, runner.last_hash, runner.undo = app.seq, app.hash, None
        runner.events_since_snapshot = since
        self._deliver(notes)
        self._schedule_render(runner)

    # ------------------------------------------------------------------ reading

    async def info(self, match_id: str) -> MatchInfo:
        runner = self._live.get(match_id)
        if runner is not None:
            return self._info(runner)
        return (await self._stored_info(match_id))[0]

    async def prompts(self, match_id: str, seat: str | None = None) -> list[Prompt]:
        """The prompts open now (all seats, or one seat's). Empty for a finished or paused match."""
        runner = self._live.get(match_id)
        if runner is None:
            await self._stored_info(match_id)  # raises UnknownMatch / CorruptedMatch
            return []
        if runner.status != ACTIVE:
            return []
        return [p for p in runner.prompts if seat is None or p.seat == seat]

    async def open_prompts(self, match_id: str, seat: str | None = None) -> list[OpenPrompt]:
        runner = self._live.get(match_id)
        prompts = await self.prompts(match_id, seat)
        dl = runner.prompt_deadlines if runner else {}
        return [OpenPrompt(p, dl.get((p.seat, p.key))) for p in prompts]

    async def view(self, match_id: str, seat: str | None = None) -> dict[str, Any]:
        """game.view for a seat (None: a spectator). The only way adapters and renderers see a state."""
        game, state, seats = await self._state_of(match_id)
        if seat is not None and seat not in seats:
            raise NotYourSeat(f"match {match_id} has no seat {seat!r}")
        return game.view(state, seat)

    async def replay_views(
        self, match_id: str, sink: Callable[[int, dict[str, Any]], None], since_seq: int = 0
    ) -> None:
        """Hand `sink(seq, public view)` the view after each action (undone ones skipped) that ended after
        `since_seq`, rebuilt from the stored log in a worker thread: round animations and match reels need the
        table after every step without the adapters keeping views while a match is played."""
        game = self.game((await self.info(match_id)).game)
        snaps = await self.store.fetchall(
            "SELECT seq, state FROM snapshots WHERE match_id=? AND seq<=? ORDER BY seq DESC LIMIT 1",
            (match_id, since_seq),
        )
        if not snaps:
            raise CorruptedMatch(f"match {match_id} has no stored starting state")
        snap_seq, snap_state = snaps[0]
        events = await self.store.fetchall(
            "SELECT seq, kind, visibility, payload FROM events WHERE match_id=? AND source='game' AND undone=0 "
            "AND seq>? ORDER BY seq",
            (match_id, snap_seq),
        )
        ends = sorted(
            int(s)
            for (s,) in await self.store.fetchall(
                "SELECT last_seq FROM actions WHERE match_id=? AND undone=0 AND last_seq>?", (match_id, since_seq)
            )
        )

        def fold() -> None:
            state = _fold(match_id, game, snap_state, [])
            pending = 0
            for i, (seq, kind, visibility, payload) in enumerate(events):
                state = game.evolve(state, Event(kind, json.loads(payload), visibility))
                following = events[i + 1][0] if i + 1 < len(events) else 1 << 62
                while pending < len(ends) and ends[pending] < seq:
                    pending += 1  # an action that ended before these events (none of its own were game events)
                if pending < len(ends) and ends[pending] < following:
                    if seq > since_seq:
                        sink(seq, game.view(state, None))
                    while pending < len(ends) and ends[pending] < following:
                        pending += 1

        await asyncio.to_thread(fold)

    async def state_hash(self, match_id: str) -> str:
        game, state, _ = await self._state_of(match_id)
        return canonical.digest(game.encode_state(state))

    async def log(
        self, match_id: str, seat: str | None = None, *, everything: bool = False, include_undone: bool = True
    ) -> list[LoggedEvent]:
        """The event log as `seat` may see it (public events + its own secrets); `everything` for operators."""
        await self.info(match_id)
        sql = f"SELECT {EVENT_COLS} FROM events WHERE match_id=?"
        params: list[Any] = [match_id]
        if not everything:
            sql += " AND (visibility=? OR visibility=?)"
            params += [PUBLIC, seat if seat is not None else PUBLIC]
        if not include_undone:
            sql += " AND undone=0"
        rows = await self.store.fetchall(sql + " ORDER BY seq", params)
        return [_logged(r, match_id) for r in rows]

    async def list_matches(
        self,
        *,
        live_only: bool = True,
        user_id: str | int | None = None,
        guild_id: str | int | None = None,
        channel_id: str | int | None = None,
    ) -> list[MatchInfo]:
        sql = "SELECT DISTINCT m.id FROM matches m LEFT JOIN seats s ON s.match_id = m.id WHERE 1=1"
        params: list[Any] = []
        if live_only:
            sql += " AND m.status IN (?, ?)"
            params += list(LIVE_STATUSES)
        if user_id is not None:
            sql += " AND s.user_id=?"
            params.append(str(user_id))
        if guild_id is not None:
            sql += " AND m.guild_id=?"
            params.append(str(guild_id))
        if channel_id is not None:
            sql += " AND m.channel_id=?"
            params.append(str(channel_id))
        rows = await self.store.fetchall(sql + " ORDER BY m.created_at", params)
        out = []
        for (mid,) in rows:
            try:
                out.append(await self.info(mid))
            except EngineError:
                continue  # a broken match is reported by `db check`, not by listings
        return out

    async def update_meta(self, match_id: str, patch: Mapping[str, JSON]) -> MatchInfo:
        """Merge adapter data (message ids, thread id) into the match's meta; keys with None are removed."""
        runner = self._live.get(match_id)
        info = self._info(runner) if runner else await self.info(match_id)
        meta = {**info.meta, **patch}
        meta = {k: v for k, v in meta.items() if v is not None}
        try:
            text = canonical.dumps(meta)
        except (TypeError, ValueError) as exc:
            raise MalformedAction(f"meta must be JSON data: {exc}") from exc
        async with self.store.transaction() as conn:
            await conn.execute("UPDATE matches SET meta=? WHERE id=?", (text, match_id))
        if runner is not None:
            runner.meta = meta
        return await self.info(match_id)

    # ------------------------------------------------------------------ players

    async def get_player(self, user_id: str | int) -> PlayerSettings:
        rows = await self.store.fetchall(
            "SELECT time_zone, locale, quiet_start, quiet_end, preferences FROM players WHERE user_id=?",
            (str(user_id),),
        )
        if not rows:
            return PlayerSettings(str(user_id))
        tz, loc, qs, qe, prefs = rows[0]
        try:
            prefs_d = json.loads(prefs)
        except ValueError:
            prefs_d = {}
        return PlayerSettings(str(user_id), tz, loc, (qs, qe) if qs and qe else None, prefs_d)

    async def set_player(
        self,
        user_id: str | int,
        *,
        time_zone: str | None = None,
        locale: str | None = None,
        quiet_hours: str | object | None = _AUTO,
        preferences: Mapping[str, JSON] | None = None,
    ) -> PlayerSettings:
        """Change a player's settings. `quiet_hours` like "22:00-07:00" (local time), or None to clear them."""
        cur = await self.get_player(user_id)
        tz = cur.time_zone if time_zone is None else time_zone
        T.zone(tz)
        loc = cur.locale if locale is None else locale
        if not (2 <= len(loc) <= 10 and loc.replace("-", "").replace("_", "").isalnum()):
            raise SettingsError(f"{loc!r} is not a locale; use a code such as en or ru")
        quiet = cur.quiet_hours
        if quiet_hours is None:
            quiet = None
        elif isinstance(quiet_hours, str):
            quiet = T.parse_quiet_hours(quiet_hours)
        prefs = dict(cur.preferences)
        if preferences is not None:
            prefs.update(preferences)
            prefs = {k: v for k, v in prefs.items() if v is not None}
        try:
            prefs_text = canonical.dumps(prefs)
        except (TypeError, ValueError) as exc:
            raise SettingsError(f"preferences must be JSON data: {exc}") from exc
        async with self.store.transaction() as conn:
            await conn.execute(
                "INSERT INTO players (user_id, time_zone, locale, quiet_start, quiet_end, preferences, updated_at) "
                "VALUES (?,?,?,?,?,?,?) ON CONFLICT(user_id) DO UPDATE SET time_zone=excluded.time_zone, "
                "locale=excluded.locale, quiet_start=excluded.quiet_start, quiet_end=excluded.quiet_end, "
                "preferences=excluded.preferences, updated_at=excluded.updated_at",
                (
                    str(user_id),
                    tz,
                    loc,
                    quiet[0] if quiet else None,
                    quiet[1] if quiet else None,
                    prefs_text,
                    self.clock.now(),
                ),
            )
        return PlayerSettings(str(user_id), tz, loc, quiet, prefs)

    # ------------------------------------------------------------------ values outside matches

    async def get_value(self, scope: str, key: str) -> JSON | None:
        """A JSON value stored with `set_value` (None when absent), e.g. scope "sandbox", key a channel id."""
        rows = await self.store.fetchall("SELECT value FROM kv WHERE scope=? AND key=?", (scope, key))
        if not rows:
            return None
        try:
            value: JSON = json.loads(rows[0][0])
        except ValueError as exc:
            raise StoreError(f"stored value {scope}/{key} is not valid JSON ({exc})") from exc
        return value

    async def set_value(self, scope: str, key: str, value: JSON | None) -> None:
        """Store (replace) a JSON value outside any match; None deletes it."""
        if value is None:
            async with self.store.transaction() as conn:
                await conn.execute("DELETE FROM kv WHERE scope=? AND key=?", (scope, key))
            return
        try:
            text = canonical.dumps(value)
        except (TypeError, ValueError) as exc:
            raise MalformedAction(f"a stored value must be JSON data: {exc}") from exc
        async with self.store.transaction() as conn:
            await conn.execute(
                "INSERT INTO kv (scope, key, value, updated_at) VALUES (?,?,?,?) ON CONFLICT(scope, key) "
                "DO UPDATE SET value=excluded.value, updated_at=excluded.updated_at",
                (scope, key, text, self.clock.now()),
            )

    # ------------------------------------------------------------------ timers

    async def tick(self) -> int:
        """Fire due deadlines and reminders (by the injected clock); retry failed deliveries. Returns timers fired."""
        now = self.clock.now()
        rows = await self.store.fetchall(
            "SELECT id, match_id, kind, seat, prompt_key, due_at, deadline FROM timers WHERE due_at <= ? "
            "ORDER BY due_at, id LIMIT 500",
            (now,),
        )
        fired = 0
        for tid, mid, kind, seat, key, _due, deadline in rows:
            runner = self._live.get(mid)
            if runner is None:
                async with self.store.transaction() as conn:
                    await conn.execute("DELETE FROM timers WHERE id=?", (tid,))
                continue
            async with runner.lock:
                still = await self.store.fetchall("SELECT 1 FROM timers WHERE id=?", (tid,))
                if not still or runner.status != ACTIVE:
                    continue
                try:
                    if kind == T.DEADLINE:
                        await self._expire(runner, tid, seat, key, now)
                    else:
                        await self._remind(runner, tid, seat, key, float(deadline), now)
                    fired += 1
                except EngineError:
                    log.exception("timer %s of match %s failed", tid, mid)
        await self._retry_undelivered()
        return fired

    async def _expire(self, runner: MatchRunner, tid: int, seat: str, key: str, now: float) -> None:
        prompt = next((p for p in runner.prompts if p.seat == seat and p.key == key), None)
        if prompt is None:
            async with self.store.transaction() as conn:
                await conn.execute("DELETE FROM timers WHERE id=?", (tid,))
            return
        policy = runner.deadlines.on_expiry
        if policy == APPLY_DEFAULT and prompt.default is not None:
            try:
                await self._act_locked(runner, seat, dict(prompt.default), DEADLINE, delete_timer=tid)
                return
            except (RuleError, GameBug) as exc:
                log.warning("default action of %s/%s refused (%s); pausing instead", runner.id, key, exc)
            policy = PAUSE
        if policy == FORFEIT:
            others = tuple(s for s in runner.seats if s != seat)
            await self._finish(
                runner, Outcome(others, f"{seat} ran out of time"), FINISHED, "forfeited", {"seat": seat, "prompt": key}
            )
            return
        app = Appender(runner.last_seq, runner.last_hash, now)
        app.add(
            actor=ENGINE,
            seat=seat,
            source="engine",
            kind="paused",
            visibility=PUBLIC,
            payload={"seat": seat, "prompt": key, "reason": "deadline passed"},
            action_n=None,
        )
        ch = Changes(
            events=app.rows, timers_clear=True, update={"status": PAUSED, "last_seq": app.seq, "last_hash": app.hash}
        )
        ch.outbox.append(("paused", PUBLIC, None, {"seat": seat, "prompt": key, "reason": "deadline passed"}))
        notes = await self._commit(runner, ch, now)
        runner.status = PAUSED
        runner.last_seq, runner.last_hash = app.seq, app.hash
        runner.prompt_deadlines = {}
        self._deliver(notes)

    async def _remind(self, runner: MatchRunner, tid: int, seat: str, key: str, deadline: float, now: float) -> None:
        user = runner.seats[seat]
        settings = await self.get_player(user)
        try:
            quiet_end = T.quiet_until(settings, now)
        except SettingsError:
            quiet_end = None
        ch = Changes()
        if quiet_end is not None:
            if quiet_end < deadline:
                ch.timer_move.append((quiet_end, tid))
            else:
                ch.timer_delete_ids.append(tid)  # quiet until past the deadline: no reminder rather than a ping
        else:
            ch.timer_delete_ids.append(tid)
            prompt = next((p for p in runner.prompts if p.seat == seat and p.key == key), None)
            if prompt is not None:
                ch.outbox.append(("reminder", seat, user, {"prompt": prompt.to_json(), "deadline": deadline}))
        self._deliver(await self._commit(runner, ch, now))

    async def _poll_loop(self, interval: float) -> None:
        while True:
            await self.clock.sleep(interval)
            try:
                await self.tick()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("timer tick failed")

    # ------------------------------------------------------------------ internals: acting

    async def _runner(self, match_id: str) -> MatchRunner:
        runner = self._live.get(match_id)
        if runner is not None:
            return runner
        if match_id in self._broken:
            raise self._broken[match_id]
        rows = await self.store.fetchall("SELECT status FROM matches WHERE id=?", (match_id,))
        if not rows:
            raise UnknownMatch(f"there is no match {match_id!r}")
        raise MatchFinished(f"match {match_id} is over")

    def _check_live(self, runner: MatchRunner, *, allow_paused: bool = False) -> None:
        if runner.status in (FINISHED, ABANDONED):
            raise MatchFinished(f"match {runner.id} is over")
        if runner.status == PAUSED and not allow_paused:
            raise MatchPaused(f"match {runner.id} is paused; a player can resume it")

    def _resolve_seat(self, runner: MatchRunner, user_id: str, seat: str | None, *, any_seat: bool = False) -> str:
        mine = runner.users_seats(user_id)
        if not mine:
            raise NotYourSeat(f"you do not play in match {runner.id}")
        if seat is not None:
            if seat not in mine:
                raise NotYourSeat(f"seat {seat!r} is not yours in match {runner.id}")
            return seat
        if len(mine) == 1:
            return mine[0]
        prompted = [s for s in mine if any(p.seat == s for p in runner.prompts)]
        if len(prompted) == 1:
            return prompted[0]
        if any_seat:
            return mine[0]
        raise AmbiguousSeat(f"you hold seats {', '.join(mine)}; say which one acts")

    def _check_action(self, action: Any) -> Action:
        if not isinstance(action, dict):
            raise MalformedAction('an action must be a JSON object such as {"kind": "pick", ...}')
        if not isinstance(action.get("kind"), str) or not action["kind"]:
            raise MalformedAction('an action needs a "kind" naming what to do')
        try:
            text = canonical.dumps(action)
        except (TypeError, ValueError) as exc:
            raise MalformedAction(f"an action must be plain JSON data: {exc}") from exc
        if len(text) > MAX_ACTION_BYTES:
            raise MalformedAction(f"the action is too large ({len(text)} bytes; the limit is {MAX_ACTION_BYTES})")
        result: Action = json.loads(text)  # a private copy: the caller can't mutate what we store
        return result

    def _check_policy(self, policy: DeadlinePolicy) -> None:
        if policy.on_expiry not in POLICIES:
            raise BadMatchSetup(f"deadline policy must be one of {', '.join(POLICIES)}, not {policy.on_expiry!r}")
        for v in [policy.seconds, *policy.reminders, *policy.per_kind.values()]:
            if v is not None and (not isinstance(v, int | float) or v <= 0):
                raise BadMatchSetup("deadline and reminder times must be positive numbers of seconds")

    async def _act_locked(
        self, runner: MatchRunner, seat: str, action: Action, actor: str, *, delete_timer: int | None = None
    ) -> ActResult:
        now = self.clock.now()
        plan = plan_actions(runner, seat, action, actor, now)
        ch = Changes(events=list(plan.events), actions=list(plan.actions))
        if delete_timer is not None:
            ch.timer_delete_ids.append(delete_timer)
        self._plan_changes(runner, plan, ch, now)
        notes = await self._commit(runner, ch, now)
        self._after_commit(runner, plan, ch, notes)
        visible = tuple(_row_event(r) for r in plan.events if r.visibility in (PUBLIC, seat))
        return ActResult(runner.id, seat, visible, tuple(plan.prompts), plan.outcome, runner.status)

    def _auto_plan(self, runner: MatchRunner, prompts: list[Prompt], now: float) -> Plan | None:
        single = next(
            (p for p in prompts if p.options is not None and len(p.options) == 1 and p.min_choices >= 1), None
        )
        if single is None or not single.options:
            return None
        saved = runner.prompts
        runner.prompts = prompts
        try:
            return plan_actions(runner, single.seat, dict(single.options[0].action), AUTO, now)
        finally:
            runner.prompts = saved

    def _plan_changes(self, runner: MatchRunner, plan: Plan, ch: Changes, now: float) -> None:
        """Outbox rows, timers, snapshot and match columns that follow from a plan."""
        old = {(p.seat, p.key) for p in runner.prompts}
        new = {(p.seat, p.key) for p in plan.prompts}
        public = [_row_event(r).to_json() for r in plan.events if r.visibility == PUBLIC and r.source == "game"]
        waiting = sorted({p.seat for p in plan.prompts})
        if public:
            ch.outbox.append(
                (
                    "events",
                    PUBLIC,
                    None,
                    {"events": public, "seq_to": plan.last_seq, "waiting_for": [] if plan.outcome else waiting},
                )
            )
        for seat, user in runner.seats.items():
            private = [_row_event(r).to_json() for r in plan.events if r.visibility == seat]
            if private:
                ch.outbox.append(("events", seat, user, {"events": private, "seq_to": plan.last_seq}))
        ch.update.update({"last_seq": plan.last_seq, "last_hash": plan.last_hash, "next_action": plan.next_action})
        if plan.game_events:
            head = self._encode(runner, plan.state)
            ch.update.update({"head_state": head, "head_seq": plan.last_seq})
            if runner.events_since_snapshot + plan.game_events >= self.snapshot_every:
                ch.snapshot = (plan.last_seq, head)
        if plan.outcome is not None:
            ch.timers_clear = True
            ch.update.update(
                {
                    "status": FINISHED,
                    "result": canonical.dumps(plan.outcome.to_json()),
                    "finished_at": now,
                    "undo": None,
                }
            )
            ch.outbox.append(
                (
                    "match_ended",
                    PUBLIC,
                    None,
                    {
                        "outcome": plan.outcome.to_json(),
                        "seed": runner.seed,
                        "commitment": runner.commitment,
                        "status": FINISHED,
                    },
                )
            )
            return
        ch.timers_cancel += sorted(old - new)
        for p in plan.prompts:
            if (p.seat, p.key) in old:
                continue
            due = None
            for kind, at, deadline in T.plan_prompt_timers(runner.deadlines, p, now):
                ch.timers_add.append((kind, p.seat, p.key, at, deadline))
                due = deadline
            ch.outbox.append(("prompt", p.seat, runner.seats.get(p.seat), {"prompt": p.to_json(), "deadline": due}))
        if runner.undo is not None and plan.actions:
            ch.update["undo"] = None  # a new move cancels a pending undo request
            ch.outbox.append(("undo_declined", PUBLIC, None, {**runner.undo.to_json(), "declined_by": ["moved on"]}))

    def _arm_all(
        self, runner: MatchRunner, ch: Changes, now: float, prompts: list[Prompt] | None = None
    ) -> dict[tuple[str, str], float]:
        ch.timers_clear = True
        deadlines: dict[tuple[str, str], float] = {}
        for p in runner.prompts if prompts is None else prompts:
            for kind, at, deadline in T.plan_prompt_timers(runner.deadlines, p, now):
                ch.timers_add.append((kind, p.seat, p.key, at, deadline))
                deadlines[(p.seat, p.key)] = deadline
        return deadlines

    def _encode(self, runner: MatchRunner, state: Any) -> str:
        try:
            return canonical.dumps(runner.game.encode_state(state))
        except Exception as exc:
            raise GameBug(f"the game state cannot be stored as JSON: {exc!r}") from exc

    def _after_commit(self, runner: MatchRunner, plan: Plan, ch: Changes, notes: list[Notification]) -> None:
        runner.state, runner.prompts = plan.state, plan.prompts
        runner.last_seq, runner.last_hash, runner.next_action = plan.last_seq, plan.last_hash, plan.next_action
        runner.events_since_snapshot = 0 if ch.snapshot else runner.events_since_snapshot + plan.game_events
        if "undo" in ch.update:
            runner.undo = None
        dl = {k: v for k, v in runner.prompt_deadlines.items() if k not in set(ch.timers_cancel)}
        for kind, seat, key, _at, deadline in ch.timers_add:
            if kind == T.DEADLINE:
                dl[(seat, key)] = deadline
        runner.prompt_deadlines = dl
        if plan.outcome is not None:
            runner.status = FINISHED
            runner.prompt_deadlines = {}
            self._live.pop(runner.id, None)
        self._deliver(notes)
        self._schedule_render(runner)

    async def _finish(
        self, runner: MatchRunner, outcome: Outcome, status: str, kind: str, payload: dict[str, Any]
    ) -> None:
        now = self.clock.now()
        app = Appender(runner.last_seq, runner.last_hash, now)
        app.add(
            actor=ENGINE,
            seat=payload.get("seat"),
            source="engine",
            kind=kind,
            visibility=PUBLIC,
            payload=payload,
            action_n=None,
        )
        ch = Changes(
            events=app.rows,
            timers_clear=True,
            update={
                "status": status,
                "result": canonical.dumps(outcome.to_json()),
                "finished_at": now,
                "undo": None,
                "last_seq": app.seq,
                "last_hash": app.hash,
            },
        )
        ch.outbox.append(
            (
                "match_ended",
                PUBLIC,
                None,
                {"outcome": outcome.to_json(), "seed": runner.seed, "commitment": runner.commitment, "status": status},
            )
        )
        notes = await self._commit(runner, ch, now)
        runner.status = status
        runner.last_seq, runner.last_hash = app.seq, app.hash
        runner.undo = None
        runner.prompt_deadlines = {}
        self._live.pop(runner.id, None)
        self._deliver(notes)

    # ------------------------------------------------------------------ internals: writing

    async def _commit(
        self, runner: MatchRunner, ch: Changes, now: float, head: list[Stmt] | None = None
    ) -> list[Notification]:
        """Write one match's changes (after `head` statements, if any) in one transaction, with the pending
        acknowledgements riding along. Ids are assigned under the store's lock, so commits never collide."""
        notes: list[Notification] = []

        def build() -> tuple[list[Stmt], Callable[[], None]]:
            stmts = list(head or [])
            stmts += self._statements(runner, ch, now, notes)
            acked = len(self._acks)
            if acked:
                stmts.append(("UPDATE outbox SET delivered_at=? WHERE id=?", [(now, i) for i in self._acks[:acked]]))

            def committed() -> None:
                del self._acks[:acked]

            return stmts, committed

        try:
            await self.store.write(build)
        except sqlite3.Error as exc:
            raise StoreError(f"the database refused to store this change, so nothing changed ({exc})") from exc
        return notes

    def _statements(self, runner: MatchRunner, ch: Changes, now: float, notes: list[Notification]) -> list[Stmt]:
        """The SQL for one Changes. Appends the outbox rows to `notes`, numbering them (gaps after a failed commit
        are harmless: ids only need to be unique and increasing)."""
        mid = runner.id
        out: list[Stmt] = []
        if ch.undo_to is not None:
            out.append(
                (
                    "UPDATE events SET undone=1 WHERE match_id=? AND seq>? AND source='game' AND undone=0",
                    [(mid, ch.undo_to)],
                )
            )
            out.append(
                ("UPDATE actions SET undone=1 WHERE match_id=? AND first_seq>? AND undone=0", [(mid, ch.undo_to)])
            )
            out.append(("DELETE FROM snapshots WHERE match_id=? AND seq>?", [(mid, ch.undo_to)]))
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
        if ch.snapshot is not None:
            out.append(
                ("INSERT OR REPLACE INTO snapshots (match_id, seq, state) VALUES (?,?,?)", [(mid, *ch.snapshot)])
            )
        if ch.update:
            cols = sorted(ch.update)
            out.append(
                (
                    f"UPDATE matches SET {', '.join(c + '=?' for c in cols)} WHERE id=?",
                    [(*[ch.update[c] for c in cols], mid)],
                )
            )
        first = self._next_outbox
        self._next_outbox += len(ch.outbox)
        for i, (kind, audience, user, payload) in enumerate(ch.outbox):
            notes.append(Notification(first + i, mid, kind, audience, user, payload, now))
        if ch.outbox:
            out.append(
                (
                    "INSERT INTO outbox (id, match_id, kind, audience, user_id, payload, created_at) "
                    "VALUES (?,?,?,?,?,?,?)",
                    [
                        (n.id, mid, n.kind, n.audience, n.user_id, canonical.dumps(dict(n.payload)), now)
                        for n in notes[-len(ch.outbox) :]
                    ],
                )
            )
        return out

    # ------------------------------------------------------------------ internals: delivery and renders

    def _deliver(self, notes: list[Notification]) -> None:
        for n in notes:
            if n.id in self._inflight:
                continue
            self._inflight.add(n.id)
            self._queues.setdefault(n.match_id, deque()).append(n)
            if n.match_id not in self._senders:
                self._senders[n.match_id] = asyncio.create_task(self._send_loop(n.match_id))

    async def _send_loop(self, match_id: str) -> None:
        q = self._queues[match_id]
        try:
            while q:
                n = q[0]
                ok = bool(self._subs)
                for cb in list(self._subs):
                    try:
                        await cb(n)
                    except Exception:
                        ok = False
                        log.exception("subscriber failed on notification %s", n.dedup_key)
                q.popleft()
                self._inflight.discard(n.id)
                if ok:
                    self._acks.append(n.id)
            self._schedule_ack_flush()
        finally:
            del self._queues[match_id]
            del self._senders[match_id]

    def _schedule_ack_flush(self) -> None:
        if self._ack_task is None or self._ack_task.done():
            self._ack_task = asyncio.create_task(self._delayed_ack_flush())
            self._tasks.add(self._ack_task)
            self._ack_task.add_done_callback(self._tasks.discard)

    async def _delayed_ack_flush(self) -> None:
        await asyncio.sleep(0.05)  # let a following action's transaction carry the acknowledgements for free
        await self._flush_acks()

    async def _flush_acks(self) -> None:
        if not self._acks or not self._open:
            return
        now = self.clock.now()

        def build() -> tuple[list[Stmt], Callable[[], None]]:
            acked = len(self._acks)

            def committed() -> None:
                del self._acks[:acked]

            return [("UPDATE outbox SET delivered_at=? WHERE id=?", [(now, i) for i in self._acks[:acked]])], committed

        await self.store.write(build)

    async def _redeliver(self) -> None:
        if not self._subs:
            return
        await self._retry_undelivered()

    async def _retry_undelivered(self) -> None:
        if not self._subs:
            return
        rows = await self.store.fetchall(
            "SELECT id, match_id, kind, audience, user_id, payload, created_at FROM outbox "
            "WHERE delivered_at IS NULL ORDER BY id LIMIT 10000"
        )
        acked = set(self._acks)
        notes = []
        for nid, mid, kind, audience, user, payload, at in rows:
            if nid in self._inflight or nid in acked:
                continue
            try:
                body = json.loads(payload)
            except ValueError:
                log.error("outbox row %s is not valid JSON; skipping it", nid)
                continue
            notes.append(Notification(int(nid), mid, kind, audience, user, body, float(at)))
        self._deliver(notes)

    def _schedule_render(self, runner: MatchRunner) -> None:
        if self._render_hook is None or not self._render_subs:
            return
        if runner.render_running:
            runner.render_dirty = True
            return
        runner.render_running = True
        task = asyncio.create_task(self._render_loop(runner))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _render_loop(self, runner: MatchRunner) -> None:
        hook = self._render_hook
        assert hook is not None
        try:
            while True:
                runner.render_dirty = False
                seq = runner.last_seq
                view = runner.game.view(runner.state, None)
                async with self._render_sem:
                    image = await asyncio.to_thread(hook, runner.game_name, view)
                if image is not None:
                    for cb in list(self._render_subs):
                        try:
                            await cb(runner.id, seq, image)
                        except Exception:
                            log.exception("render subscriber failed for %s", runner.id)
                if not runner.render_dirty:
                    break
        except Exception:
            log.exception("rendering match %s failed", runner.id)
        finally:
            runner.render_running = False

    # ------------------------------------------------------------------ internals: loading

    def _info(self, r: MatchRunner) -> MatchInfo:
        return MatchInfo(
            id=r.id,
            game=r.game_name,
            status=r.status,
            seats=dict(r.seats),
            options=dict(r.options),
            guild_id=r.guild_id,
            channel_id=r.channel_id,
            commitment=r.commitment,
            seed=r.seed if r.status in (FINISHED, ABANDONED) else None,
            created_at=r.created_at,
            finished_at=None,
            outcome=None if r.status in LIVE_STATUSES else r.game.outcome(r.state),
            deadlines=r.deadlines,
            undo=r.undo,
            last_seq=r.last_seq,
            meta=dict(r.meta),
        )

    async def _stored_info(self, match_id: str) -> tuple[MatchInfo, tuple[Any, ...]]:
        rows = await self.store.fetchall(f"SELECT {MATCH_COLS} FROM matches WHERE id=?", (match_id,))
        if not rows:
            raise UnknownMatch(f"there is no match {match_id!r}")
        row = rows[0]
        seats = await self.store.fetchall("SELECT seat, user_id FROM seats WHERE match_id=?", (match_id,))
        (
            mid,
            game,
            status,
            fmt,
            options,
            guild,
            channel,
            seed,
            commit,
            created,
            finished,
            result,
            deadlines,
            undo,
            meta,
            last_seq,
            _h,
            _n,
        ) = row
        if int(fmt) > MATCH_FORMAT:
            raise FutureRow(f"match {mid} was stored by a newer bot (format {fmt}); upgrade to read it")
        res = _loads(result, "result", mid)
        und = _loads(undo, "undo request", mid)
        info = MatchInfo(
            id=mid,
            game=game,
            status=status,
            seats={s: u for s, u in seats},
            options=_loads(options, "options", mid),
            guild_id=guild,
            channel_id=channel,
            commitment=commit,
            seed=seed if status in (FINISHED, ABANDONED) else None,
            created_at=float(created),
            finished_at=None if finished is None else float(finished),
            outcome=None if res is None else Outcome.from_json(res),
            deadlines=DeadlinePolicy.from_json(_loads(deadlines, "deadlines", mid)),
            undo=None if und is None else UndoRequest.from_json(und),
            last_seq=int(last_seq),
            meta=_loads(meta, "meta", mid) or {},
        )
        return info, row

    async def _state_of(self, match_id: str) -> tuple[Game, Any, Mapping[str, str]]:
        runner = self._live.get(match_id)
        if runner is not None:
            return runner.game, runner.state, runner.seats
        if match_id in self._broken:
            raise self._broken[match_id]
        info, _ = await self._stored_info(match_id)
        game = self.game(info.game)
        head = await self.store.fetchall(
            "SELECT head_state, head_seq >= (SELECT COALESCE(MAX(seq), 0) FROM events WHERE match_id=? "
            "AND source='game' AND undone=0) FROM matches WHERE id=?",
            (match_id, match_id),
        )
        if head and head[0][0] is not None and head[0][1]:  # the final state is stored and current: use it
            return game, _fold(match_id, game, head[0][0], []), info.seats
        state, _since = await self._load_state(match_id, game)
        return game, state, info.seats

    async def _load_state(self, match_id: str, game: Game, upto: int | None = None) -> tuple[Any, int]:
        """The state after the last non-undone game event <= upto (latest snapshot + events after it)."""
        limit = upto if upto is not None else 1 << 62
        snaps = await self.store.fetchall(
            "SELECT seq, state FROM snapshots WHERE match_id=? AND seq<=? ORDER BY seq DESC LIMIT 1",
            (match_id, limit),
        )
        if not snaps:
            raise CorruptedMatch(f"match {match_id} has no stored starting state")
        snap_seq, snap_state = snaps[0]
        events = await self.store.fetchall(
            "SELECT seq, kind, visibility, payload FROM events WHERE match_id=? AND source='game' AND undone=0 "
            "AND seq>? AND seq<=? ORDER BY seq",
            (match_id, snap_seq, limit),
        )
        return _fold(match_id, game, snap_state, events), len(events)

    async def _load_live(self) -> None:
        """Bulk reload of every live match: one query per table, not per match."""
        live = (ACTIVE, PAUSED)
        matches = await self.store.fetchall(f"SELECT {MATCH_COLS}, head_state FROM matches WHERE status IN (?,?)", live)
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
        for row in matches:
            mid, head = row[0], row[-1]
            try:
                if head is not None:  # the current state is stored: no events to replay; decoded on first use
                    runner = self._build(row[:-1], seats.get(mid, {}), None, [], head=head)
                else:  # rows from before migration 2: latest snapshot + the events after it
                    runner = self._build(row[:-1], seats.get(mid, {}), snaps.get(mid), events.get(mid, []))
            except EngineError as exc:
                log.error("match %s cannot be loaded: %s", mid, exc.message)
                self._broken[mid] = exc
                continue
            runner.prompt_deadlines = deadlines.get(mid, {})
            self._live[mid] = runner

    def _build(
        self,
        row: Sequence[Any],
        seats: dict[str, str],
        snap: tuple[int, str] | None,
        events: list[Any],
        head: str | None = None,
    ) -> MatchRunner:
        (
            mid,
            game_name,
            status,
            fmt,
            options,
            guild,
            channel,
            seed,
            commit,
            created,
            _fin,
            _res,
            deadlines,
            undo,
            meta,
            last_seq,
            last_hash,
            next_action,
        ) = row
        if int(fmt) > MATCH_FORMAT:
            raise FutureRow(f"match {mid} was stored by a newer bot (format {fmt}); upgrade the bot to load it")
        try:
            game = self.game(game_name)
        except UnknownGame as exc:
            raise CorruptedMatch(f"match {mid} is of a game this bot does not know ({game_name})") from exc
        if snap is None and head is None:
            raise CorruptedMatch(f"match {mid} has no stored starting state")
        if not seats:
            raise CorruptedMatch(f"match {mid} has no seats")
        state = None if snap is None else _fold(mid, game, snap[1], events)
        und = _loads(undo, "undo request", mid)
        try:
            return MatchRunner(
                id=mid,
                game=game,
                game_name=game_name,
                status=status,
                seats=seats,
                options=_loads(options, "options", mid),
                seed=seed,
                commitment=commit,
                created_at=float(created),
                deadlines=DeadlinePolicy.from_json(_loads(deadlines, "deadlines", mid)),
                undo=None if und is None else UndoRequest.from_json(und),
                meta=_loads(meta, "meta", mid) or {},
                guild_id=guild,
                channel_id=channel,
                last_seq=int(last_seq),
                last_hash=last_hash,
                next_action=int(next_action),
                state=state,
                events_since_snapshot=len(events),
                state_text=head,
            )
        except EngineError:
            raise
        except Exception as exc:
            raise CorruptedMatch(f"match {mid} cannot be loaded: {exc!r}") from exc


def _fold(match_id: str, game: Game, snap_state: str, events: Sequence[Sequence[Any]]) -> Any:
    try:
        state = game.decode_state(json.loads(snap_state))
    except Exception as exc:
        raise CorruptedMatch(f"match {match_id}: its stored state cannot be read ({exc})") from exc
    for seq, kind, visibility, payload in events:
        try:
            state = game.evolve(state, Event(kind, json.loads(payload), visibility))
        except Exception as exc:
            raise CorruptedMatch(f"match {match_id}: stored event #{seq} ({kind}) cannot be applied ({exc})") from exc
    return state


__all__ = ["Engine"]
