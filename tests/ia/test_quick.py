"""/roll ia and /odds ia use the game's attack steps (one source): cards by name, surges spent, exact odds."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest

from bot.games.ia import attack as A
from bot.games.ia.roster import find, shipped
from bot.quick.common import QuickInputError
from bot.quick.ia_dice import parse_request, resolve, roll_ia
from bot.quick.ia_odds import odds, odds_request
from bot.quick.odds import odds_request as any_odds


def test_a_named_attacker_brings_its_dice_type_bonus_and_surges() -> None:
    req = parse_request("stormtrooper vs rebel trooper range 4")
    st = shipped()["stormtrooper"]
    assert (req.attack, req.defense, req.kind, req.distance) == (st.attack_dice, ("white",), "ranged", 4)
    assert req.surges == st.surges
    assert parse_request("darth vader vs 2 black").kind == "melee"  # melee: no accuracy check (L150-159)
    assert find("elite stormtrooper") is shipped()["stormtrooper-elite"]
    assert find("luke skywalker jedi knight") is shipped()["luke-jedi"]


def test_a_ranged_card_without_a_range_is_refused_with_an_example() -> None:
    with pytest.raises(QuickInputError, match="needs the range"):
        parse_request("stormtrooper vs rebel trooper")


def test_roll_spends_the_surge_that_reaches_the_range() -> None:
    # Stormtrooper at range 6 with blue a3 d1 s + green a2 d1 s = accuracy 5, 2 surges: +2 accuracy must be spent.
    req = parse_request("stormtrooper vs rebel trooper range 6")
    att, chosen, res = resolve(req, {"attack": [3, 3], "defense": [0]})
    assert 1 in chosen and res.miss is None and res.accuracy == 7
    assert res.damage == 3  # 2 damage + 1 (both abilities: 2 surges, no evade)
    assert A.surges_left(att) == 0


def test_roll_ia_reports_the_spent_surges_and_is_reproducible() -> None:
    a = roll_ia("han solo vs stormtrooper range 5", seed="s1")
    b = roll_ia("han solo vs stormtrooper range 5", seed="s1")
    assert a.details == b.details
    assert a.title.startswith("Imperial Assault roll: Han Solo vs Stormtrooper")


def brute_force(text: str) -> dict[int, Fraction]:
    """Every roll, face by face, through the attack steps and the same surge policy."""
    req = parse_request(text)
    out: Counter[int] = Counter()
    n = len(req.attack) + len(req.defense)
    for faces in itertools.product(range(6), repeat=n):
        _att, _c, res = resolve(
            req, {"attack": list(faces[: len(req.attack)]), "defense": list(faces[len(req.attack) :])}
        )
        out[res.damage] += 1
    return {d: Fraction(c, 6**n) for d, c in sorted(out.items())}


@pytest.mark.parametrize(
    "text",
    [
        "stormtrooper vs rebel trooper range 4",
        "darth vader vs black white",
        "1 blue 1 yellow vs 1 white range 3 pierce 1",
    ],
)
def test_exact_odds_equal_every_roll_through_the_attack_steps(text: str) -> None:
    assert odds(parse_request(text)).damage == brute_force(text)


def test_odds_ia_through_the_odds_entry_point() -> None:
    r = any_odds("ia 1 red vs 1 white")
    # 0 damage: the dodge (1/6), or the red "1 damage" face (1/6) against a white block (3 of 6 faces)
    assert r.damage[0] == Fraction(1, 6) + Fraction(1, 6) * Fraction(3, 6)
    assert r.p_dodge == Fraction(1, 6)
    assert sum(r.damage.values()) == 1
    with pytest.raises(QuickInputError, match="beyond"):
        odds_request("9 red vs 1 white")
    assert r.to_json()["joint"][0][:2] == [0, 0]


@pytest.mark.parametrize(
    ("request_text", "refusal"),
    [
        (
            "stormtroper vs rebel trooper range 4",
            "no deployment card is called 'stormtroper'; did you",
        ),
        ("vader vs rebel trooper", "did you mean darth-vader?"),
        ("darth vader vs luke range 2", "did you mean luke-hero, luke-jedi?"),
        ("luke skywalker vs darth vader", "'luke skywalker' names several deployment cards: luke-hero, luke-jedi"),
        ("stormtrooper vs nexu range 3", "no deployment card is called 'nexu'; cards: chewbacca, darth vader"),
        ("stormtrooper vs rebel trooper range", "'range' needs a number"),
        ("stormtrooper vs rebel trooper range -1", "'range' needs a number"),
        ("stormtrooper vs rebel trooper pierce two", "'pierce' needs a number"),
        ("stormtrooper vs rebel trooper vs luke-hero", "one 'vs' between the attacker and the defender (got 2)"),
        ("stormtrooper range 4", "name the defender after 'vs': Stormtrooper (regular) vs"),
        (
            "stormtrooper vs rebel trooper range 4; drop table",
            "'rebel trooper ; drop table'; did you mean",
        ),
        # L1140-1148: counting to an adjacent target gives 1; range 0 used to raise an AttackError (a traceback)
        ("rebel trooper vs stormtrooper range 0", "an adjacent target is range 1"),
        ("1 blue vs 1 black range 0", "an adjacent target is range 1"),
    ],
)
def test_hostile_or_mistyped_requests_get_a_specific_refusal_from_roll_and_odds(
    request_text: str, refusal: str
) -> None:
    for tool in (lambda t: roll_ia(t, seed="7"), odds_request):
        with pytest.raises(QuickInputError) as caught:
            tool(request_text)
        assert refusal in caught.value.text("en")
        assert "Example: `" in caught.value.text("en")
        assert "Пример" in caught.value.text("ru")  # the refusal has its Russian text too


def test_the_issue_request_still_rolls_and_counts_odds() -> None:
    assert roll_ia("stormtrooper vs rebel trooper range 4", seed="7").text("en").startswith("Imperial Assault roll")
    assert odds_request("Stormtrooper VS Rebel Trooper range 4").text("en").startswith("Imperial Assault odds")
