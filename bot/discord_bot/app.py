"""The bot: a commands.Bot holding the engine, the router (interactions) and the presenter (notifications)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import discord
from discord.ext import commands

import bot as bot_package
from bot.discord_bot import commands as slash
from bot.discord_bot import endpoints
from bot.discord_bot.boards import BoardPicture, RenderPool
from bot.discord_bot.components import DYNAMIC_ITEMS
from bot.discord_bot.presenter import Presenter
from bot.discord_bot.router import Router
from bot.discord_bot.settings import Settings
from bot.discord_bot.translator import CatalogTranslator
from bot.engine import Engine, gametext, gcpolicy
from bot.engine.clock import Clock
from bot.engine.dialect import redact
from bot.engine.leases import LeaseChanges, ShardPlan, shard_of
from bot.engine.types import MatchInfo
from bot.engine.warmup import warm_games
from bot.games import registry
from bot.i18n import language

log = logging.getLogger("bot.discord")
# discord.py's names for the tasks running slash commands and component callbacks (awaited on shutdown)
HANDLER_TASKS = ("CommandTree-invoker", "discord-ui-dynamic-item-", "discord-ui-view-dispatch-")
# What any message of the bot may ping: the users it names. discord.py's AllowedMentions leaves every field it is
# not given at True, so AllowedMentions(users=True) alone still lets a name like "@everyone" or a role mention in a
# player's text ping a whole server; a send's own AllowedMentions is merged over this default.
ALLOWED_MENTIONS = discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False)


def make_engine(
    settings: Settings,
    *,
    clock: Clock | None = None,
    games: Any = None,
    poll: bool = True,
    renderer: RenderPool | None = None,
) -> Engine:
    """The engine as the bot runs it: board pictures through a process pool (bot/discord_bot/boards.py), timers
    polled (poll=False: the caller fires them with engine.tick(), as tests with a fake clock do)."""
    if isinstance(settings.database, Path):
        settings.database.parent.mkdir(parents=True, exist_ok=True)
    hook = renderer or RenderPool(settings.render_workers)
    plan = None
    if settings.shard_count is not None:
        plan = ShardPlan(settings.shard_ids, settings.shard_count, lease_seconds=settings.lease_seconds)
    return Engine(
        settings.database,
        clock=clock,
        games=games,
        renderer=hook,
        render_concurrency=settings.render_workers,
        poll_interval=settings.reminder_poll_seconds if poll else None,
        shards=plan,
    )


class ModeratorBot(commands.Bot):
    """Construct, then `await bot.start(token)`. Tests pass their own engine (fake clock, test games)."""

    def __init__(
        self,
        settings: Settings,
        *,
        engine: Engine | None = None,
        games: Sequence[str] | None = None,
        game_titles: dict[str, str] | None = None,
        sync_only: bool = False,
        **kwargs: Any,
    ) -> None:
        kwargs.setdefault("intents", discord.Intents.default())
        kwargs.setdefault("chunk_guilds_at_startup", False)
        kwargs.setdefault("member_cache_flags", discord.MemberCacheFlags.none())
        kwargs.setdefault("allowed_mentions", ALLOWED_MENTIONS)
        super().__init__(command_prefix=commands.when_mentioned, help_command=None, **kwargs)
        endpoints.use(settings.api_base, settings.gateway_url)
        self.settings = settings
        self.engine = engine or make_engine(settings)
        hook = self.engine.render_hook
        self.render_pool: RenderPool = hook if isinstance(hook, RenderPool) else RenderPool(settings.render_workers)
        self.games = tuple(registry.names() if games is None else games)
        self._titles = dict(game_titles or {})
        self.sync_only = sync_only
        self.router = Router(self)
        self.presenter = Presenter(self)
        self._locales: dict[int, str | None] = {}  # explicit /settings language; None: not chosen
        self._seen: dict[int, str] = {}
        self._tasks: set[asyncio.Task[Any]] = set()
        self._player_locks: dict[int, asyncio.Lock] = {}
        self.resumed_matches = 0

    # ------------------------------------------------------------------------------------------ lifecycle
    async def setup_hook(self) -> None:
        await self.tree.set_translator(CatalogTranslator())
        self.tree.on_error = self.on_tree_error  # type: ignore[method-assign]
        slash.register(self)
        if self.sync_only:
            return
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        self.engine.subscribe(self.presenter.on_notification)
        await self.engine.open()
        for name in registry.names():  # every game's module and catalogs, read now rather than on a player's click
            if name in self.games:
                registry.get(name)
        await asyncio.to_thread(warm_games, [registry.get(name) for name in registry.names() if name in self.games])
        gcpolicy.freeze_loaded()  # the loaded matches and data stay out of later full collections
        self.engine.subscribe_shards(self.on_shards_changed)
        self.resumed_matches = len(await self.engine.list_matches())
        log.info(
            "health",
            extra={
                "version": bot_package.__version__,
                "database": redact(str(self.settings.database)),
                "matches_resumed": self.resumed_matches,
                "games": list(self.games),
            },
        )
        if self.settings.sync_on_start:
            await self.sync_commands()

    def dm_clicks_reach(self, guild_id: str | None) -> bool:
        """Whether a click on a DM's button reaches the process running this guild's matches (Discord sends every
        DM event to shard 0): always with one process."""
        return True

    async def on_shards_changed(self, changes: LeaseChanges) -> None:
        """The engine adopted or lost shards (another process died, or took its own back): connect or drop their
        gateway sessions, so their guilds' interactions reach this process (ShardedModeratorBot does)."""

    async def sync_commands(self) -> list[str]:
        """Guild-scoped sync for the configured guilds (instant), or global when none is configured."""
        done = []
        for gid in self.settings.guild_ids:
            guild = discord.Object(gid)
            self.tree.copy_global_to(guild=guild)
            done += [c.name for c in await self.tree.sync(guild=guild)]
        if not self.settings.guild_ids:
            done += [c.name for c in await self.tree.sync()]
        return done

    async def close(self) -> None:
        """Graceful: let the interactions being handled finish their action, let the engine deliver what is queued,
        stop the render processes, then disconnect."""
        handlers = [
            task
            for task in asyncio.all_tasks()
            if task is not asyncio.current_task() and task.get_name().startswith(HANDLER_TASKS)
        ]
        if handlers:
            await asyncio.wait(handlers, timeout=15)
        if self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)
        if not self.sync_only and self.engine is not None:
            try:
                await asyncio.wait_for(self.engine.close(), timeout=30)
            except Exception:
                log.exception("engine did not close cleanly")
            await asyncio.to_thread(self.render_pool.close)
        await super().close()

    # -------------------------------------------------------------------------------------------- helpers
    def game_title(self, game: str, locale: str | None = None) -> str:
        """The game's title in `locale` (its catalog's `game.title`), else the one it declares."""
        if game in self._titles:  # given at construction (tests, a deployment's own names)
            return self._titles[game]
        try:
            return gametext.title(game, language(locale), str(self.engine.game(game).title))
        except Exception:
            return game

    def seat_users(self, game: str, challenger: int, opponent: int) -> dict[str, str]:
        """The challenger takes the game's first seat, the opponent the second."""
        names = self.engine.game(game).seat_spec.names
        return {names[0]: str(challenger), names[1]: str(opponent)}

    async def player_locale(self, user_id: int) -> str | None:
        """The language a player chose with /settings language, else their Discord client's last seen one."""
        if user_id not in self._locales:
            try:
                player = await self.engine.get_player(user_id)
            except Exception:
                return self._seen.get(user_id)
            self._locales[user_id] = player.preferences.get("language")
        return self._locales[user_id] or self._seen.get(user_id)

    def known_locale(self, user_id: int, client_locale: str) -> str:
        """For answering an interaction without waiting for the database: the player's chosen language when
        already known, else their client's. The chosen one is loaded in the background for next time; the client
        language is only remembered in memory (no write per new user), for DMs and reminders."""
        lang = language(client_locale)
        self._seen[user_id] = lang
        if user_id not in self._locales:
            self._locales[user_id] = None
            self._background(self._load_locale(user_id))
        return self._locales.get(user_id) or lang

    async def _load_locale(self, user_id: int) -> None:
        player = await self.engine.get_player(user_id)
        if self._locales.get(user_id) is None:
            self._locales[user_id] = player.preferences.get("language")

    def _background(self, coro: Any) -> None:
        task = asyncio.create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.warning("background task failed", exc_info=task.exception())

    def set_language(self, user_id: int, lang: str) -> None:
        self._locales[user_id] = lang

    async def update_player(self, user_id: int, **changes: Any) -> Any:
        """engine.set_player, one at a time per player: it reads then writes the whole row, so two concurrent
        updates (two commands) would otherwise lose one of them."""
        lock = self._player_locks.setdefault(user_id, asyncio.Lock())
        async with lock:
            return await self.engine.set_player(user_id, **changes)

    async def full_picture(self, info: MatchInfo, locale: str | None = None) -> BoardPicture | None:
        view = await self.engine.view(info.id, None)
        return await asyncio.to_thread(self.render_pool.render, info.game, view, None, locale)

    async def on_tree_error(
        self, interaction: discord.Interaction, error: discord.app_commands.AppCommandError
    ) -> None:
        """A command crashed: log it and tell the user that nothing changed (instead of Discord's silent failure)."""
        from bot.discord_bot.replies import refuse

        cause = error.original if isinstance(error, discord.app_commands.CommandInvokeError) else error
        await refuse(interaction, cause, await self.router.locale(interaction))


class ShardedModeratorBot(ModeratorBot, commands.AutoShardedBot):
    """One of several processes: discord.py's AutoShardedBot over SHARD_IDS of SHARD_COUNT, plus the shards its
    engine adopts from a process that died (docs/engine.md, "Several processes")."""

    def __init__(self, settings: Settings, **kwargs: Any) -> None:
        kwargs.setdefault("shard_ids", list(settings.shard_ids))
        kwargs.setdefault("shard_count", settings.shard_count)
        super().__init__(settings, **kwargs)

    def dm_clicks_reach(self, guild_id: str | None) -> bool:
        return shard_of(guild_id, self.settings.shard_count or 1) == 0

    async def on_shards_changed(self, changes: LeaseChanges) -> None:
        if self.is_closed():
            return
        running = self.shards
        for shard in changes.gained:
            if shard not in running:
                log.warning("connecting adopted shard %s", shard)
                await self.launch_shard(discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY, shard)
        for shard in changes.lost:
            info = running.get(shard)
            if info is not None and shard not in self.settings.shard_ids:
                log.warning("disconnecting shard %s (handed back)", shard)
                await info.disconnect()


def create_bot(settings: Settings, **kwargs: Any) -> ModeratorBot:
    """The bot for these settings: sharded when SHARD_COUNT is set, else one process with one gateway session."""
    if settings.shard_count is not None:
        return ShardedModeratorBot(settings, **kwargs)
    return ModeratorBot(settings, **kwargs)
