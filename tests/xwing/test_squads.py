"""Squad building: points cap, unique names (per player, per team), slots, restrictions, ID numbers, XWS."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.core.data import DataError, load_json
from bot.games.xwing.squads import (
    Catalog,
    ShipEntry,
    Squad,
    build_catalog,
    describe_problems,
    from_xws,
    id_labels,
    initiative,
    parse_pilots,
    parse_upgrades,
    parse_xws_text,
    ship_ids,
    squad_points,
    to_xws,
    validate_squad,
    validate_team,
    xws_id,
)

# (ship, pilot name, faction, unique, skill, cost, slots): the published wave-1 cards (data/xwing/pilots.json _notes)
_PILOTS = [
    ("xwing", "Wedge Antilles", "rebel", True, 9, 29, ["elite", "torpedo", "astromech"]),
    ("xwing", "Luke Skywalker", "rebel", True, 8, 28, ["elite", "torpedo", "astromech"]),
    ("xwing", "Garven Dreis", "rebel", True, 6, 26, ["torpedo", "astromech"]),
    ("xwing", "Biggs Darklighter", "rebel", True, 5, 25, ["torpedo", "astromech"]),
    ("xwing", "Red Squadron Pilot", "rebel", False, 4, 23, ["torpedo", "astromech"]),
    ("xwing", "Rookie Pilot", "rebel", False, 2, 21, ["torpedo", "astromech"]),
    ("ywing", "Horton Salm", "rebel", True, 8, 25, ["turret", "torpedo", "torpedo", "astromech"]),
    ("ywing", '"Dutch" Vander', "rebel", True, 6, 23, ["turret", "torpedo", "torpedo", "astromech"]),
    ("ywing", "Gray Squadron Pilot", "rebel", False, 4, 20, ["turret", "torpedo", "torpedo", "astromech"]),
    ("ywing", "Gold Squadron Pilot", "rebel", False, 2, 18, ["turret", "torpedo", "torpedo", "astromech"]),
    ("tiefighter", '"Howlrunner"', "imperial", True, 8, 18, ["elite"]),
    ("tiefighter", '"Mauler Mithel"', "imperial", True, 7, 17, ["elite"]),
    ("tiefighter", '"Backstabber"', "imperial", True, 6, 16, []),
    ("tiefighter", '"Dark Curse"', "imperial", True, 6, 16, []),
    ("tiefighter", '"Night Beast"', "imperial", True, 5, 15, []),
    ("tiefighter", '"Winged Gundark"', "imperial", True, 5, 15, []),
    ("tiefighter", "Black Squadron Pilot", "imperial", False, 4, 14, ["elite"]),
    ("tiefighter", "Obsidian Squadron Pilot", "imperial", False, 3, 13, []),
    ("tiefighter", "Academy Pilot", "imperial", False, 1, 12, []),
    ("tieadvanced", "Darth Vader", "imperial", True, 9, 29, ["elite", "missile"]),
    ("tieadvanced", "Maarek Stele", "imperial", True, 7, 27, ["elite", "missile"]),
    ("tieadvanced", "Storm Squadron Pilot", "imperial", False, 4, 23, ["missile"]),
    ("tieadvanced", "Tempest Squadron Pilot", "imperial", False, 2, 21, ["missile"]),
]


def _pilot_rows() -> list[dict[str, Any]]:
    return [
        {"id": xws_id(n), "name": n, "ship": s, "faction": f, "unique": u, "skill": ps, "cost": c, "slots": sl}
        for s, n, f, u, ps, c, sl in _PILOTS
    ]


@pytest.fixture(scope="module")
def cat() -> Catalog:
    return build_catalog(_pilot_rows(), load_json("xwing", "upgrades.json"))


def sq(faction: str, *ships: tuple[str, str, tuple[str, ...]] | tuple[str, str]) -> Squad:
    entries = [ShipEntry(s[0], s[1], tuple(s[2]) if len(s) > 2 else ()) for s in ships]
    return Squad(faction, tuple(entries))


def codes(problems: list[Any]) -> list[str]:
    return [p.code for p in problems]


def test_xws_ids_are_canonical_names() -> None:
    assert xws_id('"Dutch" Vander') == "dutchvander"
    assert xws_id("R2-D2") == "r2d2"
    assert xws_id("TIE Advanced") == "tieadvanced"
    assert xws_id("Maarek Stéle") == "maarekstele"  # accents fold to ASCII


def test_upgrade_costs_and_points_total(cat: Catalog) -> None:
    s = sq("rebel", ("xwing", "lukeskywalker", ("marksmanship", "protontorpedoes", "r2d2")))
    assert squad_points(s, cat) == 28 + 3 + 4 + 4
    assert validate_squad(s, cat, 39) == []
    problems = validate_squad(s, cat, 38)
    assert codes(problems) == ["points"]
    assert "39 points, over the cap of 38" in problems[0].message


def test_core_set_31_point_game_fits_the_rulebook_forces(cat: Catalog) -> None:
    # Mission 3's recommended Imperial forces: Black Squadron (Determination) + Obsidian = 14 + 1 + 13 = 28
    s = sq(
        "imperial", ("tiefighter", "blacksquadronpilot", ("determination",)), ("tiefighter", "obsidiansquadronpilot")
    )
    assert squad_points(s, cat) == 28
    assert validate_squad(s, cat, 31) == []


def test_unique_pilot_twice_is_illegal_but_generic_pilots_repeat(cat: Catalog) -> None:
    two_lukes = sq("rebel", ("xwing", "lukeskywalker"), ("xwing", "lukeskywalker"))
    problems = validate_squad(two_lukes, cat, 100)
    assert codes(problems) == ["unique"]
    assert "Luke Skywalker is unique but appears 2 times" in problems[0].message
    rookies = sq("rebel", ("xwing", "rookiepilot"), ("xwing", "rookiepilot"), ("xwing", "rookiepilot"))
    assert validate_squad(rookies, cat, 100) == []


def test_unique_upgrade_twice_is_illegal(cat: Catalog) -> None:
    s = sq("rebel", ("xwing", "rookiepilot", ("r2d2",)), ("xwing", "redsquadronpilot", ("r2d2",)))
    assert codes(validate_squad(s, cat, 100)) == ["unique"]
    ok = sq("rebel", ("xwing", "rookiepilot", ("r2astromech",)), ("xwing", "redsquadronpilot", ("r2astromech",)))
    assert validate_squad(ok, cat, 100) == []


def test_upgrade_needs_a_matching_free_slot(cat: Catalog) -> None:
    no_slot = sq("imperial", ("tiefighter", "academypilot", ("determination",)))
    problems = validate_squad(no_slot, cat, 100)
    assert codes(problems) == ["slot"]
    assert "Determination needs an Elite Pilot Talent slot; Academy Pilot has no such slot" in problems[0].message
    # the Y-wing has two torpedo icons: two torpedoes fit, a third does not; X-wing has only one
    y2 = sq("rebel", ("ywing", "goldsquadronpilot", ("protontorpedoes", "protontorpedoes")))
    assert validate_squad(y2, cat, 100) == []
    x2 = sq("rebel", ("xwing", "rookiepilot", ("protontorpedoes", "protontorpedoes")))
    assert "has only 1 Torpedo slot" in validate_squad(x2, cat, 100)[0].message
    wrong_type = sq("rebel", ("xwing", "rookiepilot", ("ioncannonturret",)))
    assert codes(validate_squad(wrong_type, cat, 100)) == ["slot"]


def test_faction_mixing_and_unknown_cards(cat: Catalog) -> None:
    s = sq("rebel", ("tiefighter", "academypilot"), ("xwing", "nobody"), ("xwing", "rookiepilot", ("laser",)))
    problems = validate_squad(s, cat, 100)
    assert codes(problems) == ["faction", "unknown_pilot", "unknown_upgrade"]
    assert validate_squad(Squad("rebel", ()), cat, 100)[0].code == "empty"
    assert validate_squad(Squad("scum", ()), cat, 100)[0].code == "faction"


def test_restrictions_are_enforced_when_a_card_has_them() -> None:
    raw = load_json("xwing", "upgrades.json")
    custom = json.loads(json.dumps(raw))
    custom["upgrades"].append(
        {
            "id": "tieonly",
            "name": "TIE Only",
            "slot": "elite",
            "cost": 1,
            "unique": False,
            "restrictions": {"ships": ["tiefighter"]},
        }
    )
    cat = build_catalog(_pilot_rows(), custom)
    bad = sq("rebel", ("xwing", "lukeskywalker", ("tieonly",)))
    assert codes(validate_squad(bad, cat, 100)) == ["restriction"]
    good = sq("imperial", ("tiefighter", "blacksquadronpilot", ("tieonly",)))
    assert validate_squad(good, cat, 100) == []


def test_several_problems_are_all_listed_readably(cat: Catalog) -> None:
    s = sq(
        "imperial",
        ("tieadvanced", "darthvader", ("clustermissiles", "concussionmissiles")),
        ("tieadvanced", "darthvader"),
        ("tiefighter", "academypilot", ("swarmtactics",)),
    )
    problems = validate_squad(s, cat, 60)
    assert sorted(codes(problems)) == ["points", "slot", "slot", "unique"]
    text = describe_problems(problems)
    assert text.startswith("1. ") and "4. " in text and "Darth Vader is unique" in text


def test_team_play_one_points_total_and_uniqueness_per_team(cat: Catalog) -> None:
    team = Squad(
        "rebel",
        (
            ShipEntry("xwing", "lukeskywalker", (), "ann"),
            ShipEntry("xwing", "biggsdarklighter", (), "bob"),
        ),
    )
    assert validate_team(team, ["ann", "bob"], cat, 100) == []
    assert codes(validate_team(team, ["ann", "bob"], cat, 50)) == ["points"]
    luke = ShipEntry("xwing", "lukeskywalker", (), "ann")
    dup = Squad("rebel", (luke, ShipEntry("xwing", "lukeskywalker", (), "bob")))
    assert codes(validate_team(dup, ["ann", "bob"], cat, 100)) == ["unique"]
    rookie = ShipEntry("xwing", "rookiepilot", (), "ann")
    orphan = Squad("rebel", (rookie, ShipEntry("xwing", "rookiepilot", (), "eve")))
    problems = validate_team(orphan, ["ann", "bob"], cat, 100)
    assert codes(problems) == ["owner", "owner"]
    assert "team member “bob” controls no ship" in problems[1].message


def test_id_numbers_for_duplicate_generic_pilots(cat: Catalog) -> None:
    s = sq("imperial", ("tiefighter", "academypilot"), ("tiefighter", "nightbeast"), ("tiefighter", "academypilot"))
    assert id_labels(s, cat) == ["Academy Pilot #1", '"Night Beast"', "Academy Pilot #2"]
    assert ship_ids(s) == ["academypilot1", "nightbeast", "academypilot2"]


def test_initiative_goes_to_fewer_points_and_ties_to_the_empire() -> None:
    assert initiative({"rebel": 98, "imperial": 100}) == "rebel"
    assert initiative({"rebel": 100, "imperial": 99}) == "imperial"
    assert initiative({"rebel": 100, "imperial": 100}) == "imperial"


def test_xws_round_trip(cat: Catalog) -> None:
    s = Squad(
        "rebel",
        (
            ShipEntry("xwing", "lukeskywalker", ("marksmanship", "protontorpedoes", "r2d2"), "ann"),
            ShipEntry("ywing", "hortonsalm", ("ioncannonturret", "protontorpedoes", "protontorpedoes", "r5d8")),
        ),
        name="Gold and Red",
    )
    data = to_xws(s, cat)
    assert data["faction"] == "rebels" and data["points"] == 39 + 25 + 5 + 8 + 3
    assert data["pilots"][0]["upgrades"] == {"ept": ["marksmanship"], "torpedo": ["protontorpedoes"], "amd": ["r2d2"]}
    text = json.dumps(data)
    back, problems = parse_xws_text(text, cat)
    assert problems == [] and back is not None
    # slots come back grouped by slot, which is the same multiset of cards
    assert [sorted(e.upgrades) for e in back.ships] == [sorted(e.upgrades) for e in s.ships]
    assert back.ships[0].player == "ann" and back.name == "Gold and Red"
    assert to_xws(back, cat) == data


def test_xws_import_reads_names_leniently_and_ignores_points(cat: Catalog) -> None:
    data = {
        "faction": "empire",
        "points": 3,
        "pilots": [
            {"name": '"Night Beast"', "ship": "TIE Fighter", "upgrades": {}},
            {"name": "darthvader", "ship": "tieadvanced", "upgrades": {"missile": ["Cluster Missiles"]}},
        ],
    }
    squad, problems = from_xws(data, cat)
    assert problems == [] and squad is not None
    assert squad.faction == "imperial"
    assert [e.pilot for e in squad.ships] == ["nightbeast", "darthvader"]
    assert squad_points(squad, cat) == 15 + 29 + 4


def test_xws_import_lists_every_problem(cat: Catalog) -> None:
    data = {
        "faction": "scum",
        "pilots": [
            {"name": "lukeskywalker", "ship": "ywing"},
            {"name": "rookiepilot", "ship": "xwing", "upgrades": {"mod": ["hullupgrade"], "amd": ["protontorpedoes"]}},
            {"name": "rookiepilot", "ship": "xwing", "upgrades": {"amd": "r2d2"}},
            "wedge",
        ],
    }
    squad, problems = from_xws(data, cat)
    assert squad is None
    msgs = [p.message for p in problems]
    assert msgs[0] == "`faction` must be `rebels` or `empire`, not “scum”"
    assert "no pilot “lukeskywalker” on ship “ywing” (lukeskywalker flies: xwing)" in msgs[1]
    assert "unknown upgrade slot “mod”" in msgs[2]
    assert "Proton Torpedoes is a Torpedo upgrade, listed under “amd”" in msgs[3]
    assert "slot “amd” must list upgrade ids as strings" in msgs[4]
    assert "pilot 4: must be an object" in msgs[5]
    assert parse_xws_text("{oops", cat)[1][0].message.startswith("not valid JSON")
    assert from_xws([], cat)[1][0].code == "format"
    assert from_xws({"faction": "rebels", "pilots": []}, cat)[1][0].message == "`pilots` must be a non-empty list"


def test_bad_data_files_raise_a_named_error() -> None:
    with pytest.raises(DataError, match="unknown slot 'crew'"):
        parse_upgrades(
            {
                "slots": {"elite": {"xws": "ept"}},
                "upgrades": [{"id": "x", "name": "X", "slot": "crew", "cost": 1, "unique": False}],
            }
        )
    with pytest.raises(DataError, match="field 'cost' must be int"):
        parse_upgrades(
            {
                "slots": {"elite": {"xws": "ept"}},
                "upgrades": [{"id": "x", "name": "X", "slot": "elite", "cost": "1", "unique": False}],
            }
        )
    with pytest.raises(DataError, match="unknown faction"):
        parse_pilots([{"id": "a", "name": "A", "ship": "s", "faction": "scum", "unique": False, "skill": 1, "cost": 1}])


def test_catalog_reads_the_match_data_shape() -> None:
    pilots = {
        "pilots": {
            "lukeskywalker": {
                "name": "Luke Skywalker",
                "ship": "xwing",
                "unique": True,
                "skill": 8,
                "cost": 28,
                "slots": ["elite", "torpedo", "astromech"],
            }
        }
    }
    ships = {"ships": {"xwing": {"name": "X-wing", "faction": "rebel", "base": "small"}}}
    cat = build_catalog(pilots, load_json("xwing", "upgrades.json"), ships)
    luke = cat.pilot("xwing", "lukeskywalker")
    assert luke is not None and luke.faction == "rebel" and luke.size == "small" and luke.skill == 8
    assert cat.ship_names == {"xwing": "X-wing"}
    with pytest.raises(DataError, match="pilot 'lukeskywalker': missing or bad field"):
        build_catalog(pilots, load_json("xwing", "upgrades.json"), {"ships": {}})
