"""Where the quick tools run, so that one user's heavy request never stalls another user's quick one.

- Quick work (/roll, /odds, /range, their pictures) runs on its own small thread pool (`QuickPool`), never on the
  event loop's default executor, and never behind heavy work.
- Heavy work (the exact TI4 odds) runs each request in its own worker process (`HeavyPool`): the process is
  killed when the request outlives its time limit or is cancelled, its address space is capped (a solve that
  needs more memory fails with MemoryError inside the worker, not in the bot), and a user may have only
  `per_user` heavy requests running at once, all users together `total`. A refused or failed request raises
  `HeavyRefused` with a message that names the limit.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import multiprocessing
import os
import resource
import signal
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any, TypeVar

from bot.quick.texts import Phrase, local

T = TypeVar("T")
NICE = 10  # how much lower a heavy worker's CPU priority is than the bot's


class QuickPool:
    """A fixed set of threads for quick commands (each request is bounded by its tool's own input limits)."""

    def __init__(self, workers: int = 4) -> None:
        self.workers = workers
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="quick")

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        return await asyncio.get_running_loop().run_in_executor(self._pool, functools.partial(fn, *args))

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)


@dataclass(frozen=True)
class HeavyLimits:
    seconds: float = 60.0  # wall-clock time of one request, worker start included
    memory_mb: int = 1024  # address space a worker may add to what it starts with
    per_user: int = 1  # heavy requests one user may have running at once
    total: int = 2  # heavy requests running at once, all users (the machine's cores for the bot's own work)


class HeavyRefused(Exception):
    """A heavy request was not run or did not finish; the message (a Phrase) says which limit and what to do."""

    def text(self, lang: str) -> str:
        return local(self.args[0] if self.args else "", lang)


def _child(conn: Connection, fn: Callable[..., Any], args: tuple[Any, ...], limits: HeavyLimits) -> None:
    os.nice(NICE)  # the bot's own process (heartbeat, quick commands) is served first when cores are busy
    # Self-defence if the bot dies without killing us: CPU seconds are capped too (SIGXCPU ends the process).
    cpu = int(limits.seconds) + 2
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
    page = os.sysconf("SC_PAGE_SIZE")
    with open("/proc/self/statm") as f:
        start = int(f.read().split()[0]) * page
    cap = start + limits.memory_mb * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
    try:
        result = fn(*args)
    except MemoryError:
        conn.send(("memory", None))
    except BaseException as exc:  # sent back to the caller as is (e.g. a RuleError with its message)
        try:
            conn.send(("error", exc))
        except Exception:
            conn.send(("error", RuntimeError(repr(exc))))
    else:
        conn.send(("ok", result))
    finally:
        conn.close()


class HeavyPool:
    def __init__(self, limits: HeavyLimits | None = None, *, preload: tuple[str, ...] = ()) -> None:
        self.limits = limits or HeavyLimits()
        self.running: dict[str, int] = {}
        self._ctx = multiprocessing.get_context("forkserver")
        if preload:
            self._ctx.set_forkserver_preload(list(preload))

    @property
    def busy(self) -> int:
        return sum(self.running.values())

    def _admit(self, user: str) -> None:
        lim = self.limits
        if self.running.get(user, 0) >= lim.per_user:
            raise HeavyRefused(Phrase("heavy.per_user", running=self.running[user], limit=lim.per_user))
        if self.busy >= lim.total:
            raise HeavyRefused(Phrase("heavy.total", running=self.busy))
        self.running[user] = self.running.get(user, 0) + 1

    def _release(self, user: str) -> None:
        left = self.running.get(user, 0) - 1
        if left > 0:
            self.running[user] = left
        else:
            self.running.pop(user, None)

    async def run(self, user: str, fn: Callable[..., T], *args: Any) -> T:
        """fn(*args) in a fresh worker process. `fn` and its arguments and result must pickle (module-level fn)."""
        self._admit(user)  # no await before this: admission is atomic on the event loop
        try:
            return await self._run(fn, args)
        finally:
            self._release(user)

    async def _run(self, fn: Callable[..., T], args: tuple[Any, ...]) -> T:
        lim = self.limits
        loop = asyncio.get_running_loop()
        recv, send = self._ctx.Pipe(duplex=False)
        proc = self._ctx.Process(target=_child, args=(send, fn, args, lim), daemon=True)
        starting = loop.run_in_executor(None, proc.start)  # the forkserver's first start takes a moment
        try:
            await asyncio.shield(starting)
        except asyncio.CancelledError:  # cancelled while starting: let the start finish, then stop the worker
            await starting
            proc.kill()
            await loop.run_in_executor(None, proc.join)
            raise
        finally:
            send.close()
        ready: asyncio.Future[None] = loop.create_future()

        def readable() -> None:
            if not ready.done():
                ready.set_result(None)

        loop.add_reader(recv.fileno(), readable)
        try:
            await asyncio.wait_for(ready, timeout=lim.seconds)
            try:
                kind, value = recv.recv()
            except EOFError:
                kind, value = "died", None
        except TimeoutError:
            raise HeavyRefused(Phrase("heavy.time", seconds=lim.seconds)) from None
        finally:
            loop.remove_reader(recv.fileno())
            recv.close()
            if proc.is_alive():
                with contextlib.suppress(ProcessLookupError):
                    os.kill(proc.pid or 0, signal.SIGKILL)
            await loop.run_in_executor(None, proc.join)
        if kind == "ok":
            result: T = value
            return result
        if kind == "memory":
            raise HeavyRefused(Phrase("heavy.memory", mb=lim.memory_mb))
        if kind == "error" and isinstance(value, BaseException):
            raise value
        raise HeavyRefused(Phrase("heavy.died", code=str(proc.exitcode)))


_QUICK: QuickPool | None = None
_HEAVY: HeavyPool | None = None


def quick_pool() -> QuickPool:
    """The process's pool for quick commands (created on first use)."""
    global _QUICK
    if _QUICK is None:
        _QUICK = QuickPool()
    return _QUICK


def heavy_pool() -> HeavyPool:
    """The process's pool for heavy requests (created on first use; the TI4 odds solver preloaded)."""
    global _HEAVY
    if _HEAVY is None:
        _HEAVY = HeavyPool(preload=("bot.games.ti4.odds",))
    return _HEAVY


def set_pools(quick: QuickPool | None = None, heavy: HeavyPool | None = None) -> None:
    """Replace the pools (settings at start-up, tests)."""
    global _QUICK, _HEAVY
    _QUICK, _HEAVY = quick, heavy
