"""A fake Discord on 127.0.0.1: the gateway and the REST routes this bot uses, with Discord's rules enforced.

Run the real discord.py client against it by pointing `discord.http.Route.BASE` and
`discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY` at `fake.api_base` / `fake.gateway_url` (see `patch_discord`).

Rules enforced (each would be a production bug that unit tests cannot see):
- an interaction's initial response must arrive within `response_deadline` seconds (Discord: 3 s), else the
  callback is refused with 404 / 10062 "Unknown interaction" and recorded in `violations`;
- a second initial response to one interaction: 400 / 40060 "Interaction has already been acknowledged";
- a DM to a user with closed DMs: 403 / 50007 "Cannot send messages to this user";
- responses carry exactly `Content-Type: application/json` (discord.py checks it verbatim);
- unknown routes answer 404 JSON (they show up as discord.NotFound and in `unknown_routes`);
- shards: a session that identifies with `shard: [id, count]` gets the guilds of that shard only (Discord's
  (guild_id >> 22) % count) and their events; direct messages go to shard 0; an interaction for a guild whose
  shard no session runs is an AssertionError (on Discord: "This interaction failed"). `GET /gateway/bot` says
  `shard_count`;
- a message `nonce` longer than 25 characters: 400 / 50035; with `enforce_nonce`, a second message with the nonce of
  one the same author created in the same channel within `nonce_window` seconds is not created: the first one is
  returned instead (Discord keeps nonces for "a few minutes").
"""

from __future__ import annotations

import asyncio
import json
import secrets
import time
from collections.abc import Callable
from typing import Any

from aiohttp import WSMsgType, web

from tests.fakediscord.model import (
    EPHEMERAL,
    JSON,
    FakeAttachment,
    FakeChannel,
    FakeGuild,
    FakeInteraction,
    FakeMember,
    FakeMessage,
    FakeUser,
    snowflake,
)


class DiscordError(Exception):
    def __init__(self, status: int, code: int, message: str) -> None:
        super().__init__(message)
        self.status, self.code, self.message = status, code, message


def _json_response(data: Any, status: int = 200) -> web.Response:
    return web.Response(body=json.dumps(data).encode(), status=status, headers={"Content-Type": "application/json"})


class FakeDiscordServer:
    """The HTTP + WebSocket side. The test-side API lives in `FakeDiscord` (client.py), which subclasses this."""

    response_deadline = 3.0
    nonce_window = 120.0

    def __init__(self) -> None:
        self.bot_user = FakeUser(snowflake(), "ModeratorBot", bot=True)
        self.application_id = self.bot_user.id
        self.users: dict[int, FakeUser] = {self.bot_user.id: self.bot_user}
        self.guilds: dict[int, FakeGuild] = {}
        self.channels: dict[int, FakeChannel] = {}
        self.messages: dict[int, FakeMessage] = {}
        self.uploads: dict[int, FakeAttachment] = {}  # files users attached to slash commands
        self.by_channel: dict[int, list[FakeMessage]] = {}  # channel id -> its messages, oldest first
        self.dm_channels: dict[int, FakeChannel] = {}  # user id -> DM channel
        self.interactions: dict[int, FakeInteraction] = {}
        self.by_token: dict[str, FakeInteraction] = {}
        self.global_commands: list[JSON] = []
        self.guild_commands: dict[int, list[JSON]] = {}
        self.calls: list[tuple[str, str, int]] = []  # (method, path, status): the call log
        self.violations: list[str] = []  # broken Discord rules; a test fixture asserts this stays empty
        self.unknown_routes: list[str] = []
        self.identifies = 0
        self.nonce_hits = 0  # messages not created because enforce_nonce found them already posted
        self._waiters: list[tuple[Callable[[], Any], asyncio.Future[Any]]] = []
        self._sockets: list[web.WebSocketResponse] = []
        self._shard: dict[web.WebSocketResponse, tuple[int, int]] = {}  # session -> (shard id, shard count)
        self.shard_count = 1
        self._seq = 0
        self._runner: web.AppRunner | None = None
        self.port = 0

    # ----------------------------------------------------------------------------------------------- lifecycle
    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        return f"{self.base_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    async def start(self) -> None:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_get("/gateway", self._gateway)
        app.router.add_get("/attachments/{id}/{name}", self._attachment)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._rest)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        server = site._server
        sockets = getattr(server, "sockets", None)  # an asyncio.Server: AbstractServer does not declare them
        assert sockets
        self.port = sockets[0].getsockname()[1]

    async def stop(self) -> None:
        for ws in list(self._sockets):
            await ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    async def _notify(self) -> None:
        """The fake's state changed: resolve the waiters whose condition now holds (and only those, so hundreds of
        waiting test users cost little per request)."""
        for predicate, future in list(self._waiters):
            if not future.done():
                value = predicate()
                if value:
                    future.set_result(value)

    async def wait_for(self, predicate: Callable[[], Any], timeout: float = 5.0, what: str = "condition") -> Any:
        """Wait until `predicate()` is truthy (re-checked whenever the fake's state changes); return its value."""
        value = predicate()
        if value:
            return value
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        entry = (predicate, future)
        self._waiters.append(entry)
        try:
            return await asyncio.wait_for(future, timeout)
        except TimeoutError:
            raise AssertionError(f"timed out after {timeout}s waiting for {what}") from None
        finally:
            self._waiters.remove(entry)

    # ------------------------------------------------------------------------------------------------ gateway
    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        self._sockets.append(ws)
        await ws.send_str(json.dumps({"op": 10, "d": {"heartbeat_interval": 41250}, "s": None, "t": None}))
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                frame = json.loads(msg.data)
                op = frame.get("op")
                if op == 1:
                    await ws.send_str(json.dumps({"op": 11, "d": None, "s": None, "t": None}))
                elif op == 2:
                    shard = (frame.get("d") or {}).get("shard")
                    self._shard[ws] = (int(shard[0]), int(shard[1])) if shard else (0, 1)
                    await self._identify(ws)
                elif op == 6:  # resume: we keep no sessions, so ask for a fresh identify
                    await ws.send_str(json.dumps({"op": 9, "d": False, "s": None, "t": None}))
        finally:
            if ws in self._sockets:
                self._sockets.remove(ws)
            self._shard.pop(ws, None)
            await self._notify()
        return ws

    async def _identify(self, ws: web.WebSocketResponse) -> None:
        self.identifies += 1
        guilds = [g for g in self.guilds.values() if self._serves(ws, g.id)]
        ready = {
            "v": 10,
            "user": self.bot_user.json(),
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "session_id": secrets.token_hex(8),
            "resume_gateway_url": self.gateway_url,
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
        }
        if self._shard[ws][1] > 1:
            ready["shard"] = list(self._shard[ws])
        await self._send(ws, "READY", ready)
        for guild in guilds:
            await self._send(ws, "GUILD_CREATE", guild.json())
        await self._notify()

    async def _send(self, ws: web.WebSocketResponse, event: str, data: JSON) -> None:
        self._seq += 1
        await ws.send_str(json.dumps({"op": 0, "t": event, "s": self._seq, "d": data}))

    def _serves(self, ws: web.WebSocketResponse, guild_id: int | None) -> bool:
        """Whether this session gets the events of this guild (None: direct messages, which go to shard 0)."""
        shard = self._shard.get(ws)
        if shard is None:
            return False  # not identified yet: Discord sends no events before READY
        if guild_id is None:
            return shard[0] == 0
        return (guild_id >> 22) % shard[1] == shard[0]

    async def dispatch(self, event: str, data: JSON) -> int:
        """Send an event to the sessions that serve its guild; returns how many got it."""
        guild = data.get("guild_id")
        sent = 0
        for ws in list(self._sockets):
            if not ws.closed and self._serves(ws, None if guild is None else int(guild)):
                await self._send(ws, event, data)
                sent += 1
        return sent

    @property
    def connected(self) -> bool:
        return any(not ws.closed for ws in self._sockets)

    def shards_connected(self) -> list[int]:
        """The shard ids of the identified open sessions (a session without shards is shard 0)."""
        return sorted(self._shard[ws][0] for ws in self._sockets if not ws.closed and ws in self._shard)

    # --------------------------------------------------------------------------------------------------- REST
    async def _attachment(self, request: web.Request) -> web.Response:
        upload = self.uploads.get(int(request.match_info["id"]))
        self.calls.append(("GET", request.path, 200 if upload is not None else 404))  # tests see what was downloaded
        if upload is not None:
            return web.Response(body=upload.data, content_type=upload.content_type or "application/octet-stream")
        for m in self.messages.values():
            for a in m.attachments:
                if str(a.id) == request.match_info["id"]:
                    return web.Response(body=a.data, content_type=a.content_type or "application/octet-stream")
        return _json_response({"message": "Unknown attachment", "code": 10000}, 404)

    async def _rest(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["tail"]
        parts = [p for p in path.split("/") if p]
        status = 200
        try:
            payload, files = await self._read_body(request)
            result = await self._route(request.method, parts, payload, files, request)
            if result is None:
                status = 204
                response = web.Response(status=204)
            else:
                response = _json_response(result)
        except DiscordError as e:
            status = e.status
            response = _json_response({"message": e.message, "code": e.code}, e.status)
        self.calls.append((request.method, path, status))
        await self._notify()
        return response

    async def _read_body(self, request: web.Request) -> tuple[JSON, list[tuple[str, bytes, str | None]]]:
        files: list[tuple[str, bytes, str | None]] = []
        if request.content_type.startswith("multipart/"):
            payload: JSON = {}
            reader = await request.multipart()
            async for part in reader:
                if part is None or not hasattr(part, "name"):
                    continue
                data = await part.read()  # type: ignore[union-attr]
                if part.name == "payload_json":
                    payload = json.loads(data)
                elif part.name and part.name.startswith("files["):
                    name = getattr(part, "filename", None) or "file"  # a body part (a nested multipart has none)
                    files.append((name, bytes(data), part.headers.get("Content-Type")))
            return payload, files
        if request.can_read_body:
            text = await request.text()
            return (json.loads(text) if text else {}), files
        return {}, files

    async def _route(
        self, method: str, p: list[str], body: JSON, files: list[tuple[str, bytes, str | None]], req: web.Request
    ) -> Any:
        key = (method, len(p))
        if p[:2] == ["users", "@me"] and key == ("GET", 2):
            return self.bot_user.json()
        if p == ["gateway", "bot"] and method == "GET":
            limits = {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
            return {"url": self.gateway_url, "shards": self.shard_count, "session_start_limit": limits}
        if p == ["oauth2", "applications", "@me"]:
            return self._application_json()
        if p[:2] == ["users", "@me"] and p[2:] == ["channels"] and method == "POST":
            return self._open_dm(int(body["recipient_id"])).json()
        if p[0] == "users" and key == ("GET", 2):
            return self._user(int(p[1])).json()
        if p[0] == "applications" and p[-1] == "commands" and method == "PUT":
            return self._sync_commands(int(p[3]) if len(p) == 5 else None, body)
        if p[0] == "applications" and p[-1] == "commands" and method == "GET":
            return self.guild_commands.get(int(p[3]), []) if len(p) == 5 else self.global_commands
        if p[0] == "channels":
            return await self._channel_route(method, p, body, files)
        if p[0] == "guilds" and p[2:] == ["threads", "active"] and method == "GET":
            guild = self.guilds.get(int(p[1]))
            if guild is None:
                raise DiscordError(404, 10004, "Unknown Guild")
            threads = [c.json() for c in guild.channels.values() if c.type in (11, 12)]
            return {"threads": threads, "members": []}
        if p[0] == "interactions" and p[-1] == "callback" and method == "POST":
            return await self._callback(int(p[1]), p[2], body, files)
        if p[0] == "webhooks" and len(p) >= 3:
            return await self._webhook_route(method, p, body, files)
        self.unknown_routes.append(f"{method} /{'/'.join(p)}")
        raise DiscordError(404, 0, f"404: Not Found ({method} /{'/'.join(p)})")

    def _application_json(self) -> JSON:
        return {
            "id": str(self.application_id),
            "name": self.bot_user.name,
            "icon": None,
            "description": "fake application",
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": next(iter(self.guilds.values())).owner.json() if self.guilds else self.bot_user.json(),
            "verify_key": "0" * 64,
            "flags": 0,
            "team": None,
            "summary": "",
        }

    def _user(self, user_id: int) -> FakeUser:
        try:
            return self.users[user_id]
        except KeyError:
            raise DiscordError(404, 10013, "Unknown User") from None

    def _channel(self, channel_id: int) -> FakeChannel:
        try:
            return self.channels[channel_id]
        except KeyError:
            raise DiscordError(404, 10003, "Unknown Channel") from None

    def _message(self, channel: FakeChannel, message_id: int) -> FakeMessage:
        m = self.messages.get(message_id)
        if m is None or m.deleted or m.channel is not channel:
            raise DiscordError(404, 10008, "Unknown Message")
        return m

    def _open_dm(self, user_id: int) -> FakeChannel:
        user = self._user(user_id)
        if user_id in self.dm_channels:
            return self.dm_channels[user_id]
        channel = FakeChannel(snowflake(), f"dm-{user.name}", 1, recipient=user)
        self.channels[channel.id] = channel
        self.dm_channels[user.id] = channel
        return channel

    def _sync_commands(self, guild_id: int | None, commands: JSON) -> list[JSON]:
        assert isinstance(commands, list)
        stored = []
        for c in commands:
            c = dict(c)
            c.setdefault("id", str(snowflake()))
            c["application_id"] = str(self.application_id)
            c["version"] = str(snowflake())
            if guild_id is not None:
                c["guild_id"] = str(guild_id)
            stored.append(c)
        if guild_id is None:
            self.global_commands = stored
        else:
            self.guild_commands[guild_id] = stored
        return stored

    async def _channel_route(
        self, method: str, p: list[str], body: JSON, files: list[tuple[str, bytes, str | None]]
    ) -> Any:
        channel = self._channel(int(p[1]))
        rest = p[2:]
        if not rest and method == "GET":
            return channel.json()
        if rest == ["typing"]:
            return None
        if rest == ["messages"] and method == "POST":
            if channel.type == 1 and channel.recipient is not None and channel.recipient.dm_closed:
                raise DiscordError(403, 50007, "Cannot send messages to this user")
            same = self._same_nonce(channel, self.bot_user, body)
            message = same or self._new_message(channel, self.bot_user, body, files)
            return message.json(self.base_url)
        if len(rest) == 2 and rest[0] == "messages":
            message = self._message(channel, int(rest[1]))
            if method == "GET":
                return message.json(self.base_url)
            if method == "PATCH":
                self._edit_message(message, body, files)
                return message.json(self.base_url)
            if method == "DELETE":
                message.deleted = True
                return None
        if (rest == ["threads"] and method == "POST") or (len(rest) == 3 and rest[2] == "threads"):
            return (await self._new_thread(channel, body)).json()
        if len(rest) == 2 and rest[0] == "thread-members" and method == "PUT":
            channel.thread_members.add(self.bot_user.id if rest[1] == "@me" else int(rest[1]))
            return None
        self.unknown_routes.append(f"{method} /{'/'.join(p)}")
        raise DiscordError(404, 0, f"404: Not Found ({method} /{'/'.join(p)})")

    async def _new_thread(self, parent: FakeChannel, body: JSON) -> FakeChannel:
        if parent.type != 0 or parent.guild is None:
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        thread = FakeChannel(
            snowflake(),
            str(body.get("name", "thread"))[:100],
            int(body.get("type") or 11),
            guild=parent.guild,
            parent_id=parent.id,
            owner_id=self.bot_user.id,
        )
        thread.thread_members.add(self.bot_user.id)
        parent.guild.channels[thread.id] = thread
        self.channels[thread.id] = thread
        await self.dispatch("THREAD_CREATE", {**thread.json(), "newly_created": True})
        return thread

    def _same_nonce(self, channel: FakeChannel, author: FakeUser, body: JSON) -> FakeMessage | None:
        """Discord's enforce_nonce: the message this author already created here with this nonce, if recent."""
        nonce = body.get("nonce")
        if nonce is None:
            return None
        if len(str(nonce)) > 25:
            raise DiscordError(400, 50035, "Invalid Form Body: nonce must be 25 or fewer in length")
        if not body.get("enforce_nonce"):
            return None
        now = time.monotonic()
        for m in reversed(self.by_channel.get(channel.id, [])):
            if now - m.created > self.nonce_window:
                break
            if m.nonce == str(nonce) and m.author is author and not m.deleted:
                self.nonce_hits += 1
                return m
        return None

    def _new_message(
        self,
        channel: FakeChannel,
        author: FakeUser,
        body: JSON,
        files: list[tuple[str, bytes, str | None]],
        *,
        ephemeral_for: int | None = None,
        interaction_id: int | None = None,
    ) -> FakeMessage:
        content = str(body.get("content") or "")
        if len(content) > 2000:
            raise DiscordError(400, 50035, "Invalid Form Body: content must be 2000 or fewer in length")
        flags = int(body.get("flags") or 0)
        message = FakeMessage(
            snowflake(),
            channel,
            author,
            content=content,
            embeds=list(body.get("embeds") or []),
            components=list(body.get("components") or []),
            flags=flags,
            ephemeral_for=ephemeral_for if flags & EPHEMERAL else None,
            interaction_id=interaction_id,
            allowed_mentions=body.get("allowed_mentions"),
            nonce=None if body.get("nonce") is None else str(body["nonce"]),
        )
        self._check_components(message.components)
        message.attachments = self._attachments(None, body, files)
        self.messages[message.id] = message
        self.by_channel.setdefault(channel.id, []).append(message)
        return message

    def _edit_message(self, message: FakeMessage, body: JSON, files: list[tuple[str, bytes, str | None]]) -> None:
        if "content" in body:
            message.content = str(body["content"] or "")
        if "embeds" in body:
            message.embeds = list(body["embeds"] or [])
        if "components" in body:
            message.components = list(body["components"] or [])
            self._check_components(message.components)
        if "attachments" in body or files:
            message.attachments = self._attachments(message, body, files)
        if "allowed_mentions" in body:
            message.allowed_mentions = body["allowed_mentions"]
        message.edits += 1

    def _attachments(
        self, existing: FakeMessage | None, body: JSON, files: list[tuple[str, bytes, str | None]]
    ) -> list[FakeAttachment]:
        kept = {a.id: a for a in existing.attachments} if existing else {}
        out: list[FakeAttachment] = []
        described = {}
        for entry in body.get("attachments") or []:
            ident = int(entry["id"])
            if ident in kept:
                out.append(kept[ident])
            else:
                described[ident] = entry
        if existing is not None and "attachments" not in body:
            out = list(existing.attachments)
        for index, (name, data, ctype) in enumerate(files):
            meta = described.get(index, {})
            out.append(FakeAttachment(snowflake(), meta.get("filename", name), data, meta.get("description"), ctype))
        return out

    def _check_components(self, rows: list[JSON]) -> None:
        """Discord's component limits: ≤ 5 rows, ≤ 5 buttons or 1 select per row, custom_id ≤ 100, ≤ 25 options."""
        if len(rows) > 5:
            raise DiscordError(400, 50035, "Invalid Form Body: components must be 5 or fewer in length")
        for row in rows:
            items = row.get("components", [])
            if not 1 <= len(items) <= 5 or (any(i["type"] != 2 for i in items) and len(items) != 1):
                raise DiscordError(400, 50035, "Invalid Form Body: bad action row")
            for item in items:
                cid = item.get("custom_id")
                if cid is not None and not 1 <= len(cid) <= 100:
                    raise DiscordError(400, 50035, "Invalid Form Body: custom_id must be 1-100 characters")
                if len(item.get("options", [])) > 25 or len(str(item.get("label", ""))) > 80:
                    raise DiscordError(400, 50035, "Invalid Form Body: too many options or a label too long")

    # ---------------------------------------------------------------------------------------- interactions
    async def _callback(
        self, interaction_id: int, token: str, body: JSON, files: list[tuple[str, bytes, str | None]]
    ) -> JSON:
        inter = self.interactions.get(interaction_id)
        if inter is None or inter.token != token:
            raise DiscordError(404, 10062, "Unknown interaction")
        elapsed = time.monotonic() - inter.dispatched
        if inter.callbacks:
            raise DiscordError(400, 40060, "Interaction has already been acknowledged.")
        if elapsed > self.response_deadline:
            self.violations.append(
                f"interaction {inter.data.get('name') or inter.data.get('custom_id')}: "
                f"first response after {elapsed:.2f}s (> {self.response_deadline}s)"
            )
            raise DiscordError(404, 10062, "Unknown interaction")
        kind = int(body["type"])
        data = body.get("data") or {}
        inter.callbacks.append((kind, elapsed))
        resource: JSON = {"type": kind}
        ephemeral = bool(int(data.get("flags") or 0) & EPHEMERAL)
        if kind == 4:
            inter.original = self._new_message(
                inter.channel, self.bot_user, data, files, ephemeral_for=inter.user.id, interaction_id=inter.id
            )
            resource["message"] = inter.original.json(self.base_url)
        elif kind == 5:  # deferred: a "thinking" placeholder becomes @original
            inter.original = self._new_message(
                inter.channel,
                self.bot_user,
                {"flags": data.get("flags", 0)},
                [],
                ephemeral_for=inter.user.id,
                interaction_id=inter.id,
            )
        elif kind == 6:
            inter.original = inter.message
            inter.edits_at_ack = inter.message.edits if inter.message else 0
        elif kind == 7:
            if inter.message is None:
                raise DiscordError(400, 40043, "This interaction has no message to update")
            self._edit_message(inter.message, data, files)
            inter.original = inter.message
            resource["message"] = inter.message.json(self.base_url)
        elif kind == 8:
            inter.choices = list(data.get("choices") or [])
        elif kind == 9:
            inter.modal = data
        else:
            raise DiscordError(400, 50035, f"Invalid interaction response type {kind}")
        inter.responded.set()
        return {
            "interaction": {
                "id": str(inter.id),
                "type": inter.type,
                "response_message_id": str(inter.original.id) if inter.original else None,
                "response_message_loading": kind == 5,
                "response_message_ephemeral": ephemeral,
            },
            "resource": resource,
        }

    async def _webhook_route(
        self, method: str, p: list[str], body: JSON, files: list[tuple[str, bytes, str | None]]
    ) -> Any:
        inter = self.by_token.get(p[2])
        if inter is None or int(p[1]) != self.application_id:
            raise DiscordError(404, 10015, "Unknown Webhook")
        if not inter.callbacks:
            raise DiscordError(404, 10015, "Unknown Webhook (no initial response yet)")
        if method in ("POST", "PATCH") and inter.completed is None:
            inter.completed = time.monotonic() - inter.dispatched
        if len(p) == 3 and method == "POST":
            original = inter.original
            if inter.callbacks[0][0] == 5 and original is not None and not inter.followups and not original.edits:
                # Discord: the first followup after a "thinking" defer replaces the loading message (its flags stay)
                self._edit_message(original, {k: v for k, v in body.items() if k != "flags"}, files)
                inter.followups.append(original)
                return original.json(self.base_url)
            message = self._new_message(
                inter.channel, self.bot_user, body, files, ephemeral_for=inter.user.id, interaction_id=inter.id
            )
            inter.followups.append(message)
            return message.json(self.base_url)
        if len(p) == 5 and p[3] == "messages":
            if p[4] == "@original":
                target = inter.original
            else:
                target = next((m for m in inter.messages() if m.id == int(p[4])), None)
            if target is None or target.deleted:
                raise DiscordError(404, 10008, "Unknown Message")
            if method == "GET":
                return target.json(self.base_url)
            if method == "PATCH":
                self._edit_message(target, body, files)
                return target.json(self.base_url)
            if method == "DELETE":
                target.deleted = True
                return None
        raise DiscordError(404, 0, f"404: Not Found ({method} /{'/'.join(p)})")

    # ------------------------------------------------------------------------------------- world building
    def add_user(self, name: str, *, dm_closed: bool = False, locale: str = "en-US") -> FakeUser:
        user = FakeUser(snowflake(), name, dm_closed=dm_closed, locale=locale)
        self.users[user.id] = user
        return user

    def add_guild(self, name: str, owner: FakeUser, *, shard: tuple[int, int] | None = None) -> FakeGuild:
        """A guild; `shard=(id, count)` gives it an id on that Discord shard."""
        gid = snowflake()
        if shard is not None:
            base = (gid >> 22) + 1
            gid = ((base + (shard[0] - base) % shard[1]) << 22) | (gid & 0x3FFFFF)
        guild = FakeGuild(gid, name, owner)
        self.guilds[guild.id] = guild
        guild.members[owner.id] = FakeMember(owner, admin=True)
        guild.members[self.bot_user.id] = FakeMember(self.bot_user, admin=True)
        return guild

    def add_channel(self, guild: FakeGuild, name: str) -> FakeChannel:
        channel = FakeChannel(snowflake(), name, 0, guild=guild, position=len(guild.channels))
        guild.channels[channel.id] = channel
        self.channels[channel.id] = channel
        return channel

    def add_member(self, guild: FakeGuild, user: FakeUser, *, admin: bool = False) -> FakeMember:
        member = FakeMember(user, admin=admin)
        guild.members[user.id] = member
        return member
