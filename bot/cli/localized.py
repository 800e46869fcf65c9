"""argparse in the console's language, without gettext: the parser is built and run inside `speaking(lang)`, the
language `--lang` names anywhere on the command line (else BOT_LOCALE, else English), so every `help=`,
`description=` and `epilog=` is a catalog text (`h("cli.help...")`, data/bot/texts) read in that language. argparse's
own words go through this subclass too: "usage:" (the formatter's prefix), the two group titles, the `-h` help,
"prog: error: ..." and its messages (`argparse_message`: the English templates of Python's argparse, matched and
said again; one not listed stays as argparse wrote it)."""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, NoReturn

from bot.core.texts import code_list, quoted
from bot.i18n import DEFAULT, LANGUAGES, known_language, language, t

CLI_LANG: ContextVar[str] = ContextVar("cli_lang", default=DEFAULT)


def _lang_spots(args: Sequence[str]) -> list[tuple[int, int, str]]:
    """(start, end, value) of each `--lang X` / `--lang=X` before a `--`."""
    found: list[tuple[int, int, str]] = []
    i = 0
    while i < len(args) and args[i] != "--":
        if args[i] == "--lang":  # at the end without a value: still a --lang (argparse then asks for one)
            found.append((i, min(i + 2, len(args)), args[i + 1] if i + 1 < len(args) else ""))
            i += 2
            continue
        if args[i].startswith("--lang="):
            found.append((i, i + 1, args[i].split("=", 1)[1]))
        i += 1
    return found


def cli_language(argv: Sequence[str] | None) -> str:
    """The language `--lang X` or `--lang=X` names on the command line (the last one, as argparse takes it), else
    BOT_LOCALE, else English: known before the parser is built, so its help reads in it. A command that takes no
    `--lang` refuses it (`lang_placed`)."""
    spots = _lang_spots(list(sys.argv[1:] if argv is None else argv))
    if spots and known_language(spots[-1][2]) is not None:
        return language(spots[-1][2])
    return language(os.environ.get("BOT_LOCALE"))  # also for a --lang we have no texts in: its refusal reads so


def _commands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def lang_commands(parser: argparse.ArgumentParser, prefix: str = "") -> list[str]:
    """The commands (with their subcommands: "db check") that take `--lang`."""
    out: list[str] = []
    for name, sub in _commands(parser).items():
        if "--lang" in sub._option_string_actions:
            out.append(f"{prefix}{name}")
        out += lang_commands(sub, f"{prefix}{name} ")
    return out


def lang_placed(parser: argparse.ArgumentParser, argv: Sequence[str]) -> list[str] | str:
    """`argv` with `--lang` where the command's parser reads it, or the refusal (a Said) when the command named
    takes none: argparse would otherwise take its value for an argument (`ti4-odds --lang ru 2cruiser`: `ru` the
    attacker's fleet), or when it names a language we have no texts in (`--lang zz`). A `--lang` before the
    command (`python -m bot --lang ru play`) moves after it."""
    from bot.i18n import Said

    args = list(argv)
    spots = _lang_spots(args)
    if not spots:
        return args
    rest = [a for i, a in enumerate(args) if not any(s <= i < e for s, e, _v in spots)]
    leaf, path, depth = parser, [], 0
    while depth < len(rest) and rest[depth] != "--":
        found = _commands(leaf).get(rest[depth])
        if found is None:
            if rest[depth].startswith("-"):
                depth += 1
                continue
            break
        leaf, depth = found, depth + 1
        path.append(rest[depth - 1])
    if not path:
        return rest  # no command: argparse says one is missing (the language is known already)
    if _commands(leaf):
        return args  # no known subcommand: argparse says which there are
    if "--lang" not in leaf._option_string_actions:
        command = " ".join(["python -m bot", *path])
        return Said("cli.lang_not_taken", command=command, commands=", ".join(lang_commands(parser)))
    start, end, value = spots[-1]
    if (end - start == 2 or args[start].startswith("--lang=")) and known_language(value) is None:
        return Said("cli.lang_unknown", given=quoted(value), languages=code_list(LANGUAGES))  # not quietly English
    if all(s >= depth for s, _e, _v in spots):
        return args  # already after the command
    return [*rest[:depth], "--lang", spots[-1][2], *rest[depth:]]


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    token = CLI_LANG.set(language(lang))
    try:
        yield
    finally:
        CLI_LANG.reset(token)


def h(key: str, /, **params: object) -> str:
    """A help text of the command line in the language the parser is built in."""
    return t(key, CLI_LANG.get(), **params)


class _Usage(argparse.HelpFormatter):
    """Says "usage:" in the parser's language (argparse asks the formatter for no prefix)."""

    lang = DEFAULT

    def add_usage(
        self, usage: str | None, actions: Any, groups: Any, prefix: str | None = None
    ) -> None:  # argparse's own signature
        super().add_usage(
            usage, actions, groups, t("cli.argparse.usage", self.lang) + " " if prefix is None else prefix
        )


_FORMATTERS: dict[type[argparse.HelpFormatter], type[argparse.HelpFormatter]] = {}


def _localized(formatter: type[argparse.HelpFormatter]) -> type[argparse.HelpFormatter]:
    """The formatter class with the localized "usage:" (RawDescriptionHelpFormatter keeps its own layout)."""
    if issubclass(formatter, _Usage):
        return formatter
    if formatter not in _FORMATTERS:
        _FORMATTERS[formatter] = type(f"Localized{formatter.__name__}", (_Usage, formatter), {})
    return _FORMATTERS[formatter]


class Parser(argparse.ArgumentParser):
    """An ArgumentParser speaking the language it was built in (`speaking`); its subparsers are Parsers too."""

    def __init__(self, **kwargs: Any) -> None:  # argparse makes subparsers with keywords only
        add_help = kwargs.pop("add_help", True)
        kwargs["formatter_class"] = _localized(kwargs.get("formatter_class", argparse.HelpFormatter))
        super().__init__(add_help=False, **kwargs)
        self.lang = CLI_LANG.get()
        self._positionals.title = t("cli.argparse.positionals", self.lang)
        self._optionals.title = t("cli.argparse.options", self.lang)
        if add_help:
            self.add_argument(
                "-h", "--help", action="help", default=argparse.SUPPRESS, help=t("cli.argparse.help", self.lang)
            )

    def _get_formatter(self) -> argparse.HelpFormatter:
        formatter = super()._get_formatter()
        if isinstance(formatter, _Usage):
            formatter.lang = self.lang
        return formatter

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        said = argparse_message(message, self.lang)
        self.exit(2, t("cli.argparse.error", self.lang, prog=self.prog, message=said) + "\n")


# Python's argparse messages (3.11-3.13), most specific first: (pattern, key of data/bot/texts)
_MESSAGES: list[tuple[re.Pattern[str], str]] = [
    (re.compile(p, re.S), key)
    for p, key in (
        (r"argument (?P<name>[^:]+): (?P<message>.*)", "cli.argparse.argument"),
        (r"the following arguments are required: (?P<names>.*)", "cli.argparse.required"),
        (r"unrecognized arguments: (?P<args>.*)", "cli.argparse.unrecognized"),
        (r"invalid choice: (?P<value>.*) \(choose from (?P<choices>.*)\)", "cli.argparse.invalid_choice"),
        (r"invalid (?P<type>\S+) value: (?P<value>.*)", "cli.argparse.invalid_value"),
        (r"expected one argument", "cli.argparse.expected_one"),
        (r"expected at most one argument", "cli.argparse.expected_at_most_one"),
        (r"expected at least one argument", "cli.argparse.expected_at_least_one"),
        (r"expected (?P<n>\d+) arguments?", "cli.argparse.expected_n"),
        (r"ambiguous option: (?P<option>\S+) could match (?P<matches>.*)", "cli.argparse.ambiguous"),
        (r"unexpected option string: (?P<option>.*)", "cli.argparse.unexpected_option"),
        (r"one of the arguments (?P<names>.*) is required", "cli.argparse.one_of_required"),
        (r"not allowed with argument (?P<name>.*)", "cli.argparse.not_allowed_with"),
        (r"ignored explicit argument (?P<value>.*)", "cli.argparse.ignored_explicit"),
    )
]


def argparse_message(message: str, lang: str) -> str:
    """One of argparse's error messages in `lang`; an argument's message is said again inside its frame. A message
    not listed (or a handler's own, already said) is left as it is."""
    if language(lang) == DEFAULT:
        return message
    for pattern, key in _MESSAGES:
        found = pattern.fullmatch(message)
        if found is not None:
            values: dict[str, object] = dict(found.groupdict())
            if "message" in values:
                values["message"] = argparse_message(str(values["message"]), lang)
            if "n" in values:
                values["n"] = int(str(values["n"]))
            return t(key, lang, **values)
    return message


def env_language_refused(args: argparse.Namespace, argv: Sequence[str]) -> str | None:
    """The refusal (a Said) of a BOT_LOCALE we have no texts in, for a command that reads it (one that takes
    `--lang`) when no `--lang` overrides it; None when all is well."""
    from bot.i18n import Said

    env = os.environ.get("BOT_LOCALE")
    if not env or not hasattr(args, "lang") or _lang_spots(list(argv)) or known_language(env) is not None:
        return None
    return Said("cli.lang_unknown_env", given=quoted(env), languages=code_list(LANGUAGES))
