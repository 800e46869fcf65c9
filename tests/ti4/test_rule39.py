"""Rule 39 (space combat), clause by clause, with fixed dice."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.protocol import Game, RuleError
from bot.games import registry
from bot.games.ti4 import GAME
from tests.support.outcome import ended
from tests.ti4.support import play, start, units


def test_registered_and_follows_the_protocol() -> None:
    assert isinstance(GAME, Game)
    assert registry.get("ti4") is GAME


def test_barrage_that_empties_a_side_ends_combat_at_once() -> None:
    # RU 39.3а: AFB kills both fighters (4 hits, 2 excess lost); no announcements, no combat rolls.
    state, chance = start(
        {"attacker": "2 destroyer", "defender": {"fleet": "2 fighter", "space_dock": True}},
        {"r1:afb:attacker:destroyer": [9, 10, 9, 10]},
    )
    assert ended(GAME, state).winners == ("attacker",)
    assert units(state, "defender") == {}
    assert state["sides"]["defender"]["lost"] == {"fighter": 2}
    assert not any(":combat:" in k for k in chance.calls)
    assert GAME.prompts(state) == []


def test_barrage_hits_only_fighters_and_does_not_end_combat_while_ships_remain() -> None:
    # 39.3: AFB hits go to fighters only; the cruiser is untouched, combat goes on to announcements.
    state, _ = start(
        {"attacker": "1 destroyer", "defender": {"fleet": "1 cruiser 2 fighter", "space_dock": True}},
        {"r1:afb:attacker:destroyer": [10, 10]},
    )
    assert units(state, "defender") == {"cruiser": [1, 0]}
    assert [p.kind for p in GAME.prompts(state)] == ["declare_retreat"]
    assert GAME.prompts(state)[0].seat == "defender"  # RU 39.4: the defender first


def test_barrage_happens_in_round_one_only_and_without_fighters() -> None:
    # 39.3б/в: the step happens with no fighters at all; round 2 has no AFB roll.
    state, chance = start(
        {
            "attacker": {"fleet": "1 destroyer", "retreat": False},
            "defender": {"fleet": "1 destroyer", "retreat": False},
        },
        {"r2:combat:attacker:destroyer": [9]},
    )
    assert chance.calls[:2] == ["r1:afb:attacker:destroyer", "r1:afb:defender:destroyer"]
    assert state["round"] == 2 and ended(GAME, state).winners == ("attacker",)
    assert not any(k.startswith("r2:afb") for k in chance.calls)


def test_combat_rolls_in_ascending_combat_value_attacker_first() -> None:
    state, chance = start(
        {
            "attacker": {"fleet": "2 fighter 1 carrier 2 cruiser 1 dreadnought 1 war_sun", "retreat": False},
            "defender": {"fleet": "1 dreadnought 1 destroyer", "retreat": False},
        },
        {"r1:combat:attacker:war_sun": [3, 3, 3], "r1:combat:attacker:dreadnought": [5]},
    )
    combat_keys = [k for k in chance.calls if k.startswith("r1:combat")]
    assert combat_keys == [
        "r1:combat:attacker:war_sun",  # 3
        "r1:combat:attacker:dreadnought",  # 5
        "r1:combat:attacker:cruiser",  # 7
        "r1:combat:attacker:fighter",  # 9 (cheaper first among equal values)
        "r1:combat:attacker:carrier",  # 9
        "r1:combat:defender:dreadnought",
        "r1:combat:defender:destroyer",
    ]
    rolls = [st for st in state["rounds"][1]["steps"] if st["step"] == "roll" and st["what"] == "combat roll"]
    assert [len(g["dice"]) for g in rolls[0]["groups"]] == [3, 1, 2, 2, 1]  # war sun x3


def test_hit_is_result_at_or_above_combat_value_and_ten_hits() -> None:
    # 39.5: cruiser I (7): 7 hits, 6 misses; the d10's "0" is 10 (note N12).
    state, _ = start(
        {
            "attacker": {"fleet": "3 cruiser", "retreat": False},
            "defender": {"fleet": "3 fighter", "space_dock": True, "retreat": False},
        },
        {"r1:combat:attacker:cruiser": [7, 6, 10], "r2:combat:attacker:cruiser": [1, 1, 7]},
    )
    roll = next(
        st
        for st in state["rounds"][1]["steps"]
        if st["step"] == "roll" and st["side"] == "attacker" and st["what"] == "combat roll"
    )
    assert roll["groups"][0]["hits"] == [1, 0, 1] and roll["hits"] == 2
    assigned = next(st for st in state["rounds"][1]["steps"] if st["step"] == "assigned")
    assert assigned["side"] == "defender" and assigned["assignment"]["destroy"] == {"fighter": 2}


def test_sustain_damage_cancels_a_hit_by_damaging_the_unit() -> None:
    state, chance = start(
        {
            "attacker": {"fleet": "1 dreadnought", "retreat": False},
            "defender": {"fleet": "1 cruiser", "retreat": False},
        },
        {"r1:combat:defender:cruiser": [8], "r2:combat:attacker:dreadnought": [5]},
    )
    (prompt,) = GAME.prompts(state)
    assert prompt.seat == "attacker" and prompt.kind == "assign_hits"
    labels = [o.label for o in prompt.options or ()]
    assert labels == ["sustain 1 Dreadnought I", "destroy 1 Dreadnought I"]
    assert [o.detail for o in prompt.options or ()] == ["keeps 1 Dreadnought I (1 damaged)", "keeps nothing"]
    assert prompt.default == {"kind": "assign", "sustain": {"dreadnought": 1}, "destroy": {}}
    assert prompt.options
    state, _ = play(state, "attacker", prompt.options[0].action, chance)
    assert units(state, "attacker") == {"dreadnought": [0, 1]}
    view = GAME.view(state, None)
    assert view["sides"]["attacker"]["units"][0]["damaged"] == 1
    assert ended(GAME, state).winners == ("attacker",) and state["round"] == 2


def test_damaged_unit_cannot_sustain_again() -> None:
    state, chance = start(
        {
            "attacker": {"fleet": "1 dreadnought", "retreat": False},
            "defender": {"fleet": "2 cruiser", "retreat": False},
        },
        {"r1:combat:defender:cruiser": [8, 1], "r2:combat:defender:cruiser": [8, 1]},
    )
    state, _ = play(state, "attacker", {"kind": "assign", "sustain": {"dreadnought": 1}, "destroy": {}}, chance)
    # round 2: one more hit; the only legal answer destroys the damaged dreadnought, so it resolves itself
    assert units(state, "attacker") == {}
    assert ended(GAME, state).winners == ("defender",)
    with pytest.raises(RuleError):
        GAME.act(state, "attacker", {"kind": "assign", "sustain": {"dreadnought": 1}}, chance)


def test_illegal_assignment_is_refused_with_a_reason_and_changes_nothing() -> None:
    state, chance = start(
        {
            "attacker": {"fleet": "2 dreadnought 2 fighter", "retreat": False},
            "defender": {"fleet": "1 cruiser", "retreat": False},
        },
        {"r1:combat:defender:cruiser": [8]},
    )
    before = GAME.encode_state(state)
    with pytest.raises(RuleError, match="destroy exactly 1"):
        GAME.act(state, "attacker", {"kind": "assign", "destroy": {"fighter": 2}}, chance)
    with pytest.raises(RuleError, match="each use must cancel"):
        GAME.act(state, "attacker", {"kind": "assign", "sustain": {"dreadnought": 2}}, chance)
    with pytest.raises(RuleError, match="cannot sustain"):
        GAME.act(state, "attacker", {"kind": "assign", "sustain": {"fighter": 1}}, chance)
    with pytest.raises(RuleError, match="only 2"):
        GAME.act(state, "attacker", {"kind": "assign", "destroy": {"fighter": 3}}, chance)
    with pytest.raises(RuleError, match="no hits to assign"):
        GAME.act(state, "defender", {"kind": "assign", "destroy": {"cruiser": 1}}, chance)
    assert GAME.encode_state(state) == before


def test_defender_announces_first_and_then_attacker_cannot() -> None:
    # RU 39.4б: the defender announced, so the attacker may not this round.
    state, chance = start(
        {"attacker": "1 dreadnought 1 cruiser", "defender": "1 dreadnought"},
        {"r1:combat:defender:dreadnought": [9]},
    )
    (p,) = GAME.prompts(state)
    assert (p.seat, p.kind) == ("defender", "declare_retreat")
    with pytest.raises(RuleError, match="not your turn"):
        GAME.act(state, "attacker", {"kind": "declare", "retreat": False}, chance)
    state, _ = play(state, "defender", {"kind": "declare", "retreat": True}, chance)
    # no attacker announcement was asked; rolls happened; the attacker now assigns a hit
    assert state["phase"] == "assign" and [p.seat for p in GAME.prompts(state)] == ["attacker"]
    with pytest.raises(RuleError, match="defender announced a retreat") as err:
        GAME.act(state, "attacker", {"kind": "declare", "retreat": True}, chance)
    assert err.value.rule == "RU 39.4б"
    # after the hits, the defender retreats (39.7): its dreadnought leaves, the attacker wins
    state, _ = play(state, "attacker", {"kind": "assign", "destroy": {"cruiser": 1}}, chance)
    assert state["sides"]["defender"]["retreated"] == {"dreadnought": 1}
    assert ended(GAME, state).winners == ("attacker",)
    assert "retreated" in ended(GAME, state).reason


def test_attacker_may_announce_when_the_defender_did_not() -> None:
    state, chance = start({"attacker": "1 carrier 2 fighter 1 infantry", "defender": "1 dreadnought"})
    state, _ = play(state, "defender", {"kind": "declare", "retreat": False}, chance)
    (p,) = GAME.prompts(state)
    assert (p.seat, p.kind) == ("attacker", "declare_retreat")
    state, _ = play(state, "attacker", {"kind": "declare", "retreat": True}, chance)
    # all dice missed; the carrier retreats with what it carries (capacity 4 >= 3)
    assert state["sides"]["attacker"]["retreated"] == {"carrier": 1, "fighter": 2, "infantry": 1}
    assert ended(GAME, state).winners == ("defender",)


def test_retreat_without_a_destination_is_refused() -> None:
    # RU 39.4в: no eligible system -> no announcement; the defender is not even asked.
    state, chance = start({"attacker": "1 cruiser", "defender": {"fleet": "1 cruiser", "retreat": False}})
    (p,) = GAME.prompts(state)
    assert p.seat == "attacker"
    with pytest.raises(RuleError, match="no system to retreat to") as err:
        GAME.act(state, "defender", {"kind": "declare", "retreat": True}, chance)
    assert err.value.rule == "RU 39.4в"


def test_retreat_removes_fighters_without_transport() -> None:
    # RU 39.7б: ships with a move value leave; Fighter I the leaving ships cannot carry are removed.
    state, chance = start(
        {"attacker": "1 dreadnought", "defender": {"fleet": "1 cruiser 3 fighter", "space_dock": True}}
    )
    state, _ = play(state, "defender", {"kind": "declare", "retreat": True}, chance)
    d = state["sides"]["defender"]
    assert d["retreated"] == {"cruiser": 1}
    assert d["removed"] == {"fighter": 3}
    assert ended(GAME, state).winners == ("attacker",)


def test_only_fighter_one_left_when_retreating_are_removed() -> None:
    # Note N6: only Fighter I left -> removed; nothing retreats.
    state, chance = start(
        {"attacker": "1 cruiser", "defender": {"fleet": "1 destroyer 2 fighter", "space_dock": True}},
        {"r1:combat:attacker:cruiser": [9]},
    )
    state, _ = play(state, "defender", {"kind": "declare", "retreat": True}, chance)
    state, _ = play(state, "defender", {"kind": "assign", "destroy": {"destroyer": 1}}, chance)
    d = state["sides"]["defender"]
    assert d["removed"] == {"fighter": 2} and d["retreated"] == {}
    assert ended(GAME, state).winners == ("attacker",)


def test_no_retreat_when_the_opponent_has_no_ships_left() -> None:
    # RU 39.7а: the defender announced but the attacker was wiped out: combat ends, no retreat.
    state, chance = start(
        {"attacker": "1 cruiser", "defender": "1 cruiser"},
        {"r1:combat:defender:cruiser": [10]},
    )
    state, _ = play(state, "defender", {"kind": "declare", "retreat": True}, chance)
    assert state["sides"]["defender"]["retreated"] is None
    assert units(state, "defender") == {"cruiser": [1, 0]}
    assert ended(GAME, state).winners == ("defender",)


def test_draw_when_both_sides_lose_their_last_ships() -> None:
    state, _ = start(
        {"attacker": {"fleet": "1 cruiser", "retreat": False}, "defender": {"fleet": "1 cruiser", "retreat": False}},
        {"r1:combat:attacker:cruiser": [7], "r1:combat:defender:cruiser": [7]},
    )
    out = GAME.outcome(state)
    assert out is not None and out.draw and out.winners == ()


def test_further_rounds_until_one_side_is_empty() -> None:
    # RU 39.8: round 2 starts at announcements (no AFB); the combat ends in round 3.
    state, chance = start(
        {
            "attacker": {"fleet": "1 dreadnought", "retreat": False},
            "defender": {"fleet": "2 destroyer", "retreat": False},
        },
        {
            "r1:combat:attacker:dreadnought": [4],
            "r2:combat:attacker:dreadnought": [5],
            "r3:combat:attacker:dreadnought": [9],
        },
    )
    assert [k for k in chance.calls if "attacker" in k] == [
        "r1:combat:attacker:dreadnought",
        "r2:combat:attacker:dreadnought",
        "r3:combat:attacker:dreadnought",
    ]  # a dreadnought has no AFB, so the attacker rolls nothing in step 1
    assert [r["round"] for r in state["rounds"]] == [0, 1, 2, 3]
    assert ended(GAME, state).winners == ("attacker",)
    assert state["sides"]["defender"]["lost"] == {"destroyer": 2}


def test_winner_capacity_check_removes_excess_fighters() -> None:
    # N11 / RU 39.10а: the attacker wins with only Fighter I left, then loses them to the capacity check.
    state, chance = start(
        {
            "attacker": {"fleet": "1 carrier 4 fighter", "retreat": False},
            "defender": {"fleet": "1 cruiser", "retreat": False},
        },
        {"r1:combat:attacker:fighter": [9, 1, 1, 1], "r1:combat:defender:cruiser": [7]},
    )
    (p,) = GAME.prompts(state)
    assert p.seat == "attacker" and len(p.options or ()) == 2
    state, _ = play(state, "attacker", {"kind": "assign", "destroy": {"carrier": 1}}, chance)
    out = GAME.outcome(state)
    assert out is not None and out.winners == ("attacker",)
    assert state["sides"]["attacker"]["removed"] == {"fighter": 4}
    assert units(state, "attacker") == {}


def test_winner_chooses_which_excess_units_to_remove() -> None:
    state, chance = start(
        {
            "attacker": {"fleet": "1 carrier 1 cruiser2 2 fighter 1 infantry", "retreat": False},
            "defender": {"fleet": "1 cruiser", "retreat": False},
        },
        {"r1:combat:attacker:cruiser2": [7], "r1:combat:defender:cruiser": [7]},
    )
    state, _ = play(state, "attacker", {"kind": "assign", "destroy": {"carrier": 1}}, chance)
    (p,) = GAME.prompts(state)
    assert p.kind == "remove_excess" and p.seat == "attacker"  # Cruiser II carries 1: remove 2 of 3
    assert [o.action["units"] for o in p.options or ()] == [{"fighter": 2}, {"fighter": 1, "infantry": 1}]
    assert GAME.outcome(state) is None
    assert p.options
    state, _ = play(state, "attacker", p.options[1].action, chance)
    assert units(state, "attacker") == {"cruiser2": [1, 0], "fighter": [1, 0]}
    assert ended(GAME, state).winners == ("attacker",)


def test_space_cannon_offense_fires_before_combat_and_antimass_deflectors() -> None:
    state, chance = start(
        {
            "attacker": {"fleet": "2 cruiser", "retreat": False},
            "defender": {"fleet": "1 destroyer", "pds": "2 pds2", "retreat": False},
        },
        {"sco:defender:pds2": [5, 4], "r1:combat:attacker:cruiser": [7]},
    )
    assert chance.calls[0] == "sco:defender:pds2"
    assert state["sides"]["attacker"]["lost"].get("cruiser") == 1
    state2, _ = start(
        {
            "attacker": {"fleet": "2 cruiser", "techs": ["antimass_deflectors"], "retreat": False},
            "defender": {"fleet": "1 destroyer", "pds": "2 pds2", "retreat": False},
        },
        {"sco:defender:pds2": [5, 4], "r1:combat:attacker:cruiser": [7, 1]},
    )
    assert "cruiser" not in state2["sides"]["attacker"]["lost"]


def test_space_cannon_that_destroys_every_ship_means_no_combat() -> None:
    state, chance = start(
        {"attacker": {"fleet": "1 destroyer"}, "defender": {"fleet": "1 destroyer", "pds": "1 pds"}},
        {"sco:defender:pds": [6]},
    )
    out = GAME.outcome(state)
    assert out is not None and out.winners == ("defender",) and "no space combat" in out.reason
    assert not any(":afb:" in k for k in chance.calls)


def test_fleet_errors_are_specific_and_change_nothing() -> None:
    cases: list[tuple[dict[str, Any], str]] = [
        ({"attacker": "2 dreadnaught", "defender": "1 cruiser"}, "unknown unit “dreadnaught”"),
        ({"attacker": "4 fighter", "defender": "1 cruiser"}, "need transport"),
        ({"attacker": "1 carrier 5 fighter", "defender": "1 cruiser"}, "carry 4"),
        ({"attacker": "1 flagship", "defender": "1 cruiser"}, "needs the side's faction"),
        ({"attacker": "fighter fighter2 carrier", "defender": "1 cruiser"}, "upgrade applies"),
        ({"attacker": "2 infantry", "defender": "1 cruiser"}, "at least one ship"),
        ({"attacker": "1 cruiser"}, "defender's fleet is missing"),
        ({"attacker": {"fleet": "1 cruiser", "faction": "klingon"}, "defender": "1 cruiser"}, "unknown faction"),
        ({"attacker": {"fleet": "1 cruiser", "techs": ["warp"]}, "defender": "1 cruiser"}, "unknown technology"),
        (
            {"attacker": {"fleet": "1 cruiser", "techs": ["non_euclidean_shielding"]}, "defender": "1 cruiser"},
            "faction technology of the Barony of Letnev",
        ),
        ({"attacker": {"fleet": "1 cruiser", "pds": "1 carrier"}, "defender": "1 cruiser"}, "not allowed here"),
    ]
    for options, message in cases:
        with pytest.raises(RuleError, match=message):
            start(options)
