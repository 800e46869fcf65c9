"""One bot process of the sharding end-to-end test (test_shards_e2e.py): the real `python -m bot run` path
(settings from the environment, `serve()`), with the test's duel game registered."""

from __future__ import annotations

from bot.discord_bot.main import run
from bot.games import registry

if __name__ == "__main__":
    registry._GAMES["duel"] = "tests.support.duel:GAME"
    run()
