"""An action that reaches a bot process not running its match's shard is refused with a sentence, in the player's
language (bot/engine/failover.py raises WrongProcess; nothing was changed)."""

from __future__ import annotations

from bot.discord_bot.replies import error_text
from bot.engine import WrongProcess


def test_the_refusal_says_to_try_again_in_both_languages() -> None:
    exc = WrongProcess("match m0 belongs to Discord shard 1, which another bot process runs right now")
    en, ru = error_text(exc, "en", "m0"), error_text(exc, "ru", "m0")
    assert "handed over to another of the bot's processes" in en and "Try again" in en and "m0" in en
    assert "передаётся другому процессу" in ru and "m0" in ru
