"""The page's language (en/ru: `?lang=` or Accept-Language) and the game's event sentences in it, from the Fluent
catalogs (the game's own for its events, data/bot/texts for the page around them)."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from bot.core.protocol import Game
from bot.core.texts import Catalogs, is_message, render
from bot.i18n import DEFAULT, LANGUAGES

log = logging.getLogger("bot.web")


def choose_language(query: str | None, accept: str | None) -> str:
    """`?lang=` when it names a language we have, else the first of Accept-Language's that we have, else en."""
    if query and query.lower() in LANGUAGES:
        return query.lower()
    for part in (accept or "")[:200].split(","):
        lang = part.split(";")[0].strip().replace("_", "-").split("-")[0].lower()
        if lang in LANGUAGES:
            return lang
    return DEFAULT


def localize(game: Game, message: Any, lang: str) -> str:
    """A game's message ({"key", "params"}) or plain text in `lang`; "" for nothing."""
    if isinstance(message, str) or message is None:
        return message or ""
    cats = getattr(game, "texts", None)
    if not is_message(message) or not isinstance(cats, Catalogs):
        return ""
    try:
        return render(cats, message, lang)
    except (KeyError, IndexError, ValueError) as exc:
        log.warning("text not rendered: %s (%s)", message.get("key"), exc)
        return str(message.get("key"))


def title(game: Game, lang: str) -> str:
    """The game's title in `lang` (its catalog's `game.title`), else the one it declares."""
    cats = getattr(game, "texts", None)
    if isinstance(cats, Catalogs) and cats.has("game.title"):
        return render(cats, {"key": "game.title", "params": {}}, lang)
    return str(game.title)


def say(game: Game, payload: Mapping[str, Any], lang: str) -> str:
    """An event's sentence in `lang`; the English the game wrote when it has no message or it cannot render."""
    english = str(payload.get("say") or "")
    cats = getattr(game, "texts", None)
    key = payload.get("say_key")
    if not english or not isinstance(key, str) or not isinstance(cats, Catalogs):
        return english
    params = payload.get("say_params")
    try:
        return render(cats, {"key": key, "params": params if isinstance(params, Mapping) else {}}, lang)
    except (KeyError, IndexError, ValueError) as exc:  # a catalog bug must never hide the English sentence
        log.warning("event text not rendered: %s (%s)", key, exc)
        return english


def _faces(v: Any) -> list[Any] | None:
    """A list of dice as faces: plain numbers or names, or die objects with a "face" (bot.core.dice.Die.to_json)."""
    if not isinstance(v, list) or not 0 < len(v) <= 64:
        return None
    if all(isinstance(x, (int, str)) for x in v):
        return v
    if all(isinstance(x, Mapping) and isinstance(x.get("face"), str) for x in v):
        return [x["face"] for x in v]
    return None


def dice_of(payload: Any, limit: int = 32) -> list[dict[str, Any]]:
    """Every dice result inside an event payload: lists under a key naming dice or rolls, with the roll's key
    when the payload names one (`key`, `roll_key`), generic over games."""
    found: list[dict[str, Any]] = []

    def walk(value: Any, where: str) -> None:
        if len(found) >= limit:
            return
        if isinstance(value, Mapping):
            roll_key = value.get("roll_key") or value.get("key")
            for k in sorted(value, key=str):
                v = value[k]
                name = str(k).lower()
                faces = _faces(v) if ("dice" in name or "roll" in name) else None
                if faces is not None:
                    entry: dict[str, Any] = {"what": f"{where}{k}", "dice": faces}
                    if isinstance(roll_key, str):
                        entry["key"] = roll_key
                    for label in ("unit", "ship", "side", "seat"):
                        if isinstance(value.get(label), str):
                            entry[label] = value[label]
                    found.append(entry)
                    continue
                walk(v, f"{where}{k}.")
        elif isinstance(value, list):
            for i, v in enumerate(value[:64]):
                walk(v, f"{where}{i}.")

    walk(payload, "")
    return found
