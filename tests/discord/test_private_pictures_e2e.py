"""Secrecy of the planning pictures through the fake Discord (issue 19): every private picture goes only to the
player who sets that dial. alice (rebel) gets hers in the DM with her dial picker; bob (imperial, DMs closed) picks
his dials from the thread message that pings him and sees his pictures in the ephemeral picker a button beside his
selects opens, only for him; the match thread and the channel never carry one, and nobody's message holds a
picture of another seat's prompt."""

from __future__ import annotations

from bot.discord_bot.components import key_hash
from bot.engine.render import private_picture
from tests.discord.conftest import Harness
from tests.fakediscord import FakeMessage


def _private(messages: list[FakeMessage]) -> dict[str, bytes]:
    return {a.filename: a.data for m in messages for a in m.attachments if a.filename.startswith("private-")}


async def test_each_planning_picture_goes_only_to_its_dials_player(harness: Harness) -> None:
    h = harness
    fake, alice, bob, channel = h.fake, h.alice, h.bob, h.channel
    invite = await fake.slash(alice, "xwing new", channel=channel, opponent=bob)
    assert invite.original is not None
    await fake.click(bob, invite.original, next(c for c in invite.original.custom_ids() if c.endswith(":a")))
    await h.settle()
    (thread,) = fake.threads(channel)
    (match,) = await h.engine.list_matches()
    dials = [op.prompt for op in await h.engine.open_prompts(match.id) if op.prompt.kind == "dial"]
    names = {s: {f"private-{key_hash(p.key, p.seat)}.png" for p in dials if p.seat == s} for s in ("rebel", "imperial")}
    assert set(names) == {"rebel", "imperial"} and len(names["imperial"]) == 2  # Night Beast and the Obsidian pilot

    # alice: one DM with her picker and the picture of Luke's dial, the same bytes the engine draws for her prompt
    in_dm = _private(fake.dms(alice))
    assert set(in_dm) == names["rebel"]
    luke = next(p for p in dials if p.seat == "rebel")
    assert in_dm[f"private-{key_hash(luke.key, luke.seat)}.png"] == await private_picture(
        h.engine, match.id, "xwing", "rebel", luke.key
    )
    assert in_dm[next(iter(names["rebel"]))][:8] == b"\x89PNG\r\n\x1a\n"

    # bob: DMs closed, so the thread message pinging him carries his selects and no picture; the button beside them
    # shows his pictures to him alone
    assert _private(fake.channel_messages(thread, visible_to=bob)) == {}
    ping = next(m for m in reversed(fake.channel_messages(thread)) if bob.mention in m.content and m.custom_ids())
    (preview,) = [c for c in ping.custom_ids() if c == f"tm:p:{match.id}:imperial"]
    opened = await fake.click(bob, ping, preview)
    assert opened.ephemeral
    mine = [m for m in opened.messages() if m.attachments]
    assert mine and all(m.ephemeral_for == bob.id for m in mine)
    assert set(_private(mine)) == names["imperial"]

    # alice opening bob's picker is refused, with no picture; nothing private is visible to anyone else anywhere
    stolen = await fake.click(alice, ping, preview)
    assert stolen.ephemeral and not _private(stolen.messages())
    assert _private(fake.channel_messages(thread, visible_to=alice)) == {}
    assert _private(fake.channel_messages(channel)) == {}
    assert not set(_private(fake.dms(alice))) & names["imperial"]
    assert _private(fake.dms(bob)) == {}
