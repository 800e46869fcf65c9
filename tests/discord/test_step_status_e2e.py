"""The dials' status line (issue 21), through the fake Discord: the first decisions travel with the match's first
message (no status line posted alone), and an undo back into planning retires the old line (no stale pickers
left on it) so the re-locked picks fill in a new one."""

from __future__ import annotations

import gc
import re
from typing import Any

from bot.engine.types import Notification
from tests.discord.conftest import Harness, pick, start_duel
from tests.discord.test_thread_counts_e2e import pinged


async def test_the_first_dials_come_with_the_match_start_in_one_message(harness: Harness) -> None:
    h = harness
    fake, alice, bob = h.fake, h.alice, h.bob
    invite = await fake.slash(alice, "xwing new", channel=h.channel, opponent=bob)
    assert invite.original is not None
    await fake.click(bob, invite.original, next(c for c in invite.original.custom_ids() if c.endswith(":a")))
    await h.settle()
    (thread,) = fake.threads(h.channel)
    (first,) = fake.channel_messages(thread)  # before: the start, then the status line alone in a second message
    assert "Dice commitment" in first.content and "🔒" in first.content, first.content
    assert first.custom_ids(), "bob's dials (DMs closed) are on it"
    assert pinged(first) == {alice.id, bob.id}  # the start still names and pings both players


async def test_an_undo_into_the_picks_retires_their_status_line(harness: Harness) -> None:
    h = harness
    _, thread = await start_duel(h)
    dm = await h.fake.wait_dm(h.alice, lambda m: bool(m.custom_ids()))
    await pick(h, h.alice, dm, 2)
    await h.settle()
    (old,) = [m for m in h.fake.channel_messages(thread) if "🔒" in m.content]
    (locked,) = re.findall(r"`([0-9a-f]{8})`", old.content.split("🔒", 1)[1])
    assert "1/2" in old.content and old.custom_ids(), old.content  # bob's picker (DMs closed) is still on it
    await h.fake.slash(h.alice, "match undo", channel=thread)
    await h.settle()
    request = await h.fake.wait_message(lambda: h.fake.channel_messages(thread), lambda m: "undo" in m.content)
    await h.fake.click(h.bob, request, next(c for c in request.custom_ids() if c.endswith(":yes")))
    await h.settle()
    assert "Undone" in old.content and not old.custom_ids(), old.content  # no stale picker left on the old line
    new = [m for m in h.fake.channel_messages(thread) if "🔒" in m.content and m is not old]
    assert len(new) == 1 and "0/2" in new[0].content, [m.content for m in new]
    # alice locks the same pick again: the same commitment (same salt key), counted on the new line this time
    dm = [m for m in h.fake.dms(h.alice) if m.custom_ids()][-1]
    await pick(h, h.alice, dm, 2)
    await h.settle()
    assert "1/2" in new[0].content and f"`{locked}`" in new[0].content, new[0].content


async def test_an_undo_delivered_again_after_a_crash_leaves_the_new_status_line_alone(harness: Harness) -> None:
    """At-least-once delivery: a crash after the undo was shown but before its outbox row was marked delivered
    hands the undo over again; it must not take the new status line (and bob's pickers on it) for the old one."""
    h = harness
    _, thread = await start_duel(h)
    dm = await h.fake.wait_dm(h.alice, lambda m: bool(m.custom_ids()))
    await pick(h, h.alice, dm, 2)
    await h.settle()
    assert h.bot is not None
    presenter = h.bot.presenter
    seen: list[Notification] = []
    shown = presenter._on_undone

    async def keeping(n: Notification, info: Any) -> None:
        seen.append(n)
        await shown(n, info)

    presenter._on_undone = keeping  # type: ignore[method-assign]
    await h.fake.slash(h.alice, "match undo", channel=thread)
    await h.settle()
    request = await h.fake.wait_message(lambda: h.fake.channel_messages(thread), lambda m: "undo" in m.content)
    await h.fake.click(h.bob, request, next(c for c in request.custom_ids() if c.endswith(":yes")))
    await h.settle()
    (undone,) = seen
    (new,) = [m for m in h.fake.channel_messages(thread) if "🔒" in m.content and "asked again" not in m.content]
    before = len(h.fake.channel_messages(thread))
    presenter._delivered.discard(undone.id)  # what a restart forgets
    await presenter.on_notification(undone)
    await h.settle()
    assert "asked again" not in new.content and "0/2" in new.content and new.custom_ids(), new.content
    assert len(h.fake.channel_messages(thread)) == before  # nothing posted twice


async def test_the_bot_freezes_what_it_loaded_at_start_up(harness: Harness) -> None:
    """bot/engine/gcpolicy.py: after the engine opened, the loaded matches are out of later full collections."""
    gc.unfreeze()
    await harness.restart()
    assert gc.get_freeze_count() > 0
    gc.unfreeze()
