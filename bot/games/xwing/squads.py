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
from bot.core.protocol import RuleError
from bot.core.texts import data_name, msg, quoted

FACTIONS = ("rebel", "imperial")
XWS_FACTION = {"rebel": "rebels", "imperial": "empire"}
FACTION_FROM_XWS = {v: k for k, v in XWS_FACTION.items()}
DEFAULT_POINTS_CAP = 100
CORE_SET_POINTS_CAP = 31
VENDOR = "tabletop-moderator"
R_XWS = "XWS squad format"  # cited by a refusal of an XWS squad (the catalogs' `cite.xws`)


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
    name_ru: str | None = None  # the rulebook's Russian name, where it gives one

    @property
    def name_msg(self) -> dict[str, Any]:
        return data_name({"name": self.name, "name_ru": self.name_ru})


@dataclass(frozen=True)
class UpgradeCard:
    id: str
    name: str
    slot: str
    cost: int
    unique: bool
    restrictions: Mapping[str, Sequence[str]] = field(default_factory=dict)  # {"ships"|"factions"|"sizes": [...]}
    name_ru: str | None = None

    @property
    def name_msg(self) -> dict[str, Any]:
        return data_name({"name": self.name, "name_ru": self.name_ru})


@dataclass(frozen=True)
class Catalog:
    """The cards squads are built from."""

    pilots: Mapping[tuple[str, str], PilotCard]  # (ship, pilot id) -> card
    upgrades: Mapping[str, UpgradeCard]
    slots: Mapping[str, str]  # our slot name -> xws slot key ("elite" -> "ept")
    ship_names: Mapping[str, str] = field(default_factory=dict)  # ship xws -> display name
    slot_names: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)  # slot -> name param (data_name)

    def pilot(self, ship: str, pilot_id: str) -> PilotCard | None:
        return self.pilots.get((ship, pilot_id))

    def pilots_named(self, pilot_id: str) -> list[PilotCard]:
        return [p for (_, pid), p in self.pilots.items() if pid == pilot_id]

    def slot_from_xws(self, key: str) -> str | None:
        for slot, xws in self.slots.items():
            if xws == key or slot == key:
                return slot
        return None


def slot_names(raw: Any) -> dict[str, dict[str, Any]]:
    """Each slot's name as a text param ("Torpedo" / «торпеды»), from upgrades.json's "slots"."""
    slots = raw.get("slots") if isinstance(raw, dict) else None
    return {k: data_name(v) for k, v in (slots or {}).items() if isinstance(v, dict) and isinstance(v.get("name"), str)}


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
        name_ru = u.get("name_ru") if isinstance(u.get("name_ru"), str) else None
        out[u["id"]] = UpgradeCard(
            u["id"], u["name"], u["slot"], u["cost"], u["unique"], u.get("restrictions") or {}, name_ru
        )
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
                name_ru=p["name_ru"] if isinstance(p.get("name_ru"), str) else None,
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
    return Catalog(
        pilots=pilots, upgrades=upgrades, slots=slots, ship_names=ship_names, slot_names=slot_names(upgrades_raw)
    )


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
    message: str  # English
    ship: int | None = None  # 0-based index of the ship entry concerned
    text: Mapping[str, Any] = field(default_factory=dict)  # the message (data/xwing/texts), rendered per reader


def problem(code: str, key: str, at: int | None = None, /, **params: Any) -> Problem:
    """A problem (of the ship entry `at`) from its catalog message (key "problem.<...>"), with its English text."""
    from bot.games.xwing.texts import english

    text = msg(key, **params)
    return Problem(code, english(text), at, text)


def _ship_label(i: int, entry: ShipEntry, catalog: Catalog) -> dict[str, Any]:
    pilot = catalog.pilot(entry.ship, entry.pilot)
    return msg("problem.ship", n=i + 1, pilot=pilot.name_msg if pilot else entry.pilot)


def _slot(catalog: Catalog, slot: str) -> Any:
    return catalog.slot_names.get(slot) or slot


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
        problems.append(problem("faction", "problem.faction", faction=quoted(squad.faction)))
    if not squad.ships:
        problems.append(problem("empty", "problem.empty"))
    unique_names: Counter[str] = Counter()
    shown: dict[str, Any] = {}  # a unique English name -> its name param
    for i, entry in enumerate(squad.ships):
        label = _ship_label(i, entry, catalog)
        pilot = catalog.pilot(entry.ship, entry.pilot)
        if pilot is None:
            problems.append(
                problem(
                    "unknown_pilot",
                    "problem.no_pilot",
                    i,
                    label=label,
                    pilot=quoted(entry.pilot),
                    ship=quoted(entry.ship),
                )
            )
            continue
        if squad.faction in FACTIONS and pilot.faction != squad.faction:
            problems.append(
                problem(
                    "faction",
                    "problem.wrong_faction",
                    i,
                    label=label,
                    pilot=pilot.name_msg,
                    faction=msg(f"Seat.{pilot.faction}"),
                    squad=msg(f"seat.{squad.faction}"),
                )
            )
        if pilot.unique:
            unique_names[pilot.name] += 1
            shown[pilot.name] = pilot.name_msg
        problems.extend(_slot_problems(i, label, entry, pilot, catalog, unique_names))
        shown.update({u.name: u.name_msg for u in map(catalog.upgrades.get, entry.upgrades) if u and u.unique})
    for name, n in sorted(unique_names.items()):
        if n > 1:
            problems.append(problem("unique", "problem.unique", name=shown.get(name, name), n=n))
    total = squad_points(squad, catalog)
    if total > points_cap:
        problems.append(problem("points", "problem.points", cost=total, cap=points_cap))
    return problems


def _slot_problems(
    i: int, label: Any, entry: ShipEntry, pilot: PilotCard, catalog: Catalog, unique_names: Counter[str]
) -> list[Problem]:
    problems: list[Problem] = []
    free = Counter(pilot.slots)
    for up_id in entry.upgrades:
        up = catalog.upgrades.get(up_id)
        if up is None:
            problems.append(
                problem("unknown_upgrade", "problem.unknown_upgrade", i, label=label, upgrade=quoted(up_id))
            )
            continue
        if up.unique:
            unique_names[up.name] += 1
        if free[up.slot] <= 0:
            have = pilot.slots.count(up.slot)
            problems.append(
                problem(
                    "slot",
                    "problem.slot",
                    i,
                    label=label,
                    upgrade=up.name_msg,
                    slot=_slot(catalog, up.slot),
                    pilot=pilot.name_msg,
                    have=have,
                )
            )
        else:
            free[up.slot] -= 1
        problems.extend(_restriction_problems(i, label, up, pilot))
    return problems


def _restriction_problems(i: int, label: Any, up: UpgradeCard, pilot: PilotCard) -> list[Problem]:
    checks = (("ships", pilot.ship, "ship"), ("factions", pilot.faction, "faction"), ("sizes", pilot.size, "size"))
    out = []
    for key, value, what in checks:
        allowed = up.restrictions.get(key)
        if allowed and value not in allowed:
            out.append(
                problem(
                    "restriction",
                    "problem.restriction",
                    i,
                    label=label,
                    upgrade=up.name_msg,
                    what=msg(f"problem.limit.{what}"),
                    allowed=", ".join(allowed),
                )
            )
    return out


def validate_team(squad: Squad, players: Sequence[str], catalog: Catalog, points_cap: int) -> list[Problem]:
    """A team's squad: one points total for the whole team, unique names per team, every ship owned by a member."""
    problems = validate_squad(squad, catalog, points_cap)
    owners = set()
    for i, entry in enumerate(squad.ships):
        if entry.player not in players:
            who = msg("problem.nobody") if entry.player is None else quoted(entry.player)
            problems.append(problem("owner", "problem.owner", i, label=_ship_label(i, entry, catalog), who=who))
        else:
            owners.add(entry.player)
    for p in players:
        if p not in owners:
            problems.append(problem("owner", "problem.no_ship", player=quoted(p)))
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
        return None, [problem("format", "problem.xws_object")]
    faction_raw = data.get("faction")
    faction = FACTION_FROM_XWS.get(xws_id(faction_raw)) if isinstance(faction_raw, str) else None
    if faction is None and isinstance(faction_raw, str) and xws_id(faction_raw) in FACTIONS:
        faction = xws_id(faction_raw)
    if faction is None:
        problems.append(problem("format", "problem.xws_faction", got=quoted(faction_raw)))
    raw_pilots = data.get("pilots")
    if not isinstance(raw_pilots, list) or not raw_pilots:
        problems.append(problem("format", "problem.xws_pilots"))
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
    where = msg("problem.xws_pilot", n=i + 1)
    if not isinstance(p, dict):
        problems.append(problem("format", "problem.xws_pilot_object", i, where=where))
        return None
    name, ship = p.get("name"), p.get("ship")
    if not isinstance(name, str) or not isinstance(ship, str):
        problems.append(problem("format", "problem.xws_pilot_strings", i, where=where))
        return None
    pilot_id, ship_id = xws_id(name), xws_id(ship)
    if catalog.pilot(ship_id, pilot_id) is None:
        flies = sorted({c.ship for c in catalog.pilots_named(pilot_id)})
        key = "problem.xws_no_pilot_flies" if flies else "problem.xws_no_pilot"
        problems.append(
            problem(
                "unknown_pilot",
                key,
                i,
                where=where,
                pilot=quoted(name),
                ship=quoted(ship),
                name=name,
                flies=", ".join(flies),
            )
        )
        return None
    upgrades: list[str] = []
    raw_up = p.get("upgrades", {})
    if not isinstance(raw_up, dict):
        problems.append(problem("format", "problem.xws_upgrades", i, where=where))
        raw_up = {}
    for key, ids in raw_up.items():
        slot = catalog.slot_from_xws(key)
        if slot is None:
            problems.append(problem("format", "problem.xws_slot", i, where=where, slot=quoted(key)))
            continue
        if not isinstance(ids, list) or not all(isinstance(u, str) for u in ids):
            problems.append(problem("format", "problem.xws_slot_list", i, where=where, slot=quoted(key)))
            continue
        for raw_id in ids:
            up = catalog.upgrades.get(xws_id(raw_id))
            if up is None:
                problems.append(
                    problem("unknown_upgrade", "problem.unknown_upgrade", i, label=where, upgrade=quoted(raw_id))
                )
            elif up.slot != slot:
                problems.append(
                    problem(
                        "slot",
                        "problem.xws_wrong_slot",
                        i,
                        where=where,
                        upgrade=up.name_msg,
                        slot=_slot(catalog, up.slot),
                        listed=quoted(key),
                    )
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
        return None, [problem("format", "problem.json", line=exc.lineno, column=exc.colno)]
    return from_xws(data, catalog)


def xws_entries(seat: str, data: Any) -> list[dict[str, Any]]:
    """Match squad entries ({"pilot", "upgrades"}) from an XWS squad for `seat`; RuleError listing every problem."""
    squad, problems = from_xws(data, load_catalog())
    if squad is not None and squad.faction != seat:
        problems = [
            problem("faction", "problem.xws_side", squad=msg(f"Seat.{squad.faction}"), seat=msg(f"seat.{seat}"))
        ]
    if squad is None or problems:
        raise xws_refusal(
            describe_problems(problems, f"the {seat} XWS squad cannot be read:"),
            msg("err.xws_unreadable", seat=msg(f"seat.{seat}"), problems=problems_msg(problems)),
        )
    return [{"pilot": e.pilot, "upgrades": list(e.upgrades)} for e in squad.ships]


def xws_refusal(english: str, text: dict[str, Any], code: str = "illegal") -> RuleError:
    """A RuleError for an XWS squad: its English as `describe_problems` words it, its message and cited rule."""
    from bot.games.xwing.texts import cite_msg  # texts imports this module

    return RuleError(english, R_XWS, code=code, text={"game": "xwing", **text, "rule": cite_msg(R_XWS)})


def describe_problems(problems: Sequence[Problem], head: str | None = None) -> str:
    """One readable line per problem, numbered (English), after `head` when given."""
    return "\n".join(([head] if head else []) + [f"{n}. {p.message}" for n, p in enumerate(problems, 1)])


def problems_msg(problems: Sequence[Problem]) -> Any:
    """The numbered problems as one message, a line each, rendered per reader."""
    lines = [msg("problem.numbered", n=n, problem=dict(p.text) or p.message) for n, p in enumerate(problems, 1)]
    out: Any = lines[-1] if lines else ""
    for line in reversed(lines[:-1]):
        out = msg("problem.lines", first=line, rest=out)
    return out
