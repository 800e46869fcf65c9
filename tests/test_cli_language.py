"""The command line in the reader's language (issue 20): `--lang ru` (or BOT_LOCALE) anywhere on the command line
makes `--help` and argparse's refusals Russian, argparse's own words included ("usage:", the group titles,
"error:", its messages), through the catalogs and a parser subclass (bot/cli/localized.py), not gettext; without
it they read as before. The pseudo-locale guard: every help text of every command comes from a catalog."""

from __future__ import annotations

import argparse
import re
from collections.abc import Iterator

import pytest

import bot.i18n
from bot.cli import build_parser, main
from bot.cli.localized import argparse_message, cli_language, speaking
from bot.core.texts import PSEUDO, PSEUDO_CLOSE, PSEUDO_OPEN


def _parsers(parser: argparse.ArgumentParser) -> Iterator[argparse.ArgumentParser]:
    """The parser and every subparser under it."""
    yield parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in dict.fromkeys(action.choices.values()):
                yield from _parsers(sub)


def test_the_language_is_read_before_the_parser_is_built(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("BOT_LOCALE", raising=False)
    assert cli_language(["play", "xwing", "--lang", "ru"]) == "ru"
    assert cli_language(["play", "xwing", "--lang=ru-RU"]) == "ru"
    assert cli_language(["play", "xwing", "--", "--lang", "ru"]) == "en"  # after "--": an argument, not an option
    assert cli_language(["play", "xwing", "--lang", "de"]) == "en"
    monkeypatch.setenv("BOT_LOCALE", "ru")
    assert cli_language(["play", "xwing"]) == "ru"
    assert cli_language(["play", "xwing", "--lang", "en"]) == "en"


def test_help_reads_in_russian_with_argparses_own_words(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["play", "--help", "--lang", "ru"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("использование: python -m bot play [-h] [--options OPTIONS]")
    for line in (
        "позиционные аргументы:",
        "параметры:",
        "  -h, --help         показать эту справку и выйти",
        "  game               игра: ia, starfighter, swm, ti4, xwing",
        "  --no-frames        не рисовать изображения стола",
        "игры и пример --options для каждой:",
    ):
        assert line in out.splitlines(), (line, out)
    assert "show this help" not in out and "usage:" not in out and "positional arguments" not in out
    assert "      (параметры: docs/ia.md (армии: тайный выбор или армии по умолчанию))" in out.splitlines()


def test_help_reads_as_before_without_a_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("BOT_LOCALE", raising=False)
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("usage: python -m bot play [-h] [--options OPTIONS]")
    for line in ("positional arguments:", "options:", "  -h, --help         show this help message and exit"):
        assert line in out.splitlines(), (line, out)
    assert "  --no-frames        do not draw board images" in out.splitlines()


@pytest.mark.parametrize(
    ("argv", "russian"),
    [
        (["play", "--lang", "ru"], "python -m bot play: ошибка: не хватает обязательных аргументов: game"),
        (
            ["web", "--port", "x"],  # web takes no --lang: its refusal reads BOT_LOCALE
            "python -m bot web: ошибка: аргумент --port: недопустимое значение типа int: 'x'",
        ),
        (
            ["play", "xwing", "--lang=ru", "--seats"],
            "python -m bot play: ошибка: аргумент --seats: нужен один аргумент",
        ),
        (["db", "check", "--lang", "ru", "--bogus"], "python -m bot: ошибка: нераспознанные аргументы: --bogus"),
        (
            ["db", "fix", "--lang", "ru"],
            "python -m bot db: ошибка: аргумент ACTION: недопустимое значение: 'fix' (допустимы: 'migrate', 'check')",
        ),
    ],
)
def test_argparse_refusals_read_in_russian(
    argv: list[str], russian: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BOT_LOCALE", "ru")
    with pytest.raises(SystemExit) as done:
        main(argv)
    assert done.value.code == 2
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith("использование: python -m bot") and err[-1] == russian, err


def test_every_argparse_message_is_said_in_russian() -> None:
    """Python's argparse messages (3.11), each matched and said again; an unknown one stays as it is."""
    said = {
        "expected at most one argument": "можно не больше одного аргумента",
        "expected at least one argument": "нужен хотя бы один аргумент",
        "expected 2 arguments": "нужно 2 аргумента",
        "expected 5 arguments": "нужно 5 аргументов",
        "ambiguous option: --se could match --seats, --seed": (
            "неоднозначный параметр: --se подходит под --seats, --seed"
        ),
        "unexpected option string: --x": "неожиданный параметр: --x",
        "one of the arguments --a --b is required": "нужен один из аргументов --a --b",
        "argument --a: not allowed with argument --b": "аргумент --a: нельзя вместе с аргументом --b",
        "argument --flag: ignored explicit argument 'x'": "аргумент --flag: лишнее значение аргумента: 'x'",
        "something argparse may add one day": "something argparse may add one day",
    }
    assert {english: argparse_message(english, "ru") for english in said} == said
    assert argparse_message("expected 2 arguments", "en") == "expected 2 arguments"


# what help may show outside a catalog's text: option strings, metavars, command names, ids and examples as typed
QUOTED = re.compile(r"'[^']*'|“[^”]*”|`[^`]*`|\"[^\"]*\"|\{[^}]*\}|\[[^\]]*\]|<[^>]*>|\S+\.md\b")
MARKED = re.compile(re.escape(PSEUDO_OPEN) + "[^" + PSEUDO_CLOSE + "]*" + re.escape(PSEUDO_CLOSE))


def test_every_help_text_of_every_command_comes_from_a_catalog(monkeypatch: pytest.MonkeyPatch) -> None:
    from bot.games import registry
    from bot.games.ti4 import combat
    from bot.quick.roll import ROLLERS
    from bot.quick.ti4_odds import _faction_names

    monkeypatch.setattr(bot.i18n, "LANGUAGES", (*bot.i18n.LANGUAGES, PSEUDO))
    with speaking(PSEUDO):
        root = build_parser()
        names = {"python", "bot", *registry.names(), *ROLLERS, *_faction_names().replace(",", " ").split()}
        names |= set(combat.TECHS)
        left: dict[str, set[str]] = {}
        for parser in _parsers(root):
            names |= set(re.findall(r"[\w-]+", parser.prog))
            for action in parser._actions:
                names |= {s.lstrip("-") for s in action.option_strings} | {str(action.dest)}
                names |= set(re.findall(r"\w+", str(action.metavar or "")))
                names |= {str(c) for c in (action.choices or ())}
            text = parser.format_help()
            outside = QUOTED.sub(" ", MARKED.sub(" ", text))
            words = {w for w in re.findall(r"[^\W\d_][\w-]*", outside) if len(w) > 1 and w.strip("-") not in names}
            words -= {w for w in words if w.isupper()}  # metavars: GAME, MATCH_ID
            if words:
                left[parser.prog] = words
    assert left == {}
    assert argparse_message("unrecognized arguments: --x", PSEUDO).startswith(PSEUDO_OPEN)


def test_each_games_console_note_in_english_is_what_it_declares() -> None:
    """`play --help` names where each game's options are described from its catalog (`console.where`); the
    English is the game's declared `console_example` note, so the two cannot drift apart."""
    from bot.cli.play import option_examples
    from bot.engine.gametext import text

    for name, (_example, where) in option_examples().items():
        assert text(name, "console.where", "en") == where, name
