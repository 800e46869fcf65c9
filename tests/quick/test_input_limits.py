"""Numbers and expressions too big to convert or parse are refused with the limit named (issue 12: ValueError from
Python's 4,300-digit conversion limit, RecursionError from 1,000 nested parentheses or 2,001 terms)."""

from __future__ import annotations

import pytest

from bot.core.numbers import MAX_DIGITS, MAX_NESTING, MAX_TERMS
from bot.core.protocol import RuleError
from bot.games.ti4.odds import odds as ti4_odds
from bot.quick import sandbox as sb
from bot.quick.common import QuickInputError
from bot.quick.odds import odds_request
from bot.quick.roll import roll
from bot.quick.sandbox_commands import run_command

HUGE = "9" * 5000


@pytest.mark.parametrize(
    ("game", "text"),
    [
        ("dice", f"{HUGE}d6"),
        ("dice", f"2d{HUGE}"),
        ("ti4", f"{HUGE}x 9"),
        ("xwing", f"{HUGE} red vs 2 green"),
        ("ia", f"{HUGE} blue"),
        ("swm", f"+{HUGE} vs 16"),
    ],
)
def test_a_number_of_thousands_of_digits_is_refused_in_every_roll(game: str, text: str) -> None:
    with pytest.raises(QuickInputError, match=f"5000 digits; numbers here have at most {MAX_DIGITS} digits"):
        roll(game, text)


def test_thirteen_digits_are_refused_and_twelve_reach_the_tools_own_limits() -> None:
    with pytest.raises(QuickInputError, match="at most 12 digits"):
        roll("dice", "1234567890123d6")
    with pytest.raises(QuickInputError, match="too many"):
        roll("dice", "123456789012d6")


def test_odds_ti4_odds_and_the_sandbox_refuse_huge_numbers() -> None:
    with pytest.raises(QuickInputError, match="at most 12 digits"):
        odds_request(f"{HUGE} red vs 2 green")
    with pytest.raises(RuleError, match="attacker: the number 99999999… has 5,000 digits"):
        ti4_odds(f"{HUGE} cruiser", "1 destroyer")
    with pytest.raises(QuickInputError, match="at most 12 digits"):
        run_command(sb.new_sandbox(), f"place luke x-wing at {HUGE} 100")


def test_deep_and_long_dice_expressions_are_refused_with_their_limits() -> None:
    with pytest.raises(QuickInputError, match=f"nests parentheses 1000 deep; the limit is {MAX_NESTING}"):
        roll("dice", "(" * 1000 + "1" + ")" * 1000)
    with pytest.raises(QuickInputError, match=f"has 2001 terms; the limit is {MAX_TERMS}"):
        roll("dice", "+".join(["1"] * 2001))
    # at the limits they roll
    assert roll("dice", "(" * MAX_NESTING + "1d6" + ")" * MAX_NESTING).details["total"] in range(1, 7)
    assert roll("dice", "+".join(["1d2"] * MAX_TERMS)).details["total"] in range(MAX_TERMS, 2 * MAX_TERMS + 1)
