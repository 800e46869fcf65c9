"""Set-up of a TI4 space combat: the match options checked and turned into the starting state."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.protocol import RuleError
from bot.core.texts import with_article
from bot.games.ti4 import combat
from bot.games.ti4.capacity import bound, capacity, over_capacity
from bot.games.ti4.phases import SEATS
from bot.games.ti4.state import CombatState, Side
from bot.games.ti4.units import FleetError, factions, parse_fleet, unit_stats

SIDE_OPTIONS = {"fleet", "faction", "techs", "pds", "retreat", "space_dock", "trade_goods"}


def initial_state(options: Mapping[str, Any], seats: list[str]) -> CombatState:
    """The state before the first step (space cannon offense); RuleError for bad seats or options."""
    if seats != list(SEATS):
        raise RuleError("a TI4 space combat needs the seats 'attacker' and 'defender'")
    if not isinstance(options, Mapping):
        raise RuleError("options must be an object with 'attacker' and 'defender'")
    unknown = set(options) - {"attacker", "defender", "nebula"}
    if unknown:
        raise RuleError(f"unknown option(s): {', '.join(sorted(unknown))}; known: attacker, defender, nebula")
    for seat in SEATS:
        if seat not in options:
            raise RuleError(f"the {seat}'s fleet is missing (e.g. '{seat}': '2 carrier 4 fighter 1 dreadnought')")
    nebula = options.get("nebula", False)
    if not isinstance(nebula, bool):
        raise RuleError("'nebula' must be true or false")
    return {
        "round": 0,
        "phase": "sco:attacker",
        "next": None,
        "nebula": nebula,
        "sides": {seat: side_options(options[seat], seat) for seat in SEATS},
        "pending": {},
        "excess": {},
        "wipe": False,
        "rounds": [{"round": 0, "steps": []}],
        "log": [],
        "verdict": None,
        "result": None,
    }


def side_options(raw: Any, seat: str, *, enforce_capacity: bool = True) -> Side:
    """One side's option (a fleet string or an object) checked and turned into its starting record. The odds tool
    passes enforce_capacity=False: it answers for a fleet over capacity and says so (a match refuses it: capacity
    is met before combat)."""
    if isinstance(raw, str):
        raw = {"fleet": raw}
    if not isinstance(raw, Mapping):
        raise RuleError(f"{seat}: give a fleet string or an object with 'fleet'")
    unknown = set(raw) - SIDE_OPTIONS
    if unknown:
        known = ", ".join(sorted(SIDE_OPTIONS))
        raise RuleError(f"{seat}: unknown option(s) {', '.join(sorted(unknown))}; known: {known}")
    faction = raw.get("faction")
    if faction is not None and faction not in factions():
        raise RuleError(f"{seat}: unknown faction {faction!r}; known: {', '.join(factions())}")
    techs = _techs(raw.get("techs", []), faction, seat)
    tg = raw.get("trade_goods", 0)
    if not isinstance(tg, int) or isinstance(tg, bool) or not 0 <= tg <= 99:
        raise RuleError(f"{seat}: 'trade_goods' must be a whole number from 0 to 99")
    for flag in ("retreat", "space_dock"):
        if not isinstance(raw.get(flag, True), bool):
            raise RuleError(f"{seat}: '{flag}' must be true or false")
    fleet, pds = _units(raw, faction, seat)
    side: Side = {
        "faction": faction,
        "techs": sorted(set(techs)),
        "retreat": raw.get("retreat", True),
        "space_dock": raw.get("space_dock", False),
        "stats": {uid: unit_stats(uid, faction) for uid in [*fleet, *pds]},
        "units": {uid: [n, 0] for uid, n in fleet.items()},
        "pds": pds,
        "lost": {},
        "removed": {},
        "retreated": None,
        "declared": False,
        "sustained": {},
        "trade_goods": tg,
        "munitions": False,
    }
    _check_fleet(side, seat, enforce_capacity)
    return side


def _techs(techs: Any, faction: str | None, seat: str) -> list[str]:
    if isinstance(techs, str):
        techs = [t for t in techs.replace(",", " ").split() if t]
    if not isinstance(techs, list) or not all(isinstance(t, str) for t in techs):
        raise RuleError(f"{seat}: 'techs' is a list of technology ids")
    for t in techs:
        if t not in combat.TECHS:
            raise RuleError(f"{seat}: unknown technology {t!r}; known: {', '.join(sorted(combat.TECHS))}")
        need = combat.FACTION_TECHS.get(t)
        if need and faction != need:
            raise RuleError(f"{seat}: {t} is {with_article(need)} faction technology")
    return techs


def _units(raw: Mapping[str, Any], faction: str | None, seat: str) -> tuple[dict[str, int], dict[str, int]]:
    """The fleet and the PDS of a side's option."""
    try:
        fleet = parse_fleet(raw.get("fleet", ""), faction)
        pds = parse_fleet(raw["pds"], faction, allow=("structure",)) if raw.get("pds") else {}
    except FleetError as exc:
        raise RuleError(f"{seat}: {exc}") from None
    bad = [u for u in pds if not u.startswith("pds")]
    if bad:
        raise RuleError(f"{seat}: only PDS may be declared under 'pds', not {', '.join(bad)}")
    return fleet, pds


def _check_fleet(side: Side, seat: str, enforce_capacity: bool) -> None:
    if combat.ships(side) == 0:
        raise RuleError(f"{seat}: the fleet needs at least one ship (ground forces alone do not fight in space)")
    if enforce_capacity and over_capacity(side):
        raise RuleError(
            f"{seat}: {bound(side)} fighters/ground forces need transport but the ships carry {capacity(side)}"
            f"{' (+3 fighters by the space dock)' if side['space_dock'] else ''}; capacity must be met before"
            " combat (LRR 16)"
        )
