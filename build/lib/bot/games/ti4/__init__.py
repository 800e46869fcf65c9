"""Twilight Imperium 4 space combat (rule 39): the match, unit data and exact odds."""

from bot.games.ti4.game import Ti4SpaceCombat

GAME = Ti4SpaceCombat()

__all__ = ["GAME", "Ti4SpaceCombat"]
