"""Console commands: `python -m bot roll …`, `python -m bot odds …`, `python -m bot sandbox …`.

`register(subparsers)` adds them to the bot's CLI (each sets `func(args) -> int`); `main(argv)` runs them alone
(`python -m bot.quick roll xwing 3 red focus vs 2 green`).
"""

from __future__ import annotations

import argparse
import json
import os
from collections.abc import Sequence
from typing import Any

from bot.cli.failures import error, output_path_problem
from bot.cli.localized import h
from bot.i18n import language, t
from bot.local.terminal import plain
from bot.quick.common import QuickInputError
from bot.quick.odds import odds_request
from bot.quick.roll import ROLLERS, roll, split_request


def _print_error(exc: QuickInputError, lang: str = "en") -> int:
    return error(exc.text(lang), 2, lang)


def add_lang(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--lang",
        type=language,
        default=language(os.environ.get("BOT_LOCALE")),
        help=h("cli.help.quick.lang"),
    )


def _refuse_output(path: str | None, what: str, lang: str) -> int | None:
    """Exit code 2 with a message when `path` cannot be written; checked before rolling or computing."""
    problem = output_path_problem(path, what) if path else None
    if problem is None:
        return None
    return error(problem, 2, lang)


def cmd_roll(args: argparse.Namespace) -> int:
    refused = _refuse_output(args.image, "--image", args.lang)
    if refused is not None:
        return refused
    try:
        game, request = split_request([args.game, *args.request])
        result = roll(game, request, seed=args.seed)
    except QuickInputError as exc:
        return _print_error(exc, args.lang)
    print(
        json.dumps(result.to_json(), indent=1, ensure_ascii=False)
        if args.json
        else plain(result.text(args.lang), args.lang)
    )
    if args.image:
        from renderers.dice import dice_strip

        dice_strip(result.icons, locale=args.lang).save(args.image)
        print(t("cli.saved_dice_image", args.lang, path=args.image))
    return 0


def cmd_odds(args: argparse.Namespace) -> int:
    refused = _refuse_output(args.chart, "--chart", args.lang)
    if refused is not None:
        return refused
    try:
        result = odds_request(" ".join(args.request))
    except QuickInputError as exc:
        return _print_error(exc, args.lang)
    print(json.dumps(result.to_json(), indent=1) if args.json else plain(result.text(args.lang), args.lang))
    if args.chart:
        from renderers.dice import odds_chart

        odds_chart(result.to_json(), locale=args.lang).save(args.chart)
        print(t("cli.saved_chart", args.lang, path=args.chart))
    return 0


def cmd_sandbox(args: argparse.Namespace) -> int:
    from bot.quick.sandbox_cli import run_sandbox

    return run_sandbox(args)


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("roll", help=h("cli.help.roll"))
    p.add_argument("game", help=h("cli.help.roll.game", games=", ".join(ROLLERS)))
    p.add_argument("request", nargs="*", help=h("cli.help.roll.request"))
    p.add_argument("--seed", help=h("cli.help.roll.seed"))
    p.add_argument("--image", help=h("cli.help.roll.image"))
    p.add_argument("--json", action="store_true", help=h("cli.help.roll.json"))
    add_lang(p)
    p.set_defaults(func=cmd_roll)

    p = subparsers.add_parser("odds", help=h("cli.help.odds"))
    p.add_argument("request", nargs="+", help=h("cli.help.odds.request"))
    p.add_argument("--chart", help=h("cli.help.odds.chart"))
    p.add_argument(
        "--json",
        action="store_true",
        help=h("cli.help.odds.json"),
    )
    add_lang(p)
    p.set_defaults(func=cmd_odds)

    p = subparsers.add_parser("sandbox", help=h("cli.help.sandbox"))
    p.add_argument("script", nargs="?", help=h("cli.help.sandbox.script"))
    p.add_argument("--state", help=h("cli.help.sandbox.state"))
    p.add_argument("--image", help=h("cli.help.sandbox.image"))
    add_lang(p)
    p.set_defaults(func=cmd_sandbox)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.quick")
    register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    from bot.cli.failures import guarded

    return guarded(args.func, args)
