"""The message catalog: every user-facing string of the adapters, in English and Russian.

`t(key, locale, **values)` picks the language from a locale such as "ru", "ru-RU" or "en-US" (unknown locales
fall back to English, and a key missing in a language falls back to its English text).
"""

from __future__ import annotations

from bot.i18n import en, ru

CATALOGS: dict[str, dict[str, str]] = {"en": en.MESSAGES, "ru": ru.MESSAGES}
LANGUAGES: tuple[str, ...] = tuple(CATALOGS)
DEFAULT = "en"


def language(locale: str | None) -> str:
    """The catalog language for a Discord or player locale ("ru", "ru-RU", "en-GB", None...)."""
    if not locale:
        return DEFAULT
    lang = str(locale).replace("_", "-").split("-")[0].lower()
    return lang if lang in CATALOGS else DEFAULT


def t(key: str, locale: str | None = None, /, **values: object) -> str:
    catalog = CATALOGS[language(locale)]
    text = catalog.get(key) or CATALOGS[DEFAULT].get(key)
    if text is None:
        raise KeyError(f"no message {key!r} in the catalog")
    return text.format(**values) if values else text
