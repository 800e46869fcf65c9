"""X-Wing roll parsing, token policy and cancellation, with scripted dice (rules digest §6, example T8)."""

from collections.abc import Callable

import pytest

from bot.quick.common import QuickInputError
from bot.quick.roll import roll
from bot.quick.xwing_dice import XwingAttackSpec, parse_attack, resolve


def scripted(script: dict[str, list[str]]) -> Callable[[str, int, str], list[str]]:
    def draw(die: str, count: int, key: str) -> list[str]:
        faces = script[key]
        assert len(faces) == count, (key, count, faces)
        return list(faces)

    return draw


def test_parse_issue_example() -> None:
    s = parse_attack("3 red focus lock vs 2 green evade")
    assert s == XwingAttackSpec(3, 2, True, True, False, 1, None, False)
    assert s.attack_dice == 3 and s.defense_dice == 2


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("3 Red Focus Target Lock vs 2 GREEN", XwingAttackSpec(3, 2, True, True, False, 0)),
        ("4 attack tl against 3 defense focus 2 evades", XwingAttackSpec(4, 3, False, True, True, 2)),
        ("3 red vs 2 green range 1", XwingAttackSpec(3, 2, range=1)),
        ("2 red", XwingAttackSpec(2, None)),
        ("3 green focus evade", XwingAttackSpec(None, 3, defender_focus=True, defender_evades=1)),
        ("3x red vs 3 green range 3 obstructed", XwingAttackSpec(3, 3, range=3, obstructed=True)),
        ("3 red reroll vs 2 green 2 rerolls", XwingAttackSpec(3, 2, attacker_rerolls=1, defender_rerolls=2)),
    ],
)
def test_parse_variants(text: str, expected: XwingAttackSpec) -> None:
    assert parse_attack(text) == expected


def test_range_and_obstruction_change_dice_counts() -> None:
    assert parse_attack("3 red vs 2 green range 1").attack_dice == 4
    s = parse_attack("3 red vs 2 green range 3 obstructed")
    assert (s.attack_dice, s.defense_dice) == (3, 4)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty request"),
        ("red vs green", "how many 'red' dice"),
        ("3 blue", "must be followed by red or green"),
        ("focus 3 red", "'focus' needs a side"),
        ("3 red evade", "evade tokens belong to the defender"),
        ("3 green lock", "target lock belongs to the attacker"),
        ("3 red focus focus", "focus given twice"),
        ("3 red vs 2 green range 5", "range must be 1, 2 or 3"),
        ("reroll 3 red", "'reroll' needs a side"),
        ("3 red reroll 50", "rerolls per side"),
        ("1000 red", "too many"),
        ("3 red vs 2 green banana", "don't understand 'banana'"),
        ("3 red range 3", "range 3 changes the defense dice"),
        ("2 red 3 red", "attack dice given twice"),
    ],
)
def test_bad_requests_get_specific_messages_with_an_example(text: str, message: str) -> None:
    with pytest.raises(QuickInputError, match=message) as err:
        parse_attack(text)
    assert "red" in err.value.example and "Example:" in str(err.value)


def test_rulebook_combat_example_attack_a() -> None:
    # T8 attack A: Rookie (attack 3, range 1 => 4 dice) with focus and a lock vs Academy Pilot (agility 3, evade).
    spec = parse_attack("3 red focus lock vs 3 green evade range 1")
    out = resolve(
        spec,
        scripted(
            {
                "xwing:attack": ["hit", "crit", "blank", "blank"],
                "xwing:attack:lock": ["hit", "focus"],
                "xwing:defense": ["evade", "focus", "blank"],
            }
        ),
    )
    assert [d.face for d in out.attack.dice] == ["hit", "crit", "hit", "hit"]
    assert [d.rerolled for d in out.attack.dice] == [False, False, True, True]
    assert out.evades == 2  # one rolled + the evade token; no defender focus token, the focus stays
    assert (out.hits, out.crits) == (1, 1)
    assert [d.cancelled for d in out.attack.dice] == [True, False, True, False]  # hits cancelled before the crit


def test_rulebook_combat_example_attack_b() -> None:
    spec = parse_attack("2 red vs 2 green range 1")
    out = resolve(spec, scripted({"xwing:attack": ["focus", "hit", "crit"], "xwing:defense": ["evade", "blank"]}))
    assert (out.hits, out.crits, out.evades) == (0, 1, 1)


def test_lock_rerolls_focus_too_without_a_focus_token() -> None:
    draw = scripted({"xwing:attack": ["focus", "blank", "hit"], "xwing:attack:lock": ["crit", "hit"]})
    out = resolve(parse_attack("3 red lock"), draw)
    assert [d.face for d in out.attack.dice] == ["crit", "hit", "hit"]
    draw = scripted({"xwing:attack": ["focus", "blank", "hit"], "xwing:attack:lock": ["focus"]})
    out = resolve(parse_attack("3 red focus lock"), draw)
    assert [d.face for d in out.attack.dice] == ["hit", "hit", "hit"]  # focus kept, rerolled blank->focus->hit
    assert out.attack.dice[1].history == ["blank", "focus"]


def test_free_rerolls_come_before_the_lock_and_no_die_is_rerolled_twice() -> None:
    # Howlrunner-style "reroll 1": the first blank is rerolled; the lock then rerolls only the dice not yet rerolled
    draw = scripted(
        {
            "xwing:attack": ["blank", "blank", "hit"],
            "xwing:attack:reroll": ["blank"],
            "xwing:attack:lock": ["crit"],
        }
    )
    out = resolve(parse_attack("3 red reroll 1 lock"), draw)
    assert [d.face for d in out.attack.dice] == ["blank", "crit", "hit"]
    assert [len(d.history) for d in out.attack.dice] == [1, 1, 0]
    draw = scripted({"xwing:attack": ["blank", "hit"], "xwing:attack:reroll": ["hit"]})
    out = resolve(parse_attack("2 red reroll 1 lock"), draw)
    assert "keeps the lock" in out.notes[-1]


def test_defender_rerolls_only_when_hits_would_get_through() -> None:
    draw = scripted(
        {"xwing:attack": ["hit", "hit"], "xwing:defense": ["blank", "evade"], "xwing:defense:reroll": ["evade"]}
    )
    out = resolve(parse_attack("2 red vs 2 green reroll 1"), draw)
    assert out.evades == 2 and out.damage == 0
    draw = scripted({"xwing:attack": ["hit", "blank"], "xwing:defense": ["blank", "evade"]})
    out = resolve(parse_attack("2 red vs 2 green reroll 1"), draw)  # one evade already cancels the one hit
    assert out.defense.dice[0].face == "blank" and not out.defense.dice[0].rerolled


def test_lock_kept_when_nothing_to_reroll() -> None:
    out = resolve(parse_attack("2 red lock"), scripted({"xwing:attack": ["hit", "crit"]}))
    assert "keeps the lock" in out.notes[0]


def test_defender_spends_tokens_only_when_needed() -> None:
    draw = scripted({"xwing:attack": ["hit"], "xwing:defense": ["evade", "focus"]})
    out = resolve(parse_attack("1 red vs 2 green focus evade"), draw)
    assert out.evades == 1 and out.damage == 0
    assert [d.face for d in out.defense.dice] == ["evade", "focus"]
    assert any("keeps focus: not needed" in n for n in out.notes)
    draw = scripted({"xwing:attack": ["hit", "hit", "crit"], "xwing:defense": ["evade", "focus"]})
    out = resolve(parse_attack("3 red vs 2 green focus evade"), draw)
    assert out.evades == 3 and out.damage == 0


def test_evades_cancel_hits_before_crits() -> None:
    draw = scripted({"xwing:attack": ["crit", "hit", "hit"], "xwing:defense": ["evade", "evade"]})
    out = resolve(parse_attack("3 red vs 2 green"), draw)
    assert (out.hits, out.crits) == (0, 1)


def test_roll_result_shows_each_die_and_the_net_result() -> None:
    r = roll("xwing", "3 red focus lock vs 2 green evade", seed="show")
    names = [f[0] for f in r.fields]
    assert names[:2] == ["Attack (3 red)", "Defense (2 green)"]
    attack, defense = r.details["attack_dice"], r.details["defense_dice"]
    # The net result is what the shown dice say: uncancelled hits and crits, one evade cancelling per evade face.
    landed = [d["face"] for d in attack if not d["cancelled"]]
    assert (r.details["hits"], r.details["crits"]) == (landed.count("hit"), landed.count("crit"))
    assert r.details["evades"] == [d["face"] for d in defense].count("evade") == sum(d["cancelled"] for d in attack)
    # Seed "show": the lock rerolls two blanks, focus turns into a hit, the evade token cancels one hit.
    assert [d["face"] for d in attack] == ["hit", "hit", "hit"] and r.details["evades"] == 1
    assert r.summary == "2 hits + 0 crits land after 1 evade"
    assert len(r.icons) == 3 + len(defense)
    assert "seed show" in r.text() and "xwing:attack" in r.text()
