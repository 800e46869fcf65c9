"""A whole match through the fake Discord with the real discord.py client, on the duel test game."""

from __future__ import annotations

import hashlib

from tests.discord.conftest import Harness, pick
from tests.discord.test_thread_counts_e2e import pinged
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
    # alice gets her secret pick by DM; bob's DMs are closed, so his picker is posted in the thread with his ping
    dm = await fake.wait_dm(alice, lambda m: bool(m.custom_ids()))
    assert [o["value"] for o in (dm.component(dm.custom_ids()[0]) or {})["options"]] == ["1", "2", "3"]
    ping = await fake.wait_message(lambda: fake.channel_messages(thread), lambda m: bob.mention in m.content)
    # in bob's language (Russian, from his Accept click), saying once why it is here and that his pick stays secret
    assert f"{bob.mention}, ваш тайный выбор: выберите ниже" in ping.content
    assert "личные сообщения для этого сервера закрыты" in ping.content
    # alice cannot pick for bob
    wrong = await pick(harness, alice, ping, 0)
    assert wrong.ephemeral and "bob" not in wrong.text() and str(bob.id) in wrong.text()
    (match,) = await harness.engine.list_matches()
    for _ in range(12):
        dm = await fake.wait_dm(alice, lambda m: bool(m.custom_ids()))
        done = await pick(harness, alice, dm, 2)
        assert "Picked: Pick 3" in done.text() and done.original is dm and not dm.custom_ids()
        answered = await pick(harness, bob, ping, 0)
        assert answered.ephemeral and "Выбрано: Pick 1" in answered.text()  # bob's Discord client is Russian
        await harness.settle()
        if (await harness.engine.info(match.id)).status != "active":
            break
        old = ping

        def new_ping(m: FakeMessage, old: FakeMessage = old) -> bool:
            return bob.mention in m.content and bool(m.custom_ids()) and m is not old

        ping = await fake.wait_message(lambda: fake.channel_messages(thread), new_ping)
        assert "личные сообщения" not in ping.content  # the explanation is given once per match
    winner = await harness.engine.info(match.id)
    assert winner.status == "finished"
    last = fake.channel_messages(thread)[-1]
    assert "Seed revealed" in last.content
    assert pinged(last) == {alice.id, bob.id}  # the result pings every player, the loser too (issue 21)
    seed = last.content.split("`")[1]
    assert hashlib.sha256(seed.encode()).hexdigest() == commitment == winner.commitment
