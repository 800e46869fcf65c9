"""TI4 unit facts (data/ti4/units.json, flagships.json), checked on load, and fleet strings.

A fleet string lists counts and unit ids: "2 carrier 4 fighter 1 dreadnought2". The "2" suffix is the unit
upgrade. "flagship" takes the side's faction. Stats are copied into the match state at set-up, so a later data
change never alters a match in progress.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from bot.core.data import DataError, load_json
from bot.core.numbers import MAX_DIGITS, long_number, long_number_parts
from bot.core.texts import code_list, msg

UNIT_CLASSES = ("ship", "ground", "structure")
# A unit as the rules code sees it: plain JSON so it can live in the state.
Stats = dict[str, Any]

_ROLL_FIELDS = ("combat", "anti_fighter_barrage", "bombardment", "space_cannon")
_UNIT_FIELDS = {
    "name": str,
    "base": str,
    "level": int,
    "class": str,
    "cost_count": int,
    "capacity": int,
    "sustain_damage": bool,
    "direct_hit_immune": bool,
    "planetary_shield": bool,
    "prerequisites": str,
}
_FLAGSHIP_FIELDS = {
    "faction": str,
    "faction_ru": str,
    "name": str,
    "name_ru": str,
    "expansion": str,
    "cost": int,
    "move": int,
    "capacity": int,
    "sustain_damage": bool,
    "ability": str,
}
FLAGSHIP_EFFECTS = (
    "repair_each_round",
    "hits_non_fighter",
    "no_enemy_sustain",
    "plus_one_others",
    "natural_9_10_extra_hits",
    "dice_per_enemy_non_fighter",
    "destroys_all_ships",
    "no_enemy_space_cannon",
)


def _check_roll(where: str, field: str, value: Any, dice_may_be_null: bool = False) -> None:
    if value is None:
        return
    if not isinstance(value, dict):
        raise DataError(f"{where}: '{field}' must be null or an object with value and dice")
    v, d = value.get("value"), value.get("dice")
    if not isinstance(v, int) or not 1 <= v <= 10:
        raise DataError(f"{where}: '{field}.value' must be a whole number from 1 to 10")
    if d is None and dice_may_be_null:
        return
    if not isinstance(d, int) or not 1 <= d <= 10:
        raise DataError(f"{where}: '{field}.dice' must be a whole number from 1 to 10")


def _check_fields(where: str, entry: Any, fields: dict[str, type]) -> None:
    if not isinstance(entry, dict):
        raise DataError(f"{where}: must be an object")
    for name, typ in fields.items():
        if not isinstance(entry.get(name), typ):
            raise DataError(f"{where}: field '{name}' must be {typ.__name__}")


def check_units(data: Any, source: str = "units.json") -> dict[str, Any]:
    """The schema of data/ti4/units.json; returns the 'units' object or raises DataError naming the entry."""
    if not isinstance(data, dict) or not isinstance(data.get("units"), dict) or not data["units"]:
        raise DataError(f"{source}: expected an object with a non-empty 'units' object")
    units: dict[str, Any] = data["units"]
    for uid, entry in units.items():
        where = f"{source}: unit {uid!r}"
        if not re.fullmatch(r"[a-z][a-z_]*2?", uid):
            raise DataError(f"{where}: ids are lower-case words, an upgrade ends in '2'")
        _check_fields(where, entry, _UNIT_FIELDS)
        if entry["class"] not in UNIT_CLASSES:
            raise DataError(f"{where}: 'class' must be one of {', '.join(UNIT_CLASSES)}")
        cost = entry.get("cost")
        if cost is not None and (not isinstance(cost, int) or cost < 0):
            raise DataError(f"{where}: 'cost' must be null or a whole number >= 0")
        move = entry.get("move")
        if move is not None and (not isinstance(move, int) or move < 1):
            raise DataError(f"{where}: 'move' must be null or a whole number >= 1")
        for f in _ROLL_FIELDS:
            if f not in entry:
                raise DataError(f"{where}: field '{f}' is missing (use null)")
            _check_roll(where, f, entry[f])
        if entry["class"] == "ship" and (entry["combat"] is None or cost is None):
            raise DataError(f"{where}: a ship needs a combat value and a cost")
        if entry["class"] == "structure" and entry["combat"] is not None:
            raise DataError(f"{where}: a structure has no combat value")
        forms = [entry.get(f) for f in ("name_ru", "name_ru_gen", "name_ru_gen_pl")]
        if any(f is not None for f in forms) and not all(isinstance(f, str) and f for f in forms):
            raise DataError(f"{where}: name_ru, name_ru_gen and name_ru_gen_pl go together, each a non-empty string")
    return units


def check_flagships(data: Any, source: str = "flagships.json") -> dict[str, Any]:
    """The schema of data/ti4/flagships.json; returns the 'flagships' object keyed by faction id."""
    if not isinstance(data, dict) or not isinstance(data.get("flagships"), dict) or not data["flagships"]:
        raise DataError(f"{source}: expected an object with a non-empty 'flagships' object")
    flagships: dict[str, Any] = data["flagships"]
    for fid, entry in flagships.items():
        where = f"{source}: flagship {fid!r}"
        if not re.fullmatch(r"[a-z][a-z0-9_]*", fid):
            raise DataError(f"{where}: faction ids are lower-case words")
        _check_fields(where, entry, _FLAGSHIP_FIELDS)
        for f in _ROLL_FIELDS:
            if f not in entry:
                raise DataError(f"{where}: field '{f}' is missing (use null)")
            _check_roll(where, f, entry[f], dice_may_be_null=(f == "combat"))
        if entry["combat"] is None:
            raise DataError(f"{where}: a flagship needs a combat value")
        if entry["combat"]["dice"] is None and entry.get("effect") != "dice_per_enemy_non_fighter":
            raise DataError(f"{where}: only a flagship with a per-opponent dice count may leave 'dice' null")
        effect = entry.get("effect")
        if effect is not None and effect not in FLAGSHIP_EFFECTS:
            raise DataError(f"{where}: unknown effect {effect!r}; known: {', '.join(FLAGSHIP_EFFECTS)}")
        _check_russian(where, entry)
    return flagships


NAME_BASES = ("rulebook", "ours")  # where a Russian name comes from: the Russian rules (with its line), or us
_SOURCE = re.compile(r"ti4-space-combat-ru\.txt:\d+")


def _check_russian(where: str, entry: dict[str, Any]) -> None:
    """A Russian name says where it comes from: the rulebook (citing the seed line) or our own translation."""
    if not entry.get("name_ru") or not isinstance(entry["name_ru"], str):
        raise DataError(f"{where}: 'name_ru' must be a non-empty text (the Russian name)")
    if entry.get("name_ru_basis") not in NAME_BASES:
        raise DataError(f"{where}: 'name_ru_basis' must be one of {', '.join(NAME_BASES)}")
    if entry["name_ru_basis"] == "rulebook" and not _SOURCE.fullmatch(str(entry.get("name_ru_source"))):
        raise DataError(f"{where}: a rulebook name gives 'name_ru_source' as ti4-space-combat-ru.txt:<line>")


def check_technologies(data: Any, source: str = "technologies.json") -> dict[str, Any]:
    """The schema of data/ti4/technologies.json (each technology's and faction ability's name, Russian name and
    faction, or null); returns the technologies."""
    if not isinstance(data, dict) or not isinstance(data.get("technologies"), dict) or not data["technologies"]:
        raise DataError(f"{source}: expected an object with a non-empty 'technologies' object")
    techs: dict[str, Any] = data["technologies"]
    for kind in ("technologies", "abilities"):
        for tid, entry in (data.get(kind) or {}).items():
            where = f"{source}: {kind} {tid!r}"
            _check_fields(where, entry, {"name": str})
            _check_russian(where, entry)
            if entry.get("faction", 0) is not None and not isinstance(entry.get("faction"), str):
                raise DataError(f"{where}: 'faction' must be a faction id or null")
    return techs


@cache
def units() -> dict[str, Any]:
    return check_units(load_json("ti4", "units.json"), "data/ti4/units.json")


@cache
def flagships() -> dict[str, Any]:
    return check_flagships(load_json("ti4", "flagships.json"), "data/ti4/flagships.json")


@cache
def technologies() -> dict[str, Any]:
    return check_technologies(load_json("ti4", "technologies.json"), "data/ti4/technologies.json")


def factions() -> list[str]:
    return sorted(flagships())


def _roll(entry: dict[str, Any] | None) -> list[int | None] | None:
    return None if entry is None else [entry["value"], entry["dice"]]


def unit_stats(uid: str, faction: str | None = None) -> Stats:
    """The stats of one unit type as stored in a match (cost is per single unit, e.g. 0.5 for a fighter)."""
    if uid == "flagship":
        if faction is None:
            raise ValueError("a flagship needs a faction")
        e = flagships()[faction]
        return {
            "id": "flagship",
            "name": f"{e['name']} (flagship)",
            "class": "ship",
            "fighter": False,
            "cost": float(e["cost"]),
            "combat": _roll(e["combat"]),
            "move": e["move"],
            "capacity": e["capacity"],
            "sustain": e["sustain_damage"],
            "afb": _roll(e["anti_fighter_barrage"]),
            "space_cannon": _roll(e["space_cannon"]),
            "effect": e.get("effect"),
        }
    e = units()[uid]
    return {
        "id": uid,
        "name": e["name"],
        "class": e["class"],
        "fighter": e["base"] == "fighter",
        "cost": None if e["cost"] is None else e["cost"] / e["cost_count"],
        "combat": _roll(e["combat"]),
        "move": e["move"],
        "capacity": e["capacity"],
        "sustain": e["sustain_damage"],
        "afb": _roll(e["anti_fighter_barrage"]),
        "space_cannon": _roll(e["space_cannon"]),
        "effect": None,
    }


_ALIASES = {
    "warsun": "war_sun",
    "warsuns": "war_sun",
    "war_suns": "war_sun",
    "dread": "dreadnought",
    "dreads": "dreadnought",
    "dread2": "dreadnought2",
    "flag": "flagship",
    "spacedock": "space_dock",
}


def canonical_unit(word: str) -> str | None:
    """A unit id for a word of a fleet string, or None. Accepts plurals, '-'/'_', and '2' or 'ii' for upgrades."""
    w = word.lower().replace("-", "_")
    upgraded = False
    for suffix in ("_ii", "ii", "_2", "2"):
        if w.endswith(suffix) and len(w) > len(suffix) + 1:
            w, upgraded = w[: -len(suffix)], True
            break
    w = w.rstrip("_")
    for cand in (w, w[:-1] if w.endswith("s") else ""):
        if not cand:
            continue
        uid = _ALIASES.get(cand, cand) + ("2" if upgraded else "")
        if uid in units() or uid == "flagship":
            return uid
    return None


def join_unit_words(text: str) -> str:
    """'3 war suns, 2 destroyer ii' -> '3 war_suns, 2 destroyer_ii': a unit name of several words becomes one word,
    so every fleet parser (match set-up, odds, dice rolls) reads the same unit names."""
    text = re.sub(r"\b(war|space)[\s\-]+(suns?|docks?)\b", r"\1_\2", text, flags=re.IGNORECASE)
    return re.sub(r"\b([a-z_]+)[\s\-]+(ii)\b", r"\1_\2", text, flags=re.IGNORECASE)


class FleetError(ValueError):
    """A fleet string a player typed is wrong; the message says what and where, `text` the same as a catalog
    message (data/ti4/texts) for a reader of another language."""

    def __init__(self, message: str, text: dict[str, Any]) -> None:
        super().__init__(message)
        self.text = text


def parse_fleet(
    text: str, faction: str | None = None, *, allow: tuple[str, ...] = ("ship", "ground")
) -> dict[str, int]:
    """'2 carrier 4 fighter 1 dreadnought2' -> {"carrier": 2, "fighter": 4, "dreadnought2": 1}.

    A count may be left out ("carrier" = 1) and may be glued on ("2x carrier", "4 fighters"). Commas are allowed.
    """
    if not isinstance(text, str) or not text.strip():
        raise FleetError("the fleet is empty; list units like “2 carrier 4 fighter 1 dreadnought2”", msg("fleet.empty"))
    too_long = long_number_parts(text)
    if too_long:
        shown, digits = too_long
        text_msg = msg("fleet.long_number", number=shown, digits=digits, limit=MAX_DIGITS)
        raise FleetError(str(long_number(text)), text_msg)
    tokens = [t for t in re.split(r"[\s,;+]+", join_unit_words(text.strip())) if t]
    out: dict[str, int] = {}
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        count = 1
        m = re.fullmatch(r"(\d+)x?", tok, re.IGNORECASE)
        if m:
            count = int(m.group(1))
            i += 1
            if i >= len(tokens):
                raise FleetError(
                    f"“{tok}” at the end of the fleet is a count without a unit", msg("fleet.count_end", token=tok)
                )
            tok = tokens[i]
        else:
            m2 = re.fullmatch(r"(\d+)x?([a-z_\-]+\d?)", tok, re.IGNORECASE)
            if m2:
                count, tok = int(m2.group(1)), m2.group(2)
        uid = canonical_unit(tok)
        if uid is None:
            known = code_list([*sorted(u for u, e in units().items() if e["class"] in allow), "flagship"])
            raise FleetError(
                f"unknown unit “{tok}”; known units: {', '.join(known)}", msg("fleet.unknown", token=tok, known=known)
            )
        if not 1 <= count <= 50:
            raise FleetError(
                f"“{count} {tok}”: a count must be from 1 to 50", msg("fleet.count", count=count, token=tok)
            )
        if uid != "flagship" and units()[uid]["class"] not in allow:
            raise FleetError(
                f"“{tok}” is a {units()[uid]['class']}, not allowed here"
                + ("; declare PDS with the side's `pds` option" if uid.startswith("pds") else ""),
                msg("fleet.class", token=tok, cls=units()[uid]["class"], pds="yes" if uid.startswith("pds") else "no"),
            )
        out[uid] = out.get(uid, 0) + count
        i += 1
    if "flagship" in out:
        if faction is None:
            raise FleetError(
                "a flagship needs the side's faction (e.g. `faction` `sardakk`); factions: " + ", ".join(factions()),
                msg("fleet.flagship_faction", factions=", ".join(factions())),
            )
        if out["flagship"] > 1:
            raise FleetError("a player has at most one flagship", msg("fleet.flagship_twice"))
    # A unit upgrade replaces the unit for all copies (LRR 97): no mixing of a unit and its upgrade.
    for uid in out:
        if uid.endswith("2") and uid[:-1] in out:
            raise FleetError(
                f"“{uid[:-1]}” and “{uid}” together: an upgrade applies to every {uid[:-1]} of a player",
                msg("fleet.upgrade_mix", unit=uid[:-1], upgrade=uid),
            )
    return out
