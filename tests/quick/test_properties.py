"""Properties over many requests: parse/describe round trip, odds monotone in every token, rolls never crash."""

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.quick.odds import odds
from bot.quick.roll import roll
from bot.quick.xwing_dice import XwingAttackSpec, parse_attack


@st.composite
def specs(draw: st.DrawFn, max_dice: int = 6) -> XwingAttackSpec:
    attack = draw(st.integers(0, max_dice))
    defense = draw(st.integers(0, max_dice))
    return XwingAttackSpec(
        attack,
        defense,
        draw(st.booleans()),
        draw(st.booleans()),
        draw(st.booleans()),
        draw(st.integers(0, 2)),
        draw(st.sampled_from([None, 1, 2, 3])),
        draw(st.booleans()),
    )


@settings(max_examples=60, deadline=None)
@given(specs(max_dice=100))
def test_describe_parses_back_to_the_same_request(spec: XwingAttackSpec) -> None:
    assert parse_attack(spec.describe()) == spec


def dominates(a: XwingAttackSpec, b: XwingAttackSpec) -> bool:
    """P(damage >= n) under a is at least that under b, for every n."""
    ra, rb = odds(a), odds(b)
    top = max(ra.max_damage, rb.max_damage) + 1
    return all(ra.at_least(n) >= rb.at_least(n) for n in range(top + 1))


@settings(max_examples=25, deadline=None)
@given(specs())
def test_tokens_only_ever_help_their_owner(spec: XwingAttackSpec) -> None:
    r = odds(spec)
    assert sum(r.joint.values()) == Fraction(1)
    assert r.expected_damage <= spec.attack_dice
    assert dominates(XwingAttackSpec(**{**spec.__dict__, "attacker_focus": True}), spec)
    assert dominates(XwingAttackSpec(**{**spec.__dict__, "attacker_lock": True}), spec)
    assert dominates(spec, XwingAttackSpec(**{**spec.__dict__, "defender_focus": True}))
    assert dominates(spec, XwingAttackSpec(**{**spec.__dict__, "defender_evades": spec.defender_evades + 1}))
    assert dominates(XwingAttackSpec(**{**spec.__dict__, "attacker_rerolls": spec.attacker_rerolls + 1}), spec)
    assert dominates(spec, XwingAttackSpec(**{**spec.__dict__, "defender_rerolls": spec.defender_rerolls + 1}))


@settings(max_examples=40, deadline=None)
@given(specs(max_dice=8), st.text(alphabet="0123456789abcdef", min_size=1, max_size=8))
def test_xwing_rolls_are_consistent(spec: XwingAttackSpec, seed: str) -> None:
    r = roll("xwing", spec.describe(), seed=seed)
    attack = r.details["attack_dice"]
    landed = [d for d in attack if not d["cancelled"] and d["face"] in ("hit", "crit")]
    assert r.details["hits"] + r.details["crits"] == len(landed)
    cancelled = [d for d in attack if d["cancelled"]]
    assert len(cancelled) == min(r.details["evades"], sum(d["face"] in ("hit", "crit") for d in attack))
    assert all(not d["rerolled"] or spec.attacker_lock or spec.attacker_rerolls for d in attack)
    if not spec.attacker_lock:
        assert sum(d["rerolled"] for d in attack) <= spec.attacker_rerolls
    if spec.attacker_focus:
        assert not any(d["face"] == "focus" for d in attack)
    assert roll("xwing", spec.describe(), seed=seed).to_json() == r.to_json()  # same seed, same dice


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["xwing", "ia", "ti4", "swm", "dice"]), st.text(max_size=40))
def test_any_text_either_rolls_or_raises_a_quick_input_error(game: str, text: str) -> None:
    from bot.quick.common import QuickInputError

    try:
        r = roll(game, text, seed="fuzz")
    except QuickInputError as exc:
        assert exc.example and exc.message
    else:
        assert r.text()
