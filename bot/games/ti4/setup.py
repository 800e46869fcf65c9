"""Set-up of a TI4 space combat: the match options checked and turned into the starting state."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.protocol import RuleError
from bot.core.texts import code_list, msg, quoted, quoted_list
from bot.games.ti4 import combat
from bot.games.ti4.capacity import bound, capacity, over_capacity
from bot.games.ti4.phases import SEATS
from bot.games.ti4.state import CombatState, Side
from bot.games.ti4.texts import faction_name, rule_error, tech_name
from bot.games.ti4.texts import side as side_msg
from bot.games.ti4.units import FleetError, factions, parse_fleet, unit_stats

SIDE_OPTIONS = {"fleet", "faction", "techs", "pds", "retreat", "space_dock", "trade_goods"}


def initial_state(options: Mapping[str, Any], seats: list[str]) -> CombatState:
    """The state before the first step (space cannon offense); RuleError for bad seats or options."""
    if seats != list(SEATS):
        raise rule_error(msg("err.setup_seats"), code="malformed")
    if not isinstance(options, Mapping):
        raise rule_error(msg("err.setup_options"), code="malformed")
    unknown = set(options) - {"attacker", "defender", "nebula"}
    if unknown:
        raise rule_error(msg("err.setup_unknown", options=_quoted(unknown), n=len(unknown)), code="malformed")
    for seat in SEATS:
        if seat not in options:
            raise rule_error(msg("err.setup_no_fleet", side=side_msg(seat), seat=seat), code="malformed")
    nebula = options.get("nebula", False)
    if not isinstance(nebula, bool):
        raise rule_error(msg("err.setup_nebula"), code="malformed")
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
        raise rule_error(msg("err.setup_side_type", side=side_msg(seat)), code="malformed")
    unknown = set(raw) - SIDE_OPTIONS
    if unknown:
        known = code_list(sorted(SIDE_OPTIONS))
        raise rule_error(
            msg("err.setup_side_unknown", side=side_msg(seat), options=_quoted(unknown), n=len(unknown), known=known),
            code="malformed",
        )
    faction = raw.get("faction")
    if faction is not None and faction not in factions():
        known = code_list(factions())
        raise rule_error(
            msg("err.setup_faction", side=side_msg(seat), faction=quoted(faction), known=known), code="malformed"
        )
    techs = _techs(raw.get("techs", []), faction, seat)
    tg = raw.get("trade_goods", 0)
    if not isinstance(tg, int) or isinstance(tg, bool) or not 0 <= tg <= 99:
        raise rule_error(msg("err.setup_trade_goods", side=side_msg(seat)), code="malformed")
    for flag in ("retreat", "space_dock"):
        if not isinstance(raw.get(flag, True), bool):
            raise rule_error(msg("err.setup_flag", side=side_msg(seat), flag=flag), code="malformed")
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
        raise rule_error(msg("err.setup_techs", side=side_msg(seat)), code="malformed")
    for t in techs:
        if t not in combat.TECHS:
            known = code_list(sorted(combat.TECHS))
            raise rule_error(msg("err.setup_tech", side=side_msg(seat), tech=quoted(t), known=known), code="malformed")
        need = combat.FACTION_TECHS.get(t)
        if need and faction != need:
            raise rule_error(
                msg("err.setup_faction_tech", side=side_msg(seat), tech=tech_name(t), faction=faction_name(need))
            )
    return techs


def _units(raw: Mapping[str, Any], faction: str | None, seat: str) -> tuple[dict[str, int], dict[str, int]]:
    """The fleet and the PDS of a side's option."""
    try:
        fleet = parse_fleet(raw.get("fleet", ""), faction)
        pds = parse_fleet(raw["pds"], faction, allow=("structure",)) if raw.get("pds") else {}
    except FleetError as exc:
        # the English as the fleet parser words it (a long number's digit count grouped: "5,000")
        text = {"game": "ti4", **msg("err.setup_fleet", side=side_msg(seat), why=exc.text)}
        raise RuleError(f"{seat}: {exc}", code="malformed", text=text) from None
    bad = [u for u in pds if not u.startswith("pds")]
    if bad:
        raise rule_error(msg("err.setup_pds", side=side_msg(seat), units=", ".join(bad)), code="malformed")
    return fleet, pds


def _check_fleet(side: Side, seat: str, enforce_capacity: bool) -> None:
    if combat.ships(side) == 0:
        raise rule_error(msg("err.setup_no_ship", side=side_msg(seat)))
    if enforce_capacity and over_capacity(side):
        text = msg(
            "err.setup_capacity",
            side=side_msg(seat),
            bound=bound(side),
            capacity=capacity(side),
            dock="yes" if side["space_dock"] else "no",
        )
        raise rule_error(text, "LRR 16")


def _quoted(names: set[str]) -> list[dict[str, str]]:
    """Option names a player typed, sorted, each in the reader's quotes («colour», “colour”)."""
    return quoted_list(sorted(names, key=str))
