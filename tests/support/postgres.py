"""A throw-away PostgreSQL server for tests and benchmarks: initdb in a temporary folder, listening on 127.0.0.1
only, stopped when the run ends.

`TEST_DATABASE_URL` (set by `.ci/run`) names a server that is already running; otherwise one is started here from
the distribution's binaries (`initdb`, `pg_ctl` on PATH or under /usr/lib/postgresql/*/bin). PostgreSQL refuses to
run as root, so as root the server runs as the `postgres` system user (via `runuser`).
"""

from __future__ import annotations

import asyncio
import glob
import os
import shlex
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path

import asyncpg


def run_sql(url: str, sql: str) -> None:
    """One statement on its own connection, from synchronous code (a thread of its own runs the event loop, so it
    works whether or not a loop is running here)."""
    failure: list[BaseException] = []

    async def go() -> None:
        conn = await asyncpg.connect(url)
        try:
            await conn.execute(sql)
        finally:
            await conn.close()

    def thread() -> None:
        try:
            asyncio.run(go())
        except BaseException as exc:
            failure.append(exc)

    t = threading.Thread(target=thread)
    t.start()
    t.join()
    if failure:
        raise failure[0]


def schema_url(server_url: str, name: str) -> str:
    """The server's URL with a search path of one schema: asyncpg passes unknown URL parameters as settings."""
    return f"{server_url}?search_path={name}"


class NoPostgres(Exception):
    """PostgreSQL cannot be started here; the message says why (tests skip with it)."""


def _binary(name: str) -> str:
    found = shutil.which(name)
    if found:
        return found
    for path in sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), reverse=True):
        return path
    raise NoPostgres(f"PostgreSQL's {name} is not installed (apt-get install postgresql)")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Server:
    url: str  # postgresql://postgres@127.0.0.1:PORT/postgres
    folder: Path | None  # None: a server this module did not start
    _as_user: list[str]

    def stop(self) -> None:
        if self.folder is None:
            return
        subprocess.run(
            [*self._as_user, _binary("pg_ctl"), "-D", str(self.folder / "data"), "-m", "immediate", "stop"],
            capture_output=True,
            check=False,
        )
        shutil.rmtree(self.folder, ignore_errors=True)


def start(*, fsync: bool = False, owner_pid: int | None = None) -> Server:
    """A running server. `fsync=False` (tests): a crash of the machine may lose the throw-away data, which makes
    the suite several times faster on a shared disk; benchmarks pass True to measure the real commit cost.
    A watchdog stops the server and removes its folder once `owner_pid` (default: this process) is gone, so a
    killed test run leaves no server behind on a shared machine."""
    env_url = os.environ.get("TEST_DATABASE_URL")
    if env_url:
        return Server(env_url, None, [])
    initdb, pg_ctl = _binary("initdb"), _binary("pg_ctl")
    as_user: list[str] = []
    folder = Path(tempfile.mkdtemp(prefix="pgtest-"))
    if os.getuid() == 0:
        runuser = shutil.which("runuser")
        if runuser is None:
            raise NoPostgres("running as root without runuser: PostgreSQL cannot run as root")
        as_user = [runuser, "-u", "postgres", "--"]
        shutil.chown(folder, "postgres")
    port = _free_port()
    data = folder / "data"
    try:
        subprocess.run(
            [*as_user, initdb, "-D", str(data), "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"],
            capture_output=True,
            check=True,
            text=True,
        )
        opts = f"-c listen_addresses=127.0.0.1 -c port={port} -c unix_socket_directories={folder}"
        opts += " -c max_connections=200"
        if not fsync:
            opts += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        subprocess.run(
            [*as_user, pg_ctl, "-D", str(data), "-l", str(folder / "log"), "-o", opts, "-w", "start"],
            capture_output=True,
            check=True,
            text=True,
        )
    except (subprocess.CalledProcessError, OSError) as exc:
        log = (folder / "log").read_text() if (folder / "log").exists() else ""
        shutil.rmtree(folder, ignore_errors=True)
        detail = getattr(exc, "stderr", "") or str(exc)
        raise NoPostgres(f"PostgreSQL did not start: {detail.strip()[-400:]} {log[-400:]}") from exc
    stop = " ".join(shlex.quote(x) for x in [*as_user, pg_ctl, "-D", str(data), "-m", "immediate", "stop"])
    watch = (
        f"while kill -0 {owner_pid or os.getpid()} 2>/dev/null; do sleep 2; done; "
        f"{stop} >/dev/null 2>&1; rm -rf {shlex.quote(str(folder))}"
    )
    subprocess.Popen(["sh", "-c", watch], start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return Server(f"postgresql://postgres@127.0.0.1:{port}/postgres", folder, as_user)


def main(argv: list[str]) -> int:
    """`python -m tests.support.postgres start` prints shell lines exporting TEST_DATABASE_URL (and the folder to
    give `stop`): .ci/run starts one server for the whole run this way."""
    if argv[:1] == ["start"]:
        server = start(owner_pid=os.getppid())  # the shell running .ci/run: this process ends at once
        print(f"export TEST_DATABASE_URL={shlex.quote(server.url)}")
        print(f"export PGTEST_DIR={shlex.quote(str(server.folder or ''))}")
        return 0
    if argv[:1] == ["stop"] and len(argv) == 2:
        folder = Path(argv[1])
        owner = folder.stat().st_uid if folder.exists() else os.getuid()
        as_user = [shutil.which("runuser") or "runuser", "-u", "postgres", "--"] if owner != os.getuid() else []
        Server("", folder, as_user).stop()
        return 0
    print("usage: python -m tests.support.postgres start | stop FOLDER", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
