"""Dice defined as data (data/<game>/dice.json), pools, and reroll-once bookkeeping.

A die type is a list of faces; each face has a name and a tally of symbols ({"hit": 1}, {"damage": 2, "surge": 1},
{"value": 7}). A pool records every die's history so that "a die may be rerolled at most once per attack" and
"changed" results stay auditable (renderers show rerolled/changed/cancelled dice).

File format (data/<game>/dice.json):
    {"dice": {"attack": {"faces": [{"name": "hit", "symbols": {"hit": 1}}, ...]}, ...}}
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from bot.core.data import DataError, data_path, read_text


class DiceDataError(DataError):
    """A dice.json file is malformed; the message says which file and which entry."""


@dataclass(frozen=True)
class Face:
    name: str
    symbols: Mapping[str, int]


@dataclass(frozen=True)
class DieType:
    name: str
    faces: tuple[Face, ...]

    @property
    def sides(self) -> int:
        return len(self.faces)

    def face(self, name: str) -> Face:
        for f in self.faces:
            if f.name == name:
                return f
        raise KeyError(f"die {self.name!r} has no face {name!r}")

    def count(self, face_name: str) -> int:
        return sum(1 for f in self.faces if f.name == face_name)

    def roll(self, rng: random.Random) -> Face:
        return self.faces[rng.randrange(len(self.faces))]


def parse_dice(data: Any, source: str) -> dict[str, DieType]:
    if not isinstance(data, dict) or not isinstance(data.get("dice"), dict) or not data["dice"]:
        raise DiceDataError(f"{source}: expected an object with a non-empty 'dice' object")
    out: dict[str, DieType] = {}
    for name, spec in data["dice"].items():
        faces_raw = spec.get("faces") if isinstance(spec, dict) else None
        if not isinstance(faces_raw, list) or not faces_raw:
            raise DiceDataError(f"{source}: die {name!r} needs a non-empty 'faces' list")
        faces = []
        for i, f in enumerate(faces_raw):
            if not isinstance(f, dict) or not isinstance(f.get("name"), str):
                raise DiceDataError(f"{source}: die {name!r} face {i} needs a 'name' string")
            symbols = f.get("symbols", {})
            if not isinstance(symbols, dict) or not all(
                isinstance(k, str) and isinstance(v, int) and v >= 0 for k, v in symbols.items()
            ):
                raise DiceDataError(f"{source}: die {name!r} face {i} 'symbols' must map names to counts >= 0")
            faces.append(Face(f["name"], dict(symbols)))
        out[name] = DieType(name, tuple(faces))
    return out


@cache
def load_dice(game: str) -> dict[str, DieType]:
    path = data_path(game, "dice.json")
    text = read_text(game, "dice.json")  # DataError naming the missing file and the fix
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DiceDataError(f"{path}: not valid JSON ({exc})") from exc
    return parse_dice(data, str(path))


@dataclass
class Die:
    """One die in a pool: its current face and what happened to it."""

    type: str
    face: str
    rerolled: bool = False
    history: list[str] = field(default_factory=list)  # earlier faces, oldest first
    cancelled: bool = False
    added: bool = False  # added by an effect rather than rolled

    def to_json(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "face": self.face,
            "rerolled": self.rerolled,
            "history": list(self.history),
            "cancelled": self.cancelled,
            "added": self.added,
        }

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Die:
        return cls(
            d["type"],
            d["face"],
            d.get("rerolled", False),
            list(d.get("history", [])),
            d.get("cancelled", False),
            d.get("added", False),
        )


class RerollError(ValueError):
    pass


@dataclass
class Pool:
    dice: list[Die] = field(default_factory=list)

    @classmethod
    def roll(cls, die: DieType, count: int, rng: random.Random) -> Pool:
        return cls([Die(die.name, die.roll(rng).name) for _ in range(max(0, count))])

    def faces(self) -> list[str]:
        return [d.face for d in self.dice if not d.cancelled]

    def count(self, face: str) -> int:
        return sum(1 for d in self.dice if not d.cancelled and d.face == face)

    def reroll(self, indices: list[int], die: DieType, rng: random.Random) -> None:
        """Reroll the given dice; a die already rerolled in this pool may not be rerolled again."""
        if len(set(indices)) != len(indices):
            raise RerollError("the same die was named twice")
        for i in indices:
            if not 0 <= i < len(self.dice):
                raise RerollError(f"there is no die #{i + 1}")
            if self.dice[i].rerolled:
                raise RerollError(f"die #{i + 1} was already rerolled; a die may be rerolled only once")
        for i in indices:
            d = self.dice[i]
            d.history.append(d.face)
            d.face = die.roll(rng).name
            d.rerolled = True

    def change(self, index: int, new_face: str) -> None:
        d = self.dice[index]
        d.history.append(d.face)
        d.face = new_face

    def change_all(self, old: str, new: str) -> int:
        n = 0
        for i, d in enumerate(self.dice):
            if not d.cancelled and d.face == old:
                self.change(i, new)
                n += 1
        return n

    def to_json(self) -> list[dict[str, Any]]:
        return [d.to_json() for d in self.dice]

    @classmethod
    def from_json(cls, data: Sequence[Mapping[str, Any]]) -> Pool:
        return cls([Die.from_json(d) for d in data])
