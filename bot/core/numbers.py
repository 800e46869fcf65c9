"""Limits on numbers and expressions a person types, checked before any conversion or parsing.

Python refuses to convert a number of more than 4,300 digits (ValueError) and a deeply nested expression
overflows the parser's recursion (RecursionError); no count, size or coordinate here needs more than a few
digits, so requests are refused early with a message that names the limit.
"""

from __future__ import annotations

import re

MAX_DIGITS = 12  # digits in one number (a count, a die size, a coordinate's integer part)
MAX_NESTING = 20  # parentheses inside parentheses in a dice expression
MAX_TERMS = 100  # numbers and dice joined by + - * / , in a dice expression

_LONG = re.compile(rf"\d{{{MAX_DIGITS + 1},}}")


def long_number_parts(text: str) -> tuple[str, int] | None:
    """The first number of `text` longer than MAX_DIGITS digits, shown cut ("99999999…"), and its length; or None."""
    m = _LONG.search(text)
    return None if m is None else (m.group()[:8] + "…", len(m.group()))


def long_number(text: str) -> str | None:
    """Why `text` is refused for holding a number longer than MAX_DIGITS digits, or None."""
    found = long_number_parts(text)
    if found is None:
        return None
    shown, digits = found
    return f"the number {shown} has {digits:,} digits; numbers here have at most {MAX_DIGITS} digits"
