"""Issue 13: the console's `--options` takes the creation options `--options help` lists (those of `/<game> new`),
checked by the game's declaration and turned into set-up options by the same declared function as a chat challenge;
an object with any other key stays the game's set-up options (the examples of `play --help`)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bot.cli import main
from bot.cli.games import console_options
from bot.core import declared
from bot.games import registry


def _help_example(game: str, capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["play", game, "--options", "help"]) == 0
    found = re.search(r"e\.g\. --options '(\{.*\})'", capsys.readouterr().out)
    assert found is not None
    return found.group(1)


@pytest.mark.parametrize("game", registry.names())
def test_the_help_example_of_each_game_starts_a_match(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    example = _help_example(game, capsys)
    assert set(json.loads(example)) <= {o.name for o in declared.setup_options(registry.get(game))}
    script = tmp_path / "empty.jsonl"
    script.write_text("# no moves: only start the match\n")
    assert main(["play", game, "--options", example, "--script", str(script), "--no-frames"]) == 0
    assert "script finished; the match waits for:" in capsys.readouterr().out


def test_xwing_obstacles_is_yes_or_no_here_as_in_chat() -> None:
    # the declared `obstacles` is a bool; set-up wants "standard"/"none" (picks.new_options, as /xwing new)
    game = registry.get("xwing")
    chat = declared.new_options(game, {"squad": None, "builder": None, "points": 100, "obstacles": True})
    assert console_options("xwing", {"obstacles": True}) == chat == {"obstacles": "standard", "deployment": "auto"}
    assert console_options("xwing", {"obstacles": False})["obstacles"] == "none"


def test_set_up_options_still_pass_unchanged() -> None:
    raw = {"squads": {"rebel": ["lukeskywalker"], "imperial": ["academypilot"]}, "obstacles": "standard"}
    assert console_options("xwing", raw) == raw
    assert console_options("ti4", {"attacker": "1 dreadnought", "defender": "1 destroyer"}) == {
        "attacker": "1 dreadnought",
        "defender": "1 destroyer",
    }
    assert console_options("xwing", {}) == {}  # no options: the game's own default (X-Wing: the quick start)


def test_ti4_creation_options_become_attacker_and_defender() -> None:
    given = {"fleet": "1 dreadnought", "defender_fleet": "2 destroyer"}
    assert console_options("ti4", given) == {"attacker": "1 dreadnought", "defender": "2 destroyer", "nebula": False}


def test_a_choice_not_offered_is_refused_with_what_is_allowed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "xwing", "--options", '{"mission": "death_star_run"}', "--no-frames"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith(
        "error: --options: `mission` takes one of `political_escort`, `hide_and_seek`, `whispers_in_the_dark`, "
        "not \u201cdeath_star_run\u201d (the creation options: `squad`: text; "
    )
    assert "`points`: a whole number 1..1000; `obstacles`: true or false" in err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("given", "problem"),
    [
        ('{"obstacles": "standard"}', "`obstacles` takes true or false, not \u201cstandard\u201d"),
        ('{"points": 0}', "`points` takes a whole number 1..1000, not 0"),
        ('{"points": true}', "`points` takes a whole number 1..1000, not `true`"),
        ('{"points": 2.5}', "`points` takes a whole number 1..1000, not 2.5"),
    ],
)
def test_wrong_types_and_bounds_are_refused(given: str, problem: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "xwing", "--options", given, "--no-frames"]) == 2
    assert capsys.readouterr().err.startswith(f"error: --options: {problem} (the creation options: ")


def test_required_options_are_named(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "ti4", "--options", '{"nebula": true}', "--no-frames"]) == 2
    assert capsys.readouterr().err.startswith(
        "error: --options: `fleet` is required (text); `defender_fleet` is required (text)"
    )


def test_the_secret_pick_is_not_taken_at_the_terminal(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "xwing", "--options", '{"builder": "rebel"}', "--no-frames"]) == 2
    assert "give every side's pick as the set-up option `squads`" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("game", "given", "russian"),
    [
        (
            "xwing",
            '{"points": 0, "obstacles": 3}',
            "ошибка: --options: `points` — целое число от 1 до 1000, а не 0; `obstacles` — true или false, а не 3 "
            "(параметры создания: `squad`: текст; ",
        ),
        ("xwing", '{"obstacles": "standard"}', "ошибка: --options: `obstacles` — true или false, а не «standard» ("),
        (
            "ti4",
            '{"nebula": true}',
            "ошибка: --options: `fleet` обязателен (текст); `defender_fleet` обязателен (текст)",
        ),
        (
            "xwing",
            '{"builder": "rebel"}',
            "ошибка: --options: `builder` в вызове из чата задаёт тайный выбор; в терминале укажите выбор каждой "
            "стороны параметром подготовки `squads` ({side: pick}); см. python -m bot play --help",
        ),
    ],
)
def test_creation_options_are_refused_in_russian(
    game: str, given: str, russian: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 20: with --lang ru the refusal of the creation options reads in Russian (bot/core/declared.py's
    messages in data/bot/texts), what each option takes included."""
    assert main(["play", game, "--options", given, "--no-frames", "--lang", "ru"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith(russian), err
    assert "takes" not in err and "the creation options" not in err and "is required" not in err


@pytest.mark.parametrize(
    "given",
    [
        {"mission": "death_star_run"},
        {"points": 0, "colour": "red", "obstacles": "x"},
        {"points": True},
        {"nebula": 1},
    ],
)
def test_the_english_of_a_refusal_is_its_message_rendered(given: dict) -> None:
    """The refusal's English (what logs and the commands without --lang print) equals its message in English, so
    the two spellings in bot/core/declared.py cannot drift apart."""
    from bot.core.protocol import RuleError
    from bot.engine.gametext import rule_error

    for name in ("xwing", "ti4"):
        game = registry.get(name)
        known = {o.name for o in declared.setup_options(game)}
        with pytest.raises(RuleError) as err:
            declared.checked_options(game, {k: v for k, v in given.items() if k in known or k == "colour"} or {"x": 1})
        assert rule_error(err.value, "en") == err.value.message
        assert rule_error(err.value, "ru") != err.value.message


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_declared_choice_values_are_written_as_code_in_refusals_and_help(
    lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """The values a choice option takes read as code («`rebel`»), as every other id a refusal lists (code_list),
    in the refusal and in `--options help`, in both languages; the refused value in the reader's quotes."""
    assert main(["play", "xwing", "--options", '{"builder": "jedi"}', "--no-frames", "--lang", lang]) == 2
    err = capsys.readouterr().err
    assert "`rebel`, `imperial`" in err and "rebel, imperial" not in err.replace("`rebel`, `imperial`", "")
    assert ("«jedi»" if lang == "ru" else "\u201cjedi\u201d") in err and "'jedi'" not in err
    assert main(["play", "swm", "--options", "help", "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert "`old_republic`, `rise_of_the_empire`, `rebellion`" in out and " old_republic," not in out


def test_hostile_values_stay_one_short_line(capsys: pytest.CaptureFixture[str]) -> None:
    """A refused value with a newline, quotes and 10,000 characters: one line, cut, no Python repr."""
    given = json.dumps({"mission": "a\n'b'" + "x" * 10_000})
    assert main(["play", "xwing", "--options", given, "--no-frames", "--lang", "ru"]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and len(err) < 700 and "«a\\n'b'xxx" in err and "…»" in err
