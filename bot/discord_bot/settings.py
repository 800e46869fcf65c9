"""Settings of the Discord bot, from the environment and an optional `.env` file (python-dotenv).

Every setting is listed in `.env.example`. The token is kept out of `repr` so it never reaches a log line.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from dotenv import dotenv_values

from bot.core.texts import shown
from bot.engine.dialect import is_postgres, redact
from bot.i18n import LANGUAGES, known_language

TOKEN_HELP = (
    "DISCORD_TOKEN is not set. Create a bot at https://discord.com/developers/applications (Bot -> Reset Token), "
    "put DISCORD_TOKEN=... in a .env file next to where you run the bot (see .env.example) or in the environment. "
    "Without a token, `python -m bot play xwing` runs a match in the console."
)


class SettingsError(ValueError):
    pass


@dataclass(frozen=True)
class Settings:
    token: str = field(repr=False)
    database: Path | str = Path("data/matches.sqlite3")  # a SQLite file, or a postgresql:// URL (DATABASE_URL)
    guild_ids: tuple[int, ...] = ()  # where `python -m bot sync` (and SYNC_ON_START) register the commands
    sync_on_start: bool = False
    log_level: str = "INFO"
    default_locale: str = "en"
    render_workers: int = 2  # concurrent board renders (threads)
    reminder_poll_seconds: float = 30.0
    # Where discord.py talks to Discord: None keeps Discord's own (https://discord.com/api/v10 and
    # wss://gateway.discord.gg/). A REST proxy in front of Discord's rate limits (several bot processes), or a fake
    # Discord in tests, is set here; see endpoints.py.
    api_base: str | None = None
    gateway_url: str | None = None
    public_base_url: str | None = None  # where `python -m bot web` is reachable: match threads get their page link
    # Several processes (docs/engine.md, "Several processes"): this one runs `shard_ids` of `shard_count` Discord
    # shards (SHARD_IDS, SHARD_COUNT) on a shared PostgreSQL database; a dead one's shards are adopted after a lease.
    shard_ids: tuple[int, ...] = ()
    shard_count: int | None = None
    lease_seconds: float = 30.0

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, dotenv: str | Path | None = ".env") -> Settings:
        """Read settings; the real environment wins over `.env`. Raises SettingsError with a readable reason."""
        values: dict[str, str] = {}
        if dotenv is not None and Path(dotenv).is_file():
            values.update({k: v for k, v in dotenv_values(dotenv).items() if v is not None})
        values.update(os.environ if env is None else env)
        token = values.get("DISCORD_TOKEN", "").strip()
        if not token:
            raise SettingsError(TOKEN_HELP)
        try:
            guilds = tuple(int(g) for g in values.get("DISCORD_GUILD_IDS", "").replace(" ", "").split(",") if g)
        except ValueError:
            raise SettingsError("DISCORD_GUILD_IDS must be a comma-separated list of server ids (numbers)") from None
        try:
            workers = int(values.get("RENDER_WORKERS", "2"))
            poll = float(values.get("REMINDER_POLL_SECONDS", "30"))
        except ValueError as e:
            raise SettingsError(f"RENDER_WORKERS / REMINDER_POLL_SECONDS must be numbers: {e}") from None
        url = values.get("DATABASE_URL", "").strip()
        if url and not is_postgres(url):
            raise SettingsError(f"DATABASE_URL must be a postgresql:// URL (got {redact(url)[:60]!r})")
        shard_ids, shard_count, lease = shards(values, bool(url))
        locale = values.get("DEFAULT_LOCALE", "en").strip() or "en"
        if known_language(locale) is None:  # the server's language for readers without their own: never quietly en
            raise SettingsError(
                f"DEFAULT_LOCALE “{shown(locale, 20)}” is a language the bot has no texts in; "
                f"use one of {', '.join(LANGUAGES)}"
            )
        return cls(
            token=token,
            database=url or Path(values.get("DATABASE_PATH") or values.get("BOT_DATABASE") or "data/matches.sqlite3"),
            guild_ids=guilds,
            sync_on_start=values.get("SYNC_ON_START", "").lower() in ("1", "true", "yes"),
            log_level=values.get("LOG_LEVEL", "INFO").upper(),
            default_locale=locale,
            render_workers=max(1, workers),
            reminder_poll_seconds=max(1.0, poll),
            api_base=endpoint("DISCORD_API_BASE", values.get("DISCORD_API_BASE", ""), ("http", "https")),
            gateway_url=endpoint("DISCORD_GATEWAY_URL", values.get("DISCORD_GATEWAY_URL", ""), ("ws", "wss")),
            public_base_url=endpoint("PUBLIC_BASE_URL", values.get("PUBLIC_BASE_URL", ""), ("https", "http")),
            shard_ids=shard_ids,
            shard_count=shard_count,
            lease_seconds=lease,
        )


def shards(values: Mapping[str, str], postgres: bool) -> tuple[tuple[int, ...], int | None, float]:
    """SHARD_IDS ("0,1" or "0-3"; default: all), SHARD_COUNT and LEASE_SECONDS, checked."""
    ids_text = values.get("SHARD_IDS", "").replace(" ", "")
    count_text = values.get("SHARD_COUNT", "").strip()
    if not count_text:
        if ids_text:
            raise SettingsError("SHARD_IDS needs SHARD_COUNT (the total number of shards of all the bot's processes)")
        return (), None, 30.0
    try:
        count = int(count_text)
        ids: list[int] = []
        for part in filter(None, ids_text.split(",")):
            low, _, high = part.partition("-")
            ids += range(int(low), int(high or low) + 1)
        lease = float(values.get("LEASE_SECONDS", "30"))
    except ValueError:
        raise SettingsError("SHARD_COUNT and LEASE_SECONDS must be numbers, SHARD_IDS like 0,1 or 0-3") from None
    ids = ids or list(range(count))
    if count < 1 or any(not 0 <= i < count for i in ids):
        raise SettingsError(f"SHARD_IDS must be between 0 and SHARD_COUNT - 1 ({count - 1}); got {ids_text}")
    if not 1 <= lease <= 3600:
        raise SettingsError("LEASE_SECONDS must be between 1 and 3600")
    if not postgres:
        raise SettingsError(
            "several bot processes (SHARD_COUNT) share their matches through PostgreSQL: set DATABASE_URL"
        )
    return tuple(sorted(set(ids))), count, lease


ENDPOINT_EXAMPLES = {
    "http": "https://discord.com/api/v10",
    "ws": "wss://gateway.discord.gg",
    "https": "https://matches.example.org",
}


def endpoint(name: str, value: str, schemes: tuple[str, ...]) -> str | None:
    """An endpoint URL setting, checked: None when empty; the URL without a trailing slash; else SettingsError."""
    value = value.strip()
    if not value:
        return None
    example = ENDPOINT_EXAMPLES[schemes[0]]
    try:
        parts = urlsplit(value)
        port = parts.port  # raises ValueError for a port that is not a number or out of range
    except ValueError as exc:
        raise SettingsError(f"{name} is not a valid URL ({exc}); for example {example}") from None
    if parts.scheme not in schemes or not parts.hostname:
        raise SettingsError(
            f"{name} must be a {' or '.join(s + '://' for s in schemes)} URL with a host, for example {example} "
            f"(got {value!r})"
        )
    if parts.query or parts.fragment or port == 0:
        raise SettingsError(
            f"{name} must not carry a query, a fragment or port 0, for example {example} (got {value!r})"
        )
    return value.rstrip("/")
