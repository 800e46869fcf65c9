"""WAL checkpoints of the SQLite store off the commit path.

SQLite checkpoints the WAL into the database file from inside the commit that crosses `wal_autocheckpoint` pages
(1,000 by default): that commit then waits for the copy and its fsync, some 10-30 ms, and those commits were the
X-Wing action latency's p99 (issue 17; bench/xwing_latency.py). Here the writer connection checkpoints only past a
far larger safety limit (a WAL that nobody checkpoints stays bounded), and a second connection in a worker thread
runs a PASSIVE checkpoint shortly after commits: PASSIVE never waits for the writer or for readers, and the
writer and the checkpointer run at the same time in WAL mode (https://www.sqlite.org/wal.html#ckpt).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
import threading
from concurrent.futures import ThreadPoolExecutor

log = logging.getLogger(__name__)

# The writer's own checkpoint only past this many WAL pages (4 KB each: some 40 MB): a safety net for a loop too
# busy to run the background checkpoint, not the normal path.
SAFETY_PAGES = 10_000
INTERVAL = 0.25  # seconds after a commit before the background checkpoint runs (commits meanwhile share it)


class Checkpointer:
    """Runs `PRAGMA wal_checkpoint(PASSIVE)` on its own connection in a worker thread, at most once per
    `interval` seconds while commits happen. `poke()` after each commit; `close()` when the store closes."""

    def __init__(self, path: str, interval: float | None = None) -> None:
        self.path = path
        self.interval = INTERVAL if interval is None else interval
        self.runs = 0  # checkpoints run (tests read it)
        self._pending = asyncio.Event()
        self._conn: sqlite3.Connection | None = None
        self._conn_lock = threading.Lock()  # the thread's connection is used by one checkpoint at a time
        # its own thread, joined at close(): the loop's default executor would leave a thread behind the store
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="wal-checkpoint")
        self._task: asyncio.Task[None] | None = asyncio.get_running_loop().create_task(self._loop())

    def poke(self) -> None:
        """A commit happened: checkpoint soon."""
        self._pending.set()

    async def _loop(self) -> None:
        while True:
            await self._pending.wait()
            await asyncio.sleep(self.interval)  # later commits join this checkpoint
            self._pending.clear()
            try:
                await asyncio.get_running_loop().run_in_executor(self._thread, self._checkpoint)
            except sqlite3.Error as exc:  # a busy or failing file: the writer's own errors say what matters
                log.warning("background WAL checkpoint of %s failed: %s", self.path, exc)

    def _checkpoint(self) -> None:
        with self._conn_lock:
            if self._conn is None:
                self._conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
                self._conn.execute("PRAGMA busy_timeout=0")  # PASSIVE: skip what is busy, never wait
            self._conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
            self.runs += 1

    async def close(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        # after a checkpoint still running in the thread; then the idle thread ends
        await asyncio.get_running_loop().run_in_executor(self._thread, self._close_conn)
        self._thread.shutdown(wait=True)

    def _close_conn(self) -> None:
        with self._conn_lock:
            if self._conn is not None:
                conn, self._conn = self._conn, None
                conn.close()
