"""Discord command localizations: descriptions, options and choices from the message catalog (bot/i18n).

Commands are declared with `locale_str(english_text, key="cmd.match.status")`; Discord receives every language
of the catalog in `description_localizations` etc. when the commands are synced. Command and option *names*
stay English (one spelling to document and type).
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.core.texts import Catalogs
from bot.i18n import CATALOGS, DEFAULT, language


def L(key: str, texts: Catalogs | None = None) -> app_commands.locale_str:
    """A localizable command string: English text now, other languages through the Translator. `texts`: a game's
    own catalogs, looked up before the shared one (the keys a game declares for its options)."""
    english = texts[DEFAULT][key] if texts is not None and texts.has(key, DEFAULT) else None
    return app_commands.locale_str(english or CATALOGS[DEFAULT][key], key=key, texts=texts)


class CatalogTranslator(app_commands.Translator):
    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        key = string.extras.get("key")
        lang = language(locale.value)
        if key is None or lang == DEFAULT:
            return None
        texts = string.extras.get("texts")
        if isinstance(texts, Catalogs) and texts.has(key, lang):
            return texts[lang][key]
        return CATALOGS[lang].get(key)
