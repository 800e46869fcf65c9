"""Imperial Assault dice rules (bot/games/ia/dice.py; rules digest imperial-assault.md §5.3-5.6)."""

from __future__ import annotations

from bot.games.ia.dice import ATTACK_COLOURS, DEFENSE_COLOURS, dice, totals


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


def face_multiset(colour: str) -> list[tuple[tuple[str, int], ...]]:
    return sorted(tuple(sorted(f.symbols.items())) for f in dice()[colour].faces)


def test_each_die_face_multiset_is_the_verified_one() -> None:
    # Five independent sources agree (shared reference §1.1); one public IA tool has yellow 1/1/2, a blank black
    # face and two white "block 1" faces: these multisets would catch any of those three.
    def atk(acc: int, dmg: int, surge: int) -> tuple[tuple[str, int], ...]:
        return tuple(sorted((k, v) for k, v in (("accuracy", acc), ("damage", dmg), ("surge", surge)) if v))

    table = {
        "red": [(0, 1, 0), (0, 2, 0), (0, 2, 0), (0, 2, 1), (0, 3, 0), (0, 3, 0)],
        "blue": [(2, 0, 1), (2, 1, 0), (3, 1, 1), (3, 2, 0), (4, 2, 0), (5, 1, 0)],
        "green": [(1, 0, 1), (1, 1, 1), (1, 2, 0), (2, 1, 1), (2, 2, 0), (3, 2, 0)],
        "yellow": [(0, 0, 1), (0, 1, 2), (1, 1, 1), (1, 2, 0), (2, 0, 1), (2, 1, 0)],
    }
    for colour, faces in table.items():
        assert face_multiset(colour) == sorted(atk(*f) for f in faces), colour
    assert face_multiset("black") == sorted(
        [(("block", 1),), (("block", 1),), (("block", 2),), (("block", 2),), (("block", 3),), (("evade", 1),)]
    )
    assert face_multiset("white") == sorted(
        [
            (),
            (("block", 1),),
            (("evade", 1),),
            (("block", 1), ("evade", 1)),
            (("block", 1), ("evade", 1)),
            (("dodge", 1),),
        ]
    )
