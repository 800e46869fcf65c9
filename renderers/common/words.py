"""The words a picture draws or describes, from a Fluent catalog, in the language the picture is meant for.

A renderer's entry points (`render`, `png`, `alt_text`, `render_round`, ...) take `locale` and draw inside
`speaking(locale)`; everything below them asks `say(key, ...)` (the pictures' own catalog,
data/pictures/texts/<lang>.ftl), `game_say(catalogs, key, ...)` (a game's catalog: maneuvers, phases),
`data_text(entry)` (a name from data: `name_<lang>` where it exists) or `number(x)` (per locale: a decimal comma
and a real minus in Russian). The language travels in a context variable rather than through every drawing helper:
a render runs in one thread (or worker process) from its entry point to its end, and a cache of drawn images keys
on `language()` whenever the layer holds words.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from bot.core.texts import FALLBACK, Catalogs, data_name, is_message, is_name, msg, render, render_param
from bot.core.texts import _number as fluent_number
from bot.core.texts import _param as fluent_param

CATALOGS = Catalogs("pictures")  # data/pictures/texts/<lang>.ftl
_LOCALE: ContextVar[str] = ContextVar("picture_locale", default=FALLBACK)


@contextmanager
def speaking(locale: str | None) -> Iterator[None]:
    """Draw (and describe) in `locale` until the block ends; None keeps the current language."""
    token = _LOCALE.set(catalog_language(locale) if locale else _LOCALE.get())
    try:
        yield
    finally:
        _LOCALE.reset(token)


def catalog_language(locale: str) -> str:
    """The catalogs' language of a Discord or player locale: "ru-RU" -> "ru", "en-GB" -> "en" (a language the
    catalogs lack falls back to English when a text is looked up)."""
    return locale.replace("_", "-").split("-")[0].lower()


def language() -> str:
    """The language pictures are drawn in now."""
    return _LOCALE.get()


def say(key: str, **params: Any) -> str:
    """A text of the pictures' catalog in the current language. A string param is taken as it is (a picture's
    own words, already in this language: not cut like a player's input); a number is formatted per locale; a name
    from data (`data_name`) keeps its case forms and gender."""
    lang = _LOCALE.get()
    args = {k: _arg(v, lang) for k, v in params.items()}
    return CATALOGS.format(key, lang, args)


def _arg(value: Any, lang: str) -> Any:
    if isinstance(value, str):
        return value
    if isinstance(value, int | float) and not isinstance(value, bool):
        return fluent_number(value)
    if is_message(value):
        return render(CATALOGS, value, lang)
    if is_name(value):  # a name from data (data_name): kept with its case forms and gender for CASE() and GENDER()
        return fluent_param(CATALOGS, value, lang)
    return render_param(CATALOGS, value, lang)


def game_say(catalogs: Catalogs, key: str, **params: Any) -> str:
    """A text of a game's own catalog (its maneuvers, phases, units) in the current language."""
    return render(catalogs, msg(key, **params), _LOCALE.get())


def data_text(entry: Mapping[str, Any]) -> str:
    """A name from a data entry ("name", "name_ru", ...) in the current language, else as printed."""
    return render_param(CATALOGS, data_name(entry), _LOCALE.get())


def number(value: float, digits: int = 0) -> str:
    """A number as the current language writes it (Russian: 12,5 and −20), rounded to `digits` decimals."""
    shown: int | float = round(value) if digits == 0 else round(float(value), digits)
    return say("number", n=shown)


def signed(value: int) -> str:
    """A modifier with its sign: +1, −1 (Russian's real minus)."""
    return ("+" if value > 0 else "") + number(value)
