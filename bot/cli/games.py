"""What every registered game offers, generated from its declarations (bot/core/declared.py): `python -m bot games`
prints the table of docs/games.md; `python -m bot play GAME --options help` prints one game's creation options."""

from __future__ import annotations

import argparse
import json
import os
from typing import Any

from bot.cli.localized import h
from bot.core import declared
from bot.core.protocol import JSON, RuleError, SetupOption
from bot.core.texts import code_list, msg
from bot.engine import gametext
from bot.games import registry
from bot.i18n import CATALOGS, DEFAULT, language, t


def said(game: Any, key: str, locale: str = DEFAULT) -> str:
    """A declared text in `locale` (falling back to English): the game's own catalogs first, then the shared one."""
    texts = declared.texts(game)
    if texts is not None and texts.has(key, DEFAULT):
        return texts[locale if texts.has(key, locale) else DEFAULT][key]
    return CATALOGS[locale].get(key, CATALOGS[DEFAULT].get(key, key))


def option_line(game: Any, option: SetupOption, locale: str = DEFAULT) -> str:
    if option.type == "choice":
        kind = t("console.help.choice", locale, values=code_list(c.value for c in option.choices))
    else:
        kind = t(f"console.help.type.{option.type}", locale)
    if option.type != "choice" and (option.minimum is not None or option.maximum is not None):
        low = "" if option.minimum is None else f"{option.minimum:g}"
        high = "" if option.maximum is None else f"{option.maximum:g}"
        kind += f" {low}..{high}"
    if option.required:
        default = t("console.help.required", locale)
    elif option.default is None:
        default = t("console.help.optional", locale)
    else:
        default = t(
            "console.help.default", locale, value=json.dumps(option.default, ensure_ascii=False)
        )  # as typed in --options
    return f"`{option.name}` ({kind}; {default}): {said(game, option.help, locale)}"


def seats_text(game: Any, locale: str = DEFAULT) -> str:
    spec = game.seat_spec
    if spec.min_players == spec.max_players:
        players = t("console.help.players", locale, n=spec.min_players)
    else:
        players = t("console.help.players_range", locale, low=spec.min_players, n=spec.max_players)
    teams = t("console.help.team_play", locale) if declared.teams(game) else ""
    return f"{', '.join(spec.names[:2])} ({players}{teams})"


def content_help(name: str, game: Any, locale: str = DEFAULT) -> list[str]:
    """The players' own content a game takes (docs/protocol.md, "User content"), and how to add it."""
    holder = declared.user_content(game)
    if holder is None or not holder.content_kinds:
        return []
    lines = ["  " + t("console.help.content", locale)]
    for kind in holder.content_kinds:
        limits = t("console.help.content_limits", locale, items=kind.max_items, bytes=kind.max_bytes)
        lines.append(f"    `{kind.name}` ({limits}): {said(game, kind.help, locale)}")
    return lines


def options_help(name: str, locale: str = DEFAULT) -> str:
    """One game's creation options, for the console (`play GAME --options help`), in `locale`."""
    game = registry.get(name)
    lines = [
        t("console.help.head", locale, title=gametext.title(name, locale), name=name, seats=seats_text(game, locale))
    ]
    options = declared.setup_options(game)
    lines += [f"  {option_line(game, o, locale)}" for o in options] or ["  " + t("console.help.none", locale)]
    pick = declared.secret_pick(game)
    if pick is not None:
        p = pick.secret_pick
        lines.append("  " + t("console.help.secret_pick", locale, paste=p.paste, build=p.build, option=p.option))
    lines += content_help(name, game, locale)
    example = json.dumps(declared.example_options(game))
    lines.append(t("console.help.example", locale, name=name, example=example))
    lines.append(t("console.help.other_keys", locale))
    return "\n".join(lines)


def console_options(name: str, given: dict[str, JSON]) -> dict[str, JSON]:
    """The set-up options for `play GAME --options`: creation options (every key declared, `options_help`) checked
    and turned into set-up options the way `/<game> new` does; any other object (or none) unchanged, so scripts
    and examples written with set-up options keep working. RuleError saying what is wrong and what is allowed."""
    game = registry.get(name)
    names = {o.name for o in declared.setup_options(game)}
    if not given or not set(given) <= names:
        return given
    checked = declared.checked_options(game, given)
    pick = declared.secret_pick(game)
    if pick is not None:
        p = pick.secret_pick
        carried = [k for k in (p.paste, p.build) if given.get(k) is not None]
        if carried:
            verb = "make" if len(carried) > 1 else "makes"
            said = msg("options.carried", options=[f"`{k}`" for k in carried], n=len(carried), option=p.option)
            raise RuleError(
                f"`{'`, `'.join(carried)}` {verb} the secret pick in a chat challenge; at this terminal give every "
                f"side's pick as the set-up option `{p.option}` ({{side: pick}}); see python -m bot play --help",
                code="malformed",
                text=said,
            )
    return declared.new_options(game, checked)


def games_table(locale: str = DEFAULT) -> str:
    """The markdown table of docs/games.md (English), or in `locale`: titles and option help from the catalogs."""
    rows = [t("console.games.head", locale), "|---|---|---|---|"]
    for name in registry.names():
        game = registry.get(name)
        options = "<br>".join(option_line(game, o, locale) for o in declared.setup_options(game)) or "—"
        title = gametext.title(name, locale, str(game.title))
        rows.append(f"| `{name}` | {title} | {seats_text(game, locale)} | {options} |")
    return "\n".join(rows) + "\n"


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("games", help=h("cli.help.games"))
    p.add_argument("--lang", default=os.environ.get("BOT_LOCALE") or DEFAULT, help=h("cli.help.lang"))
    p.set_defaults(func=handle)


def handle(args: argparse.Namespace) -> int:
    print(games_table(language(args.lang)), end="")
    return 0
