"""Schema checks for data/xwing/{ships,pilots,dice,damage_deck}.json, and the numbers the rules rely on."""

from __future__ import annotations

import copy

import pytest

from bot.core.data import DataError, load_json
from bot.core.dice import load_dice
from bot.games.xwing.content import content, parse_damage, parse_pilots, parse_ships


def test_four_wave_one_ships_with_full_dials() -> None:
    ships = content().ships
    assert set(ships) == {"xwing", "ywing", "tiefighter", "tieadvanced"}
    assert {k: len(v.dial) for k, v in ships.items()} == {"xwing": 15, "ywing": 15, "tiefighter": 16, "tieadvanced": 15}
    x = ships["xwing"]
    assert (x.attack, x.agility, x.hull, x.shields) == (3, 2, 3, 2) and x.actions == ("focus", "target_lock")
    assert x.dial["4-koiogran"] == "red" and x.dial["1-straight"] == "green" and "5-straight" not in x.dial
    tie = ships["tiefighter"]
    assert tie.dial["1-turn-left"] == "white" and "1-bank-left" not in tie.dial and tie.dial["3-koiogran"] == "red"
    assert ships["ywing"].dial["3-turn-left"] == "red" and ships["tieadvanced"].shields == 2


def test_all_wave_one_pilots_with_numbers() -> None:
    pilots = content().pilots
    assert len(pilots) == 23
    luke, obsidian = pilots["lukeskywalker"], pilots["obsidiansquadronpilot"]
    assert (luke.skill, luke.cost, luke.unique, luke.slots) == (8, 28, True, ("elite", "torpedo", "astromech"))
    assert (obsidian.skill, obsidian.cost, obsidian.unique) == (3, 13, False)
    assert pilots["nightbeast"].cost + obsidian.cost == 28 and luke.cost <= 31  # the quick-start trio fits 31 points
    assert sum(p.core_copies for p in pilots.values()) == 13  # the rulebook's 13 core-set ship cards


def test_damage_deck_composition() -> None:
    cards = content().damage
    deck = content().deck()
    assert len(deck) == 33 and deck.count("direct_hit") == 7
    assert sum(c.count for c in cards.values() if c.trait == "pilot") == 8
    assert cards["direct_hit"].hull_damage == 2 and all(
        c.hull_damage == 1 for k, c in cards.items() if k != "direct_hit"
    )


def test_dice_faces() -> None:
    dice = load_dice("xwing")
    atk, dfn = dice["attack"], dice["defense"]
    assert (atk.sides, atk.count("hit"), atk.count("crit"), atk.count("focus"), atk.count("blank")) == (8, 3, 1, 2, 2)
    assert (dfn.sides, dfn.count("evade"), dfn.count("focus"), dfn.count("blank")) == (8, 3, 2, 3)


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda d: d["ships"]["xwing"]["dial"].update({"2-wiggle": "white"}), "not a maneuver id"),
        (lambda d: d["ships"]["xwing"]["dial"].update({"4-bank-left": "white"}), "only at 1-3"),
        (lambda d: d["ships"]["xwing"]["dial"].update({"1-straight": "blue"}), "difficulty"),
        (lambda d: d["ships"]["xwing"].update({"attack": -1}), "'attack'"),
        (lambda d: d["ships"]["xwing"].update({"actions": ["dance"]}), "'actions'"),
    ],
)
def test_bad_ship_data_names_file_entry_and_problem(edit, message) -> None:  # type: ignore[no-untyped-def]
    data = copy.deepcopy(load_json("xwing", "ships.json"))
    edit(data)
    with pytest.raises(DataError, match=message) as err:
        parse_ships(data)
    assert "ships.json" in str(err.value) and "xwing" in str(err.value)


def test_bad_pilot_and_deck_data_are_refused() -> None:
    ships = content().ships
    pilots = copy.deepcopy(load_json("xwing", "pilots.json"))
    pilots["pilots"]["lukeskywalker"]["ship"] = "falcon"
    with pytest.raises(DataError, match="unknown ship 'falcon'"):
        parse_pilots(pilots, ships)
    deck = copy.deepcopy(load_json("xwing", "damage_deck.json"))
    deck["cards"]["direct_hit"]["count"] = 6
    with pytest.raises(DataError, match="33 cards, the file gives 32"):
        parse_damage(deck)
