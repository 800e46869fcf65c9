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


def known_language(locale: str | None) -> str | None:
    """The catalog language a locale a user typed names ("ru", "RU", "ru-RU", "en_GB"), or None when we have no
    texts in it ("zz", "rus", ""): a language a user chooses is refused in words, never quietly English."""
    lang = str(locale or "").strip().replace("_", "-").split("-")[0].lower()
    return lang if lang in LANGUAGES else None


def t(key: str, locale: str | None = None, /, **values: object) -> str:
    return render(CATALOGS, msg(key, **values), language(locale))


class Said(str):
    """A message of this catalog that is its English text as a str (logs, tests, commands that take no language)
    and says itself in a reader's language through `said`: the console's own refusals (bot/cli). A param may be a
    Said too; `english` replaces the English text (an operating system's own words for an error)."""

    key: str
    params: dict[str, object]

    def __new__(cls, key: str, /, english: str | None = None, **params: object) -> Said:
        made = super().__new__(cls, english if english is not None else t(key, DEFAULT, **params))
        made.key, made.params = key, params
        return made


def said(text: object, locale: str | None) -> str:
    """`text` in `locale` when it is a Said (its params too), else as it is."""
    if not isinstance(text, Said) or language(locale) == DEFAULT:
        return str(text)
    return t(text.key, locale, **{k: said(v, locale) if isinstance(v, Said) else v for k, v in text.params.items()})
