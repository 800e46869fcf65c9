"""`python -m bot content add|list|show|remove` and `python -m bot play GAME --content FILE` with a toy game that
takes players' own runners (tests/support/content_game.py)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.cli import main
from bot.engine.content import MAX_FILE_BYTES
from bot.games import registry


@pytest.fixture
def relay(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(registry, "_GAMES", dict(registry._GAMES))  # the registration ends with the test
    registry.register("relay", "tests.support.content_game:GAME")
    yield


def _file(tmp_path: Path, name: str, data: object) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_the_options_help_names_the_content_kinds(relay: None, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "relay", "--options", "help"]) == 0
    lines = capsys.readouterr().out.splitlines()
    at = lines.index("  players' own content (python -m bot content add GAME KIND FILE; --content FILE for one match):")
    assert lines[at + 1] == (
        '    `runner` (at most 3 per database or server, 200 bytes each): A runner: {"id": "bolt", "steps": [4, 5]}, '
        "one to four steps from 1 to 6"
    )


def test_add_list_show_remove_in_a_database(relay: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "m.sqlite3")
    bolt = _file(tmp_path, "bolt.json", {"id": "bolt", "steps": [4, 5]})
    assert main(["content", "add", "relay", "runner", bolt, "--db", db]) == 0
    assert capsys.readouterr().out.startswith("Stored runner 'bolt'.\nNew matches get a copy")
    assert main(["content", "add", "relay", "runner", bolt, "--db", db]) == 0
    assert "Replaced runner 'bolt': an item with this id was stored already" in capsys.readouterr().out
    assert main(["content", "list", "relay", "--db", db]) == 0
    assert capsys.readouterr().out.splitlines() == ["Relay: one item stored here.", "runner 'bolt', added by console"]
    assert main(["content", "show", "relay", "bolt", "--db", db, "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Бегун «bolt», добавил console:\n") and json.loads(out.split("\n", 1)[1]) == {
        "id": "bolt",
        "steps": [4, 5],
    }
    assert main(["content", "remove", "relay", "bolt", "--db", db]) == 0
    assert "Removed runner 'bolt'. Matches created before keep their copy." in capsys.readouterr().out
    assert main(["content", "list", "relay", "--db", db]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "No Relay content is stored here yet.",
        'runner: A runner: {"id": "bolt", "steps": [4, 5]}, one to four steps from 1 to 6',
    ]


def test_refusals_name_the_problem_and_change_nothing(
    relay: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "m.sqlite3")
    bad = _file(tmp_path, "bad.json", {"id": "bolt", "steps": [0]})
    assert main(["content", "add", "relay", "runner", bad, "--db", db]) == 2
    assert capsys.readouterr().err == "error: `steps` must be whole numbers from 1 to 6, not [0]\n"
    assert main(["content", "add", "relay", "map", bad, "--db", db]) == 2
    assert "Relay has no content kind 'map'; its kinds: `runner`." in capsys.readouterr().err
    assert main(["content", "add", "xwing", "pilot", bad, "--db", db]) == 2
    assert capsys.readouterr().err == "error: X-Wing Miniatures (1st edition) takes no content of players' own.\n"
    huge = tmp_path / "huge.json"
    huge.write_bytes(b" " * (MAX_FILE_BYTES + 5))
    assert main(["content", "add", "relay", "runner", str(huge), "--db", db]) == 2
    err = capsys.readouterr().err  # the file's real size, not how far it was read
    assert f"That is {MAX_FILE_BYTES + 5} bytes; the limit for one file or text of items is {MAX_FILE_BYTES}" in err
    latin = tmp_path / "latin1.json"
    latin.write_bytes('{"id": "café", "steps": [1]}'.encode("latin-1"))
    assert main(["content", "add", "relay", "runner", str(latin), "--db", db]) == 2
    assert "not UTF-8 text (an invalid byte at position 11)" in capsys.readouterr().err
    assert main(["content", "add", "relay", "runner", str(tmp_path / "nope.json"), "--db", db]) == 2
    assert capsys.readouterr().err == f"error: Cannot read {tmp_path / 'nope.json'}: No such file or directory.\n"
    assert not Path(db).exists()  # a refused add leaves no new database behind
    assert (
        main(["content", "add", "relay", "runner", _file(tmp_path, "ok.json", {"id": "ok", "steps": [1]}), "--db", db])
        == 0
    )
    assert main(["content", "remove", "relay", "ok", "--db", db]) == 0
    capsys.readouterr()
    assert main(["content", "remove", "relay", "ghost", "--db", db]) == 2
    assert "There is no item 'ghost' of Relay here" in capsys.readouterr().err
    assert main(["content", "list", "relay", "--db", str(tmp_path / "absent.sqlite3")]) == 1
    assert "there is no database" in capsys.readouterr().err
    assert main(["content", "list", "relay", "--db", db, "--lang", "ru"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "Для игры Эстафета здесь пока нет сохранённых данных."


def test_play_with_a_content_file_for_one_match(
    relay: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content = _file(tmp_path, "c.json", {"runner": [{"id": "zip", "steps": [6, 6]}]})
    script = tmp_path / "s.jsonl"
    script.write_text('{"seat": "north", "option": "1"}\n')
    code = main(["play", "relay", "--options", '{"runners": {"north": "zip"}, "target": 6}', "--content", content,
                 "--script", str(script), "--no-frames"])  # fmt: skip
    out = capsys.readouterr().out
    assert code == 0 and "north +6" in out and "winner: north" in out
    twice = [{"id": "zip", "steps": [1]}, {"id": "zip", "steps": [2]}, {"id": "q", "steps": [9]}]
    wrong = _file(tmp_path, "w.json", {"runner": twice})
    assert main(["play", "relay", "--content", wrong, "--no-frames"]) == 2
    assert capsys.readouterr().err.splitlines() == [
        "error: --content: 2 items are refused, so nothing was stored:",
        "item 2: The id 'zip' is given twice (first as item 1); each id once.",
        "item 3: `steps` must be whole numbers from 1 to 6, not [9]",
    ]
    shape = _file(tmp_path, "s.json", [{"id": "zip", "steps": [1]}])
    assert main(["play", "relay", "--content", shape, "--no-frames"]) == 2
    assert 'a JSON object of lists, one per kind, e.g. {"runner": [ … ]}' in capsys.readouterr().err


def test_play_with_a_database_uses_its_stored_content(
    relay: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "m.sqlite3")
    assert main(["content", "add", "relay", "runner", _file(tmp_path, "z.json", {"id": "zip", "steps": [6, 2]}),
                 "--db", db]) == 0  # fmt: skip
    capsys.readouterr()
    script = tmp_path / "s.jsonl"
    script.write_text('{"seat": "north", "option": "1"}\n')
    code = main(["play", "relay", "--options", '{"runners": {"north": "zip"}, "target": 6}', "--db", db,
                 "--script", str(script), "--no-frames"])  # fmt: skip
    assert code == 0 and "winner: north" in capsys.readouterr().out
    assert main(["play", "relay", "--options", '{"runners": {"north": "zip"}}', "--no-frames"]) == 2  # temporary db
    assert "there is no runner 'zip'; the runners: walker" in capsys.readouterr().err
