"""Helpers for the Starfighter tests: states with chosen boards, cards put by hand, seeded random matches."""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping
from typing import Any

from bot.core import canonical
from bot.core.chance import Chance
from bot.core.protocol import Event
from bot.games.starfighter import GAME
from bot.games.starfighter.board import HALVES
from bot.games.starfighter.context import Ctx
from bot.games.starfighter.flow import advance

SOUTH, NORTH = "south", "north"
SEATS = [SOUTH, NORTH]


def card(
    cid: str,
    level: int = 0,
    up: int = 2,
    low: int = 0,
    ue: tuple[str, ...] = (),
    le: tuple[str, ...] = (),
    colour: str = "blue",
    **extra: Any,
) -> dict[str, Any]:
    """A test card (loaded as user content, so the tests never depend on the synthetic catalogue): `up`/`low`
    fighters and `ue`/`le` effects on the printed upper/lower half; `extra` goes to the upper half (shields...)."""
    return {
        "id": cid,
        "colour": colour,
        "level": level,
        "upper": {"fighters": up, "effects": list(ue), **extra},
        "lower": {"fighters": low, "effects": list(le)},
    }


def state(
    mode: str = "training",
    seed: str = "t",
    cruisers: tuple[str, str] = ("ares", "athena"),
    cards: list[dict[str, Any]] | None = None,
    ships: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """A match with both cruisers chosen, south first with the initiative, before round 1 (empty hands). With
    `cards`, the deck is made of those test cards only."""
    options: dict[str, Any] = {"mode": mode}
    if mode == "total_war":
        options["decks"] = _decks()
    if cards is not None:
        options.update(cards="loaded", content={"card": cards})
    if ships is not None:
        options.setdefault("content", {})["cruiser"] = ships
    s = GAME.setup(options, SEATS, Chance(seed))
    s["first"] = s["initiative"] = s["turn"] = SOUTH
    for seat, cruiser in zip(SEATS, cruisers, strict=True):
        s = GAME.evolve(s, Event("cruiser", {"seat": seat, "cruiser": cruiser}))
    return s


def ship(cid: str, board: str, rows: list[int], draw: list[list[int]], armour: int = 10) -> dict[str, Any]:
    """A test cruiser side (loaded as user content)."""
    sectors = [{"rows": r, "draw": d} for r, d in zip(rows, draw, strict=True)]
    return {"id": cid, "name": cid, "board": board, "armour": armour, "training": False, "sectors": sectors}


def _decks() -> dict[str, list[str]]:
    from bot.games.starfighter.catalogue import builtin

    ids = sorted(builtin().cards)
    return {SOUTH: ids[:30], NORTH: ids[30:60]}


def deploying(s: dict[str, Any], hands: Mapping[str, list[str]], turn: str = SOUTH) -> dict[str, Any]:
    """`s` in Deployment with these hands (taken out of the deck), `turn` to play."""
    s = GAME.decode_state(copy.deepcopy(s))  # decode_state takes its data over: the caller's `s` stays as it was
    for seat, cards in hands.items():
        for card in cards:
            pile = s["piles"]["shared" if "shared" in s["piles"] else seat]["deck"]
            if card in pile:
                pile.remove(card)
        s["players"][seat]["hand"] = list(cards)
    s.update(round=max(1, s["round"]), phase="deploy", turn=turn, passed=[], moved=False)
    return s


def put(s: dict[str, Any], seat: str, sector: int, card: str, side: str = "face", rot: bool = False) -> str:
    """Put a card straight onto a board (no effect fires); returns its instance id. Sectors count from 1."""
    for pile in s["piles"].values():
        if card in pile["deck"]:
            pile["deck"].remove(card)
    s["inst"] += 1
    inst = f"c{s['inst']}"
    s["players"][seat]["board"][sector - 1].append(
        {"inst": inst, "card": card, "side": side, "rot": rot, "dmg": dict.fromkeys(HALVES, 0), "shield": 0}
    )
    return inst


def run(s: dict[str, Any], seat: str, action: Mapping[str, Any], seed: str = "t") -> tuple[dict[str, Any], list[Event]]:
    """act + evolve: the state after the action, and its events."""
    events = GAME.act(s, seat, dict(action), Chance(seed))
    for e in events:
        s = GAME.evolve(s, e)
    return s, events


def advanced(s: dict[str, Any], seed: str = "t") -> tuple[dict[str, Any], list[Event]]:
    """Run the automatic steps from `s` (as after an action) and return the state and events."""
    ctx = Ctx(s, Chance(seed))
    advance(ctx)
    out = s
    for e in ctx.events:
        out = GAME.evolve(out, e)
    return out, ctx.events


def top(s: Mapping[str, Any], seat: str, sector: int) -> dict[str, Any]:
    stack = s["players"][seat]["board"][sector - 1]
    assert stack, f"{seat}'s sector {sector} is empty"
    top_entry: dict[str, Any] = stack[-1]
    return top_entry


def stack_ids(s: Mapping[str, Any], seat: str, sector: int) -> list[str]:
    return [e["card"] for e in s["players"][seat]["board"][sector - 1]]


def random_match(
    mode: str, seed: int, options: Mapping[str, Any] | None = None, limit: int = 4000
) -> tuple[dict[str, Any], list[tuple[str, dict[str, Any]]], list[tuple[Event, dict[str, Any]]]]:
    """A match played by a seeded random policy over the offered options: (final state, actions, (event, state
    after it) for every event)."""
    chance, pick = Chance(f"seed-{seed}"), random.Random(seed)
    opts = dict(options or {"mode": mode})
    s = GAME.setup(opts, SEATS, chance)
    actions: list[tuple[str, dict[str, Any]]] = []
    log: list[tuple[Event, dict[str, Any]]] = []
    for _ in range(limit):
        if GAME.outcome(s) is not None:
            break
        prompts = GAME.prompts(s)
        p = prompts[pick.randrange(len(prompts))]
        assert p.options
        action = dict(p.options[pick.randrange(len(p.options))].action)
        actions.append((p.seat, action))
        for e in GAME.act(s, p.seat, action, chance):
            s = GAME.evolve(s, e)
            log.append((e, s))
    return s, actions, log


def digest(s: dict[str, Any]) -> str:
    return canonical.digest(GAME.encode_state(s))


def decision_states(mode: str, seed: int) -> list[dict[str, Any]]:
    """The states of a seeded random match at each decision (after each whole action, as the engine holds them)."""
    _final, actions, _log = random_match(mode, seed)
    s = GAME.setup({"mode": mode}, SEATS, Chance(f"seed-{seed}"))
    out = [s]
    for seat, action in actions:
        for e in GAME.act(s, seat, action, Chance(f"seed-{seed}")):
            s = GAME.evolve(s, e)
        out.append(s)
    return out
