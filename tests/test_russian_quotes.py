"""Russian sentences quote in «ёлочки», never in ASCII quotes (issue 20's leftovers): what a user typed is a
`quoted` param (bot/core/texts.py) that each language quotes its own way («colour», “colour”), an id a command
takes is code (`rebel`), and no Python repr ('colour') reaches a sentence. Checked on the catalogs themselves and
on refusals rendered from hostile input."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from bot.cli import main
from bot.core.texts import Catalogs, failure, quoted, render
from bot.engine.gametext import rule_error
from tests.test_pseudo_locale import SETUP_REFUSALS, _refused_setup

DATA = Path(__file__).resolve().parents[1] / "data"
CODE = re.compile(r"`[^`]*`")


def _text(pattern: ftl.Pattern | None) -> str:
    """A pattern's own words: its text, string literals as written, every other placeable as X."""
    out: list[str] = []
    for element in pattern.elements if pattern is not None else ():
        if isinstance(element, ftl.TextElement):
            out.append(element.value)
        elif isinstance(element.expression, ftl.StringLiteral):
            out.append(element.expression.value)
        elif isinstance(element.expression, ftl.SelectExpression):
            out.append(" ".join(_text(v.value) for v in element.expression.variants))
        else:
            out.append("X")
    return "".join(out)


def _straight_quotes(text: str) -> bool:
    return "'" in CODE.sub("", text) or '"' in CODE.sub("", text)


@pytest.mark.parametrize("catalog", sorted(p.parent.parent.name for p in DATA.glob("*/texts/ru.ftl")))
def test_no_russian_catalog_text_quotes_in_ascii_quotes(catalog: str) -> None:
    """Every Russian text of every catalog, outside code spans (`kind`, `--options '{…}'`), has no ' or "."""
    resource = FluentParser().parse((DATA / catalog / "texts" / "ru.ftl").read_text(encoding="utf-8"))
    bad = []
    for entry in resource.body:
        if isinstance(entry, ftl.Message):
            texts = [_text(entry.value)] + [_text(a.value) for a in entry.attributes]
            bad += [f"{entry.id.name}: {t}" for t in texts if _straight_quotes(t)]
    assert not bad, "ASCII quotes in Russian texts (use «…» for what a user typed, `…` for code):\n" + "\n".join(bad)


def test_a_quoted_value_reads_in_each_languages_quotes() -> None:
    catalogs = Catalogs("q", sources={"en": "said = no option { $name }\n", "ru": "said = нет параметра { $name }\n"})
    for value, en, ru in [
        ("colour", "no option \u201ccolour\u201d", "нет параметра «colour»"),
        (5, "no option 5", "нет параметра 5"),
        (True, "no option `true`", "нет параметра `true`"),
        ("a\nb", "no option \u201ca\\nb\u201d", "нет параметра «a\\nb»"),
    ]:
        message = {"key": "said", "params": {"name": quoted(value)}}
        assert (render(catalogs, message, "en"), render(catalogs, message, "ru")) == (en, ru)
    long = render(catalogs, {"key": "said", "params": {"name": quoted("x" * 10_000)}}, "ru")
    assert long == "нет параметра «" + "x" * 39 + "…»"
    crash = render(catalogs, {"key": "said", "params": {"name": failure(ValueError("bad `x`\n"))}}, "ru")
    assert crash == "нет параметра `ValueError: bad 'x'\\n`"


def _cases() -> list[tuple[str, Any, tuple[str, ...] | None]]:
    return [(game, options, seats) for game, cases in SETUP_REFUSALS.items() for options, seats in cases]


@pytest.mark.parametrize(("game", "options", "seats"), _cases())
def test_every_set_up_refusal_quotes_in_russian_quotes(game: str, options: Any, seats: tuple[str, ...] | None) -> None:
    """The pseudo-locale guard's set-up refusals (unknown options, units, missions, eras, seats...), rendered in
    Russian: no ASCII quote outside code; a typed word the refusal repeats stands in «»."""
    from bot.games import registry

    g = registry.get(game)
    err = _refused_setup(g, options, seats or tuple(g.seat_spec.names[:2]))
    said = rule_error(err, "ru")
    assert not _straight_quotes(said), said


@pytest.mark.parametrize(
    ("argv", "russian"),
    [
        (["play", "xwing", "--options", '{"colour": 1}'], "неизвестный параметр «colour»; известные: `deployment`"),
        (["play", "xwing", "--options", '{"colour": 1, "size": 2}'], "неизвестные параметры «colour», «size»;"),
        (["play", "ti4", "--options", '{"attacker": "2 cruisr", "defender": "1 destroyer"}'], "отряд «cruisr»"),
        (["play", "swm", "--options", '{"colour": 1}'], "Неизвестный параметр партии: «colour» (известны: `era`"),
        (["play", "starfighter", "--options", '{"mode": "x\'y"}'], "`total_war`, а не «x'y»"),
        (["play", "xwing", "--options", '{"squads": {"rebel": ["nobody"], "imperial": ["academypilot"]}}'], "«nobody»"),
        (["roll", "chess", "3", "red"], "ошибка: неизвестная игра «chess»; выберите одну из: `xwing`"),
    ],
)
def test_console_refusals_of_typed_words_quote_them_in_russian(
    argv: list[str], russian: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*argv, "--no-frames", "--lang", "ru"] if argv[0] == "play" else [*argv, "--lang", "ru"]) == 2
    err = capsys.readouterr().err.strip()
    assert russian in err, err
    assert "\n" not in err and "Traceback" not in err
    assert not _straight_quotes(err.replace("x'y", "")), err


def test_a_huge_hostile_option_name_is_cut_and_stays_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    name = "«'\"`\n" + "я" * 20_000
    assert main(["play", "xwing", "--options", json.dumps({name: 1}), "--no-frames", "--lang", "ru"]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and len(err) < 400 and "неизвестный параметр ««'\"`\\nяяя" in err, err
