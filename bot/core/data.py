"""Where content data lives: data/<game>/<file>, read as package resources (override with BOT_DATA_DIR).

The repository's top-level `data/` is where data is edited; the build (setup.py) copies it into the installed
package as `bot/_data`, read here with importlib.resources. Running from a checkout (or an editable install), the
package has no `_data`, so the checkout's `data/` is used. `BOT_DATA_DIR` replaces the whole folder with a server
owner's own (it must hold every file the games read, laid out as data/ is).
"""

from __future__ import annotations

import fnmatch
import json
import os
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

PACKAGED = "_data"  # the build copies the repository's data/ to bot/_data
_CHECKOUT = Path(__file__).resolve().parents[2] / "data"
NOT_DATA = ("*.sqlite3", "*.sqlite3-*", "*.db", "*.db-*", "*.pyc")  # local databases never ship (as in setup.py)


class DataError(ValueError):
    """A data file is missing or malformed; the message names the file and the entry."""


def shipped_dir() -> Traversable:
    """The data that ships with the bot: the installed package's, else the checkout's data/."""
    packaged = resources.files("bot").joinpath(PACKAGED)
    return packaged if packaged.is_dir() else _CHECKOUT


def data_dir() -> Traversable:
    override = os.environ.get("BOT_DATA_DIR")
    return Path(override) if override else shipped_dir()


def data_path(game: str, name: str) -> Traversable:
    """data/<game>/<name>; `name` may hold "/" (e.g. "texts/ru.ftl")."""
    return data_dir().joinpath(game, *name.split("/"))


def missing_message(game: str, name: str) -> str:
    """What is missing, where it was looked for, and how to fix it (one line a server owner can act on)."""
    override = os.environ.get("BOT_DATA_DIR")
    if override:
        return (
            f"missing data file {game}/{name} in BOT_DATA_DIR={override}. Copy it there from {shipped_dir()}, "
            "or unset BOT_DATA_DIR to use the data that ships with the bot."
        )
    return (
        f"missing data file {game}/{name} (looked in {data_dir()}). The installation is incomplete: reinstall "
        "the bot (pip install --force-reinstall tabletop-moderator, or pip install . in a checkout), or set "
        "BOT_DATA_DIR to a folder holding <game>/<file> data."
    )


def read_text(game: str, name: str) -> str:
    """The text of data/<game>/<name> (e.g. a Fluent catalog "texts/ru.ftl"); DataError naming the fix if missing."""
    try:
        return data_path(game, name).read_text(encoding="utf-8")
    except (FileNotFoundError, NotADirectoryError) as exc:
        raise DataError(missing_message(game, name)) from exc


def shipped_files() -> list[str]:
    """Every data file that ships with the bot, as "<game>/<file>" (sub-folders joined with "/"), sorted."""
    found: list[str] = []

    def walk(node: Traversable, prefix: str) -> None:
        for child in node.iterdir():
            if child.is_dir():
                walk(child, f"{prefix}{child.name}/")
            elif not any(fnmatch.fnmatch(child.name, pat) for pat in NOT_DATA):
                found.append(prefix + child.name)

    root = shipped_dir()
    if root.is_dir():
        walk(root, "")
    return sorted(found)


def check_data_dir() -> None:
    """Before a command runs: is every data file where the bot will read it? One DataError naming what is missing."""
    shipped = shipped_files()
    override = os.environ.get("BOT_DATA_DIR")
    if not override:
        if not shipped:
            raise DataError(
                f"no game data at {shipped_dir()}: the installation is incomplete. Reinstall the bot (pip install "
                "--force-reinstall tabletop-moderator, or pip install . in a checkout), or set BOT_DATA_DIR."
            )
        return
    root = Path(override)
    if not root.is_dir():
        raise DataError(
            f"BOT_DATA_DIR={override} is not a folder. Point it at a copy of {shipped_dir()}, or unset it to use "
            "the data that ships with the bot."
        )
    missing = [f for f in shipped if not root.joinpath(f).is_file()]
    if missing:
        listed = ", ".join(missing[:6]) + (f" and {len(missing) - 6} more" if len(missing) > 6 else "")
        raise DataError(
            f"BOT_DATA_DIR={override} lacks {len(missing)} data file(s) the bot reads: {listed}. Copy them from "
            f"{shipped_dir()}, or unset BOT_DATA_DIR to use the data that ships with the bot."
        )


@cache
def load_json(game: str, name: str) -> Any:
    """Load data/<game>/<name> once per process. Raises DataError with the path on any problem."""
    text = read_text(game, name)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise DataError(f"{data_path(game, name)}: not valid JSON ({exc})") from exc


def text_languages(game: str) -> tuple[str, ...]:
    """The languages data/<game>/texts/ has a catalog for ("en" first), from the <lang>.ftl file names."""
    folder = data_path(game, "texts")
    found = (
        sorted(p.name.removesuffix(".ftl") for p in folder.iterdir() if p.name.endswith(".ftl"))
        if folder.is_dir()
        else []
    )
    if not found:
        raise DataError(f"{folder}: no <lang>.ftl catalogs")
    return tuple(sorted(found, key=lambda lang: (lang != "en", lang)))
