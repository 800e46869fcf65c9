"""Pointing discord.py at other endpoints than Discord's own (settings DISCORD_API_BASE and DISCORD_GATEWAY_URL).

discord.py has no constructor option for them: every REST route is built from the class attribute `Route.BASE`,
and the gateway falls back to `DiscordWebSocket.DEFAULT_GATEWAY` whenever a session is invalidated. Both are
process-wide, which matches how the bot runs (one bot per process), so they are set once when the bot is built.
"""

from __future__ import annotations

import discord
import yarl


def current() -> tuple[str, str]:
    """The REST base and gateway URL discord.py uses now."""
    return discord.http.Route.BASE, str(discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY)


def use(api_base: str | None, gateway_url: str | None) -> tuple[str, str]:
    """Point discord.py at these endpoints (None: leave that one as it is). Returns the previous ones, so a caller
    (a test) can put them back with `use(*previous)`."""
    previous = current()
    if api_base:
        discord.http.Route.BASE = api_base.rstrip("/")
    if gateway_url:
        # discord.py adds ?v=...&encoding=... itself; the URL it gets must end in a path ("/" at least)
        url = yarl.URL(gateway_url)
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = url if url.path else url.with_path("/")
    return previous
