"""A whole match through the fake Discord with the real discord.py client, on the duel test game."""

from __future__ import annotations

import hashlib

from tests.discord.conftest import Harness
from tests.fakediscord import FakeMessage


def buttons_of(message: FakeMessage, prefix: str) -> list[str]:
    return [c for c in message.custom_ids() if c.startswith(prefix)]


async def test_duel_match_from_challenge_to_seed_reveal(harness: Harness) -> None:
    fake, alice, bob, channel = harness.fake, harness.alice, harness.bob, harness.channel
    invite = await fake.slash(alice, "duel new", channel=channel, opponent=bob)
    assert invite.original is not None and not invite.ephemeral
    accept = next(c for c in invite.original.custom_ids() if c.endswith(":a"))
    refused = await fake.click(alice, invite.original, accept)
    assert refused.ephemeral and "Only <@" in refused.text()
    await fake.click(bob, invite.original, accept)
    await harness.settle()
    (thread,) = fake.threads(channel)
    started = fake.channel_messages(thread)
    assert "Dice commitment" in started[0].content
    commitment = started[0].content.split("`")[-2]
    # alice gets her secret pick by DM; bob's DMs are closed, so he is pinged in the thread with a private picker
    dm = await fake.wait_dm(alice, lambda m: bool(m.custom_ids()))
    assert [c.split(":")[-1] for c in dm.custom_ids()] == ["1", "2", "3"]
    ping = await fake.wait_message(lambda: fake.channel_messages(thread), lambda m: m.content.startswith(bob.mention))
    # in bob's language (Russian, from his Accept click)
    assert ping.content.startswith(f"{bob.mention}, я не смог написать вам в личные сообщения (они закрыты")
    (picker_id,) = ping.custom_ids()
    # alice cannot open bob's picker
    wrong = await fake.click(alice, ping, picker_id)
    assert wrong.ephemeral and "bob" not in wrong.text() and str(bob.id) in wrong.text()
    (match,) = await harness.engine.list_matches()
    for _ in range(12):
        dm = await fake.wait_dm(alice, lambda m: bool(m.custom_ids()))
        done = await fake.click(alice, dm, dm.custom_ids()[2])
        assert "Picked: Pick 3" in done.text() and done.original is dm and not dm.custom_ids()
        opened = await fake.click(bob, ping, picker_id)
        assert opened.ephemeral and opened.original is not None
        pick = await fake.click(bob, opened.original, opened.original.custom_ids()[0])
        assert "Выбрано: Pick 1" in pick.text()  # bob's Discord client is Russian
        await harness.settle()
        if (await harness.engine.info(match.id)).status != "active":
            break
        old = ping

        def new_ping(m: FakeMessage, old: FakeMessage = old) -> bool:
            return m.content.startswith(bob.mention) and m is not old

        ping = await fake.wait_message(lambda: fake.channel_messages(thread), new_ping)
        picker_id = ping.custom_ids()[0]
    winner = await harness.engine.info(match.id)
    assert winner.status == "finished"
    last = fake.channel_messages(thread)[-1]
    assert "Seed revealed" in last.content
    seed = last.content.split("`")[1]
    assert hashlib.sha256(seed.encode()).hexdigest() == commitment == winner.commitment
