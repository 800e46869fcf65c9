"""Name -> game module. Games are imported lazily so one broken game never stops the others loading."""

from __future__ import annotations

import importlib

from bot.core.protocol import Game

# game name -> "module:attribute" of an object implementing bot.core.protocol.Game
# Each game adds one line here.
_GAMES: dict[str, str] = {
    "ia": "bot.games.ia.game:GAME",
    "swm": "bot.games.swm.game:GAME",
    "ti4": "bot.games.ti4:GAME",
    "starfighter": "bot.games.starfighter:GAME",
    "xwing": "bot.games.xwing:GAME",
}


def register(name: str, target: str) -> None:
    _GAMES[name] = target


def names() -> list[str]:
    return sorted(_GAMES)


def get(name: str) -> Game:
    try:
        target = _GAMES[name]
    except KeyError:
        known = ", ".join(names()) or "none"
        raise KeyError(f"unknown game {name!r}; known games: {known}") from None
    module, _, attr = target.partition(":")
    game = getattr(importlib.import_module(module), attr)
    assert isinstance(game, Game), f"{target} does not implement the game protocol"
    return game
