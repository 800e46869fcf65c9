"""The console speaks the game's texts in the language asked for (issue 20): `play --lang ru`, or BOT_LOCALE."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli import main
from bot.games import registry
from bot.local.table import outcome_line

SCRIPT = [
    {"seat": "rebel", "action": {"kind": "dial", "ship": "luke", "maneuver": "1-straight"}},
    {"seat": "rebel", "action": {"kind": "dial", "ship": "ghost", "maneuver": "1-straight"}},
]


def _play(tmp_path: Path, *extra: str) -> None:
    path = tmp_path / "script.jsonl"
    path.write_text("\n".join(json.dumps(s) for s in SCRIPT) + "\n")
    options = json.dumps({"deployment": "auto"})
    main(["play", "xwing", "--options", options, "--script", str(path), "--no-frames", "--seed", "lang", *extra])


def test_play_in_russian(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _play(tmp_path, "--lang", "ru")
    out = capsys.readouterr().out
    assert "[Мятежники] Диск манёвров Люка Скайуокера выставлен." in out
    assert "строка сценария 2 отклонена: корабля «ghost» нет в игре" in out  # the game's refusal, in Russian
    assert "места Мятежники, Империя" in out  # the sides by the game's words, not the seat ids (rebel, imperial)
    assert "dial is locked" not in out


def test_bot_locale_is_the_default_and_english_without_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BOT_LOCALE", "ru-RU")
    _play(tmp_path)
    assert "[Мятежники] Диск манёвров Люка Скайуокера выставлен." in capsys.readouterr().out
    monkeypatch.delenv("BOT_LOCALE")
    _play(tmp_path)
    out = capsys.readouterr().out
    assert (
        "[rebel] Luke Skywalker's dial is locked." in out
        and "script line 2 refused: there is no ship “ghost” in play" in out
    )


async def test_the_consoles_own_lines_speak_russian_too(tmp_path: Path) -> None:
    """Not only the game's texts: the console's header, hints, refusals and the concede question are in the
    reader's language (issue 20: «The console has no language switch»), and «да» concedes."""
    from bot.engine import Engine, FakeClock
    from bot.local.table import ConsoleTable
    from tests.engine.test_console_answers import _answers, games

    out: list[str] = []
    log: list[str] = []
    async with Engine(tmp_path / "c.sqlite3", clock=FakeClock(), games=games, poll_interval=None, renderer=None) as eng:
        table = ConsoleTable(
            eng, out=out.append, ask=_answers(["да"], log), ask_secret=_answers(["7", "{", "c"], log), locale="ru"
        )
        mid = await table.start("duel", {})
        await table.play(mid)
        status = (await eng.info(mid)).status
    text = "\n".join(out)
    assert "партия" in text.splitlines()[0] and "SHA-256 зерна случайности" in text
    assert "тайный выбор — остальные, отвернитесь" in text
    assert "(номер или точное действие в JSON; v — обзор, c — сдаться, q — выйти)" in text
    assert "введите номер от 1 до " in text and "это не JSON (" in text
    assert any("сдаться? Партия для вашей стороны закончится" in line for line in log)
    assert status == "finished"


def test_players_by_name_at_the_console(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # issue 21: --players names the seats' players in sentences; the match itself stores the seats only
    path = tmp_path / "script.jsonl"
    steps = [SCRIPT[0], {"seat": "imperial", "action": {"kind": "concede"}}]
    path.write_text("\n".join(json.dumps(s) for s in steps) + "\n")
    db = tmp_path / "m.sqlite3"
    options = json.dumps({"deployment": "auto"})
    argv = ["play", "xwing", "--options", options, "--script", str(path), "--no-frames", "--db", str(db)]
    main([*argv, "--players", "alice,Вера", "--lang", "ru"])
    out = capsys.readouterr().out
    assert "[Империя] Вера сдаётся." in out and "Имперец сдаётся" not in out
    assert "Вера" not in db.read_bytes().decode("utf-8", "replace")  # events keep the seat


def test_players_must_be_names(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "xwing", "--players", "alice,,bob", "--no-frames"]) == 2
    assert "--players: each name is 1-40 printable characters" in capsys.readouterr().err


def test_the_result_line_speaks_the_console_language() -> None:
    seats = ["rebel", "imperial"]
    conceded = {"winners": ["imperial"], "reason": "rebel conceded"}
    ru = "партия окончена — победа: Империя (сторона «Мятежники» сдалась)"
    assert outcome_line("xwing", conceded, seats, [], "ru") == ru
    assert outcome_line("xwing", conceded, seats, [], "en") == "match over — winner: imperial (rebel conceded)"
    late = {"draw": True, "reason": "rebel, imperial ran out of time"}
    assert outcome_line("xwing", late, seats, [], "ru").startswith("партия окончена — ничья (")
    assert "ran out of time" not in outcome_line("xwing", late, seats, [], "ru")


def test_the_closing_lines_speak_the_console_language(tmp_path: Path) -> None:
    options = json.dumps({"deployment": "auto"})
    command = [sys.executable, "-m", "bot", "play", "xwing", "--options", options, "--lang", "ru"]
    done = subprocess.run(command, cwd=tmp_path, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120)
    out = done.stdout  # the input ends at once: the console stops and says where things are, in Russian
    assert "Партия хранилась во временной базе; чтобы сохранять партии, укажите --db ФАЙЛ." in out
    assert "1 картинка стола в frames/" in out
    assert "board image" not in out and "temporary database" not in out


def test_a_refused_set_up_and_the_revealed_seed_in_russian(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`play --lang ru` printed the game's refusal of the set-up in English («the rebel squad costs 103 points»),
    and the match's end said «seed revealed» (issue 20, read in play)."""
    squads = {
        "rebel": ["lukeskywalker", "biggsdarklighter", "wedgeantilles", "rookiepilot"],
        "imperial": ["darthvader"],
    }
    code = main(["play", "xwing", "--lang", "ru", "--no-frames", "--options", json.dumps({"squads": squads})])
    err = capsys.readouterr().err
    assert code == 2 and "звено мятежников стоит 103 очка, больше лимита в 100 очков" in err, err
    path = tmp_path / "concede.jsonl"
    path.write_text(json.dumps({"seat": "rebel", "action": {"kind": "concede"}}) + "\n")
    main(["play", "xwing", "--lang", "ru", "--no-frames", "--seed", "s", "--script", str(path)])
    out = capsys.readouterr().out
    assert "зерно раскрыто: s (проверка: sha256(зерно) = " in out and "seed revealed" not in out, out


@pytest.mark.parametrize(
    ("game", "players"), [("xwing", "(2–6 игроков, можно командами)"), ("ia", "(2 игрока)"), ("ti4", "(2 игрока)")]
)
def test_the_options_help_in_russian(game: str, players: str, capsys: pytest.CaptureFixture[str]) -> None:
    """`play GAME --options help --lang ru` (issue 20): the frame, the kinds, the defaults and each option's
    description in Russian, with plural agreement of the player count; the names and JSON stay as typed."""
    assert main(["play", game, "--options", "help", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "Параметры создания партии:" in out.splitlines()[0] and players in out.splitlines()[0]
    assert "--options принимает их в JSON, как /" in out and "например `--options '{" in out
    for english in ("Creation options", "players)", "optional", "default ", "one of ", "(str;", "e.g."):
        assert english not in out, english
    if game == "xwing":
        assert "`obstacles` (true или false; по умолчанию false): Выставить астероиды" in out
        assert "`points` (целое число 1..1000; по умолчанию 100): Лимит очков при составлении звеньев" in out
        assert "тайный выбор: вставляется как `squad` или собирается из списка через `builder`" in out


async def test_the_engines_match_events_and_the_resume_line_in_russian(tmp_path: Path) -> None:
    """The console said «[match] undone: to seq 3; by seat a …» in English in a Russian game (issue 20): an undo,
    a pause and a resume now read as the thread says them, and a continued match's header names its state."""
    from bot.engine import Engine, FakeClock, Notification
    from bot.local.table import ConsoleTable, user_of
    from tests.engine.test_console_answers import games

    out: list[str] = []
    async with Engine(tmp_path / "c.sqlite3", clock=FakeClock(), games=games, poll_interval=None, renderer=None) as eng:
        table = ConsoleTable(eng, out=out.append, locale="ru", players=["alice", "bob"])
        mid = await table.start("duel", {})
        await eng.act(mid, user_of("a"), {"kind": "pick", "value": 2})
        await eng.drain()
        pending = await eng.request_undo(mid, user_of("a"))
        if pending is not None:
            await eng.answer_undo(mid, user_of("b"), True)
        await eng.drain()
        pause = {"seat": "b", "prompt": "pick", "reason": "deadline passed"}
        await table._on_note(Notification(1, mid, "paused", "public", None, pause, 0.0))
        await table._on_note(Notification(2, mid, "resumed", "public", None, {}, 0.0))
        header = ConsoleTable(eng, out=out.append, locale="ru")
        await header.resume(mid)
    text = "\n".join(out)
    assert "[партия] Отменено: партия вернулась к состоянию до последнего решения." in text
    assert f"[партия] В партии №{mid} истёк срок для bob (b): партия на паузе." in text, text
    assert f"[партия] Партия №{mid} продолжается; сроки отсчитываются заново." in text
    assert f": партия {mid} (идёт), места " in text
    assert "[match]" not in text and "undone" not in text and "(active)" not in text


def test_extra_player_names_and_a_non_object_options_in_russian(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["play", "xwing", "--options", "[1]", "--lang", "ru"]) == 2
    assert "ошибка: --options должно быть объектом JSON" in capsys.readouterr().err
    path = tmp_path / "script.jsonl"
    path.write_text(json.dumps({"seat": "imperial", "action": {"kind": "concede"}}) + "\n")
    options = json.dumps({"deployment": "auto"})
    main(["play", "xwing", "--options", options, "--script", str(path), "--no-frames", "--lang", "ru",
          "--players", "alice,bob,carol"])  # fmt: skip
    assert "--players: 3 имени на 2 места; лишние имена не используются" in capsys.readouterr().out


async def test_the_hidden_dial_question_names_the_side_in_russian(tmp_path: Path) -> None:
    """The no-echo question of a secret pick named the seat id («rebel> ») in a Russian game (issue 20)."""
    from bot.engine import Engine, FakeClock
    from bot.local.table import ConsoleTable

    asked: list[str] = []

    def ask(prompt: str) -> str:
        asked.append(prompt)
        raise EOFError

    async with Engine(tmp_path / "c.sqlite3", clock=FakeClock(), poll_interval=None, renderer=None) as eng:
        table = ConsoleTable(eng, out=lambda _line: None, ask=ask, ask_secret=ask, locale="ru")
        await table.play(await table.start("xwing", {"deployment": "auto"}))
    assert asked[:1] == ["Мятежники> "]


@pytest.mark.parametrize("game", registry.names())
def test_each_games_title_in_english_is_the_declared_one_and_russian_has_its_own(game: str) -> None:
    """The catalogs' `game.title` (thread titles, console headers, the web page) agrees with the title the game
    declares in English, and Russian readers get a Russian one where the name is not a product name."""
    from bot.engine import gametext

    assert gametext.title(game, "en") == registry.get(game).title
    russian = gametext.title(game, "ru")
    assert russian and ("Miniatures" in russian or russian != registry.get(game).title)


def test_the_console_header_names_the_game_in_russian(capsys: pytest.CaptureFixture[str]) -> None:
    options = json.dumps({"attacker": "1 dreadnought", "defender": "1 destroyer"})
    main(["play", "ti4", "--options", options, "--lang", "ru", "--no-frames", "--seed", "t"])
    assert capsys.readouterr().out.splitlines()[0].startswith("Twilight Imperium 4: космический бой: партия ")


def test_the_consoles_own_refusals_in_russian(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 20: an unknown game, the file arguments' problems and a script's bad line, said in Russian; a
    non-object --options shows an example of the game asked for (not X-Wing's obstacles for every game)."""

    def refused(*args: str) -> str:
        assert main([*args, "--lang", "ru"]) != 0
        return capsys.readouterr().err.strip()

    assert refused("play", "NOSUCH") == (
        "ошибка: неизвестная игра «NOSUCH»; известные игры: " + ", ".join(registry.names())
    )
    said = refused("play", "ti4", "--options", "[1]")
    assert said.startswith('ошибка: --options должно быть объектом JSON, например `--options \'{"attacker": '), said
    assert "obstacles" not in said
    assert refused("play", "ti4", "--no-frames", "--script", str(tmp_path / "none.jsonl")) == (
        f"ошибка: не удаётся прочитать файл действий {tmp_path / 'none.jsonl'} — нет такого файла или папки"
    )
    bad = tmp_path / "bad.jsonl"
    bad.write_text('\n{"seat": 1}\n')
    assert refused("play", "ti4", "--no-frames", "--script", str(bad)) == (
        'ошибка: строка 2 файла действий: нужен объект вида `{"seat": "a", "action": {"kind": ...}}`'
    )
    bad.write_text('{"seat": "a"')
    assert refused("play", "ti4", "--no-frames", "--script", str(bad)) == (
        "ошибка: строка 1 файла действий: это не JSON (текст обрывается в строке 1, столбце 13, не закончив JSON)"
    )
    assert refused("play", "ti4", "--no-frames", "--match", "m1") == (
        "ошибка: для --match нужен --db (файл, в котором хранится партия)"
    )
    assert refused("play", "ti4", "--frames", str(bad)) == f"ошибка: --frames: {bad} — это файл, а не папка"
    assert refused("play", "ti4", "--no-frames", "--db", str(tmp_path)) == (
        f"ошибка: база данных {tmp_path} — это папка; укажите файл"
    )
    assert refused("content", "list", "swm", "--db", str(tmp_path / "none.db")) == (
        f"ошибка: базы данных {tmp_path / 'none.db'} нет; её создаст команда `content add`"
    )


def test_the_consoles_own_refusals_stay_english_without_a_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["play", "NOSUCH", "--lang", "en"]) == 2
    assert capsys.readouterr().err == (f"error: unknown game “NOSUCH”; known games: {', '.join(registry.names())}\n")
    assert main(["play", "swm", "--options", "[1]", "--lang", "en"]) == 2
    assert capsys.readouterr().err.startswith('error: --options must be a JSON object, e.g. --options \'{"era": ')
    assert main(["play", "ti4", "--no-frames", "--script", str(tmp_path / "none.jsonl"), "--lang", "en"]) == 2
    assert capsys.readouterr().err == (
        f"error: cannot read the script {tmp_path / 'none.jsonl'}: No such file or directory\n"
    )
