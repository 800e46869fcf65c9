"""What the match thread says around secret picks and decisions (issue 21): the picks lock into one status line per
batch, edited as it fills in, each with the short commitment hash a player can check against the reveal (the full
commitment stays in the log, on the web page and in `replay`), and a decision ping inside the match's own thread
does not repeat the match id."""

from __future__ import annotations

import re

from tests.discord.conftest import Harness, decision_pings, pick, start_duel
from tests.discord.test_xwing_e2e import answer, carrying

SHORT_HASH = re.compile(r"`([0-9a-f]{8})`")


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
        else:  # bob's DMs are closed: his dials sit on the thread message pinging him
            message = carrying(fake.channel_messages(thread), prompt)
            assert message is not None
            await answer(h, bob, message, prompt, prompt.options[0].id)
        await h.settle()
    statuses = [m for m in fake.channel_messages(thread) if "🔒" in m.content]
    assert len(statuses) == 1, [m.content for m in statuses]  # one line for the round, edited as dials locked
    ships = (await h.engine.view(match.id, None))["ships"]
    hashes = [str(s["dial"]["commitment"]) for s in ships if s["dial"]["committed"]]
    shown = SHORT_HASH.findall(statuses[0].content)
    assert len(hashes) >= 3 and sorted(shown) == sorted(c[:8] for c in hashes), statuses[0].content
    assert f"{len(hashes)}/{len(hashes)} locked" in statuses[0].content and statuses[0].edits >= len(hashes)

    # the first public decision of round 1 (an action) pings its player without the match id
    opened = [op.prompt for op in await h.engine.open_prompts(match.id)]
    assert opened and not opened[0].secret, opened
    owner = match.seats[opened[0].seat]
    action_ping = carrying(fake.channel_messages(thread), opened[0])
    assert action_ping is not None
    said = "your decision: " if owner == str(alice.id) else "ваше решение: "  # in the pinged player's language
    assert action_ping.content.splitlines()[-1].startswith(f"<@{owner}>, {said}"), action_ping.content
    assert match.id not in action_ping.content


async def test_duel_pick_lock_in_fills_the_status_line(harness: Harness) -> None:
    h = harness
    match_id, thread = await start_duel(h)
    dm = await h.fake.wait_dm(h.alice, lambda m: bool(m.custom_ids()))
    (status,) = decision_pings(h, thread, h.bob)  # bob's picker (DMs closed) under the batch's status line
    assert "\n🔒 0/2 locked\n" in status.content, status.content  # on the match's first message (issue 21)
    await pick(h, h.alice, dm, 0)
    await h.settle()
    (commitment,) = [str(e.payload["commitment"]) for e in await h.engine.log(match_id) if e.kind == "locked"]
    assert f"\n🔒 1/2 locked: alice `{commitment[:8]}`\n" in status.content, status.content
    assert commitment not in status.content  # the short form only
