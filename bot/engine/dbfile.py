"""The database file on disk: private file modes, the one-writer lock, and the check that the file is still the
one that was opened.

On SQLite one process writes a database file: the lock (an exclusive `flock` on `<database>.lock`, released by
the kernel when the process dies) refuses a second bot, `play` or `db migrate` on the same file and names who
holds it. Readers (`db check`, `replay`) open the file read-only and never take it.
"""

from __future__ import annotations

import fcntl
import json
import os
import socket
import time
from contextlib import suppress
from pathlib import Path

from bot.engine.errors import DatabaseInUse, StorageFailed

PRIVATE_FILE = 0o600  # the database holds live seeds and unrevealed secret choices
PRIVATE_DIR = 0o700


def private_file(path: Path) -> None:
    """Create `path` (and the folders it needs) readable by this user only; tighten an existing database and its
    -wal/-shm files. SQLite gives the -wal and -shm files the database file's mode, so creating it first is
    enough for new files."""
    missing = []
    folder = path.parent
    while not folder.exists():
        missing.append(folder)
        folder = folder.parent
    for d in reversed(missing):
        d.mkdir(mode=PRIVATE_DIR, exist_ok=True)
        d.chmod(PRIVATE_DIR)  # mkdir's mode is filtered by the umask
    with suppress(FileExistsError):
        os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, PRIVATE_FILE))
    for p in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
        try:
            st = p.stat()
            if st.st_mode & 0o077 and st.st_uid == os.getuid():
                p.chmod(PRIVATE_FILE)
        except FileNotFoundError:
            continue


class WriterLock:
    """The exclusive right to write one database file, held from open() to close()."""

    def __init__(self, db_path: Path) -> None:
        self.db_path = db_path
        self.path = Path(f"{db_path}.lock")
        self._fd: int | None = None

    def acquire(self) -> None:
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, PRIVATE_FILE)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = _holder(fd)
            os.close(fd)
            raise DatabaseInUse(
                f"the database {self.db_path} is in use by another bot process ({holder}); one process writes a "
                "database at a time: stop that one first, or use a copy. Reading commands (db check, replay) work "
                "while it runs."
            ) from None
        except BaseException:
            os.close(fd)
            raise
        os.ftruncate(fd, 0)
        me = {
            "pid": os.getpid(),
            "host": socket.gethostname(),
            "since": time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime()),
        }
        os.pwrite(fd, json.dumps(me).encode(), 0)
        self._fd = fd

    def release(self) -> None:
        # The file stays: unlinking a lock file lets a waiting process lock a file a newcomer no longer sees.
        if self._fd is not None:
            with suppress(OSError):
                os.ftruncate(self._fd, 0)
            os.close(self._fd)  # closing drops the flock
            self._fd = None


def _holder(fd: int) -> str:
    try:
        data = json.loads(os.pread(fd, 512, 0) or b"{}")
        return f"pid {int(data['pid'])} on {str(data['host'])[:64]}, since {str(data['since'])[:32]}"
    except (OSError, ValueError, KeyError, TypeError):
        return "it has not written its details yet"


class FileIdentity:
    """Which file (device, inode) the database path named when it was opened. SQLite keeps writing to a file
    that was deleted or replaced under it, so every write checks the path first: moves acknowledged into a
    deleted file would be lost at the next start."""

    def __init__(self, path: Path) -> None:
        self.path = path
        st = path.stat()
        self._id = (st.st_dev, st.st_ino)

    def check(self) -> None:
        try:
            st = self.path.stat()
        except OSError:
            st = None
        if st is None or (st.st_dev, st.st_ino) != self._id:
            what = "deleted" if st is None else "replaced by another file"
            raise StorageFailed(
                f"the database file {self.path} was {what} while the bot was running; stopping without storing or "
                "acknowledging anything more (moves made now could not be kept). Restore the file from a backup, "
                "or start again with a new database."
            )
