"""What the match thread says around secret picks and decisions (issue 21): a locked dial or pick is announced
without its commitment hash (a hex fragment means nothing to a player; the commitment stays in the log, on the web
page and in `replay`), and a decision ping inside the match's own thread does not repeat the match id."""

from __future__ import annotations

import re

from tests.discord.conftest import Harness, start_duel
from tests.discord.test_xwing_e2e import answer, carrying, carrying_picker

HEX_FRAGMENT = re.compile(r"`[0-9a-f]{8,}")


async def test_xwing_dial_locks_and_decision_ping_read_without_codes(harness: Harness) -> None:
    h = harness
    fake, alice, bob = h.fake, h.alice, h.bob
    invite = await fake.slash(alice, "xwing new", channel=h.channel, opponent=bob)
    assert invite.original is not None
    await fake.click(bob, invite.original, next(c for c in invite.original.custom_ids() if c.endswith(":a")))
    await h.settle()
    (thread,) = fake.threads(h.channel)
    (match,) = await h.engine.list_matches()
    for _ in range(20):  # every round-1 dial (alice by DM, bob by the private picker), until a public decision
        opened = [op.prompt for op in await h.engine.open_prompts(match.id)]
        if not any(p.secret for p in opened):
            break
        prompt = next(p for p in opened if p.secret)
        assert prompt.options
        if match.seats[prompt.seat] == str(alice.id):
            message = carrying(fake.dms(alice), prompt)
            assert message is not None
            await answer(h, alice, message, prompt, prompt.options[0].id)
        else:
            ping = carrying_picker(fake.channel_messages(thread), match.id)
            picker = await fake.click(bob, ping, ping.custom_ids()[0])
            message = carrying(picker.messages(), prompt)
            assert message is not None
            await answer(h, bob, message, prompt, prompt.options[0].id)
        await h.settle()
    lines = [line for m in fake.channel_messages(thread) for line in m.content.splitlines()]
    locked = [line for line in lines if "dial is locked" in line]
    assert len(locked) >= 2, lines  # the quick start flies one rebel and one imperial ship at least
    assert all(not HEX_FRAGMENT.search(line) and "…" not in line for line in locked), locked
    ships = (await h.engine.view(match.id, None))["ships"]
    hashes = [str(s["dial"]["commitment"]) for s in ships if s["dial"]["committed"]]
    assert len(hashes) == len(locked)  # the public view (the web page) still carries every commitment ...
    assert not any(c[:8] in "\n".join(lines) for c in hashes)  # ... and the thread none of them

    # the first public decision of round 1 (an action) pings its player without the match id
    opened = [op.prompt for op in await h.engine.open_prompts(match.id)]
    assert opened and not opened[0].secret, opened
    owner = match.seats[opened[0].seat]
    action_ping = carrying(fake.channel_messages(thread), opened[0])
    assert action_ping is not None
    said = "your decision: " if owner == str(alice.id) else "ваше решение: "  # in the pinged player's language
    assert action_ping.content.startswith(f"<@{owner}>, {said}"), action_ping.content
    assert match.id not in action_ping.content


async def test_duel_pick_lock_in_the_thread_has_no_hash(harness: Harness) -> None:
    h = harness
    match_id, thread = await start_duel(h)
    dm = await h.fake.wait_dm(h.alice, lambda m: bool(m.custom_ids()))
    await h.fake.click(h.alice, dm, dm.custom_ids()[0])
    await h.settle()
    locked = [m.content for m in h.fake.channel_messages(thread) if "locked in their choice" in m.content]
    assert locked == [f"<@{h.alice.id}> locked in their choice."], locked
    assert match_id  # the commitment itself stays in the match log: checked by the replay tests
