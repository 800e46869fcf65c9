"""Exact odds of a TI4 space combat (the quick tool behind `/ti4 odds` and `python -m bot ti4-odds`): the TI4
game's own solver. Adapters reach it here (bot.quick may call a game's public functions; adapters never import a
game's modules).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from bot.core.protocol import RuleError
from bot.games.ti4 import combat
from bot.games.ti4.game import SEATS
from bot.games.ti4.odds import OddsResult, odds, prepare, solve

__all__ = ["OddsResult", "odds", "prepare", "register", "solve"]


# -- console entry: python -m bot ti4-odds "3 cruiser" "2 destroyer" ----------------------------------------


def _faction_names() -> str:
    try:
        from bot.games.ti4.units import factions

        return ", ".join(factions())
    except Exception:  # help must not fail on a data problem; the command itself reports it
        return "see docs/ti4.md"


def register(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "ti4-odds",
        help="exact odds of a TI4 space combat",
        description="Exact win/loss/draw odds and expected survivors of one TI4 space combat (rule 39).",
        epilog='example: python -m bot ti4-odds "1 flagship 2 dreadnought" "1 war_sun" '
        "--attacker-faction sardakk --defender-techs duranium_armor",
    )
    p.add_argument("attacker", help='attacker fleet, e.g. "2 dreadnought 4 fighter 1 carrier"')
    p.add_argument("defender", help='defender fleet, e.g. "1 war_sun"')
    factions = _faction_names()
    techs = ", ".join(sorted(combat.TECHS))
    for seat in SEATS:
        p.add_argument(
            f"--{seat}-faction",
            metavar="FACTION",
            help=f"the {seat}'s faction: its flagship and combat abilities apply (one of: {factions})",
        )
    for seat in SEATS:
        p.add_argument(
            f"--{seat}-techs",
            default="",
            metavar="TECH,TECH",
            help=f"the {seat}'s technologies, comma-separated (any of: {techs})",
        )
    p.add_argument("--attacker-pds", default="", help='PDS of the attacker that fire at the defender, e.g. "1 pds2"')
    p.add_argument("--defender-pds", default="", help='PDS of the defender that fire at the attacker, e.g. "2 pds"')
    p.add_argument(
        "--defender-space-dock",
        "--space-dock",
        action="store_true",
        help="the defender has a space dock in the system (3 fighters stay without capacity)",
    )
    p.add_argument("--attacker-space-dock", action="store_true", help="the attacker has a space dock in the system")
    p.add_argument("--nebula", action="store_true", help="the combat is in a nebula (defender +1)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    sides = {}
    for seat in SEATS:
        opt: dict[str, Any] = {"fleet": getattr(args, seat)}
        faction = getattr(args, f"{seat}_faction")
        if faction:
            opt["faction"] = faction
        opt["techs"] = getattr(args, f"{seat}_techs")
        pds = getattr(args, f"{seat}_pds")
        if pds:
            opt["pds"] = pds
        if getattr(args, f"{seat}_space_dock"):
            opt["space_dock"] = True
        sides[seat] = opt
    try:
        result = odds(sides["attacker"], sides["defender"], nebula=args.nebula)
    except RuleError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(result.text())
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.quick.ti4_odds")
    sub = parser.add_subparsers(dest="command", required=True)
    register(sub)
    args = parser.parse_args(["ti4-odds", *(argv if argv is not None else __import__("sys").argv[1:])])
    result: int = args.func(args)
    return result


if __name__ == "__main__":
    raise SystemExit(main())
