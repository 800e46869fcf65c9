"""The fake Discord's world: users, guilds, channels, messages, interactions, and their JSON payloads.

Payload shapes follow what discord.py 2.7 parses (its gateway and REST models). Only the
fields discord.py reads are filled; everything is plain data so tests can inspect it.
"""

from __future__ import annotations

import asyncio
import itertools
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

JSON = dict[str, Any]

EPHEMERAL = 1 << 6
# VIEW_CHANNEL | SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES | READ_MESSAGE_HISTORY | USE_APPLICATION_COMMANDS |
# CREATE_PUBLIC_THREADS | SEND_MESSAGES_IN_THREADS
MEMBER_PERMISSIONS = (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 31) | (1 << 35) | (1 << 38)
ADMINISTRATOR = 1 << 3
ALL_PERMISSIONS = (1 << 53) - 1

_ids = itertools.count(1_100_000_000_000_000_000)


def snowflake() -> int:
    return next(_ids)


def iso_now() -> str:
    return datetime.now(UTC).isoformat()


@dataclass
class FakeUser:
    id: int
    name: str
    bot: bool = False
    dm_closed: bool = False  # sending this user a DM answers 403 / 50007
    locale: str = "en-US"

    def json(self) -> JSON:
        return {
            "id": str(self.id),
            "username": self.name,
            "global_name": self.name,
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
        }

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


@dataclass
class FakeChannel:
    id: int
    name: str
    type: int  # 0 guild text, 1 DM, 11 public thread
    guild: FakeGuild | None = None
    parent_id: int | None = None
    recipient: FakeUser | None = None  # DM channels
    owner_id: int | None = None  # threads
    thread_members: set[int] = field(default_factory=set)
    position: int = 0

    def json(self) -> JSON:
        if self.type == 1:
            assert self.recipient is not None
            return {"id": str(self.id), "type": 1, "recipients": [self.recipient.json()], "last_message_id": None}
        data: JSON = {
            "id": str(self.id),
            "type": self.type,
            "guild_id": str(self.guild.id) if self.guild else None,
            "name": self.name,
            "position": self.position,
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": str(self.parent_id) if self.parent_id else None,
            "rate_limit_per_user": 0,
            "last_message_id": None,
            "topic": None,
        }
        if self.type in (11, 12):
            data.update(
                owner_id=str(self.owner_id),
                message_count=0,
                member_count=len(self.thread_members),
                thread_metadata={
                    "archived": False,
                    "auto_archive_duration": 10080,
                    "archive_timestamp": iso_now(),
                    "locked": False,
                },
            )
        return data


@dataclass
class FakeMember:
    user: FakeUser
    admin: bool = False

    @property
    def permissions(self) -> int:
        return ALL_PERMISSIONS if self.admin else MEMBER_PERMISSIONS

    def json(self, with_permissions: bool = False) -> JSON:
        data: JSON = {
            "user": self.user.json(),
            "roles": [],
            "joined_at": iso_now(),
            "deaf": False,
            "mute": False,
            "nick": None,
            "flags": 0,
        }
        if with_permissions:
            data["permissions"] = str(self.permissions)
        return data


@dataclass
class FakeGuild:
    id: int
    name: str
    owner: FakeUser
    channels: dict[int, FakeChannel] = field(default_factory=dict)
    members: dict[int, FakeMember] = field(default_factory=dict)

    def json(self) -> JSON:
        texts = [c for c in self.channels.values() if c.type == 0]
        threads = [c for c in self.channels.values() if c.type in (11, 12)]
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "owner_id": str(self.owner.id),
            "roles": [
                {
                    "id": str(self.id),
                    "name": "@everyone",
                    "permissions": str(MEMBER_PERMISSIONS),
                    "position": 0,
                    "color": 0,
                    "hoist": False,
                    "managed": False,
                    "mentionable": False,
                    "flags": 0,
                }
            ],
            "emojis": [],
            "stickers": [],
            "features": [],
            "channels": [c.json() for c in texts],
            "threads": [c.json() for c in threads],
            "members": [m.json() for m in self.members.values()],
            "member_count": len(self.members),
            "voice_states": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
            "large": False,
            "unavailable": False,
            "mfa_level": 0,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "afk_timeout": 300,
            "system_channel_id": None,
            "preferred_locale": "en-US",
            "premium_tier": 0,
            "nsfw_level": 0,
            "joined_at": iso_now(),
        }


@dataclass
class FakeAttachment:
    id: int
    filename: str
    data: bytes
    description: str | None
    content_type: str | None

    def json(self, base_url: str) -> JSON:
        return {
            "id": str(self.id),
            "filename": self.filename,
            "size": len(self.data),
            "url": f"{base_url}/attachments/{self.id}/{self.filename}",
            "proxy_url": f"{base_url}/attachments/{self.id}/{self.filename}",
            "content_type": self.content_type,
            "description": self.description,
        }


@dataclass
class FakeMessage:
    id: int
    channel: FakeChannel
    author: FakeUser
    content: str = ""
    embeds: list[JSON] = field(default_factory=list)
    components: list[JSON] = field(default_factory=list)
    attachments: list[FakeAttachment] = field(default_factory=list)
    flags: int = 0
    ephemeral_for: int | None = None  # user id who alone sees this ephemeral message
    interaction_id: int | None = None  # the interaction this message answered, if any
    deleted: bool = False
    edits: int = 0
    created: float = field(default_factory=time.monotonic)
    allowed_mentions: JSON | None = None  # as sent: None means Discord parses every mention in the content
    nonce: str | None = None

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in iter_components(self.components) if "custom_id" in c]

    def component(self, custom_id: str) -> JSON | None:
        for c in iter_components(self.components):
            if c.get("custom_id") == custom_id:
                return c
        return None

    def labels(self) -> list[str]:
        return [str(c.get("label", "")) for c in iter_components(self.components) if c.get("type") == 2]

    def text(self) -> str:
        """Content plus embed titles/descriptions/fields: what a person reads."""
        parts = [self.content]
        for e in self.embeds:
            parts += [e.get("title") or "", e.get("description") or ""]
            parts += [f"{f.get('name', '')} {f.get('value', '')}" for f in e.get("fields", [])]
            if e.get("footer"):
                parts.append(e["footer"].get("text", ""))
        return "\n".join(p for p in parts if p)

    def json(self, base_url: str) -> JSON:
        data: JSON = {
            "id": str(self.id),
            "channel_id": str(self.channel.id),
            "author": self.author.json(),
            "content": self.content,
            "timestamp": iso_now(),
            "edited_timestamp": iso_now() if self.edits else None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [a.json(base_url) for a in self.attachments],
            "embeds": self.embeds,
            "pinned": False,
            "type": 0,
            "components": self.components,
            "flags": self.flags,
        }
        if self.nonce is not None:
            data["nonce"] = self.nonce
        if self.channel.guild is not None:
            data["guild_id"] = str(self.channel.guild.id)
        return data


def iter_components(components: list[JSON]) -> list[JSON]:
    out: list[JSON] = []
    for c in components:
        out.append(c)
        out.extend(iter_components(c.get("components", [])))
    return out


@dataclass
class FakeInteraction:
    """One interaction the fake dispatched, and everything the bot answered to it."""

    id: int
    token: str
    type: int  # 2 slash, 3 component, 5 modal submit
    user: FakeUser
    channel: FakeChannel
    data: JSON
    message: FakeMessage | None = None  # the message a component sits on
    dispatched: float = field(default_factory=time.monotonic)
    callbacks: list[tuple[int, float]] = field(default_factory=list)  # (callback type, seconds after dispatch)
    original: FakeMessage | None = None  # the response message (@original)
    followups: list[FakeMessage] = field(default_factory=list)
    modal: JSON | None = None  # a modal the bot opened (callback type 9)
    choices: list[JSON] | None = None  # autocomplete answer (callback type 8)
    responded: asyncio.Event = field(default_factory=asyncio.Event)
    edits_at_ack: int = 0  # edits of the original message when the interaction was acknowledged
    completed: float | None = None  # seconds after dispatch when a deferred answer was filled in

    @property
    def settled(self) -> bool:
        """Answered for good: a direct answer, or a deferred one completed by an edit or a followup."""
        if not self.callbacks:
            return False
        if self.callbacks[0][0] not in (5, 6):
            return True
        return bool(self.followups) or (self.original is not None and self.original.edits > self.edits_at_ack)

    @property
    def first_response(self) -> float | None:
        return self.callbacks[0][1] if self.callbacks else None

    @property
    def ephemeral(self) -> bool:
        return self.original is not None and self.original.ephemeral

    def messages(self) -> list[FakeMessage]:
        head = [self.original] if self.original else []
        return head + [m for m in self.followups if m is not self.original]

    def text(self) -> str:
        return "\n".join(t for t in (m.text() for m in self.messages()) if t)
