"""Where an open invitation keeps its challenge (game, options, squads, team acceptances): in the engine's kv store
(scope "discord.invites"), under a reference carried by the invitation embed's link, which Discord stores but does
not show without a title. The invitation itself reads in words (invite_texts.py), with no JSON for players to see.
Invitations posted before this carried the challenge as JSON in an embed field named "options": still read."""

from __future__ import annotations

import json
import secrets
from typing import Any

import discord

from bot.discord_bot.components import OPTIONS_FIELD

SCOPE = "discord.invites"
LINK = "https://invitation.invalid/"  # .invalid: never a real address (RFC 2606)
MAX_CHARS = 16_000  # a challenge's JSON (two pasted squads fit many times over): the bound on what a user stores


def new_ref() -> str:
    return secrets.token_hex(8)


def ref_of(message: discord.Message | None) -> str | None:
    url = message.embeds[0].url if message is not None and message.embeds else None
    return url[len(LINK) :] if isinstance(url, str) and url.startswith(LINK) else None


async def save(engine: Any, ref: str, spec: dict[str, Any]) -> None:
    await engine.set_value(SCOPE, ref, spec)


async def load(engine: Any, message: discord.Message | None) -> dict[str, Any] | None:
    """The challenge behind an invitation message, or None when it is gone or unreadable."""
    ref = ref_of(message)
    if ref is not None:
        found = await engine.get_value(SCOPE, ref)
        return found if isinstance(found, dict) else None
    if message is None or not message.embeds:
        return None
    try:  # an invitation posted before the challenge moved to the kv store
        field = next(str(f.value) for f in message.embeds[0].fields if f.name == OPTIONS_FIELD)
        spec = json.loads(field.strip("`"))
    except (StopIteration, ValueError):
        return None
    return spec if isinstance(spec, dict) else None
