"""`--lang` only where a command takes it (issue 20): the commands that speak take it (play, replay, db, content, roll,
odds, sandbox, ti4-odds, games) wherever it stands on the line, even before the command; a command that takes none (run,
web, sync) refuses it in words, naming the commands that do, instead of reading its value as an argument
(`ti4-odds --lang ru "2 cruiser" …` had taken `ru` for the attacker's fleet)."""

from __future__ import annotations

import pytest

from bot.cli import build_parser, main
from bot.cli.localized import cli_language, lang_commands, lang_placed


@pytest.fixture(autouse=True)
def no_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("BOT_LOCALE", raising=False)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)


def test_ti4_odds_takes_lang_before_or_after_its_fleets(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ti4-odds", "--lang", "ru", "1 cruiser", "1 destroyer"]) == 0
    before = capsys.readouterr().out
    assert before.startswith("Победа атакующего: ") and "Победа защищающегося: " in before, before
    assert "Ожидаемые выжившие у атакующего: " in before and "Attacker" not in before
    assert main(["ti4-odds", "1 cruiser", "1 destroyer", "--lang=ru"]) == 0
    assert capsys.readouterr().out == before
    assert main(["ti4-odds", "1 cruiser", "1 destroyer"]) == 0
    assert capsys.readouterr().out.startswith("Attacker wins ")  # English as before


def test_ti4_odds_refuses_a_fleet_in_the_readers_language(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ti4-odds", "2 cruisr", "1 destroyer", "--lang", "ru"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("ошибка: атакующий: неизвестный отряд «cruisr»; известные отряды: `carrier`"), err


@pytest.mark.parametrize("command", [["web"], ["run"]])
def test_a_command_without_lang_refuses_it_in_words(command: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*command, "--lang", "ru"]) == 2
    captured = capsys.readouterr()
    name = " ".join(command)
    assert captured.err.startswith(f"ошибка: python -m bot {name} не принимает --lang; его принимают команды: play, ")
    assert "ti4-odds" in captured.err and "replay" in captured.err and "db check" in captured.err
    assert captured.out == ""
    assert main([*command, "--lang=en"]) == 2
    assert capsys.readouterr().err.startswith(f"error: python -m bot {name} takes no --lang; the commands that do: ")


def test_lang_before_the_command_is_taken_by_it(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "ru", "play", "xwing", "--options", '{"colour": 1}', "--no-frames"]) == 2
    assert capsys.readouterr().err.startswith("ошибка: неизвестный параметр «colour»")
    parser = build_parser()
    assert lang_placed(parser, ["--lang", "ru", "db", "check"]) == ["db", "check", "--lang", "ru"]
    assert lang_placed(parser, ["db", "check", "--lang", "ru"]) == ["db", "check", "--lang", "ru"]
    assert lang_placed(parser, ["ti4-odds", "a", "b"]) == ["ti4-odds", "a", "b"]
    assert lang_placed(parser, ["db", "fix", "--lang", "ru"]) == ["db", "fix", "--lang", "ru"]  # argparse refuses
    assert lang_placed(parser, ["--lang", "ru"]) == []  # no command: argparse asks for one, in Russian
    assert str(lang_placed(parser, ["web", "--lang"])).startswith("python -m bot web takes no --lang")


def test_the_last_lang_wins_as_argparse_takes_it(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_language(["roll", "xwing", "3", "red", "--lang", "ru", "--lang", "en"]) == "en"
    assert cli_language(["roll", "--lang=ru", "--", "--lang", "en"]) == "ru"  # after `--`: an argument
    assert main(["roll", "xwing", "3", "red", "--lang", "ru", "--lang", "en", "--seed", "s"]) == 0
    assert capsys.readouterr().out.startswith("X-Wing roll: 3 red")


def test_every_command_that_speaks_takes_lang() -> None:
    taking = set(lang_commands(build_parser()))
    assert {"play", "replay", "db migrate", "db check", "roll", "odds", "sandbox", "ti4-odds", "games"} <= taking
    assert {"content add", "content list"} <= taking
    assert not {"run", "web"} & taking


def test_games_prints_its_table_in_the_readers_language(capsys: pytest.CaptureFixture[str]) -> None:
    """`games --lang ru`: the header, the titles and each option's help from the catalogs; English without it
    (docs/games.md's table)."""
    assert main(["games", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("| игра | название | места | параметры создания |\n")
    assert "| `starfighter` | «Звёздные сражения» (Starfighter) | south, north (2 игрока) |" in out
    assert "`points` (целое число 1..1000; по умолчанию 100): Лимит очков при составлении звеньев" in out
    assert "title" not in out and "Points cap" not in out and "optional" not in out
    assert main(["--lang=ru", "games"]) == 0
    assert capsys.readouterr().out == out
    assert main(["games"]) == 0
    assert capsys.readouterr().out.startswith("| game | title | seats | creation options |\n")


@pytest.mark.parametrize("given", ["zz", "rus", "", "x" * 5000, "ru\nen", "ру"])
def test_a_language_we_do_not_have_is_refused_in_words(given: str, capsys: pytest.CaptureFixture[str]) -> None:
    """`--lang zz` had quietly meant English: it is refused naming the languages there are, on one line."""
    for argv in (["play", "xwing", "--lang", given], ["roll", "xwing", "3", "red", f"--lang={given}"]):
        assert main(argv) == 2
        captured = capsys.readouterr()
        lines = captured.err.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: --lang \u201c"), captured.err
        assert lines[0].endswith("there are no texts in that language; the languages: `en`, `ru`")
        assert len(lines[0]) < 200 and captured.out == ""


def test_a_language_tag_of_ours_is_taken(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games", "--lang", "RU-ru"]) == 0
    assert capsys.readouterr().out.startswith("| игра |")
    assert main(["games", "--lang=en_GB"]) == 0
    assert capsys.readouterr().out.startswith("| game |")


def test_bot_locale_we_do_not_have_is_refused_where_it_is_read(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("BOT_LOCALE", "zz")
    assert main(["games"]) == 2
    assert capsys.readouterr().err.startswith(
        "error: BOT_LOCALE=\u201czz\u201d: there are no texts in that language; the languages: `en`, `ru`"
    )
    assert main(["games", "--lang", "ru"]) == 0  # --lang overrides it
    assert capsys.readouterr().out.startswith("| игра |")
    monkeypatch.setenv("BOT_LOCALE", "ru")
    assert main(["play", "xwing", "--lang", "zz"]) == 2
    assert capsys.readouterr().err.startswith("ошибка: --lang «zz»: текстов на этом языке нет; есть языки: `en`, `ru`")


def test_the_discord_default_locale_must_be_ours() -> None:
    from bot.discord_bot.settings import Settings, SettingsError

    assert Settings.from_env({"DISCORD_TOKEN": "t", "DEFAULT_LOCALE": "ru-RU"}, dotenv=None).default_locale == "ru-RU"
    with pytest.raises(
        SettingsError, match="DEFAULT_LOCALE “zz” is a language the bot has no texts in; use one of en, ru"
    ):
        Settings.from_env({"DISCORD_TOKEN": "t", "DEFAULT_LOCALE": "zz"}, dotenv=None)
