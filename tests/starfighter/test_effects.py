"""Effects (digest §7, §8): the "compare visible halves" recipe of §7.1, depth-first chains chosen by each owner
(§7.2-§7.3), the rulebook's three chain examples of §7.3, and the Skirmish effects of §8.2. Test cards are loaded
as content, so no test depends on the synthetic catalogue."""

from __future__ import annotations

from typing import Any

from bot.core.protocol import Prompt
from bot.games.starfighter import GAME
from tests.starfighter.support import NORTH, SOUTH, card, deploying, put, run, ship, stack_ids, state, top

SHIPS = [
    ship("wide", "T1", rows=[4, 4, 4, 4, 4], draw=[[0], [0], [0], [0], [0]], armour=12),
    ship("wide2", "T1", rows=[4, 4, 4, 4, 4], draw=[[0], [0], [0], [0], [0]], armour=12),
]
CARDS = [
    card("A0", level=0, up=2, low=1),
    card("B1", level=1, up=2, low=1, ue=("vertical",)),
    card("B2", level=1, up=2, low=1, ue=("vertical",)),
    card("P1", level=1, up=2, low=1),
    card("X2", level=2, up=3, low=1, ue=("damage_enemy",)),
    card("Y2", level=2, up=2, low=1, ue=("lateral",), le=("draw",)),
    card("C310", level=3, up=2, low=1, ue=("draw",), le=("lateral",)),
    card("C335", level=3, up=1, low=0, ue=("draw",), le=("rotate",)),
    card("N1", level=0, up=2, low=0),
    card("N2", level=0, up=2, low=0),
    card("N4", level=0, up=4, low=0),
    card("R0", level=0, up=1, low=1, ue=("damage_enemy",), le=("damage_own",)),
    card("S3", level=0, up=2, low=0, shields=3),
    card("F1", level=0, up=3, low=0, force_field=True),
    card("BR", level=0, up=1, low=1, le=("barrel_roll",)),
    card("FD", level=0, up=1, low=1, le=("fighter_damage",)),
    card("D0", level=0, up=1, low=1, le=("destroy",)),
    card("RT", level=0, up=1, low=1, le=("rotate",)),
    card("LV", level=0, up=1, low=1, ue=("lateral",), le=("vertical",)),
    card("V0", level=0, up=1, low=1, le=("vertical",)),
    *[card(f"Z{n}", level=0, up=1) for n in range(10)],  # deck filler for the Draw effects
]


def _state() -> dict[str, Any]:
    return state("skirmish", cards=CARDS, ships=SHIPS, cruisers=("wide", "wide2"))


def _prompt(s: dict[str, Any]) -> Prompt:
    (p,) = GAME.prompts(s)
    return p


def _pick(s: dict[str, Any], seat: str, kind: str, label: str) -> dict[str, Any]:
    """The action of the option of the open prompt whose label contains `label`."""
    p = _prompt(s)
    assert (p.seat, p.kind) == (seat, kind), (p.seat, p.kind, p.text)
    assert p.options is not None
    found = [o for o in p.options if label in o.label]
    assert len(found) == 1, [o.label for o in p.options]
    return dict(found[0].action)


def _fired(events: list[Any]) -> list[str]:
    return [str(e.payload.get("say")) for e in events if e.kind in ("effect", "fizzled") and e.payload.get("say")]


# -- the rulebook's chain examples (§7.3) ----------------------------------------------------------------------------


def test_chain_example_1_lateral_move_re_exposes_the_level_2_card_and_the_dropped_card_fires_nothing() -> None:
    # §7.3 chain example 1: 3-10 (Draw + Lateral move) played on a level-2 card whose upper half shows "damage enemy
    # cruiser"; the lateral move makes that card a top card elsewhere, so its effect fires again; 3-10 drops onto
    # the level-1 card, whose vertical move does not fire (compaction, §7.1)
    s = deploying(_state(), {SOUTH: ["C310"], NORTH: ["N1"]})
    for c in ("A0", "B1", "X2"):
        put(s, SOUTH, 2, c)
    s, _ = run(s, SOUTH, {"kind": "play", "card": "C310", "side": "face", "sector": 2})
    assert len(s["players"][SOUTH]["aside"]) == 1  # the Draw needs no choice: it goes first, unasked
    s, _ = run(s, SOUTH, _pick(s, SOUTH, "effect", "card X2"))
    s, events = run(s, SOUTH, _pick(s, SOUTH, "effect", "to sector 3"))
    assert stack_ids(s, SOUTH, 2) == ["A0", "B1", "C310"] and stack_ids(s, SOUTH, 3) == ["X2"]
    assert s["players"][NORTH]["armour"] == 12 - 1  # X2's damage enemy cruiser fired again
    assert not any("Vertical move" in x for x in _fired(events))
    assert s["pending"] == [] and s["turn"] == NORTH


def test_chain_example_2_rotate_exposes_a_lateral_move_that_exposes_a_draw() -> None:
    # §7.3 chain example 2: 3-35 (Draw + Rotate) on a level-2 card (upper: Lateral move, lower: Draw). Rotating it
    # puts the Draw half under cover and exposes the Lateral move, which fires; moving the same card makes it a top
    # card, so its Draw half is uncovered and fires: two cards set aside
    s = deploying(_state(), {SOUTH: ["C335"], NORTH: ["N1"]})
    for c in ("A0", "P1", "Y2"):
        put(s, SOUTH, 2, c)
    s, _ = run(s, SOUTH, {"kind": "play", "card": "C335", "side": "face", "sector": 2})
    assert len(s["players"][SOUTH]["aside"]) == 1
    s, _ = run(s, SOUTH, _pick(s, SOUTH, "effect", "card Y2"))  # Rotate on Y2
    assert "Lateral move" in _prompt(s).text and "card Y2" in _prompt(s).text
    s, _ = run(s, SOUTH, _pick(s, SOUTH, "effect", "card Y2"))
    s, _events = run(s, SOUTH, _pick(s, SOUTH, "effect", "to sector 1"))
    assert stack_ids(s, SOUTH, 1) == ["Y2"] and top(s, SOUTH, 1)["rot"] is True
    assert stack_ids(s, SOUTH, 2) == ["A0", "P1", "C335"]
    assert len(s["players"][SOUTH]["aside"]) == 2  # Y2's Draw fired when it became a top card
    assert s["pending"] == []


def test_chain_example_3_battle_tokens_destroy_reveal_and_the_vertical_move_fires_twice() -> None:
    # §7.3 chain example 3, during a battle: top to bottom 3-35, a level-1 card with a vertical move on its upper
    # half, a level-0 card (back up). Ares takes 4 tokens: token 1 destroys 3-35, the vertical move fires and lifts
    # the level-0 card on top (covering it again); tokens 2 and 3 destroy that card, the vertical move fires again
    # (used on the opponent's board); token 4 lands on the level-1 card
    s = _state()
    put(s, SOUTH, 1, "A0", side="back")  # the back: 2 fighters on its upper half
    put(s, SOUTH, 1, "B1")
    put(s, SOUTH, 1, "C335")  # 1 fighter
    put(s, NORTH, 5, "N2")  # faces south's sector 1
    put(s, NORTH, 5, "N4")  # north's strength there: 4 (N2 is covered and shows no fighters)
    s.update(phase="direction", initiative=SOUTH, round=1)
    s, _ = run(s, SOUTH, {"kind": "direction", "dir": "ltr"})
    assert "Vertical move" in _prompt(s).text  # token 1 destroyed C335
    s, events = run(s, SOUTH, _pick(s, SOUTH, "effect", "face-down card on South's sector 1 (level 0)"))
    # the back-up card covered B1 again, then tokens 2 and 3 destroyed it: the vertical move fired again
    assert [e.kind for e in events].count("destroyed") == 1 and [e.kind for e in events][-1] != "game_over"
    assert "Vertical move" in _prompt(s).text
    s, events = run(s, SOUTH, _pick(s, SOUTH, "effect", "card N2"))  # used on the opponent's board
    assert stack_ids(s, SOUTH, 1) == ["B1"]
    assert any(e.kind == "moved" and e.payload["by"] == SOUTH for e in events)
    assert s["players"][SOUTH]["board"][0][0]["dmg"]["upper"] == 1  # token 4 on B1, now the top card
    hits = [e.payload for e in events if e.kind == "hit" and e.payload["seat"] == SOUTH]
    assert len(hits) == 1 and hits[0]["inst"] == s["players"][SOUTH]["board"][0][0]["inst"]


# -- the recipe of §7.1 ---------------------------------------------------------------------------------------------


def test_rotating_the_top_card_fires_nothing() -> None:
    # §7.1 recipe and [AMBIG-5]: only halves that were not visible before fire
    s = deploying(_state(), {SOUTH: ["RT"], NORTH: ["N1"]})
    put(s, SOUTH, 4, "R0")  # a top card; upper: damage enemy cruiser, lower: damage own cruiser
    s, _ = run(s, SOUTH, {"kind": "play", "card": "RT", "side": "face", "sector": 3})
    s, _events = run(s, SOUTH, _pick(s, SOUTH, "effect", "card R0"))
    assert top(s, SOUTH, 4)["rot"] is True
    assert s["players"][NORTH]["armour"] == 12 and s["players"][SOUTH]["armour"] == 12


def test_rotating_a_covered_card_fires_the_half_it_exposes() -> None:
    s = deploying(_state(), {SOUTH: ["RT"], NORTH: ["N1"]})
    put(s, SOUTH, 3, "R0")
    put(s, SOUTH, 3, "P1")  # covers R0's upper half (damage enemy); R0's lower (damage own) shows
    s, _ = run(s, SOUTH, {"kind": "play", "card": "RT", "side": "face", "sector": 4})
    s, _ = run(s, SOUTH, _pick(s, SOUTH, "effect", "card R0"))
    assert s["players"][NORTH]["armour"] == 12 - 1  # the printed upper half now lies below: it fires
    assert s["players"][SOUTH]["armour"] == 12  # the damage-own half went under cover: nothing


def test_two_different_targeted_effects_the_owner_picks_the_order() -> None:
    # §7.3: several effects visible at once, the controlling player picks the order
    s = deploying(_state(), {SOUTH: ["LV"], NORTH: ["N1"]})
    put(s, SOUTH, 2, "A0")
    s, _ = run(s, SOUTH, {"kind": "play", "card": "LV", "side": "face", "sector": 3})
    p = _prompt(s)
    assert p.kind == "order" and p.options is not None
    assert sorted(o.label for o in p.options) == [
        "Lateral move of card LV on South's sector 3 (level 0)",
        "Vertical move of card LV on South's sector 3 (level 0)",
    ]
    s, _ = run(s, SOUTH, _pick(s, SOUTH, "order", "Vertical move"))
    assert "Vertical move" in _prompt(s).text


def test_moving_a_middle_card_away_compacts_without_firing_the_card_below() -> None:
    # §7.1 exception (rulebook example): a level-2 card moved out from under a level-3 card; the level-3 card drops
    # onto the level-1 card, whose upper-half effect does not fire
    s = deploying(_state(), {SOUTH: ["V0"], NORTH: ["N1"]})
    for c in ("A0", "B1", "P1", "N4"):
        put(s, SOUTH, 2, c)
    s["players"][SOUTH]["board"][1][2]["card"] = "X2"  # level 2: X2 (upper: damage enemy)
    s, _ = run(s, SOUTH, {"kind": "play", "card": "V0", "side": "face", "sector": 5})
    s, events = run(s, SOUTH, _pick(s, SOUTH, "effect", "card X2"))  # vertical move: X2 to the top of sector 2
    assert stack_ids(s, SOUTH, 2) == ["A0", "B1", "N4", "X2"]
    assert s["players"][NORTH]["armour"] == 12 - 1  # X2's upper half came back into view: it fired
    assert not any("Vertical move" in x for x in _fired(events)[1:])  # B1's vertical move stayed covered


def test_an_effect_with_no_legal_target_fizzles() -> None:
    # §7.3: an effect is mandatory when it can apply; with no legal target it fizzles. A lateral move needs room in
    # an adjacent sector of the card's own board ([AMBIG-7]); every sector of this one-row board is full
    narrow = ship("narrow", "T2", rows=[1, 1, 1, 1, 1], draw=[[0], [0], [0], [0], [0]])
    s = state("skirmish", cards=CARDS, ships=[*SHIPS, narrow], cruisers=("narrow", "wide2"))
    s = deploying(s, {SOUTH: ["LV"], NORTH: ["N1"]})
    for sector, c in ((2, "A0"), (3, "N2"), (4, "N4"), (5, "P1")):
        put(s, SOUTH, sector, c)
    s, events = run(s, SOUTH, {"kind": "play", "card": "LV", "side": "face", "sector": 1})
    assert "Lateral move has no legal target." in _fired(events)
    assert _prompt(s).text.startswith("Vertical move of card LV")  # no order to choose: the lateral move fizzled


def test_effects_on_the_opponents_cards_are_controlled_by_the_cards_owner() -> None:
    # §7.2: a revealed effect is decided by the owner of the card showing it, even in the opponent's turn
    s = deploying(_state(), {SOUTH: ["D0"], NORTH: ["N1"]})
    put(s, NORTH, 1, "B1")  # B1 (upper: vertical move) under N4
    put(s, NORTH, 1, "N4")
    put(s, NORTH, 2, "N2")
    s, _ = run(s, SOUTH, {"kind": "play", "card": "D0", "side": "face", "sector": 1})
    s, _ = run(s, SOUTH, _pick(s, SOUTH, "effect", "card N4"))  # south destroys north's N4: B1 is revealed
    p = _prompt(s)
    assert (p.seat, p.kind) == (NORTH, "effect") and "Vertical move" in p.text
    s, _ = run(s, NORTH, _pick(s, NORTH, "effect", "card D0"))
    assert s["pending"] == [] and s["turn"] == NORTH


# -- Skirmish effects (§8.2) -----------------------------------------------------------------------------------------


def test_shields_take_tokens_first_and_recover_at_the_end_of_the_round() -> None:
    # §8.2 Shields: tokens on empty shields first; shield tokens never destroy; removed at the end of the round
    s = _state()
    put(s, SOUTH, 1, "S3")  # 3 shields, 2 fighters
    put(s, NORTH, 5, "N4")
    s.update(phase="direction", initiative=SOUTH, round=1)
    s, events = run(s, SOUTH, {"kind": "direction", "dir": "ltr"})
    hits = [e.payload["on"] for e in events if e.kind == "hit" and e.payload["seat"] == SOUTH]
    assert hits == ["shield", "shield", "shield", "upper"]
    assert top(s, SOUTH, 1)["shield"] == 0 and top(s, SOUTH, 1)["dmg"]["upper"] == 1  # shields recovered


def test_a_force_field_takes_one_token_of_a_volley_and_absorbs_the_rest() -> None:
    # §8.2 Force field, [AMBIG-9] default: the rest of the volley is lost
    s = _state()
    put(s, SOUTH, 1, "A0")
    put(s, SOUTH, 1, "F1")  # 3 fighters, force field
    put(s, NORTH, 5, "N4")
    s.update(phase="direction", initiative=SOUTH, round=1)
    s, events = run(s, SOUTH, {"kind": "direction", "dir": "ltr"})
    assert [e.payload["lost"] for e in events if e.kind == "absorbed"] == [3]
    assert stack_ids(s, SOUTH, 1) == ["A0", "F1"] and top(s, SOUTH, 1)["dmg"]["upper"] == 1


def test_barrel_roll_flips_a_card_and_its_new_side_fires() -> None:
    # §8.2 Barrel roll: flip without rotating; tokens go; the new side's visible effects fire
    s = deploying(_state(), {SOUTH: ["BR"], NORTH: ["N1"]})
    put(s, NORTH, 2, "R0", side="back")  # face down: nobody but north knows it
    s["players"][NORTH]["armour"] = 12
    s, _ = run(s, SOUTH, {"kind": "play", "card": "BR", "side": "face", "sector": 1})
    s, events = run(s, SOUTH, _pick(s, SOUTH, "effect", "face-down card on North's sector 2"))
    flipped = next(e for e in events if e.kind == "flipped")
    assert flipped.payload["card"] == "R0" and top(s, NORTH, 2)["side"] == "face"  # now public
    # R0's effects belong to north: damage enemy (south -1) and damage own (north -1) both fired
    assert s["players"][SOUTH]["armour"] == 11 and s["players"][NORTH]["armour"] == 11


def test_fighter_damage_puts_one_token_on_a_top_card_and_can_destroy_it() -> None:
    # §8.2 Fighter damage: 1 token on the top card of any sector, never on a cruiser
    s = deploying(_state(), {SOUTH: ["FD"], NORTH: ["N1"]})
    put(s, NORTH, 3, "A0")
    put(s, NORTH, 3, "Z1")  # 1 fighter on top
    s, _ = run(s, SOUTH, {"kind": "play", "card": "FD", "side": "face", "sector": 1})
    p = _prompt(s)
    assert p.options is not None and {o.label for o in p.options} == {
        "card Z1 on North's sector 3 (level 1)",
        "card FD on South's sector 1 (level 0)",
    }
    s, events = run(s, SOUTH, _pick(s, SOUTH, "effect", "card Z1"))
    assert stack_ids(s, NORTH, 3) == ["A0"] and any(e.kind == "destroyed" for e in events)


def test_a_lateral_move_never_enters_a_full_sector() -> None:
    # [AMBIG-7] default: the destination must have room (its rows come from the cruiser data)
    narrow = ship("narrow", "T2", rows=[1, 2, 1, 4, 4], draw=[[0], [0], [0], [0], [0]])
    s = state("skirmish", cards=CARDS, ships=[*SHIPS, narrow], cruisers=("narrow", "wide2"))
    s = deploying(s, {SOUTH: ["LV"], NORTH: ["N1"]})
    put(s, SOUTH, 1, "A0")  # sector 1 (one row) is full
    put(s, SOUTH, 3, "N2")  # sector 3 (one row) is full
    s, _ = run(s, SOUTH, {"kind": "play", "card": "LV", "side": "face", "sector": 2})
    s, _ = run(s, SOUTH, _pick(s, SOUTH, "order", "Lateral move"))
    p = _prompt(s)
    assert p.options is not None and [o.label for o in p.options] == [
        "card A0 on South's sector 1 (level 0)",  # into sector 2 (two rows, one card)
        "card N2 on South's sector 3 (level 0)",
    ]  # not LV itself: its neighbours, sectors 1 and 3, are full


def test_destroying_a_middle_card_compacts_and_fires_nothing() -> None:
    # §7.1: removing a middle card fires nothing (the cards above drop at once)
    s = deploying(_state(), {SOUTH: ["D0"], NORTH: ["N1"]})
    put(s, NORTH, 2, "B1")  # upper: vertical move, covered
    put(s, NORTH, 2, "X2")  # upper: damage enemy, covered
    put(s, NORTH, 2, "N4")
    s, _ = run(s, SOUTH, {"kind": "play", "card": "D0", "side": "face", "sector": 1})
    s, events = run(s, SOUTH, _pick(s, SOUTH, "effect", "card X2"))
    assert [e.kind for e in events] == ["effect", "destroyed", "turn"]
    assert stack_ids(s, NORTH, 2) == ["B1", "N4"]
    assert s["pending"] == [] and s["players"][SOUTH]["armour"] == 12  # neither B1 nor anything else fired
    assert s["piles"]["shared"]["discard"] == ["X2"]


def test_a_free_move_may_go_to_any_sector_of_the_same_board_its_own_included() -> None:
    # §8.1 Free move and [AMBIG-8]
    free = card("FM", level=0, up=1, low=1, le=("free",))
    s = state("skirmish", cards=[*CARDS, free], ships=SHIPS, cruisers=("wide", "wide2"))
    s = deploying(s, {SOUTH: ["FM"], NORTH: ["N1"]})
    put(s, NORTH, 4, "A0")
    put(s, NORTH, 4, "N2")
    s, _ = run(s, SOUTH, {"kind": "play", "card": "FM", "side": "face", "sector": 1})
    s, _ = run(s, SOUTH, _pick(s, SOUTH, "effect", "card A0"))
    p = _prompt(s)
    assert p.options is not None and [o.label for o in p.options] == [f"to sector {n}" for n in range(1, 6)]
    s, _ = run(s, SOUTH, _pick(s, SOUTH, "effect", "to sector 4"))  # its own sector: to the top of it
    assert stack_ids(s, NORTH, 4) == ["N2", "A0"]


def test_an_endless_chain_is_cut_at_the_chain_limit() -> None:
    # [AMBIG-6]: two cards whose vertical moves keep exposing each other; the chain stops after `limits.chain`
    s = deploying(_state(), {SOUTH: ["V0"], NORTH: ["N1"]})
    put(s, SOUTH, 2, "B1")  # upper: vertical move
    put(s, SOUTH, 2, "B2")  # upper: vertical move
    s["limits"]["chain"] = 5
    s, _ = run(s, SOUTH, {"kind": "play", "card": "V0", "side": "face", "sector": 4})
    cut = []
    for _ in range(20):
        p = _prompt(s)
        if p.kind == "deploy":
            break
        assert p.seat == SOUTH
        bottom = s["players"][SOUTH]["board"][1][0]["card"]  # lift the covered card: the other one's effect shows
        s, events = run(s, SOUTH, _pick(s, SOUTH, "effect", f"card {bottom} on South's sector 2"))
        cut += [e for e in events if e.kind == "chain_cut"]
    assert len(cut) == 1 and cut[0].payload["say"] == "The chain stops after 5 effects (loop guard)."
    assert s["pending"] == [] and s["turn"] == NORTH
