"""The sandbox's text commands (console REPL, scripted files, and a one-line Discord option if wanted).

place <id> <type> at <x> <y> [heading <deg>] [small|large]
place <id> <type> near <ship> [forward|back <mm>] [right|left <mm>] [heading <deg>] [small|large]
asteroid <1-6|asteroid-N> at <x> <y> [rotation <deg>] [as <id>]
move <id> <maneuver>            e.g. move luke 2 bank left   (any maneuver; previews are allowed here)
roll <id> left|right [forward|centre|back|<mm>]
check <a> <b>                   range, arcs and obstruction both ways
remove <id> | undo | reset | show | help
"""

from __future__ import annotations

from bot.quick import sandbox as sb
from bot.quick.common import QuickInputError, check_long_numbers
from bot.quick.texts import Phrase


def _usage(usage: str, example: str) -> QuickInputError:
    """A command with the wrong words: its usage (the command's own words) and an example."""
    return QuickInputError(Phrase("err.usage", usage=usage), example)


def _take(words: list[str], key: str, example: str) -> str | None:
    """Remove `key <value>` from words and return the value (None if absent)."""
    if key not in words:
        return None
    i = words.index(key)
    if i + 1 >= len(words):
        raise QuickInputError(Phrase("err.needs_value", word=key), example)
    value = words[i + 1]
    del words[i : i + 2]
    return value


def _take_flag(words: list[str], *flags: str) -> str | None:
    for f in flags:
        if f in words:
            words.remove(f)
            return f
    return None


def run_command(state: sb.State, line: str) -> sb.SandboxResult:
    words = line.strip().lower().replace(",", " ").split()
    if not words:
        raise QuickInputError(Phrase("err.empty_command"), sb.EX_PLACE)
    check_long_numbers(line, sb.EX_PLACE)
    cmd, args = words[0], words[1:]
    if cmd in ("help", "?"):
        return sb.SandboxResult(True, state, Phrase("sandbox.help"))
    if cmd == "place":
        return _place(state, args)
    if cmd in ("asteroid", "rock"):
        ex = sb.EX_ASTEROID
        rotation = _take(args, "rotation", ex) or _take(args, "rot", ex) or "0"
        oid = _take(args, "as", ex)
        if len(args) != 4 or args[1] != "at":
            raise _usage("asteroid <shape> at <x> <y>", ex)
        return sb.add_asteroid(state, args[0], args[2], args[3], rotation, oid)
    if cmd in ("move", "fly", "preview"):
        preview = cmd == "preview" or _take_flag(args, "preview") is not None
        if len(args) < 2:
            raise _usage("move <ship> <maneuver>", sb.EX_MOVE)
        return sb.move(state, args[0], " ".join(args[1:]), preview=preview)
    if cmd in ("roll", "barrel", "barrel-roll", "br"):
        if len(args) not in (2, 3):
            raise _usage("roll <ship> left|right [forward|centre|back|<mm>]", sb.EX_ROLL)
        return sb.barrel_roll(state, args[0], args[1], args[2] if len(args) == 3 else "centre")
    if cmd in ("check", "range", "measure"):
        if len(args) != 2:
            raise _usage("check <ship> <ship>", sb.EX_CHECK)
        return sb.check(state, args[0], args[1])
    if cmd in ("remove", "rm", "delete"):
        if len(args) != 1:
            raise _usage("remove <id>", "remove luke")
        return sb.remove(state, args[0])
    if cmd == "undo":
        return sb.undo(state)
    if cmd in ("reset", "clear"):
        return sb.reset(state)
    if cmd in ("show", "list", "ls"):
        return sb.describe(state)
    commands = "place, asteroid, move, roll, check, remove, undo, reset, show, help"
    raise QuickInputError(Phrase("err.unknown_command", command=cmd, commands=commands), sb.EX_PLACE)


def _place(state: sb.State, args: list[str]) -> sb.SandboxResult:
    ex = sb.EX_PLACE
    base = _take_flag(args, "small", "large")
    heading = _take(args, "heading", ex) or _take(args, "facing", ex) or "0"
    if "at" in args:
        i = args.index("at")
        if i < 2 or len(args) != i + 3:
            raise _usage("place <id> <type> at <x> <y>", ex)
        return sb.place_ship(state, args[0], " ".join(args[1:i]), args[i + 1], args[i + 2], heading, base)
    ex = sb.EX_NEAR
    where = "near" if "near" in args else ("from" if "from" in args else None)
    if where is None:
        raise QuickInputError(Phrase("err.place_where"), sb.EX_PLACE)
    forward = float(_num(_take(args, "forward", ex) or _take(args, "ahead", ex) or "0", ex))
    forward -= float(_num(_take(args, "back", ex) or _take(args, "behind", ex) or "0", ex))
    right = float(_num(_take(args, "right", ex) or "0", ex)) - float(_num(_take(args, "left", ex) or "0", ex))
    i = args.index(where)
    if i < 2 or len(args) != i + 2:
        raise _usage("place <id> <type> near <ship> [forward <mm>] [right <mm>] [heading <deg>]", ex)
    return sb.place_relative(
        state, args[0], " ".join(args[1:i]), args[i + 1], forward, right, float(_num(heading, ex)), base
    )


def _num(value: str, example: str) -> float:
    try:
        return float(value)
    except ValueError:
        raise QuickInputError(Phrase("err.expected_number", got=value), example) from None
