"""The adapters' message catalog: every user-facing string of the Discord adapter and the console, in English and
Russian, as Fluent files in data/bot/texts/<lang>.ftl (see bot/core/texts.py).

`t(key, locale, **values)` picks the language from a locale such as "ru", "ru-RU" or "en-US" (unknown locales
fall back to English, and a key missing in a language falls back to its English text). A value may be a number
(formatted per locale, selectable by plural category), a game message or a list (see bot.core.texts.render).
"""

from __future__ import annotations

from bot.core.texts import Catalogs, msg, render

CATALOGS = Catalogs("bot")  # data/bot/texts/<lang>.ftl
LANGUAGES: tuple[str, ...] = ("en", "ru")
DEFAULT = "en"


def language(locale: str | None) -> str:
    """The catalog language for a Discord or player locale ("ru", "ru-RU", "en-GB", None...)."""
    if not locale:
        return DEFAULT
    lang = str(locale).replace("_", "-").split("-")[0].lower()
    return lang if lang in LANGUAGES else DEFAULT


def t(key: str, locale: str | None = None, /, **values: object) -> str:
    return render(CATALOGS, msg(key, **values), language(locale))
