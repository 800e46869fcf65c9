"""Build step: ship the repository's data/ inside the package as bot/_data (read by bot.core.data).

Everything else is configured in pyproject.toml. data/ stays the one place where data is edited; only local
databases that may sit there (the default DATABASE_PATH is data/matches.sqlite3) are left out.
"""

from __future__ import annotations

import fnmatch
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

DATA = Path(__file__).resolve().parent / "data"
NOT_DATA = ("*.sqlite3", "*.sqlite3-*", "*.db", "*.db-*", "*.pyc")


def data_files() -> list[Path]:
    """Files under data/ that ship, relative to data/ (every file but local databases)."""
    return sorted(
        p.relative_to(DATA)
        for p in DATA.rglob("*")
        if p.is_file() and not any(fnmatch.fnmatch(part, pat) for part in p.relative_to(DATA).parts for pat in NOT_DATA)
    )


class BuildPyWithData(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # an editable install reads the checkout's data/ directly
        target = Path(self.build_lib) / "bot" / "_data"
        shutil.rmtree(target, ignore_errors=True)  # no file deleted from data/ survives in a reused build dir
        for rel in data_files():
            (target / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(DATA / rel, target / rel)


setup(cmdclass={"build_py": BuildPyWithData})
