"""Skirmish content: command cards and decks (RRG L567-581), missions and their maps (data/ia/*.json, our own
design, labelled), and the army check (L1196-1203, L1416-1422; the 40-point cap is the Skirmish Guide's,
an external fact: imperial-assault.md §6.1)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from bot.core.data import load_json
from bot.core.texts import data_name, msg
from bot.games.grid import Board, board_from_json, load_map
from bot.games.ia.roster import Card

DECK_SIZE = 15  # L569
DECK_COST = 15  # L570
COPIES = {"unique": 1, "elite": 2, "regular": 4}  # skirmish copy limits (digest §2.6)
TIMINGS = ("attack", "defense", "activation")
CARD_EFFECTS = {
    "attack": ("accuracy", "damage", "surge", "pierce"),
    "defense": ("block", "evade"),
    "activation": ("mp", "recover", "focus", "move", "push", "place"),
}
MAX_UNITS = 16  # deployment cards in one army: far above what 40 points buy; bounds a pasted army


@dataclass(frozen=True)
class Command:
    id: str
    name: str
    cost: int
    limit: int
    affiliation: str  # "any" or one affiliation
    trait: str | None
    timing: str
    effect: tuple[tuple[str, int], ...]
    name_ru: str = ""


@dataclass(frozen=True)
class Mission:
    id: str
    map: str
    set: str
    terminals: tuple[tuple[int, int], ...]
    crates: tuple[tuple[int, int], ...]
    vp: Mapping[str, Any]
    summary: str


@cache
def commands() -> dict[str, Command]:
    doc = load_json("ia", "commands.json")
    out = {}
    for c in doc["cards"]:
        effect = tuple(sorted((str(k), int(v)) for k, v in c["effect"].items()))
        out[c["id"]] = Command(
            c["id"],
            c["name"],
            c["cost"],
            c["limit"],
            c["affiliation"],
            c.get("trait"),
            c["timing"],
            effect,
            c.get("name_ru", ""),
        )
    return out


@cache
def default_decks() -> dict[str, tuple[str, ...]]:
    return {k: tuple(v) for k, v in load_json("ia", "commands.json")["decks"].items()}


@cache
def missions() -> dict[str, Mission]:
    out = {}
    for m in load_json("ia", "missions.json")["missions"]:
        out[m["id"]] = Mission(
            m["id"],
            m["map"],
            m["set"],
            tuple((x, y) for x, y in m["terminals"]),
            tuple((x, y) for x, y in m["crates"]),
            m["vp"],
            m["summary"],
        )
    return out


def mission_board(mission: Mission, user_maps: Mapping[str, Any] | None = None) -> Board:
    """The mission's map: a shipped one, or a map a player added (user content)."""
    if user_maps and mission.map in user_maps:
        return board_from_json(user_maps[mission.map])
    return load_map("ia", mission.map)


def deck_problems(deck: Sequence[str], affiliation: str | None) -> list[dict[str, Any]]:
    """Why `deck` is not a legal command deck for an army of `affiliation` (L569-571, L577), or [], as messages
    (problem.*: `problems_text` joins them). None: no deployment card known yet, so no affiliation to check."""
    cards = commands()
    problems = []
    unknown = sorted({c for c in deck if c not in cards})
    if unknown:
        problems.append(msg("problem.unknown_commands", ids=", ".join(unknown), known=", ".join(sorted(cards))))
        return problems
    if len(deck) != DECK_SIZE:
        problems.append(msg("problem.deck_size", size=DECK_SIZE, n=len(deck)))
    cost = sum(cards[c].cost for c in deck)
    if cost > DECK_COST:
        problems.append(msg("problem.deck_cost", cost=cost, most=DECK_COST))
    for cid, n in sorted(Counter(deck).items()):
        card = cards[cid]
        named = data_name({"name": card.name, "name_ru": card.name_ru} if card.name_ru else {"name": card.name})
        if n > card.limit:
            problems.append(msg("problem.command_copies", n=n, card=named, limit=card.limit))
        if affiliation is not None and card.affiliation not in ("any", affiliation):
            problems.append(
                msg(
                    "problem.command_affiliation",
                    card=named,
                    only=msg(f"pick.only.{card.affiliation}"),
                    army=msg(f"problem.army.{affiliation}"),
                )
            )
    return problems


def army_problems(units: Sequence[str], catalogue: Mapping[str, Card], points: int) -> list[dict[str, Any]]:
    """Why `units` is not a legal skirmish army, or [], as messages: known cards; one affiliation; copy limits;
    one unique by name; at most `points` deployment cost."""
    if not units:
        return [msg("problem.no_units")]
    if len(units) > MAX_UNITS:
        return [msg("problem.too_many_units", most=MAX_UNITS)]
    unknown = sorted({u for u in units if u not in catalogue})
    if unknown:
        return [msg("problem.unknown_units", ids=", ".join(unknown), known=", ".join(sorted(catalogue)))]
    cards = [catalogue[u] for u in units]
    problems = []
    affiliations = sorted({c.affiliation for c in cards})
    if len(affiliations) > 1:
        problems.append(msg("problem.mixed", affiliations=[msg(f"problem.army.{a}") for a in affiliations]))
    cost = sum(c.cost for c in cards)
    if cost > points:
        problems.append(msg("problem.army_cost", cost=cost, most=points))
    for cid, n in sorted(Counter(units).items()):
        card = catalogue[cid]
        kind = "unique" if card.unique else "elite" if card.elite else "regular"
        if n > COPIES[kind]:
            problems.append(msg(f"problem.copies_{kind}", n=n, card=data_name(card.names), limit=COPIES[kind]))
    names = Counter(catalogue[u].name for u in set(units) if catalogue[u].unique)
    for name, n in sorted(names.items()):
        if n > 1:
            card = next(catalogue[u] for u in sorted(set(units)) if catalogue[u].name == name)
            problems.append(msg("problem.unique", card=data_name(card.names)))
    return problems


def problems_text(problems: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The problems as one message, joined by "; " (a list param would join with ", ", which the problems use)."""
    joined: dict[str, Any] = dict(problems[-1])
    for p in reversed(problems[:-1]):
        joined = msg("problem.and", first=p, rest=joined)
    return joined
