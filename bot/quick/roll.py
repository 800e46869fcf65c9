"""One entry point for /roll: pick the game's roller by name and roll with a fresh (or given) seed."""

from __future__ import annotations

from collections.abc import Callable

from bot.core.texts import code_list, quoted
from bot.quick.common import QuickInputError, RollResult, check_long_numbers
from bot.quick.expression import roll_expression
from bot.quick.ia_dice import roll_ia
from bot.quick.swm_dice import roll_swm
from bot.quick.texts import Phrase
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
    "expr": "dice",
    "any": "dice",
}


def game_names() -> list[str]:
    return list(ROLLERS)


def known_game(game: str) -> str | None:
    """The roller's name for `game` (a name or an alias, any case), or None."""
    g = game.strip().lower()
    g = ALIASES.get(g, g)
    return g if g in ROLLERS else None


def resolve_game(game: str) -> str:
    g = known_game(game)
    if g is None:
        raise QuickInputError(
            Phrase("err.unknown_game", game=quoted(game), games=code_list(ROLLERS)), "xwing 3 red vs 2 green"
        )
    return g


def split_request(words: list[str]) -> tuple[str, str]:
    """(game, request) of the console's `roll WORDS…`: a first word that names no game but holds a digit starts a
    dice expression (`roll 3d6+2`, as other dice bots take it); any other first word is the game."""
    first = words[0] if words else ""
    if known_game(first) is None and any(ch.isdigit() for ch in first):
        return "dice", " ".join(words)
    return first, " ".join(words[1:])


def roll(game: str, request: str, seed: str | None = None) -> RollResult:
    """Roll `request` in `game`'s dice. Raises QuickInputError (with an example) for a malformed request."""
    g = resolve_game(game)
    roller, example = ROLLERS[g]
    check_long_numbers(request, example)
    return roller(request, seed)


def example(game: str) -> str:
    return ROLLERS[resolve_game(game)][1]
