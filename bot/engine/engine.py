"""The Engine: the one object adapters talk to (see docs/engine.md).

Order of work for one action (DESIGN.md): cached state -> game.act (+ auto-resolve) -> one transaction with the
events, action record, outbox rows, timers and snapshot -> swap the cached state -> hand the outbox rows to the
subscribers -> schedule a render off the event loop.

This module holds the match lifecycle and the queries; the other concerns live beside it: `repository` (all SQL,
folding, loading), `changes` (what a transaction writes), `outbox` (delivery and acknowledgements), `ticks`
(deadlines and reminders), `render` (board images), `players` (settings and stored values), `undo`.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import sqlite3
from collections.abc import Awaitable, Callable, Mapping
from pathlib import Path
from typing import Any

from bot.core import canonical
from bot.core.chance import Chance, commitment, new_seed
from bot.core.protocol import JSON, PUBLIC, Action, ContentKind, Game, Outcome, RuleError
from bot.engine import failover, ticks, undo
from bot.engine import stored_prompts as SP
from bot.engine import timers as T
from bot.engine.changes import Changes, arm_all, auto_plan, encode, engine_event, match_ended, plan_changes, row_event
from bot.engine.checks import check_action, check_live, check_policy, check_seats, resolve_seat
from bot.engine.clock import Clock, SystemClock
from bot.engine.content import Added, Content, ContentItem
from bot.engine.content import kind_of as content_kind_of
from bot.engine.errors import (
    BadMatchSetup,
    CorruptedMatch,
    EngineError,
    GameBug,
    MalformedAction,
    MatchFinished,
    NotYourSeat,
    StalePrompt,
    StorageFailed,
    StoreError,
    UnknownMatch,
    UnknownOption,
    unique_violation,
)
from bot.engine.leases import LeaseChanges, Leases, ShardPlan
from bot.engine.outbox import Outbox
from bot.engine.pgstore import PgStore
from bot.engine.players import KEEP, Players
from bot.engine.queries import Queries
from bot.engine.render import Renders, default_render_hook
from bot.engine.repository import Repository
from bot.engine.runner import MatchRunner, Plan, plan_actions
from bot.engine.store import Stmt
from bot.engine.stores import make_store
from bot.engine.types import (
    ABANDONED,
    ACTIVE,
    FINISHED,
    PAUSED,
    PLAYER,
    ActResult,
    DeadlinePolicy,
    MatchInfo,
    Notification,
    PlayerSettings,
    RenderHook,
    RenderSubscriber,
    Subscriber,
    UndoRequest,
)

log = logging.getLogger(__name__)

_AUTO = object()  # sentinel: look renderers up by game name


class Engine(Queries):
    """Game-agnostic match runtime. Use `async with Engine(path) as engine:` or open()/close(). `db_path` is a
    SQLite file, or a `postgresql://` URL for a database shared by several processes."""

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
        shards: ShardPlan | None = None,
    ) -> None:
        self.store = make_store(db_path, synchronous=synchronous)
        # Several processes (shards.md in docs/engine.md): this one acts only on the matches of the shards it leases.
        self.leases: Leases | None = None
        if shards is not None:
            if not isinstance(self.store, PgStore):
                raise StoreError(
                    "several bot processes (SHARD_IDS/SHARD_COUNT) share their matches through PostgreSQL: set "
                    "DATABASE_URL=postgresql://...; a SQLite file is written by one process"
                )
            self.leases = Leases(shards, self.store)
        self.repo = Repository(self.store)
        self.clock: Clock = clock or SystemClock()
        self._games = games
        self.snapshot_every = max(1, snapshot_every)
        self._tasks: set[asyncio.Task[Any]] = set()
        hook: RenderHook | None = default_render_hook if renderer is _AUTO else renderer  # type: ignore[assignment]
        self.renders = Renders(hook, render_concurrency, self._tasks)
        self.outbox = Outbox(self.repo, self.clock, self._tasks)
        self.players = Players(self.repo, self.clock)
        self.content = Content(self.repo, self.clock)
        self.poll_interval = poll_interval
        self._live: dict[str, MatchRunner] = {}
        self._game_cache: dict[str, Game] = {}
        self._broken: dict[str, EngineError] = {}
        self._poller: asyncio.Task[None] | None = None
        self._lease_loop: asyncio.Task[None] | None = None
        self._shard_subs: list[Callable[[LeaseChanges], Awaitable[None]]] = []
        self._open = False

    @property
    def render_hook(self) -> RenderHook | None:
        """What turns a public view into a board image (None: no images). Adapters reuse it, e.g. its pool."""
        return self.renders.hook

    # ------------------------------------------------------------------ lifecycle

    async def open(self) -> None:
        """Migrate, reload live matches, re-deliver undelivered notifications, start the timer poller.

        Subscribe before calling open() to receive the notifications a crash left undelivered.
        """
        await self.store.open()
        try:
            await SP.warm()  # read every file of the bot once (per process), off the event loop
            await self.repo.start()
            keep = None
            if self.leases is not None:
                await self.leases.renew(self.clock.now())
                keep = self.outbox.keep = self.leases.owns_guild
            self._live, self._broken = await self.repo.load_live(self.game, keep)
        except BaseException:
            await self.store.close()
            raise
        self._open = self.outbox.open = True
        await self.outbox.retry_undelivered()
        if self.poll_interval is not None:
            self._poller = asyncio.create_task(ticks.poll_loop(self, self.poll_interval))
        if self.leases is not None and self.poll_interval is not None:
            self._lease_loop = asyncio.create_task(failover.lease_loop(self, self.leases.plan.lease_seconds / 3))

    async def close(self, *, drain_timeout: float = 10.0) -> None:
        """Stop the poller, hand over queued notifications (at most `drain_timeout` seconds: a stuck subscriber
        must not block a shutdown; what it did not take is delivered again at the next start), close the file."""
        for task in (self._poller, self._lease_loop):
            if task is not None:
                task.cancel()
                await asyncio.gather(task, return_exceptions=True)
        self._poller = self._lease_loop = None
        try:
            if self._open:
                await self._drain_for_close(drain_timeout)
                if self.leases is not None:  # another process may adopt our shards at once, not a lease later
                    await self.leases.release()
        finally:
            self._open = self.outbox.open = False
            await self.store.close()
            self._live.clear()

    async def _drain_for_close(self, timeout: float) -> None:
        try:
            await asyncio.wait_for(self.drain(), timeout)
        except TimeoutError:
            log.warning("closing with notifications still being delivered; they will be re-delivered")
            await self.outbox.cancel()
        except (StoreError, sqlite3.Error) as exc:  # reported where it happened; what is stored is kept
            log.error("closing without storing the last acknowledgements: %s", getattr(exc, "message", exc))
            await self.outbox.cancel()

    @property
    def failed(self) -> StorageFailed | None:
        """Why the database can no longer be written (the engine then refuses every change), or None."""
        return self.store.failed

    async def wait_failed(self) -> StorageFailed:
        """Returns once the database can no longer be written: a server stops then instead of refusing every
        move from now on."""
        await self.store.failed_event.wait()
        assert self.store.failed is not None
        return self.store.failed

    async def __aenter__(self) -> Engine:
        await self.open()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def drain(self) -> None:
        """Wait until every queued notification and render has been handed over and acknowledgements written."""
        await self.outbox.drain()

    def subscribe(self, callback: Subscriber) -> Callable[[], None]:
        """`callback(notification)` is awaited after each commit, in order per match. Returns an unsubscribe."""
        return self.outbox.subscribe(callback)

    def subscribe_renders(self, callback: RenderSubscriber) -> Callable[[], None]:
        """`callback(match_id, seq, image)` after a board image of the public view was rendered off the loop."""
        return self.renders.subscribe(callback)

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
        content_scope: str | None = None,
    ) -> MatchInfo:
        """Start a match: seats maps the game's seat names to user ids. RuleError for options the game rejects.
        `content_scope` (a server's id, or "console"): copy that scope's user content into the options, unless
        they carry `content` already (docs/protocol.md, "User content")."""
        g = self.game(game)
        if self.leases is not None and not self.leases.owns_guild(None if guild_id is None else str(guild_id)):
            raise failover.elsewhere(self.leases, "a new match", None if guild_id is None else str(guild_id))
        seat_map = check_seats(game, g, seats)
        opts = dict(options or {})
        if content_scope is not None and "content" not in opts:
            found = await self.content.for_match(content_scope, game, g)
            if found:
                opts["content"] = found
        policy = deadlines or DeadlinePolicy()
        check_policy(policy)
        try:
            options_json = canonical.dumps(opts)
            meta_json = canonical.dumps(dict(meta or {}))
        except (TypeError, ValueError) as exc:
            raise BadMatchSetup(f"options and meta must be JSON data: {exc}") from exc
        mid = match_id or secrets.token_hex(4)
        if mid in self._live:  # one stored and not live: its key refuses the commit (`_insert_match`)
            raise BadMatchSetup(f"a match with id {mid} already exists")
        seed = seed or new_seed()
        commit = commitment(seed)
        try:
            state = g.setup(opts, list(seat_map), Chance(seed))
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
            seats=seat_map,
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
            verified=True,
        )
        state_json = encode(runner, state)
        started = {"game": game, "seats": runner.seats, "options": opts, "commitment": commit}
        app = engine_event(runner, now, "match_started", started, None)
        ch = Changes(events=list(app.rows), snapshot=(0, state_json), update={"head_state": state_json, "head_seq": 0})
        ch.outbox.append(("match_started", PUBLIC, None, {**started, "deadlines": policy.to_json()}))
        runner.last_seq, runner.last_hash = app.seq, app.hash
        runner.prompts = []  # so the first prompts count as new
        initial = g.prompts(state)
        plan = auto_plan(runner, initial, now)
        if plan is not None:
            ch.events += plan.events
            ch.actions += plan.actions
        else:
            plan = Plan(state, initial, g.outcome(state), app.seq, app.hash, 1)
        plan_changes(runner, plan, ch, now, self.snapshot_every)
        if "head_prompts" not in ch.update:  # no game event since set-up: the stored state is the initial one
            ch.update["head_prompts"] = SP.dump(SP.prompt_texts(plan.prompts), ch.update["head_state"])
        notes = await self._insert_match(runner, ch, now, options_json, meta_json)
        self._live[mid] = runner
        self._after_commit(runner, plan, ch, notes)
        return self._info(runner)

    async def _insert_match(
        self, runner: MatchRunner, ch: Changes, now: float, options_json: str, meta_json: str
    ) -> list[Notification]:
        """The new match's rows and its first changes in one commit: on PostgreSQL one round trip, with no read
        before it whether the id is free (issue 17). A taken id breaks a unique key, the whole commit is refused,
        and only then a read tells that refusal apart from any other."""
        head = self.repo.insert_match(runner, options_json, meta_json, ch.update)
        ch.update = {}  # written by the insert
        try:
            return await self._commit(runner, ch, now, head=head)
        except StoreError as exc:
            if unique_violation(exc) and await self.repo.exists(runner.id):
                raise BadMatchSetup(f"a match with id {runner.id} already exists") from None
            raise

    async def act(self, match_id: str, user_id: str | int, action: Action, *, seat: str | None = None) -> ActResult:
        """Apply `action` for the user's seat. Raises an EngineError subclass or the game's RuleError; then nothing
        changed."""
        runner = await self._runner(match_id)
        async with runner.lock:
            check_live(runner)
            seat = resolve_seat(runner, str(user_id), seat)
            return await self._act_locked(runner, seat, check_action(action), PLAYER)

    async def act_option(
        self, match_id: str, user_id: str | int, prompt_key: str, option_id: str, *, seat: str | None = None
    ) -> ActResult:
        """Answer an enumerated prompt by option id (what a button or select carries)."""
        runner = await self._runner(match_id)
        async with runner.lock:
            check_live(runner)
            mine = runner.users_seats(str(user_id))
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
            return await self._act_locked(runner, prompt.seat, check_action(dict(option.action)), PLAYER)

    async def concede(self, match_id: str, user_id: str | int, *, seat: str | None = None) -> MatchInfo:
        """The user's seat concedes; every other seat wins."""
        runner = await self._runner(match_id)
        async with runner.lock:
            check_live(runner, allow_paused=True)
            seat = resolve_seat(runner, str(user_id), seat)
            others = tuple(s for s in runner.seats if s != seat)
            await self._finish(runner, Outcome(others, f"{seat} conceded"), FINISHED, "conceded", {"seat": seat})
        return await self.info(match_id)

    async def abandon(self, match_id: str, user_id: str | int | None = None, reason: str = "abandoned") -> MatchInfo:
        """End the match without a winner. `user_id` None means an operator/system decision."""
        runner = await self._runner(match_id)
        async with runner.lock:
            check_live(runner, allow_paused=True)
            by = None
            if user_id is not None:
                by = resolve_seat(runner, str(user_id), None, any_seat=True)
            outcome = Outcome((), reason, draw=False)
            await self._finish(runner, outcome, ABANDONED, "abandoned", {"seat": by, "reason": reason})
        return await self.info(match_id)

    async def resume(self, match_id: str, user_id: str | int | None = None) -> MatchInfo:
        """Resume a paused match; deadlines of the open prompts start afresh."""
        runner = await self._runner(match_id)
        async with runner.lock:
            if runner.status != PAUSED:
                raise EngineError("the match is not paused", said="engine.not_paused")
            if user_id is not None:
                resolve_seat(runner, str(user_id), None, any_seat=True)
            now = self.clock.now()
            app = engine_event(runner, now, "resumed", {}, None)
            ch = Changes(events=app.rows, update={"status": ACTIVE, "last_seq": app.seq, "last_hash": app.hash})
            ch.outbox.append(("resumed", PUBLIC, None, {}))
            deadlines = arm_all(runner, ch, now)
            notes = await self._commit(runner, ch, now)
            runner.status = ACTIVE
            runner.last_seq, runner.last_hash = app.seq, app.hash
            runner.prompt_deadlines = deadlines
            self.outbox.deliver(notes)
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
            check_live(runner)
            seat = resolve_seat(runner, str(user_id), seat, any_seat=True)
            return await undo.request(self, runner, str(user_id), seat, to_seq)

    async def answer_undo(self, match_id: str, user_id: str | int, accept: bool) -> UndoRequest | None:
        """Consent to (or refuse) the pending undo. Returns the still-pending request, or None once resolved."""
        runner = await self._runner(match_id)
        async with runner.lock:
            check_live(runner)
            return await undo.answer(self, runner, str(user_id), accept)

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
        stmt = self.repo.meta_statement(match_id, text)
        if self.leases is None:
            await self.store.write(lambda: ([stmt], _nothing))
        else:  # fenced like every write of a match: a process that lost the shard must not change it
            guild = runner.guild_id if runner is not None else info.guild_id
            await failover.fenced(self.leases, match_id, guild, lambda: ([stmt], _nothing), self.clock.now())
        if runner is not None:
            runner.meta = meta
        return await self.info(match_id)

    # ------------------------------------------------------------------ players and values outside matches

    async def get_player(self, user_id: str | int) -> PlayerSettings:
        return await self.players.get(user_id)

    async def set_player(
        self,
        user_id: str | int,
        *,
        time_zone: str | None = None,
        locale: str | None = None,
        quiet_hours: str | object | None = KEEP,
        preferences: Mapping[str, JSON] | None = None,
    ) -> PlayerSettings:
        """Change a player's settings. `quiet_hours` like "22:00-07:00" (local time), or None to clear them."""
        return await self.players.set(
            user_id, time_zone=time_zone, locale=locale, quiet_hours=quiet_hours, preferences=preferences
        )

    async def get_value(self, scope: str, key: str) -> JSON | None:
        """A JSON value stored with `set_value` (None when absent), e.g. scope "sandbox", key a channel id."""
        return await self.players.get_value(scope, key)

    async def set_value(self, scope: str, key: str, value: JSON | None) -> None:
        """Store (replace) a JSON value outside any match; None deletes it."""
        await self.players.set_value(scope, key, value)

    # ------------------------------------------------------------------ user content (docs/protocol.md)

    async def add_content(
        self, scope: str, game: str, kind: str, data: JSON, user_id: str | int, *, moderator: bool = False
    ) -> list[Added]:
        """Check (the game's `check_content`) and store one item or a list of items of `kind` in `scope`, all or
        none; an item with a stored id replaces it (only its adder or a `moderator` may). RuleError / ContentError
        say what is wrong."""
        return await self.content.add(scope, game, self.game(game), kind, data, str(user_id), moderator=moderator)

    async def list_content(self, scope: str, game: str, kind: str | None = None) -> list[ContentItem]:
        if kind is not None:
            self.content_kind(game, kind)
        return await self.content.items(scope, game, kind)

    async def find_content(self, scope: str, game: str, item_id: str, kind: str | None = None) -> ContentItem:
        return await self.content.find(scope, game, item_id, kind)

    async def remove_content(
        self,
        scope: str,
        game: str,
        item_id: str,
        user_id: str | int,
        *,
        kind: str | None = None,
        moderator: bool = False,
    ) -> ContentItem:
        """Remove an item: its adder, or a `moderator`. Matches created before keep their copy."""
        return await self.content.remove(scope, game, item_id, str(user_id), kind=kind, moderator=moderator)

    async def match_content(self, scope: str, game: str) -> dict[str, list[JSON]]:
        """What `create_match(content_scope=scope)` would copy into the options now."""
        return await self.content.for_match(scope, game, self.game(game))

    def content_kind(self, game: str, kind: str) -> ContentKind:
        """The game's declared kind; ContentError naming the game's kinds (or saying it has none)."""
        return content_kind_of(game, self.game(game), kind)

    # ------------------------------------------------------------------ timers

    async def tick(self) -> int:
        """Fire due deadlines and reminders (by the injected clock); retry failed deliveries. Returns timers fired."""
        return await ticks.tick(self)

    async def lease_tick(self) -> LeaseChanges:
        """Several processes: renew this process's shard leases, adopt the shards of a process that stopped renewing
        (their matches, timers and undelivered notifications), hand back or drop what it no longer holds. The
        lease loop calls it every third of a lease; tests with a fake clock call it themselves."""
        return await failover.lease_tick(self)

    def subscribe_shards(self, callback: Callable[[LeaseChanges], Awaitable[None]]) -> Callable[[], None]:
        """`callback(changes)` after this process gained or lost shards (the Discord adapter connects or drops
        their gateway sessions)."""
        self._shard_subs.append(callback)
        return lambda: self._shard_subs.remove(callback) if callback in self._shard_subs else None

    # ------------------------------------------------------------------ internals: acting

    async def _runner(self, match_id: str) -> MatchRunner:
        runner = self._live.get(match_id)
        if runner is not None:
            return runner if runner.verified else await self._verified(runner)
        if match_id in self._broken:
            raise self._broken[match_id]
        if self.leases is not None:
            await failover.refuse_if_elsewhere(self, self.leases, match_id)
        if not await self.repo.exists(match_id):
            raise UnknownMatch(f"there is no match {match_id!r}")
        raise MatchFinished(f"match {match_id} is over")

    async def _verified(self, runner: MatchRunner) -> MatchRunner:
        """A reloaded match, checked once against its stored log before anything acts on it; a damaged one is
        refused from then on (`db check` names the damage)."""
        try:
            await self.repo.verify(runner)
        except CorruptedMatch as exc:
            refused = CorruptedMatch(f"{exc.message}; it is not continued (`python -m bot db check` lists the damage)")
            log.error("match %s refused: %s", runner.id, refused.message)
            self._broken[runner.id] = refused
            self._live.pop(runner.id, None)
            raise refused from exc
        runner.verified = True
        return runner

    async def _act_locked(
        self, runner: MatchRunner, seat: str, action: Action, actor: str, *, delete_timer: int | None = None
    ) -> ActResult:
        now = self.clock.now()
        plan = plan_actions(runner, seat, action, actor, now)
        ch = Changes(events=list(plan.events), actions=list(plan.actions))
        if delete_timer is not None:
            ch.timer_delete_ids.append(delete_timer)
        plan_changes(runner, plan, ch, now, self.snapshot_every)
        notes = await self._commit(runner, ch, now)
        self._after_commit(runner, plan, ch, notes)
        visible = tuple(row_event(r) for r in plan.events if r.visibility in (PUBLIC, seat))
        return ActResult(runner.id, seat, visible, tuple(plan.prompts), plan.outcome, runner.status)

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
        self.outbox.deliver(notes)
        self.renders.schedule(runner)

    async def _finish(
        self, runner: MatchRunner, outcome: Outcome, status: str, kind: str, payload: dict[str, Any]
    ) -> None:
        now = self.clock.now()
        app = engine_event(runner, now, kind, payload, payload.get("seat"))
        update = {"status": status, "result": canonical.dumps(outcome.to_json()), "finished_at": now, "undo": None}
        ch = Changes(events=app.rows, timers_clear=True, update={**update, "last_seq": app.seq, "last_hash": app.hash})
        ch.outbox.append(match_ended(runner, outcome, status))
        notes = await self._commit(runner, ch, now)
        runner.status = status
        runner.last_seq, runner.last_hash = app.seq, app.hash
        runner.undo = None
        runner.prompt_deadlines = {}
        self._live.pop(runner.id, None)
        self.outbox.deliver(notes)

    # ------------------------------------------------------------------ internals: writing

    async def _commit(
        self, runner: MatchRunner, ch: Changes, now: float, head: list[Stmt] | None = None
    ) -> list[Notification]:
        """Write one match's changes (after `head` statements, if any) in one transaction, with the pending
        acknowledgements riding along. The database numbers the outbox rows, so no two processes or runs collide."""

        carried: list[int] = []

        def build() -> tuple[list[Stmt], Callable[[], None]]:
            acks, committed = self.outbox.take_acks(now, carried)
            # acknowledgements first: on PostgreSQL an update after an insert into the same table (outbox) would
            # make the commit run statement by statement (pgbatch.py); they touch only rows committed earlier
            return [*acks, *(head or []), *self._statements(runner, ch, now)], committed

        try:
            if self.leases is None:
                ids = await self.store.write(build)
            else:
                ids = await failover.fenced_write(self, self.leases, runner, build, now)
        except sqlite3.Error as exc:
            raise StoreError(f"the database refused to store this change, so nothing changed ({exc})") from exc
        finally:
            self.outbox.release(carried)  # after a commit they are acknowledged; after a failure the next carries them
        return self.repo.notifications(runner.id, ch, now, ids)

    async def _retry_undelivered(self) -> None:
        await self.outbox.retry_undelivered()

    def _statements(self, runner: MatchRunner, ch: Changes, now: float) -> list[Stmt]:
        return self.repo.statements(runner.id, ch, now)


def _nothing() -> None:
    """A write with nothing to do after its commit."""


__all__ = ["Engine"]
