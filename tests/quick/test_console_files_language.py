"""The quick tools' console refusals about files (--image, --chart, --state, a script) and the sandbox's banner in
the reader's language: they were English f-strings inside Russian runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.quick.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    got = capsys.readouterr()
    return code, got.out, got.err


def test_an_image_into_a_missing_folder_is_refused_in_russian(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "nodir" / "x.png"
    code, out, err = run(capsys, "roll", "dice", "3d6", "--image", str(target), "--lang", "ru")
    assert code == 2 and out == "" and not target.parent.exists()
    assert err.startswith("ошибка: --image ") and "папки" in err and "(сначала создайте её)" in err
    code, _out, err = run(capsys, "roll", "dice", "3d6", "--image", str(target))
    assert code == 2 and err.startswith("error: --image ") and "does not exist (create it first)" in err


def test_a_chart_onto_a_folder_is_refused_in_russian(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = run(capsys, "odds", "3 red vs 2 green", "--chart", str(tmp_path), "--lang", "ru")
    assert code == 2 and err.startswith("ошибка: --chart: ") and "это папка; укажите файл" in err


def test_a_saved_image_is_announced_in_russian(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "d.png"
    code, out, _err = run(capsys, "roll", "dice", "3d6", "--seed", "a", "--image", str(target), "--lang", "ru")
    assert code == 0 and target.stat().st_size > 0 and f"картинка кубиков: {target}" in out


def test_the_sandbox_refuses_a_foreign_state_file_in_russian(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    foreign = tmp_path / "notes.txt"
    foreign.write_text("not json", encoding="utf-8")
    code, _out, err = run(capsys, "sandbox", "--state", str(foreign), "--lang", "ru")
    assert code == 2 and "не стол, сохранённый песочницей (это не JSON)" in err and "Expecting" not in err
    foreign.write_text('{"ships": 3}', encoding="utf-8")
    code, _out, err = run(capsys, "sandbox", "--state", str(foreign), "--lang", "ru")
    assert code == 2 and "укажите новый файл" in err
    code, _out, err = run(capsys, "sandbox", str(tmp_path / "missing.txt"), "--lang", "ru")
    assert code == 2 and "не удаётся прочесть сценарий" in err and "нет такого файла или папки" in err


def test_the_sandbox_banner_and_its_refusals_speak_russian(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = iter(["nosuch", ""])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(lines))
    code, out, err = run(capsys, "sandbox", "--lang", "ru")
    assert code == 0 and out.startswith("Песочница X-Wing. Команды — help")
    assert err.startswith("ошибка: неизвестная команда песочницы «nosuch»")
