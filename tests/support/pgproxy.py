"""A TCP proxy in front of a PostgreSQL server that counts round trips: each time the client speaks again after the
server answered is one more wait for the network and the server (what a commit pays per statement sent alone).
Used by tests/engine/test_round_trips.py and bench/pg_round_trips.py to count an engine action's round trips."""

from __future__ import annotations

import asyncio
from urllib.parse import urlsplit, urlunsplit


class CountingProxy:
    def __init__(self, target_url: str) -> None:
        self.target_url = target_url
        parts = urlsplit(target_url)
        self._host = parts.hostname or "127.0.0.1"
        self._port = parts.port or 5432
        self.round_trips = 0
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    @property
    def url(self) -> str:
        """The target's URL with this proxy's port."""
        assert self._server is not None
        port = self._server.sockets[0].getsockname()[1]
        parts = urlsplit(self.target_url)
        netloc = parts.netloc.rsplit("@", 1)
        host = f"127.0.0.1:{port}"
        return urlunsplit(parts._replace(netloc=f"{netloc[0]}@{host}" if len(netloc) == 2 else host))

    async def start(self) -> CountingProxy:
        self._server = await asyncio.start_server(self._client, "127.0.0.1", 0)
        return self

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
        for task in list(self._tasks):
            task.cancel()

    async def _client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_reader, up_writer = await asyncio.open_connection(self._host, self._port)
        answered = [True]  # the server spoke since the client last did: the client's next bytes start a trip

        async def pump(src: asyncio.StreamReader, dst: asyncio.StreamWriter, from_client: bool) -> None:
            try:
                while data := await src.read(65536):
                    if from_client and answered[0]:
                        self.round_trips += 1
                        answered[0] = False
                    elif not from_client:
                        answered[0] = True
                    dst.write(data)
                    await dst.drain()
            except (ConnectionError, asyncio.CancelledError):
                pass
            finally:
                dst.close()

        for task in (
            asyncio.create_task(pump(reader, up_writer, True)),
            asyncio.create_task(pump(up_reader, writer, False)),
        ):
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
