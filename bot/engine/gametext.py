"""A game's own texts in a reader's language, for every adapter (it only renders the messages a game attached).

Games attach messages ({"key", "params"}, bot/core/texts.py) beside their English texts and expose their catalogs
as `GAME.texts`: events carry `say_key`/`say_params` beside `say`, prompts `context["texts"]["text"]`, options
`texts["label"]`/`texts["group"]`, a RuleError `text` (with "game"). Anything without a message, a game without
catalogs or a key the catalogs lack stays in the English the game wrote; a key without a template in the player's
language falls back to the English template.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Mapping
from typing import Any

from bot.core.protocol import Option, Prompt, RuleError
from bot.core.texts import Catalogs, People, Rendered, is_message, msg, render, render_param
from bot.games import registry
from bot.i18n import CATALOGS, t

log = logging.getLogger("bot.texts")


def catalogs(game: str | None) -> Catalogs | None:
    if not game:
        return None
    try:
        found = getattr(registry.get(game), "texts", None)
    except (KeyError, ImportError):
        return None
    return found if isinstance(found, Catalogs) else None


def text(game: str | None, key: str, locale: str, **params: Any) -> str:
    """A text a game declares by key (its options, its secret pick's messages): from the game's own catalogs, else
    from the shared one (bot/i18n)."""
    cats = catalogs(game)
    if cats is not None and cats.has(key):
        return render(cats, msg(key, **params), locale)
    return t(key, locale, **params)


def title(game: str, locale: str, declared: str | None = None) -> str:
    """The game's title in `locale` (its catalog's `game.title`), else the title it declares (`declared`, for a
    game the registry does not hold)."""
    cats = catalogs(game)
    if cats is not None and cats.has("game.title"):
        return render(cats, msg("game.title"), locale)
    if declared is not None:
        return declared
    try:
        return str(registry.get(game).title)
    except (KeyError, ImportError):
        return game


def localize(game: str | None, message: Any, english: str, locale: str, people: People | None = None) -> str:
    """`message` rendered in `locale`; `english` when there is nothing to render or it cannot be rendered.
    `people` (seat -> display name) names the players a message refers to by seat (bot.core.texts.seat_ref)."""
    cats = catalogs(game)
    if cats is None and is_message(message) and CATALOGS.has(str(message["key"])):
        cats = CATALOGS  # no game's: the adapters' own words (bot.core.declared's refusal of creation options)
    if cats is None or not is_message(message):
        return english
    try:
        return render(cats, message, locale, people)
    except (KeyError, IndexError, ValueError) as exc:  # a game's catalog bug must never hide the English text
        log.warning("text not rendered", extra={"game": game, "key": message.get("key"), "error": str(exc)})
        return english


def event_say(game: str | None, payload: Mapping[str, Any], locale: str, people: People | None = None) -> str:
    english = str(payload.get("say") or "")
    if not english or not isinstance(payload.get("say_key"), str):
        return english
    message = {"key": payload["say_key"], "params": payload.get("say_params") or {}}
    return localize(game, message, english, locale, people)


def event_subject(
    game: str | None, payload: Mapping[str, Any], locale: str, people: People | None = None
) -> str | None:
    """What an event's sentence is about, when its message has a single param (e.g. the ship whose dial was
    locked), in `locale`; None otherwise."""
    params = payload.get("say_params")
    if not isinstance(params, Mapping) or len(params) != 1:
        return None
    (value,) = params.values()
    cats = catalogs(game)
    if cats is None:
        return value if isinstance(value, str) else None
    try:
        return render_param(cats, value, locale, people)
    except (KeyError, IndexError, ValueError):
        return None


def prompt(game: str | None, p: Prompt, locale: str, people: People | None = None) -> Prompt:
    """The prompt with its text and option labels/groups in `locale` (ids and actions unchanged)."""
    texts = p.context.get("texts") if isinstance(p.context, Mapping) else None
    text = localize(game, texts.get("text"), p.text, locale, people) if isinstance(texts, Mapping) else p.text
    options = None if p.options is None else tuple(option(game, o, locale, people) for o in p.options)
    return dataclasses.replace(p, text=text, options=options)


def option(game: str | None, o: Option, locale: str, people: People | None = None) -> Option:
    """The option with its label, group and detail in `locale` (id and action unchanged)."""
    if not o.texts:
        return o
    return dataclasses.replace(
        o,
        label=localize(game, o.texts.get("label"), o.label, locale, people),
        group=localize(game, o.texts.get("group"), o.group, locale, people) if o.group else o.group,
        detail=localize(game, o.texts.get("detail"), o.detail, locale, people) if o.detail else o.detail,
    )


def rule_error(exc: RuleError, locale: str, people: People | None = None) -> Rendered:
    """The RuleError's reason in `locale` (its `str()` when the game gave no message), with the rule it cites; a
    `Rendered` text, so a sentence that frames it («Нельзя: …») keeps up to 1,000 characters of it."""
    text = exc.text
    if not isinstance(text, Mapping) or not is_message(text):
        return Rendered(exc)
    game = str(text.get("game") or "")
    reason = localize(game, text, exc.message, locale, people)
    cited = text.get("rule")  # the cited rule as a message (a game's cite_msg), else the English citation
    rule = localize(game, {"key": "cite", "params": {"rule": cited}}, exc.rule or "", locale) if cited else exc.rule
    return Rendered(f"{reason} ({rule})" if rule else reason)
