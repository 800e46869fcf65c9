"""The attack in its steps (bot/games/ia/attack.py), each test naming its RRG line (imperial-assault-rrg-ru.txt).

Face indices (data/ia/dice.json): red [1, 2, 2, 2+s, 3, 3] damage; blue [a2 s, a2 d1, a3 d2, a3 d1 s, a4 d2, a5 d1];
green [a1 s, a1 d1 s, a1 d2, a2 d1 s, a2 d2, a3 d2]; yellow [s, d1 s2, a1 d2, a1 d1 s, a2 s, a2 d1];
black [b1, b1, b2, b2, b3, evade]; white [blank, b1, evade, b1 e1, b1 e1, dodge].
"""

from __future__ import annotations

import pytest

from bot.games.ia import attack as A
from bot.games.ia.attack import AttackError, Surge

DMG1 = Surge.of({"effects": {"damage": 1}})
ACC2 = Surge.of({"effects": {"accuracy": 2}})
PIERCE2 = Surge.of({"effects": {"pierce": 2}})
BLAST1 = Surge.of({"effects": {"blast": 1}})
STUN = Surge.of({"effects": {"stun": 1}})
FOCUS = Surge.of({"effects": {"focus": 1}})
RECOVER2 = Surge.of({"effects": {"recover": 2}})


def stormtrooper(distance: int = 4, defense: tuple[str, ...] = ("black",), **kw: object) -> dict:
    return A.new_attack("st", "rt", "ranged", ("blue", "green"), defense, (DMG1, ACC2), distance, **kw)  # type: ignore[arg-type]


def test_l98_110_seven_steps_hit_with_blocks() -> None:
    att = A.roll(stormtrooper(), {"attack": [2, 0], "defense": [0]})  # a3 d2 + a1 s vs b1
    r = A.result(att)
    assert (r.miss, r.accuracy, r.damage, r.blocks) == (None, 4, 1, 1)  # 2 damage - 1 block; accuracy 4 >= 4


def test_l107_l1373_accuracy_below_the_counted_distance_misses_and_a_surge_can_reach_it() -> None:
    att = A.roll(stormtrooper(distance=6), {"attack": [2, 0], "defense": [0]})  # accuracy 4, 1 surge
    assert A.result(att).miss == "accuracy"
    assert A.result(A.spend(att, 1)).miss is None  # +2 accuracy reaches 6 (L106)


def test_l1376_a_ranged_attack_on_an_adjacent_target_needs_accuracy_1() -> None:
    att = A.new_attack("a", "t", "ranged", ("red",), (), (), 1)
    assert A.result(A.roll(att, {"attack": [4], "defense": []})).miss == "accuracy"  # red has no accuracy
    melee = A.new_attack("a", "t", "melee", ("red",), ())
    assert A.result(A.roll(melee, {"attack": [4], "defense": []})).damage == 3  # L150-159: melee ignores accuracy


def test_l953_each_evade_cancels_one_surge() -> None:
    att = A.roll(stormtrooper(), {"attack": [3, 0], "defense": [5]})  # a3 d1 s + a1 s = 2 surges vs 1 evade
    assert A.surges_left(att) == 1
    att = A.spend(att, 0)
    with pytest.raises(AttackError, match="costs 1 surge"):
        A.spend(att, 1)


def test_l956_each_surge_ability_once_per_attack_and_l954_the_rest_is_lost() -> None:
    att = A.roll(stormtrooper(defense=()), {"attack": [3, 1], "defense": []})  # 2 surges, 2 damage
    att = A.spend(att, 0)
    with pytest.raises(AttackError) as err:
        A.spend(att, 0)
    assert err.value.rule == "L956"
    assert A.result(att).damage == 3  # one +1 damage only; the second surge is unspent and lost


def test_l104_each_die_rerolled_at_most_once_per_attack() -> None:
    att = A.roll(stormtrooper(), {"attack": [0, 0], "defense": [0]})
    att = A.reroll(att, "attack", 0, 4)  # a4 d2
    assert A.totals(att)["accuracy"] == 5
    with pytest.raises(AttackError) as err:
        A.reroll(att, "attack", 0, 5)  # by anyone: the defender may not reroll it either
    assert err.value.rule == "L104"
    att = A.reroll(att, "defense", 0, 4)  # another die is fine
    assert A.totals(att)["block"] == 3


def test_l105_modifiers_come_before_surges_and_l124_dice_are_added_before_the_roll() -> None:
    att = A.add_die(stormtrooper(), "attack", "green")  # Focused (L728-730)
    att = A.roll(att, {"attack": [2, 0, 4], "defense": [0]})
    assert A.totals(att)["damage"] == 4
    with pytest.raises(AttackError, match="not possible now"):
        A.add_die(att, "attack", "red")
    att = A.spend(A.modify(att, {"damage": 1}), 0)
    with pytest.raises(AttackError, match="not possible now"):
        A.modify(att, {"damage": 1})  # step 4 is over once surges are spent
    assert A.result(att).damage == 4 + 1 + 1 - 1


def test_l1232_a_dodge_misses_but_l216_recover_still_applies_and_l120_blast_does_not() -> None:
    att = A.new_attack("a", "t", "ranged", ("red", "yellow"), ("white",), (RECOVER2, BLAST1), 2)
    att = A.roll(att, {"attack": [5, 4], "defense": [5]})  # 3 damage, a2 s vs dodge
    att = A.spend(att, 0)
    r = A.result(att)
    assert (r.miss, r.damage, r.recover, r.blast) == ("dodge", 0, 2, 0)


def test_l1205_l1210_pierce_ignores_blocks_and_adds_up_but_never_adds_damage() -> None:
    att = A.new_attack("a", "t", "melee", ("red", "red"), ("black", "black"), (PIERCE2,), pierce=1)
    att = A.roll(att, {"attack": [3, 4], "defense": [4, 2]})  # 5 damage, 1 surge vs 5 blocks
    assert A.result(att).damage == 1  # printed Pierce 1
    assert A.result(A.spend(att, 0)).damage == 3  # + surge Pierce 2 = 3 blocks ignored
    light = A.roll(A.new_attack("a", "t", "melee", ("red",), ("black",), (), pierce=5), {"attack": [0], "defense": [0]})
    assert A.result(light).damage == 1  # extra pierce is wasted (L1209)


def test_l120_l1235_blocked_to_zero_is_not_a_miss_but_keywords_need_damage() -> None:
    att = A.new_attack("a", "t", "melee", ("red",), ("black",), (BLAST1,))
    att = A.spend(A.roll(att, {"attack": [3], "defense": [4]}), 0)  # 2 damage + surge vs 3 blocks
    r = A.result(att)
    assert (r.miss, r.damage, r.blast) == (None, 0, 0)
    hit = A.spend(
        A.roll(A.new_attack("a", "t", "melee", ("red",), ("black",), (BLAST1,)), {"attack": [3], "defense": [0]}), 0
    )
    assert (A.result(hit).damage, A.result(hit).blast) == (1, 1)


def test_l1307_l1310_harmful_conditions_go_to_the_target_beneficial_to_the_attacker() -> None:
    att = A.new_attack("a", "t", "melee", ("red", "yellow"), (), (STUN, FOCUS))
    att = A.roll(att, {"attack": [3, 1], "defense": []})  # 3 surges
    att = A.spend(A.spend(att, 0), 1)
    r = A.result(att)
    assert r.conditions == ("stunned",) and r.attacker_conditions == ("focused",)


def test_best_surges_reaches_the_range_first_then_damage() -> None:
    t = {"accuracy": 3, "damage": 2, "block": 0, "dodge": 0}
    assert A.best_surges((DMG1, ACC2), 1, t, "ranged", 5) == (1,)  # +2 accuracy or the attack misses
    assert A.best_surges((DMG1, ACC2), 1, t, "ranged", 3) == (0,)  # in range: +1 damage
    assert A.best_surges((DMG1, ACC2), 2, t, "ranged", 5) == (0, 1)
    assert A.affordable((DMG1, ACC2), 1) == [(), (0,), (1,)]


def test_bad_declarations_are_refused_with_the_rule() -> None:
    with pytest.raises(AttackError, match="counted distance"):
        A.new_attack("a", "t", "ranged", ("blue",), (), (), None)
    with pytest.raises(AttackError, match="not an attack die"):
        A.new_attack("a", "t", "melee", ("black",), ())
    with pytest.raises(AttackError, match="each die once"):
        A.reroll(A.reroll(A.roll(stormtrooper(), {"attack": [0, 0], "defense": [0]}), "defense", 0, 1), "defense", 0, 2)
