"""Fuzzed and wrong actions: each is refused with a message saying what was wrong and what is allowed, and the
state is unchanged; Total War decks and cruisers; user content checks with specific errors per card."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from bot.core.chance import Chance
from bot.core.protocol import RuleError
from bot.engine.gametext import rule_error
from bot.games.starfighter import GAME
from bot.games.starfighter.catalogue import builtin
from tests.starfighter.support import NORTH, SEATS, SOUTH, card, decision_states, digest, random_match, ship

JUNK: list[Any] = [None, True, False, 0, -1, 1, 2, 3, 5, 99, 10**30, 1.5, "", "x", "c1", "1-01", [], {}, [1], {"a": 1}]
KINDS = ["pass", "choose", "play", "sector", "cancel", "shift", "direction", "order", "target", "cruiser", "bogus"]
FIELDS = ["card", "side", "sector", "by", "dir", "eid", "cruiser"]


def _fuzzed(rng: random.Random) -> dict[str, Any]:
    action: dict[str, Any] = {"kind": rng.choice(KINDS)}
    for field in rng.sample(FIELDS, rng.randrange(4)):
        action[field] = rng.choice([*JUNK, "face", "back", "ltr", "ares", "athena"])
    return action


@pytest.mark.parametrize("mode", ["training", "skirmish"])
def test_fuzzed_actions_are_refused_with_a_reason_and_change_nothing(mode: str) -> None:
    states = decision_states(mode, 11)
    rng = random.Random(5)
    refused = accepted = 0
    for s in states[:: max(1, len(states) // 60)]:
        before = digest(s)
        for _ in range(25):
            seat = rng.choice(SEATS)
            action = _fuzzed(rng)
            try:
                GAME.act(s, seat, action, Chance("fuzz"))
                accepted += 1
            except RuleError as exc:
                assert exc.message and len(exc.message) < 2000
                assert exc.text is not None and exc.text["key"].startswith("err.")
                refused += 1
            assert digest(s) == before  # act never changes the state it is given
    assert refused > 500 and GAME.outcome(states[-1]) is not None


def test_acting_out_of_turn_names_who_is_awaited() -> None:
    s = GAME.setup({"mode": "training"}, SEATS, Chance("turn"))
    (p,) = GAME.prompts(s)
    other = NORTH if p.seat == SOUTH else SOUTH
    with pytest.raises(RuleError) as refused:
        GAME.act(s, other, {"kind": "cruiser", "cruiser": "ares"}, Chance("turn"))
    assert refused.value.message == f"Not your decision now ({other.title()}); waiting for: {p.seat.title()}."
    with pytest.raises(RuleError) as refused:
        GAME.act(s, p.seat, {"kind": "cruiser", "cruiser": "apollo"}, Chance("turn"))
    assert "'apollo' is not a cruiser you may choose; allowed: Ares, Athena" in refused.value.message


def test_skirmish_rules_out_the_other_side_of_the_first_players_board() -> None:
    # [AMBIG-3]: three double-sided boards; the second player cannot take the reverse of the first one's
    s = GAME.setup({"mode": "skirmish"}, SEATS, Chance("boards"))
    (p,) = GAME.prompts(s)
    s = GAME.evolve(s, GAME.act(s, p.seat, {"kind": "cruiser", "cruiser": "ares"}, Chance("b"))[0])
    (q,) = GAME.prompts(s)
    assert q.seat != p.seat and q.options is not None
    assert [o.id for o in q.options] == ["athena", "atlas", "hera", "hermes"]  # not apollo (Ares' other side)


def test_total_war_cruisers_are_picked_in_secret_and_revealed_together() -> None:
    # §13 and §10.2: both pick at once by DM; a commitment first, then both revealed
    ids = sorted(builtin().cards)
    options = {"mode": "total_war", "decks": {SOUTH: ids[:25], NORTH: ids[50:80]}}
    s = GAME.setup(options, SEATS, Chance("tw"))
    prompts = GAME.prompts(s)
    assert sorted(p.seat for p in prompts) == sorted(SEATS) and all(p.secret for p in prompts)
    events = GAME.act(s, SOUTH, {"kind": "cruiser", "cruiser": "hera"}, Chance("tw"))
    assert [e.visibility for e in events] == [SOUTH, "public"]
    assert "hera" not in json.dumps([e.payload for e in events if e.visibility == "public"])
    for e in events:
        s = GAME.evolve(s, e)
    assert GAME.view(s, SOUTH)["sides"][SOUTH]["cruiser_pick"] == "hera"
    assert "hera" not in json.dumps(GAME.view(s, NORTH))
    events = GAME.act(s, NORTH, {"kind": "cruiser", "cruiser": "hera"}, Chance("tw"))  # the same side: allowed
    for e in events:
        s = GAME.evolve(s, e)
    assert [e.kind for e in events][2] == "cruisers_revealed"
    assert s["players"][SOUTH]["cruiser"] == s["players"][NORTH]["cruiser"] == "hera"
    assert len(s["players"][SOUTH]["hand"]) == len(s["players"][NORTH]["hand"]) > 0
    assert set(s["players"][SOUTH]["hand"]) <= set(ids[:25]) and set(s["players"][NORTH]["hand"]) <= set(ids[50:80])
    assert sorted(s["piles"]) == [NORTH, SOUTH]  # each their own deck and discard pile


def test_a_total_war_deck_needs_25_distinct_known_numbers() -> None:
    with pytest.raises(RuleError) as refused:
        GAME.read_pick("south: 1-01..1-20 1-01 9-99")
    message = refused.value.message
    assert "at least 25 different card numbers (given 22); unknown: 9-99; twice: 1-01" in message
    side, deck = GAME.read_pick("north: 1-01..1-20, 2-01 2-02 2-03 2-04 2-05")
    assert side == "north" and isinstance(deck, list) and len(deck) == 25
    offered = GAME.pick_options("south")
    assert len(offered) == 20 and offered[0].id == "1-01..1-05" and offered[-1].id == "2-56..2-60"  # fits one select
    assert GAME.pick_value("south", [o.id for o in offered[:5]]) == [f"1-{n:02d}" for n in range(1, 26)]
    with pytest.raises(RuleError) as refused:
        GAME.pick_value("south", [o.id for o in offered[:4]])
    assert "given 20" in refused.value.message
    with pytest.raises(RuleError) as refused:
        GAME.setup({"mode": "total_war"}, SEATS, Chance("x"))
    assert "Total War needs both decks (south, north)" in refused.value.message


def test_loaded_cards_are_checked_with_a_specific_error_per_card() -> None:
    good = card("3-10", level=2, up=3, low=1, ue=("draw",), le=("lateral",))
    assert GAME.check_content("card", good) == ("3-10", good)
    with pytest.raises(RuleError) as refused:
        GAME.check_content("card", {**good, "level": 4, "upper": {"fighters": 2, "shields": 5}})
    message = refused.value.message
    assert "card 3-10, `level`: `4` is not a level 0..3" in message
    assert "card 3-10, `upper.shields`: `5` is not one of 0, 2, 3, 4" in message
    with pytest.raises(RuleError) as refused:
        GAME.check_content("card", {**good, "id": "1-05"})
    assert "card 1-05: that id belongs to the catalogue that ships" in refused.value.message
    with pytest.raises(RuleError) as refused:
        GAME.check_content("squadron", good)
    assert "No content kind “squadron”; Starfighter takes `card`, `cruiser`." in refused.value.message
    cruiser = ship("zeus", "mine", rows=[4, 4, 4, 4, 4], draw=[[0], [], [0], [], [0]], armour=18)
    assert GAME.check_content("cruiser", cruiser)[0] == "zeus"
    with pytest.raises(RuleError) as refused:
        GAME.check_content("cruiser", {**cruiser, "sectors": cruiser["sectors"][:4]})
    assert "cruiser zeus, `sectors`: must be a list of 5 sectors" in refused.value.message


def test_a_loaded_card_refused_in_russian_names_the_card_and_the_field() -> None:
    """Issue 20: the problems of an owner's card in the reader's language."""
    good = card("3-10", level=2, up=3, low=1, ue=("draw",), le=("lateral",))
    with pytest.raises(RuleError) as refused:
        bad = {
            "colour": "green",
            "level": 4,
            "upper": {"fighters": 2, "shields": 2},
            "lower": {"effects": ["barrel_roll"]},
        }
        GAME.check_content("card", {**good, **bad})
    assert rule_error(refused.value, "ru") == (
        "Карта отряда с ошибками: карта 3-10, `level`: `4` — не уровень от 0 до 3; "
        "карта 3-10, `upper.shields`: у зелёных карт (набор «Обучение») нет щитов; "
        'карта 3-10, `lower.effects`: `"barrel_roll"` — не эффект набора «Обучение» (допустимые: draw, lateral, '
        "vertical, free, rotate, destroy, damage_enemy, damage_own)"
    )
    with pytest.raises(RuleError) as refused:
        GAME.check_content("card", {**good, "id": "1-05"})
    assert rule_error(refused.value, "ru") == (
        "Карта отряда с ошибками: карта 1-05: этот id занят встроенным набором (нашей разработки); выберите другой"
    )


def test_a_match_plays_with_the_loaded_cards_and_cruisers() -> None:
    cards = [
        card(f"9-{n:02d}", level=n % 2, up=2, low=1, ue=("damage_enemy",) if n % 3 == 0 else ()) for n in range(30)
    ]
    zeus = ship("zeus", "mine", rows=[4, 4, 4, 4, 4], draw=[[0], [1], [0], [1], [0]], armour=9)
    hera2 = ship("hera2", "mine", rows=[3, 3, 3, 3, 3], draw=[[0], [0], [0], [0], [0]], armour=9)
    options = {"mode": "skirmish", "cards": "loaded", "content": {"card": cards, "cruiser": [zeus, hera2]}}
    final, _actions, log = random_match("skirmish", 3, options)
    played = {e.payload["card"] for e, _ in log if e.kind == "played" and "card" in e.payload}
    assert played and all(c.startswith("9-") for c in played)
    assert GAME.outcome(final) is not None
    with pytest.raises(RuleError) as refused:
        GAME.setup({**options, "content": {"card": [*cards, {**cards[0], "level": 7}]}}, SEATS, Chance("x"))
    assert "card 9-00, `level`: `7` is not a level 0..3" in refused.value.message


def test_the_open_decisions_act_checks_are_the_prompts_offered() -> None:
    # `act` looks up the open decision without building the prompts; both must always agree
    for mode in ("training", "skirmish"):
        for s in decision_states(mode, 21):
            from bot.games.starfighter.decisions import waiting

            assert waiting(s) == [(p.seat, p.kind) for p in GAME.prompts(s)]


def test_the_total_war_pick_offers_and_accepts_the_servers_loaded_cards() -> None:
    """§13 Total War with the owners' own cards: the secret pick (pasted or from the list) sees the server's loaded
    cards (`content=`, docs/protocol.md "User content"), a refused item is left out, and without them the ids are
    unknown."""
    loaded = [card(f"9-{n:02d}", level=1, up=2, low=1) for n in range(1, 8)]
    content = {"card": [*loaded, {**loaded[0], "id": "9-99", "level": 7}]}  # the last one the game now refuses
    side, deck = GAME.read_pick("south: 1-01..1-20 9-01..9-07", content=content)
    assert side == "south" and deck == sorted([f"1-{n:02d}" for n in range(1, 21)] + [c["id"] for c in loaded])
    with pytest.raises(RuleError) as refused:
        GAME.read_pick("south: 1-01..1-20 9-01..9-05")
    assert "unknown: 9-01..9-05" in refused.value.message  # a range over unknown numbers stays one token
    offered = GAME.pick_options("south", content=content)
    assert [o.id for o in offered[20:]] == ["9-01 9-02 9-03 9-04 9-05", "9-06 9-07"]  # 9-99 refused, left out
    picked = [o.id for o in offered[:4]] + [offered[20].id]
    assert GAME.pick_value("south", picked, content=content) == sorted(
        [f"1-{n:02d}" for n in range(1, 21)] + [f"9-{n:02d}" for n in range(1, 6)]
    )
    with pytest.raises(RuleError):
        GAME.pick_value("south", picked)  # the loaded pack's cards are unknown without the server's content
