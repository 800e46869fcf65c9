"""Any dice expression ("4d6kh3+2", "d20 adv", "2d6 + 1d4 dis") through the `d20` package.

d20 draws from the `random` module's global generator; to keep every roll keyed and verifiable we hand it a
`random.Random` derived from (seed, key) for the duration of one roll, under a lock. Dice counts and sizes are
checked on the parsed expression before anything is rolled.
"""

from __future__ import annotations

import random
import re
import threading
from collections.abc import Iterator
from typing import Any

import d20
import d20.expression as d20_expression

from bot.core.numbers import MAX_NESTING, MAX_TERMS
from bot.quick.common import (
    MAX_DICE,
    MAX_SIDES,
    DieIcon,
    QuickInputError,
    RollResult,
    Verification,
    chance_for,
    check_long_numbers,
)
from bot.quick.texts import Phrase

EXAMPLE = "4d6kh3+2"
_LOCK = threading.Lock()
_MAX_TOTAL_ROLLS = 1000  # exploding and rerolling dice stop here
# Roll20's and Foundry's "drop lowest/highest" (4d6dl1) is d20's "p" (4d6pl1): both are taken
_DROP = re.compile(r"(?<=[\d%])d([lh])(?=\d)")


def _dice_nodes(node: Any) -> Iterator[Any]:
    if isinstance(node, d20.ast.Dice):
        yield node
    for child in getattr(node, "children", []) or []:
        yield from _dice_nodes(child)


def parse_expression(text: str) -> tuple[Any, d20.AdvType]:
    expr = text.strip()
    adv = d20.AdvType.NONE
    m = re.search(r"\s+(adv|advantage|dis|disadvantage)\s*$", expr, re.IGNORECASE)
    if m:
        adv = d20.AdvType.ADV if m.group(1).lower().startswith("adv") else d20.AdvType.DIS
        expr = expr[: m.start()]
    if not expr:
        raise QuickInputError(Phrase("err.empty_expression"), EXAMPLE)
    check_long_numbers(expr, EXAMPLE)
    _check_size(expr)
    readable = _DROP.sub(r"p\1", expr.lower())  # d20 reads lower case only; phones type "4D6"
    try:
        ast = d20.parse(readable)
    except d20.RollSyntaxError as exc:
        raise QuickInputError(_syntax_problem(readable, exc), EXAMPLE) from None
    except RecursionError:  # the limits above keep far from it; never a traceback if they miss a shape
        raise QuickInputError(Phrase("err.nested_too_deeply"), EXAMPLE) from None
    nodes = list(_dice_nodes(ast))
    if not nodes:
        raise QuickInputError(Phrase("err.no_dice_in_expression"), EXAMPLE)
    total = 0
    for n in nodes:
        size = n.size
        if size != "%" and (not isinstance(size, int) or size < 1 or size > MAX_SIDES):
            raise QuickInputError(Phrase("err.sides", maximum=MAX_SIDES, die=f"d{size}"), EXAMPLE)
        total += n.num
    if total > MAX_DICE:
        raise QuickInputError(Phrase("err.too_many", what=Phrase("what.dice"), n=total, maximum=MAX_DICE), EXAMPLE)
    if adv is not d20.AdvType.NONE and not any(n.num == 1 and n.size == 20 for n in nodes):
        raise QuickInputError(Phrase("err.advantage"), "d20+5 adv")
    return ast, adv


def _syntax_problem(expr: str, exc: d20.RollSyntaxError) -> Phrase:
    """Where the parser stopped, in words, and what an expression may hold (d20's own message is its grammar's
    token names, in English)."""
    at = exc.col if isinstance(exc.col, int) and 1 <= exc.col <= len(expr) else None
    if at is None:
        return Phrase("err.expression_ends", grammar=Phrase("expression.grammar"))
    piece = expr[at - 1 : at + 11]
    return Phrase("err.expression_at", at=at, piece=piece, grammar=Phrase("expression.grammar"))


def _check_size(text: str) -> None:
    """Refuse deep nesting or too many terms before parsing (bot/core/numbers.py: the parser's recursion)."""
    depth = deepest = 0
    for ch in text:
        depth += (ch == "(") - (ch == ")")
        deepest = max(deepest, depth)
    if deepest > MAX_NESTING:
        raise QuickInputError(Phrase("err.nesting", depth=deepest, limit=MAX_NESTING), EXAMPLE)
    terms = 1 + len(re.findall(r"[+\-*/,]", text))
    if terms > MAX_TERMS:
        raise QuickInputError(Phrase("err.terms", terms=terms, limit=MAX_TERMS), EXAMPLE)


def roll_expression(request: str, seed: str | None = None) -> RollResult:
    ast, adv = parse_expression(request)
    seed, chance = chance_for(seed)
    key = "dice:expression"
    rng: random.Random = chance.rng(key)
    roller = d20.Roller(d20.RollContext(max_rolls=_MAX_TOTAL_ROLLS))
    with _LOCK:
        saved = d20_expression.random
        d20_expression.random = rng  # a Random instance has the same randrange
        try:
            result = roller.roll(ast, advantage=adv)
        except d20.TooManyRolls:
            raise QuickInputError(Phrase("err.too_many_rolls", n=_MAX_TOTAL_ROLLS), EXAMPLE) from None
        except d20.RollError as exc:
            raise QuickInputError(Phrase("err.cannot_roll", why=str(exc)), EXAMPLE) from None
        finally:
            d20_expression.random = saved
    icons: list[DieIcon] = []
    for node in _dice_nodes_expr(result.expr):
        for die in node.values:
            for v in die.values:
                icons.append(DieIcon(f"d{die.size}", str(v.number), "kept" if die.kept and v.kept else "dropped"))
    shown = str(result).replace("`", "")
    label = request.strip()
    return RollResult(
        game="dice",
        request=label,
        title=Phrase("title.roll", rolled=label),
        summary=str(result.total),
        fields=((Phrase("field.dice"), shown),),
        icons=tuple(icons[:MAX_DICE]),
        verification=Verification(seed, (key,)),
        details={"total": result.total, "crit": result.crit.name.lower(), "expression": shown},
    )


def _dice_nodes_expr(node: Any) -> Iterator[Any]:
    if isinstance(node, d20.Dice):
        yield node
    for child in getattr(node, "children", []) or []:
        yield from _dice_nodes_expr(child)
