"""Errors the engine raises. Each carries a player-readable `message` and a stable `code` adapters can map.

A game's `RuleError` (bot.core.protocol) passes through the engine unchanged. Whenever one of these is raised,
nothing was changed: no event, no outbox row, no timer.
"""

from __future__ import annotations

import sqlite3


class EngineError(Exception):
    """`message` is English (logs, tests); `said` names a message of data/bot/texts with its params, which adapters
    render in the reader's language (bot.discord_bot.replies.error_text) instead of the English."""

    code = "engine_error"

    def __init__(self, message: str, *, said: str | None = None, **params: object) -> None:
        super().__init__(message)
        self.message = message
        self.said = said
        self.said_params = params


class UnknownGame(EngineError):
    code = "unknown_game"


def unknown_game(name: str) -> UnknownGame:
    """The refusal of a game this bot does not have, naming the ones it has."""
    from bot.core.texts import quote_in, quoted
    from bot.games import registry

    known = ", ".join(registry.names()) or "none"
    english = f"unknown game {quote_in(quoted(name))}; known games: {known}"
    return UnknownGame(english, said="engine.unknown_game", game=quoted(name), known=known)


def engine_text(exc: EngineError, locale: str | None) -> str:
    """The engine's refusal in `locale`: its message of data/bot/texts when it names one, else its English."""
    if exc.said is None:
        return exc.message
    from bot.i18n import Said, said, t

    return t(exc.said, locale, **{k: said(v, locale) if isinstance(v, Said) else v for k, v in exc.said_params.items()})


class UnknownMatch(EngineError):
    code = "unknown_match"


class NotYourSeat(EngineError):
    """The user holds no seat in the match (or not the seat they named)."""

    code = "not_your_seat"


class AmbiguousSeat(EngineError):
    """The user holds several seats and must name the one acting."""

    code = "ambiguous_seat"


class MatchFinished(EngineError):
    code = "finished"


class MatchPaused(EngineError):
    code = "paused"


class MalformedAction(EngineError):
    """The payload is not an action at all (not a JSON object with a string "kind", too large, ...)."""

    code = "malformed"


class StalePrompt(EngineError):
    """The prompt answered (e.g. an old button) is no longer open."""

    code = "stale_prompt"


class UnknownOption(EngineError):
    code = "unknown_option"


class BadMatchSetup(EngineError):
    """create_match got seats/options the engine rejects before the game sees them."""

    code = "bad_setup"


class UndoError(EngineError):
    code = "undo"


class SettingsError(EngineError):
    """A player setting has a bad value (unknown time zone, malformed quiet hours, ...)."""

    code = "bad_setting"


class GameBug(EngineError):
    """The game module raised something other than RuleError, or returned non-JSON data. Nothing was stored."""

    code = "game_bug"


class StoreError(EngineError):
    code = "store"


def unique_violation(exc: BaseException) -> bool:
    """Whether the database refused a change (`StoreError` raised from the driver's error) because a row's key was
    taken: SQLite's `UNIQUE constraint failed`, PostgreSQL's SQLSTATE 23505."""
    cause = exc.__cause__
    if getattr(cause, "sqlstate", None) == "23505":
        return True
    return isinstance(cause, sqlite3.IntegrityError) and str(cause).startswith("UNIQUE constraint failed")


class CorruptedMatch(StoreError):
    """A stored row of this match cannot be read (bad JSON, broken hash chain, undecodable state)."""

    code = "corrupted"


class FutureRow(StoreError):
    """A row was written by a newer version of the bot."""

    code = "future_row"


class SchemaTooNew(StoreError):
    """The database was migrated by a newer version of the bot; this one refuses to touch it."""

    code = "schema_too_new"


class StorageFailed(StoreError):
    """The database file cannot be written any more (full disk, I/O error, deleted or replaced under the bot).
    Fatal: the engine stores and acknowledges nothing more; adapters end with this message."""

    code = "storage_failed"


class DatabaseInUse(StoreError):
    """Another process holds the database's writer lock; the message names it."""

    code = "database_in_use"


class ContentError(EngineError):
    """User content refused by the engine (too big, not JSON, a full store, someone else's item...): `key` and
    `params` name a message of data/bot/texts, which adapters render in the reader's language; `message` is its
    English text. The game's own refusals of an item are RuleErrors (inside `params["problems"]` for a list)."""

    code = "content"

    def __init__(self, key: str, **params: object) -> None:
        from bot.engine.content_text import describe  # the catalogs; imported late (errors is imported first)

        self.key = key
        self.params = params
        super().__init__(describe(self, "en"))


class WrongProcess(EngineError):
    """The match belongs to a Discord shard another bot process runs (or took over): nothing was changed here, and
    the player can repeat the action, which reaches the right process."""

    code = "wrong_process"
