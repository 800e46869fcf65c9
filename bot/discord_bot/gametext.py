"""A game's own texts in the player's language: the adapter-neutral helpers live in bot.engine.gametext (the
console uses them too); this module keeps the Discord adapter's import path."""

from bot.engine.gametext import catalogs, event_say, event_subject, localize, option, prompt, rule_error, text

__all__ = ["catalogs", "event_say", "event_subject", "localize", "option", "prompt", "rule_error", "text"]
