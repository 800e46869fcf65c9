"""Answering interactions: one initial response, ephemeral errors, and engine errors mapped to specific text."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

import discord

from bot.core.protocol import RuleError
from bot.core.texts import is_message
from bot.discord_bot import gametext
from bot.engine import errors as E
from bot.i18n import t

log = logging.getLogger("bot.discord")


async def say(interaction: discord.Interaction, text: str, *, ephemeral: bool = True, **kwargs: Any) -> None:
    """Answer once: the initial response if none was sent yet, a followup otherwise."""
    text = text[:2000]
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=ephemeral, **kwargs)
    else:
        await interaction.response.send_message(text, ephemeral=ephemeral, **kwargs)


def error_text(
    exc: Exception, locale: str, match_id: str | None = None, people: Mapping[str, str] | None = None
) -> str:
    """A specific, player-readable reason for a refused action (nothing was changed); `people` ({seat: display
    name}, Presenter.people) names the players where the game's refusal refers to a seat (docs/protocol.md)."""
    m = match_id or "?"
    if isinstance(exc, RuleError):
        return t("err.illegal", locale, reason=gametext.rule_error(exc, locale, people))
    if isinstance(exc, E.UnknownMatch):
        return t("err.unknown_match", locale, match=m)
    if isinstance(exc, E.MatchFinished):
        return t("err.finished", locale, match=m)
    if isinstance(exc, E.MatchPaused):
        return t("err.paused", locale, match=m)
    if isinstance(exc, E.NotYourSeat):
        return t("err.not_in_match", locale, match=m)
    if isinstance(exc, E.StalePrompt | E.UnknownOption):
        return t("err.stale", locale)
    if isinstance(exc, E.WrongProcess):
        return t("err.wrong_process", locale, match=m)
    if isinstance(exc, E.UnknownGame):
        return t("err.unknown_game", locale, game=str(exc.said_params.get("game", exc.message)))
    if isinstance(exc, E.BadMatchSetup):
        return t("err.bad_setup", locale, reason=exc.message)
    if isinstance(exc, E.StoreError | E.GameBug):  # nothing the player did: not "Not allowed: disk I/O error"
        return t("err.internal", locale)
    if isinstance(exc, E.EngineError):
        reason = t(exc.said, locale, **exc.said_params) if exc.said else exc.message
        return t("err.illegal", locale, reason=reason)
    return t("err.internal", locale)


def players_named(exc: RuleError, seats: Mapping[str, str]) -> RuleError:
    """The refusal with each seat id its message names ("rebel-2") shown as that player's mention: a player reads
    who is meant, not a seat code (issue 21). Only whole parameters or comma-separated lists of seat ids change."""
    text = exc.text
    if not is_message(text):
        return exc

    def named(value: Any) -> Any:
        if not isinstance(value, str) or not all(p in seats for p in value.split(", ")):
            return value
        return ", ".join(f"<@{seats[p]}>" for p in value.split(", "))

    params = {k: named(v) for k, v in text.get("params", {}).items()}
    return RuleError(exc.message, exc.rule, code=exc.code, text={**text, "params": params})


async def refuse(
    interaction: discord.Interaction,
    exc: Exception,
    locale: str,
    match_id: str | None = None,
    people: Mapping[str, str] | None = None,
) -> None:
    if not isinstance(exc, RuleError | E.EngineError) or isinstance(exc, E.GameBug | E.StoreError):
        log.error("interaction failed", exc_info=exc, extra={"match": match_id, "user": interaction.user.id})
    await say(interaction, error_text(exc, locale, match_id, people))
