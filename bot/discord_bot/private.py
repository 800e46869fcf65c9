"""Private pictures with secret prompts (docs/protocol.md, Private pictures): e.g. an X-Wing ship's planning picture
with its dial. Attached only to what the prompt's own player receives: the DM with the picker, or, when DMs are
closed, the ephemeral picker a button beside their selects in the thread opens. Drawn off the event loop
(bot.engine.render.private_picture)."""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from bot.core.protocol import Prompt
from bot.discord_bot.components import key_hash
from bot.engine.render import find_function, private_picture
from bot.engine.types import MatchInfo
from bot.i18n import t

if TYPE_CHECKING:
    from bot.engine import Engine

MAX_FILES = 10  # Discord's limit of attachments per message


def has_private_pictures(engine: Engine, game: str) -> bool:
    """Whether `game` may draw private pictures for its secret prompts (the hook and the renderer exist)."""
    try:
        hook = getattr(engine.game(game), "private_view", None)
    except Exception:  # an unknown game draws nothing
        return False
    return callable(hook) and find_function(game, "render_private") is not None


async def private_files(engine: Engine, info: MatchInfo, prompts: Sequence[Prompt], locale: str) -> list[discord.File]:
    """One picture per prompt that has one (at most 10), named after the prompt's key hash; each described by the
    prompt's text in the player's language (`prompts` are already rendered for that locale)."""
    files = []
    for prompt in prompts[:MAX_FILES]:
        data = await private_picture(engine, info.id, info.game, prompt.seat, prompt.key, locale)
        if data is None:
            continue
        name = f"private-{key_hash(prompt.key, prompt.seat)}.png"
        what = t("match.private_picture", locale, what=prompt.text)[:1024]
        files.append(discord.File(io.BytesIO(data), filename=name, description=what))
    return files
