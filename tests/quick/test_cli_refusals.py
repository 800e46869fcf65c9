"""Issue 12: the quick tools refuse bad files with one readable line (exit 2) before doing any work."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.quick.cli import main


def _one_error_line(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err.strip()
    assert "Traceback" not in err and len(err.splitlines()) == 1, err
    assert err.startswith("error: ")
    return err


def test_sandbox_with_a_missing_script(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nosuchfile.txt"
    assert main(["sandbox", str(missing)]) == 2
    assert _one_error_line(capsys) == f"error: cannot read the script {missing}: No such file or directory"


@pytest.mark.parametrize(
    ("content", "why"),
    [
        ("garbage", "not JSON"),
        (json.dumps({"ships": [1]}), "a ship or asteroid entry is malformed"),
        ("[]", "no list of ships"),
        ("\udcff", "not JSON"),
    ],
)
def test_sandbox_with_a_state_file_that_is_not_a_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, why: str
) -> None:
    state = tmp_path / "badstate.json"
    state.write_bytes(content.encode("utf-8", "surrogateescape"))
    assert main(["sandbox", "--state", str(state)]) == 2
    err = _one_error_line(capsys)
    assert f"--state {state} is not a table saved by the sandbox" in err and why in err
    assert state.read_bytes() == content.encode("utf-8", "surrogateescape")  # left as it was


@pytest.mark.parametrize("flag", ["--state", "--image"])
def test_sandbox_output_into_a_missing_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str], flag: str) -> None:
    script = tmp_path / "s.txt"
    script.write_text("place luke x-wing at 450 100\n")
    target = tmp_path / "nodir" / "x.out"
    assert main(["sandbox", str(script), flag, str(target)]) == 2
    assert (
        _one_error_line(capsys)
        == f"error: {flag} {target}: the folder {target.parent} does not exist (create it first)"
    )
    assert capsys.readouterr().out == ""  # refused before running any command


def test_roll_image_and_odds_chart_into_a_missing_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "nodir" / "x.png"
    assert main(["roll", "xwing", "3 red", "--image", str(target)]) == 2
    assert (
        _one_error_line(capsys)
        == f"error: --image {target}: the folder {target.parent} does not exist (create it first)"
    )
    assert main(["odds", "3 red vs 1 green", "--chart", str(tmp_path)]) == 2
    assert _one_error_line(capsys) == f"error: --chart {tmp_path} is a folder; name a file"
