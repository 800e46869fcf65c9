"""Schema checks for data/xwing/upgrades.json and data/xwing/critical_effects.json, and their facts."""

from __future__ import annotations

from typing import Any

from bot.core.data import load_json

PRODUCTS = {"core", "xwing", "tiefighter", "ywing", "tieadvanced"}
HEADERS = {None, "action", "attack"}


def _upgrades() -> dict[str, dict[str, Any]]:
    return {u["id"]: u for u in load_json("xwing", "upgrades.json")["upgrades"]}


def test_upgrade_schema() -> None:
    raw = load_json("xwing", "upgrades.json")
    assert isinstance(raw["_notes"], list) and raw["_notes"]
    slots = raw["slots"]
    assert {s: v["xws"] for s, v in slots.items()} == {
        "elite": "ept",
        "astromech": "amd",
        "torpedo": "torpedo",
        "missile": "missile",
        "turret": "turret",
    }
    ids = [u["id"] for u in raw["upgrades"]]
    assert len(ids) == len(set(ids))
    for u in raw["upgrades"]:
        assert set(u) >= {"id", "name", "slot", "cost", "unique", "restrictions", "header", "packs", "text"}, u["id"]
        assert u["slot"] in slots and isinstance(u["cost"], int) and u["cost"] >= 0
        assert isinstance(u["unique"], bool) and u["header"] in HEADERS
        assert set(u["packs"]) <= PRODUCTS and all(n > 0 for n in u["packs"].values())
        assert ("weapon" in u) == (u["header"] == "attack"), u["id"]
        if "weapon" in u:
            w = u["weapon"]
            lo, hi = w["range"]
            assert 1 <= lo <= hi <= 3 and w["attack"] > 0 and w["attacks"] >= 1
            assert isinstance(w["requires_lock"], bool) and isinstance(w["discard"], bool)
            assert w["spends_lock"] == w["requires_lock"]


def test_upgrade_facts_match_the_card_data() -> None:
    u = _upgrades()
    assert set(u) == {
        "protontorpedoes",
        "concussionmissiles",
        "clustermissiles",
        "ioncannonturret",
        "r2d2",
        "r2f2",
        "r2astromech",
        "r5d8",
        "r5k6",
        "r5astromech",
        "determination",
        "marksmanship",
        "swarmtactics",
        "squadleader",
        "experthandling",
    }
    assert {k: v["cost"] for k, v in u.items()} == {
        "protontorpedoes": 4,
        "concussionmissiles": 4,
        "clustermissiles": 4,
        "ioncannonturret": 5,
        "r2d2": 4,
        "r2f2": 3,
        "r2astromech": 1,
        "r5d8": 3,
        "r5k6": 2,
        "r5astromech": 1,
        "determination": 1,
        "marksmanship": 3,
        "swarmtactics": 2,
        "squadleader": 2,
        "experthandling": 2,
    }
    assert {k for k, v in u.items() if v["unique"]} == {"r2d2", "r2f2", "r5d8", "r5k6", "squadleader"}
    torp = u["protontorpedoes"]["weapon"]
    assert (torp["attack"], torp["range"], torp["requires_lock"], torp["discard"]) == (4, [2, 3], True, True)
    ion = u["ioncannonturret"]["weapon"]
    assert (ion["attack"], ion["range"], ion["requires_lock"], ion["discard"], ion["outside_arc"]) == (
        3,
        [1, 2],
        False,
        False,
        True,
    )
    assert u["clustermissiles"]["weapon"]["attacks"] == 2
    # the core set holds 5 upgrade cards (rulebook component list)
    assert sum(v["packs"].get("core", 0) for v in u.values()) == 5


def test_critical_effects_cover_the_original_33_card_deck() -> None:
    raw = load_json("xwing", "critical_effects.json")
    cards = raw["cards"]
    assert len(cards) == 14
    assert sum(c["count"] for c in cards.values()) == 33
    assert sum(c["count"] for c in cards.values() if c["trait"] == "pilot") == 8
    assert sum(c["count"] for c in cards.values() if c["trait"] == "ship") == 25
    assert cards["direct_hit"]["count"] == 7
    for cid, c in cards.items():
        assert c["trait"] in {"pilot", "ship"} and c["flip"] in {"never", "self", "action"}, cid
        assert isinstance(c["name"], str) and isinstance(c["text"], str)
        if c["flip"] == "action":
            roll = c["flip_roll"]
            assert roll is None or (roll["die"] == "attack" and set(roll["success"]) <= {"hit", "crit"})
    assert cards["weapon_malfunction"]["flip_roll"]["success"] == ["hit", "crit"]
    assert cards["structural_damage"]["flip_roll"]["success"] == ["hit"]
    assert cards["console_fire"]["flip_roll"] is None
