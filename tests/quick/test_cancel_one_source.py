"""One source for "evades cancel hits before crits" (RU rulebook L595, digest xwing.md L590): the match's own
attack, the /roll resolution and the exact /odds give the same landing hits and crits on the same dice, and the
odds of "3 red vs 3 green" are exactly the game's attack weighted by the dice probabilities."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import combinations_with_replacement

import pytest

from bot.core.dice import Die, Pool
from bot.games.xwing import GAME
from bot.games.xwing.cancel import cancel_pool, cancelled, landing
from bot.quick.odds import cancel, multinomial, odds_request
from bot.quick.xwing_dice import parse_attack, resolve
from tests.xwing.match_support import ScriptedChance, scenario

ATTACK_FACES = ("hit", "crit", "focus", "blank")
DEFENSE_FACES = ("evade", "focus", "blank")
ATTACK_P = (Fraction(3, 8), Fraction(1, 8), Fraction(2, 8), Fraction(2, 8))  # data/xwing/dice.json
DEFENSE_P = (Fraction(3, 8), Fraction(2, 8), Fraction(3, 8))


def game_attack(attack: tuple[str, ...], defense: tuple[str, ...]) -> tuple[int, int]:
    """(hits, crits) the match's own attack lands: a Rookie Pilot (3 attack dice) at range 2 of an Academy Pilot
    (3 agility), neither with tokens or abilities that change dice, rolling exactly these faces."""
    chance = ScriptedChance(**{"r1:attack:rookie": list(attack), "r1:defense:rookie": list(defense)})
    state = scenario(
        [("rookie", "rookiepilot", "rebel", (450, 300, 0)), ("academy", "academypilot", "imperial", (450, 450, 180))],
        chance=chance,
        phase="combat",
    )
    events = []
    for ev in GAME.act(state, "rebel", {"kind": "attack", "target": "academy"}, chance):
        events.append(ev)
        state = GAME.evolve(state, ev)
    while not any(e.kind == "attack_result" for e in events):  # dice steps without a real choice, if any
        (prompt,) = GAME.prompts(state)
        assert prompt.options is not None and len(prompt.options) == 1, prompt
        for ev in GAME.act(state, prompt.seat, dict(prompt.options[0].action), chance):
            events.append(ev)
            state = GAME.evolve(state, ev)
    (result,) = [e.payload["result"] for e in events if e.kind == "attack_result"]
    return result["hits"], result["crits"]


def quick_roll(attack: tuple[str, ...], defense: tuple[str, ...]) -> tuple[int, int]:
    scripted = {"xwing:attack": list(attack), "xwing:defense": list(defense)}

    def draw(die: str, count: int, key: str) -> list[str]:
        faces = scripted[key]
        assert len(faces) == count
        return faces

    out = resolve(parse_attack(f"{len(attack)} red vs {len(defense)} green"), draw)
    return out.hits, out.crits


def test_the_cancel_step_itself() -> None:
    assert cancelled(2, 1, 2) == (2, 0) and landing(2, 1, 2) == (0, 1)  # hits go first (RU L595)
    assert cancelled(1, 2, 2) == (1, 1) and landing(1, 2, 2) == (0, 1)
    assert landing(0, 2, 1) == (0, 1) and landing(3, 0, 5) == (0, 0)
    pool = Pool([Die("attack", f) for f in ("crit", "hit", "focus", "hit")])
    assert cancel_pool(pool, 3) == (2, 1)
    assert [d.cancelled for d in pool.dice] == [True, True, False, True]  # the focus result is never cancelled


ROLLS = [
    (a, d)
    for a in combinations_with_replacement(ATTACK_FACES, 3)
    for d in combinations_with_replacement(DEFENSE_FACES, 3)
]


@pytest.mark.parametrize(("attack", "defense"), ROLLS[::7])
def test_the_game_the_roller_and_the_odds_land_the_same_on_the_same_dice(
    attack: tuple[str, ...], defense: tuple[str, ...]
) -> None:
    expected = cancel(attack.count("hit"), attack.count("crit"), defense.count("evade"))
    assert game_attack(attack, defense) == quick_roll(attack, defense) == expected


def test_the_exact_odds_are_the_games_own_attack_weighted_by_the_dice() -> None:
    from_game: dict[tuple[int, int], Fraction] = Counter()  # type: ignore[assignment]
    for counts_a, p_a in multinomial(3, ATTACK_P):
        attack = tuple(f for f, n in zip(ATTACK_FACES, counts_a, strict=True) for _ in range(n))
        for counts_d, p_d in multinomial(3, DEFENSE_P):
            defense = tuple(f for f, n in zip(DEFENSE_FACES, counts_d, strict=True) for _ in range(n))
            from_game[game_attack(attack, defense)] += p_a * p_d
    assert dict(from_game) == odds_request("3 red vs 3 green").joint
