"""How sentences name a ship: by its pilot, in the reader's language (the rulebook's Russian with the case forms
the sentences need, data/xwing/pilots.json), numbered when two ships of one side share a pilot ("Black Squadron
Pilot #2", «Пилот Чёрной эскадрильи №2»). Labels ("NB", "BSP2") are for pictures only, where a legend names them.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache, lru_cache
from typing import Any

from bot.core.data import load_json
from bot.core.texts import data_name


def label(name: str) -> str:
    """A ship's short label drawn on the board: the initials of its pilot's name ("Night Beast" -> "NB")."""
    words = [w.strip('"«»') for w in name.split()]
    return "".join(w[0] for w in words if w).upper()


@cache
def _pilots() -> dict[str, dict[str, Any]]:
    pilots: dict[str, dict[str, Any]] = load_json("xwing", "pilots.json")["pilots"]
    return pilots


@cache
def _pieces() -> dict[str, dict[str, Any]]:
    """Mission pieces by their `piece` kind: the shuttle of mission 1."""
    missions = load_json("xwing", "missions.json")["missions"]
    return {"shuttle": missions["political_escort"]["rules"]["shuttle"]}


def ship_name(ship: Mapping[str, Any]) -> dict[str, Any] | str:
    """A ship as a text param: its pilot's name (or the mission piece's), with its number when its side has
    several of that pilot; the label for a record that names neither (a ship of an unknown pilot)."""
    piece = ship.get("piece")
    if isinstance(piece, str) and piece in _pieces():
        return _fresh(_piece_name(piece))
    pid = str(ship.get("pilot"))
    if pid not in _pilots():
        return str(ship.get("label", ship.get("id", "?")))
    number = ship.get("number")
    if number is None or type(number) in (int, str):
        return _fresh(_pilot_name(pid, number))
    return data_name(_pilots()[pid], number)  # an odd number (a float): as is, never kept


def pilot_entry_name(pid: str) -> dict[str, Any] | str:
    """A pilot card's name as a text param (its id as is when unknown)."""
    return _fresh(_pilot_name(pid, None)) if pid in _pilots() else pid


def upgrade_name(uid: str) -> dict[str, Any] | str:
    """An upgrade card's name as a text param (Russian where the rulebook gives it); an unknown id as is."""
    return _fresh(_upgrade_name(uid)) if uid in _upgrades() else uid


# Names are built once per card (and number) from the static card data: building one from the card's entry was a
# tenth of a prompt build (several a prompt, and many per action's sentences). Each caller gets its own copy (a few
# dicts: a third of the building), so a caller that edits its param never changes another's.
@lru_cache(maxsize=2048, typed=True)  # typed: number 2 and "2" are one name, but keyed apart as given
def _pilot_name(pid: str, number: int | str | None) -> dict[str, Any]:
    return data_name(_pilots()[pid], number)


@lru_cache(maxsize=1024)
def _upgrade_name(uid: str) -> dict[str, Any]:
    return data_name(_upgrades()[uid])


@lru_cache(maxsize=16)
def _piece_name(piece: str) -> dict[str, Any]:
    return data_name(_pieces()[piece])


def _fresh(name: dict[str, Any]) -> dict[str, Any]:
    """A copy of a name (dicts of strings, nested): the kept one is never handed out."""
    return {k: _fresh(v) if type(v) is dict else v for k, v in name.items()}


@cache
def _upgrades() -> dict[str, dict[str, Any]]:
    return {u["id"]: u for u in load_json("xwing", "upgrades.json")["upgrades"]}


def ship_names(state: Mapping[str, Any], ids: Any) -> list[Any]:
    """Several ships as one list param (rendered joined with ", ")."""
    return [ship_name(state["ships"][sid]) for sid in ids]
