"""Players by their display names in the match thread (issue 21): a game's sentence that names a seat's player
("Waiting for imperial: …") shows who sits there, by name; the game's events keep the seat only (bot.core.texts
seat_ref: the name is put in when the text is shown), so a replay never depends on what players are called."""

from __future__ import annotations

import json

from tests.discord.conftest import Harness
from tests.discord.test_xwing_e2e import answer, carrying


async def test_the_thread_names_who_must_decide_by_display_name(harness: Harness) -> None:
    h = harness
    fake, alice, bob = h.fake, h.alice, h.bob
    invite = await fake.slash(alice, "xwing new", channel=h.channel, opponent=bob)
    assert invite.original is not None
    await fake.click(bob, invite.original, next(c for c in invite.original.custom_ids() if c.endswith(":a")))
    await h.settle()
    (thread,) = fake.threads(h.channel)
    (match,) = await h.engine.list_matches()
    for _ in range(20):  # every round-1 dial, until the first public decision (an action)
        opened = [op.prompt for op in await h.engine.open_prompts(match.id)]
        if not any(p.secret for p in opened):
            break
        prompt = next(p for p in opened if p.secret)
        assert prompt.options
        user = alice if match.seats[prompt.seat] == str(alice.id) else bob
        where = fake.dms(alice) if user is alice else fake.channel_messages(thread)
        message = carrying(where, prompt)
        assert message is not None
        await answer(h, user, message, prompt, prompt.options[0].id)
        await h.settle()
    opened = [op.prompt for op in await h.engine.open_prompts(match.id)]
    assert opened and not opened[0].secret
    who = "alice" if match.seats[opened[0].seat] == str(alice.id) else "bob"
    said = "\n".join(m.content for m in fake.channel_messages(thread))
    assert f"Waiting for {who}: " in said, said  # the thread's language is English here
    assert f"Waiting for {opened[0].seat}" not in said  # no raw seat id
    # the events hold seats, never the names shown
    events = json.dumps([e.payload for e in await h.engine.log(match.id)])
    assert '"alice"' not in events and '"bob"' not in events
