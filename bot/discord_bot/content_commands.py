"""`/<game> content add|list|show|remove`: players' own content (docs/protocol.md, "User content") for every game
that declares content kinds, stored per server. Thin: read the file or text (bounded), call the engine, answer in
the reader's language. Who may replace or remove an item: the member who added it, or Manage Server.
"""

from __future__ import annotations

import asyncio
import io
import json
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.core import declared
from bot.core.protocol import JSON, ContentKind, RuleError
from bot.core.texts import Catalogs
from bot.discord_bot import gametext
from bot.discord_bot.replies import error_text, say
from bot.discord_bot.translator import L
from bot.engine.content import MAX_FILE_BYTES, parse
from bot.engine.content_text import added_text, describe, kind_word, list_lines, refused_head, removed_text, shown_head
from bot.engine.errors import ContentError, EngineError, GameBug, StoreError
from bot.i18n import t

if TYPE_CHECKING:
    from bot.discord_bot.host import Host
    from bot.engine import Engine

log = logging.getLogger("bot.discord")

DOWNLOAD_SECONDS = 20.0  # an attachment not downloaded by then is refused (Discord's CDN answers in well under that)
SHOWN_INLINE = 1800  # characters of an item shown in the reply itself; a longer one comes as a file
LISTED = 25  # items per `content list` reply (a kind narrows it)
MAX_CHOICES = 25  # Discord's limit for autocomplete suggestions


async def server_items(engine: Engine, guild_id: int | None, game: str) -> dict[str, list[JSON]]:
    """The server's items as a match created now would get them (for a secret pick that may use them)."""
    if guild_id is None:
        return {}
    return await engine.match_content(str(guild_id), game)


def mention(user_id: str) -> str:
    return f"<@{user_id}>" if user_id.isdigit() else user_id


def content_group(bot: Host, game: str) -> app_commands.Group | None:
    """The `content` subgroup of `/<game>`, or None when the game takes no players' content."""
    holder = declared.user_content(bot.engine.game(game))
    if holder is None or not holder.content_kinds:
        return None
    kinds: tuple[ContentKind, ...] = tuple(holder.content_kinds)
    group = app_commands.Group(name="content", description=L("cmd.content"))
    texts = declared.texts(bot.engine.game(game))
    # a kind is picked by its name in the reader's language (the game's `content.kind.<kind>`), else by its id
    choices = [
        app_commands.Choice(name=L(f"content.kind.{k.name}", texts) if _named(texts, k.name) else k.name, value=k.name)
        for k in kinds
    ]

    @group.command(name="add", description=L("cmd.content.add"))
    @app_commands.describe(kind=L("opt.content_kind"), file=L("opt.content_file"), json=L("opt.content_json"))
    @app_commands.choices(kind=choices)
    async def add(
        interaction: discord.Interaction,
        kind: str,
        file: discord.Attachment | None = None,
        json: str | None = None,
    ) -> None:
        await _add(bot, interaction, game, kind, file, json)

    @group.command(name="list", description=L("cmd.content.list"))
    @app_commands.describe(kind=L("opt.content_kind"))
    @app_commands.choices(kind=choices)
    async def listing(interaction: discord.Interaction, kind: str | None = None) -> None:
        await _list(bot, interaction, game, kind, kinds)

    @group.command(name="show", description=L("cmd.content.show"))
    @app_commands.describe(id=L("opt.content_id"), kind=L("opt.content_kind"))
    @app_commands.choices(kind=choices)
    async def show(interaction: discord.Interaction, id: str, kind: str | None = None) -> None:
        await _show(bot, interaction, game, id, kind)

    @group.command(name="remove", description=L("cmd.content.remove"))
    @app_commands.describe(id=L("opt.content_id"), kind=L("opt.content_kind"))
    @app_commands.choices(kind=choices)
    async def remove(interaction: discord.Interaction, id: str, kind: str | None = None) -> None:
        await _remove(bot, interaction, game, id, kind)

    async def ids(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await stored_ids(bot, interaction, game, current)

    show.autocomplete("id")(ids)
    remove.autocomplete("id")(ids)
    return group


async def stored_ids(
    bot: Host, interaction: discord.Interaction, game: str, current: str
) -> list[app_commands.Choice[str]]:
    """The server's ids containing what was typed so far (Discord shows at most 25), for `show` and `remove`."""
    if interaction.guild_id is None:
        return []
    typed = current.casefold()
    try:
        items = await bot.engine.list_content(str(interaction.guild_id), game)
    except EngineError:
        return []
    found = [i for i in items if typed in i.id.casefold()]
    locale = await bot.router.locale(interaction)
    return [
        app_commands.Choice(name=f"{i.id} ({kind_word(game, i.kind, locale)})"[:100], value=i.id)
        for i in found[:MAX_CHOICES]
    ]


def _named(texts: object, kind: str) -> bool:
    return isinstance(texts, Catalogs) and texts.has(f"content.kind.{kind}")


async def _start(bot: Host, interaction: discord.Interaction) -> str | None:
    """The reader's locale once the interaction is deferred, or None after saying this needs a server."""
    locale = await bot.router.locale(interaction)
    if interaction.guild_id is None:
        await say(interaction, t("err.guild_only", locale))
        return None
    await interaction.response.defer(ephemeral=True, thinking=True)
    return locale


async def _add(
    bot: Host,
    interaction: discord.Interaction,
    game: str,
    kind: str,
    file: discord.Attachment | None,
    text: str | None,
) -> None:
    locale = await _start(bot, interaction)
    if locale is None:
        return
    spec: ContentKind | None = None
    try:
        spec = bot.engine.content_kind(game, kind)
        data = await _read(file, text)
        added = await bot.engine.add_content(
            str(interaction.guild_id),
            game,
            kind,
            data,
            interaction.user.id,
            moderator=interaction.permissions.manage_guild,
        )
    except RuleError as exc:  # the game's own reasons, then what it takes
        help_text = gametext.text(game, spec.help, locale) if spec is not None else ""
        reason = gametext.rule_error(exc, locale)
        await say(interaction, f"{refused_head(game, kind, locale)}\n{reason}\n{help_text}"[:2000])
        return
    except Exception as exc:
        await _refuse(interaction, exc, locale)
        return
    await say(interaction, added_text(added, locale))


async def _read(file: discord.Attachment | None, text: str | None) -> JSON:
    """The items given as an attachment or as text: one of them, bounded before anything is downloaded."""
    if (file is None) == (text is None):
        raise ContentError("content.err.file_or_json")
    if text is not None:
        return parse(text)
    assert file is not None
    if file.size > MAX_FILE_BYTES:
        raise ContentError("content.err.too_big", size=file.size, limit=MAX_FILE_BYTES)
    try:
        raw = await asyncio.wait_for(file.read(), DOWNLOAD_SECONDS)
    except (TimeoutError, discord.HTTPException) as exc:
        log.warning("attachment download failed: %r", exc)
        raise ContentError("content.err.download", seconds=int(DOWNLOAD_SECONDS)) from None
    return parse(raw)  # checks the size again: what arrived, not what was announced


async def _list(
    bot: Host, interaction: discord.Interaction, game: str, kind: str | None, kinds: tuple[ContentKind, ...]
) -> None:
    locale = await _start(bot, interaction)
    if locale is None:
        return
    try:
        items = await bot.engine.list_content(str(interaction.guild_id), game, kind)
    except Exception as exc:
        await _refuse(interaction, exc, locale)
        return
    lines = list_lines(items, game, locale, mention, limit=LISTED)
    if not items:  # what can be added, and how (each kind's help names what it is)
        lines += [gametext.text(game, k.help, locale) for k in kinds if kind in (None, k.name)]
    await say(interaction, "\n".join(lines), allowed_mentions=discord.AllowedMentions.none())


async def _show(bot: Host, interaction: discord.Interaction, game: str, item_id: str, kind: str | None) -> None:
    locale = await _start(bot, interaction)
    if locale is None:
        return
    try:
        item = await bot.engine.find_content(str(interaction.guild_id), game, item_id, kind)
    except Exception as exc:
        await _refuse(interaction, exc, locale)
        return
    head = shown_head(item, locale, mention)
    body = json.dumps(item.item, ensure_ascii=False, indent=2, sort_keys=True)
    none = discord.AllowedMentions.none()
    if len(body) <= SHOWN_INLINE:
        await say(interaction, f"{head}\n```json\n{body}\n```", allowed_mentions=none)
        return
    data = io.BytesIO(body.encode("utf-8"))
    await say(interaction, head, allowed_mentions=none, file=discord.File(data, f"{item.kind}-{item.id}.json"[:100]))


async def _remove(bot: Host, interaction: discord.Interaction, game: str, item_id: str, kind: str | None) -> None:
    locale = await _start(bot, interaction)
    if locale is None:
        return
    try:
        item = await bot.engine.remove_content(
            str(interaction.guild_id),
            game,
            item_id,
            interaction.user.id,
            kind=kind,
            moderator=interaction.permissions.manage_guild,
        )
    except Exception as exc:
        await _refuse(interaction, exc, locale)
        return
    await say(interaction, removed_text(item, locale))


async def _refuse(interaction: discord.Interaction, exc: Exception, locale: str) -> None:
    if isinstance(exc, ContentError):
        text = describe(exc, locale, mention)
    elif isinstance(exc, EngineError) and not isinstance(exc, GameBug):
        if isinstance(exc, StoreError):
            log.error("content command failed", exc_info=exc, extra={"user": interaction.user.id})
        text = error_text(exc, locale)
    else:  # a game's check that crashed, or a bug here: logged, and the player is told nothing was changed
        log.error("content command failed", exc_info=exc, extra={"user": interaction.user.id})
        text = t("err.internal", locale)
    await say(interaction, text, allowed_mentions=discord.AllowedMentions.none())
