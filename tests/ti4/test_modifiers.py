"""Faction, flagship and technology effects the match implements (digest sections 5 and 6), with fixed dice."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.protocol import RuleError
from bot.games.ti4 import GAME
from tests.support.outcome import ended
from tests.ti4.support import play, start, units


def _roll(state: dict[str, Any], seat: str, rnd: int = 1, what: str = "combat roll") -> dict[str, Any]:
    return next(
        st for st in state["rounds"][rnd]["steps"] if st["step"] == "roll" and st["side"] == seat and st["what"] == what
    )


def _mods(roll: dict[str, Any]) -> dict[str, int]:
    return {g["unit"]: g["mod"] for g in roll["groups"]}


def test_sardakk_unrelenting_and_flagship_bonus_to_other_ships() -> None:
    state, _ = start(
        {
            "attacker": {"fleet": "1 flagship 1 cruiser", "faction": "sardakk", "retreat": False},
            "defender": {"fleet": "1 cruiser", "retreat": False},
        },
        {"r1:combat:attacker:cruiser": [5]},  # 5 + 2 = 7: a hit for a cruiser I
    )
    roll = _roll(state, "attacker")
    assert _mods(roll) == {"flagship": 1, "cruiser": 2}  # Unrelenting +1; C'morran N'orr +1 to OTHER ships
    assert roll["hits"] == 1 and ended(GAME, state).winners == ("attacker",)


def test_jol_nar_fragile_and_flagship_extra_hits_on_natural_9_and_10() -> None:
    state, _ = start(
        {
            "attacker": {"fleet": "1 flagship", "faction": "jolnar", "retreat": False},
            "defender": {"fleet": "4 cruiser", "retreat": False},
        },
        {"r1:combat:attacker:flagship": [9, 10]},
    )
    roll = _roll(state, "attacker")
    assert _mods(roll) == {"flagship": -1} and roll["groups"][0]["hits"] == [3, 3] and roll["hits"] == 6
    assert units(state, "defender") == {}
    state, _ = start(
        {
            "attacker": {"fleet": "1 flagship", "faction": "jolnar", "retreat": False},
            "defender": {"fleet": "4 cruiser", "retreat": False},
        },
        {"r1:combat:attacker:flagship": [7, 6], "r2:combat:attacker:flagship": [10, 10]},
    )
    assert _roll(state, "attacker")["groups"][0]["hits"] == [1, 0]  # 7-1 = 6 hits; 6-1 = 5 misses


def test_winnu_flagship_rolls_one_die_per_opponent_non_fighter_ship() -> None:
    state, chance = start(
        {
            "attacker": {"fleet": "1 flagship", "faction": "winnu", "retreat": False},
            "defender": {"fleet": "3 cruiser 2 fighter", "space_dock": True, "retreat": False},
        },
        {"r1:combat:attacker:flagship": [7, 7, 7], "r2:combat:defender:fighter": [9, 9]},
    )
    assert len(_roll(state, "attacker")["groups"][0]["dice"]) == 3
    state, _ = play(state, "defender", {"kind": "assign", "destroy": {"cruiser": 3}}, chance)
    # round 2: only fighters left, so the flagship rolls no dice at all
    assert state["sides"]["defender"]["units"] == {"fighter": [2, 0]}
    assert _roll(state, "attacker", 2)["groups"][0]["dice"] == []


def test_l1z1x_flagship_and_dreadnought_hits_go_to_non_fighters_if_possible() -> None:
    opts = {
        "attacker": {"fleet": "1 flagship", "faction": "l1z1x", "retreat": False},
        "defender": {"fleet": "1 cruiser 2 fighter", "space_dock": True, "retreat": False},
    }
    state, _ = start(opts, {"r1:combat:attacker:flagship": [5, 1], "r2:combat:attacker:flagship": [5, 5]})
    # the only legal assignment is the cruiser, so it resolved itself (round 2 then takes the fighters)
    first = next(st for st in state["rounds"][1]["steps"] if st["step"] == "assigned")
    assert first["assignment"]["destroy"] == {"cruiser": 1}
    plain = {"attacker": {"fleet": "1 dreadnought", "retreat": False}, "defender": opts["defender"]}
    state, _chance = start(plain, {"r1:combat:attacker:dreadnought": [5]})  # waits for the defender's choice
    (p,) = GAME.prompts(state)
    assert len(p.options or ()) == 2  # without L1Z1X the defender may lose a fighter instead
    state, _ = start(opts, {"r1:combat:attacker:flagship": [5, 5], "r2:combat:attacker:flagship": [5, 1]})
    first = next(st for st in state["rounds"][1]["steps"] if st["step"] == "assigned")
    assert first["assignment"]["destroy"] == {"cruiser": 1, "fighter": 1}  # no non-fighter left for the 2nd hit


def test_mentak_flagship_forbids_opponent_sustain_damage() -> None:
    state, chance = start(
        {
            "attacker": {"fleet": "1 flagship", "faction": "mentak", "retreat": False},
            "defender": {"fleet": "1 dreadnought 1 destroyer", "retreat": False},
        },
        {"r1:combat:attacker:flagship": [7, 1]},
    )
    (p,) = GAME.prompts(state)
    assert [o.label for o in p.options or ()] == ["destroy 1 Destroyer I", "destroy 1 Dreadnought I"]
    with pytest.raises(RuleError, match="cannot be cancelled by Sustain Damage"):
        GAME.act(state, "defender", {"kind": "assign", "sustain": {"dreadnought": 1}}, chance)


def test_yin_flagship_destroyed_destroys_all_ships_and_the_combat_is_a_draw() -> None:
    state, chance = start(
        {
            "attacker": {"fleet": "1 flagship 2 cruiser", "faction": "yin", "retreat": False},
            "defender": {"fleet": "2 dreadnought", "retreat": False},
        },
        {"r1:combat:defender:dreadnought": [5, 5]},
    )
    state, _ = play(state, "attacker", {"kind": "assign", "destroy": {"flagship": 1, "cruiser": 1}}, chance)
    out = GAME.outcome(state)
    assert out is not None and out.draw
    assert units(state, "defender") == {} and units(state, "attacker") == {}


def test_letnev_flagship_is_repaired_at_the_start_of_each_round() -> None:
    state, chance = start(
        {
            "attacker": {"fleet": "1 flagship", "faction": "letnev", "retreat": False},
            "defender": {"fleet": "2 cruiser", "retreat": False},
        },
        {"r1:combat:defender:cruiser": [7, 1], "r2:combat:attacker:flagship": [5, 5]},
    )
    state, _ = play(state, "attacker", {"kind": "assign", "sustain": {"flagship": 1}}, chance)
    repaired = [st for st in state["rounds"][2]["steps"] if st["step"] == "repaired"]
    assert repaired and repaired[0]["unit"] == "flagship"
    assert units(state, "attacker") == {"flagship": [1, 0]} and ended(GAME, state).winners == ("attacker",)


def test_duranium_armor_repairs_a_unit_that_did_not_sustain_this_round() -> None:
    state, chance = start(
        {
            "attacker": {"fleet": "2 dreadnought", "techs": ["duranium_armor"], "retreat": False},
            "defender": {"fleet": "3 cruiser", "retreat": False},
        },
        {
            "r1:combat:defender:cruiser": [7, 1, 1],
            "r2:combat:attacker:dreadnought": [5, 5],
            "r3:combat:attacker:dreadnought": [5, 1],
        },
    )
    state, _ = play(state, "attacker", {"kind": "assign", "sustain": {"dreadnought": 1}}, chance)
    # round 1: the damaged dreadnought sustained this round -> no repair; round 2: repaired
    assert not [st for st in state["rounds"][1]["steps"] if st["step"] == "repaired"]
    assert [st["unit"] for st in state["rounds"][2]["steps"] if st["step"] == "repaired"] == ["dreadnought"]
    assert units(state, "attacker") == {"dreadnought": [2, 0]}


def test_assault_cannon_makes_the_opponent_destroy_a_non_fighter_ship_without_sustain() -> None:
    state, _ = start(
        {
            "attacker": {"fleet": "3 cruiser", "techs": ["assault_cannon"], "retreat": False},
            "defender": {"fleet": "1 dreadnought 2 fighter", "space_dock": True, "retreat": False},
        },
        {"r1:combat:attacker:cruiser": [7, 7, 1]},
    )
    first = state["rounds"][1]["steps"][:2]
    assert first[0]["what"] == "Assault Cannon" and first[1]["assignment"] == {
        "sustain": {},
        "destroy": {"dreadnought": 1},
    }
    # 2 non-fighter ships are not enough
    state, _chance = start(
        {
            "attacker": {"fleet": "2 cruiser", "techs": ["assault_cannon"], "retreat": False},
            "defender": {"fleet": "1 dreadnought", "retreat": False},
        },
        {"r1:combat:attacker:cruiser": [7, 7]},
    )
    assert not any(st.get("what") == "Assault Cannon" for st in state["rounds"][1]["steps"])


def test_non_euclidean_shielding_cancels_two_hits_per_sustain() -> None:
    state, chance = start(
        {
            "attacker": {
                "fleet": "1 dreadnought",
                "faction": "letnev",
                "techs": ["non_euclidean_shielding"],
                "retreat": False,
            },
            "defender": {"fleet": "2 cruiser", "retreat": False},
        },
        {
            "r1:combat:defender:cruiser": [7, 7],
            "r2:combat:attacker:dreadnought": [5],
            "r3:combat:attacker:dreadnought": [5],
        },
    )
    (p,) = GAME.prompts(state)  # 2 hits: one sustain cancels both, or lose the dreadnought
    assert [o.label for o in p.options or ()] == ["sustain 1 Dreadnought I", "destroy 1 Dreadnought I"]
    state, _ = play(state, "attacker", {"kind": "assign", "sustain": {"dreadnought": 1}}, chance)
    assert units(state, "attacker") == {"dreadnought": [0, 1]} and ended(GAME, state).winners == ("attacker",)


def test_space_cannon_modifiers_and_the_flagships_that_change_it() -> None:
    # Graviton Laser System: the PDS hit must go to a non-fighter ship (the carrier), so it resolves itself
    state, chance = start(
        {
            "attacker": {"fleet": "1 carrier 2 fighter", "retreat": False},
            "defender": {"fleet": "1 cruiser", "pds": "1 pds", "techs": ["graviton_laser_system"], "retreat": False},
        },
        {"sco:defender:pds": [6], "r1:combat:attacker:fighter": [9, 1]},
    )
    assert state["sides"]["attacker"]["lost"].get("carrier") == 1
    # Plasma Scoring: one extra die
    state, chance = start(
        {
            "attacker": {"fleet": "1 cruiser", "retreat": False},
            "defender": {"fleet": "1 cruiser", "pds": "1 pds", "techs": ["plasma_scoring"], "retreat": False},
        },
        {"sco:defender:pds": [1, 6]},
    )
    assert GAME.outcome(state) is not None and "no space combat" in ended(GAME, state).reason
    # Argent flagship: no space cannon against its ships; Xxcha flagship: fires 5 (x3) before combat
    state, chance = start(
        {
            "attacker": {"fleet": "1 flagship", "faction": "argent", "retreat": False},
            "defender": {"fleet": "1 flagship", "faction": "xxcha", "pds": "2 pds2", "retreat": False},
        },
        {"r1:combat:attacker:flagship": [7, 7]},
    )
    assert not any(k.startswith("sco:defender") for k in chance.calls)
    state, chance = start(
        {
            "attacker": {"fleet": "1 flagship", "faction": "xxcha", "retreat": False},
            "defender": {"fleet": "1 cruiser", "retreat": False},
        },
        {"sco:attacker:flagship": [5, 1, 1]},
    )
    assert chance.calls[0] == "sco:attacker:flagship" and GAME.outcome(state) is not None


def test_saar_flagship_barrage_and_nebula_defender_bonus() -> None:
    state, _chance = start(
        {
            "attacker": {"fleet": "1 flagship", "faction": "saar", "retreat": False},
            "defender": {"fleet": "3 fighter 1 cruiser", "space_dock": True, "retreat": False},
            "nebula": True,
        },
        {"r1:afb:attacker:flagship": [6, 6, 6, 1], "r1:combat:attacker:flagship": [5, 1]},
    )
    assert state["sides"]["defender"]["lost"] == {"fighter": 3, "cruiser": 1}
    assert _mods(_roll(state, "defender")) == {"cruiser": 1}  # the defender gets +1 in a nebula
    assert _mods(_roll(state, "defender", what="anti-fighter barrage")) == {}


def test_munitions_reserves_rerolls_come_right_after_the_owners_roll() -> None:
    # RU 39.5д/е: rerolls right after that player's roll, and the attacker's before the defender rolls.
    state, chance = start(
        {
            "attacker": {"fleet": "1 dreadnought 2 cruiser", "faction": "letnev", "trade_goods": 3, "retreat": False},
            "defender": {"fleet": "2 cruiser", "retreat": False},
        },
        {
            "r1:combat:attacker:dreadnought": [1],
            "r1:combat:attacker:cruiser": [7, 2],
            "r1:reroll:attacker:dreadnought": [5],
            "r1:reroll:attacker:cruiser": [8],
        },
    )
    (p,) = GAME.prompts(state)
    assert p.kind == "munitions_reserves" and p.default == {"kind": "munitions", "spend": False}
    state, _ = play(state, "attacker", {"kind": "munitions", "spend": True}, chance)
    assert state["sides"]["attacker"]["trade_goods"] == 1
    (p,) = GAME.prompts(state)
    assert p.kind == "reroll" and p.seat == "attacker"
    assert p.default == {"kind": "reroll", "dice": {"dreadnought": [0], "cruiser": [1]}}  # every miss
    assert len(p.options or ()) == 4
    assert not any(k.startswith("r1:combat:defender") for k in chance.calls)
    with pytest.raises(RuleError, match="distinct positions"):
        GAME.act(state, "attacker", {"kind": "reroll", "dice": {"cruiser": [1, 1]}}, chance)
    state, _ = play(state, "attacker", p.default, chance)
    assert chance.calls.index("r1:reroll:attacker:cruiser") < chance.calls.index("r1:combat:defender:cruiser")
    roll = _roll(state, "attacker")
    assert roll["hits"] == 3 and [r["old"] for r in roll["rerolled"]] == [1, 2]
    assert units(state, "defender") == {} and ended(GAME, state).winners == ("attacker",)


def test_no_munitions_prompt_without_two_trade_goods() -> None:
    state, _ = start(
        {
            "attacker": {"fleet": "1 cruiser", "faction": "letnev", "trade_goods": 1, "retreat": False},
            "defender": {"fleet": "1 cruiser", "retreat": False},
        },
        {"r1:combat:attacker:cruiser": [7]},
    )
    assert GAME.outcome(state) is not None  # nothing was asked


def test_duranium_armor_asks_which_unit_when_several_types_qualify() -> None:
    state, chance = start(
        {
            "attacker": {"fleet": "1 war_sun 1 dreadnought", "techs": ["duranium_armor"], "retreat": False},
            "defender": {"fleet": "4 cruiser", "retreat": False},
        },
        {
            "r1:combat:defender:cruiser": [7, 7, 1, 1],
            "r3:combat:attacker:war_sun": [3, 3, 3],
            "r3:combat:attacker:dreadnought": [5],
        },
    )
    state, _ = play(state, "attacker", {"kind": "assign", "sustain": {"war_sun": 1, "dreadnought": 1}}, chance)
    # round 2: both damaged units qualify (neither sustained this round): the owner chooses, default the war sun
    (p,) = GAME.prompts(state)
    assert p.kind == "duranium_armor" and [o.id for o in p.options or ()] == ["war_sun", "dreadnought"]
    with pytest.raises(RuleError, match="can repair"):
        GAME.act(state, "attacker", {"kind": "repair", "unit": "cruiser"}, chance)
    state, _ = play(state, "attacker", {"kind": "repair", "unit": "dreadnought"}, chance)
    repaired = [st["unit"] for st in state["rounds"][2]["steps"] if st["step"] == "repaired"]
    assert repaired == ["dreadnought"]
    # round 3: only the war sun is still damaged: repaired without a question; the cruisers are gone
    assert [st["unit"] for st in state["rounds"][3]["steps"] if st["step"] == "repaired"] == ["war_sun"]
    assert ended(GAME, state).winners == ("attacker",)


def test_assault_cannon_that_destroys_the_last_ship_ends_combat_before_barrage() -> None:
    state, chance = start(
        {
            "attacker": {"fleet": "3 destroyer", "techs": ["assault_cannon"], "retreat": False},
            "defender": {"fleet": "1 cruiser", "retreat": False},
        },
    )
    assert ended(GAME, state).winners == ("attacker",)
    assert not any(":afb:" in k for k in chance.calls)


def test_mentak_ambush_rolls_for_two_cruisers_or_destroyers_before_the_barrage() -> None:
    state, chance = start(
        {
            "attacker": {"fleet": "2 cruiser 1 destroyer", "faction": "mentak", "retreat": False},
            "defender": {"fleet": "1 dreadnought 1 carrier", "retreat": False},
        },
        {"r1:ambush:attacker:cruiser": [7, 6]},
    )
    # only the two best ships roll (the cruisers), and nothing else has been rolled yet
    assert chance.calls == ["r1:ambush:attacker:cruiser"]
    assert len(state["rounds"][1]["steps"][0]["groups"][0]["dice"]) == 2
    (p,) = GAME.prompts(state)
    assert p.seat == "defender" and p.context["source"] == "ambush" and p.context["hits"] == 1
    assert p.default == {"kind": "assign", "sustain": {"dreadnought": 1}, "destroy": {}}  # sustain may cancel it
    assert not any(":afb:" in k for k in chance.calls)  # the barrage comes after the start-of-combat window
