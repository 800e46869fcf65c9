"""data/ti4: the schema check, and spot checks of the facts against the digest's tables (sections 4 and 5)."""

from __future__ import annotations

import copy

import pytest

from bot.core.data import DataError, load_json
from bot.games.ti4.units import check_flagships, check_units, flagships, parse_fleet, unit_stats, units


def test_shipped_files_pass_the_schema_check() -> None:
    assert len(check_units(load_json("ti4", "units.json"))) == 18
    assert len(check_flagships(load_json("ti4", "flagships.json"))) == 25
    assert "_notes" in load_json("ti4", "units.json") and "_notes" in load_json("ti4", "flagships.json")


@pytest.mark.parametrize(
    ("uid", "cost", "combat", "move", "capacity", "sustain"),
    [
        ("carrier", 3, [9, 1], 1, 4, False),
        ("carrier2", 3, [9, 1], 2, 6, False),  # no sustain: only Sol's Advanced Carrier II has it
        ("cruiser2", 2, [6, 1], 3, 1, False),
        ("destroyer2", 1, [8, 1], 2, 0, False),
        ("dreadnought2", 4, [5, 1], 2, 1, True),
        ("fighter", 0.5, [9, 1], None, 0, False),
        ("fighter2", 0.5, [8, 1], 2, 0, False),
        ("war_sun", 12, [3, 3], 2, 6, True),
    ],
)
def test_unit_facts(uid: str, cost: float, combat: list[int], move: int | None, capacity: int, sustain: bool) -> None:
    st = unit_stats(uid)
    assert (st["cost"], st["combat"], st["move"], st["capacity"], st["sustain"]) == (
        cost,
        combat,
        move,
        capacity,
        sustain,
    )


def test_barrage_and_space_cannon_facts() -> None:
    assert unit_stats("destroyer")["afb"] == [9, 2] and unit_stats("destroyer2")["afb"] == [6, 3]
    assert unit_stats("pds")["space_cannon"] == [6, 1] and unit_stats("pds2")["space_cannon"] == [5, 1]
    assert units()["pds2"]["space_cannon"]["adjacent"] is True
    assert units()["dreadnought2"]["direct_hit_immune"] and not units()["dreadnought"]["direct_hit_immune"]


def test_flagship_facts() -> None:
    fs = flagships()
    assert fs["l1z1x"]["capacity"] == 5 and "AsyncTI4" in fs["l1z1x"]["_notes"]  # the flagged source split
    assert fs["creuss"]["combat"] == {"value": 5, "dice": 1}
    assert fs["sol"]["capacity"] == 12 and fs["yssaril"]["move"] == 2
    assert fs["saar"]["anti_fighter_barrage"] == {"value": 6, "dice": 4}
    assert fs["xxcha"]["space_cannon"] == {"value": 5, "dice": 3, "adjacent": True}
    assert fs["winnu"]["combat"]["dice"] is None
    assert all(f["cost"] == 8 and f["sustain_damage"] for f in fs.values())


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["units"]["carrier"].update(combat={"value": 11, "dice": 1}), "from 1 to 10"),
        (lambda d: d["units"]["carrier"].update({"class": "starbase"}), "'class' must be one of"),
        (lambda d: d["units"]["carrier"].pop("capacity"), "'capacity' must be int"),
        (lambda d: d["units"]["carrier"].pop("space_cannon"), "'space_cannon' is missing"),
        (lambda d: d["units"]["cruiser"].update(cost=None), "a ship needs a combat value and a cost"),
        (lambda d: d["units"].update({"Big Ship": d["units"]["carrier"]}), "lower-case"),
    ],
)
def test_broken_unit_data_is_named(change: object, message: str) -> None:
    data = copy.deepcopy(load_json("ti4", "units.json"))
    change(data)  # type: ignore[operator]
    with pytest.raises(DataError, match=message):
        check_units(data, "units.json")


def test_broken_flagship_data_is_named() -> None:
    data = copy.deepcopy(load_json("ti4", "flagships.json"))
    data["flagships"]["arborec"]["combat"]["dice"] = None
    with pytest.raises(DataError, match=r"flagship .arborec..*per-opponent"):
        check_flagships(data)
    data = copy.deepcopy(load_json("ti4", "flagships.json"))
    data["flagships"]["arborec"]["effect"] = "teleport"
    with pytest.raises(DataError, match="unknown effect 'teleport'"):
        check_flagships(data)


def test_fleet_strings() -> None:
    assert parse_fleet("2 carrier 4 fighter 1 dreadnought2") == {"carrier": 2, "fighter": 4, "dreadnought2": 1}
    assert parse_fleet("2x carriers, 3 fighter2 warsun") == {"carrier": 2, "fighter2": 3, "war_sun": 1}
    assert parse_fleet("dreadii 3dread2") == {"dreadnought2": 4}
    assert parse_fleet("1 flagship", "winnu") == {"flagship": 1}


def test_every_unit_has_its_russian_case_forms() -> None:
    """Issue 20: the texts count units with forms stored in data (nominative, genitive singular and plural)."""
    data = load_json("ti4", "units.json")
    for entry in check_units(data).values():
        assert entry["name_ru"] and entry["name_ru_gen"] and entry["name_ru_gen_pl"], entry["name"]
    broken = copy.deepcopy(data)
    del broken["units"]["cruiser"]["name_ru_gen"]
    with pytest.raises(DataError, match=r"cruiser.*name_ru, name_ru_gen and name_ru_gen_pl go together"):
        check_units(broken, "units.json")
