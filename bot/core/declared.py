"""What a game declares for adapters beyond the core protocol, all optional (docs/protocol.md, "Declarations").

Adapters build `/<game> new`, the console's help and the docs table from these, and run a secret pre-match pick or
a team challenge through them, so a new game needs no adapter code. A game that declares nothing gets a plain
challenge with no options. Adapters call the functions here, never a game's modules.

A game object may carry:
- `setup_options`: tuple[SetupOption, ...], its creation options;
- `new_options(given) -> options`: turns the creation options a player gave into `setup`'s options;
- `describe` / `new_help`: message keys describing the game's command group and its `new` command;
- `secret_pick`: a SecretPick, with `read_pick`, `pick_options` and `pick_value` (see SecretPick);
- `team_seats(first_side, first, second) -> {seat: user}`: team play (several players a side);
- `console_example`: (setup options as JSON text, where they are described), shown by `python -m bot play --help`;
- `content_kinds` with `check_content(kind, data) -> (id, item)`: content players add from their own copies (a
  secret pick's methods may then take `content=`, see `read_pick` below).
"""

from __future__ import annotations

import inspect
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from bot.core.protocol import JSON, ContentKind, Option, Prompt, RuleError, SecretPick, SetupOption
from bot.core.texts import Catalogs, code_list, msg, quote_in, quoted


@runtime_checkable
class PicksSecretly(Protocol):
    secret_pick: SecretPick

    def read_pick(self, text: str) -> tuple[str, JSON]:
        """(side, value) from the text a player pasted; RuleError saying every problem found."""
        ...

    def pick_options(self, side: str) -> tuple[Option, ...]:
        """What `side` may pick from (each option's id is what `pick_value` receives)."""
        ...

    def pick_value(self, side: str, ids: Sequence[str]) -> JSON:
        """The value of the pick made of the options `ids`; RuleError when they are not a legal pick."""
        ...


@runtime_checkable
class HoldsUserContent(Protocol):
    content_kinds: tuple[ContentKind, ...]

    def check_content(self, kind: str, data: JSON) -> tuple[str, JSON]:
        """(id, the item as the game stores it) for one item of `kind` a player gave; RuleError naming every
        problem (field, what is wrong, what is allowed). Pure; the id is unique per server, game and kind."""
        ...


@runtime_checkable
class PlaysInTeams(Protocol):
    def team_seats(self, first_side: str, first: Sequence[str], second: Sequence[str]) -> dict[str, str]:
        """{seat: user}: `first` (the challenger and teammates) fly `first_side`, `second` the other side."""
        ...


def setup_options(game: Any) -> tuple[SetupOption, ...]:
    found = getattr(game, "setup_options", ())
    return tuple(o for o in found if isinstance(o, SetupOption))


def new_options(game: Any, given: Mapping[str, JSON]) -> dict[str, JSON]:
    """The options for `setup` from the creation options a player gave (None: not given). Without the game's own
    `new_options`: the given ones unchanged, less the unset ones and those carrying the secret pick."""
    convert = getattr(game, "new_options", None)
    if callable(convert):
        return dict(convert(dict(given)))
    pick = secret_pick(game)
    carriers = (pick.secret_pick.paste, pick.secret_pick.build) if pick is not None else ()
    return {k: v for k, v in given.items() if v is not None and k not in carriers}


def allowed(option: SetupOption) -> str:
    """What `option` takes, in words: "one of a, b", "a whole number 1..1000", "true or false", "text"."""
    if option.type == "choice":
        return "one of " + ", ".join(code_list(c.value for c in option.choices))
    if option.type == "bool":
        return "true or false"
    if option.type == "str":
        return "text"
    low = "" if option.minimum is None else f"{option.minimum:g}"
    high = "" if option.maximum is None else f"{option.maximum:g}"
    bounds = f" {low}..{high}" if low or high else ""
    return ("a whole number" if option.type == "int" else "a number") + bounds


def allowed_message(option: SetupOption) -> dict[str, Any]:
    """`allowed` as a message of the adapters' catalog (`options.*`, data/bot/texts), for the reader's language."""
    if option.type == "choice":
        return msg("options.one_of", values=code_list(c.value for c in option.choices))
    if option.type in ("bool", "str"):
        return msg(f"options.{option.type}")
    low = "" if option.minimum is None else f"{option.minimum:g}"
    high = "" if option.maximum is None else f"{option.maximum:g}"
    kind = "whole" if option.type == "int" else "number"
    if low and high:
        return msg(f"options.{kind}_between", low=low, high=high)
    if low or high:
        return msg(f"options.{kind}_at_least", low=low) if low else msg(f"options.{kind}_at_most", high=high)
    return msg(f"options.{kind}")


def _problem(option: SetupOption, value: JSON) -> tuple[str, dict[str, Any]] | None:
    """Why `value` is not a value of `option` (English, message), or None when it is."""
    kind = option.type
    number = isinstance(value, int | float) and not isinstance(value, bool)
    fits = {
        "bool": isinstance(value, bool),
        "str": isinstance(value, str),
        "choice": isinstance(value, str) and value in {c.value for c in option.choices},
        "int": isinstance(value, int) and not isinstance(value, bool),
        "float": number,
    }[kind]
    if fits and number:
        assert isinstance(value, int | float)
        fits = (option.minimum is None or value >= option.minimum) and (
            option.maximum is None or value <= option.maximum
        )
    if fits:
        return None
    given = quoted(value, 60)
    english = f"`{option.name}` takes {allowed(option)}, not {quote_in(given)}"
    return english, msg("options.wrong", name=option.name, allowed=allowed_message(option), value=given)


def _joined(parts: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Messages as one, joined by "; " (each may hold commas)."""
    joined = parts[-1]
    for part in reversed(parts[:-1]):
        joined = msg("options.and", first=part, rest=joined)
    return joined


def checked_options(game: Any, given: Mapping[str, JSON]) -> dict[str, JSON]:
    """The game's creation options as a chat challenge passes them (every declared name: the given value, else the
    default, else None) from `given`, checked against the declaration; RuleError naming every problem and what each
    option takes, its English the error's message and its text a message of the adapters' catalog (`options.*`).
    Adapters whose input is not typed by the platform (the console, a web form) call this."""
    options = {o.name: o for o in setup_options(game)}
    problems = [
        (f"no creation option {quote_in(quoted(name, 60))}", msg("options.unknown", name=quoted(name, 60)))
        for name in given
        if name not in options
    ]
    out: dict[str, JSON] = {}
    for name, option in options.items():
        value = given.get(name)
        if value is None:
            if option.required:
                problems.append(
                    (
                        f"`{name}` is required ({allowed(option)})",
                        msg("options.required", name=name, allowed=allowed_message(option)),
                    )
                )
            out[name] = option.default
            continue
        problem = _problem(option, value)
        if problem is not None:
            problems.append(problem)
        out[name] = value
    if problems:
        takes = "; ".join(f"`{o.name}`: {allowed(o)}" for o in options.values()) or "none"
        said_takes = [msg("options.take", name=o.name, allowed=allowed_message(o)) for o in options.values()]
        said = msg(
            "options.refused",
            problems=_joined([m for _e, m in problems]),
            takes=_joined(said_takes) if said_takes else msg("options.none"),
        )
        raise RuleError(
            f"{'; '.join(e for e, _m in problems)} (the creation options: {takes})", code="malformed", text=said
        )
    return out


def example_options(game: Any) -> dict[str, JSON]:
    """Creation options that start a match, for the console's help: each option's declared example, else the
    first choice of a choice, true for a yes/no option and the default of a required number; other options (their
    default would be used anyway) and those carrying the secret pick are left out."""
    pick = secret_pick(game)
    carriers = (pick.secret_pick.paste, pick.secret_pick.build) if pick is not None else ()
    out: dict[str, JSON] = {}
    for o in setup_options(game):
        if o.name in carriers:
            continue
        if o.example is not None:
            out[o.name] = o.example
        elif o.type == "choice" and o.choices:
            out[o.name] = o.choices[0].value
        elif o.type == "bool":
            out[o.name] = True
        elif o.type in ("int", "float") and o.required and o.default is not None:
            out[o.name] = o.default
    return out


def secret_pick(game: Any) -> PicksSecretly | None:
    return game if isinstance(game, PicksSecretly) and isinstance(game.secret_pick, SecretPick) else None


def teams(game: Any) -> PlaysInTeams | None:
    return game if isinstance(game, PlaysInTeams) else None


def options_public(game: Any, prompt: Prompt) -> bool:
    """Whether anyone may see the options of `prompt` (only its pick is secret): its kind is among the game's
    `public_secret_options` (X-Wing: "dial", printed on the ship's card). Adapters may then show a secret
    prompt's options in a shared place; otherwise (a hand of cards) only to its player."""
    kinds = getattr(game, "public_secret_options", ())
    return isinstance(kinds, frozenset | set | tuple) and prompt.kind in kinds


def texts(game: Any) -> Catalogs | None:
    found = getattr(game, "texts", None)
    return found if isinstance(found, Catalogs) else None


def command_help(game: Any) -> tuple[str | None, str | None]:
    """Message keys describing the game's command group and its `new` command (None: not declared)."""
    group, new = getattr(game, "describe", None), getattr(game, "new_help", None)
    return (group if isinstance(group, str) else None, new if isinstance(new, str) else None)


def console_example(game: Any) -> tuple[str, str] | None:
    """(a working `--options` JSON for the console, where the options are described), when the game declares one."""
    found = getattr(game, "console_example", None)
    if isinstance(found, tuple) and len(found) == 2 and all(isinstance(x, str) for x in found):
        return (found[0], found[1])
    return None


def user_content(game: Any) -> HoldsUserContent | None:
    """The game, when it takes content that players add (docs/protocol.md, "User content")."""
    found = game if isinstance(game, HoldsUserContent) else None
    if found is None or not all(isinstance(k, ContentKind) for k in found.content_kinds):
        return None
    return found


# A secret pick may draw on the server's user content (an SWM squad with a character a player added): the game's
# `read_pick`, `pick_options` and `pick_value` then take a keyword `content`, {kind: [item, ...]} as a new match's
# options["content"] would carry it now. Games whose methods take no `content` are called as before.
UserItems = Mapping[str, Sequence[JSON]]


def _takes_content(method: Any) -> bool:
    try:
        return "content" in inspect.signature(method).parameters
    except (TypeError, ValueError):
        return False


def read_pick(pick: PicksSecretly, text: str, content: UserItems) -> tuple[str, JSON]:
    if _takes_content(pick.read_pick):
        return pick.read_pick(text, content=content)  # type: ignore[call-arg]
    return pick.read_pick(text)


def pick_options(pick: PicksSecretly, side: str, content: UserItems) -> tuple[Option, ...]:
    if _takes_content(pick.pick_options):
        return pick.pick_options(side, content=content)  # type: ignore[call-arg]
    return pick.pick_options(side)


def pick_tally(
    pick: PicksSecretly, side: str, ids: Sequence[str], options: Mapping[str, Any], content: UserItems | None = None
) -> Any:
    """The game's running summary of a pick in progress (a message: e.g. ships and points against the cap), or
    None when the game offers none (an optional `pick_tally(side, ids, options)`): the builder then takes the
    first selection as the pick. Like the other pick methods it gets `content` when it declares it."""
    tally = getattr(pick, "pick_tally", None)
    if not callable(tally):
        return None
    if _takes_content(tally):
        return tally(side, ids, options, content=content or {})
    return tally(side, ids, options)


def pick_value(pick: PicksSecretly, side: str, ids: Sequence[str], content: UserItems) -> JSON:
    if _takes_content(pick.pick_value):
        return pick.pick_value(side, ids, content=content)  # type: ignore[call-arg]
    return pick.pick_value(side, ids)
