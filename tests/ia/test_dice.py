"""Imperial Assault dice rules (bot/games/ia/dice.py; rules digest imperial-assault.md §5.3-5.6)."""

from __future__ import annotations

from bot.games.ia.dice import ATTACK_COLOURS, DEFENSE_COLOURS, dice, outcome, totals


def test_outcome_rules() -> None:
    t = {"accuracy": 3, "damage": 4, "surge": 2, "block": 2, "evade": 1, "dodge": 0}
    assert outcome(t, None, 0) == (None, 2, 1)  # 2 blocks cancel 2 damage, 1 evade cancels 1 surge
    assert outcome(t, 3, 1) == (None, 3, 1)  # accuracy 3 reaches range 3; pierce 1 ignores one block
    assert outcome(t, 4, 0) == ("accuracy 3 < range 4", 0, 0)
    assert outcome({**t, "dodge": 1}, None, 5) == ("dodge", 0, 0)
    assert outcome({**t, "block": 9}, None, 0) == (None, 0, 1)  # blocked to 0 is not a miss


def test_totals_add_every_symbol_and_list_the_missing_ones_as_zero() -> None:
    assert totals([{"damage": 2, "surge": 1}, {"damage": 1, "accuracy": 2}, {}]) == {
        "accuracy": 2,
        "damage": 3,
        "surge": 1,
        "block": 0,
        "evade": 0,
        "dodge": 0,
    }


def test_the_six_dice_come_from_the_data() -> None:
    found = dice()
    assert set(ATTACK_COLOURS + DEFENSE_COLOURS) <= set(found)
    assert all(found[c].sides == 6 for c in ATTACK_COLOURS + DEFENSE_COLOURS)
