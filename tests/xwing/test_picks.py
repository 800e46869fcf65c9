"""The X-Wing squad as a secret pre-match pick (bot.core.declared): pasted XWS or picked from the pilot list
(rulebook p.18, squad building: generic pilots may be fielded several times, unique ones once)."""

from __future__ import annotations

import pytest

from bot.core import declared
from bot.core.chance import Chance
from bot.core.protocol import RuleError
from bot.games.xwing import GAME

REBEL_XWS = '{"faction": "rebels", "pilots": [{"name": "lukeskywalker", "ship": "xwing"}]}'


def test_the_game_declares_its_pick_and_team_play() -> None:
    pick = declared.secret_pick(GAME)
    assert pick is not None and pick.secret_pick.option == "squads" and pick.secret_pick.max_picks == 8
    teams = declared.teams(GAME)
    assert teams is not None
    assert teams.team_seats("imperial", ["a", "c"], ["b"]) == {"imperial-1": "a", "imperial-2": "c", "rebel-1": "b"}


def test_a_pasted_xws_squad_becomes_the_side_and_its_entries() -> None:
    assert GAME.read_pick(REBEL_XWS) == ("rebel", [{"pilot": "lukeskywalker"}])
    with pytest.raises(RuleError, match="`faction` must be"):
        GAME.read_pick('{"faction": "scum"}')
    with pytest.raises(RuleError, match="not valid JSON"):
        GAME.read_pick("{")


def test_the_pilot_list_offers_unique_pilots_once_and_generic_ones_three_times() -> None:
    ids = [o.id for o in GAME.pick_options("rebel")]
    assert ids.count("lukeskywalker#1") == 1 and "lukeskywalker#2" not in ids
    assert [i for i in ids if i.startswith("rookiepilot#")] == ["rookiepilot#1", "rookiepilot#2", "rookiepilot#3"]
    assert not any(i.startswith("academypilot#") for i in ids)  # an Imperial pilot is not a Rebel choice


def test_picked_ids_become_squad_entries_that_set_up_a_match() -> None:
    rebels = GAME.pick_value("rebel", ["rookiepilot#1", "rookiepilot#2"])
    assert rebels == [{"pilot": "rookiepilot"}, {"pilot": "rookiepilot"}]
    imperials = GAME.pick_value("imperial", ["academypilot#1"])
    state = GAME.setup({"squads": {"rebel": rebels, "imperial": imperials}}, ["rebel", "imperial"], Chance("s"))
    assert sorted(s["pilot"] for s in state["ships"].values()) == ["academypilot", "rookiepilot", "rookiepilot"]
    with pytest.raises(RuleError, match="rebel pilots"):
        GAME.pick_value("rebel", ["academypilot#1"])  # not on the Rebel list
    with pytest.raises(RuleError):
        GAME.pick_value("rebel", [])


def test_chat_options_keep_the_quick_start_cap_unless_squads_are_picked() -> None:
    plain = declared.new_options(GAME, {"points": 100, "obstacles": True, "mission": None})
    assert plain == {"obstacles": "standard", "deployment": "auto"}  # the quick start keeps its own 31-point cap
    built = declared.new_options(GAME, {"builder": "rebel", "points": 60, "obstacles": False})
    assert built == {"obstacles": "none", "deployment": "auto", "points": 60}


def test_pick_tally_sums_the_offered_pilots_against_the_cap() -> None:
    from bot.games.xwing.picks import pick_tally

    # Vader 29 + Academy Pilot 12 = 41 (data/xwing/pilots.json costs); an id not offered to the faction counts nothing
    assert pick_tally("imperial", ["darthvader#1", "academypilot#2", "lukeskywalker#1"], {"points": 60}) == {
        "key": "pick.tally",
        "params": {"ships": 3, "points": 41, "limit": 60},
    }
    assert pick_tally("imperial", ["darthvader#1", "academypilot#2"], {"points": 40})["key"] == "pick.tally_over"
    assert pick_tally("rebel", ["lukeskywalker#1"], {}) == {
        "key": "pick.tally_free",
        "params": {"ships": 1, "points": 28},
    }
