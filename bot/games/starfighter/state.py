"""The match state: plain JSON data (docs/starfighter.md lists its fields) and the catalogue it plays with."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import Any

from bot.games.starfighter.catalogue import SECTORS, Catalogue, builtin, with_content

MODES = ("training", "skirmish", "total_war")
ROUND_LIMIT = 30  # [AMBIG-6]-like guard: a match whose armour never reaches 0 ends here (docs/starfighter.md)
CHAIN_LIMIT = 40  # [AMBIG-6]: effects resolved in one chain before the rest is cut

_CATALOGUES: dict[str, Catalogue] = {}


def clone(value: Any) -> Any:
    """A deep copy of plain JSON data (several times faster than copy.deepcopy, which evolve calls per event)."""
    if type(value) is dict:
        return {k: clone(v) if type(v) in _NESTED else v for k, v in value.items()}
    if type(value) is list:
        if not value or type(value[0]) in _FLAT:  # the state's lists are homogeneous: card numbers, seats, ints
            return value[:]
        return [clone(v) if type(v) in _NESTED else v for v in value]
    return value


_NESTED = (dict, list)
_FLAT = (str, int)


def content_key(content: Mapping[str, Any]) -> str:
    if not content:
        return ""
    return hashlib.sha256(json.dumps(content, sort_keys=True).encode()).hexdigest()[:16]


def catalogue(state: Mapping[str, Any]) -> Catalogue:
    """The shipped catalogue plus the match's own user content (cached per content)."""
    key = state["content_key"]
    if not key:
        return builtin()
    found = _CATALOGUES.get(key)
    if found is None:
        found = _CATALOGUES[key] = with_content(state["content"])
    return found


def pile_of(state: Mapping[str, Any], seat: str) -> str:
    """Whose deck and discard pile a seat uses: one shared pair, or each their own in Total War (§13)."""
    return seat if state["mode"] == "total_war" else "shared"


def new_state(
    mode: str, seats: list[str], first: str, content: Mapping[str, Any], piles: dict[str, list[str]]
) -> dict[str, Any]:
    return {
        "mode": mode,
        "seats": list(seats),
        "first": first,
        "phase": "cruiser",
        "round": 0,
        "initiative": first,
        "turn": first,
        "passed": [],
        "moved": False,
        "offset": 0,
        "dir": None,
        "players": {
            seat: {"cruiser": None, "armour": 0, "hand": [], "aside": [], "board": [[] for _ in range(SECTORS)]}
            for seat in seats
        },
        "piles": {name: {"deck": list(cards), "discard": []} for name, cards in piles.items()},
        "inst": 0,
        "eid": 0,
        "draws": 0,
        "pending": [],
        "chain": 0,
        "selected": {},
        "secret": {},
        "locked": [],
        "battle": None,
        "result": None,
        "last": None,
        "limits": {"rounds": ROUND_LIMIT, "chain": CHAIN_LIMIT},
        "content": dict(content),
        "content_key": content_key(content),
    }
