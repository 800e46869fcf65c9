import random

import pytest

from bot.core.chance import Chance, commitment, salted_hash
from bot.core.dice import DiceDataError, Pool, RerollError, parse_dice
from bot.core.protocol import Event, Game, RuleError
from tests.support.duel import GAME as DUEL

COIN = parse_dice({"dice": {"coin": {"faces": [{"name": "head", "symbols": {"h": 1}}, {"name": "tail"}]}}}, "t")


def test_same_key_same_dice_and_different_keys_differ() -> None:
    c = Chance("seed-1")
    assert c.roll("r1:attack", 8, 5) == c.roll("r1:attack", 8, 5)
    assert Chance("seed-1").roll("r1:attack", 8, 5) == c.roll("r1:attack", 8, 5)
    rolls = {tuple(c.roll(f"k{i}", 8, 4)) for i in range(50)}
    assert len(rolls) > 40
    assert Chance("seed-2").roll("r1:attack", 8, 20) != c.roll("r1:attack", 8, 20)


def test_commitment_is_sha256_of_seed() -> None:
    assert commitment("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    assert salted_hash("1", "s") != salted_hash("2", "s")


def test_a_die_is_rerolled_at_most_once() -> None:
    pool = Pool.roll(COIN["coin"], 3, random.Random(1))
    pool.reroll([0, 2], COIN["coin"], random.Random(2))
    assert [d.rerolled for d in pool.dice] == [True, False, True]
    with pytest.raises(RerollError, match="only once"):
        pool.reroll([2], COIN["coin"], random.Random(3))
    pool.reroll([1], COIN["coin"], random.Random(3))
    assert len(pool.dice[0].history) == 1


def test_bad_dice_data_names_the_problem() -> None:
    with pytest.raises(DiceDataError, match="needs a non-empty 'faces'"):
        parse_dice({"dice": {"x": {"faces": []}}}, "x.json")
    with pytest.raises(DiceDataError, match="symbols"):
        parse_dice({"dice": {"x": {"faces": [{"name": "a", "symbols": {"h": -1}}]}}}, "x.json")


def test_duel_game_follows_the_protocol() -> None:
    assert isinstance(DUEL, Game)
    chance = Chance("s")
    state = DUEL.setup({}, ["a", "b"], chance)
    assert [p.seat for p in DUEL.prompts(state)] == ["a", "b"]
    for seat in ("a", "b"):
        for ev in DUEL.act(state, seat, {"kind": "pick", "value": 3}, chance):
            state = DUEL.evolve(state, ev)
    assert state["round"] == 2
    with pytest.raises(RuleError, match="1 to 3"):
        DUEL.act(state, "a", {"kind": "pick", "value": 7}, chance)
    assert Event.from_json(Event("x", {"a": 1}, "a").to_json()) == Event("x", {"a": 1}, "a")


def test_json_depth_counts_brackets_outside_strings_only() -> None:
    from bot.core.jsondepth import too_deep

    assert too_deep("[" * 4 + "]" * 4, 3) and not too_deep("[" * 3 + "]" * 3, 3)
    assert not too_deep('["[[[[", "\\"[[[["]', 2)  # brackets inside strings, also after an escaped quote
    assert not too_deep("[[]] [[]] [[]]", 2)  # siblings do not add up
