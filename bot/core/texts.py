"""Localizable game texts as data: a message is {"key": str, "params": {...}} rendered from a game's catalogs.

Games stay pure: they ship catalogs (locale -> key -> str.format template) and attach messages to what they emit,
beside the plain English text that the console and the logs keep using. Adapters render a message in a player's
language and fall back to English for a key without a template in that language.
A param may itself be a message (e.g. a maneuver's name) or a list of messages/values (joined with ", ").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeGuard

Catalogs = Mapping[str, Mapping[str, str]]
FALLBACK = "en"


def msg(key: str, **params: Any) -> dict[str, Any]:
    """A message: JSON data that an adapter renders in any locale."""
    return {"key": key, "params": params}


def is_message(value: Any) -> TypeGuard[Mapping[str, Any]]:
    return (
        isinstance(value, Mapping)
        and isinstance(value.get("key"), str)
        and isinstance(value.get("params", {}), Mapping)
    )


def _param(catalogs: Catalogs, value: Any, locale: str) -> str:
    if is_message(value):
        return render(catalogs, value, locale)
    if isinstance(value, list | tuple):
        return ", ".join(_param(catalogs, v, locale) for v in value)
    return str(value)


def template(catalogs: Catalogs, key: str, locale: str) -> str | None:
    found = catalogs.get(locale, {}).get(key)
    return found if found is not None else catalogs.get(FALLBACK, {}).get(key)


def render(catalogs: Catalogs, message: Mapping[str, Any], locale: str) -> str:
    """The message in `locale` (English when that locale lacks the key). Raises KeyError for an unknown key."""
    key = str(message["key"])
    text = template(catalogs, key, locale)
    if text is None:
        raise KeyError(f"no template for text key {key!r}")
    params = {k: _param(catalogs, v, locale) for k, v in (message.get("params") or {}).items()}
    return text.format(**params)


def keys_used(value: Any) -> set[str]:
    """Every text key inside a message (nested params included): for catalog checks."""
    if is_message(value):
        out = {str(value["key"])}
        for v in (value.get("params") or {}).values():
            out |= keys_used(v)
        return out
    if isinstance(value, list | tuple):
        return set().union(*(keys_used(v) for v in value)) if value else set()
    return set()
