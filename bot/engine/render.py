"""Renders: renderer lookup (renderers/<game>.py exposing `render(view) -> PIL.Image`; missing renderers are
skipped) and the engine's scheduling of board images after commits."""

from __future__ import annotations

import asyncio
import functools
import importlib
import inspect
import logging
from collections.abc import Callable, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from bot.core.protocol import Prompt
from bot.engine.types import RenderHook, RenderSubscriber

if TYPE_CHECKING:
    from bot.engine.runner import MatchRunner

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


def in_language(fn: Callable[..., Any], locale: str | None) -> Callable[..., Any]:
    """`fn` drawing (and describing) in `locale` when it takes one (every renderer's entry points do: docs/texts.md,
    Pictures); else `fn` itself."""
    if locale is None:
        return fn
    try:
        params = inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return fn
    if "locale" in params or any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values()):
        return functools.partial(fn, locale=locale)
    return fn


def default_render_hook(game: str, view: Any) -> Any:
    """RenderHook used by the engine: the game's renderer applied to a view, or None without a renderer."""
    fn = find_renderer(game)
    return None if fn is None else fn(view)


def with_spots(view: Any, prompt: Prompt) -> dict[str, Any] | None:
    """The view to draw with a prompt that offers places on the board (`prompt.context["spots"]`, docs/protocol.md
    "Places on the board"): `view["spots"]` lists each offered option's label and place, in the prompt's order, so
    the renderer draws exactly what the buttons say. None when the prompt offers none (or the view is no dict).
    Give it the prompt as its reader sees it (labels localized)."""
    placed = prompt.context.get("spots") if isinstance(prompt.context, Mapping) else None
    if not isinstance(view, Mapping) or not isinstance(placed, list):
        return None
    where = {str(s.get("option")): s for s in placed if isinstance(s, Mapping)}
    marks: list[dict[str, Any]] = []
    for option in prompt.options or ():
        spot = where.get(option.id)
        if spot is not None and isinstance(spot.get("x"), int | float) and isinstance(spot.get("y"), int | float):
            marks.append({"label": option.label, "x": float(spot["x"]), "y": float(spot["y"])})
    return {**view, "spots": marks} if marks else None


async def private_picture(
    engine: Any, match_id: str, game: str, seat: str, key: str, locale: str | None = None
) -> bytes | None:
    """PNG bytes of the private picture that goes with `seat`'s open secret prompt `key` (docs/protocol.md,
    Private pictures), or None when the game or its renderer draws none, its words in `locale` (the reader's).
    Computed and drawn off the event loop; the caller sends it to that seat's player only."""
    found = find_function(game, "render_private")
    if found is None:
        return None
    draw = in_language(found, locale)
    view = await engine.private_view(match_id, seat, key)
    if view is None:
        return None

    def png() -> bytes | None:
        from renderers.common.encode import png_bytes

        image = draw(view)
        return None if image is None else png_bytes(image)

    try:
        return await asyncio.to_thread(png)
    except Exception:
        log.exception("private picture for %s %s failed", match_id, key)
        return None


class Renders:
    """Board images of each live match's public view, rendered off the event loop after each commit.

    At most one render per match runs at a time; commits made meanwhile mark it dirty and it renders once more
    with the newest state, so a burst of actions costs two renders, not one each.
    """

    def __init__(self, hook: RenderHook | None, concurrency: int, tasks: set[asyncio.Task[Any]]) -> None:
        self.hook = hook
        self.subs: list[RenderSubscriber] = []
        self._sem = asyncio.Semaphore(concurrency)
        self._tasks = tasks

    def subscribe(self, callback: RenderSubscriber) -> Callable[[], None]:
        self.subs.append(callback)
        return lambda: self.subs.remove(callback) if callback in self.subs else None

    def schedule(self, runner: MatchRunner) -> None:
        if self.hook is None or not self.subs:
            return
        if runner.render_running:
            runner.render_dirty = True
            return
        runner.render_running = True
        task = asyncio.create_task(self._loop(runner, self.hook))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _loop(self, runner: MatchRunner, hook: RenderHook) -> None:
        try:
            while True:
                runner.render_dirty = False
                seq = runner.last_seq
                view = runner.game.view(runner.state, None)
                async with self._sem:
                    image = await asyncio.to_thread(hook, runner.game_name, view)
                if image is not None:
                    for cb in list(self.subs):
                        try:
                            await cb(runner.id, seq, image)
                        except Exception:
                            log.exception("render subscriber failed for %s", runner.id)
                if not runner.render_dirty:
                    break
        except Exception:
            log.exception("rendering match %s failed", runner.id)
        finally:
            runner.render_running = False
