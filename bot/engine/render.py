"""Renderer lookup: renderers/<game>.py exposing `render(view) -> PIL.Image`. Missing renderers are skipped."""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable
from functools import cache
from typing import Any

log = logging.getLogger(__name__)


def find_renderer(game: str) -> Callable[[Any], Any] | None:
    """The game's `render(view)` function, or None when renderers/<game>.py does not exist (or has none)."""
    return find_function(game, "render")


@cache
def find_function(game: str, name: str) -> Callable[..., Any] | None:
    """`renderers.<game>.<name>` (e.g. render, render_round), or None when the module or function is missing."""
    if not game.isidentifier():
        return None
    try:
        module = importlib.import_module(f"renderers.{game}")
    except ModuleNotFoundError as exc:
        if exc.name in (f"renderers.{game}", "renderers"):
            return None
        log.exception("renderer for %s failed to import", game)
        return None
    fn = getattr(module, name, None)
    return fn if callable(fn) else None


def default_render_hook(game: str, view: Any) -> Any:
    """RenderHook used by the engine: the game's renderer applied to a view, or None without a renderer."""
    fn = find_renderer(game)
    return None if fn is None else fn(view)
