"""Private pictures with secret prompts (docs/protocol.md, Private pictures): e.g. an X-Wing ship's planning picture
with its dial. Attached only to what the prompt's own player receives: the DM with the picker, or the ephemeral
picker in the channel when DMs are closed. Drawn off the event loop (bot.engine.render.private_picture)."""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from bot.core.protocol import Prompt
from bot.discord_bot.components import key_hash
from bot.engine.render import private_picture
from bot.engine.types import MatchInfo
from bot.i18n import t

if TYPE_CHECKING:
    from bot.engine import Engine

MAX_FILES = 10  # Discord's limit of attachments per message


async def private_files(engine: Engine, info: MatchInfo, prompts: Sequence[Prompt], locale: str) -> list[discord.File]:
    """One picture per prompt that has one (at most 10), named after the prompt's key hash; each described by the
    prompt's text in the player's language (`prompts` are already rendered for that locale)."""
    files = []
    for prompt in prompts[:MAX_FILES]:
        data = await private_picture(engine, info.id, info.game, prompt.seat, prompt.key)
        if data is None:
            continue
        name = f"private-{key_hash(prompt.key, prompt.seat)}.png"
        what = t("match.private_picture", locale, what=prompt.text)[:1024]
        files.append(discord.File(io.BytesIO(data), filename=name, description=what))
    return files
