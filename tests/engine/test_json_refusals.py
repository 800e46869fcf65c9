"""JSON typed by a user and refused (issue 20): the place it fails (line, column and the text there) in the
reader's language, never Python's English decoder message ("Expecting ',' delimiter: line 1 column 9 (char 8)"),
at the console (answers, --options) and for players' content (Discord attachments and pasted JSON)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.cli import main
from bot.engine.content import parse
from bot.engine.content_text import describe
from bot.engine.errors import ContentError
from bot.local.table import MAX_JSON_DEPTH, JsonRefusal, read_json

PYTHON_WORDS = re.compile(r"Expecting|delimiter|char \d|Unterminated|Extra data|Invalid")


def refusal(text: str) -> JsonRefusal:
    with pytest.raises(JsonRefusal) as err:
        read_json(text)
    return err.value


def test_the_place_of_a_mistake_in_each_language() -> None:
    bad = refusal('{"kind": "dial",\n "ship": luke}')
    assert bad.say("ru") == "ошибка в строке 2, столбце 10: «luke}»"
    assert bad.say("en") == 'an error at line 2, column 10: "luke}"'
    assert str(bad) == bad.say("en")  # the command line's own English errors
    cut = refusal('{"kind": "dial", ')
    assert cut.say("ru") == "текст обрывается в строке 1, столбце 18, не закончив JSON"
    assert not PYTHON_WORDS.search(bad.say("en") + cut.say("en"))


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("1" * 40, "число из 40 знаков; не больше 30"),
        ("[" * (MAX_JSON_DEPTH + 1), f"вложенность больше {MAX_JSON_DEPTH} уровней"),
        ("[NaN]", "NaN — не число, допустимое в JSON"),
        ("1e999", "1e999 — слишком большое число"),
    ],
)
def test_the_limits_in_russian(text: str, said: str) -> None:
    assert refusal(text).say("ru") == said


def test_options_that_are_not_json_are_refused_in_the_chosen_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["play", "xwing", "--options", "{'points': 100}", "--no-frames", "--lang", "ru"]) == 2
    assert (
        capsys.readouterr().err.strip()
        == "ошибка: --options — это не JSON (ошибка в строке 1, столбце 2: «'points': 10»)"
    )


def test_content_that_is_not_json_is_refused_by_place() -> None:
    for text, ru in (
        ('{"id": "bolt", "steps": [1 2]}', "Это не JSON: ошибка в строке 1, столбце 28: «2]}»."),
        ('{"id": "bolt",\n', "Это не JSON: текст обрывается в строке 2, столбце 1, не закончив JSON."),
    ):
        with pytest.raises(ContentError) as err:
            parse(text)
        assert describe(err.value, "ru") == ru
        assert not PYTHON_WORDS.search(describe(err.value, "en"))
