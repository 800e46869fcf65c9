"""Async play through the fake Discord: restarts, deadlines under a fake clock, reminders, undo, concede, admin."""

from __future__ import annotations

import asyncio

from tests.discord.conftest import Harness, decision_pings, pick, start_duel
from tests.discord.test_thread_counts_e2e import pinged
from tests.fakediscord import FakeUser


async def test_restart_mid_match_keeps_buttons_working(harness: Harness) -> None:
    h = harness
    match_id, thread = await start_duel(h)
    dm = await h.fake.wait_dm(h.alice, lambda m: bool(m.custom_ids()))
    await pick(h, h.alice, dm, 1)
    await h.settle()
    (ping,) = decision_pings(h, thread, h.bob)
    identifies = h.fake.identifies
    await h.restart()
    assert h.fake.identifies == identifies + 1
    # bob's picker posted in the thread before the restart (his DMs are closed) still takes his pick, privately
    picked = await pick(h, h.bob, ping, 2)
    assert picked.ephemeral and "Выбрано" in picked.text()
    await h.settle()
    view = await h.engine.view(match_id, None)
    assert view["round"] == 2 and view["last"]["picks"] == {"a": 2, "b": 3}
    # round 2 is announced once to each player, after the restart too
    await h.fake.wait_dm(h.alice, lambda m: "Round 2" in m.content)
    assert len([m for m in h.fake.dms(h.alice) if "Round 2" in m.content]) == 1
    assert len(decision_pings(h, thread, h.bob)) == 2


async def test_wrong_user_and_stale_buttons_change_nothing(harness: Harness) -> None:
    h = harness
    match_id, thread = await start_duel(h)
    carol = h.fake.add_user("carol")
    h.fake.add_member(h.guild, carol)
    dm = await h.fake.wait_dm(h.alice, lambda m: bool(m.custom_ids()))
    before = await h.engine.state_hash(match_id)
    (ping,) = decision_pings(h, thread, h.bob)
    stranger = await pick(h, carol, ping, 0)
    assert stranger.ephemeral and "not playing in match" in stranger.text()
    assert await h.engine.state_hash(match_id) == before
    components = dm.components
    await pick(h, h.alice, dm, 0)
    assert await h.engine.state_hash(match_id) != before
    after = await h.engine.state_hash(match_id)
    # an old copy of the message (a client that did not refresh) still carries the select: refused, nothing changes
    dm.components = components
    again = await pick(h, h.alice, dm, 0)
    assert again.ephemeral and "no longer open" in again.text()
    assert await h.engine.state_hash(match_id) == after


async def test_deadline_reminder_once_quiet_hours_and_default_policy(harness: Harness) -> None:
    h = harness
    # alice sleeps (Moscow 00:00-07:00; the fake clock starts at 01:13 Moscow time): no reminder for her
    assert (
        "Europe/Moscow"
        in (await h.fake.slash(h.alice, "settings timezone", channel=h.channel, zone="Europe/Moscow")).text()
    )
    quiet = await h.fake.slash(h.alice, "settings quiet-hours", channel=h.channel, start="00:00", end="07:00")
    assert "00:00-07:00" in quiet.text()
    match_id, thread = await start_duel(h, deadline=1.0, on_deadline="default")
    await h.fake.wait_dm(h.alice, lambda m: "deadline <t:" in m.content)
    h.clock.advance(1801)  # the first reminder is due at half time
    await h.engine.tick()
    await h.settle()
    reminders = [m for m in h.fake.channel_messages(thread) if "Напоминание" in m.content or "Reminder" in m.content]
    # bob: DMs closed -> thread, in his language (Russian)
    assert len(reminders) == 1 and reminders[0].content.startswith(f"{h.bob.mention} Напоминание: партия №{match_id}")
    assert not [m for m in h.fake.dms(h.alice) if "Reminder" in m.content or "Напоминание" in m.content]
    await h.engine.tick()  # firing again delivers nothing new
    await h.settle()
    assert len([m for m in h.fake.channel_messages(thread) if "Напоминание" in m.content]) == 1
    h.clock.advance(3600)
    await h.engine.tick()
    await h.settle()
    lines = "\n".join(m.content for m in h.fake.channel_messages(thread))
    assert "Deadline passed" in lines and "the default choice was applied" in lines
    view = await h.engine.view(match_id, None)
    assert view["round"] == 2 and view["last"]["picks"] == {"a": 1, "b": 1}


async def test_forfeit_on_deadline_reveals_seed(harness: Harness) -> None:
    h = harness
    match_id, thread = await start_duel(h, deadline=2.0, on_deadline="forfeit")
    dm = await h.fake.wait_dm(h.alice, lambda m: bool(m.custom_ids()))
    await pick(h, h.alice, dm, 0)
    await h.settle()
    h.clock.advance(7201)
    await h.engine.tick()
    await h.settle()
    info = await h.engine.info(match_id)
    assert info.status == "finished" and info.outcome is not None and info.outcome.winners == ("a",)
    last = h.fake.channel_messages(thread)[-1].content
    assert "they forfeit the match" in last and f"`{info.seed}`" in last


async def test_everyone_late_under_forfeit_ends_in_a_draw(harness: Harness) -> None:
    """Both players miss the forfeit deadline: both forfeit, it is a draw, each is named once and pinged."""
    h = harness
    match_id, thread = await start_duel(h, deadline=2.0, on_deadline="forfeit")
    h.clock.advance(7201)
    await h.engine.tick()
    await h.settle()
    info = await h.engine.info(match_id)
    assert info.status == "finished" and info.outcome is not None and info.outcome.draw
    last = h.fake.channel_messages(thread)[-1]
    late = [line for line in last.content.splitlines() if line.startswith("Deadline passed")]
    assert len(late) == 2 and h.alice.mention in late[0] and h.bob.mention in late[1], last.content
    assert "a draw" in last.content and pinged(last) == {h.alice.id, h.bob.id}


async def test_undo_needs_the_opponents_consent(harness: Harness) -> None:
    h = harness
    _, thread = await start_duel(h)
    dm = await h.fake.wait_dm(h.alice, lambda m: bool(m.custom_ids()))
    await pick(h, h.alice, dm, 2)
    await h.settle()
    asked = await h.fake.slash(h.alice, "match undo", channel=thread)
    assert asked.ephemeral
    await h.settle()
    request = await h.fake.wait_message(lambda: h.fake.channel_messages(thread), lambda m: "undo" in m.content)
    yes = next(c for c in request.custom_ids() if c.endswith(":yes"))
    own = await h.fake.click(h.alice, request, yes)
    assert "Only the opponent" in own.text()
    await h.fake.click(h.bob, request, yes)
    await h.settle()
    # alice's pick is undone: she is asked again (a fresh DM), the log keeps the undone events marked
    assert len([m for m in h.fake.dms(h.alice) if m.custom_ids()]) == 1
    log = await h.fake.slash(h.alice, "match log", channel=thread)
    assert "~~" in log.text()


async def test_concede_and_admin_abandon(harness: Harness) -> None:
    h = harness
    match_id, thread = await start_duel(h)
    refused = await h.fake.slash(h.alice, "match abandon", channel=thread)
    assert "Only server admins" in refused.text()
    done = await h.fake.slash(h.owner, "match abandon", channel=thread, match=match_id)
    assert not done.ephemeral and "abandoned" in done.text()
    await h.settle()
    assert (await h.engine.info(match_id)).status == "abandoned"
    late = await h.fake.slash(h.alice, "match concede", channel=thread, match=match_id)
    assert late.ephemeral and "is over" in late.text()
    h.fake.channels.pop(thread.id)  # a second match gets its own thread
    second, thread2 = await start_duel(h)
    assert second != match_id
    asked = await h.fake.slash(h.bob, "match concede", channel=thread2)  # asks first (issue 21): nothing ends yet
    assert asked.ephemeral and asked.original is not None and "Сдаться в партии" in asked.text()
    assert (await h.engine.info(second)).status == "active"
    (confirm,) = asked.original.custom_ids()
    stranger = await h.fake.slash(carol_of(h), "match concede", channel=thread2, match=second)
    assert stranger.ephemeral and "not playing" in stranger.text()  # no button for someone not in the match
    assert stranger.original is not None and not stranger.original.custom_ids()
    done = await h.fake.click(h.bob, asked.original, confirm)
    assert "Вы сдались" in done.text()
    await h.settle()
    info = await h.engine.info(second)
    assert info.status == "finished" and info.outcome is not None and info.outcome.winners == ("a",)


def carol_of(h: Harness) -> FakeUser:
    carol = h.fake.add_user("carol")
    h.fake.add_member(h.guild, carol)
    return carol


async def test_status_and_language(harness: Harness) -> None:
    h = harness
    match_id, thread = await start_duel(h, deadline=5.0)
    status = await h.fake.slash(h.alice, "match status", channel=thread)
    assert f"#{match_id}" in status.text() and "<t:" in status.text() and "waiting for" in status.text()
    ru = await h.fake.slash(h.alice, "settings language", channel=thread, language="ru")
    assert "по-русски" in ru.text()
    status = await h.fake.slash(h.alice, "match status", channel=thread)
    assert "ждём" in status.text()
    nothing = await h.fake.slash(h.alice, "match status", channel=h.channel, match="nope")
    assert "Партии №nope нет" in nothing.text()


async def test_shutdown_finishes_the_action_in_progress(harness: Harness) -> None:
    h = harness
    match_id, _thread = await start_duel(h)
    dm = await h.fake.wait_dm(h.alice, lambda m: bool(m.custom_ids()))
    engine = h.engine
    original = engine.act_option

    async def slow_act_option(*args: object, **kwargs: object) -> object:
        await asyncio.sleep(0.5)  # a slow disk: the commit is still running when the shutdown starts
        return await original(*args, **kwargs)

    engine.act_option = slow_act_option
    click = await pick(h, h.alice, dm, 1, wait=False)
    await h.fake.wait_responded(click)  # acknowledged; the action itself is still in progress
    await h.stop()
    assert click.settled and "Picked: Pick 2" in click.text()  # answered before the bot disconnected
    await h.start()
    view = await h.engine.view(match_id, "a")
    assert view["my_pick"] == 2  # and committed


async def test_pause_on_deadline_then_resume(harness: Harness) -> None:
    h = harness
    match_id, thread = await start_duel(h, deadline=1.0, on_deadline="pause")
    dm = await h.fake.wait_dm(h.alice, lambda m: bool(m.custom_ids()))
    h.clock.advance(3601)
    await h.engine.tick()
    await h.settle()
    assert (await h.engine.info(match_id)).status == "paused"
    log = "\n".join(m.content for m in h.fake.channel_messages(thread))
    assert "the match is paused" in log and "/match resume" in log
    paused = await pick(h, h.alice, dm, 0)
    assert paused.ephemeral and "paused" in paused.text()
    carol = h.fake.add_user("carol")
    h.fake.add_member(h.guild, carol)
    stranger = await h.fake.slash(carol, "match resume", channel=thread, match=match_id)
    assert "not playing" in stranger.text()
    resumed = await h.fake.slash(h.bob, "match resume", channel=thread)
    assert f"№{match_id}" in resumed.text()  # bob reads Russian
    await h.settle()
    assert (await h.engine.info(match_id)).status == "active"
    done = await pick(h, h.alice, dm, 0)
    assert "Picked: Pick 1" in done.text()
