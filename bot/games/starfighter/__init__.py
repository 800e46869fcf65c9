"""Starfighter (Stéphane Boudin): cruiser boards, sector stacks, chained card effects, sector battles."""

from bot.games.starfighter.game import GAME

__all__ = ["GAME"]
