"""Mentions (issue 12): a message may ping the players it names, never @everyone, @here or a role, even when a
player's text (a name, a reason) contains one. Checked on the payloads the fake Discord received."""

from __future__ import annotations

from tests.discord.conftest import Harness, start_duel
from tests.fakediscord.model import FakeMessage


def pings_more_than_users(message: FakeMessage) -> bool:
    """Discord parses every mention in the content when a payload has no allowed_mentions."""
    allowed = message.allowed_mentions
    if allowed is None:
        return True
    return bool({"everyone", "roles"} & set(allowed.get("parse") or [])) or bool(allowed.get("roles"))


async def test_no_bot_message_may_ping_everyone_or_roles(harness: Harness) -> None:
    h = harness
    match_id, thread = await start_duel(h)
    dm = await h.fake.wait_dm(h.alice, lambda m: bool(m.custom_ids()))
    await h.fake.click(h.alice, dm, dm.custom_ids()[0])
    await h.fake.slash(h.alice, "match status", channel=thread, match=match_id)
    await h.settle()
    bot_messages = [m for m in h.fake.messages.values() if m.author is h.fake.bot_user and m.content]
    started = next(m for m in h.fake.channel_messages(thread) if "Dice commitment" in m.content)
    assert h.alice.mention in started.content
    allowed = started.allowed_mentions or {}
    assert "users" in (allowed.get("parse") or []) or str(h.alice.id) in map(str, allowed.get("users") or [])
    leaky = [m.content[:60] for m in bot_messages if pings_more_than_users(m)]
    assert len(bot_messages) >= 4 and leaky == []
