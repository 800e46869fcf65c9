"""The console commands print results and images, refuse bad input with exit code 2, and run sandbox scripts."""

from pathlib import Path

import pytest

from bot.quick.cli import main


def test_roll_prints_the_result_and_replays_from_the_seed(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    image = tmp_path / "dice.png"
    assert (
        main(
            [
                "roll",
                "xwing",
                "3",
                "red",
                "focus",
                "lock",
                "vs",
                "2",
                "green",
                "evade",
                "--seed",
                "abc",
                "--image",
                str(image),
            ]
        )
        == 0
    )
    first = capsys.readouterr().out
    assert "X-Wing roll: 3 red focus lock vs 2 green evade" in first and "seed abc" in first
    assert image.stat().st_size > 100
    assert main(["roll", "xwing", "3 red focus lock vs 2 green evade", "--seed", "abc"]) == 0
    assert capsys.readouterr().out.splitlines()[:3] == first.splitlines()[:3]


def test_bad_roll_exits_2_with_an_example(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["roll", "ti4", "1000x", "9"]) == 2
    err = capsys.readouterr().err
    assert "too many" in err and "Example:" in err


def test_odds_and_chart(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    chart = tmp_path / "odds.png"
    assert main(["odds", "2 red focus vs 1 green", "--chart", str(chart)]) == 0
    assert "Expected damage" in capsys.readouterr().out and chart.exists()


def test_sandbox_script(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    script = tmp_path / "table.txt"
    script.write_text(
        "place luke x-wing at 450 100\n# a comment\nplace vader tie at 450 350 heading 180\n"
        "check luke vader\nmove luke 1 straight\n",
        encoding="utf-8",
    )
    state = tmp_path / "state.json"
    assert main(["sandbox", str(script), "--state", str(state), "--image", str(tmp_path / "t.png")]) == 0
    out = capsys.readouterr().out
    assert "luke and vader: range 3" in out and "luke flies 1-straight (green on the X-wing dial): clear" in out
    assert "To: (450.0, 180.0, 0°)" in out
    assert (tmp_path / "t.png").exists() and "vader" in state.read_text(encoding="utf-8")
    script.write_text("move han 1 straight\n", encoding="utf-8")
    assert main(["sandbox", str(script), "--state", str(state)]) == 1
    assert "no ship 'han'" in capsys.readouterr().err


def test_registered_in_the_bot_cli(capsys: pytest.CaptureFixture[str]) -> None:
    from bot.cli import main as bot_main

    assert bot_main(["roll", "dice", "2d6+1", "--seed", "cli"]) == 0
    assert "Roll: 2d6+1" in capsys.readouterr().out
    assert bot_main(["odds", "1 red vs 0 green"]) == 0
    assert "50.0%" in capsys.readouterr().out


def test_the_console_tools_answer_in_russian(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """--lang ru (issue 20): field names, values and refusals of roll/odds/sandbox through data/quick/texts/ru.ftl."""
    assert main(["roll", "xwing", "3 red vs 2 green", "--seed", "ru", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "Бросок X-Wing: 3 red vs 2 green" in out and "Атака (3 красных)" in out and "Защита (2 зелёных)" in out
    assert "проверка: зерно ru" in out and "hit" not in out.replace("3 red", "")
    assert main(["odds", "2 red vs 1 green", "--lang", "ru"]) == 0
    assert "Ожидаемый урон: " in capsys.readouterr().out
    assert main(["roll", "ti4", "1000x", "9", "--lang", "ru"]) == 2
    assert "слишком много" in capsys.readouterr().err
    script = tmp_path / "table.txt"
    script.write_text("place luke x-wing at 450 100\nmove luke 1 straight\nshow\n", encoding="utf-8")
    assert main(["sandbox", str(script), "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "luke (X-wing, подставка малая) выставлен по координатам в точку (450,0; 100,0; 0°)" in out
    assert "luke выполняет 1-straight (зелёный на диске X-wing): путь свободен" in out
    assert "1 корабль, 0 астероидов" in out
