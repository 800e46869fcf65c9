"""Die faces as data (exact counts) and their distributions through the real rollers (chi-square, seeded)."""

import json
from collections import Counter

import pytest

from bot.core.chance import Chance
from bot.core.data import data_path
from bot.core.dice import load_dice, parse_dice
from bot.quick.expression import roll_expression
from bot.quick.ia_dice import ATTACK_COLOURS, DEFENSE_COLOURS, ia_dice
from bot.quick.roll import roll
from bot.quick.swm_dice import roll_swm
from bot.quick.ti4_dice import roll_ti4

# chi-square critical values at p = 0.001 by degrees of freedom: a correct die fails 1 run in 1000, and the seeds
# are fixed, so these tests are deterministic.
CHI2_001 = {1: 10.83, 2: 13.82, 3: 16.27, 4: 18.47, 5: 20.52, 7: 24.32, 9: 27.88, 19: 43.82}


def chi_square(observed: Counter, expected: dict) -> float:
    return sum((observed.get(k, 0) - e) ** 2 / e for k, e in expected.items())


def test_xwing_faces_exact_counts() -> None:
    dice = load_dice("xwing")
    atk, dfn = dice["attack"], dice["defense"]
    assert atk.sides == 8 and dfn.sides == 8
    assert {f: atk.count(f) for f in ("hit", "crit", "focus", "blank")} == {"hit": 3, "crit": 1, "focus": 2, "blank": 2}
    assert {f: dfn.count(f) for f in ("evade", "focus", "blank")} == {"evade": 3, "focus": 2, "blank": 3}


IA_TABLE = {  # digest §5.3: (accuracy, damage, surge) / (block, evade, dodge)
    "red": [(0, 1, 0), (0, 2, 0), (0, 2, 0), (0, 2, 1), (0, 3, 0), (0, 3, 0)],
    "blue": [(2, 0, 1), (2, 1, 0), (3, 2, 0), (3, 1, 1), (4, 2, 0), (5, 1, 0)],
    "green": [(1, 0, 1), (1, 1, 1), (1, 2, 0), (2, 1, 1), (2, 2, 0), (3, 2, 0)],
    "yellow": [(0, 0, 1), (0, 1, 2), (1, 2, 0), (1, 1, 1), (2, 0, 1), (2, 1, 0)],
    "black": [(1, 0, 0), (1, 0, 0), (2, 0, 0), (2, 0, 0), (3, 0, 0), (0, 1, 0)],
    "white": [(0, 0, 0), (1, 0, 0), (0, 1, 0), (1, 1, 0), (1, 1, 0), (0, 0, 1)],
}


def test_imperial_assault_faces_match_the_digest_and_say_they_are_external() -> None:
    raw = json.loads(data_path("ia", "dice.json").read_text(encoding="utf-8"))
    assert "EXTERNAL, verify" in raw["_notes"]
    parse_dice(raw, "ia")  # schema check
    dice = ia_dice()
    for colour, faces in IA_TABLE.items():
        keys = ("accuracy", "damage", "surge") if colour in ATTACK_COLOURS else ("block", "evade", "dodge")
        got = sorted(tuple(f.symbols.get(k, 0) for k in keys) for f in dice[colour].faces)
        assert got == sorted(faces), colour
        assert raw["dice"][colour]["role"] == ("attack" if colour in ATTACK_COLOURS else "defense")
    assert [c for c in DEFENSE_COLOURS if any(f.symbols.get("dodge") for f in dice[c].faces)] == ["white"]


@pytest.mark.parametrize(
    ("request_", "side", "faces"),
    [
        ("8 red", "attack_dice", {"hit": 3, "crit": 1, "focus": 2, "blank": 2}),
        ("8 green", "defense_dice", {"evade": 3, "focus": 2, "blank": 3}),
    ],
)
def test_xwing_roller_distribution_chi_square(request_: str, side: str, faces: dict) -> None:
    seen: Counter = Counter()
    rolls = 400
    for i in range(rolls):
        r = roll("xwing", request_, seed=f"chi-{i}")
        seen.update(d["face"] for d in r.details[side])
    total = rolls * 8
    expected = {f: total * n / 8 for f, n in faces.items()}
    assert set(seen) == set(faces)
    assert chi_square(seen, expected) < CHI2_001[len(faces) - 1]


@pytest.mark.parametrize("colour", list(IA_TABLE))
def test_imperial_assault_roller_distribution_chi_square(colour: str) -> None:
    dice = ia_dice()
    seen: Counter = Counter()
    rolls = 150
    for i in range(rolls):
        r = roll("ia", f"20 {colour}", seed=f"ia-{i}")
        seen.update(d["face"] for d in r.details["dice"])
    names = Counter(f.name for f in dice[colour].faces)
    expected = {n: rolls * 20 * k / 6 for n, k in names.items()}
    assert chi_square(seen, expected) < CHI2_001[len(names) - 1]


def test_ti4_d10_distribution_chi_square_and_faces_1_to_10() -> None:
    seen: Counter = Counter()
    for i in range(300):
        r = roll_ti4("10x 9", seed=f"ti4-{i}")
        seen.update(r.details["groups"][0]["rolls"])
    assert set(seen) == set(range(1, 11))
    assert chi_square(seen, {v: 300.0 for v in range(1, 11)}) < CHI2_001[9]


def test_swm_d20_distribution_chi_square() -> None:
    seen: Counter = Counter(roll_swm("+0 vs 10", seed=f"swm-{i}").details["natural"] for i in range(2000))
    assert set(seen) == set(range(1, 21))
    assert chi_square(seen, {v: 100.0 for v in range(1, 21)}) < CHI2_001[19]


def test_expression_d6_distribution_chi_square() -> None:
    seen: Counter = Counter()
    for i in range(60):
        r = roll_expression("50d6", seed=f"d6-{i}")
        seen.update(int(icon.face) for icon in r.icons)
    assert chi_square(seen, {v: 500.0 for v in range(1, 7)}) < CHI2_001[5]


def test_rolls_are_rederivable_from_seed_and_key() -> None:
    r = roll("xwing", "5 red", seed="verify-me")
    assert r.verification.keys == ("xwing:attack",)
    rng = Chance("verify-me").rng("xwing:attack")
    attack = load_dice("xwing")["attack"]
    assert [d["face"] for d in r.details["attack_dice"]] == [attack.roll(rng).name for _ in range(5)]
    t = roll_ti4("4x 5", seed="verify-me")
    assert t.details["groups"][0]["rolls"] == Chance("verify-me").roll("ti4:combat", 10, 4)
    s = roll_swm("+3 vs 12", seed="verify-me")
    assert s.details["natural"] == Chance("verify-me").roll("swm:attack", 20)[0]


def test_each_roll_gets_a_fresh_seed_unless_given() -> None:
    a, b = roll("dice", "d20"), roll("dice", "d20")
    assert a.verification.seed != b.verification.seed and len(a.verification.seed) == 64
    assert roll("dice", "3d6", seed="s").to_json() == roll("dice", "3d6", seed="s").to_json()
