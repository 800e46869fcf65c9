"""What every registered game offers, generated from its declarations (bot/core/declared.py): `python -m bot games`
prints the table of docs/games.md; `python -m bot play GAME --options help` prints one game's creation options."""

from __future__ import annotations

import argparse
import json
from typing import Any

from bot.core import declared
from bot.core.protocol import JSON, RuleError, SetupOption
from bot.games import registry
from bot.i18n import CATALOGS, DEFAULT


def english(game: Any, key: str) -> str:
    """A declared text in English: the game's own catalogs first, then the shared one."""
    texts = declared.texts(game)
    if texts is not None and texts.has(key, DEFAULT):
        return texts[DEFAULT][key]
    return CATALOGS[DEFAULT].get(key, key)


def option_line(game: Any, option: SetupOption) -> str:
    kind: str = option.type
    if option.type == "choice":
        kind = "one of " + ", ".join(c.value for c in option.choices)
    elif option.minimum is not None or option.maximum is not None:
        low = "" if option.minimum is None else f"{option.minimum:g}"
        high = "" if option.maximum is None else f"{option.maximum:g}"
        kind += f" {low}..{high}"
    default = "optional" if option.default is None else f"default {option.default!r}"
    if option.required:
        default = "required"
    return f"`{option.name}` ({kind}; {default}): {english(game, option.help)}"


def seats_text(game: Any) -> str:
    spec = game.seat_spec
    players = (
        f"{spec.min_players}" if spec.min_players == spec.max_players else f"{spec.min_players}-{spec.max_players}"
    )
    teams = ", team play" if declared.teams(game) else ""
    return f"{', '.join(spec.names[:2])} ({players} players{teams})"


def content_help(name: str, game: Any) -> list[str]:
    """The players' own content a game takes (docs/protocol.md, "User content"), and how to add it."""
    holder = declared.user_content(game)
    if holder is None or not holder.content_kinds:
        return []
    lines = ["  players' own content (python -m bot content add GAME KIND FILE; --content FILE for one match):"]
    for kind in holder.content_kinds:
        lines.append(
            f"    `{kind.name}` (at most {kind.max_items} per database or server, {kind.max_bytes} bytes each): "
            f"{english(game, kind.help)}"
        )
    return lines


def options_help(name: str) -> str:
    """One game's creation options, for the console (`play GAME --options help`)."""
    game = registry.get(name)
    lines = [f"{game.title} ({name}), seats {seats_text(game)}. Creation options:"]
    options = declared.setup_options(game)
    lines += [f"  {option_line(game, o)}" for o in options] or ["  (none)"]
    pick = declared.secret_pick(game)
    if pick is not None:
        p = pick.secret_pick
        lines.append(
            f"  secret pick: pasted as `{p.paste}` or picked from a list with `{p.build}`; ends in `{p.option}`"
            f" (in chat only: here give every side's pick as the set-up option `{p.option}`)"
        )
    lines += content_help(name, game)
    example = json.dumps(declared.example_options(game))
    lines.append(f"--options takes these as JSON, as /{name} new does, e.g. --options '{example}'.")
    lines.append(
        "An object with any other key is the game's own set-up options, passed unchanged (the form of the example "
        "in `python -m bot play --help`)."
    )
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
            raise RuleError(
                f"`{'`, `'.join(carried)}` {verb} the secret pick in a chat challenge; at this terminal give every "
                f"side's pick as the set-up option `{p.option}` ({{side: pick}}); see python -m bot play --help",
                code="malformed",
            )
    return declared.new_options(game, checked)


def games_table() -> str:
    """The markdown table of docs/games.md."""
    rows = ["| game | title | seats | creation options |", "|---|---|---|---|"]
    for name in registry.names():
        game = registry.get(name)
        options = "<br>".join(option_line(game, o) for o in declared.setup_options(game)) or "—"
        rows.append(f"| `{name}` | {game.title} | {seats_text(game)} | {options} |")
    return "\n".join(rows) + "\n"


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("games", help="the registered games and their creation options (markdown)")
    p.set_defaults(func=handle)


def handle(args: argparse.Namespace) -> int:
    print(games_table(), end="")
    return 0
