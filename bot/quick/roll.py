"""One entry point for /roll: pick the game's roller by name and roll with a fresh (or given) seed."""

from __future__ import annotations

from collections.abc import Callable

from bot.quick.common import QuickInputError, RollResult, check_long_numbers
from bot.quick.expression import roll_expression
from bot.quick.ia_dice import roll_ia
from bot.quick.swm_dice import roll_swm
from bot.quick.ti4_dice import roll_ti4
from bot.quick.xwing_dice import roll_xwing

Roller = Callable[[str, str | None], RollResult]

ROLLERS: dict[str, tuple[Roller, str]] = {
    "xwing": (roll_xwing, "3 red focus lock vs 2 green evade"),
    "ia": (roll_ia, "1 red 1 blue vs 1 black range 4"),
    "ti4": (roll_ti4, "2 destroyer 1 dreadnought  or  3x 9"),
    "swm": (roll_swm, "+8 vs 16 cover damage 20"),
    "dice": (roll_expression, "4d6kh3+2  or  d20 adv"),
}
ALIASES = {
    "x-wing": "xwing",
    "xw": "xwing",
    "imperial-assault": "ia",
    "imperialassault": "ia",
    "imperial": "ia",
    "twilight": "ti4",
    "twilight-imperium": "ti4",
    "sw-miniatures": "swm",
    "swminiatures": "swm",
    "minis": "swm",
    "d20": "dice",
    "expr": "dice",
    "any": "dice",
}


def game_names() -> list[str]:
    return list(ROLLERS)


def resolve_game(game: str) -> str:
    g = game.strip().lower()
    g = ALIASES.get(g, g)
    if g not in ROLLERS:
        raise QuickInputError(f"unknown game {game!r}; choose one of {', '.join(ROLLERS)}", "xwing 3 red vs 2 green")
    return g


def roll(game: str, request: str, seed: str | None = None) -> RollResult:
    """Roll `request` in `game`'s dice. Raises QuickInputError (with an example) for a malformed request."""
    g = resolve_game(game)
    roller, example = ROLLERS[g]
    check_long_numbers(request, example)
    return roller(request, seed)


def example(game: str) -> str:
    return ROLLERS[resolve_game(game)][1]
