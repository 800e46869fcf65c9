"""Squad building for X-Wing 1st edition: points cap, unique names, upgrade slots, ID numbers, XWS import/export.

Rules (Russian core rulebook, "Составление звеньев", "Уникальные имена", "Жетоны идентификации", "Карты улучшений",
"Правила командной игры"):
- every ship and upgrade card costs squad points; the total must be at or below the agreed cap;
- a player (a team, in team play) may not field two cards, ship or upgrade, with the same unique name;
- each upgrade icon on the pilot's bar takes one upgrade card of that type;
- copies of a non-unique pilot get ID numbers;
- with squad building, the side that spent fewer points has initiative; on a tie the Imperial has it.

XWS (elistevens/xws-spec) is the community exchange format; ids are canonicalised English names.
Validation never raises for bad user input: it returns a list of `Problem`s a player can read.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from bot.core.data import DataError, load_json
from bot.core.texts import with_article

FACTIONS = ("rebel", "imperial")
XWS_FACTION = {"rebel": "rebels", "imperial": "empire"}
FACTION_FROM_XWS = {v: k for k, v in XWS_FACTION.items()}
DEFAULT_POINTS_CAP = 100
CORE_SET_POINTS_CAP = 31
VENDOR = "tabletop-moderator"


def xws_id(name: str) -> str:
    """Canonical XWS id of an English card name: ASCII, lower case, letters and digits only."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]", "", ascii_name.lower())


@dataclass(frozen=True)
class PilotCard:
    id: str  # xws id of the pilot, unique per ship type
    name: str
    ship: str  # xws id of the ship type
    faction: str  # "rebel" | "imperial"
    unique: bool
    skill: int
    cost: int
    slots: tuple[str, ...]  # upgrade bar, e.g. ("turret", "torpedo", "torpedo", "astromech")
    size: str = "small"


@dataclass(frozen=True)
class UpgradeCard:
    id: str
    name: str
    slot: str
    cost: int
    unique: bool
    restrictions: Mapping[str, Sequence[str]] = field(default_factory=dict)  # {"ships"|"factions"|"sizes": [...]}


@dataclass(frozen=True)
class Catalog:
    """The cards squads are built from."""

    pilots: Mapping[tuple[str, str], PilotCard]  # (ship, pilot id) -> card
    upgrades: Mapping[str, UpgradeCard]
    slots: Mapping[str, str]  # our slot name -> xws slot key ("elite" -> "ept")
    ship_names: Mapping[str, str] = field(default_factory=dict)  # ship xws -> display name

    def pilot(self, ship: str, pilot_id: str) -> PilotCard | None:
        return self.pilots.get((ship, pilot_id))

    def pilots_named(self, pilot_id: str) -> list[PilotCard]:
        return [p for (_, pid), p in self.pilots.items() if pid == pilot_id]

    def slot_from_xws(self, key: str) -> str | None:
        for slot, xws in self.slots.items():
            if xws == key or slot == key:
                return slot
        return None


def parse_upgrades(raw: Any, source: str = "upgrades.json") -> tuple[dict[str, UpgradeCard], dict[str, str]]:
    """Upgrade cards and slot keys from data/xwing/upgrades.json. Raises DataError naming the entry."""
    if not isinstance(raw, dict) or not isinstance(raw.get("upgrades"), list) or not isinstance(raw.get("slots"), dict):
        raise DataError(f"{source}: expected an object with 'slots' and 'upgrades'")
    slots = {}
    for name, spec in raw["slots"].items():
        if not isinstance(spec, dict) or not isinstance(spec.get("xws"), str):
            raise DataError(f"{source}: slot {name!r} needs an 'xws' key")
        slots[name] = spec["xws"]
    out: dict[str, UpgradeCard] = {}
    for i, u in enumerate(raw["upgrades"]):
        where = f"{source}: upgrades[{i}]"
        if not isinstance(u, dict):
            raise DataError(f"{where}: not an object")
        for key, typ in (("id", str), ("name", str), ("slot", str), ("cost", int), ("unique", bool)):
            if not isinstance(u.get(key), typ):
                raise DataError(f"{where}: field {key!r} must be {typ.__name__}")
        if u["slot"] not in slots:
            raise DataError(f"{where}: unknown slot {u['slot']!r}")
        if u["id"] in out:
            raise DataError(f"{where}: duplicate id {u['id']!r}")
        out[u["id"]] = UpgradeCard(u["id"], u["name"], u["slot"], u["cost"], u["unique"], u.get("restrictions") or {})
    return out, slots


def parse_pilots(
    raw: Any, ships_raw: Any = None, source: str = "pilots.json"
) -> tuple[dict[tuple[str, str], PilotCard], dict[str, str]]:
    """Pilot cards from data/xwing/pilots.json ({"pilots": {id: {...}}}, faction and base size taken from
    ships.json), or from a plain list of pilot objects that carry "id" and "faction" themselves."""
    ships = ships_raw.get("ships", {}) if isinstance(ships_raw, dict) else {}
    pilots: dict[tuple[str, str], PilotCard] = {}
    ship_names: dict[str, str] = {}
    for pid, p in _pilot_rows(raw, source):
        where = f"{source}: pilot {pid!r}"
        ship_type = ships.get(p.get("ship"), {})
        try:
            card = PilotCard(
                id=str(pid),
                name=str(p["name"]),
                ship=str(p["ship"]),
                faction=str(p.get("faction") or ship_type["faction"]),
                unique=bool(p["unique"]),
                skill=int(p["skill"]),
                cost=int(p["cost"]),
                slots=tuple(str(s) for s in p.get("slots", ())),
                size=str(p.get("size") or ship_type.get("base", "small")),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise DataError(f"{where}: missing or bad field ({exc})") from exc
        if card.faction not in FACTIONS:
            raise DataError(f"{where}: unknown faction {card.faction!r}")
        pilots[(card.ship, card.id)] = card
        if isinstance(ship_type.get("name"), str):
            ship_names[card.ship] = ship_type["name"]
    return pilots, ship_names


def _pilot_rows(raw: Any, source: str) -> Iterable[tuple[str, Mapping[str, Any]]]:
    if isinstance(raw, dict) and isinstance(raw.get("pilots"), dict):
        rows = list(raw["pilots"].items())
    elif isinstance(raw, list):
        rows = [(p.get("id") if isinstance(p, dict) else None, p) for p in raw]
    else:
        raise DataError(f"{source}: expected {{'pilots': {{id: pilot}}}} or a list of pilots")
    for pid, p in rows:
        if not isinstance(p, dict) or not isinstance(pid, str):
            raise DataError(f"{source}: every pilot must be an object with an id")
        yield pid, p


def build_catalog(pilots_raw: Any, upgrades_raw: Any, ships_raw: Any = None) -> Catalog:
    pilots, ship_names = parse_pilots(pilots_raw, ships_raw)
    upgrades, slots = parse_upgrades(upgrades_raw)
    return Catalog(pilots=pilots, upgrades=upgrades, slots=slots, ship_names=ship_names)


@cache
def load_catalog() -> Catalog:
    """The catalog from data/xwing/{pilots,ships,upgrades}.json."""
    return build_catalog(
        load_json("xwing", "pilots.json"), load_json("xwing", "upgrades.json"), load_json("xwing", "ships.json")
    )


# ----------------------------------------------------------------------------------------------------- squads


@dataclass(frozen=True)
class ShipEntry:
    ship: str  # ship xws id
    pilot: str  # pilot xws id
    upgrades: tuple[str, ...] = ()  # upgrade ids
    player: str | None = None  # team play: the team member who controls this ship


@dataclass(frozen=True)
class Squad:
    faction: str
    ships: tuple[ShipEntry, ...]
    name: str | None = None


@dataclass(frozen=True)
class Problem:
    code: str  # "points", "unique", "slot", "unknown_pilot", "faction", "restriction", "format", ...
    message: str
    ship: int | None = None  # 0-based index of the ship entry concerned


def _ship_label(i: int, entry: ShipEntry, catalog: Catalog) -> str:
    pilot = catalog.pilot(entry.ship, entry.pilot)
    return f"ship {i + 1} ({pilot.name if pilot else entry.pilot})"


def squad_points(squad: Squad, catalog: Catalog) -> int:
    """Total cost of the known cards of a squad (unknown cards are reported by `validate_squad`)."""
    total = 0
    for entry in squad.ships:
        pilot = catalog.pilot(entry.ship, entry.pilot)
        total += pilot.cost if pilot else 0
        total += sum(catalog.upgrades[u].cost for u in entry.upgrades if u in catalog.upgrades)
    return total


def ship_points(entry: ShipEntry, catalog: Catalog) -> int:
    pilot = catalog.pilot(entry.ship, entry.pilot)
    return (pilot.cost if pilot else 0) + sum(catalog.upgrades[u].cost for u in entry.upgrades if u in catalog.upgrades)


def validate_squad(squad: Squad, catalog: Catalog, points_cap: int) -> list[Problem]:
    """Every reason the squad (one player's, or a whole team's) is illegal; empty if it is legal."""
    problems: list[Problem] = []
    if squad.faction not in FACTIONS:
        problems.append(Problem("faction", f"unknown faction {squad.faction!r}; choose rebel or imperial"))
    if not squad.ships:
        problems.append(Problem("empty", "a squad needs at least one ship"))
    unique_names: Counter[str] = Counter()
    for i, entry in enumerate(squad.ships):
        label = _ship_label(i, entry, catalog)
        pilot = catalog.pilot(entry.ship, entry.pilot)
        if pilot is None:
            problems.append(
                Problem("unknown_pilot", f"{label}: no pilot {entry.pilot!r} flies {with_article(repr(entry.ship))}", i)
            )
            continue
        if squad.faction in FACTIONS and pilot.faction != squad.faction:
            problems.append(Problem("faction", f"{label}: {pilot.name} is {pilot.faction}, not {squad.faction}", i))
        if pilot.unique:
            unique_names[pilot.name] += 1
        problems.extend(_slot_problems(i, label, entry, pilot, catalog, unique_names))
    for name, n in sorted(unique_names.items()):
        if n > 1:
            problems.append(Problem("unique", f"{name} is unique but appears {n} times (only one copy allowed)"))
    total = squad_points(squad, catalog)
    if total > points_cap:
        problems.append(Problem("points", f"the squad costs {total} points, over the cap of {points_cap}"))
    return problems


def _slot_problems(
    i: int, label: str, entry: ShipEntry, pilot: PilotCard, catalog: Catalog, unique_names: Counter[str]
) -> list[Problem]:
    problems: list[Problem] = []
    free = Counter(pilot.slots)
    for up_id in entry.upgrades:
        up = catalog.upgrades.get(up_id)
        if up is None:
            problems.append(Problem("unknown_upgrade", f"{label}: unknown upgrade {up_id!r}", i))
            continue
        if up.unique:
            unique_names[up.name] += 1
        if free[up.slot] <= 0:
            have = pilot.slots.count(up.slot)
            why = "has no such slot" if have == 0 else f"has only {have} {up.slot} slot(s)"
            problems.append(
                Problem("slot", f"{label}: {up.name} needs {with_article(up.slot)} slot; {pilot.name} {why}", i)
            )
        else:
            free[up.slot] -= 1
        problems.extend(_restriction_problems(i, label, up, pilot))
    return problems


def _restriction_problems(i: int, label: str, up: UpgradeCard, pilot: PilotCard) -> list[Problem]:
    checks = (("ships", pilot.ship, "ship type"), ("factions", pilot.faction, "faction"), ("sizes", pilot.size, "size"))
    out = []
    for key, value, what in checks:
        allowed = up.restrictions.get(key)
        if allowed and value not in allowed:
            out.append(Problem("restriction", f"{label}: {up.name} is limited to {what} {', '.join(allowed)}", i))
    return out


def validate_team(squad: Squad, players: Sequence[str], catalog: Catalog, points_cap: int) -> list[Problem]:
    """A team's squad: one points total for the whole team, unique names per team, every ship owned by a member."""
    problems = validate_squad(squad, catalog, points_cap)
    owners = set()
    for i, entry in enumerate(squad.ships):
        if entry.player not in players:
            who = "nobody" if entry.player is None else repr(entry.player)
            problems.append(
                Problem("owner", f"{_ship_label(i, entry, catalog)} belongs to {who}, not a team member", i)
            )
        else:
            owners.add(entry.player)
    for p in players:
        if p not in owners:
            problems.append(Problem("owner", f"team member {p!r} controls no ship"))
    return problems


def initiative(points: Mapping[str, int]) -> str:
    """With squad building the side that spent fewer points has initiative; on a tie, the Imperial."""
    if points["rebel"] < points["imperial"]:
        return "rebel"
    return "imperial"


def id_labels(squad: Squad, catalog: Catalog) -> list[str]:
    """Display labels: unique pilots by name, copies of a non-unique pilot numbered (ID tokens) #1, #2, ..."""
    counts = Counter((e.ship, e.pilot) for e in squad.ships)
    seen: Counter[tuple[str, str]] = Counter()
    labels = []
    for entry in squad.ships:
        key = (entry.ship, entry.pilot)
        pilot = catalog.pilot(*key)
        name = pilot.name if pilot else entry.pilot
        if counts[key] > 1:
            seen[key] += 1
            labels.append(f"{name} #{seen[key]}")
        else:
            labels.append(name)
    return labels


def ship_ids(squad: Squad) -> list[str]:
    """Stable match ids for the squad's ships: the pilot id, numbered when a pilot is repeated."""
    counts = Counter(e.pilot for e in squad.ships)
    seen: Counter[str] = Counter()
    out = []
    for entry in squad.ships:
        if counts[entry.pilot] > 1:
            seen[entry.pilot] += 1
            out.append(f"{entry.pilot}{seen[entry.pilot]}")
        else:
            out.append(entry.pilot)
    return out


# ----------------------------------------------------------------------------------------------------- XWS


def to_xws(squad: Squad, catalog: Catalog) -> dict[str, Any]:
    """The squad as an XWS object (points are informative only, as the spec says)."""
    pilots = []
    for entry in squad.ships:
        by_slot: dict[str, list[str]] = {}
        for up_id in entry.upgrades:
            up = catalog.upgrades.get(up_id)
            key = catalog.slots[up.slot] if up else "unknown"
            by_slot.setdefault(key, []).append(up_id)
        item: dict[str, Any] = {"name": entry.pilot, "ship": entry.ship, "points": ship_points(entry, catalog)}
        if by_slot:
            item["upgrades"] = by_slot
        if entry.player is not None:
            item["vendor"] = {VENDOR: {"player": entry.player}}
        pilots.append(item)
    out: dict[str, Any] = {
        "faction": XWS_FACTION.get(squad.faction, squad.faction),
        "pilots": pilots,
        "points": squad_points(squad, catalog),
        "version": "0.1.1",
    }
    if squad.name:
        out["name"] = squad.name
    return out


def from_xws(data: Any, catalog: Catalog) -> tuple[Squad | None, list[Problem]]:
    """Read an XWS squad. Returns (squad, []) or (None, problems): every problem found, not just the first.

    Names are canonicalised leniently ("Luke Skywalker" reads as "lukeskywalker"). Legality (points, slots,
    uniqueness) is a separate step: `validate_squad`.
    """
    problems: list[Problem] = []
    if not isinstance(data, dict):
        return None, [Problem("format", "an XWS squad must be a JSON object")]
    faction_raw = data.get("faction")
    faction = FACTION_FROM_XWS.get(xws_id(faction_raw)) if isinstance(faction_raw, str) else None
    if faction is None and isinstance(faction_raw, str) and xws_id(faction_raw) in FACTIONS:
        faction = xws_id(faction_raw)
    if faction is None:
        problems.append(Problem("format", f"'faction' must be 'rebels' or 'empire', not {faction_raw!r}"))
    raw_pilots = data.get("pilots")
    if not isinstance(raw_pilots, list) or not raw_pilots:
        problems.append(Problem("format", "'pilots' must be a non-empty list"))
        raw_pilots = []
    ships = []
    for i, p in enumerate(raw_pilots):
        entry = _xws_pilot(i, p, catalog, problems)
        if entry is not None:
            ships.append(entry)
    name = data.get("name") if isinstance(data.get("name"), str) else None
    if problems or faction is None:
        return None, problems
    return Squad(faction=faction, ships=tuple(ships), name=name), []


def _xws_pilot(i: int, p: Any, catalog: Catalog, problems: list[Problem]) -> ShipEntry | None:
    where = f"pilot {i + 1}"
    if not isinstance(p, dict):
        problems.append(Problem("format", f"{where}: must be an object with 'name' and 'ship'", i))
        return None
    name, ship = p.get("name"), p.get("ship")
    if not isinstance(name, str) or not isinstance(ship, str):
        problems.append(Problem("format", f"{where}: 'name' and 'ship' must be strings", i))
        return None
    pilot_id, ship_id = xws_id(name), xws_id(ship)
    if catalog.pilot(ship_id, pilot_id) is None:
        flies = sorted({c.ship for c in catalog.pilots_named(pilot_id)})
        hint = f" ({name} flies: {', '.join(flies)})" if flies else ""
        problems.append(Problem("unknown_pilot", f"{where}: no pilot {name!r} on ship {ship!r}{hint}", i))
        return None
    upgrades: list[str] = []
    raw_up = p.get("upgrades", {})
    if not isinstance(raw_up, dict):
        problems.append(Problem("format", f"{where}: 'upgrades' must be an object of slot -> list of ids", i))
        raw_up = {}
    for key, ids in raw_up.items():
        slot = catalog.slot_from_xws(key)
        if slot is None:
            problems.append(Problem("format", f"{where}: unknown upgrade slot {key!r}", i))
            continue
        if not isinstance(ids, list) or not all(isinstance(u, str) for u in ids):
            problems.append(Problem("format", f"{where}: slot {key!r} must list upgrade ids as strings", i))
            continue
        for raw_id in ids:
            up = catalog.upgrades.get(xws_id(raw_id))
            if up is None:
                problems.append(Problem("unknown_upgrade", f"{where}: unknown upgrade {raw_id!r}", i))
            elif up.slot != slot:
                problems.append(
                    Problem("slot", f"{where}: {up.name} is {with_article(up.slot)} upgrade, listed under {key!r}", i)
                )
            else:
                upgrades.append(up.id)
    player = None
    vendor = p.get("vendor")
    if isinstance(vendor, dict) and isinstance(vendor.get(VENDOR), dict):
        raw_player = vendor[VENDOR].get("player")
        player = raw_player if isinstance(raw_player, str) else None
    return ShipEntry(ship=ship_id, pilot=pilot_id, upgrades=tuple(upgrades), player=player)


def parse_xws_text(text: str, catalog: Catalog) -> tuple[Squad | None, list[Problem]]:
    """Parse XWS JSON text pasted by a player."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        return None, [Problem("format", f"not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}")]
    return from_xws(data, catalog)


def xws_entries(seat: str, data: Any) -> list[dict[str, Any]]:
    """Match squad entries ({"pilot", "upgrades"}) from an XWS squad for `seat`; RuleError listing every problem."""
    from bot.core.protocol import RuleError

    squad, problems = from_xws(data, load_catalog())
    if squad is not None and squad.faction != seat:
        problems = [Problem("faction", f"this XWS squad is {XWS_FACTION[squad.faction]}, not {XWS_FACTION[seat]}")]
    if squad is None or problems:
        raise RuleError(f"the {seat} XWS squad cannot be read:\n{describe_problems(problems)}", "XWS squad format")
    return [{"pilot": e.pilot, "upgrades": list(e.upgrades)} for e in squad.ships]


def describe_problems(problems: Sequence[Problem]) -> str:
    """One readable line per problem, numbered."""
    return "\n".join(f"{n}. {p.message}" for n, p in enumerate(problems, 1))
