"""The invitation's summary of a challenge in the reader's language: the game's options, the deadline and what
happens when it passes. Option ids and values are the game's own; its catalog may name them (`setup.<option>`,
`setup.<option>.<value>`, a yes/no option `setup.<option>.true`/`.false`, else the shared "yes"/"no"), a "choice"
option's value reads as its choice's label; anything else stays as written (a fleet or squad the player typed)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.protocol import SetupOption
from bot.discord_bot import gametext
from bot.i18n import t


def _named(game: str, key: str, fallback: str, locale: str) -> str:
    cats = gametext.catalogs(game)
    return gametext.text(game, key, locale) if cats is not None and cats.has(key) else fallback


def option_text(game: str, name: str, value: Any, declared: tuple[SetupOption, ...], locale: str) -> str:
    found = next((o for o in declared if o.name == name), None)
    choice = next((c for c in (found.choices if found else ()) if c.value == value), None)
    if choice is not None:
        return gametext.text(game, choice.label, locale)
    if isinstance(value, bool):
        key = f"setup.{name}.{str(value).lower()}"
        shown = _named(game, key, t("invite.yes" if value else "invite.no", locale), locale)
    else:
        named = isinstance(value, str | int)  # 0 may mean "off" (a round limit)
        shown = _named(game, f"setup.{name}.{value}", str(value), locale) if named else str(value)
    return t("invite.option", locale, name=_named(game, f"setup.{name}", name, locale), value=shown)


def summary(
    game: str,
    options: Mapping[str, Any],
    declared: tuple[SetupOption, ...],
    deadlines: Mapping[str, Any] | None,
    locale: str,
) -> list[str]:
    """The summary's parts, in order: the options (or "default"), then the deadline and its policy."""
    parts = [option_text(game, k, v, declared, locale) for k, v in options.items()] or [t("invite.default", locale)]
    if deadlines:
        hours = deadlines["seconds"] / 3600
        policy = str(deadlines["on_expiry"])
        parts.append(
            t(
                "invite.deadline",
                locale,
                hours=int(hours) if hours == int(hours) else round(hours, 2),
                policy=t(f"invite.policy.{policy}", locale) if policy in ("default", "pause", "forfeit") else policy,
            )
        )
    return parts
