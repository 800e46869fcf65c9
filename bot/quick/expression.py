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

from bot.core.numbers import expression_size, long_number
from bot.quick.common import MAX_DICE, MAX_SIDES, DieIcon, QuickInputError, RollResult, Verification, chance_for

EXAMPLE = "4d6kh3+2"
_LOCK = threading.Lock()
_MAX_TOTAL_ROLLS = 1000  # exploding and rerolling dice stop here


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
        raise QuickInputError("empty expression", EXAMPLE)
    too_big = long_number(expr) or expression_size(expr)
    if too_big:
        raise QuickInputError(too_big, EXAMPLE)
    try:
        ast = d20.parse(expr)
    except d20.RollSyntaxError as exc:
        raise QuickInputError(f"not a dice expression ({exc})", EXAMPLE) from None
    except RecursionError:  # the limits above keep far from it; never a traceback if they miss a shape
        raise QuickInputError("the expression is nested too deeply", EXAMPLE) from None
    nodes = list(_dice_nodes(ast))
    if not nodes:
        raise QuickInputError("no dice in that expression", EXAMPLE)
    total = 0
    for n in nodes:
        size = n.size
        if size != "%" and (not isinstance(size, int) or size < 1 or size > MAX_SIDES):
            raise QuickInputError(f"a die needs 1 to {MAX_SIDES} sides (got d{size})", EXAMPLE)
        total += n.num
    if total > MAX_DICE:
        raise QuickInputError(f"{total} dice is too many — I roll at most {MAX_DICE} at once, sorry", EXAMPLE)
    if adv is not d20.AdvType.NONE and not any(n.num == 1 and n.size == 20 for n in nodes):
        raise QuickInputError("advantage needs a single d20 in the expression", "d20+5 adv")
    return ast, adv


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
            raise QuickInputError(f"that would roll more than {_MAX_TOTAL_ROLLS} dice", EXAMPLE) from None
        except d20.RollError as exc:
            raise QuickInputError(f"cannot roll that ({exc})", EXAMPLE) from None
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
        title=f"Roll: {label}",
        summary=str(result.total),
        fields=(("Dice", shown),),
        icons=tuple(icons[:MAX_DICE]),
        verification=Verification(seed, (key,)),
        details={"total": result.total, "crit": result.crit.name.lower(), "expression": shown},
    )


def _dice_nodes_expr(node: Any) -> Iterator[Any]:
    if isinstance(node, d20.Dice):
        yield node
    for child in getattr(node, "children", []) or []:
        yield from _dice_nodes_expr(child)
