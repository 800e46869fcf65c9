"""Exact odds of a TI4 space combat (the quick tool behind `/ti4 odds`): the TI4 game's own solver.

Adapters reach it here (bot.quick may call a game's public functions; adapters never import a game's modules).
"""

from __future__ import annotations

from bot.games.ti4.odds import OddsResult, odds, prepare, solve

__all__ = ["OddsResult", "odds", "prepare", "solve"]
