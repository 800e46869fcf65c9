"""Imperial Assault, TI4, Star Wars Miniatures and dice-expression parsing and outcomes."""

import pytest

from bot.core.dice import load_dice
from bot.quick.common import QuickInputError
from bot.quick.expression import roll_expression
from bot.quick.ia_dice import parse_ia, roll_ia
from bot.quick.roll import roll
from bot.quick.swm_dice import parse_swm, roll_swm
from bot.quick.ti4_dice import Ti4Group, parse_ti4, roll_ti4, ti4_hits


def test_ia_parse() -> None:
    assert parse_ia("1 red 1 blue vs 1 black range 4") == (["red", "blue", "black"], 4, 0)
    assert parse_ia("red green vs white pierce 2") == (["red", "green", "white"], None, 2)
    assert parse_ia("2x yellow 2 whites") == (["yellow", "yellow", "white", "white"], None, 0)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("3 purple", "followed by a die colour"),
        ("red banana", "don't understand 'banana'"),
        ("range 3", "at least one die"),
        ("101 red", "too many"),
        ("red pierce", "'pierce' needs a number"),
    ],
)
def test_ia_bad_input(text: str, message: str) -> None:
    with pytest.raises(QuickInputError, match=message):
        parse_ia(text)


def test_ia_roll_totals_match_its_dice() -> None:
    r = roll_ia("2 red 1 blue vs 1 black 1 white", seed="ia")
    assert len(r.icons) == 5
    faces = load_dice("ia")
    shown = [faces[d["die"]].face(d["face"]).symbols for d in r.details["dice"]]
    assert [d["die"] for d in r.details["dice"]] == ["red", "red", "blue", "black", "white"]
    for key in ("accuracy", "damage", "surge", "block", "evade", "dodge"):
        assert r.details[key] == sum(s.get(key, 0) for s in shown), key
    assert all(s.get("damage", 0) >= 1 for s in shown[:2])  # every red face shows damage
    # Seed "ia": 5 damage - 3 blocks = 2; 1 surge - 1 evade = 0; accuracy 3 (no range asked).
    assert (r.details["net_damage"], r.details["net_surges"], r.details["hit"]) == (2, 0, True)


def test_ti4_parse_examples() -> None:
    assert parse_ti4("3x 9") == ([Ti4Group("3x 9", 9, 3)], 0)
    assert parse_ti4("3x9") == ([Ti4Group("3x 9", 9, 3)], 0)
    groups, mod = parse_ti4("2 destroyer 1 dreadnought")
    assert [(g.value, g.dice) for g in groups] == [(9, 2), (5, 1)] and mod == 0
    groups, mod = parse_ti4("1 war sun 2 destroyers ii +1")
    assert [(g.value, g.dice) for g in groups] == [(3, 3), (8, 2)] and mod == 1


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("3x 11", "combat value is 1-10"),
        ("2 starship", "don't know the unit 'starship'"),
        ("flagship", "a flagship needs its faction"),
        ("1 pds", "has no combat value"),
        ("200x 5", "too many"),
        ("hello", "don't understand 'hello'"),
        ("3x", "give the combat value"),
    ],
)
def test_ti4_bad_input(text: str, message: str) -> None:
    with pytest.raises(QuickInputError, match=message):
        parse_ti4(text)


def test_ti4_rolls_in_ascending_combat_value_order() -> None:
    # LRR 39.5c: units with combat value 1 roll first, then 2, ... so the dreadnought (5) rolls before destroyers (9)
    r = roll_ti4("2 destroyer 1 dreadnought", seed="order")
    assert [g["value"] for g in r.details["groups"]] == [5, 9]
    from bot.core.chance import Chance

    dice = Chance("order").roll("ti4:combat", 10, 3)
    assert r.details["groups"][0]["rolls"] == dice[:1] and r.details["groups"][1]["rolls"] == dice[1:]


def test_ti4_values_come_from_the_ti4_data() -> None:
    from bot.games.ti4.units import unit_stats

    groups, _ = parse_ti4("1 cruiser2 1 flagship sardakk 3 infantry")
    assert [(g.value, g.dice) for g in groups] == [
        (unit_stats("cruiser2")["combat"][0], 1),
        tuple(unit_stats("flagship", "sardakk")["combat"]),
        (unit_stats("infantry")["combat"][0], 3),
    ]
    assert groups[0].value == 6  # Cruiser II hits on 6 (digest §4)


def test_ti4_hits_counting_and_modifiers() -> None:
    assert ti4_hits([9, 10, 8, 1], 9) == 2
    assert ti4_hits([8, 1], 9, modifier=1) == 1  # modifiers change the result, not the value
    assert ti4_hits([10], 9, modifier=-2) == 0  # no automatic hit on a 10
    r = roll_ti4("2 destroyer 1 dreadnought", seed="t")
    groups = r.details["groups"]
    assert r.details["hits"] == sum(sum(1 for v in g["rolls"] if v >= g["value"]) for g in groups)
    assert [i.state for i in r.icons] == ["hit" if v >= g["value"] else "miss" for g in groups for v in g["rolls"]]


def test_swm_parse_and_outcomes() -> None:
    p = parse_swm("d20+8 vs 16 cover damage 20")
    assert (p["attack"], p["defense"], p["cover"], p["damage"]) == (8, 16, True, 20)
    assert parse_swm("attack 5 vs defense 14")["attack"] == 5


def test_swm_crit_doubles_damage_but_not_against_droids() -> None:
    seed = next(f"s{i}" for i in range(2000) if roll_swm("+0 vs 10", seed=f"s{i}").details["natural"] == 20)
    assert roll_swm("+0 vs 30 damage 20", seed=seed).details["damage"] == 40
    assert roll_swm("+0 vs 30 damage 20 droid", seed=seed).details["damage"] == 20
    assert roll_swm("+4 vs 30 cover damage 20", seed=seed).details["defense"] == 34


@pytest.mark.parametrize("text", ["8 vs", "vs 16", "+8 vs 16 flying", "+500 vs 10"])
def test_swm_bad_input(text: str) -> None:
    with pytest.raises(QuickInputError):
        parse_swm(text)


def test_expression_examples() -> None:
    r = roll_expression("4d6kh3+2", seed="e")
    kept = [int(i.face) for i in r.icons if i.state == "kept"]
    assert len(r.icons) == 4 and len(kept) == 3 and r.details["total"] == sum(kept) + 2
    a = roll_expression("d20 adv", seed="e")
    assert len(a.icons) == 2 and a.details["total"] == max(int(i.face) for i in a.icons)
    d = roll_expression("d20 dis", seed="e")
    assert d.details["total"] == min(int(i.face) for i in d.icons)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1000d6", "too many"),
        ("2d5000", "1 to 1000 sides"),
        ("hello world", "cannot read the expression from character 1 on"),
        ("5", "no dice"),
        ("3d6 adv", "advantage needs a single d20"),
        ("1d1e1", "more than 1000"),
    ],
)
def test_expression_bad_input(text: str, message: str) -> None:
    with pytest.raises(QuickInputError, match=message):
        roll_expression(text, seed="x")


def test_roll_dispatch_and_unknown_game() -> None:
    assert roll("x-wing", "2 red", seed="a").game == "xwing"
    assert roll("imperial-assault", "red", seed="a").game == "imperial-assault"
    with pytest.raises(QuickInputError, match="unknown game “chess”"):
        roll("chess", "2d6")
