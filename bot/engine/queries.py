"""Reading matches: infos, open prompts, views, the event log, listings, and the game objects by name.

A mixin of the Engine: live matches answer from memory, finished ones from the repository.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bot.core import canonical
from bot.core.chance import Chance
from bot.core.protocol import JSON, Event, Game, Prompt
from bot.engine.errors import EngineError, NotYourSeat, unknown_game
from bot.engine.frames import FrameCollector
from bot.engine.repository import Repository, fold
from bot.engine.runner import MatchRunner
from bot.engine.types import ABANDONED, ACTIVE, FINISHED, LIVE_STATUSES, LoggedEvent, MatchInfo, OpenPrompt


class Queries:
    repo: Repository
    _games: Callable[[str], Game] | None
    _game_cache: dict[str, Game]
    _live: dict[str, MatchRunner]
    _broken: dict[str, EngineError]

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
        except KeyError:
            raise unknown_game(name) from None
        self._game_cache[name] = game
        return game

    def check_setup(self, game: str, options: Mapping[str, JSON], seats: Sequence[str]) -> None:
        """Would `game` set up a match with these options and seats? RuleError saying why not (an invitation is
        checked before anyone accepts it). Nothing is stored; the throwaway seed only feeds set-up chance."""
        self.game(game).setup(dict(options), list(seats), Chance("check-setup"))

    # ------------------------------------------------------------------ reading

    async def info(self, match_id: str) -> MatchInfo:
        runner = self._live.get(match_id)
        if runner is not None:
            return self._info(runner)
        return await self.repo.stored_info(match_id)

    async def prompts(self, match_id: str, seat: str | None = None) -> list[Prompt]:
        """The prompts open now (all seats, or one seat's). Empty for a finished or paused match."""
        runner = self._live.get(match_id)
        if runner is None:
            await self.repo.stored_info(match_id)  # raises UnknownMatch / CorruptedMatch
            return []
        if runner.status != ACTIVE:
            return []
        return [p for p in runner.prompts if seat is None or p.seat == seat]

    async def open_prompts(self, match_id: str, seat: str | None = None) -> list[OpenPrompt]:
        runner = self._live.get(match_id)
        prompts = await self.prompts(match_id, seat)
        dl = runner.prompt_deadlines if runner else {}
        return [OpenPrompt(p, dl.get((p.seat, p.key))) for p in prompts]

    async def private_view(self, match_id: str, seat: str, key: str) -> dict[str, Any] | None:
        """The private view that goes with `seat`'s open secret prompt `key` (the game's optional `private_view`,
        docs/protocol.md), computed in a worker thread; None when the prompt is not open, not that seat's, not
        secret, or the game draws nothing for it."""
        runner = self._live.get(match_id)
        if runner is None or runner.status != ACTIVE:
            return None
        hook = getattr(runner.game, "private_view", None)
        prompt = next((p for p in runner.prompts if p.seat == seat and p.key == key and p.secret), None)
        if hook is None or prompt is None:
            return None
        state = runner.state  # states are never mutated (evolve returns a new one): safe to read off the loop
        view = await asyncio.to_thread(hook, state, prompt)
        return None if view is None else dict(view)

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
        snap_state, events = await self.repo.snapshot_and_events(match_id, since_seq, events_after=1 << 62)
        ends = await self.repo.action_ends_after(match_id, since_seq)

        def replay() -> None:
            state = fold(match_id, game, snap_state, [])
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

        await asyncio.to_thread(replay)

    async def round_frames(self, match_id: str, since_seq: int = 0) -> dict[int, list[Mapping[str, Any]]]:
        """The frames of each round's animation made after `since_seq` (bot/engine/frames.py): one per move and
        attack. A game with `frame_view(state)` (docs/protocol.md) is looked at after every event, so the steps one
        action makes together (two ships moving without a decision between them, a round's last attack ending in
        the action that starts the next round) each get their frame; other games after each action."""
        game = self.game((await self.info(match_id)).game)
        frame_view = getattr(game, "frame_view", None)
        collector = FrameCollector()
        if not callable(frame_view):
            await self.replay_views(match_id, collector.add, since_seq=since_seq)
            return collector.finish()
        snap_state, events = await self.repo.snapshot_and_events(match_id, since_seq, events_after=1 << 62)

        def replay() -> None:
            state = fold(match_id, game, snap_state, [])
            for seq, kind, visibility, payload in events:
                state = game.evolve(state, Event(kind, json.loads(payload), visibility))
                if seq > since_seq:
                    collector.add(seq, frame_view(state))

        await asyncio.to_thread(replay)
        return collector.finish()

    async def state_hash(self, match_id: str) -> str:
        game, state, _ = await self._state_of(match_id)
        return canonical.digest(game.encode_state(state))

    async def log(
        self, match_id: str, seat: str | None = None, *, everything: bool = False, include_undone: bool = True
    ) -> list[LoggedEvent]:
        """The event log as `seat` may see it (public events + its own secrets); `everything` for operators."""
        await self.info(match_id)
        return await self.repo.events(match_id, seat, everything, include_undone)

    async def list_matches(
        self,
        *,
        live_only: bool = True,
        user_id: str | int | None = None,
        guild_id: str | int | None = None,
        channel_id: str | int | None = None,
    ) -> list[MatchInfo]:
        wanted = {"user_id": user_id, "guild_id": guild_id, "channel_id": channel_id}
        filters = {k: str(v) for k, v in wanted.items() if v is not None}
        out = []
        for mid in await self.repo.match_ids(live_only, filters):
            try:
                out.append(await self.info(mid))
            except EngineError:
                continue  # a broken match is reported by `db check`, not by listings
        return out

    # ------------------------------------------------------------------ internals: reading

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

    async def _state_of(self, match_id: str) -> tuple[Game, Any, Mapping[str, str]]:
        runner = self._live.get(match_id)
        if runner is not None:
            return runner.game, runner.state, runner.seats
        if match_id in self._broken:
            raise self._broken[match_id]
        info = await self.repo.stored_info(match_id)
        game = self.game(info.game)
        head = await self.repo.current_head(match_id)
        if head is not None:  # the final state is stored and current: use it
            return game, fold(match_id, game, head, []), info.seats
        state, _since = await self.repo.load_state(match_id, game)
        return game, state, info.seats
