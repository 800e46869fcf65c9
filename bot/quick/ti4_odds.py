"""Exact odds of a TI4 space combat (the quick tool behind `/ti4 odds` and `python -m bot ti4-odds`): the TI4
game's own solver. Adapters reach it here (bot.quick may call a game's public functions; adapters never import a
game's modules).
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from bot.cli.localized import h
from bot.core.protocol import RuleError
from bot.engine import gametext
from bot.games.ti4 import combat
from bot.games.ti4.game import SEATS
from bot.games.ti4.odds import OddsResult, odds, prepare, solve
from bot.i18n import DEFAULT, language, t

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
        help=h("cli.help.ti4_odds"),
        description=h("cli.help.ti4_odds.about"),
        epilog=h("cli.help.ti4_odds.example"),
    )
    p.add_argument("attacker", help=h("cli.help.ti4_odds.attacker"))
    p.add_argument("defender", help=h("cli.help.ti4_odds.defender"))
    factions = _faction_names()
    techs = ", ".join(sorted(combat.TECHS))
    for seat in SEATS:
        p.add_argument(
            f"--{seat}-faction",
            metavar="FACTION",
            help=h("cli.help.ti4_odds.faction", seat=seat, factions=factions),
        )
    for seat in SEATS:
        p.add_argument(
            f"--{seat}-techs",
            default="",
            metavar="TECH,TECH",
            help=h("cli.help.ti4_odds.techs", seat=seat, techs=techs),
        )
    p.add_argument("--attacker-pds", default="", help=h("cli.help.ti4_odds.attacker_pds"))
    p.add_argument("--defender-pds", default="", help=h("cli.help.ti4_odds.defender_pds"))
    p.add_argument(
        "--defender-space-dock",
        "--space-dock",
        action="store_true",
        help=h("cli.help.ti4_odds.defender_dock"),
    )
    p.add_argument("--attacker-space-dock", action="store_true", help=h("cli.help.ti4_odds.attacker_dock"))
    p.add_argument("--nebula", action="store_true", help=h("cli.help.ti4_odds.nebula"))
    p.add_argument("--lang", default=os.environ.get("BOT_LOCALE") or "en", help=h("cli.help.quick.lang"))
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
    lang = language(args.lang)
    try:
        result = odds(sides["attacker"], sides["defender"], nebula=args.nebula)
    except RuleError as exc:
        head = t("console.error_head", lang) if lang != DEFAULT else "error:"
        print(f"{head} {gametext.rule_error(exc, lang)}", file=sys.stderr)
        return 2
    print(result.text() if lang == DEFAULT else said_text(result, lang))
    return 0


def said_text(result: OddsResult, locale: str) -> str:
    """The odds as `text()` words them, in `locale` (the words of /ti4 odds: ti4odds.* in data/bot/texts)."""

    def pct(p: float) -> str:
        return t("ti4odds.pct", locale, x=round(p * 100, 2))

    def fleet(seat: str) -> str:
        parts = [gametext.localize("ti4", m, "", locale) for m in result.said.get(seat, [])]
        if not all(parts):  # a result without its messages: as the game wrote it
            parts = [f"{v:.2f} {result.names[seat][u]}" for u, v in result.survivors[seat].items() if v >= 0.005]
        return ", ".join(parts) or t("ti4odds.nothing", locale)

    lines = [
        f"{t('ti4odds.attacker', locale)}: {pct(result.attacker_win)}, {t('ti4odds.defender', locale)}: "
        f"{pct(result.defender_win)}, {t('ti4odds.draw', locale)}: {pct(result.draw)}",
        f"{t('ti4odds.survivors_attacker', locale)}: {fleet('attacker')}",
        f"{t('ti4odds.survivors_defender', locale)}: {fleet('defender')}",
    ]
    if result.no_combat > 1e-9:
        lines.append(t("ti4odds.no_combat", locale, p=pct(result.no_combat)))
    said = result.notes_said if len(result.notes_said) == len(result.notes) else [None] * len(result.notes)
    lines += [f"⚠ {gametext.localize('ti4', m, n, locale)}" for m, n in zip(said, result.notes, strict=True)]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.quick.ti4_odds")
    sub = parser.add_subparsers(dest="command", required=True)
    register(sub)
    args = parser.parse_args(["ti4-odds", *(argv if argv is not None else __import__("sys").argv[1:])])
    result: int = args.func(args)
    return result


if __name__ == "__main__":
    raise SystemExit(main())
