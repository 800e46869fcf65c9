"""The match's words in the reader's language: the adapter-neutral helpers live in bot.engine.match_texts (the
console uses them too); this module keeps the Discord adapter's import path."""

from bot.engine.match_texts import ENGINE_REASONS, late_seats, pause_text, result_reason, side_name, state_words

__all__ = ["ENGINE_REASONS", "late_seats", "pause_text", "result_reason", "side_name", "state_words"]
