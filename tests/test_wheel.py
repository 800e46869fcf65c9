"""The wheel ships every data file and every non-Python file of the packages (issue 22).

Built once from a copy of the checkout's files in a temporary folder (about 5 s); `make test-fast` skips it
(marker `slow`). .ci/wheel-smoke installs such a wheel and runs the commands.
"""

from __future__ import annotations

import fnmatch
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from bot.core.data import NOT_DATA

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[1]


def _source_files() -> list[str]:
    """Files a commit would hold: tracked and new ones, never ignored ones (local databases, build/, caches)."""
    try:
        out = subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=REPO,
            capture_output=True,
            check=True,
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout: the wheel test needs git to know which files belong to the project")
    return sorted(f for f in out.decode().split("\0") if f and (REPO / f).is_file())


@pytest.fixture(scope="module")
def wheel_names(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    tmp = tmp_path_factory.mktemp("wheel")
    src = tmp / "src"
    for rel in _source_files():
        (src / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / rel, src / rel)
    cmd = [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation"]
    subprocess.run([*cmd, "--wheel-dir", str(tmp / "dist"), str(src)], check=True, timeout=240)
    (wheel,) = (tmp / "dist").glob("*.whl")
    with zipfile.ZipFile(wheel) as z:
        return set(z.namelist())


def test_every_data_file_ships_as_package_data(wheel_names: set[str]) -> None:
    data = [f.removeprefix("data/") for f in _source_files() if f.startswith("data/")]
    assert "xwing/dice.json" in data
    assert sorted(f"bot/_data/{f}" for f in data) == sorted(n for n in wheel_names if n.startswith("bot/_data/"))


def test_every_package_file_ships_and_no_local_database(wheel_names: set[str]) -> None:
    # Text catalogs (.ftl), pictures or fonts placed inside bot/ or renderers/ must ship with the code.
    package_files = [f for f in _source_files() if f.startswith(("bot/", "renderers/"))]
    assert "bot/core/data.py" in package_files
    assert sorted(set(package_files) - wheel_names) == []
    assert not [n for n in wheel_names if any(fnmatch.fnmatch(Path(n).name, p) for p in NOT_DATA)]
