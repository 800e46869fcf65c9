"""Wave-1 content (ships, pilots, damage deck) loaded from data/xwing/*.json and checked on load.

Every check names the file and the entry, so a bad data edit fails loudly with a readable message.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from bot.core.data import DataError, load_json

BEARINGS = ("straight", "bank-left", "bank-right", "turn-left", "turn-right", "koiogran")
DIFFICULTIES = ("green", "white", "red")
ACTIONS = ("focus", "evade", "target_lock", "barrel_roll")
FACTIONS = ("rebel", "imperial")
SLOTS = ("elite", "torpedo", "missile", "astromech", "turret")
TRAITS = ("ship", "pilot")
DECK_SIZE = 33


@dataclass(frozen=True)
class ShipType:
    id: str
    name: str
    faction: str
    attack: int
    agility: int
    hull: int
    shields: int
    base: str
    actions: tuple[str, ...]
    dial: dict[str, str]  # maneuver id -> difficulty


@dataclass(frozen=True)
class Pilot:
    id: str
    name: str
    ship: str
    unique: bool
    skill: int
    cost: int
    slots: tuple[str, ...]
    core_copies: int


@dataclass(frozen=True)
class DamageCard:
    id: str
    name: str
    trait: str
    count: int
    effect: str
    hull_damage: int


@dataclass(frozen=True)
class Content:
    ships: dict[str, ShipType]
    pilots: dict[str, Pilot]
    damage: dict[str, DamageCard]

    def deck(self) -> list[str]:
        """The unshuffled damage deck: one card id per physical card."""
        return [cid for cid, card in sorted(self.damage.items()) for _ in range(card.count)]


def maneuver_parts(maneuver: str) -> tuple[int, str]:
    """'2-bank-left' -> (2, 'bank-left'). Raises ValueError on anything else."""
    if type(maneuver) is str:
        return _known_parts(maneuver)  # asked dozens of times per prompt build
    return _parts(maneuver)


@lru_cache(maxsize=512)
def _known_parts(maneuver: str) -> tuple[int, str]:
    return _parts(maneuver)


def _parts(maneuver: str) -> tuple[int, str]:
    speed, _, bearing = maneuver.partition("-")
    if not speed.isdigit() or bearing not in BEARINGS:
        raise ValueError(f"{maneuver!r} is not a maneuver id like '2-bank-left'")
    return int(speed), bearing


def maneuver_id(text: Any) -> Any:
    """A maneuver as people type it ('2 bank left', '4 K-turn', '3-Straight') -> its id ('2-bank-left'); anything
    that is not such a text is returned unchanged (the caller refuses it with the dial)."""
    if not isinstance(text, str):
        return text
    words = "-".join(text.strip().lower().replace("_", " ").replace("-", " ").split())
    words = words.replace("k-turn", "koiogran").replace("kturn", "koiogran")
    try:
        maneuver_parts(words)
    except ValueError:
        return text
    return words


def maneuver_name(maneuver: str) -> str:
    """'2-bank-left' -> '2 bank left', '4-koiogran' -> '4 K-turn' (for people); anything else is returned as is."""
    try:
        speed, bearing = maneuver_parts(maneuver)
    except ValueError:
        return maneuver
    return f"{speed} " + ("K-turn" if bearing == "koiogran" else bearing.replace("-", " "))


def _need(cond: bool, where: str, what: str) -> None:
    if not cond:
        raise DataError(f"{where}: {what}")


def _int(d: dict[str, Any], key: str, where: str, lo: int, hi: int) -> int:
    v = d.get(key)
    _need(
        isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi, where, f"'{key}' must be an integer {lo}-{hi}"
    )
    return int(v)  # type: ignore[arg-type]


def parse_ships(data: Any, src: str = "data/xwing/ships.json") -> dict[str, ShipType]:
    _need(isinstance(data, dict) and isinstance(data.get("ships"), dict), src, "expected an object with 'ships'")
    out: dict[str, ShipType] = {}
    for sid, s in data["ships"].items():
        w = f"{src}: ship {sid!r}"
        _need(isinstance(s, dict), w, "must be an object")
        _need(isinstance(s.get("name"), str), w, "needs a 'name'")
        _need(s.get("faction") in FACTIONS, w, f"'faction' must be one of {FACTIONS}")
        _need(s.get("base") in ("small", "large"), w, "'base' must be small or large")
        actions = s.get("actions")
        _need(isinstance(actions, list) and all(a in ACTIONS for a in actions), w, f"'actions' must be from {ACTIONS}")
        dial = s.get("dial")
        _need(isinstance(dial, dict) and bool(dial), w, "needs a non-empty 'dial'")
        for m, diff in dial.items():
            try:
                speed, bearing = maneuver_parts(m)
            except ValueError as exc:
                raise DataError(f"{w}: {exc}") from None
            _need(1 <= speed <= 5, w, f"maneuver {m!r}: speed must be 1-5")
            _need(
                bearing in ("straight", "koiogran") or speed <= 3, w, f"maneuver {m!r}: banks/turns exist only at 1-3"
            )
            _need(diff in DIFFICULTIES, w, f"maneuver {m!r}: difficulty must be one of {DIFFICULTIES}")
        out[sid] = ShipType(
            sid,
            s["name"],
            s["faction"],
            _int(s, "attack", w, 0, 9),
            _int(s, "agility", w, 0, 9),
            _int(s, "hull", w, 1, 20),
            _int(s, "shields", w, 0, 20),
            s["base"],
            tuple(actions),
            dict(dial),
        )
    return out


def parse_pilots(data: Any, ships: dict[str, ShipType], src: str = "data/xwing/pilots.json") -> dict[str, Pilot]:
    _need(isinstance(data, dict) and isinstance(data.get("pilots"), dict), src, "expected an object with 'pilots'")
    out: dict[str, Pilot] = {}
    for pid, p in data["pilots"].items():
        w = f"{src}: pilot {pid!r}"
        _need(isinstance(p, dict) and isinstance(p.get("name"), str), w, "needs a 'name'")
        _need(p.get("ship") in ships, w, f"unknown ship {p.get('ship')!r}")
        _need(isinstance(p.get("unique"), bool), w, "'unique' must be true or false")
        slots = p.get("slots")
        _need(isinstance(slots, list) and all(x in SLOTS for x in slots), w, f"'slots' must be from {SLOTS}")
        out[pid] = Pilot(
            pid,
            p["name"],
            p["ship"],
            p["unique"],
            _int(p, "skill", w, 0, 12),
            _int(p, "cost", w, 0, 100),
            tuple(slots),
            _int(p, "core_copies", w, 0, 3),
        )
    return out


def parse_damage(data: Any, src: str = "data/xwing/damage_deck.json") -> dict[str, DamageCard]:
    _need(isinstance(data, dict) and isinstance(data.get("cards"), dict), src, "expected an object with 'cards'")
    out: dict[str, DamageCard] = {}
    for cid, c in data["cards"].items():
        w = f"{src}: card {cid!r}"
        _need(isinstance(c, dict) and isinstance(c.get("name"), str), w, "needs a 'name'")
        _need(c.get("trait") in TRAITS, w, f"'trait' must be one of {TRAITS}")
        _need(isinstance(c.get("effect"), str), w, "needs an 'effect' summary")
        out[cid] = DamageCard(
            cid, c["name"], c["trait"], _int(c, "count", w, 1, 10), c["effect"], _int(c, "hull_damage", w, 1, 2)
        )
    total = sum(c.count for c in out.values())
    _need(total == DECK_SIZE, src, f"the core damage deck has {DECK_SIZE} cards, the file gives {total}")
    return out


# Mission pieces that are not squad ships (the senator's shuttle of mission 1), registered by their mission module.
PIECES: dict[str, ShipType] = {}


def ship_type(ship: Mapping[str, Any]) -> ShipType:
    """The stats of a ship record: a wave-1 ship type, or a mission piece."""
    t = ship["ship_type"]
    ships = content().ships
    return ships[t] if t in ships else PIECES[t]


@cache
def content() -> Content:
    ships = parse_ships(load_json("xwing", "ships.json"))
    return Content(
        ships,
        parse_pilots(load_json("xwing", "pilots.json"), ships),
        parse_damage(load_json("xwing", "damage_deck.json")),
    )
