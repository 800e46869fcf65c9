"""Where content data lives: data/<game>/*.json at the project root (override with BOT_DATA_DIR)."""

from __future__ import annotations

import json
import os
from functools import cache
from pathlib import Path
from typing import Any

_ROOT = Path(__file__).resolve().parents[2]


class DataError(ValueError):
    """A data file is missing or malformed; the message names the file and the entry."""


def data_dir() -> Path:
    override = os.environ.get("BOT_DATA_DIR")
    return Path(override) if override else _ROOT / "data"


def data_path(game: str, name: str) -> Path:
    return data_dir() / game / name


@cache
def load_json(game: str, name: str) -> Any:
    """Load data/<game>/<name> once per process. Raises DataError with the path on any problem."""
    path = data_path(game, name)
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise DataError(f"{path}: missing data file") from exc
    except json.JSONDecodeError as exc:
        raise DataError(f"{path}: not valid JSON ({exc})") from exc


def read_text(game: str, name: str) -> str:
    """The text of data/<game>/<name> (e.g. a Fluent catalog "texts/ru.ftl"). Raises DataError with the path."""
    path = data_path(game, name)
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise DataError(f"{path}: missing data file") from exc


def text_languages(game: str) -> tuple[str, ...]:
    """The languages data/<game>/texts/ has a catalog for ("en" first), from the <lang>.ftl file names."""
    found = sorted(p.stem for p in data_path(game, "texts").glob("*.ftl"))
    if not found:
        raise DataError(f"{data_path(game, 'texts')}: no <lang>.ftl catalogs")
    return tuple(sorted(found, key=lambda lang: (lang != "en", lang)))
