"""Discord command localizations: descriptions, options and choices from the message catalog (bot/i18n).

Commands are declared with `locale_str(english_text, key="cmd.match.status")`; Discord receives every language
of the catalog in `description_localizations` etc. when the commands are synced. Command and option *names*
stay English (one spelling to document and type).
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.i18n import CATALOGS, DEFAULT, language


def L(key: str) -> app_commands.locale_str:
    """A localizable command string: English text now, other languages through the Translator."""
    return app_commands.locale_str(CATALOGS[DEFAULT][key], key=key)


class CatalogTranslator(app_commands.Translator):
    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        key = string.extras.get("key")
        lang = language(locale.value)
        if key is None or lang == DEFAULT:
            return None
        return CATALOGS[lang].get(key)
