"""X-Wing Miniatures, 1st edition: the match rules (see docs/xwing-rules-engine.md)."""

from bot.games.xwing.game import GAME, XWing

__all__ = ["GAME", "XWing"]
