"""The test-side API of the fake Discord: act as users (slash commands, clicks, selects, modals), read results."""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import discord
import yarl

from tests.fakediscord.model import (
    JSON,
    FakeAttachment,
    FakeChannel,
    FakeGuild,
    FakeInteraction,
    FakeMessage,
    FakeUser,
    snowflake,
)
from tests.fakediscord.server import FakeDiscordServer

# application command option types
SUB_COMMAND, SUB_COMMAND_GROUP, STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER, ATTACHMENT = range(
    1, 12
)


class FakeDiscord(FakeDiscordServer):
    # ------------------------------------------------------------------------------------------ user actions
    async def slash(
        self, user: FakeUser, command: str, *, channel: FakeChannel, wait: bool = True, **options: Any
    ) -> FakeInteraction:
        """Run `/command` (e.g. "xwing new") as `user`, with options typed by the synced command definition."""
        names = command.split()
        guild = channel.guild if channel.type == 0 else None
        if channel.type in (11, 12):
            guild = channel.guild
        definition = self._find_command(names[0], guild)
        opts, resolved = self._build_options(definition, names[1:], options, guild)
        data: JSON = {"id": definition["id"], "name": names[0], "type": 1, "options": opts}
        if resolved:
            data["resolved"] = resolved
        if "guild_id" in definition:
            data["guild_id"] = definition["guild_id"]
        return await self._interact(2, user, channel, data, None, wait)

    async def autocomplete(
        self, user: FakeUser, command: str, *, channel: FakeChannel, focused: str, **options: Any
    ) -> list[JSON]:
        """What the bot suggests while `user` types `options[focused]` into `/command` (an autocomplete option)."""
        names = command.split()
        guild = channel.guild if channel.type in (0, 11, 12) else None
        definition = self._find_command(names[0], guild)
        node = definition
        for name in names[1:]:
            node = next(o for o in node.get("options", []) if o["name"] == name and o["type"] in (1, 2))
        spec = next(o for o in node.get("options", []) if o["name"] == focused)
        if not spec.get("autocomplete"):
            raise AssertionError(f"option {focused!r} of /{command} has no autocomplete")
        typed = {k: v for k, v in options.items()}
        partial = {focused: str(typed.pop(focused, ""))}
        opts, resolved = self._build_options(definition, names[1:], {**typed, **partial}, guild, required=False)
        leaf = opts
        while leaf and leaf[0]["type"] in (1, 2):
            leaf = leaf[0]["options"]
        for o in leaf:
            if o["name"] == focused:
                o["focused"] = True
        data: JSON = {"id": definition["id"], "name": names[0], "type": 1, "options": opts}
        if resolved:
            data["resolved"] = resolved
        inter = await self._interact(4, user, channel, data, None, False)
        await self.wait_for(lambda: inter.choices is not None, timeout=5, what="autocomplete choices")
        return list(inter.choices or [])

    async def click(
        self, user: FakeUser, message: FakeMessage, custom_id: str, *, wait: bool = True
    ) -> FakeInteraction:
        component = message.component(custom_id)
        if component is None:
            raise AssertionError(f"no component {custom_id!r} on message {message.id}: {message.custom_ids()}")
        if component.get("disabled"):
            raise AssertionError(f"component {custom_id!r} is disabled; Discord would not let a user click it")
        self._check_visible(user, message)
        data = {"custom_id": custom_id, "component_type": component["type"]}
        return await self._interact(3, user, message.channel, data, message, wait)

    async def select(
        self, user: FakeUser, message: FakeMessage, custom_id: str, values: list[str], *, wait: bool = True
    ) -> FakeInteraction:
        component = message.component(custom_id)
        if component is None or component.get("type") != 3:
            raise AssertionError(f"no string select {custom_id!r} on message {message.id}")
        allowed = {o["value"] for o in component.get("options", [])}
        if not set(values) <= allowed:
            raise AssertionError(f"values {values} not among the select's options {sorted(allowed)}")
        if not component.get("min_values", 1) <= len(values) <= component.get("max_values", 1):
            raise AssertionError("wrong number of values for this select")
        self._check_visible(user, message)
        data = {"custom_id": custom_id, "component_type": 3, "values": values}
        return await self._interact(3, user, message.channel, data, message, wait)

    async def submit_modal(
        self, user: FakeUser, opened_by: FakeInteraction, values: dict[str, str], *, wait: bool = True
    ) -> FakeInteraction:
        modal = opened_by.modal
        if modal is None:
            raise AssertionError("that interaction opened no modal")
        rows = []
        for row in modal.get("components", []):
            inner = row.get("components", []) if row.get("type") == 1 else [row.get("component", {})]
            comps = [{"type": 4, "custom_id": c["custom_id"], "value": values.get(c["custom_id"], "")} for c in inner]
            rows.append({"type": 1, "components": comps})
        data = {"custom_id": modal["custom_id"], "components": rows}
        return await self._interact(5, user, opened_by.channel, data, opened_by.message, wait)

    def _check_visible(self, user: FakeUser, message: FakeMessage) -> None:
        if message.deleted:
            raise AssertionError("the message was deleted")
        if message.ephemeral_for is not None and message.ephemeral_for != user.id:
            raise AssertionError(f"{user.name} cannot see someone else's ephemeral message")
        if message.channel.type == 1 and message.channel.recipient is not user:
            raise AssertionError(f"{user.name} cannot see another user's DMs")

    async def _interact(
        self, kind: int, user: FakeUser, channel: FakeChannel, data: JSON, message: FakeMessage | None, wait: bool
    ) -> FakeInteraction:
        inter = FakeInteraction(snowflake(), secrets.token_urlsafe(24), kind, user, channel, data, message)
        self.interactions[inter.id] = inter
        self.by_token[inter.token] = inter
        payload: JSON = {
            "id": str(inter.id),
            "application_id": str(self.application_id),
            "type": kind,
            "token": inter.token,
            "version": 1,
            "data": data,
            "channel_id": str(channel.id),
            "channel": channel.json(),
            "locale": user.locale,
            "attachment_size_limit": 10 * 1024 * 1024,
            "app_permissions": str((1 << 53) - 1),
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(channel.guild.id) if channel.guild else str(user.id)},
        }
        if channel.guild is not None:
            member = channel.guild.members.get(user.id)
            if member is None:
                raise AssertionError(f"{user.name} is not a member of {channel.guild.name}")
            payload.update(
                guild_id=str(channel.guild.id),
                member=member.json(with_permissions=True),
                guild_locale="en-US",
                context=0,
            )
        else:
            payload.update(user=user.json(), context=1)
        if message is not None:
            payload["message"] = message.json(self.base_url)
        if not self.connected:
            raise AssertionError("the bot is not connected to the fake gateway")
        if not await self.dispatch("INTERACTION_CREATE", payload):
            raise AssertionError(f"no bot session runs the shard of {channel.guild.name if channel.guild else 'DMs'}")
        if wait:
            await self.wait_settled(inter)
        return inter

    async def wait_responded(self, inter: FakeInteraction) -> FakeInteraction:
        """Wait for the interaction's first response; no answer within the deadline fails the test."""
        await self.wait_for(
            lambda: inter.callbacks,
            timeout=self.response_deadline + 0.5,
            what=f"a response to interaction {inter.data.get('name') or inter.data.get('custom_id')}",
        )
        return inter

    async def wait_settled(self, inter: FakeInteraction, timeout: float = 30.0) -> FakeInteraction:
        """Wait for the first response and, when it was a defer, for its completion (an edit or a followup)."""
        await self.wait_responded(inter)
        await self.wait_for(lambda: inter.settled, timeout=timeout, what="the deferred response to be completed")
        return inter

    # ------------------------------------------------------------------------------------------- queries
    def _find_command(self, name: str, guild: FakeGuild | None) -> JSON:
        pools = ([self.guild_commands.get(guild.id, [])] if guild else []) + [self.global_commands]
        for pool in pools:
            for c in pool:
                if c["name"] == name:
                    return c
        raise AssertionError(f"/{name} was never synced to the fake Discord")

    def _build_options(
        self, definition: JSON, path: list[str], values: dict[str, Any], guild: FakeGuild | None, required: bool = True
    ) -> tuple[list[JSON], JSON]:
        node = definition
        chain: list[JSON] = []
        for name in path:
            sub = next((o for o in node.get("options", []) if o["name"] == name and o["type"] in (1, 2)), None)
            if sub is None:
                raise AssertionError(f"no subcommand {name!r} under {node['name']!r}")
            entry: JSON = {"name": name, "type": sub["type"], "options": []}
            (chain[-1]["options"] if chain else []).append(entry)
            chain.append(entry)
            node = sub
        resolved: JSON = {}
        leaf: list[JSON] = []
        declared = {o["name"]: o for o in node.get("options", [])}
        for name, value in values.items():
            if name not in declared:
                raise AssertionError(f"/{definition['name']} {' '.join(path)} has no option {name!r}: {list(declared)}")
            leaf.append(self._option(declared[name], value, resolved, guild))
        for o in declared.values():
            if required and o.get("required") and o["name"] not in values:
                raise AssertionError(f"required option {o['name']!r} missing")
        if chain:
            chain[-1]["options"] = leaf
            return [chain[0]], resolved
        return leaf, resolved

    def _option(self, spec: JSON, value: Any, resolved: JSON, guild: FakeGuild | None) -> JSON:
        kind = spec["type"]
        if kind == USER:
            assert isinstance(value, FakeUser), f"option {spec['name']} needs a FakeUser"
            resolved.setdefault("users", {})[str(value.id)] = value.json()
            if guild is not None and value.id in guild.members:
                member = guild.members[value.id].json(with_permissions=True)
                member.pop("user")
                resolved.setdefault("members", {})[str(value.id)] = member
            return {"name": spec["name"], "type": USER, "value": str(value.id)}
        if kind == CHANNEL:
            assert isinstance(value, FakeChannel)
            resolved.setdefault("channels", {})[str(value.id)] = {**value.json(), "permissions": str((1 << 53) - 1)}
            return {"name": spec["name"], "type": CHANNEL, "value": str(value.id)}
        if (
            kind == ATTACHMENT
        ):  # a file the user uploads with the command: served under /attachments/ like Discord's CDN
            assert isinstance(value, FakeAttachment), f"option {spec['name']} needs a FakeAttachment"
            self.uploads[value.id] = value
            resolved.setdefault("attachments", {})[str(value.id)] = value.json(self.base_url)
            return {"name": spec["name"], "type": ATTACHMENT, "value": str(value.id)}
        if (kind == STRING and not isinstance(value, str)) or (kind == INTEGER and not isinstance(value, int)):
            raise AssertionError(f"option {spec['name']} has type {kind}; got {value!r}")
        if spec.get("choices") and value not in [c["value"] for c in spec["choices"]]:
            raise AssertionError(f"{value!r} is not a choice of {spec['name']}: {spec['choices']}")
        return {"name": spec["name"], "type": kind, "value": value}

    @staticmethod
    def upload(filename: str, data: bytes, content_type: str | None = "application/json") -> FakeAttachment:
        """A file for an attachment option of `slash` (its size is what Discord reports: the data's length)."""
        return FakeAttachment(snowflake(), filename, data, None, content_type)

    def channel_messages(self, channel: FakeChannel, *, visible_to: FakeUser | None = None) -> list[FakeMessage]:
        """Messages in a channel, oldest first; ephemerals only for the user they were for."""
        out = []
        for m in self.by_channel.get(channel.id, []):
            if m.deleted:
                continue
            if m.ephemeral_for is not None and (visible_to is None or m.ephemeral_for != visible_to.id):
                continue
            out.append(m)
        return out

    def dms(self, user: FakeUser) -> list[FakeMessage]:
        channel = self.dm_channels.get(user.id)
        return [m for m in self.by_channel.get(channel.id, []) if not m.deleted] if channel else []

    def threads(self, parent: FakeChannel) -> list[FakeChannel]:
        return [c for c in self.channels.values() if c.parent_id == parent.id]

    async def wait_message(
        self,
        where: Callable[[], list[FakeMessage]],
        predicate: Callable[[FakeMessage], bool] = lambda m: True,
        *,
        timeout: float = 5.0,
        what: str = "a message",
    ) -> FakeMessage:
        found: FakeMessage = await self.wait_for(
            lambda: next((m for m in reversed(where()) if predicate(m)), None), timeout=timeout, what=what
        )
        return found

    async def wait_dm(
        self, user: FakeUser, predicate: Callable[[FakeMessage], bool] = lambda m: True, timeout: float = 5.0
    ) -> FakeMessage:
        return await self.wait_message(lambda: self.dms(user), predicate, timeout=timeout, what=f"a DM to {user.name}")


@contextmanager
def patch_discord(fake: FakeDiscordServer) -> Iterator[None]:
    """Point discord.py's REST and gateway at the fake (both are class attributes with no constructor option)."""
    old_base, old_gateway = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    discord.http.Route.BASE = fake.api_base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(fake.gateway_url)
    try:
        yield
    finally:
        discord.http.Route.BASE = old_base
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = old_gateway
