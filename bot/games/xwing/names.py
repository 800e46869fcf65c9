"""How sentences name a ship: by its pilot, in the reader's language (the rulebook's Russian with the case forms
the sentences need, data/xwing/pilots.json), numbered when two ships of one side share a pilot ("Black Squadron
Pilot #2", «Пилот Чёрной эскадрильи №2»). Labels ("NB", "BSP2") are for pictures only, where a legend names them.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
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
        return data_name(_pieces()[piece])
    entry = _pilots().get(str(ship.get("pilot")))
    if entry is None:
        return str(ship.get("label", ship.get("id", "?")))
    return data_name(entry, ship.get("number"))


def pilot_entry_name(pid: str) -> dict[str, Any] | str:
    """A pilot card's name as a text param (its id as is when unknown)."""
    entry = _pilots().get(pid)
    return data_name(entry) if entry else pid


def upgrade_name(uid: str) -> dict[str, Any] | str:
    """An upgrade card's name as a text param (Russian where the rulebook gives it); an unknown id as is."""
    entry = _upgrades().get(uid)
    return data_name(entry) if entry else uid


@cache
def _upgrades() -> dict[str, dict[str, Any]]:
    return {u["id"]: u for u in load_json("xwing", "upgrades.json")["upgrades"]}


def ship_names(state: Mapping[str, Any], ids: Any) -> list[Any]:
    """Several ships as one list param (rendered joined with ", ")."""
    return [ship_name(state["ships"][sid]) for sid in ids]
