"""/odds: exact, sums to 1, equals brute force over individual dice, agrees with seeded simulations."""

import itertools
from collections import defaultdict
from fractions import Fraction

import pytest

from bot.core.chance import Chance
from bot.core.dice import load_dice
from bot.quick.common import QuickInputError
from bot.quick.odds import cancel, odds, odds_request, simulate
from bot.quick.xwing_dice import parse_attack, resolve
from renderers.dice import odds_chart

ATTACK = [f.name for f in load_dice("xwing")["attack"].faces]
DEFENSE = [f.name for f in load_dice("xwing")["defense"].faces]


@pytest.mark.parametrize(
    "text",
    [
        "5 red focus lock vs 4 green focus evade",
        "3 red vs 3 green",
        "4 red lock vs 2 green focus range 3 obstructed",
        "1 red vs 0 green",
        "0 red vs 3 green",
        "6 red focus vs 1 green 2 evades range 1",
    ],
)
def test_probabilities_sum_to_exactly_one(text: str) -> None:
    r = odds_request(text)
    assert sum(r.joint.values()) == Fraction(1)
    assert r.at_least(0) == 1 and r.at_least(r.max_damage + 1) == 0


def test_single_die_values_by_hand() -> None:
    assert odds_request("1 red reroll 1 vs 0 green").at_least(1) == Fraction(3, 4)
    assert odds_request("1 red vs 1 green reroll 1").at_least(1) == Fraction(1, 2) * Fraction(5, 8) * Fraction(5, 8)
    assert odds_request("1 red vs 0 green").at_least(1) == Fraction(4, 8)
    assert odds_request("1 red focus vs 0 green").at_least(1) == Fraction(6, 8)
    assert odds_request("1 red lock vs 0 green").at_least(1) == Fraction(4, 8) + Fraction(4, 8) * Fraction(4, 8)
    assert odds_request("1 red focus lock vs 0 green").at_least(1) == Fraction(15, 16)
    assert odds_request("1 red vs 1 green").at_least(1) == Fraction(4, 8) * Fraction(5, 8)
    assert odds_request("1 red vs 1 green focus").at_least(1) == Fraction(4, 8) * Fraction(3, 8)
    assert odds_request("1 red vs 1 green evade").at_least(1) == 0
    assert odds_request("1 red vs 0 green").p_crit == Fraction(1, 8)


def test_cancel_hits_before_crits() -> None:
    assert cancel(2, 1, 2) == (0, 1)
    assert cancel(1, 2, 2) == (0, 1)
    assert cancel(0, 2, 1) == (0, 1)
    assert cancel(3, 0, 5) == (0, 0)


class _Branch(Exception):
    def __init__(self, die: str, count: int) -> None:
        self.die, self.count = die, count


def brute_force(text: str) -> dict[tuple[int, int], Fraction]:
    """Every execution path of the /roll resolver over individual die faces, each weighted (1/8) per die drawn.

    The resolver is re-run with a growing prefix of scripted draws; when it asks for dice beyond the prefix, every
    combination of faces for that draw becomes a new branch. Nothing about the token policy is re-implemented."""
    spec = parse_attack(text)
    out: dict[tuple[int, int], Fraction] = defaultdict(Fraction)
    stack: list[list[tuple[str, ...]]] = [[]]
    while stack:
        prefix = stack.pop()
        used: list[int] = []

        def draw(
            die: str, count: int, key: str, prefix: list[tuple[str, ...]] = prefix, used: list[int] = used
        ) -> list[str]:
            if len(used) < len(prefix):
                faces = prefix[len(used)]
                used.append(1)
                assert len(faces) == count
                return list(faces)
            raise _Branch(die, count)

        try:
            o = resolve(spec, draw)
        except _Branch as b:
            for combo in itertools.product(ATTACK if b.die == "attack" else DEFENSE, repeat=b.count):
                stack.append([*prefix, combo])
            continue
        out[(o.hits, o.crits)] += Fraction(1, 8 ** sum(len(c) for c in prefix))
    return {k: v for k, v in out.items() if v}


@pytest.mark.parametrize(
    "text",
    [
        "2 red focus lock vs 2 green focus evade",
        "2 red lock vs 1 green",
        "1 red focus vs 3 green focus",
        "2 red reroll 1 vs 1 green reroll 1",
        "2 red focus reroll 1 vs 1 green focus reroll 1 evade",
        "1 red lock reroll 1 vs 1 green range 1",
    ],
)
def test_exact_matches_brute_force_over_individual_dice(text: str) -> None:
    assert odds_request(text).joint == brute_force(text)


def _within(exact: dict, counts: dict, n: int) -> None:
    for key in set(exact) | set(counts):
        p = float(exact.get(key, 0))
        got = counts.get(key, 0) / n
        sigma = (p * (1 - p) / n) ** 0.5
        assert abs(got - p) <= 4.5 * sigma + 2 / n, (key, p, got)


def test_matches_seeded_monte_carlo_for_a_larger_pool() -> None:
    spec = parse_attack("5 red focus lock vs 4 green focus evade")
    n = 60_000
    _within(odds(spec).joint, simulate(spec, n, seed="mc-test"), n)
    spec = parse_attack("6 red reroll 2 vs 4 green reroll 1 range 3")
    _within(odds(spec).joint, simulate(spec, n, seed="mc-test"), n)


def test_matches_seeded_simulation_through_the_roll_resolver() -> None:
    spec = parse_attack("4 red lock vs 3 green focus range 1")
    dice = load_dice("xwing")
    chance = Chance("resolver-mc")
    n = 6_000
    counts: dict = defaultdict(int)
    for i in range(n):

        def draw(die: str, count: int, key: str, i: int = i) -> list[str]:
            rng = chance.rng(f"{i}:{key}")
            return [dice[die].roll(rng).name for _ in range(count)]

        o = resolve(spec, draw)
        counts[(o.hits, o.crits)] += 1
    _within(odds(spec).joint, counts, n)


def test_expected_damage_and_output() -> None:
    r = odds_request("5 red focus lock vs 4 green focus evade")
    # Per die: P(hit or crit) = 6/8 + 2/8 * 6/8 = 15/16; defense: 4 dice at 5/8 plus the token.
    assert float(r.expected_damage) == pytest.approx(1.249, abs=0.001)
    text = r.text()
    assert "Expected damage" in text and "≥1:" in text
    j = r.to_json()
    assert abs(sum(j["damage"].values()) - 1) < 1e-12
    img = odds_chart(j)
    assert img.size == (360, 180)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("3 red focus", "give both sides"),
        ("25 red vs 2 green", "beyond /odds"),
        ("3 red vs 30 green", "beyond /odds"),
    ],
)
def test_odds_bad_input(text: str, message: str) -> None:
    with pytest.raises(QuickInputError, match=message):
        odds_request(text)
