"""Board pictures for Discord, made off the event loop: in worker processes (a pool), so Python-heavy drawing never
competes with the gateway for the GIL; the engine's render thread only waits for the pool.

`board_picture(game, view)` is the engine's render hook: it asks `renderers.<game>` for the phone-sized picture
around the action (`png(view, crop="action")`, which carries an overview inset) or, failing that, `render(view)`,
plus `alt_text(view)`. `key` identifies what the picture shows (the last maneuver and the last attack), so the
presenter posts a picture only after an activation or an attack, not after every click.
"""

from __future__ import annotations

import ctypes
import hashlib
import importlib
import json
import logging
import multiprocessing
import os
import signal
import sys
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import Any

from bot.engine.render import in_language
from renderers.common.words import say, speaking

log = logging.getLogger("bot.discord")
ACTION_KEYS = ("last_move", "last_attack")


@dataclass(frozen=True)
class BoardPicture:
    files: tuple[tuple[str, bytes], ...]  # (file name, bytes)
    alt: str
    key: str | None
    caption: str = ""


@cache
def renderer_module(game: str) -> ModuleType | None:
    if not game.isidentifier():
        return None
    try:
        return importlib.import_module(f"renderers.{game}")
    except ModuleNotFoundError as exc:
        if exc.name in (f"renderers.{game}", "renderers"):
            return None
        raise


def picture_key(view: Any) -> str:
    """What changed on the table that deserves a picture: the last maneuver and attack (or the whole view)."""
    if isinstance(view, dict) and any(k in view for k in ACTION_KEYS):
        subject: Any = {k: view.get(k) for k in ACTION_KEYS}
    else:
        subject = view
    return hashlib.sha256(json.dumps(subject, sort_keys=True, default=str).encode()).hexdigest()[:16]


def _in(module: ModuleType | None, name: str, locale: str | None) -> Any:
    """`renderers.<game>.<name>` drawing in `locale`, or None when the renderer has no such function."""
    fn = getattr(module, name, None)
    return in_language(fn, locale) if callable(fn) else None


def board_picture(
    game: str, view: Any, *, crop: str | None = "action", locale: str | None = None
) -> BoardPicture | None:
    """Render hook (runs in a worker thread). None when the game has no renderer. Words and alt text in `locale`
    (docs/texts.md, Pictures: a thread's picture in the match's language)."""
    module = renderer_module(game)
    if module is None:
        return None
    data: bytes
    png = _in(module, "png", locale)
    if png is not None:
        try:
            data = png(view, crop=crop) if crop else png(view)
        except TypeError:
            data = png(view)
    else:
        render = _in(module, "render", locale)
        if render is None:
            return None
        from renderers.common.encode import png_bytes

        data = png_bytes(render(view))
    alt_fn = _in(module, "alt_text", locale)
    alt = str(alt_fn(view)) if alt_fn is not None else ""
    return BoardPicture(files=((f"board-{game}.png", data),), alt=alt, key=picture_key(view))


@dataclass(frozen=True)
class PendingPicture:
    """What the engine's render hook hands over: the public view and what it shows. The picture itself is drawn
    only if it is going to be posted (its key differs from the last posted one)."""

    game: str
    view: Any
    key: str


class RenderPool:
    """Board pictures in worker processes ("spawn": no asyncio/socket state is forked), so Python-heavy drawing
    never competes with the gateway for the GIL. Started on first use; `close()` at shutdown.

    As the engine's render hook (`pool(game, view)`, run in the engine's worker thread) it only computes the key;
    `render(...)` (blocking: call it through asyncio.to_thread) draws in a worker process."""

    def __init__(self, workers: int) -> None:
        self.workers = max(1, workers)
        self._pool: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()

    def __call__(self, game: str, view: Any) -> PendingPicture | None:
        if renderer_module(game) is None:
            return None
        return PendingPicture(game, view, picture_key(view))

    def _executor(self) -> ProcessPoolExecutor:
        with self._lock:
            if self._pool is None:
                self._pool = ProcessPoolExecutor(
                    self.workers,
                    mp_context=multiprocessing.get_context("spawn"),
                    initializer=watch_parent,
                    initargs=(os.getpid(),),
                )
            return self._pool

    def start(self) -> None:
        """Start every worker process now instead of at the first pictures (blocking)."""
        pool = self._executor()
        for future in [pool.submit(os.getpid) for _ in range(self.workers)]:
            future.result(timeout=120)

    def render(
        self, game: str, view: Any, crop: str | None = "action", locale: str | None = None
    ) -> BoardPicture | None:
        return self._run(game, board_picture, game, view, crop=crop, locale=locale)

    def animate(
        self, game: str, rounds: list[list[Any]], *, reel: bool = False, locale: str | None = None
    ) -> BoardPicture | None:
        """A round animation or the match reel (blocking: call it through asyncio.to_thread)."""
        return self._run(game, animation_picture, game, rounds, reel=reel, locale=locale)

    def _run(self, game: str, fn: Any, *args: Any, **kwargs: Any) -> BoardPicture | None:
        pool = self._executor()
        try:
            result: BoardPicture | None = pool.submit(fn, *args, **kwargs).result(timeout=300)
            return result
        except Exception:
            log.exception("board picture failed", extra={"game": game})
            return None

    def close(self) -> None:
        with self._lock:
            if self._pool is not None:
                self._pool.shutdown(wait=True, cancel_futures=True)
                self._pool = None


def animation_picture(
    game: str, rounds: list[list[Any]], *, reel: bool, locale: str | None = None
) -> BoardPicture | None:
    """A round's animation (`rounds` = [its frames]) or the whole-match reel, as animated WebP, with alt text, in
    `locale`. None when the game's renderer has no animations or there is no frame."""
    module = renderer_module(game)
    fn = _in(module, "render_reel" if reel else "render_round", locale)
    rounds = [r for r in rounds if r]
    if fn is None or not rounds:
        return None
    data = fn(rounds) if reel else fn(rounds[0])
    last = rounds[-1][-1]
    alt_fn = _in(module, "alt_text", locale)
    end = str(alt_fn(last)) if alt_fn is not None else ""
    frames = sum(len(r) for r in rounds)
    first, final = rounds[0][0].get("round", "?"), last.get("round", "?")
    with speaking(locale):
        if reel:
            name, head = f"match-{game}.webp", say("anim.reel", first=first, last=final, frames=frames)
        else:
            name, head = f"round-{first}-{game}.webp", say("anim.round", round=first, frames=frames)
        alt = say("anim.at_end", head=head, end=end) if end else head
    return BoardPicture(files=((name, data),), alt=alt[:1024], key=None, caption="")


# ------------------------------------------------------------------------------- workers die with the bot
PR_SET_PDEATHSIG = 1  # linux/prctl.h
PARENT_POLL_SECONDS = 0.5


def watch_parent(parent: int) -> None:
    """First thing in each render worker: exit as soon as the bot process (`parent`) is gone, however it died.
    A SIGKILLed bot runs no shutdown code, and an idle worker would otherwise wait on its task queue forever,
    re-parented to PID 1. Linux tells the worker at once (PR_SET_PDEATHSIG); a thread polling os.getppid() is the
    portable fallback, and also covers Linux's caveat that the signal follows the death of the parent *thread*
    that started the worker (the handler then sees the same parent and carries on)."""
    if sys.platform.startswith("linux"):
        signal.signal(signal.SIGUSR1, lambda *_: _exit_if_orphaned(parent))
        try:
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(PR_SET_PDEATHSIG, signal.SIGUSR1, 0, 0, 0)
        except (OSError, AttributeError):
            pass  # no prctl: the polling thread alone does it
    _exit_if_orphaned(parent)  # the bot may have died before the signal was asked for
    threading.Thread(target=_poll_parent, args=(parent,), name="parent-watchdog", daemon=True).start()


def _exit_if_orphaned(parent: int) -> None:
    if os.getppid() != parent:
        os._exit(0)  # nothing to clean up: a worker holds no state beyond the picture it was drawing


def _poll_parent(parent: int) -> None:
    while True:
        time.sleep(PARENT_POLL_SECONDS)
        _exit_if_orphaned(parent)
