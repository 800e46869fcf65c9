"""TI4 phases as typed values: the text stored in states and events parses into a Phase and back unchanged."""

from __future__ import annotations

import pytest

from bot.games.ti4.phases import Phase, phase


@pytest.mark.parametrize(
    "text",
    ["sco:attacker", "cap:defender:sco:defender", "cap:attacker:start", "round_start", "munitions:defender",
     "declare:attacker", "reroll:defender", "duranium:attacker", "cap_end:defender", "afb_end", "over"],
)  # fmt: skip
def test_stored_phase_text_round_trips(text: str) -> None:
    assert str(Phase.parse(text)) == text


def test_parsed_phase_names_its_step_seat_and_continuation() -> None:
    cap = Phase.parse("cap:defender:sco:defender")
    assert (cap.step, cap.seat) == ("cap", "defender")
    assert cap.then == Phase("sco", "defender")
    assert phase("declare", "defender") == "declare:defender"
    assert Phase.parse("declare:attacker").side == "attacker"


@pytest.mark.parametrize("text", ["declare", "declare:nobody", "afb:attacker", "warp:attacker", "roll:attacker:x"])
def test_malformed_phase_text_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match="TI4"):
        Phase.parse(text)


def test_a_seatless_phase_has_no_side() -> None:
    with pytest.raises(ValueError, match="has no seat"):
        _ = Phase.parse("retreat").side
