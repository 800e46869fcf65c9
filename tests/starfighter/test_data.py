"""The shipped catalogue (our own design, labelled synthetic) and its schema checks, whose errors name the item, the
field and what is allowed (digest §15: no card list, cruiser layout or armour maximum exists in the text)."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from bot.core.data import load_json
from bot.games.starfighter.catalogue import (
    EFFECTS,
    TRAINING_EFFECTS,
    builtin,
    card_problems,
    cruiser_problems,
)


def test_the_shipped_files_are_labelled_as_our_own_design() -> None:
    for name in ("cards.json", "cruisers.json"):
        data = load_json("starfighter", name)
        assert data["synthetic"] is True and "own design" in data["source"]


def test_100_cards_40_green_all_numbers_distinct_every_card_valid() -> None:
    cards = builtin().cards
    assert len(cards) == 100  # "100 разных карт отрядов" (R: components)
    assert sum(c["colour"] == "green" for c in cards.values()) == 40
    assert all(card_problems(c) == [] for c in cards.values())
    assert {c["level"] for c in cards.values()} == {0, 1, 2, 3}


def test_green_cards_use_only_training_effects_and_blue_cards_use_the_rest() -> None:
    cards = builtin().cards.values()
    green = {e for c in cards if c["colour"] == "green" for h in ("upper", "lower") for e in c[h].get("effects", [])}
    blue = {e for c in cards if c["colour"] == "blue" for h in ("upper", "lower") for e in c[h].get("effects", [])}
    assert green <= set(TRAINING_EFFECTS)
    assert set(EFFECTS) - set(TRAINING_EFFECTS) <= blue  # every Skirmish effect appears on some card
    shielded = [c for c in cards if any(c[h].get("shields") for h in ("upper", "lower"))]
    fields = [c for c in cards if any(c[h].get("force_field") for h in ("upper", "lower"))]
    assert shielded and fields and all(c["colour"] == "blue" for c in shielded + fields)


def test_the_back_shows_two_fighters_in_its_upper_half_only() -> None:
    # digest §16 (external hint) and chain example 3: two tokens destroy a card played back-up
    assert builtin().back == {"upper": {"fighters": 2}, "lower": {}}


def test_six_cruiser_sides_on_three_boards_and_ares_athena_show_five_draw_icons() -> None:
    cruisers = builtin().cruisers
    assert len(cruisers) == 6
    boards: dict[str, list[str]] = {}
    for cid, c in cruisers.items():
        boards.setdefault(c["board"], []).append(cid)
    assert sorted(len(v) for v in boards.values()) == [2, 2, 2]
    assert cruisers["ares"]["board"] != cruisers["athena"]["board"]  # Training pits them against each other
    for cid in ("ares", "athena"):
        assert cruisers[cid]["training"] is True
        assert sum(len(s["draw"]) for s in cruisers[cid]["sectors"]) == 5  # round 1 draws 5 (R: Reinforcement)
    assert {len(c["sectors"]) for c in cruisers.values()} == {5}
    assert {s["rows"] for c in cruisers.values() for s in c["sectors"]} <= {1, 2, 3, 4}


def _card() -> dict[str, Any]:
    return copy.deepcopy(dict(builtin().cards["2-02"]))


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (lambda c: c.update(level=5), "card 2-02, `level`: `5` is not a level 0..3"),
        (lambda c: c.update(colour="red"), 'card 2-02, `colour`: `"red"` is not green (Training) or blue'),
        (lambda c: c["upper"].update(fighters=-1), "card 2-02, `upper.fighters`: `-1` is not a whole number 0..9"),
        (lambda c: c["lower"].update(shields=5), "card 2-02, `lower.shields`: `5` is not one of 0, 2, 3, 4"),
        (lambda c: c["upper"].update(effects=["warp"]), 'card 2-02, `upper.effects`: `"warp"` is not an effect'),
        (lambda c: c["upper"].update(colour=1), "card 2-02, `upper.colour`: unknown field"),
        (lambda c: c.pop("lower"), "card 2-02, `lower`: missing (the face's printed lower half)"),
        (lambda c: c.update(id="bad id!"), 'card, `id`: `"bad id!"` is not a card number'),
        (
            lambda c: c.update(colour="green") or c["upper"].update(effects=["barrel_roll"]),
            '`"barrel_roll"` is not an effect of the Training set',
        ),
        (
            lambda c: c.update(colour="green") or c["upper"].update(force_field=True),
            "green (Training) cards carry no force field",
        ),
    ],
)
def test_a_bad_card_names_the_field_and_what_is_allowed(change: Any, expected: str) -> None:
    card = _card()
    change(card)
    problems = card_problems(card)
    assert any(expected in p for p in problems), problems


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (lambda c: c.update(armour=0), "cruiser ares, `armour`: `0` is not a whole number 1..99"),
        (lambda c: c["sectors"].pop(), "cruiser ares, `sectors`: must be a list of 5 sectors"),
        (lambda c: c["sectors"][1].update(rows=5), "cruiser ares, `sectors[2].rows`: `5` is not a whole number 1..4"),
        (lambda c: c["sectors"][0].update(draw=[3]), "cruiser ares, `sectors[1].draw`: `[3]` must list levels 0..2"),
        (lambda c: c.pop("board"), "cruiser ares, `board`: missing or not text"),
    ],
)
def test_a_bad_cruiser_names_the_field_and_what_is_allowed(change: Any, expected: str) -> None:
    cruiser = json.loads(json.dumps(builtin().cruisers["ares"]))
    change(cruiser)
    problems = cruiser_problems(cruiser)
    assert any(expected in p for p in problems), problems


def test_every_cruiser_has_a_russian_name_labelled_ours() -> None:
    """Issue 20: the Starfighter rules name no cruiser, so every Russian name is ours, and says so."""
    for cruiser in load_json("starfighter", "cruisers.json")["cruisers"]:
        assert cruiser["name_ru"] and cruiser["name_ru_basis"] == "ours", cruiser["id"]
    bad = {**load_json("starfighter", "cruisers.json")["cruisers"][0], "name_ru_basis": "rulebook"}
    assert any("`name_ru_basis`: only `ours`" in p for p in cruiser_problems(bad))
