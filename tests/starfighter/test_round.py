"""The round of digest §6 with test cards and cruisers loaded as content (so no test depends on the synthetic
catalogue): placement and level rules, passing and the initiative, reinforcement, the battle, the end of game."""

from __future__ import annotations

import pytest

from bot.core.chance import Chance
from bot.core.protocol import RuleError
from bot.games.starfighter import GAME
from bot.games.starfighter import board as bd
from bot.games.starfighter.flow import result
from bot.games.starfighter.state import catalogue
from tests.starfighter.support import NORTH, SOUTH, advanced, card, deploying, put, run, ship, stack_ids, state, top

CARDS = [
    card("T-0", level=0, up=2),
    card("T-0b", level=0, up=1),
    card("T-1", level=1, up=3),
    card("T-2", level=2, up=4),
    card("T-3", level=3, up=4),
    card("T-4f", level=0, up=4),
    card("T-3f", level=0, up=3),
]
SHIPS = [
    ship("sa", "T1", rows=[2, 4, 4, 4, 3], draw=[[0], [1], [0, 2], [], [0]]),
    ship("sb", "T1", rows=[4, 4, 4, 4, 4], draw=[[0], [0], [0], [0], [0]]),
]


def _state() -> dict:
    return state("skirmish", cards=CARDS, ships=SHIPS, cruisers=("sa", "sb"))


def _deploy_ids(s: dict, seat: str) -> list[str]:
    (p,) = GAME.prompts(s)
    assert p.seat == seat and p.kind == "deploy" and p.secret
    assert p.options is not None
    return [o.id for o in p.options]


def test_a_level_n_face_goes_only_on_a_sector_holding_n_cards_and_a_back_anywhere() -> None:
    # §6.2 placement rules 1 and 4: next free space; level-L only on the level-L space; backs are level 0
    s = deploying(_state(), {SOUTH: ["T-0", "T-2"], NORTH: ["T-0b"]})
    assert _deploy_ids(s, SOUTH) == ["pass", "T-0.face", "T-0.back", "T-2.back"]
    put(s, SOUTH, 3, "T-1", side="back")
    put(s, SOUTH, 3, "T-3", side="back")
    assert "T-2.face" in _deploy_ids(s, SOUTH)
    with pytest.raises(RuleError) as refused:
        GAME.act(s, SOUTH, {"kind": "play", "card": "T-2", "side": "face", "sector": 1}, Chance("t"))
    assert "Sector '1' is not allowed; allowed: 3" in refused.value.message
    after, events = run(s, SOUTH, {"kind": "choose", "card": "T-2", "side": "face"})  # one legal sector: played
    assert stack_ids(after, SOUTH, 3) == ["T-1", "T-3", "T-2"]
    assert [e.kind for e in events][:1] == ["played"] and after["turn"] == NORTH


def test_a_full_sector_takes_no_more_cards_its_rows_come_from_the_cruiser_data() -> None:
    # §6.2 rule 1 with [AMBIG-2] resolved as data: sector 1 of "sa" has 2 rows
    s = deploying(_state(), {SOUTH: ["T-0"], NORTH: ["T-0b"]})
    put(s, SOUTH, 1, "T-1")
    put(s, SOUTH, 1, "T-3")
    with pytest.raises(RuleError) as refused:
        GAME.act(s, SOUTH, {"kind": "play", "card": "T-0", "side": "back", "sector": 1}, Chance("t"))
    assert "allowed: 2, 3, 4, 5" in refused.value.message


def test_a_card_played_back_up_is_a_secret_to_the_other_seat() -> None:
    # §10.2: the public event says "played a card back up in sector S", the card number only goes to its owner
    s = deploying(_state(), {SOUTH: ["T-0", "T-2"], NORTH: ["T-0b"]})
    after, events = run(s, SOUTH, {"kind": "play", "card": "T-2", "side": "back", "sector": 4})
    public = [e for e in events if e.visibility == "public"]
    assert all("T-2" not in str(e.payload) for e in public)
    assert [e.visibility for e in events if "T-2" in str(e.payload)] == [SOUTH]
    assert "South plays a card back up in sector 4 (level 0)." in [e.payload.get("say") for e in public]
    assert top(after, SOUTH, 4)["card"] == "T-2"
    assert GAME.view(after, NORTH)["sides"][SOUTH]["board"][3][0].get("card") is None
    assert GAME.view(after, SOUTH)["sides"][SOUTH]["board"][3][0]["hidden_face"] == "T-2"


def test_the_first_to_pass_takes_the_initiative_and_the_other_plays_on_alone() -> None:
    # §6.2 (R: "Пас"): the first player to pass takes (or keeps) the initiative marker
    s = deploying(_state(), {SOUTH: ["T-0"], NORTH: ["T-0b", "T-4f"]}, turn=SOUTH)
    s["initiative"] = NORTH
    s, events = run(s, SOUTH, {"kind": "pass"})
    assert s["initiative"] == SOUTH and s["turn"] == NORTH
    assert "South passes first and takes the initiative." in [e.payload.get("say") for e in events]
    s, _ = run(s, NORTH, {"kind": "play", "card": "T-0b", "side": "face", "sector": 1})
    assert s["turn"] == NORTH  # south has passed: north plays again
    s, _ = run(s, NORTH, {"kind": "pass"})
    (p,) = GAME.prompts(s)
    assert (p.seat, p.kind) == (SOUTH, "shift")  # the battle starts with the holder's choice


def test_reinforcement_draws_one_card_per_visible_draw_icon_of_the_own_board() -> None:
    # §6.1: an icon on level k shows while its sector holds at most k cards; "sa" has icons at (1,0) (2,1) (3,0)
    # (3,2) (5,0): 5 on an empty board
    s = _state()
    cat = catalogue(s)
    assert bd.draw_icons(s, cat, SOUTH) == 5
    put(s, SOUTH, 2, "T-0")  # level 1 icon of sector 2 still shows with one card
    put(s, SOUTH, 3, "T-0b")  # covers sector 3's level-0 icon, its level-2 icon shows
    put(s, SOUTH, 1, "T-1")
    assert bd.draw_icons(s, cat, SOUTH) == 3
    s["players"][SOUTH]["aside"] = ["T-3"]  # set aside by a Draw effect last round: joins the hand now
    s["piles"]["shared"]["deck"].remove("T-3")
    s["phase"] = "reinforce"
    after, events = advanced(s)
    assert len(after["players"][SOUTH]["hand"]) == 3 + 1
    assert "T-3" in after["players"][SOUTH]["hand"] and after["players"][SOUTH]["aside"] == []
    said = [e.payload.get("say") for e in events]
    # 3 cards were left in the deck and the discard pile is empty: nothing to reshuffle for north ([AMBIG-13])
    assert "South draws 3 cards and takes 1 set aside." in said and "North draws 0 cards." in said


def _battle(s: dict, seat: str = SOUTH, direction: str = "ltr") -> tuple[dict, list]:
    s["phase"], s["initiative"], s["round"] = "direction", seat, 1
    return run(s, seat, {"kind": "direction", "dir": direction})


def test_battle_damage_goes_top_down_destroys_reveals_and_overflows_to_armour() -> None:
    # §6.3.2: strengths fixed first; the holder places first on the top card; a destroyed card goes to the discard
    # pile; leftover tokens go on the new top card; an empty sector's tokens hit the armour
    s = _state()
    put(s, SOUTH, 1, "T-0")  # 2 fighters
    put(s, SOUTH, 1, "T-3f")  # 3 fighters on top: covers T-0's upper half, so south shows 3
    put(s, NORTH, 5, "T-4f")  # faces south's sector 1 at offset 0; 4 fighters
    put(s, NORTH, 4, "T-0b")  # faces south's sector 2, which is empty: 1 token on south's armour
    s, events = _battle(s)
    said = [e.payload.get("say") for e in events if e.payload.get("say")]
    assert said[1] == "Battle in column 1 (south sector 1, north sector 5): south takes 4, north takes 3."
    assert stack_ids(s, SOUTH, 1) == ["T-0"]  # T-3f destroyed by 3 tokens, the 4th on T-0's upper half
    assert top(s, SOUTH, 1)["dmg"] == {"upper": 1, "lower": 0}
    assert top(s, NORTH, 5)["dmg"]["upper"] == 3  # 1 of 4 fighters left: the card survives, tokens stay
    assert "card T-3f on South's sector 1 (level 1) is destroyed." in said
    assert [e.payload for e in events if e.kind == "reshuffled"]  # next round's draw took it back from the discard
    assert s["players"][SOUTH]["armour"] == 10 - 1
    hits = [e.payload["seat"] for e in events if e.kind == "hit"]
    assert hits[:4] == [SOUTH] * 4 and hits[4:7] == [NORTH] * 3  # the holder places first


def test_covering_a_damaged_upper_half_repairs_it() -> None:
    # §9: tokens on fighters that get covered go back to the supply
    s = deploying(_state(), {SOUTH: ["T-1"], NORTH: ["T-0b"]})
    put(s, SOUTH, 2, "T-4f")
    top(s, SOUTH, 2)["dmg"]["upper"] = 2
    after, _ = run(s, SOUTH, {"kind": "play", "card": "T-1", "side": "face", "sector": 2})
    assert after["players"][SOUTH]["board"][1][0]["dmg"] == {"upper": 0, "lower": 0}


def test_the_slide_keeps_two_sectors_facing_and_the_offset_stays() -> None:
    # §6.3.1: |offset| <= 3 (two facing pairs); offset 3 leaves only "stay" and the slide back
    s = _state()
    s.update(phase="shift", offset=3, initiative=NORTH, round=1)
    (p,) = GAME.prompts(s)
    assert p.options is not None and [o.action["by"] for o in p.options] == [0, -1]
    assert bd.facing(s) == [(3, 4), (4, 3)]  # south's sectors 4-5 face north's 5-4: two pairs
    with pytest.raises(RuleError):
        GAME.act(s, NORTH, {"kind": "shift", "by": 1}, Chance("t"))


def test_higher_armour_wins_then_more_cards_then_a_draw() -> None:
    # §11 and [AMBIG-15]
    s = _state()
    s["players"][SOUTH]["armour"], s["players"][NORTH]["armour"] = -1, -3
    assert result(s, "armour")["winners"] == [SOUTH]
    s["players"][NORTH]["armour"] = -1
    s["players"][NORTH]["hand"] = ["T-0"]
    assert result(s, "armour")["winners"] == [NORTH] and result(s, "armour")["reason"] == "cards"
    s["players"][SOUTH]["aside"] = ["T-1"]  # set-aside cards count as hand
    tied = result(s, "armour")
    assert tied["winners"] == [] and tied["draw"] is True


def test_the_game_ends_after_the_round_in_which_an_armour_reaches_zero() -> None:
    s = _state()
    s["players"][NORTH]["armour"] = 1
    put(s, SOUTH, 1, "T-0")  # 2 fighters face north's empty sector 5: north's armour 1 -> -1
    s, events = _battle(s)
    assert s["result"] is not None and s["result"]["winners"] == [SOUTH]
    assert events[-1].kind == "game_over" and s["players"][NORTH]["armour"] == -1
    assert GAME.prompts(s) == []
